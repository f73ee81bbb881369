/** A value interpolated into a message: already formatted for the locale when it is money or a date. */
export type MessageValue = string | number;

/**
 * A user-facing text as react-intl expects it: the catalog key, the English source text and,
 * when the text has placeholders, their values. The UI formats it; this library never renders.
 */
export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/**
 * Marks a table of descriptors for `formatjs extract` (which finds them by this name), so the
 * catalogs in `src/messages/` are checked against the code like every other catalog.
 */
function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/**
 * Every text this library hands to the UI, keyed `pricing.*`. English is the spec's wording where
 * the spec gives it (placeholders written ICU-style, `{discount}` for the spec's `{{discount}}`);
 * the few texts the spec only describes are marked "wording not shown in the spec".
 */
export const pricingMessages = defineMessages({
  included: { id: 'pricing.price.included', defaultMessage: 'Included' },
  amount: { id: 'pricing.price.amount', defaultMessage: '{price}' },
  perPerson: {
    id: 'pricing.price.perPerson',
    defaultMessage: '{price} / pers',
  },
  from: { id: 'pricing.label.from', defaultMessage: 'From' },
  totalAmount: {
    id: 'pricing.label.totalAmount',
    defaultMessage: 'Total amount',
  },
  amountToPay: {
    id: 'pricing.label.amountToPay',
    defaultMessage: 'Amount to pay',
  },
  autoDiscount: {
    id: 'pricing.promo.autoDiscount',
    defaultMessage: 'Promo: Save {discount}% extra',
  },
  ratingNew: { id: 'pricing.rating.new', defaultMessage: 'New' },
  ratingGood: { id: 'pricing.rating.good', defaultMessage: 'Good' },
  ratingVeryGood: {
    id: 'pricing.rating.veryGood',
    defaultMessage: 'Very good',
  },
  ratingExcellent: {
    id: 'pricing.rating.excellent',
    defaultMessage: 'Excellent',
  },
  ratingFantastic: {
    id: 'pricing.rating.fantastic',
    defaultMessage: 'Fantastic',
  },
  ratingPerfect: { id: 'pricing.rating.perfect', defaultMessage: 'Perfect' },
  /** Wording not shown in the spec (a customer-rating filter step: a label and its lowest score). */
  ratingAtLeast: { id: 'pricing.rating.atLeast', defaultMessage: '{label}: {score, number}+' },
  /** The same step for a score whose label the market does not show (labels under 9 need all incentives on). */
  ratingScoreAtLeast: { id: 'pricing.rating.scoreAtLeast', defaultMessage: '{score, number}+' },
  noReviews: {
    id: 'pricing.rating.noReviews',
    defaultMessage: 'Be the first to try this brand new experience!',
  },
  cancellationConditions: {
    id: 'pricing.cancellation.conditions',
    defaultMessage: 'Cancellation conditions',
  },
  /** Wording not shown in the spec ("a prompt to add dates"). */
  cancellationAddDates: {
    id: 'pricing.cancellation.addDates',
    defaultMessage: 'Add your dates to see the cancellation conditions',
  },
  /** Wording not shown in the spec ("modifiable / partly refundable until deadline"). */
  cancellationCancellable: {
    id: 'pricing.cancellation.cancellable',
    defaultMessage: 'Modifiable and partly refundable until {deadline}',
  },
  /** A cancellable policy without a deadline: partly refundable until the check-in day, as the refund rule says (our wording). */
  cancellationCancellableUntilCheckIn: {
    id: 'pricing.cancellation.cancellableUntilCheckIn',
    defaultMessage: 'Modifiable and partly refundable until check-in',
  },
  /** Wording not shown in the spec ("non-exchangeable and non-refundable"). */
  cancellationNonRefundable: {
    id: 'pricing.cancellation.nonRefundable',
    defaultMessage: 'Non-exchangeable and non-refundable',
  },
  /** Wording not shown in the spec ("tourist tax paid on site"). */
  touristTaxPaidOnSite: {
    id: 'pricing.touristTax.paidOnSite',
    defaultMessage: 'Tourist tax paid on site',
  },
  /** Wording not shown in the spec ("tourist tax paid on site", with its amount). */
  touristTaxPaidOnSiteAmount: {
    id: 'pricing.touristTax.paidOnSiteAmount',
    defaultMessage: 'Tourist tax paid on site: {amount}',
  },
  touristTaxNotIncluded: {
    id: 'pricing.touristTax.notIncluded',
    defaultMessage: "Price doesn't include local tax to pay on site",
  },
  /** Wording not shown in the spec (the rule of a tax due per adult and night, in the tourist-tax modal). */
  touristTaxPerPersonPerNight: {
    id: 'pricing.touristTax.perPersonPerNight',
    defaultMessage: 'The tourist tax is {amount} per adult and per night; children and babies are exempt.',
  },
  /** Wording not shown in the spec (the rule of a tax due per room and night, in the tourist-tax modal). */
  touristTaxPerRoomPerNight: {
    id: 'pricing.touristTax.perRoomPerNight',
    defaultMessage: 'The tourist tax is {amount} per room and per night.',
  },
  /** Wording not shown in the spec (the rule of a tax that is a share of the booking, in the tourist-tax modal). */
  touristTaxBookingPercentage: {
    id: 'pricing.touristTax.bookingPercentage',
    defaultMessage: 'The tourist tax is {amount} of the price of your booking.',
  },
  /** Wording not shown in the spec ("scarcity message when 3 or fewer rooms are left"). */
  stressScarcity: {
    id: 'pricing.stress.scarcity',
    defaultMessage: '{count, plural, one {Only # room left} other {Only # rooms left}}',
  },
  /** A stress message written in the CMS, already in the visitor's language. */
  stressContent: { id: 'pricing.stress.content', defaultMessage: '{message}' },
  /** Wording not shown in the spec ("flexible cancellation (included, +0 EUR)"). */
  insuranceFlexible: {
    id: 'pricing.insurance.flexible',
    defaultMessage: 'Flexible cancellation',
  },
  /** Wording not shown in the spec ("cancellation insurance (adds its price)"). */
  insuranceInsurance: {
    id: 'pricing.insurance.insurance',
    defaultMessage: 'Cancellation insurance',
  },
  /** Wording not shown in the spec ("non-cancellable / continue without insurance"). */
  insuranceWithout: {
    id: 'pricing.insurance.withoutInsurance',
    defaultMessage: 'Non-cancellable: continue without insurance',
  },
  insuranceChooseOption: {
    id: 'pricing.insurance.chooseOption',
    defaultMessage: 'Please choose an option',
  },
  somethingWentWrong: {
    id: 'pricing.error.somethingWentWrong',
    defaultMessage: 'Oops, something went wrong',
  },
  /** Wording not shown in the spec ("saving message (final price with a promo)"). */
  priceBannerSaving: {
    id: 'pricing.priceBanner.saving',
    defaultMessage: 'You save {moneySaved} on this stay',
  },
  /** Wording not shown in the spec ("promo message (from price with a promo)"). */
  priceBannerPromo: {
    id: 'pricing.priceBanner.promo',
    defaultMessage: 'Up to {promo}% off this stay',
  },
  /** Wording not shown in the spec (the EU rule's prior price, next to a promo price). */
  lowestPriorPrice: {
    id: 'pricing.promo.lowestPriorPrice',
    defaultMessage: 'Lowest price in the last 30 days: {price}',
  },
  /** Wording not shown in the spec ("default message"). */
  priceBannerDefault: {
    id: 'pricing.priceBanner.default',
    defaultMessage: 'Price for the whole stay',
  },
  quoteServerError: {
    id: 'pricing.quote.serverError',
    defaultMessage: '{error}',
  },
  quoteNotBookable: {
    id: 'pricing.quote.notBookable',
    defaultMessage: 'The offer is not bookable with these criterias',
  },
  quoteError: { id: 'pricing.quote.error', defaultMessage: 'Quote error' },
  /** Wording not shown in the spec (the quote's `roomsAmountMessage`, when the party needs several rooms). */
  quoteRoomsAmount: {
    id: 'pricing.quote.roomsAmount',
    defaultMessage: '{count, plural, one {Price for # room} other {Price for # rooms}}',
  },
  noMoreAvailabilities: {
    id: 'pricing.quote.noMoreAvailabilities',
    defaultMessage: 'No more availabilities. Update your stay criteria to enjoy the provider offers.',
  },
});

/** A catalog message with its placeholder values, ready for `intl.formatMessage(d, d.values)`. */
export function withValues(message: MessageDescriptor, values: Readonly<Record<string, MessageValue>>): MessageDescriptor {
  return { id: message.id, defaultMessage: message.defaultMessage, values };
}
