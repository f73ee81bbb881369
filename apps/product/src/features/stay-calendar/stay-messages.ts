import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the stay fields (dates and travellers) of the product and hotel pages. */
export const stayMessages = defineMessages<{
  dates: NoMessageValues;
  chooseDates: NoMessageValues;
  stayDates: { checkIn: string; checkOut: string; nights: number };
  travellers: NoMessageValues;
}>({
  dates: { id: 'product.stay.dates', defaultMessage: 'Dates' },
  chooseDates: { id: 'product.stay.chooseDates', defaultMessage: 'Choose your dates' },
  stayDates: { id: 'product.stay.stayDates', defaultMessage: '{checkIn} – {checkOut} ({nights, plural, one {# night} other {# nights}})' },
  travellers: { id: 'product.stay.travellers', defaultMessage: 'Travellers' },
});
