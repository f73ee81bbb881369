import * as v from 'valibot';
import { fieldRules } from '../common/field-rules';
import { OfferTypeSchema, OrderBySchema, type OfferType } from '../common/flow';
import { orderByViolations } from '../common/order-by-rules';
import { LocaleSchema } from '../common/locale';
import { PageLimitSchema, PaginationSchema } from '../common/pagination';
import { SearchCriteriasSchema } from '../common/search-criteria';
import { OffersSearchReplySchema } from '../common/search-result';
import { WireBooleanSchema, boundedText, wireInteger } from '../common/wire-values';
import { documented } from '../documented';
import { defineEndpoint } from '../endpoint';

/** Packages per hotel: 1 for a stay search, more for one hotel's packages. */
export const MAX_PACKAGES_PER_HOTEL = 20;

/**
 * Body of `POST /offers.json`: the results page's stay or gift search, the map search
 * (performMapSearch), and one hotel's packages (criteria with hotelId, orderBy priceAsc).
 * `pagination.limit` wins over `limit` when both are sent.
 */
const SearchOffersBodyObjectSchema = v.strictObject({
  searchCriterias: v.optional(SearchCriteriasSchema, {}),
  performMapSearch: v.optional(WireBooleanSchema, false),
  performGiftableSearch: v.optional(WireBooleanSchema, false),
  locale: LocaleSchema,
  type: v.optional(OfferTypeSchema, 'offer'),
  flowType: v.optional(OfferTypeSchema),
  orderBy: v.optional(v.pipe(OrderBySchema, documented('orderBy')), 'priceQuality'),
  numberOfPackagesPerHotel: v.optional(wireInteger(1, MAX_PACKAGES_PER_HOTEL), 1),
  limit: v.optional(PageLimitSchema),
  pagination: v.optional(PaginationSchema, {}),
  /** The results hash the search was made from (kept for analytics and the canonical link). */
  hash: v.optional(boundedText(4000)),
  searchProvider: v.optional(boundedText(50)),
  fetchPageModel: v.optional(WireBooleanSchema),
});

/** What decides the offer type of a stay or gift search. */
interface OfferTypeFields {
  readonly type: OfferType;
  readonly flowType?: OfferType;
  readonly performGiftableSearch: boolean;
}

/** The offer type a search runs: `flowType` when sent, else gift vouchers for a giftable search, else `type`. */
export function searchedOfferType(body: OfferTypeFields): OfferType {
  return body.flowType ?? (body.performGiftableSearch ? 'gift' : body.type);
}

/** The body with its sort rule: a sort of the offer type it searches, distance only from the criteria's lat and lng. */
export const SearchOffersBodySchema = v.pipe(
  SearchOffersBodyObjectSchema,
  fieldRules<v.InferOutput<typeof SearchOffersBodyObjectSchema>>((body) =>
    orderByViolations({ orderBy: body.orderBy, type: searchedOfferType(body), lat: body.searchCriterias.lat, lng: body.searchCriterias.lng }),
  ),
);

/** A stay or gift search as a client writes it. */
export type SearchOffersBodyInput = v.InferInput<typeof SearchOffersBodySchema>;
/** A stay or gift search as the server reads it. */
export type SearchOffersBody = v.InferOutput<typeof SearchOffersBodySchema>;

/** Reply of `POST /offers.json`. */
export const SearchOffersReplySchema = OffersSearchReplySchema;

/** The stay and gift search, map markers and a hotel's packages (search-side.md section 7). */
export const searchOffersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/offers.json',
  summary: 'Search stays or gift vouchers (results page, map markers, a hotel’s packages)',
  tags: ['search'],
  status: 200,
  body: SearchOffersBodySchema,
  reply: SearchOffersReplySchema,
});
