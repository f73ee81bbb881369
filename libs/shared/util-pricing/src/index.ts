export type { Flow, ItemCategory, PriceType } from './lib/catalog';
export type {
  CancellationDisplay,
  CancellationDisplayKind,
  CancellationPolicy,
  CancellationTone,
  StayCancellation,
  StayCancellationTerms,
  StayChangeSettlement,
} from './lib/cancellation';
export {
  cancellationDeadlineOf,
  cancellationDisplay,
  isCancellable,
  NON_CANCELLABLE_POLICY_TYPE,
  PARTIAL_REFUND_PERCENT,
  partialRefund,
  stayCancellation,
  stayCancellationDeadline,
  stayChangeSettlement,
} from './lib/cancellation';
export type { GiftPriceListItem, GiftPriceSummary, ShippingCosts, SubElement, SubElementCategory, SubElementId, SubElementSelection, VoucherFormat } from './lib/gift-summary';
export {
  defaultGiftNights,
  defaultSubElementSelection,
  giftPriceSummary,
  giftSellPrice,
  giftShippingCost,
  STANDARD_SUB_ELEMENT,
  STANDARD_SUB_ELEMENT_CATEGORY_ID,
  subElementsPrice,
  toggleSubElement,
  withStandardSubElement,
} from './lib/gift-summary';
export type { InsuranceChoice, InsuranceOption, InsurancePriceQuery } from './lib/insurance';
export {
  hasInsurance,
  INSURANCE_CHOICES,
  INSURANCE_PRICE_RULE,
  insuranceChoiceError,
  insuranceOffered,
  insuranceOptions,
  insurancePrice,
  insurancePriceQuery,
  insuranceToPay,
  keptInsuranceChoice,
} from './lib/insurance';
export type { MessageDescriptor, MessageValue } from './lib/messages';
export { pricingMessages } from './lib/messages';
export {
  DEFAULT_NIGHTS,
  DEFAULT_PARTICIPANTS,
  formatAmount,
  formatPrice,
  formatPriceDifference,
  perNightCents,
  perPersonCents,
  perPersonText,
  priceLabel,
  sellPriceText,
} from './lib/money';
export type { OrderModificationAmount, OrderModificationConditions } from './lib/order-modification';
export { orderModificationAmount } from './lib/order-modification';
export type { Instalment, PayLaterContext, PayLaterEligibilityQuery, PayLaterMethod, PayLaterOption, PayLaterRule, PayLaterType } from './lib/pay-later';
export {
  daysBeforeArrival,
  DEFERRED_DAYS_BEFORE_CHECK_IN,
  deferredPaymentDate,
  eligiblePayLaterTypes,
  instalmentSchedule,
  isInstalmentOptionShown,
  isPaypalPayLaterShown,
  isPayLaterEligible,
  isPayLaterProviderMarket,
  PAY_LATER_RULES,
  PAY_LATER_TYPES,
  payLaterFee,
  PAYPAL_PAY_LATER,
  payLaterEligibilityQuery,
  payLaterOptions,
} from './lib/pay-later';
export type { PriceBanner } from './lib/price-banner';
export { priceBanner } from './lib/price-banner';
export type { PriceTag, PriceTagInput } from './lib/price-tag';
export { priceTag } from './lib/price-tag';
export type { AutoDiscount, Promo, PromoKind } from './lib/promo';
export { autoDiscountText, boxDiscount, keptPromo, moneySaved, PROMO_MINIMUM_PERCENT, promoOf, promoPercentage, promotionCodeReduction, referencePrice } from './lib/promo';
export type { PriceChange } from './lib/prior-price';
export { lowestPriorPrice, lowestPriorPriceText, PRIOR_PRICE_DAYS } from './lib/prior-price';
export type { QuotePriceInfo, QuoteReply, QuoteServerError, QuoteValidity } from './lib/quote';
export { ACTIVITY_DATES_MISSING, isCheckInUnavailable, PACKAGE_NOT_AVAILABLE_CHECKIN, quoteValidity } from './lib/quote';
export { boxRatingText, formatRating, formatRatingOutOfTen, hasRating, RATING_BASE, RATING_LABEL_THRESHOLDS, ratingBarPercent, ratingLabel, roundRating } from './lib/rating';
export type { StressBadge, StressColor, StressContent } from './lib/stress';
export { isScarce, MAX_STRESS_MESSAGES, SCARCITY_MAX_ROOMS, STRESS_ROTATION_MS, STRESS_TRANSITION_MS, stressBadges } from './lib/stress';
export type { LocalTax, TaxedStay } from './lib/tourist-tax';
export { BOOKING_PERCENTAGE_TAX_TYPE, localTaxTotal, PER_PERSON_PER_NIGHT_TAX_TYPE, PER_ROOM_PER_NIGHT_TAX_TYPE, touristTaxRuleText, touristTaxText } from './lib/tourist-tax';
export type { PricingCatalog, PricingLanguage } from './lib/pricing-catalogs';
export { loadPricingMessages } from './lib/pricing-catalogs';
