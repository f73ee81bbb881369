import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, type SearchCriteriasInput } from '@escapade/api-contract';
import type { MarketCode } from '@escapade/util-market';
import { buildApp } from '../../app';
import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import type { OpenedDatabase } from '../../db/open-database';
import { openSeededTestDatabase } from '../../seed/testing/open-seeded-test-database';

/** A week after the seed's start date, so every offer still has a year of calendar ahead. */
const NOW = new Date('2026-03-21T10:00:00Z');

describe('search routes on the seeded catalog', () => {
  let database: OpenedDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openSeededTestDatabase({ inMemory: true });
    const snapshot = await loadCatalogSnapshot(database.db);
    app = await buildApp({ catalog: async () => snapshot, now: () => NOW, rateLimit: false, apiReference: false });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const facets = async (locale: MarketCode, criterias: SearchCriteriasInput) => {
    const reply = await app.inject({ method: 'POST', url: '/api/search/facets.json', payload: { locale, criterias } });
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.searchFacets.reply, reply.json());
  };
  const resultsCount = async (locale: MarketCode, searchCriterias: SearchCriteriasInput) => {
    const reply = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { locale, searchCriterias, numberOfPackagesPerHotel: 1 } });
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.searchOffers.reply, reply.json()).resultsCount;
  };

  it('names the room of each stay in the market’s language, as its program does', async () => {
    const search = async (locale: MarketCode) => {
      const reply = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { locale, searchCriterias: { country: 'france' } } });
      expect(reply.statusCode).toBe(200);
      return v.parse(ENDPOINTS.searchOffers.reply, reply.json()).exactMatches;
    };
    const [french, italian] = [await search('fr_FR'), await search('it_IT')];
    expect(french.length).toBeGreaterThan(0);
    for (const card of french) {
      const line = await database.db
        .selectFrom('offer_program_lines')
        .select(['title_fr', 'title_it'])
        .where('offer_id', '=', card.id)
        .where('type', '=', 'ROOM')
        .orderBy('position')
        .executeTakeFirstOrThrow();
      expect(card.room).toBe(line.title_fr);
      const inItaly = italian.find((candidate) => candidate.id === card.id);
      if (inItaly) expect(inItaly.room).toBe(line.title_it);
    }
  });

  describe("the 'pets' facility (sent as petsAllowed=true)", () => {
    const searches: [MarketCode, SearchCriteriasInput][] = [
      ['fr_FR', {}],
      ['fr_FR', { country: 'france', stars: '3,4' }],
      ['es_ES', { minHotelReviewScore: 8 }],
      ['it_IT', { hotelEnvironment: ['countryside', 'seaside'] }],
      ['nl_BE', { priceMax: 30_000 }],
    ];

    it.each(searches)('is one facility option, and choosing it finds exactly the hotels it counts (%s %j)', async (locale, criterias) => {
      const options = (await facets(locale, criterias)).filters.facilities.filter((option) => option.value === 'pets');
      expect(options).toHaveLength(1);
      expect(options[0].count).toBeGreaterThan(0);
      const withPets = { ...criterias, petsAllowed: true };
      expect(await resultsCount(locale, withPets)).toBe(options[0].count);
      expect((await facets(locale, withPets)).resultsCount).toBe(options[0].count);
    });

    it.each(searches)('combines with the other facilities like any facility, so choosing it leaves their counts as they were (%s %j)', async (locale, criterias) => {
      const counts = async (search: SearchCriteriasInput) => (await facets(locale, search)).filters.facilities.map(({ value, count }) => [value, count]);
      const before = await counts(criterias);
      expect(await counts({ ...criterias, petsAllowed: true })).toEqual(before);
      expect(await counts({ ...criterias, facilities: ['spa'], petsAllowed: true })).toEqual(before);
      // Pets or spa: every hotel of either option, and each hotel once.
      const count = (value: string) => before.find(([option]) => option === value)?.[1] as number;
      const either = await resultsCount(locale, { ...criterias, facilities: ['spa'], petsAllowed: true });
      expect(either).toBeGreaterThanOrEqual(Math.max(count('spa'), count('pets')));
      expect(either).toBeLessThanOrEqual(count('spa') + count('pets'));
    });

    it("reads 'pets' in the facilities list as petsAllowed=true", async () => {
      expect(await resultsCount('fr_FR', { facilities: ['pets'] })).toBe(await resultsCount('fr_FR', { petsAllowed: true }));
    });
  });

  describe('GET /api/autocomplete-geonames.json', () => {
    /** The place a suggestion names, without its postal code and enclosing place ('Paris (75000), Paris' → 'Paris'). */
    const placeName = (label: string) => label.replace(/ \(.*$/, '').replace(/, .*$/, '');

    // What typing the start of a destination offers first, in each market's language.
    it.each([
      ['fr_FR', 'fra', 'France', 'country'],
      ['fr_BE', 'bel', 'Belgique', 'country'],
      ['es_ES', 'esp', 'España', 'country'],
      ['nl_NL', 'ned', 'Nederland', 'country'],
      ['fr_FR', 'bret', 'Bretagne', 'region'],
      ['fr_FR', 'nor', 'Normandie', 'region'],
      ['it_IT', 'ven', 'Veneto', 'region'],
      ['fr_FR', 'sav', 'Savoie', 'department'],
      ['fr_FR', 'par', 'Paris', 'city'],
      ['es_ES', 'mad', 'Madrid', 'city'],
      ['it_IT', 'rom', 'Roma', 'city'],
      ['nl_NL', 'ams', 'Amsterdam', 'city'],
      ['nl_BE', 'ant', 'Antwerpen', 'city'],
      ['fr_BE', 'bru', 'Bruxelles', 'city'],
    ] as const)('%s %j offers %j (%s) first', async (locale, term, name, category) => {
      const reply = await app.inject({ method: 'GET', url: `/api/autocomplete-geonames.json?locale=${locale}&term=${term}` });
      expect(reply.statusCode).toBe(200);
      const [first] = v.parse(ENDPOINTS.autocompleteGeonames.reply, reply.json());
      expect({ name: placeName(first.label), category: first.category }).toEqual({ name, category });
    });

    it('lists an area named after its city right after that city, and places matching inside a word last', async () => {
      const suggestions = async (locale: MarketCode, term: string) => {
        const reply = await app.inject({ method: 'GET', url: `/api/autocomplete-geonames.json?locale=${locale}&term=${term}` });
        return v.parse(ENDPOINTS.autocompleteGeonames.reply, reply.json()).map(({ label, category }) => `${placeName(label)} (${category})`);
      };
      expect((await suggestions('es_ES', 'barcelona')).slice(0, 2)).toEqual(['Barcelona (city)', 'Barcelona (department)']);
      expect((await suggestions('fr_BE', 'bruxelles')).slice(0, 2)).toEqual(['Bruxelles (city)', 'Bruxelles-Capitale (region)']);
      expect((await suggestions('fr_FR', 'bret')).at(-1)).toBe('Voisins-le-Bretonneux (city)');
      expect(await suggestions('nl_NL', 'ams')).toEqual(['Amsterdam (city)', 'Amstelveen (city)', 'Vlaams-Brabant (department)']);
    });
  });
});
