import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type ActivityGroup, type SearchFacetsBody, type SearchFacetsReply } from '@escapade/api-contract';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { searchRoute, type SearchOperation } from '../../plugins/search-operations';
import { HOTEL_SCORE_STEPS } from '../../search/offer-store';
import { selectedFacilities } from '../../search/prepared-criteria';
import type { CatalogLanguage } from '../../catalog/catalog-snapshot';
import type { CatalogSearch } from '../../search/catalog-search';
import { activityOnlySearch } from './activity-only';
import { languageOf, offerSearchQuery } from './search-mapping';
import { MARKET_TOGGLES, type MarketCode } from '@escapade/util-market';
import { pricingMessages, ratingLabel } from '@escapade/util-pricing';
import type { PricingTexts } from '../../plugins/pricing-texts';

/**
 * A customer-rating step as the filter lists it: the label a card of that very score shows in the
 * market and the score ('Fantastic: 9+'), or the score alone ('8.5+') where cards show no label, so
 * the filter never offers a word the cards do not carry (labels under 9 need all incentives on).
 */
function scoreStepLabel(texts: PricingTexts, score: number, market: MarketCode): string {
  const label = ratingLabel(score, { allIncentives: MARKET_TOGGLES[market].ratingIncentives });
  return label
    ? texts.format(pricingMessages.ratingAtLeast, market, { label: texts.format(label, market), score })
    : texts.format(pricingMessages.ratingScoreAtLeast, market, { score });
}

const STAR_LABELS: Readonly<Record<string, (stars: number) => string>> = {
  en: (stars) => `${stars} star${stars > 1 ? 's' : ''}`,
  fr: (stars) => `${stars} étoile${stars > 1 ? 's' : ''}`,
  es: (stars) => `${stars} estrella${stars > 1 ? 's' : ''}`,
  it: (stars) => `${stars} stell${stars > 1 ? 'e' : 'a'}`,
  nl: (stars) => `${stars} ster${stars > 1 ? 'ren' : ''}`,
};

/** Activities grouped as the filter lists them (spa, gastronomy…), each with its count, in id order. */
function activityGroups(catalog: CatalogSearch, counts: ReadonlyMap<number, number>, language: CatalogLanguage): ActivityGroup[] {
  const groups = new Map<string, ActivityGroup>();
  for (const [id, count] of [...counts].sort(([a], [b]) => a - b)) {
    const type = catalog.activityType(id);
    if (!type) continue;
    const group = groups.get(type.group) ?? { name: type.groupNames[language], list: [] };
    group.list.push({ id, name: type.names[language], count });
    groups.set(type.group, group);
  }
  return [...groups.values()];
}

/**
 * Facets of the activity flow, counted over activity-only vouchers (the results that flow shows):
 * the activities, the price bands and the total; hotels' facets do not apply to day activities and stay empty.
 */
function activityFacets(catalog: CatalogSearch, body: SearchFacetsBody, language: CatalogLanguage, now: Date): SearchFacetsReply {
  const { query } = activityOnlySearch(catalog, body.criterias, { locale: body.locale, now, page: 0, limit: 1, field: 'body.criterias' });
  const counts = catalog.activityOnly.facets(query);
  return {
    filters: { facilities: [], stars: [], hotelScores: [], hotelTypes: [], hotelEnvironments: [], hotelStyles: [], priceBands: counts.priceBands },
    listActivities: body.withActivities ? activityGroups(catalog, counts.activities, language) : [],
    resultsCount: counts.resultsCount,
  };
}

/** `POST /search/facets.json`: disjunctive counts for the filters. */
export const searchFacets: SearchOperation<typeof ENDPOINTS.searchFacets> = ({ catalog, now, texts }, { body }) => {
  const language = languageOf(body.locale);
  if (body.flow === 'activity') return activityFacets(catalog, body, language, now);
  const isGift = body.flow === 'gifting';
  const { query } = offerSearchQuery(catalog, body.criterias, {
    locale: body.locale,
    now,
    flowType: isGift ? 'gift' : 'offer',
    orderBy: 'priceQuality',
    page: 0,
    limit: 1,
    numberOfPackagesPerHotel: 1,
    field: 'body.criterias',
  });
  const counts = catalog.offers.facets(query);
  const resultsCount = catalog.offers.search(query).resultsCount;
  const label = (kind: 'facility' | 'hotelType' | 'hotelEnvironment' | 'hotelStyle', value: string) => catalog.attributeLabel(kind, value, language);
  const ordered = <K>(entries: Map<K, number>, order: (a: K, b: K) => number) => [...entries].sort(([a], [b]) => order(a, b));
  const byPosition = (kind: 'facility' | 'hotelType' | 'hotelEnvironment' | 'hotelStyle') => (a: string, b: string) =>
    catalog.attributePosition(kind, a) - catalog.attributePosition(kind, b) || a.localeCompare(b);

  // A chosen facility stays listed at 0 so it can be unticked; 'pets' (petsAllowed) is one of them.
  const facilityCounts = new Map(counts.facilities);
  for (const value of selectedFacilities(query.filters)) if (!facilityCounts.has(value)) facilityCounts.set(value, 0);
  const facilities = ordered(facilityCounts, byPosition('facility')).map(([value, count]) => ({ name: value, value, label: label('facility', value), count }));

  const listActivities = body.withActivities ? activityGroups(catalog, counts.activities, language) : [];

  const reply: SearchFacetsReply = {
    filters: {
      facilities,
      stars: ordered(counts.stars, (a, b) => a - b).map(([value, count]) => ({ value, label: (STAR_LABELS[language] ?? STAR_LABELS.en)(value), count })),
      hotelScores: HOTEL_SCORE_STEPS.map((value) => ({ value, label: scoreStepLabel(texts, value, body.locale), count: counts.hotelScores.get(value) ?? 0 })),
      hotelTypes: ordered(counts.hotelTypes, byPosition('hotelType')).map(([name, count]) => ({ name, value: name, label: label('hotelType', name), count })),
      hotelEnvironments: ordered(counts.hotelEnvironments, byPosition('hotelEnvironment')).map(([key, count]) => ({ key, label: label('hotelEnvironment', key), count })),
      hotelStyles: ordered(counts.hotelStyles, byPosition('hotelStyle')).map(([name, count]) => ({ name, label: label('hotelStyle', name), count })),
      priceBands: counts.priceBands,
    },
    listActivities,
    resultsCount,
  };
  return reply;
};

/** `POST /search/facets.json` (disjunctive counts for the filters) and `GET /activities.json` (names by id). */
export default async function facetRoutes(app: FastifyInstance) {
  searchRoute(app, ENDPOINTS.searchFacets, 'searchFacets', searchFacets);

  contractRoute(app, ENDPOINTS.activities, async ({ query }) => {
    const language = languageOf(query.locale);
    return query.ids.map((id, index) => {
      const type = app.catalog.activityType(id);
      if (!type) throw notFound(`query.ids.${index}`, id, 'activity');
      return { id, name: type.names[language], groupName: type.groupNames[language] };
    });
  });
}
