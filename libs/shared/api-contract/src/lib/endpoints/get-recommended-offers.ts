import * as v from 'valibot';
import { DEFAULT_NIGHTS } from '@escapade/util-pricing';
import { IdParamSchema } from '../common/ids';
import { IsoDateSchema } from '../common/iso-date';
import { LocaleSchema } from '../common/locale';
import { OfferCardSchema } from '../common/offer-card';
import { AdultCountSchema, BabyCountSchema, ChildCountSchema, NightsSchema, TRAVELLER_BOUNDS } from '../common/travellers';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/** Recommended offers a product page shows at most. */
export const RECOMMENDED_OFFERS_LIMIT = 8;

/** Flows of the recommendations: stays, or gift vouchers in the gift flow. */
export const RECOMMENDATION_FLOWS = ['booking', 'gifting'] as const;

/** Path parameter: the weekend the recommendations are for. */
export const RecommendedOffersParamsSchema = v.object({ id: IdParamSchema });

/** Query of the recommendations: the market, the flow, and the page's stay (the cards are priced for it). */
export const RecommendedOffersQuerySchema = v.strictObject({
  locale: LocaleSchema,
  flow: v.optional(v.picklist(RECOMMENDATION_FLOWS, `must be one of ${RECOMMENDATION_FLOWS.join(', ')}`), 'booking'),
  checkin: v.optional(v.pipe(IsoDateSchema, documented('checkin'))),
  nights: v.pipe(v.optional(NightsSchema, String(DEFAULT_NIGHTS)), documented('recommendedNights')),
  adult: v.optional(AdultCountSchema, TRAVELLER_BOUNDS.adult.default),
  child: v.optional(ChildCountSchema, TRAVELLER_BOUNDS.child.default),
  baby: v.optional(BabyCountSchema, TRAVELLER_BOUNDS.baby.default),
});

/** A recommendations call as the server reads it. */
export type RecommendedOffersQuery = v.InferOutput<typeof RecommendedOffersQuerySchema>;

/** Similar offers of other hotels, best first, as results cards. */
export const RecommendedOffersReplySchema = v.object({
  offers: v.pipe(v.array(OfferCardSchema), v.maxLength(RECOMMENDED_OFFERS_LIMIT)),
});

/** The recommendations reply. */
export type RecommendedOffers = v.InferOutput<typeof RecommendedOffersReplySchema>;

/**
 * `GET /product/{id}/recommended-offers`: up to 8 offers like this one in other hotels sold in the
 * market (the same themes in the same region first, then the region, then around the hotel), one per
 * hotel, ranked as the results page's default sort and shaped as its cards. 404 for an unknown
 * product (or one not sold in the market); 400 for bad input.
 */
export const getRecommendedOffersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/product/:id/recommended-offers',
  summary: 'Offers like a weekend’s in other hotels, as results cards',
  tags: ['product'],
  status: 200,
  params: RecommendedOffersParamsSchema,
  query: RecommendedOffersQuerySchema,
  reply: RecommendedOffersReplySchema,
});
