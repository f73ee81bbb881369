import { ORDER_BY_OF_OFFER_TYPE } from './common/order-by-rules';
import { MAX_NIGHTS } from './common/travellers';
import { BOT_CHECK_RULE, CONTACT_REASON_WITHOUT_BOOKING } from './endpoints/contact-case';
import { MAP_TILE_INDEX_RULE, MAP_TILE_MAX_ZOOM } from './endpoints/get-map-tile';
import { NEWSLETTER_LANGUAGE_RULE } from './endpoints/subscribe-newsletter';

/**
 * A stay's arrival day as the API documents it. The server refuses (400) a day that is over, by the
 * calendar's rule (util-calendar's `isDayOver`, read against the server's clock): a day before today
 * in the market's time zone, or today once the cut-off hour has struck there.
 */
/** The rule an order's products follow, stated on each of them. */
const ORDER_PRODUCT_RULE = 'Exactly one of shortStayItem, activityVoucherItem and giftItem (400 with two or none)';

const CHECKIN = 'Arrival day. Refused (400) when it can no longer be booked: a day before today in the market’s time zone, or today from 20:00 there.';

/**
 * The OpenAPI `description` of each field or reply whose rule its schema cannot show (rules between
 * fields, against the catalog or the clock, orders of results), by the key a `documented` step names.
 * Only the document's conversion (`toContractJsonSchema`) reads this module, so the browser bundles,
 * which hold the schemas to check replies, carry the keys but not the texts.
 */
