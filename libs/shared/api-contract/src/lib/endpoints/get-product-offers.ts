import * as v from 'valibot';
import { CancellationPolicySchema } from '../common/cancellation-policy';
import { IdParamSchema, IdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ProductQuoteQuerySchema, QuotePriceInfoSchema } from './get-product-quote';

/** Path parameter: the weekend whose hotel's getaways are offered. */
export const ProductOffersParamsSchema = v.object({ id: IdParamSchema });

/**
 * Query of the hotel's getaways: a quote's (the dated stay, the party, the market and the partner
 * mini-site, priced as on the main site) without activity days, which are each weekend's own.
 */
export const ProductOffersQuerySchema = v.omit(ProductQuoteQuerySchema, ['activitySelectionList']);

/** A getaways call as the server reads it. */
export type ProductOffersQuery = v.InferOutput<typeof ProductOffersQuerySchema>;

/** A weekend id as a record key ('4733'). */
export const WeekendIdKeySchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'must be a weekend id'));

/**
 * A getaway of the hotel bookable for the asked stay and party (product-side.md section 3, 'Offer'):
 * the quote's numbers and terms for the same stay.
 */
export const HotelOfferSchema = v.object({
  weekendId: IdSchema,
  /** The getaway's title in the market's language, for the product page's choice of offer. */
  label: v.string(),
  /** The same numbers as the quote's `priceInfo` for this weekend, stay and party. */
  priceInfo: QuotePriceInfoSchema,
  /** The same terms as the quote's `cancellationPolicy` for this weekend and check-in. */
  cancellationPolicy: CancellationPolicySchema,
});

/** A getaway of the hotel as the client reads it. */
export type HotelOffer = v.InferOutput<typeof HotelOfferSchema>;

/**
 * The hotel's getaways bookable for the stay, keyed by weekend id (the asked weekend included when it is
 * bookable itself); a getaway that cannot be sold for the stay (a closed night, a stay shorter than the
 * arrival day's minimum or longer than it sells, outside its sold months) or not sold in the market is
 * left out, so the record may be empty.
 */
export const ProductOffersReplySchema = v.object({
  offers: v.record(WeekendIdKeySchema, HotelOfferSchema),
});

/** The getaways reply. */
export type ProductOffers = v.InferOutput<typeof ProductOffersReplySchema>;

/**
 * `GET /product/{id}/offers`: the getaways of a weekend's hotel bookable for a dated stay and party in
 * the market, each with the quote's price and cancellation terms for that stay (the same computation).
 * 404 for an unknown product (or one not sold in the market); 400 for bad input (a check-in that is over,
 * more nights than the product sells, a party outside the bounds, a mini-site id that is not one); a
 * check-in past the sold months is no error, just no getaway.
 */
export const getProductOffersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/product/:id/offers',
  summary: 'Getaways of a weekend’s hotel bookable for a dated stay and party, with the quote’s price and terms',
  tags: ['product'],
  status: 200,
  params: ProductOffersParamsSchema,
  query: ProductOffersQuerySchema,
  reply: ProductOffersReplySchema,
});
