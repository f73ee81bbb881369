import { useState } from 'react';
import type { ProductDetail } from '@escapade/api-contract';
import type { DateSelection } from '@escapade/util-calendar';
import { changeProductDates, changeProductParty, type Party, type ProductPageState } from '@escapade/util-criteria';
import { checkoutBlock, useCheckoutStart, type CheckoutStart } from '../checkout-start';

/**
 * The booking of the product page, shared by the booking box and the desktop booking bar so both run
 * the same action: 'See prices' without dates opens calendar B and says why, 'Book' with dates quotes
 * the stay and starts the checkout.
 */
export interface BookingAction {
  readonly hasDates: boolean;
  /** Calendar B is open (it lives in the booking box). */
  readonly calendarOpen: boolean;
  readonly setCalendarOpen: (open: boolean) => void;
  /** 'Please choose your travel dates.' is shown: Book was pressed without dates. */
  readonly missingDates: boolean;
  /** 'Please choose your activity dates.' is shown. */
  readonly missingActivityDates: boolean;
  readonly checkout: CheckoutStart;
  /** The primary action: open the calendar without dates, else quote and start the checkout. */
  readonly book: () => void;
  readonly changeDates: (dates: DateSelection) => void;
  readonly changeParty: (party: Party) => void;
}

/** The state of the product page's booking and its actions, written to the page's hash through `onChange`. */
export function useBookingAction(product: ProductDetail, state: ProductPageState, onChange: (next: ProductPageState) => void): BookingAction {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [missingDates, setMissingDates] = useState(false);
  const [missingActivityDates, setMissingActivityDates] = useState(false);
  const checkout = useCheckoutStart(product, state);

  const changeDates = (dates: DateSelection) => {
    setMissingDates(false);
    setMissingActivityDates(false);
    checkout.reset();
    onChange(changeProductDates(state, { checkin: dates.checkIn ?? undefined, checkout: dates.checkOut ?? undefined }));
  };
  const changeParty = (party: Party) => {
    checkout.reset();
    onChange(changeProductParty(state, party));
  };
  const book = () => {
    // Activities with choosable days are not offered on this page yet: none is required.
    const block = checkoutBlock(state, []);
    if (block === 'dates') {
      setMissingDates(true);
      setCalendarOpen(true);
      return;
    }
    if (block === 'activityDates') {
      setMissingActivityDates(true);
      return;
    }
    void checkout.start();
  };
  return {
    hasDates: state.checkin !== undefined && state.checkout !== undefined,
    calendarOpen,
    setCalendarOpen,
    missingDates,
    missingActivityDates,
    checkout,
    book,
    changeDates,
    changeParty,
  };
}
