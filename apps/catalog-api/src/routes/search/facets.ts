import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type ActivityGroup, type SearchFacetsReply } from '@escapade/api-contract';
import type { LocalizedText } from '../../catalog/catalog-snapshot';
import { contractRoute, notFound } from '../../plugins/contract-routes';
import { HOTEL_SCORE_STEPS } from '../../search/offer-index';
import { languageOf, offerSearchQuery } from './search-mapping';

/** Labels of the customer-rating steps (the rating labels of the spec, 'x+' form). */
const SCORE_LABELS: Readonly<Record<number, LocalizedText>> = {
  7: { en: 'Good: 7+', fr: 'Bien : 7+', es: 'Bien: 7+', it: 'Buono: 7+', nl: 'Goed: 7+' },
  8: { en: 'Very good: 8+', fr: 'Très bien : 8+', es: 'Muy bien: 8+', it: 'Molto buono: 8+', nl: 'Zeer goed: 8+' },
  8.5: { en: 'Excellent: 8.5+', fr: 'Excellent : 8,5+', es: 'Excelente: 8,5+', it: 'Eccellente: 8,5+', nl: 'Uitstekend: 8,5+' },
  9: { en: 'Fantastic: 9+', fr: 'Fantastique : 9+', es: 'Fantástico: 9+', it: 'Fantastico: 9+', nl: 'Fantastisch: 9+' },
};

const STAR_LABELS: Readonly<Record<string, (stars: number) => string>> = {
  en: (stars) => `${stars} star${stars > 1 ? 's' : ''}`,
  fr: (stars) => `${stars} étoile${stars > 1 ? 's' : ''}`,
  es: (stars) => `${stars} estrella${stars > 1 ? 's' : ''}`,
  it: (stars) => `${stars} stell${stars > 1 ? 'e' : 'a'}`,
  nl: (stars) => `${stars} ster${stars > 1 ? 'ren' : ''}`,
};

/** `POST /search/facets.json` (disjunctive counts for the filters) and `GET /activities.json` (names by id). */
export default async function facetRoutes(app: FastifyInstance) {
  contractRoute(app, ENDPOINTS.searchFacets, async ({ body }) => {
    const catalog = app.catalog;
    const language = languageOf(body.locale);
    const isGift = body.flow === 'gifting';
    const { query } = offerSearchQuery(catalog, body.criterias, {
      locale: body.locale,
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

    const facilities = ordered(counts.facilities, byPosition('facility')).map(([value, count]) => ({ name: value, value, label: label('facility', value), count }));
    if (counts.petsAllowed > 0 || query.filters.petsAllowed) facilities.push({ name: 'pets', value: 'pets', label: label('facility', 'pets'), count: counts.petsAllowed });

    let listActivities: ActivityGroup[] = [];
    if (body.withActivities) {
      const groups = new Map<string, ActivityGroup>();
      for (const [id, count] of [...counts.activities].sort(([a], [b]) => a - b)) {
        const type = catalog.activityType(id);
        if (!type) continue;
        const group = groups.get(type.group) ?? { name: type.groupNames[language], list: [] };
        group.list.push({ id, name: type.names[language], count });
        groups.set(type.group, group);
      }
      listActivities = [...groups.values()];
    }

    const reply: SearchFacetsReply = {
      filters: {
        facilities,
        stars: ordered(counts.stars, (a, b) => a - b).map(([value, count]) => ({ value, label: (STAR_LABELS[language] ?? STAR_LABELS.en)(value), count })),
        hotelScores: HOTEL_SCORE_STEPS.map((value) => ({ value, label: SCORE_LABELS[value][language], count: counts.hotelScores.get(value) ?? 0 })),
        hotelTypes: ordered(counts.hotelTypes, byPosition('hotelType')).map(([name, count]) => ({ name, value: name, label: label('hotelType', name), count })),
        hotelEnvironments: ordered(counts.hotelEnvironments, byPosition('hotelEnvironment')).map(([key, count]) => ({ key, label: label('hotelEnvironment', key), count })),
        hotelStyles: ordered(counts.hotelStyles, byPosition('hotelStyle')).map(([name, count]) => ({ name, label: label('hotelStyle', name), count })),
      },
      listActivities,
      resultsCount,
    };
    return reply;
  });

  contractRoute(app, ENDPOINTS.activities, async ({ query }) => {
    const language = languageOf(query.locale);
    return query.ids.map((id, index) => {
      const type = app.catalog.activityType(id);
      if (!type) throw notFound(`query.ids.${index}`, id, 'activity');
      return { id, name: type.names[language], groupName: type.groupNames[language] };
    });
  });
}
