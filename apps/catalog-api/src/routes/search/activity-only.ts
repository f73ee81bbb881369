import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type ActivityPrices, type SearchCriterias } from '@escapade/api-contract';
import type { MarketCode } from '@escapade/util-market';
import { moneySaved, promoPercentage } from '@escapade/util-pricing';
import { notFound } from '../../plugins/contract-routes';
import { searchRoute, type SearchOperation } from '../../plugins/search-operations';
import { ACTIVITY_RADIUS_KM, type ActivityOnlyQuery } from '../../search/activity-only-index';
import type { ActivityOnlyProduct } from '../../catalog/catalog-snapshot';
import type { CatalogSearch } from '../../search/catalog-search';
import { activityCentreSummary, image, languageOf, offerSearchQuery, priorPriceForReply, searchDetails } from './search-mapping';
import { lowestPriorVoucherPrice } from '../../search/prior-price';
import { imageUrl } from '../images/image-url';

/** What an activity-only search reads from its criteria: the same destination and theme rules as stays (404 for unknown values), then the activity model. */
export function activityOnlySearch(catalog: CatalogSearch, criteria: SearchCriterias, options: { locale: MarketCode; now: Date; page: number; limit: number; field: string }) {
  const mapped = offerSearchQuery(catalog, criteria, {
    locale: options.locale,
    now: options.now,
    flowType: 'offer',
    orderBy: 'popularity',
    page: options.page,
    limit: options.limit,
    numberOfPackagesPerHotel: 1,
    field: options.field,
  });
  const { destination } = mapped.query;
  if (destination?.kind === 'hotel') throw notFound(`${options.field}.hotelId`, destination.hotelId, 'activity destination');
  const radiusKm = criteria.distanceMax ?? ACTIVITY_RADIUS_KM;
  const query: ActivityOnlyQuery = {
    market: options.locale,
    destination: destination?.kind === 'point' ? { ...destination, radiusKm } : destination,
    themeId: mapped.query.themeId,
    tags: criteria.tags ?? [],
    participants: Math.min(criteria.adult, 20),
    priceMin: criteria.priceMin ?? null,
    priceMax: criteria.priceMax ?? null,
    orderBy: criteria.lat !== undefined ? 'distance' : 'popularity',
    page: options.page,
    limit: options.limit,
  };
  return { mapped, query };
}

/**
 * A voucher's prices keyed by participants, each with its promotion (kept only when it is one) and,
 * next to a promo price, the lowest price of the 30 days before the promo for as many participants.
 */
export function activityPrices(product: ActivityOnlyProduct, market: MarketCode): ActivityPrices {
  const prices: ActivityPrices = {};
  for (const price of product.prices) {
    const promo = Math.round(promoPercentage(price.sellPrice, price.refPrice));
    prices[String(price.participants)] = {
      paxComposition: { adults: price.participants },
      sellPrice: price.sellPrice,
      refPrice: promo > 0 ? price.refPrice : null,
      barPrice: promo > 0 ? price.refPrice : null,
      promo,
      moneySaved: moneySaved(price.sellPrice, price.refPrice),
      priceType: 'final',
      lowestPriorPrice: promo > 0 ? priorPriceForReply(lowestPriorVoucherPrice(product, price.participants, market)) : null,
    };
  }
  return prices;
}

/** `POST /search/activity-only.json`: activity vouchers around a city (30 km), priced per person. */
export const searchActivityOnly: SearchOperation<typeof ENDPOINTS.searchActivityOnly> = ({ catalog, now }, { body }) => {
  const criteria = body.criteria;
  const language = languageOf(body.locale);
  const { mapped, query } = activityOnlySearch(catalog, criteria, { locale: body.locale, now, page: body.page, limit: body.limit, field: 'body.criteria' });
  const result = catalog.activityOnly.search(query);
  return {
    exactMatches: result.hits.map(({ product, distance }) => {
      const label = product.labels[language];
      const images = product.imageIds.slice(0, 4).map((id) => image(id, label));
      const prices = activityPrices(product, body.locale);
      const participants = product.prices.map((price) => price.participants);
      return {
        id: product.id,
        label,
        uri: `/activity/${product.id}/${product.slug}`,
        imageUrl: images[0]?.url ?? imageUrl(product.id, '640_360'),
        images,
        headwords: product.activityIds.flatMap((id) => catalog.activityType(id)?.names[language] ?? []),
        itemCategory: 'activity_only' as const,
        hotel: activityCentreSummary(catalog, product, language),
        distance: distance === null ? null : Math.round(distance * 10) / 10,
        activityOnlyPackages: product.activityIds.flatMap((activityId) => {
          const type = catalog.activityType(activityId);
          return type ? [{ activityId, title: type.names[language], imageUrl: null }] : [];
        }),
        activityOnlyVoucher: { id: product.id, prices, minParticipants: Math.min(...participants), maxParticipants: Math.max(...participants) },
      };
    }),
    resultsCount: result.resultsCount,
    searchDetails: searchDetails(catalog, mapped, result.resultsCount, criteria, '/search/activities'),
  };
};

export default async function activityOnlyRoutes(app: FastifyInstance) {
  searchRoute(app, ENDPOINTS.searchActivityOnly, 'searchActivityOnly', searchActivityOnly);
}
