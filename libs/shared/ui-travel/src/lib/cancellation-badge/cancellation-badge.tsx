import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { CalendarCheck, Info } from 'lucide-react';
import { Badge, Button } from '@escapade/ui';
import type { MarketCode } from '@escapade/util-market';
import { type CancellationPolicy, cancellationDisplay } from '@escapade/util-pricing';
import { cancellationConditionsMessages } from '../cancellation-conditions/cancellation-conditions-messages';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import styles from './cancellation-badge.module.css';

const loadConditionsDialog = () => import('../cancellation-conditions/cancellation-conditions-dialog');

/** The modal's code is fetched when a visitor first opens it (or points at its button), not with every card. */
const CancellationConditionsDialog = lazy(loadConditionsDialog);

export interface CancellationBadgeProps {
  /** Whether the visitor chose dates: without them the badge only prompts to add some. */
  hasDates: boolean;
  policy?: CancellationPolicy | null;
  /** Market whose time zone reads the deadline. */
  market: MarketCode;
  /** Check-in day, the no-refund date of the conditions. */
  checkIn?: string | null;
  /** Offers a button that opens the 'Cancellation conditions' modal once the visitor has chosen dates. */
  showConditions?: boolean;
  className?: string;
}

/**
 * The cancellation line of a card or product page: add-dates prompt, green 'partly refundable
 * until' badge, or non-refundable, with the conditions modal one click away.
 */
export function CancellationBadge({ hasDates, policy, market, checkIn, showConditions = true, className }: CancellationBadgeProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const display = cancellationDisplay({ hasDates, policy, market, locale: intl.locale });
  const openConditions = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <div className={classNames(styles.root, className)}>
      <Badge tone={display.tone} icon={display.kind === 'cancellable' ? <CalendarCheck /> : <Info />}>
        {text(display.message)}
      </Badge>
      {showConditions && display.kind !== 'addDates' ? (
        <>
          <Button variant="ghost" size="sm" aria-haspopup="dialog" className={styles.conditions} onPointerEnter={() => void loadConditionsDialog()} onClick={openConditions}>
            {intl.formatMessage(cancellationConditionsMessages.title)}
          </Button>
          {requested ? (
            <Suspense fallback={null}>
              <CancellationConditionsDialog open={open} onClose={() => setOpen(false)} deadline={display.deadline} checkIn={checkIn} policyMessage={policy?.message} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
