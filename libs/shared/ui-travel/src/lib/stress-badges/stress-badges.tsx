import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Flame, ShieldCheck, Users } from 'lucide-react';
import { type StressColor, type StressContent, STRESS_ROTATION_MS, STRESS_TRANSITION_MS, stressBadges } from '@escapade/util-pricing';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@escapade/ui';
import styles from './stress-badges.module.css';

const messages = defineMessages({
  list: { id: 'travel.stressBadges.list', defaultMessage: 'Good to know' },
});

const ICONS: Record<StressColor, typeof Flame> = { scarcity: Flame, reinsurance: ShieldCheck, social: Users };

export interface StressBadgesProps {
  /** Rooms left: 3 or fewer adds the scarcity message first. */
  availableRooms?: number | null;
  /** Messages from the CMS, already in the visitor's language. */
  messages?: readonly StressContent[];
  className?: string;
}

/**
 * Up to two stress messages (scarcity first) taking turns every 3000 ms with a 500 ms fade; with
 * reduced motion, or while hovered or focused, they stand still and all show.
 */
export function StressBadges({ availableRooms, messages: contents, className }: StressBadgesProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const badges = stressBadges({ availableRooms, messages: contents });
  const [active, setActive] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotating = badges.length > 1 && !reducedMotion && !paused;

  useEffect(() => {
    if (!rotating) return undefined;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const turn = setInterval(() => {
      setLeaving(true);
      fade = setTimeout(() => {
        setActive((index) => (index + 1) % badges.length);
        setLeaving(false);
      }, STRESS_TRANSITION_MS);
    }, STRESS_ROTATION_MS);
    return () => {
      clearInterval(turn);
      if (fade) clearTimeout(fade);
      setLeaving(false);
    };
  }, [rotating, badges.length]);

  if (badges.length === 0) return null;
  const shown = active % badges.length;
  const stacked = badges.length > 1 && reducedMotion;
  return (
    <ul
      aria-label={intl.formatMessage(messages.list)}
      className={classNames(styles.root, stacked && styles.stacked, className)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {badges.map((badge, index) => {
        const Icon = ICONS[badge.color];
        const visible = stacked || index === shown;
        return (
          <li
            key={`${badge.color}-${index}`}
            aria-hidden={visible ? undefined : true}
            className={classNames(styles.badge, styles[badge.color], !visible && styles.hidden, visible && leaving && styles.leaving)}
          >
            {badge.emoji ? <span aria-hidden>{badge.emoji}</span> : <Icon aria-hidden className={styles.icon} />}
            <span>{text(badge.message)}</span>
          </li>
        );
      })}
    </ul>
  );
}
