import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, searchedOfferType, type FallbackKey, type OffersSearchReply, type SearchCriterias } from '@escapade/api-contract';
import { searchRoute, type SearchOperation } from '../../plugins/search-operations';
import type { CatalogSearch } from '../../search/catalog-search';
import { AROUND_RADIUS_KM } from '../../search/prepared-criteria';
import { NO_FILTERS, type OfferSearchQuery } from '../../search/search-query';
import { appliedCriterias, offerCard, offerSearchQuery, resultsUri, searchDetails, type CardContext, type MappedSearch } from './search-mapping';

function reply(
  catalog: CatalogSearch,
  context: CardContext,
  mapped: MappedSearch,
  criteria: SearchCriterias,
  options: { withMarkers: boolean; performGiftableSearch: boolean; fallbackKey: FallbackKey | null },
): OffersSearchReply {
  const result = catalog.offers.search(mapped.query, { withMarkers: options.withMarkers });
  return {
    exactMatches: result.hits.map((hit) => offerCard(catalog, hit, mapped.query, context)),
    resultsCount: result.resultsCount,
    searchDetails: searchDetails(catalog, mapped, result.resultsCount, criteria, resultsUri(mapped.resolved, mapped.query)),
    searchCriterias: appliedCriterias(mapped.query, criteria, options.performGiftableSearch),
    fallbackKey: options.fallbackKey,
    ...(result.markers
      ? {
          markers: result.markers.map(({ hotel, offerIds }) => ({
            id: hotel.id,
            location: { label: hotel.label, latitude: hotel.latitude, longitude: hotel.longitude },
            weekendIds: offerIds,
          })),
        }
      : {}),
  };
}

/**
 * Relaxations tried in order when the criteria find nothing: the destination widened to 30 km
 * around its centre, then the dates dropped too, then the filters. The first that finds offers wins.
 */
function fallbackSteps(mapped: MappedSearch): { query: OfferSearchQuery; key: FallbackKey }[] {
  const { query, resolved } = mapped;
  const steps: { query: OfferSearchQuery; key: FallbackKey }[] = [];
  const widened = query.origin && query.destination?.kind !== 'hotel' ? { kind: 'point' as const, ...query.origin } : query.destination;
  const destinationKey = resolved.kind === 'place' ? { value: resolved.place.slug, type: resolved.place.kind, isAround: true, isExpanded: true } : null;
  const dates = query.checkin === null ? null : { checkin: query.checkin, night: query.nights };
  if (widened?.kind === 'point') {
    steps.push({
      query: { ...query, destination: widened, filters: { ...query.filters, distanceMax: query.filters.distanceMax ?? AROUND_RADIUS_KM } },
      key: { destination: destinationKey, dates, category: 'destination', value: destinationKey?.value ?? null },
    });
  }
  if (query.checkin !== null) {
    const base = steps.at(-1)?.query ?? query;
    steps.push({ query: { ...base, checkin: null }, key: { destination: widened?.kind === 'point' ? destinationKey : null, dates: null, category: 'dates', value: null } });
  }
  const last = steps.at(-1)?.query ?? query;
  steps.push({
    query: { ...last, filters: { ...NO_FILTERS, distanceMax: last.filters.distanceMax } },
    key: { destination: last.destination?.kind === 'point' ? destinationKey : null, dates: last.checkin === null ? null : dates, category: 'filters', value: null },
  });
  return steps;
}

/** `POST /offers.json`: the results page, the map and a hotel's packages. */
export const searchOffers: SearchOperation<typeof ENDPOINTS.searchOffers> = ({ catalog, now, texts }, { body }) => {
  const criteria = body.searchCriterias;
  const mapped = offerSearchQuery(catalog, criteria, {
    locale: body.locale,
    now,
    flowType: searchedOfferType(body),
    orderBy: body.orderBy,
    page: body.pagination.page,
    limit: body.pagination.limit ?? body.limit,
    numberOfPackagesPerHotel: body.numberOfPackagesPerHotel,
    field: 'body.searchCriterias',
  });
  return reply(catalog, { now, texts }, mapped, criteria, { withMarkers: body.performMapSearch, performGiftableSearch: body.performGiftableSearch, fallbackKey: null });
};

/** `GET /offers.json`: the search with fallbacks, relaxed step by step until it finds offers. */
export const fallbackOffers: SearchOperation<typeof ENDPOINTS.fallbackOffers> = ({ catalog, now, texts }, { query }) => {
  const mapped = offerSearchQuery(catalog, query, {
    locale: query.locale,
    now,
    flowType: query.type,
    orderBy: query.orderBy,
    page: 0,
    limit: query.limit,
    numberOfPackagesPerHotel: 1,
    field: 'query',
  });
  const options = { withMarkers: false, performGiftableSearch: query.type === 'gift' };
  if (catalog.offers.search(mapped.query).resultsCount > 0) return reply(catalog, { now, texts }, mapped, query, { ...options, fallbackKey: null });
  for (const step of fallbackSteps(mapped)) {
    if (catalog.offers.search(step.query).resultsCount > 0) return reply(catalog, { now, texts }, { ...mapped, query: step.query }, query, { ...options, fallbackKey: step.key });
  }
  return reply(catalog, { now, texts }, mapped, query, { ...options, fallbackKey: null });
};

export default async function offerRoutes(app: FastifyInstance) {
  searchRoute(app, ENDPOINTS.searchOffers, 'searchOffers', searchOffers);
  searchRoute(app, ENDPOINTS.fallbackOffers, 'fallbackOffers', fallbackOffers);
}
