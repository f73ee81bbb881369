import * as v from 'valibot';
import { IdParamSchema, WireIdSchema } from '../common/ids';
import { LocaleSchema, PointOfSaleSchema } from '../common/locale';
import { IsoDateSchema } from '../common/iso-date';
import { AdultCountSchema, BabyCountSchema, ChildCountSchema, MAX_NIGHTS, TRAVELLER_BOUNDS } from '../common/travellers';
import { QueryBooleanSchema, boundedText, integerInRange, queryInteger } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/**
 * Path parameter of both forms of the spec: a weekend id (`weekend/{id}/…`, one product) or a point of
 * sale (`weekend/{site}/…`, any offer of the site, for the results-page calendar).
 */
export const PackageCheckoutNightsParamsSchema = v.object({
  siteOrId: v.union([IdParamSchema, PointOfSaleSchema], 'must be a weekend id or a point of sale (fr, es, it, nl, be)'),
});

/** Path parameter as the server reads it: a number is a weekend id, text a point of sale. */
export type PackageCheckoutNightsParams = v.InferOutput<typeof PackageCheckoutNightsParamsSchema>;

/**
 * Query of the possible-nights lookup: a check-in and the party (adult, child, baby) or a `length`
 * (party size as one count) instead; `client` is the calling front ('msite').
 */
export const PackageCheckoutNightsQuerySchema = v.strictObject({
  checkin: v.pipe(IsoDateSchema, documented('checkin')),
  adult: v.optional(AdultCountSchema, TRAVELLER_BOUNDS.adult.default),
  child: v.optional(ChildCountSchema, TRAVELLER_BOUNDS.child.default),
  baby: v.optional(BabyCountSchema, TRAVELLER_BOUNDS.baby.default),
  length: v.optional(queryInteger(1, TRAVELLER_BOUNDS.adult.max + TRAVELLER_BOUNDS.child.max + TRAVELLER_BOUNDS.baby.max)),
  locale: LocaleSchema,
  multiOffer: v.optional(QueryBooleanSchema, 'false'),
  client: v.optional(boundedText(20), 'msite'),
  minisite: v.optional(WireIdSchema),
});

/** The lookup as the server reads it. */
export type PackageCheckoutNightsQuery = v.InferOutput<typeof PackageCheckoutNightsQuerySchema>;

/** Possible night counts from the check-in, ascending (empty when none: the calendar then clears them). */
export const PackageCheckoutNightsReplySchema = v.array(integerInRange(1, MAX_NIGHTS));

/** Possible nights after a check-in (calendar A and B). */
export type PackageCheckoutNightsReply = v.InferOutput<typeof PackageCheckoutNightsReplySchema>;

/** The possible-checkout-nights lookup, both forms on one route. */
export const getPackageCheckoutNightsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/weekend/:siteOrId/packageCheckoutNights.json',
  summary: 'Possible numbers of nights from a check-in, for one weekend or a whole site',
  tags: ['calendar'],
  status: 200,
  params: PackageCheckoutNightsParamsSchema,
  query: PackageCheckoutNightsQuerySchema,
  reply: PackageCheckoutNightsReplySchema,
});
