import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatDay } from '@escapade/util-market';
import { PARTIAL_REFUND_PERCENT } from '@escapade/util-pricing';
import { classNames } from '../internal/class-names';
import styles from './cancellation-conditions.module.css';

const messages = defineMessages<{
  modify: { deadline: string };
  difference: NoMessageValues;
  partialRefund: { deadline: string; percent: number };
  noRefund: { noRefundDate: string };
  noRefundNoDate: NoMessageValues;
}>({
  modify: {
    id: 'travel.cancellationConditions.modify',
    defaultMessage: 'You can modify your stay for free until {deadline}.',
  },
  difference: {
    id: 'travel.cancellationConditions.difference',
    defaultMessage: 'If your new stay is cheaper, the difference is refunded to you; if it is more expensive, you pay the difference.',
  },
  partialRefund: {
    id: 'travel.cancellationConditions.partialRefund',
    defaultMessage: 'If you cancel until {deadline}, you are refunded {percent}% of the amount of each night.',
  },
  noRefund: {
    id: 'travel.cancellationConditions.noRefund',
    defaultMessage: 'From {noRefundDate}, the date of your check-in, no refund is possible.',
  },
  noRefundNoDate: {
    id: 'travel.cancellationConditions.noRefundNoDate',
    defaultMessage: 'From your check-in date, no refund is possible.',
  },
});

export interface CancellationConditionsProps {
  /** Day (`yyyy-MM-dd`) until which the stay can be modified and partly refunded. */
  deadline: string;
  /** Check-in day (`yyyy-MM-dd`), the no-refund date. */
  checkIn?: string | null;
  className?: string;
}

/** The spec's cancellation conditions text, shown in the 'Cancellation conditions' modal. */
export function CancellationConditions({ deadline, checkIn, className }: CancellationConditionsProps) {
  const intl = useIntl();
  // Calendar days carry no time zone: read them at UTC midnight so no zone moves them a day.
  const day = (date: string) => formatDay(intl, date, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className={classNames(styles.root, className)}>
      <p>{intl.formatMessage(messages.modify, { deadline: day(deadline) })}</p>
      <p>{intl.formatMessage(messages.difference)}</p>
      <p>{intl.formatMessage(messages.partialRefund, { deadline: day(deadline), percent: PARTIAL_REFUND_PERCENT })}</p>
      <p>{checkIn ? intl.formatMessage(messages.noRefund, { noRefundDate: day(checkIn) }) : intl.formatMessage(messages.noRefundNoDate)}</p>
    </div>
  );
}
