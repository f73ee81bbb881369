import * as v from 'valibot';
import { DEFAULT_NIGHTS } from '@escapade/util-pricing';
import { IdParamSchema, IdSchema } from '../common/ids';
import { ImageSizesSchema } from '../common/image';
import { IsoDateSchema } from '../common/iso-date';
import { LocaleSchema } from '../common/locale';
import { MAX_CENTS } from '../common/money';
import { AdultCountSchema, BabyCountSchema, ChildCountSchema, MAX_NIGHTS, NightsSchema, TRAVELLER_BOUNDS } from '../common/travellers';
import { integerInRange } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';
import { ProgramLineSchema } from './get-product-detail';

/** Path parameter: the weekend whose extras are offered. */
export const ProductUpsellsParamsSchema = v.object({ id: IdParamSchema });

/**
 * Query of the extras: the market, and the stay the price differences are for. Without `checkin` the
 * differences are between the 'from' prices of `nights` nights; with it, between the dated stays' final prices.
 */
export const ProductUpsellsQuerySchema = v.strictObject({
  locale: LocaleSchema,
  checkin: v.optional(v.pipe(IsoDateSchema, documented('checkin'))),
  nights: v.pipe(v.optional(NightsSchema, String(DEFAULT_NIGHTS)), documented('upsellNights')),
  adult: v.optional(AdultCountSchema, TRAVELLER_BOUNDS.adult.default),
  child: v.optional(ChildCountSchema, TRAVELLER_BOUNDS.child.default),
  baby: v.optional(BabyCountSchema, TRAVELLER_BOUNDS.baby.default),
});

/** An extras call as the server reads it. */
export type ProductUpsellsQuery = v.InferOutput<typeof ProductUpsellsQuerySchema>;

/**
 * Kinds of upsell: one sold as a single gift voucher (its differences are the gift price lists') or as
 * dated stays only.
 */
export const UPSELL_TYPES = ['SINGLE_VOUCHER', 'STAYS'] as const;

/** Kind of an upsell. */
export type UpsellType = (typeof UPSELL_TYPES)[number];

/** A price difference in cents: the extra may make a stay dearer or, on some days, cheaper. */
export const PriceDifferenceSchema = integerInRange(-MAX_CENTS, MAX_CENTS);

/** Nights as a record key ('1', '2', …). */
export const NightsKeySchema = v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'must be a number of nights'));

/**
 * An extra (product-side.md section 8, 'Upsell'): another sellable offer of the same hotel, the same
 * stay plus something (a spa, a dinner…); adding it opens that offer's page, whose `id` this is.
 */
export const UpsellSchema = v.object({
  id: IdSchema,
  /** What the extra adds, in the market's language ('Spa access', 'Gourmet dinner'). */
  label: v.string(),
  /** The upsell's price minus the offer's for the asked stay and party; null when either cannot be sold for it. */
  priceDifference: v.nullable(PriceDifferenceSchema),
  /**
   * Differences by length of stay, for two adults: of the gift voucher prices for a single voucher upsell,
   * of the stays of that length (the dated ones from `checkin`, else the 'from' prices) otherwise;
   * a length either offer does not sell has no key.
   */
  priceDifferencePerLos: v.record(NightsKeySchema, PriceDifferenceSchema),
  /** The upsell's whole programme. */
  programLines: v.array(ProgramLineSchema),
  /** The upsell's first picture in every size. */
  imagesBySize: v.nullable(ImageSizesSchema),
  /** Activity types the upsell adds to the offer's. */
  activityIds: v.array(IdSchema),
  type: v.picklist(UPSELL_TYPES),
});

/** An extra as the client reads it. */
export type Upsell = v.InferOutput<typeof UpsellSchema>;

/** The extras of a weekend, in the order the page lists them (empty when it has none). */
export const ProductUpsellsReplySchema = v.object({
  upsells: v.array(UpsellSchema),
  /** The stay the differences are for. */
  checkin: v.nullable(IsoDateSchema),
  nights: integerInRange(1, MAX_NIGHTS),
});

/** The extras reply. */
export type ProductUpsells = v.InferOutput<typeof ProductUpsellsReplySchema>;

/**
 * `GET /product/{id}/upsells`: the extras of a weekend with their price differences for the asked
 * stay and party, from the same prices as the quote and the calendar. Upsells not sold in the market
 * are left out. 404 for an unknown product (or one not sold in the market); 400 for bad input (a
 * check-in that is over, a party outside the bounds).
 */
export const getProductUpsellsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/product/:id/upsells',
  summary: 'Extras of a weekend (the same stay plus something) and their price differences',
  tags: ['product'],
  status: 200,
  params: ProductUpsellsParamsSchema,
  query: ProductUpsellsQuerySchema,
  reply: ProductUpsellsReplySchema,
});
