import * as v from 'valibot';
import { IdParamSchema } from '../common/ids';
import { LocaleSchema } from '../common/locale';
import { OfferCardSchema } from '../common/offer-card';
import { defineEndpoint } from '../endpoint';

/** Nearby hotels a hotel page shows at most. */
export const NEARBY_HOTELS_LIMIT = 8;

/** How far around the hotel its neighbours are looked for, in kilometres. */
export const NEARBY_HOTELS_RADIUS_KM = 50;

/** Path parameter: the hotel whose neighbours are shown. */
export const NearbyHotelsParamsSchema = v.object({ hotelId: IdParamSchema });

/** Query of the nearby hotels: the market, whose offers and language the cards are in. */
export const NearbyHotelsQuerySchema = v.strictObject({ locale: LocaleSchema });

/** A nearby hotels call as the server reads it. */
export type NearbyHotelsQuery = v.InferOutput<typeof NearbyHotelsQuerySchema>;

/**
 * Other hotels selling a weekend in the market within the radius, nearest first, each as the results
 * card of its cheapest getaway (a 'from' price for two adults; `distance` in kilometres from the hotel).
 */
export const NearbyHotelsReplySchema = v.object({
  offers: v.pipe(v.array(OfferCardSchema), v.maxLength(NEARBY_HOTELS_LIMIT)),
});

/** The nearby hotels reply. */
export type NearbyHotels = v.InferOutput<typeof NearbyHotelsReplySchema>;

/**
 * `GET /hotels/{hotelId}/nearby.json`: up to 8 other hotels selling a weekend in the market within 50 km,
 * nearest first, each as the card of its cheapest getaway. 404 for an unknown hotel; 400 for bad input.
 */
export const getNearbyHotelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/hotels/:hotelId/nearby.json',
  summary: 'Other hotels near a hotel, nearest first, each with its cheapest getaway',
  tags: ['product'],
  status: 200,
  params: NearbyHotelsParamsSchema,
  query: NearbyHotelsQuerySchema,
  reply: NearbyHotelsReplySchema,
});
