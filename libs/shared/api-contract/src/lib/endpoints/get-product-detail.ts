import * as v from 'valibot';
import { ActivityDatesChoiceSchema } from '../common/activity-dates';
import { CancellationPolicySchema } from '../common/cancellation-policy';
import { PriceTypeSchema } from '../common/flow';
import { LowestPriorPriceSchema } from '../common/prices';
import { HotelSummarySchema } from '../common/hotel-summary';
import { HrefSchema } from '../common/href';
import { IdParamSchema, IdSchema, WireIdSchema } from '../common/ids';
import { ImageSchema } from '../common/image';
import { IsoDateSchema } from '../common/iso-date';
import { LocaleSchema } from '../common/locale';
import { CentsSchema, PromoPercentSchema } from '../common/money';
import { MARKETING_LABELS } from '../common/offer-card';
import { PageMetaSchema } from '../common/seo';
import { AdultCountSchema, BabyCountSchema, ChildCountSchema, MAX_NIGHTS, NightsSchema, TRAVELLER_BOUNDS } from '../common/travellers';
import { integerInRange, numberInRange } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';
import { PACKAGE_NOT_AVAILABLE_CHECKIN } from '@escapade/util-pricing';

/** Path parameter: the weekend (product) whose page is shown. */
export const ProductDetailParamsSchema = v.object({ weekendId: IdParamSchema });

/**
 * Query of a product page: the market, and the stay when dates are chosen. Without `checkin` the
 * page shows the 'from' price of `night` nights (the offer's own length when absent); with it, the
 * final price of that stay for the party.
 */
export const ProductDetailQuerySchema = v.strictObject({
  locale: LocaleSchema,
  checkin: v.optional(v.pipe(IsoDateSchema, documented('checkin'))),
  night: v.optional(NightsSchema),
  adult: v.optional(AdultCountSchema, TRAVELLER_BOUNDS.adult.default),
  child: v.optional(ChildCountSchema, TRAVELLER_BOUNDS.child.default),
  baby: v.optional(BabyCountSchema, TRAVELLER_BOUNDS.baby.default),
  minisite: v.optional(WireIdSchema),
});

/** A product page call as the server reads it. */
export type ProductDetailQuery = v.InferOutput<typeof ProductDetailQuerySchema>;

/** Kinds of program lines, in the order a stay lists them. */
export const PROGRAM_LINE_TYPES = ['ROOM', 'BREAKFAST', 'DINNER', 'ACTIVITY'] as const;

/** Kind of a program line. */
export type ProgramLineType = (typeof PROGRAM_LINE_TYPES)[number];

/** One line of the program: the room, breakfasts, dinners and activities the stay includes. */
export const ProgramLineSchema = v.object({
  type: v.picklist(PROGRAM_LINE_TYPES),
  title: v.string(),
  /** The activity type of an activity line, null for the others. */
  activityId: v.nullable(IdSchema),
  /** How many of it the stay includes (breakfasts and dinners are counted per stay). */
  quantity: integerInRange(1, 99),
});

/** A program line. */
export type ProgramLine = v.InferOutput<typeof ProgramLineSchema>;

/** 'Your stay includes': the room and how many breakfasts, dinners and activities, from the program lines. */
export const PackageSummarySchema = v.object({
  room: v.nullable(v.string()),
  breakfasts: integerInRange(0, 99),
  dinners: integerInRange(0, 99),
  activities: integerInRange(0, 99),
});

/** The package summary of a stay. */
export type PackageSummary = v.InferOutput<typeof PackageSummarySchema>;

/** A hotel's local tax: an amount per person and night, or a percentage of the booking; cents. */
export const LocalTaxSchema = v.object({
  amount: v.nullable(CentsSchema),
  currency: v.string(),
  toBePaidAtHotel: v.boolean(),
  type: v.string(),
  percentage: v.nullable(numberInRange(0, 100)),
});

/** What the product page tells about the hotel beyond a card's summary. */
export const HotelDetailSchema = v.object({
  ...HotelSummarySchema.entries,
  description: v.string(),
  /** Facility labels in the market's language, the highlighted ones first in `highlightedFacilities`. */
  highlightedFacilities: v.array(v.string()),
  facilities: v.array(v.string()),
  ecoFacilities: v.array(v.string()),
  /** Arrival and departure times (HH:mm). */
  checkInOut: v.object({ checkin: v.string(), checkout: v.string() }),
  policy: v.object({
    petsAllowed: v.boolean(),
    petsPrice: v.nullable(CentsSchema),
    petsMaxWeight: v.nullable(integerInRange(0, 200)),
    petsMaxNumberOfPets: integerInRange(0, 10),
  }),
  localTax: LocalTaxSchema,
});

