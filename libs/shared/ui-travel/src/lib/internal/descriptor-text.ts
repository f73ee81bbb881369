import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { pricingMessages, type MessageDescriptor as PricingDescriptor } from '@escapade/util-pricing';
import { calendarMessages } from '@escapade/util-calendar';

/**
 * The pure libraries decide which text applies and hand over a descriptor; the words themselves
 * live in this library's `travel.` catalog, so a remote loads one catalog for every travel component.
 */
const pricingTexts = defineMessages({
  included: { id: 'travel.price.included', defaultMessage: 'Included' },
  amount: { id: 'travel.price.amount', defaultMessage: '{price}' },
  perPerson: { id: 'travel.price.perPerson', defaultMessage: '{price} / pers' },
  from: { id: 'travel.price.from', defaultMessage: 'From' },
  totalAmount: { id: 'travel.price.totalAmount', defaultMessage: 'Total amount' },
  amountToPay: { id: 'travel.price.amountToPay', defaultMessage: 'Amount to pay' },
  autoDiscount: { id: 'travel.promo.autoDiscount', defaultMessage: 'Promo: Save {discount}% extra' },
  ratingNew: { id: 'travel.rating.new', defaultMessage: 'New' },
  ratingGood: { id: 'travel.rating.good', defaultMessage: 'Good' },
  ratingVeryGood: { id: 'travel.rating.veryGood', defaultMessage: 'Very good' },
  ratingExcellent: { id: 'travel.rating.excellent', defaultMessage: 'Excellent' },
  ratingFantastic: { id: 'travel.rating.fantastic', defaultMessage: 'Fantastic' },
  ratingPerfect: { id: 'travel.rating.perfect', defaultMessage: 'Perfect' },
  cancellationAddDates: {
    id: 'travel.cancellation.addDates',
    defaultMessage: 'Add your dates to see the cancellation conditions',
  },
  cancellationCancellable: {
    id: 'travel.cancellation.cancellable',
    defaultMessage: 'Modifiable and partly refundable until {deadline}',
  },
  cancellationNonRefundable: {
    id: 'travel.cancellation.nonRefundable',
    defaultMessage: 'Non-exchangeable and non-refundable',
  },
  touristTaxPaidOnSite: { id: 'travel.touristTax.paidOnSite', defaultMessage: 'Tourist tax paid on site' },
  touristTaxPaidOnSiteAmount: {
    id: 'travel.touristTax.paidOnSiteAmount',
    defaultMessage: 'Tourist tax paid on site: {amount}',
  },
  touristTaxNotIncluded: {
    id: 'travel.touristTax.notIncluded',
    defaultMessage: "Price doesn't include local tax to pay on site",
  },
  stressScarcity: {
    id: 'travel.stress.scarcity',
    defaultMessage: '{count, plural, one {Only # room left} other {Only # rooms left}}',
  },
  stressContent: { id: 'travel.stress.content', defaultMessage: '{message}' },
});

const calendarTexts = defineMessages({
  checkIn: { id: 'travel.calendar.day.checkIn', defaultMessage: 'Check-in' },
  checkOut: { id: 'travel.calendar.day.checkOut', defaultMessage: 'Check-out' },
  inRange: { id: 'travel.calendar.day.inRange', defaultMessage: 'Within range' },
  selectable: { id: 'travel.calendar.day.selectable', defaultMessage: 'Selectable' },
  unselectable: { id: 'travel.calendar.day.unselectable', defaultMessage: 'Unselectable' },
  bestPriceOfTheMonth: { id: 'travel.calendar.day.bestPriceOfTheMonth', defaultMessage: 'Best price of the month' },
  currentWeekend: { id: 'travel.calendar.shortcut.currentWeekend', defaultMessage: 'Current weekend' },
  popularDates: { id: 'travel.calendar.shortcut.popularDates', defaultMessage: '{checkIn} - {checkOut}' },
  loadingAvailabilities: {
    id: 'travel.calendar.loadingAvailabilities',
    defaultMessage: 'We are looking for the next availabilities...',
  },
  giftcardPrompt: { id: 'travel.calendar.giftcardPrompt', defaultMessage: 'Need flexibility? Offer this stay as a giftcard' },
});

type Descriptor = { readonly id: string; readonly defaultMessage: string };

function byId(sources: Readonly<Record<string, Descriptor>>, targets: Readonly<Record<string, Descriptor>>): Map<string, Descriptor> {
  const table = new Map<string, Descriptor>();
  for (const [key, source] of Object.entries(sources)) {
    const target = targets[key];
    if (target) table.set(source.id, target);
  }
  return table;
}

const TEXTS = new Map<string, Descriptor>([...byId(pricingMessages, pricingTexts), ...byId(calendarMessages, calendarTexts)]);

/** A descriptor of the pure libraries, with its placeholder values. */
export type LibraryDescriptor = PricingDescriptor | { readonly id: string; readonly defaultMessage: string };

/** Formats a descriptor of util-pricing or util-calendar with this library's `travel.` wording. */
export function useDescriptorText(): (descriptor: LibraryDescriptor, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback(
    (descriptor, values) => {
      const own = TEXTS.get(descriptor.id) ?? descriptor;
      const given = 'values' in descriptor ? descriptor.values : undefined;
      return intl.formatMessage(own, { ...given, ...values });
    },
    [intl],
  );
}
