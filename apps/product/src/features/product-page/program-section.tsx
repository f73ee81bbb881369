import { useIntl } from 'react-intl';
import { BedDouble, Coffee, Sparkles, UtensilsCrossed } from 'lucide-react';
import type { PackageSummary, ProgramLine } from '@escapade/api-contract';
import { productMessages } from './product-messages';
import layout from '../../app/page-layout.module.css';
import styles from './product-page.module.css';

const LINE_ICONS = { ROOM: BedDouble, BREAKFAST: Coffee, DINNER: UtensilsCrossed, ACTIVITY: Sparkles } as const;

/** 'Your stay includes': the room, then how many nights, breakfasts, dinners and activities. */
export function PackageIncludes({ summary, nights }: { readonly summary: PackageSummary; readonly nights: number }) {
  const intl = useIntl();
  const items = [
    summary.room,
    intl.formatMessage(productMessages.includesNights, { count: nights }),
    summary.breakfasts > 0 ? intl.formatMessage(productMessages.includesBreakfasts, { count: summary.breakfasts }) : null,
    summary.dinners > 0 ? intl.formatMessage(productMessages.includesDinners, { count: summary.dinners }) : null,
    summary.activities > 0 ? intl.formatMessage(productMessages.includesActivities, { count: summary.activities }) : null,
  ].filter((item): item is string => item !== null);
  return (
    <section className={styles.includes} aria-labelledby="product-includes">
      <h2 id="product-includes" className={layout.sectionTitle}>
        {intl.formatMessage(productMessages.includesTitle)}
      </h2>
      <ul className={layout.pills}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** One programme line: its kind's icon, its title and how many of it. */
function ProgramLineItem({ line }: { readonly line: ProgramLine }) {
  const intl = useIntl();
  const Icon = LINE_ICONS[line.type];
  return (
    <li className={styles.programLine}>
      <Icon aria-hidden="true" className={styles.programIcon} />
      <span>{line.title}</span>
      {line.quantity > 1 ? <span className={styles.quantity}>{intl.formatMessage(productMessages.quantity, { count: line.quantity })}</span> : null}
    </li>
  );
}

/**
 * A section of the programme, the room's lines or the others (the experience), each with the anchor its
 * tab leads to; nothing when the stay has no such line.
 */
function ProgramLines({ id, title, lines }: { readonly id: 'room' | 'experience'; readonly title: string; readonly lines: readonly ProgramLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section id={id} className={layout.section} aria-labelledby={`product-${id}`}>
      <h2 id={`product-${id}`} className={layout.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.program}>
        {lines.map((line, index) => (
          <ProgramLineItem key={`${line.type}-${index}`} line={line} />
        ))}
      </ul>
    </section>
  );
}

/** The programme: the room first, in its own section, then what the stay has the visitor do (the experience). */
export function ProgramSection({ lines }: { readonly lines: readonly ProgramLine[] }) {
  const intl = useIntl();
  return (
    <>
      <ProgramLines id="room" title={intl.formatMessage(productMessages.roomTitle)} lines={lines.filter((line) => line.type === 'ROOM')} />
      <ProgramLines id="experience" title={intl.formatMessage(productMessages.programTitle)} lines={lines.filter((line) => line.type !== 'ROOM')} />
    </>
  );
}