/** A product page's hotel. */
export type HotelDetail = v.InferOutput<typeof HotelDetailSchema>;

/** Price of the stay shown in the price banner: 'from' without dates, 'final' for the chosen stay. */
export const ProductPriceSchema = v.object({
  sellPrice: CentsSchema,
  refPrice: v.nullable(CentsSchema),
  promo: PromoPercentSchema,
  moneySaved: CentsSchema,
  priceType: PriceTypeSchema,
  nights: integerInRange(1, MAX_NIGHTS),
  nbRooms: integerInRange(1, 20),
  /** Shown next to a promo price: the same number as the quote's for the same stay. */
  lowestPriorPrice: LowestPriorPriceSchema,
});

/** A product page price. */
export type ProductPrice = v.InferOutput<typeof ProductPriceSchema>;

/** Why a dated stay has no price: the spec's price error, shown instead of the final price. */
export const PRODUCT_PRICE_ERRORS = [PACKAGE_NOT_AVAILABLE_CHECKIN] as const;

/** Everything the product page (stay or gift) shows of one weekend. */
export const ProductDetailReplySchema = v.object({
  id: IdSchema,
  label: v.string(),
  uri: HrefSchema,
  headwords: v.array(v.string()),
  hotel: HotelDetailSchema,
  images: v.array(ImageSchema),
  programLines: v.array(ProgramLineSchema),
  /** The activities whose day the visitor chooses, with the stay's days to choose from; empty without dates or a price. */
  activityDates: v.pipe(v.array(ActivityDatesChoiceSchema), documented('activityDates')),
  packageSummary: PackageSummarySchema,
  /** The offer's own length of stay, the default of the calendar. */
  defaultNights: integerInRange(1, MAX_NIGHTS),
  /** The stay the price is for: the dates when chosen, and the party. */
  checkin: v.nullable(IsoDateSchema),
  nights: integerInRange(1, MAX_NIGHTS),
  adult: integerInRange(TRAVELLER_BOUNDS.adult.min, TRAVELLER_BOUNDS.adult.max),
  child: integerInRange(TRAVELLER_BOUNDS.child.min, TRAVELLER_BOUNDS.child.max),
  baby: integerInRange(TRAVELLER_BOUNDS.baby.min, TRAVELLER_BOUNDS.baby.max),
  /** Null when the stay cannot be sold for the dates (then `priceError` says why) or has no price at all. */
  price: v.nullable(ProductPriceSchema),
  priceError: v.nullable(v.picklist(PRODUCT_PRICE_ERRORS)),
  /** Terms of the dated stay; null without dates (the page then prompts to add dates). */
  cancellationPolicy: v.nullable(CancellationPolicySchema),
  availableRooms: integerInRange(0, 10_000),
  lastMinute: v.boolean(),
  marketingLabels: v.array(v.picklist(MARKETING_LABELS)),
  isGiftable: v.boolean(),
  /**
   * How many of the hotel's other getaways its packages search (`POST /offers.json` with the hotel, the
   * page's stay and party, up to 20 per hotel) finds besides this one: as many as the page's 'other
   * offers' will list, so it keeps their room before they come (their prices depend on the stay),
   * and none when there is none.
   */
  otherOfferCount: integerInRange(0, 10_000),
  /** The same count for the gifting flow's search (gift vouchers of the hotel, no dates). */
  otherGiftOfferCount: integerInRange(0, 10_000),
  /** Gift voucher prices for two by number of nights, ascending (empty when not giftable). */
  giftPrices: v.array(v.object({ nights: integerInRange(1, MAX_NIGHTS), sellPrice: CentsSchema })),
  pageModel: PageMetaSchema,
});

/** A product page's data. */
export type ProductDetail = v.InferOutput<typeof ProductDetailReplySchema>;

/** The product page of a weekend (stay or gift): hotel, pictures, program and the price of the chosen stay. */
export const getProductDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/weekend/:weekendId/detail.json',
  summary: 'A weekend’s product page: hotel, pictures, program and the price of the stay',
  tags: ['product'],
  status: 200,
  params: ProductDetailParamsSchema,
  query: ProductDetailQuerySchema,
  reply: ProductDetailReplySchema,
});
