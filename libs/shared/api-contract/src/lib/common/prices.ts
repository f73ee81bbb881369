import * as v from 'valibot';
import { PriceTypeSchema } from './flow';
import { CentsSchema, PromoPercentSchema } from './money';
import { TRAVELLER_BOUNDS } from './travellers';
import { integerInRange } from './wire-values';
import { documented } from '../documented';

/** The party a price is for (prices are keyed by the number of adults). */
export const PaxCompositionSchema = v.object({
  adults: integerInRange(1, TRAVELLER_BOUNDS.adult.max),
});

/** A stay's price for a number of adults, with its promotion: the card switches price with the party. */
export const PriceByPaxSchema = v.object({
  paxComposition: PaxCompositionSchema,
  sellPrice: CentsSchema,
  refPrice: v.nullable(CentsSchema),
  promo: PromoPercentSchema,
  priceType: PriceTypeSchema,
});

/** Price for a party size. */
export type PriceByPax = v.InferOutput<typeof PriceByPaxSchema>;

/**
 * The lowest price of the 30 days before a promo started (the EU price-indication rule), for the
 * same stay and party (or, for an activity voucher, as many participants) as the promo price, from the
 * price history; null without a promo or when none of those days had a price. The product and
 * activity pages show it next to the promo price.
 */
export const LowestPriorPriceSchema = v.pipe(v.nullable(CentsSchema), documented('lowestPriorPrice'));

/** An activity-only price for a number of participants: shown per person on the card. */
export const ActivityPriceSchema = v.object({
  paxComposition: PaxCompositionSchema,
  sellPrice: CentsSchema,
  refPrice: v.nullable(CentsSchema),
  barPrice: v.nullable(CentsSchema),
  promo: PromoPercentSchema,
  moneySaved: CentsSchema,
  priceType: PriceTypeSchema,
  /** The same rule for a voucher: its price for as many participants in the 30 days before its promo. */
  lowestPriorPrice: LowestPriorPriceSchema,
});

/** Price of an activity voucher for a number of participants. */
export type ActivityPrice = v.InferOutput<typeof ActivityPriceSchema>;

/** Participants as a record key ('1', '2', …): prices of activity vouchers are keyed by it. */
export const ParticipantsKeySchema = v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'must be a number of participants'));

/** Activity prices keyed by the number of participants. */
export const ActivityPricesSchema = v.record(ParticipantsKeySchema, ActivityPriceSchema);

/** Prices of an activity voucher by participants. */
export type ActivityPrices = v.InferOutput<typeof ActivityPricesSchema>;
