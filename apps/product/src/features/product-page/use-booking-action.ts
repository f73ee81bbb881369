import { useMemo, useState } from 'react';
import type { ProductDetail } from '@escapade/api-contract';
import type { DateSelection } from '@escapade/util-calendar';
import { changeProductDates, changeProductParty, chooseProductActivityDate, type Party, type ProductPageState } from '@escapade/util-criteria';
import type { IsoDate } from '@escapade/util-market';
import { choosableActivityIds, chosenActivityDates } from '../activity-dates';
import { checkoutBlock, useCheckoutStart, type CheckoutStart } from '../checkout-start';

/**
 * The booking of the product page, shared by the booking box and the desktop booking bar so both run
 * the same action: 'See prices' without dates opens calendar B and says why, 'Book' with dates asks
 * a day for each activity whose day the visitor chooses, then quotes the stay and starts the checkout.
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
  /** How many times Book found an activity without its day: each time, the first such activity takes the focus. */
  readonly activityDatesAsked: number;
  readonly checkout: CheckoutStart;
  /** The page's stay as booking reads it: its chosen activity days are among the stay's choices. */
  readonly booking: ProductPageState;
  /** The primary action: open the calendar without dates, else quote and start the checkout. */
  readonly book: () => void;
  readonly changeDates: (dates: DateSelection) => void;
  readonly changeParty: (party: Party) => void;
  /** Chooses the day of an activity; it replaces that activity's earlier day and re-quotes. */
  readonly chooseActivityDate: (activityId: string, date: IsoDate) => void;
}

/** The state of the product page's booking and its actions, written to the page's hash through `onChange`. */
export function useBookingAction(product: ProductDetail, state: ProductPageState, onChange: (next: ProductPageState) => void): BookingAction {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [missingDates, setMissingDates] = useState(false);
  const [missingActivityDates, setMissingActivityDates] = useState(false);
  const [activityDatesAsked, setActivityDatesAsked] = useState(0);
  const choices = product.activityDates;
  const booking = useMemo(() => ({ ...state, activityDates: chosenActivityDates(choices, state.activityDates) }), [state, choices]);
  const checkout = useCheckoutStart(product, booking);

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
  const chooseActivityDate = (activityId: string, date: IsoDate) => {
    setMissingActivityDates(false);
    checkout.reset();
    onChange(chooseProductActivityDate(booking, activityId, date));
  };
  const book = () => {
    const block = checkoutBlock(booking, choosableActivityIds(choices));
    if (block === 'dates') {
      setMissingDates(true);
      setCalendarOpen(true);
      return;
    }
    if (block === 'activityDates') {
      setMissingActivityDates(true);
      setActivityDatesAsked((asked) => asked + 1);
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
    activityDatesAsked,
    checkout,
    booking,
    book,
    changeDates,
    changeParty,
    chooseActivityDate,
  };
}
