import * as v from 'valibot';
import { ACTIVITY_DATES_MISSING, DEFAULT_NIGHTS, PACKAGE_NOT_AVAILABLE_CHECKIN } from '@escapade/util-pricing';
import { CancellationPolicySchema } from '../common/cancellation-policy';
import { IdParamSchema, IdSchema, WireIdSchema } from '../common/ids';
import { ActivitySelectionSchema } from '../common/activity-dates';
import { IsoDateSchema } from '../common/iso-date';
import { LocaleSchema } from '../common/locale';
import { CentsSchema, PromoPercentSchema } from '../common/money';
import { LowestPriorPriceSchema } from '../common/prices';
import { AdultCountSchema, BabyCountSchema, ChildCountSchema, MAX_NIGHTS, NightsSchema, TRAVELLER_BOUNDS } from '../common/travellers';
import { integerInRange, wireList } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';
import { ProgramLineSchema } from './get-product-detail';

/** Path parameter: the weekend (product) to quote. */
export const ProductQuoteParamsSchema = v.object({ id: IdParamSchema });

/**
 * Query of a quote: the dated stay, the party and the chosen activity days. `minisite` is the partner
 * mini-site the stay is sold through (priced as on the main site).
 */
export const ProductQuoteQuerySchema = v.strictObject({
  checkin: v.pipe(IsoDateSchema, documented('checkin')),
  // Optional (the spec's default of 1 night), which also keeps the description in the document: the converter stops at a required wire integer's transform.
  nights: v.pipe(v.optional(NightsSchema, String(DEFAULT_NIGHTS)), documented('quoteNights')),
  adult: v.optional(AdultCountSchema, TRAVELLER_BOUNDS.adult.default),
  child: v.optional(ChildCountSchema, TRAVELLER_BOUNDS.child.default),
  baby: v.optional(BabyCountSchema, TRAVELLER_BOUNDS.baby.default),
  activitySelectionList: v.pipe(v.optional(wireList(ActivitySelectionSchema), []), documented('activitySelection')),
  locale: LocaleSchema,
  minisite: v.optional(WireIdSchema),
});

/** A quote call as the server reads it. */
export type ProductQuoteQuery = v.InferOutput<typeof ProductQuoteQuerySchema>;

/** Codes a quote that is not bookable carries in `errors`; the client maps each to the spec's text. */
export const QUOTE_ERROR_CODES = [PACKAGE_NOT_AVAILABLE_CHECKIN, ACTIVITY_DATES_MISSING] as const;

/** Why a quote is not bookable. */
export type QuoteErrorCode = (typeof QUOTE_ERROR_CODES)[number];

/** Price of the quoted stay for the party, in cents: the same numbers as the calendar cell and the price banner. */
export const QuotePriceInfoSchema = v.object({
  sellPrice: CentsSchema,
  /** Bar price when the offer has a promo, else null. */
  refPrice: v.nullable(CentsSchema),
  promoPercentageRounded: PromoPercentSchema,
  moneySaved: CentsSchema,
  priceType: v.picklist(['final'], 'must be final'),
  nbRooms: integerInRange(1, 20),
  nights: integerInRange(1, MAX_NIGHTS),
  /** The same number as the product page's price for the same stay and party. */
  lowestPriorPrice: LowestPriorPriceSchema,
});

/** A quote's price info. */
export type QuotePriceInfoReply = v.InferOutput<typeof QuotePriceInfoSchema>;

/** One chosen activity day, as the checkout payload carries it. */
export const ActivityDaySelectionSchema = v.object({ activityId: IdSchema, date: IsoDateSchema });

/** The stay the quote is for, in the checkout payload's terms (`shortStayItem.reservationCriteria`). */
export const ReservationCriteriaSchema = v.object({
  offerId: IdSchema,
  travelPeriod: v.object({ checkinDate: IsoDateSchema, checkoutDate: IsoDateSchema }),
  nights: integerInRange(1, MAX_NIGHTS),
  pax: v.object({
    numberOfAdults: integerInRange(TRAVELLER_BOUNDS.adult.min, TRAVELLER_BOUNDS.adult.max),
    numberOfChildren: integerInRange(TRAVELLER_BOUNDS.child.min, TRAVELLER_BOUNDS.child.max),
    numberOfBabies: integerInRange(TRAVELLER_BOUNDS.baby.min, TRAVELLER_BOUNDS.baby.max),
  }),
  activityDaySelections: v.array(ActivityDaySelectionSchema),
  minisiteId: v.nullable(IdSchema),
});

/** Reservation criteria of a quote. */
export type ReservationCriteria = v.InferOutput<typeof ReservationCriteriaSchema>;

/** A program line of the quoted stay, with the chosen day of an activity (null when none is chosen or for other lines). */
export const QuoteProgramLineSchema = v.object({ ...ProgramLineSchema.entries, date: v.nullable(IsoDateSchema) });

/**
 * A quote (product-side.md sections 3 and 8). Bookable: `priceInfo` and `cancellationPolicy` set,
 * `errors` empty. Not bookable (the stay cannot be sold on these dates: a closed night, a stay shorter
 * than the arrival day's minimum, or outside the sold months): `bookable` false, `priceInfo` and
 * `cancellationPolicy` null, and `errors` names the code PACKAGE_NOT_AVAILABLE_CHECKIN. Priced but
 * not bookable yet (an activity whose day the visitor chooses has none in `activitySelectionList`):
 * `bookable` false with the price and terms, which do not depend on the day, and `errors` names
 * ACTIVITY_DATES_MISSING.
 */
export const ProductQuoteReplySchema = v.object({
  bookable: v.boolean(),
  priceInfo: v.nullable(QuotePriceInfoSchema),
  /** Local (tourist) tax of the stay for the party, paid at the hotel or not; 0 when the hotel has none. Null when not bookable. */
  localTaxTotalAmount: v.nullable(CentsSchema),
  /** The criteria quoted. */
  reservationCriteria: ReservationCriteriaSchema,
  /** The criteria as the server changed them (one day per activity kept), null when quoted as asked. */
  modifiedReservationCriteria: v.nullable(ReservationCriteriaSchema),
  programLineList: v.array(QuoteProgramLineSchema),
  /** A last-minute offer. */
  flashDeal: v.boolean(),
  /** 'Price for N rooms' in the market's language when the party needs more than one room, else null. */
  roomsAmountMessage: v.nullable(v.string()),
  cancellationPolicy: v.nullable(CancellationPolicySchema),
  errors: v.array(v.object({ code: v.picklist(QUOTE_ERROR_CODES), message: v.string() })),
});

/** A quote as the client reads it. */
export type ProductQuote = v.InferOutput<typeof ProductQuoteReplySchema>;

/**
 * `GET /product/{id}/quote` (product-side.md section 7): the server's price of a dated stay for a party,
 * computed from the same calendar as the availability calendar and the product page. 404 for an
 * unknown product (or one not sold in the market); 400 for bad input (a check-in that is over, more
 * nights than the product sells, a party outside the bounds, an activity day that is not one of its choices); 200
 * with `bookable: false` and PACKAGE_NOT_AVAILABLE_CHECKIN when the stay is simply not available.
 */
export const getProductQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/product/:id/quote',
  summary: 'Quote of a dated stay of a weekend for a party (bookable or not, price, tax, terms)',
  tags: ['product'],
  status: 200,
  params: ProductQuoteParamsSchema,
  query: ProductQuoteQuerySchema,
  reply: ProductQuoteReplySchema,
});
