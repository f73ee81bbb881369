import { useIntl } from 'react-intl';
import { Button } from '@escapade/ui';
import { pageMessages } from '../../app/page-messages';
import { productMessages } from './product-messages';
import type { BookingAction } from './use-booking-action';

export interface BookingButtonProps {
  readonly action: BookingAction;
  /** The stay has a price for the chosen dates and party (or a from price without dates). */
  readonly priced: boolean;
  /** A new price is on its way. */
  readonly updating: boolean;
  readonly fullWidth?: boolean;
}

/**
 * The product page's primary action, the same in the booking box and the desktop booking bar: 'See
 * prices' without dates, 'Book' with them, and 'See all offers' when the chosen dates have no price.
 */
export function BookingButton({ action, priced, updating, fullWidth }: BookingButtonProps) {
  const intl = useIntl();
  if (action.hasDates && !priced) {
    return (
      <Button variant="secondary" onClick={() => action.changeDates({ checkIn: null, checkOut: null })} fullWidth={fullWidth}>
        {intl.formatMessage(productMessages.clearDates)}
      </Button>
    );
  }
  return (
    <Button onClick={action.book} fullWidth={fullWidth} disabled={updating} loading={action.checkout.status.kind === 'quoting'}>
      {intl.formatMessage(action.hasDates ? pageMessages.book : productMessages.seePrices)}
    </Button>
  );
}
