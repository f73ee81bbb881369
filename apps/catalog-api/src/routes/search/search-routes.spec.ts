import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS } from '@escapade/api-contract';
import { TODAY_CUTOFF_HOUR } from '@escapade/util-calendar';
import { MARKET_CODES, MARKET_TOGGLES } from '@escapade/util-market';
import { ratingLabel } from '@escapade/util-pricing';
import { buildApp } from '../../app';
import { smallCatalog } from '../../search/testing/catalog-fixture';

/** The moment these searches run: a week and a half before the fixture's December stays. */
const NOW = new Date('2026-11-20T10:00:00Z');

describe('search routes (read model from a fixture catalog)', () => {
  let app: FastifyInstance;
  /** The app's clock; a test may move it, and it goes back to NOW after each test. */
  let now = NOW;
  beforeAll(async () => {
    app = await buildApp({ catalog: async () => smallCatalog(), rateLimit: false, apiReference: false, now: () => now });
  });
  afterEach(() => {
    now = NOW;
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
  const get = (url: string) => app.inject({ method: 'GET', url });

  describe('POST /api/offers.json', () => {
    it('answers a city search with cards in the contract shape, one per hotel', async () => {
      const reply = await post('/api/offers.json', { locale: 'fr_FR', searchCriterias: { city: 'Annecy' }, orderBy: 'priceAsc' });
      expect(reply.statusCode).toBe(200);
      const body = v.parse(ENDPOINTS.searchOffers.reply, reply.json());
      expect(body.resultsCount).toBe(2);
      expect(body.exactMatches.map((card) => card.id)).toEqual([21, 12]);
      expect(body.exactMatches[1]).toMatchObject({ hasMoreOffers: true, priceType: 'from', itemCategory: 'weekend', hotel: { id: 1, stars: 4 } });
      expect(body.searchDetails).toMatchObject({ totalCount: 2, adult: 2, destination: { type: 'city', label: 'Annecy' } });
      expect(body.searchDetails.locationHierarchy.map((level) => level.label)).toEqual(['Auvergne-Rhône-Alpes', 'Haute-Savoie', 'Annecy']);
    });

    it('prices dated stays for the party, with the cancellation deadline', async () => {
      const reply = await post('/api/offers.json', {
        locale: 'fr_FR',
        searchCriterias: { hotelId: 2, checkin: '2026-12-02', night: 2, adult: 2, child: 1 },
      });
      const [card] = reply.json().exactMatches;
      expect(card).toMatchObject({
        sellPrice: 22_500,
        priceType: 'final',
        nights: 2,
        cancellationPolicy: {
          type: 'FREE',
          cancellable: true,
          cancellableUntil: '2026-11-25',
          // The end of the deadline day in Paris, not 23:59:59 UTC.
          cancellationDeadline: '2026-11-25T23:59:59.999+01:00',
          message: 'Modifiable et partiellement remboursable jusqu’au 25 novembre 2026',
        },
      });
      expect(card.prices.map((price: { paxComposition: { adults: number }; sellPrice: number }) => [price.paxComposition.adults, price.sellPrice])).toEqual([
        [1, 13_500],
        [2, 22_500],
      ]);
    });

    it('a cancellation deadline already passed is not free cancellation (check-in in two days, seven days of notice)', async () => {
      const twoDaysBefore = await buildApp({ catalog: async () => smallCatalog(), rateLimit: false, apiReference: false, now: () => new Date('2026-11-30T09:00:00Z') });
      try {
        const reply = await twoDaysBefore.inject({
          method: 'POST',
          url: '/api/offers.json',
          payload: { locale: 'fr_BE', searchCriterias: { hotelId: 2, checkin: '2026-12-02', night: 2 } },
        });
        const [card] = reply.json().exactMatches;
        expect(card.cancellationPolicy).toEqual({
          type: 'FREE',
          cancellable: false,
          isCancellable: false,
          cancellationDeadline: null,
          cancellableUntil: null,
          message: 'Non échangeable et non remboursable',
        });
      } finally {
        await twoDaysBefore.close();
      }
    });

    it('searches gift vouchers and returns map markers when asked', async () => {
      const reply = await post('/api/offers.json', { locale: 'fr_FR', type: 'gift', orderBy: 'svPriceAsc', performMapSearch: true, searchCriterias: {} });
      const body = reply.json();
      expect(body.exactMatches.map((card: { id: number; sellPrice: number; itemCategory: string }) => [card.id, card.sellPrice, card.itemCategory])).toEqual([
        [21, 12_000, 'single_voucher'],
        [31, 25_000, 'single_voucher'],
      ]);
      expect(body.markers).toHaveLength(2);
      expect(body.searchCriterias.flow).toBe('gifting');
    });

    it('refuses a sort the offer type does not offer, and distance without lat and lng, instead of replacing them quietly', async () => {
      const sortOf = async (payload: object) => (await post('/api/offers.json', { locale: 'fr_FR', ...payload })).json().details;
      expect(await sortOf({ type: 'offer', orderBy: 'svPriceDesc' })).toEqual([
        { field: 'body.orderBy', message: 'must be one of priceQuality, distance, promo, priceAsc, popularity in an offer search' },
      ]);
      expect(await sortOf({ searchCriterias: { city: 'Annecy' }, orderBy: 'distance' })).toEqual([
        { field: 'body.orderBy', message: 'distance needs lat and lng in the criteria' },
      ]);
      expect((await post('/api/offers.json', { locale: 'fr_FR', type: 'gift', orderBy: 'svPriceDesc' })).statusCode).toBe(200);
      expect((await get('/api/offers.json?locale=fr_FR&orderBy=distance')).json().details).toEqual([
        { field: 'query.orderBy', message: 'distance needs lat and lng in the criteria' },
      ]);
    });

    it('reads the sort rule of the offer type the search runs: a giftable search or flowType wins over type, as in the search itself', async () => {
      expect((await post('/api/offers.json', { locale: 'fr_FR', performGiftableSearch: true, orderBy: 'svPriceAsc' })).statusCode).toBe(200);
      expect((await post('/api/offers.json', { locale: 'fr_FR', flowType: 'gift', orderBy: 'svPriceDesc' })).statusCode).toBe(200);
      const stays = await post('/api/offers.json', { locale: 'fr_FR', type: 'gift', flowType: 'offer', orderBy: 'svPriceDesc' });
      expect(stays.statusCode).toBe(400);
      expect(stays.json().details).toEqual([{ field: 'body.orderBy', message: 'must be one of priceQuality, distance, promo, priceAsc, popularity in an offer search' }]);
    });

    it('refuses bad input with 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ locale: 'de_DE' }, 'body.locale'],
        [{ locale: 'fr_FR', searchCriterias: { adult: 21 } }, 'body.searchCriterias.adult'],
        [{ locale: 'fr_FR', searchCriterias: { checkin: '2026-02-30' } }, 'body.searchCriterias.checkin'],
        [{ locale: 'fr_FR', searchCriterias: { starz: [3] } }, 'body.searchCriterias.starz'],
        [{ locale: 'fr_FR', orderBy: 'cheapest' }, 'body.orderBy'],
      ];
      for (const [payload, field] of cases) {
        const reply = await post('/api/offers.json', payload);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().code).toBe('BAD_REQUEST');
        expect(reply.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
      }
    });

    it('answers malformed JSON and a wrong content type with 4xx, never 5xx', async () => {
      const broken = await app.inject({ method: 'POST', url: '/api/offers.json', headers: { 'content-type': 'application/json' }, payload: '{"locale":' });
      expect(broken.statusCode).toBe(400);
      const text = await app.inject({ method: 'POST', url: '/api/offers.json', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
      expect(text.statusCode).toBe(400);
      const xml = await app.inject({ method: 'POST', url: '/api/offers.json', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(xml.statusCode).toBe(415);
      const empty = await app.inject({ method: 'POST', url: '/api/offers.json' });
      expect(empty.statusCode).toBe(400);
    });

    it('answers 404 for an unknown destination or theme', async () => {
      const city = await post('/api/offers.json', { locale: 'fr_FR', searchCriterias: { city: 'Atlantis' } });
      expect(city.statusCode).toBe(404);
      expect(city.json()).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'body.searchCriterias.city' }] });
      const theme = await post('/api/offers.json', { locale: 'fr_FR', searchCriterias: { theme: 77 } });
      expect(theme.statusCode).toBe(404);
    });
  });

  describe('GET /api/offers.json (fallback)', () => {
    it('refuses an unknown parameter and a distance without its point with 400 naming the field, as POST does', async () => {
      const misspelt = await get('/api/offers.json?locale=fr_FR&city=Annecy&starz=5');
      expect(misspelt.statusCode).toBe(400);
      expect(misspelt.json().details.map((detail: { field: string }) => detail.field)).toEqual(['query.starz']);
      const pointless = await get('/api/offers.json?locale=fr_FR&city=Annecy&distanceMax=30');
      expect(pointless.statusCode).toBe(400);
      expect(pointless.json().details).toEqual([{ field: 'query.distanceMax', message: 'needs lat and lng, the point distances are measured from' }]);
      const posted = await post('/api/offers.json', { locale: 'fr_FR', searchCriterias: { city: 'Annecy', distanceMax: 30 } });
      expect(posted.json().details).toEqual([{ field: 'body.searchCriterias.distanceMax', message: 'needs lat and lng, the point distances are measured from' }]);
    });

    it('widens the destination to 30 km around when the exact search finds nothing', async () => {
      const reply = await get('/api/offers.json?locale=fr_FR&city=Lyon&stars=4');
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body.fallbackKey).toMatchObject({ category: 'filters' });
      expect(body.exactMatches.length).toBeLessThanOrEqual(3);
    });

    it('drops the dates when no stay is open on them', async () => {
      const reply = await get('/api/offers.json?locale=fr_FR&hotelId=2&checkin=2026-12-06&night=1');
      expect(reply.json()).toMatchObject({ fallbackKey: { category: 'dates', dates: null }, resultsCount: 1 });
    });
  });

  describe('POST /api/search/facets.json', () => {
    it('counts options disjunctively with labels, and groups activities', async () => {
      const reply = await post('/api/search/facets.json', { locale: 'fr_FR', withActivities: true, criterias: { stars: '5' } });
      expect(reply.statusCode).toBe(200);
      const body = v.parse(ENDPOINTS.searchFacets.reply, reply.json());
      expect(body.filters.stars.map((option) => [option.value, option.count])).toEqual([
        [3, 1],
        [4, 1],
        [5, 1],
      ]);
      expect(body.filters.facilities).toEqual([{ name: 'spa', value: 'spa', label: 'Spa', count: 1 }]);
      expect(body.resultsCount).toBe(1);
      expect(body.listActivities).toEqual([]);
      const all = (await post('/api/search/facets.json', { locale: 'fr_FR', withActivities: true })).json();
      expect(all.listActivities.map((group: { name: string }) => group.name)).toEqual(['Wellness', 'Food']);
      expect(all.filters.facilities.filter((option: { value: string }) => option.value === 'pets')).toEqual([{ name: 'pets', value: 'pets', label: 'Pets', count: 1 }]);
    });

    it('keeps a chosen facility listed at 0, so it can be unticked', async () => {
      const body = v.parse(ENDPOINTS.searchFacets.reply, (await post('/api/search/facets.json', { locale: 'fr_FR', criterias: { city: 'Lyon', petsAllowed: true } })).json());
      expect(body.filters.facilities.map(({ value, count }) => [value, count])).toEqual([
        ['pets', 0],
        ['spa', 1],
      ]);
      expect(body.resultsCount).toBe(0);
    });

    it('counts the activity flow over activity-only vouchers, as its results page lists them', async () => {
      const criterias = { city: 'Annecy', tags: '101' };
      const facets = v.parse(ENDPOINTS.searchFacets.reply, (await post('/api/search/facets.json', { locale: 'fr_FR', flow: 'activity', withActivities: true, criterias })).json());
      const results = (await post('/api/search/activity-only.json', { locale: 'fr_FR', criteria: { city: 'Annecy', tags: [101] } })).json();
      expect(facets.resultsCount).toBe(results.resultsCount);
      expect(facets.resultsCount).toBe(1);
      expect(facets.listActivities.flatMap((group) => group.list.map(({ id, count }) => [id, count]))).toEqual([
        [100, 2],
        [101, 1],
      ]);
      expect(facets.filters.facilities).toEqual([]);
    });

    it("labels the customer-rating steps as the cards label their scores, in the market's language and number format: words under 9 only with all incentives on", async () => {
      const labels = async (locale: string) =>
        v.parse(ENDPOINTS.searchFacets.reply, (await post('/api/search/facets.json', { locale, withActivities: false })).json()).filters.hotelScores.map((step) => step.label);
      // No market turns all incentives on, so a card rated 8.5 to 8.9 shows no word, and neither does its filter step.
      expect(await labels('fr_FR')).toEqual(['7+', '8+', '8,5+', 'Fantastique : 9+']);
      expect(await labels('nl_BE')).toEqual(['7+', '8+', '8,5+', 'Fantastisch: 9+']);
      for (const market of MARKET_CODES) {
        const steps = await labels(market);
        for (const [index, score] of [7, 8, 8.5, 9].entries()) {
          const shown = ratingLabel(score, { reviewCount: 1, allIncentives: MARKET_TOGGLES[market].ratingIncentives }) !== null;
          expect({ market, score, worded: /[^\d,.+\s]/.test(steps[index]) }).toEqual({ market, score, worded: shown });
        }
      }
    });
  });

  describe('GET /api/nearby-destinations.json', () => {
    it('lists the cities with stays on sale within reach of the point, nearest first', async () => {
      const nearLyon = (await get('/api/nearby-destinations.json?locale=fr_FR&lat=45.75&lng=4.85')).json();
      expect(nearLyon.map((destination: { value: string; category: string }) => `${destination.category}=${destination.value}`)).toEqual(['city=place-20', 'city=place-10']);
      expect(nearLyon[0]).toMatchObject({ label: 'Lyon (69001), Rhône', latitude: 45.76, longitude: 4.84 });
      expect((await get('/api/nearby-destinations.json?locale=fr_FR&lat=45.75&lng=4.85&maxResults=1')).json()).toHaveLength(1);
    });

    it('answers none far from every city, and 400 without a point', async () => {
      expect((await get('/api/nearby-destinations.json?locale=fr_FR&lat=48.85&lng=2.35')).json()).toEqual([]);
      const reply = await get('/api/nearby-destinations.json?locale=fr_FR&lng=2.35');
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ details: [{ field: 'query.lat' }] });
    });
  });

  describe('GET /api/themes.json', () => {
    it("names the catalog's themes in the market's language, with their icon group", async () => {
      expect((await get('/api/themes.json?locale=nl_BE')).json()).toEqual([{ id: 39, name: 'Family', iconGroup: 'family' }]);
    });

    it('answers 400 with the reason for an unknown market', async () => {
      const reply = await get('/api/themes.json?locale=de_DE');
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ details: [{ field: 'query.locale' }] });
    });
  });

  describe('GET /api/activities.json', () => {
    it('names activities by id and 404s an unknown one', async () => {
      expect((await get('/api/activities.json?ids=101,100&locale=it_IT')).json()).toEqual([
        { id: 101, name: 'Gourmet dinner', groupName: 'Food' },
        { id: 100, name: 'Spa', groupName: 'Wellness' },
      ]);
      expect((await get('/api/activities.json?ids=100,5&locale=it_IT')).json()).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'query.ids.1' }] });
      expect((await get('/api/activities.json?locale=it_IT')).statusCode).toBe(400);
    });
  });

  describe('autocomplete', () => {
    it('suggests places with their postal code and parent', async () => {
      const reply = await get('/api/autocomplete-geonames.json?locale=fr_FR&term=anne&maxResults=5');
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual([{ label: 'Annecy (74000), Haute-Savoie', category: 'city', id: 10, latitude: 45.9, longitude: 6.12, value: 'place-10', postalcode: '74000' }]);
    });

    it('refuses an unknown parameter with 400 naming it, like every GET of the API', async () => {
      const reply = await get('/api/autocomplete-geonames.json?locale=fr_FR&term=ann&maxresult=5');
      expect(reply.statusCode).toBe(400);
      expect(reply.json().details.map((detail: { field: string }) => detail.field)).toEqual(['query.maxresult']);
    });

    it('refuses a missing term or more than 30 results', async () => {
      expect((await get('/api/autocomplete-geonames.json?locale=fr_FR')).statusCode).toBe(400);
      expect((await get('/api/autocomplete-geonames.json?locale=fr_FR&term=a&maxResults=31')).statusCode).toBe(400);
    });

    it('recommends the best-selling destinations when nothing is typed', async () => {
      const reply = await get('/api/recommendedAutocomplete.json?locale=fr_FR');
      expect(reply.json().map((suggestion: { id: number }) => suggestion.id)).toEqual([10, 20]);
    });
  });

  describe('calendars', () => {
    it('lists possible nights of a weekend and of a site', async () => {
      expect((await get('/api/weekend/12/packageCheckoutNights.json?checkin=2026-12-02&locale=fr_FR')).json()).toEqual([1, 2]);
      expect((await get('/api/weekend/12/packageCheckoutNights.json?checkin=2026-12-04&locale=fr_FR')).json()).toEqual([]);
      expect((await get('/api/weekend/fr/packageCheckoutNights.json?checkin=2026-12-02&locale=fr_FR')).json()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect((await get('/api/weekend/999/packageCheckoutNights.json?checkin=2026-12-02&locale=fr_FR')).statusCode).toBe(404);
    });

    it('gives a weekend its days by month with nulls for closed days and the best price marked', async () => {
      const reply = await get('/api/weekend/12/availabilities.json?locale=fr_FR&month=2026-12&length=1');
      expect(reply.statusCode).toBe(200);
      const body = v.parse(ENDPOINTS.productAvailability.reply, reply.json());
      expect(body.days['2026-12-04']).toBeNull();
      expect(body.days['2026-12-01']).toMatchObject({ amount: 15_000, minLos: 1, bestPriceOfTheMonth: true, price: '150\u00a0€' });
      expect(body).toMatchObject({ minMonth: '2026-12', maxMonth: '2026-12', nextMonth: null, prevMonth: null });
      expect((await get('/api/weekend/12/availabilities.json?locale=fr_FR&month=2027-05')).statusCode).toBe(400);
    });

    it('gives a hotel its cheapest arrival per day', async () => {
      const reply = await get('/api/hotels/1/availabilities.json?locale=fr_FR&month=2026-12');
      const days = reply.json();
      expect(days[0]).toMatchObject({ day: '2026-12-01', amount: 15_000 });
      expect(days.find((entry: { day: string }) => entry.day === '2026-12-04')).toMatchObject({ amount: 20_000 });
      expect((await get('/api/hotels/404/availabilities.json?locale=fr_FR')).statusCode).toBe(404);
    });
  });

  describe('days that are over: before today on the market’s clock, or today from 20:00 (search-side.md section 9)', () => {
    /** The refusal of a check-in that is over, naming the field. */
    const over = (field: string) => ({ code: 'BAD_REQUEST', message: expect.stringContaining(`${field}: `), details: [{ field, message: expect.any(String) }] });
    const stay = (checkin: string) => ({ locale: 'fr_FR', searchCriterias: { hotelId: 2, checkin, night: 2 } });

    it('sells today until 20:00 in Paris, then from tomorrow only, whatever the server’s zone', async () => {
      now = new Date('2026-12-02T18:30:00Z'); // 19:30 in Paris
      expect((await post('/api/offers.json', stay('2026-12-02'))).json().exactMatches).toHaveLength(1);
      now = new Date('2026-12-02T19:00:00Z'); // 20:00 in Paris
      const late = await post('/api/offers.json', stay('2026-12-02'));
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual(over('body.searchCriterias.checkin'));
      expect(late.json().details[0].message).toBe(`must be after today: from ${TODAY_CUTOFF_HOUR}:00 in Europe/Paris today can no longer be booked`);
      expect((await post('/api/offers.json', stay('2026-12-03'))).statusCode).toBe(200);
      now = new Date('2026-12-01T23:30:00Z'); // still 1 December in UTC, already the 2nd in Paris
      const past = await post('/api/offers.json', stay('2026-12-01'));
      expect(past.json()).toEqual(over('body.searchCriterias.checkin'));
      expect(past.json().details[0].message).toBe('must not be before today (2026-12-02 in Europe/Paris)');
    });

    it('refuses a past check-in with 400 naming the field in every search: offers, fallback, facets, activity-only', async () => {
      now = new Date('2026-12-05T09:00:00Z');
      const replies = [
        [await post('/api/offers.json', stay('2026-12-02')), 'body.searchCriterias.checkin'],
        [await get('/api/offers.json?locale=fr_FR&hotelId=2&checkin=2026-12-02&night=1'), 'query.checkin'],
        [await post('/api/search/facets.json', { locale: 'fr_FR', criterias: { checkin: '2026-12-02' } }), 'body.criterias.checkin'],
        [await post('/api/search/facets.json', { locale: 'fr_FR', flow: 'activity', criterias: { city: 'Annecy', checkin: '2026-12-02' } }), 'body.criterias.checkin'],
        [await post('/api/search/activity-only.json', { locale: 'fr_FR', criteria: { city: 'Annecy', checkin: '2026-12-02' } }), 'body.criteria.checkin'],
      ] as const;
      for (const [reply, field] of replies) expect({ status: reply.statusCode, body: reply.json() }).toEqual({ status: 400, body: over(field) });
    });

    it('refuses possible nights for a check-in that is over, for a weekend and for a site', async () => {
      now = new Date('2026-12-05T09:00:00Z');
      for (const siteOrId of ['12', 'fr']) {
        const reply = await get(`/api/weekend/${siteOrId}/packageCheckoutNights.json?checkin=2026-12-04&locale=fr_FR`);
        expect({ status: reply.statusCode, body: reply.json() }).toEqual({ status: 400, body: over('query.checkin') });
      }
      expect((await get('/api/weekend/12/packageCheckoutNights.json?checkin=2026-12-06&locale=fr_FR')).statusCode).toBe(200);
    });

    it('marks days that are over unavailable in both calendars instead of pricing them', async () => {
      now = new Date('2026-12-10T19:30:00Z'); // 20:30 in Paris: the 10th is over too
      const product = v.parse(ENDPOINTS.productAvailability.reply, (await get('/api/weekend/12/availabilities.json?locale=fr_FR&month=2026-12&length=1')).json());
      const priced = Object.keys(product.days).filter((day) => product.days[day] !== null);
      expect(priced[0]).toBe('2026-12-11');
      expect(Object.values(product.days).filter((day) => day?.bestPriceOfTheMonth).length).toBeGreaterThan(0);
      const hotel = v.parse(ENDPOINTS.hotelAvailability.reply, (await get('/api/hotels/1/availabilities.json?locale=fr_FR&month=2026-12')).json());
      expect(hotel[0].day).toBe('2026-12-11');
    });

    it('documents the rule it enforces, with the calendar’s cut-off hour', async () => {
      await app.ready();
      const document = app.swagger() as { paths: Record<string, { get: { parameters: { name: string; description?: string }[] } }> };
      const checkin = document.paths['/api/weekend/{siteOrId}/packageCheckoutNights.json'].get.parameters.find((parameter) => parameter.name === 'checkin');
      expect(checkin?.description).toContain(`today from ${TODAY_CUTOFF_HOUR}:00`);
    });
  });

  it('publishes the OpenAPI document of every contract route', async () => {
    await app.ready();
    const document = app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/offers.json', '/api/search/facets.json', '/api/autocomplete-geonames.json']));
  });
});