export const OPENAPI_DESCRIPTIONS = {
  checkin: CHECKIN,
  stayCheckout: `Departure day: needs a checkin, must be after checkin and at most ${MAX_NIGHTS} nights after it.`,
  stayNights: 'Nights of the stay: needs a checkin; with checkout too, must match checkin and checkout.',
  pointLat: 'Latitude of the point distances and the distance sort are measured from; sent with lng.',
  pointLng: 'Longitude of the point distances and the distance sort are measured from; sent with lat.',
  distanceMin: 'Kilometres from the point lat, lng: needs lat and lng (400 without them).',
  distanceMax: 'Kilometres from the point lat, lng: needs lat and lng (400 without them); must not be below distanceMin.',
  priceMax: 'Cents; must not be below priceMin.',
  singleVoucherPriceMax: 'Cents; must not be below singleVoucherPriceMin.',
  facilities: 'Facility values, combined with OR (hotels with any of them). The facility pets is sent as petsAllowed instead.',
  petsAllowed:
    'true: the pets facility is chosen, hotels that accept pets. It is one more value of facilities, combined with the others with OR, and counted as the pets option of the facets.',
  /** The sort rules on `orderBy`, written from {@link ORDER_BY_OF_OFFER_TYPE}. */
  orderBy: `Sort of the results, by the offer type the search runs (${Object.entries(ORDER_BY_OF_OFFER_TYPE)
    .map(([type, sorts]) => `${type}: ${sorts.join(', ')}`)
    .join('; ')}); distance needs lat and lng in the criteria. Another sort is refused (400).`,
  /** What the facility options count: 'pets' is one of them, not a filter of its own. */
  facilityFacets:
    'One option per facility, each counting the hotels that have it under every other filter (facilities combine with OR, so a chosen facility does not change these counts). The option pets, listed once, counts the hotels that accept pets: choosing it sends petsAllowed=true and, with no other facility chosen, finds exactly that many hotels. A chosen option stays listed, at 0 if nothing matches.',
  calendarMonth: 'First month shown, yyyy-MM (the first month of the calendar when absent). Refused (400) outside the months the calendar covers.',
  lowestPriorPrice:
    'Lowest price (cents) of the 30 days before the promo started, for the same stay and party (EU price-indication rule); null without a promo or without a price in those days.',
  emailAddress: 'Email address; spaces around it are ignored.',
  staffPassword: 'The staff member’s password.',
  accountPassword: 'The account’s password, kept as typed (spaces count); checked against a hash only.',
  autocompleteOrder:
    'Best first: postal codes starting with the term when it starts with a digit; then by how the name shown in the locale’s language matches (the whole name, its start, the start of a word, inside a word; a match through another language’s name after the same match of the shown one); then countries, then regions, then everything else by size (people living there, an area counting its cities), a city just before the area named after it.',
  nearbyDestinations: 'Cities with stays on sale in the market within 150 km of the point, nearest first (ties by id); an empty list when none is that close.',
  /** Why a quote is refused (400) for a length of stay. */
  quoteNights: 'Length of the stay (1 when absent). Refused (400) above the longest stay the product sells (its calendar’s maximum length of stay).',
  /** The rule on chosen activity days. */
  activitySelection:
    'Chosen day per activity, as `activityId_yyyy-MM-dd` (the product page’s selection form), comma-joined or repeated; a later day for the same activity replaces an earlier one. Refused (400) when an activity is not one whose day the visitor chooses (the product page’s `activityDates`) or its day is not one of its choices (a day of the stay, from the check-in to the last night).',
  /** The rule of the activity date choices of a product page. */
  activityDates:
    'With dates (`checkin`), the activities of the stay that can be done on any of its days, one entry per activity with the days of the stay to choose from (from the check-in to the last night; a one-night stay has none to choose). Empty without dates and for a stay that cannot be sold on them. Booking needs one chosen day per entry, sent to the quote as `activitySelectionList` (each option’s `value`).',
  upsellNights: 'Length of the stay (1 when absent): the gift nights in the gift flow.',
  recommendedNights: 'Length of the stay (1 when absent).',
  idempotencyKey:
    'Chosen by the client once per order it means to place (a UUID fits) and sent again with each retry: the same key and body replay the first answer (status and body); the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED). Required (400 without it).',
  orderCheckin: `${CHECKIN} An order also needs the stay on sale on these dates (409 PACKAGE_NOT_AVAILABLE_CHECKIN) and a room left each night (409 SOLD_OUT).`,
  orderCheckout: `Departure day. Refused (400) when not after checkinDate or more nights after it than the product sells (its calendar’s maximum length of stay, at most ${MAX_NIGHTS}).`,
  orderActivityDays:
    'One chosen day per activity whose day the visitor chooses (the product page’s `activityDates`). Refused (400) with ‘Please choose your activity dates.’ when one of them has no day, and when an activity is not one whose day the visitor chooses or its day is not one of its choices.',
  insuranceItem:
    'The cancellation choice of a stay, exactly one of three (util-pricing’s): flexible when the stay is cancellable, withoutInsurance when it is not, insurance only where the insurance is offered (422 INSURANCE_NOT_OFFERED otherwise). Required with shortStayItem, refused (400) with activityVoucherItem or giftItem.',
  shortStayItem: `The stay ordered, with its cancellation choice (insuranceItem). ${ORDER_PRODUCT_RULE}.`,
  activityVoucherItem:
    `${ORDER_PRODUCT_RULE}. ` +
    'An activity voucher for oneself, in place of shortStayItem: the activity-only product and its number of participants, priced as its page shows it (404 for a product unknown in the market, 409 PRODUCT_NOT_PUBLISHED when no longer sold, 409 PARTICIPANTS_NOT_PRICED for a number of participants it has no price for). Valid 12 months from the purchase; paid by card only.',
  giftItem:
    `${ORDER_PRODUCT_RULE}. ` +
    'A gift stay (the checkout payload’s shortStayItem.gift): the offer for giftNights nights for 2 people, without dates, so no room is taken; digital (e-mailed as a PDF) or physical (posted to deliveryAddress, required then and refused otherwise, with the shipping cost of the market’s shipping-costs table and the destination country’s fee). Priced from the offer’s gift price list, the shipping and the customization options chosen (400 for an option unknown or two options of a single-selection category; 409 GIFT_NOT_AVAILABLE when the stay is not sold as a gift for these nights; 409 PHYSICAL_FORMAT_UNAVAILABLE when the market does not post vouchers today). Its voucher, valid 1 year, is issued when the payment confirms the order.',
  giftDeliveryAddress: 'Where a physical voucher is posted. Required for a physical voucher, refused (400) for a digital one (it is e-mailed).',
  promotionCodeItem:
    'A promotion code typed at checkout; its percentage comes off the stay or the voucher. Refused (422 PROMOTION_CODE_NOT_VALID) when unknown, expired or not for the market.',
  expectedAmount:
    'The amount the checkout showed, in cents: the stay, plus the insurance, less the promotion (the tourist tax is paid on site, apart). The server computes it again; another amount is refused (409 PRICE_CHANGED) with the fresh one.',
  payLaterCheckin:
    'Arrival day of the stay, in the market’s calendar: deferred needs it at least 5 days away, 3x and 4x at least 7 (util-pricing’s PAY_LATER_RULES, with their amount ranges).',
  returnPath:
    'The checkout’s own payment step, a path of this site (never an address of another): after a declined payment the browser comes back to it with ?status=failure&error=PAYMENT_DECLINED; after a successful one it goes to /confirmation/{orderUuid}?status=success.',
  pspAuthorization:
    'The wallet’s authorisation of the payment. In the sandbox, an intent id starting pi_sandbox_ok_ is accepted and one starting pi_sandbox_declined_ is declined (422 PAYMENT_DECLINED, no order kept).',
  newsletterLanguage: `${NEWSLETTER_LANGUAGE_RULE}.`,
  contactBookingNumber: `The booking the message is about, 8 digits. Required unless the reason is ${CONTACT_REASON_WITHOUT_BOOKING} (a question before booking).`,
  botCheck: BOT_CHECK_RULE,
  tileZoom: `Zoom, 0 to ${MAP_TILE_MAX_ZOOM}.`,
  tileColumn: `Column from the west. ${MAP_TILE_INDEX_RULE}.`,
  tileRow: `Row from the north. ${MAP_TILE_INDEX_RULE}.`,
  physicalFormatEnabled:
    'True when the market sells printed vouchers today: its point of sale supports the format (util-market’s physicalGiftFormat) and the format is switched on; false otherwise, and the gift setup then offers the digital voucher only.',
} as const;

/** The name of a documented rule (see {@link OPENAPI_DESCRIPTIONS}). */
export type OpenApiDescriptionKey = keyof typeof OPENAPI_DESCRIPTIONS;
