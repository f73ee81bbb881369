import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CalendarCheck, Info } from 'lucide-react';
import { Badge, Button, Dialog } from '@escapade/ui';
import type { MarketCode } from '@escapade/util-market';
import { type CancellationPolicy, cancellationDisplay } from '@escapade/util-pricing';
import { CancellationConditions } from '../cancellation-conditions/cancellation-conditions';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import styles from './cancellation-badge.module.css';

const messages = defineMessages({
  conditions: { id: 'travel.cancellationBadge.conditions', defaultMessage: 'Cancellation conditions' },
});

export interface CancellationBadgeProps {
  /** Whether the visitor chose dates: without them the badge only prompts to add some. */
  hasDates: boolean;
  policy?: CancellationPolicy | null;
  /** Market whose time zone reads the deadline. */
  market: MarketCode;
  /** Check-in day, the no-refund date of the conditions. */
  checkIn?: string | null;
  /** Offers a button that opens the 'Cancellation conditions' modal when the stay is cancellable. */
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
  const [open, setOpen] = useState(false);
  const display = cancellationDisplay({ hasDates, policy, market, locale: intl.locale });
  return (
    <div className={classNames(styles.root, className)}>
      <Badge tone={display.tone} icon={display.kind === 'cancellable' ? <CalendarCheck /> : <Info />}>
        {text(display.message)}
      </Badge>
      {showConditions && display.kind === 'cancellable' && display.deadline ? (
        <>
          <Button variant="ghost" size="sm" className={styles.conditions} onClick={() => setOpen(true)}>
            {intl.formatMessage(messages.conditions)}
          </Button>
          <Dialog open={open} onClose={() => setOpen(false)} title={intl.formatMessage(messages.conditions)} size="sm">
            <CancellationConditions deadline={display.deadline} checkIn={checkIn} />
          </Dialog>
        </>
      ) : null}
    </div>
  );
}
