import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import * as v from 'valibot';
import { ENDPOINTS, type OfferCard } from '@escapade/api-contract';
import { addDays, daysBetween, MARKETS, type MarketCode } from '@escapade/util-market';
import { endOfMarketDay, marketToday } from '@escapade/util-market/clock';
import {
  cancellationDeadlineOf,
  cancellationDisplay,
  isCancellable,
  loadPricingMessages,
  type MessageDescriptor,
  type PricingCatalog,
  perNightCents,
  promoOf,
  promoPercentage,
  ratingLabel,
} from '@escapade/util-pricing';
import {
  buildActivityOnlySearchRequest,
  buildFacetRequest,
  buildOffersSearchRequest,
  defaultCriteria,
  priceHistogramBands,
  type Flow,
  type SearchCriteria,
} from '@escapade/util-criteria';
import { buildApp } from '../../app';
import { CLOSED_NIGHT, type CatalogSnapshot, type Hotel, type Offer } from '../../catalog/catalog-snapshot';
import { loadCatalogSnapshot } from '../../catalog/load-catalog-snapshot';
import type { OpenedDatabase } from '../../db/open-database';
import { openSeededTestDatabase } from '../../seed/testing/open-seeded-test-database';

/**
 * The server computes what cards show (cancellation deadline and whether it still applies,
 * reference price, per-night price, rating label) and the storefront recomputes or reads them
 * with util-pricing and util-market. For 1,000 random offers of the seeded catalog, searched at a
 * random moment of the weeks the clocks change in 2026 in every market, the two must agree.
 * Runs on PGlite, and on PostgreSQL when `DATABASE_URL` is set.
 */

const RUNS = 1_000;
const MINUTE_MS = 60_000;

/** The weeks around the DST changes of 2026 (last Sundays of March and October), as instants. */
const DST_WEEKS = [
  { from: Date.parse('2026-03-25T00:00:00Z'), to: Date.parse('2026-04-02T00:00:00Z') },
  { from: Date.parse('2026-10-21T00:00:00Z'), to: Date.parse('2026-10-29T00:00:00Z') },
];

/** The two-adult price of a stay straight from the calendar (two adults pay the calendar price), or null when not sold. */
function calendarTotal(offer: Offer, checkin: string, nights: number): number | null {
  const first = daysBetween(offer.calendar.start, checkin);
  if (first < 0 || first + nights > offer.calendar.prices.length || offer.calendar.minLos[first] > nights || nights > offer.calendar.maxLos) return null;
  const prices = [...offer.calendar.prices.subarray(first, first + nights)];
  return prices.includes(CLOSED_NIGHT) ? null : prices.reduce((sum, price) => sum + price, 0);
}

describe('the server and the client libraries agree on every card', () => {
  let database: OpenedDatabase;
  let snapshot: CatalogSnapshot;
  let app: FastifyInstance;
  let now = new Date();
  const catalogs = new Map<string, PricingCatalog>();

  /** A descriptor formatted as the storefront formats it: the market language's catalog, the market's locale. */
  const clientText = (descriptor: MessageDescriptor, market: MarketCode) => {
    const { language, locale } = MARKETS[market];
    return String(new IntlMessageFormat(catalogs.get(language)?.[descriptor.id] ?? descriptor.defaultMessage, locale).format(descriptor.values));
  };

  beforeAll(async () => {
    database = await openSeededTestDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { inMemory: true });
    snapshot = await loadCatalogSnapshot(database.db);
    app = await buildApp({ catalog: async () => snapshot, now: () => now, rateLimit: false, apiReference: false });
    for (const market of Object.values(MARKETS)) catalogs.set(market.language, await loadPricingMessages(market.language));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('for 1,000 random offers across the DST weeks of every market: deadline, cancellable flag, reference price, per-night price and rating label', async () => {
    const hotels = new Map<number, Hotel>(snapshot.hotels.map((hotel) => [hotel.id, hotel]));
    const sample = fc
      .record({
        offer: fc.constantFrom(...snapshot.offers),
        marketIndex: fc.nat(),
        week: fc.constantFrom(...DST_WEEKS),
        minute: fc.nat({ max: 8 * 24 * 60 - 1 }),
        // The deadline day relative to the market's today: yesterday (passed), today or later (still open).
        deadlineShift: fc.integer({ min: -2, max: 3 }),
        nights: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ offer, marketIndex, week, minute, deadlineShift, nights }) => {
        const market = offer.markets[marketIndex % offer.markets.length];
        const at = new Date(week.from + minute * MINUTE_MS);
        const checkin = addDays(marketToday(at, market), Math.max(1, offer.cancellationDays + deadlineShift));
        return { offer, market, at, checkin, nights, total: calendarTotal(offer, checkin, nights) };
      });

    let checked = 0;
    await fc.assert(
      fc.asyncProperty(sample, async ({ offer, market, at, checkin, nights, total }) => {
        fc.pre(total !== null);
        now = at;
        const reply = await app.inject({
          method: 'POST',
          url: '/api/offers.json',
          payload: { locale: market, orderBy: 'priceAsc', numberOfPackagesPerHotel: 10, searchCriterias: { hotelId: offer.hotelId, checkin, night: nights, adult: 2 } },
        });
        expect(reply.statusCode).toBe(200);
        const card: OfferCard | undefined = v.parse(ENDPOINTS.searchOffers.reply, reply.json()).exactMatches.find((match) => match.id === offer.id);
        if (!card) throw new Error(`offer ${offer.id} is sold on ${checkin} for ${nights} nights but the search left it out`);

        // Cancellation: the end of the deadline day on the market's clock, and only while it is still ahead.
        const policy = card.cancellationPolicy;
        const deadlineDay = addDays(checkin, -offer.cancellationDays);
        const open = offer.cancellationType !== 'NCNR' && at.getTime() <= endOfMarketDay(deadlineDay, market);
        expect(isCancellable(policy)).toBe(open);
        expect(cancellationDeadlineOf(policy, market)).toBe(open ? endOfMarketDay(deadlineDay, market) : undefined);
        expect(policy?.cancellableUntil).toBe(open ? deadlineDay : null);
        expect(policy?.message).toBe(clientText(cancellationDisplay({ hasDates: true, policy, market, now: at }).message, market));

        // Prices: the calendar's total, the per-night price the card shows, and the promo read back from the reference price.
        expect(card.sellPrice).toBe(total);
        expect(perNightCents(card.sellPrice, card.nights)).toBe(perNightCents(total as number, nights));
        for (const price of [card, ...card.prices]) {
          if (offer.promo === 0) expect(price.refPrice).toBeNull();
          else expect(Math.round(promoPercentage(price.sellPrice, price.refPrice as number))).toBe(offer.promo);
          expect(promoOf(price, 'offer')).toEqual(promoOf({ sellPrice: price.sellPrice, refPrice: price.refPrice, promo: offer.promo }, 'offer'));
        }

        // Rating: the label the card's review gives is the one of the hotel's own score.
        const hotel = hotels.get(offer.hotelId) as Hotel;
        for (const allIncentives of [true, false]) {
          expect(ratingLabel(card.hotel.review.average, { reviewCount: card.hotel.review.count, allIncentives })).toEqual(
            ratingLabel(hotel.reviewAverage, { reviewCount: hotel.reviewCount, allIncentives }),
          );
        }
        checked += 1;
      }),
      { numRuns: RUNS, maxSkipsPerRun: 1_000 },
    );
    expect(checked).toBe(RUNS);
  }, 300_000);

  describe('the price histogram under the slider', () => {
    const searches: [MarketCode, Flow, Partial<SearchCriteria>][] = [
      ['fr_FR', 'booking', { city: 'Paris' }],
      ['es_ES', 'booking', { stars: [3, 4] }],
      ['it_IT', 'gifting', {}],
      ['nl_BE', 'hotel', { hotelScore: 8 }],
      ['fr_FR', 'activity', { city: 'Paris' }],
    ];

    const post = async <T>(endpoint: { path: string; reply: v.GenericSchema<unknown, T> }, payload: object): Promise<T> => {
      const reply = await app.inject({ method: 'POST', url: `/api${endpoint.path}`, payload });
      expect(reply.statusCode).toBe(200);
      return v.parse(endpoint.reply, reply.json());
    };

    it.each(searches)(
      "has the client slider's bands, and choosing a band through the client's requests finds as many results as its bar counts (%s %s %j)",
      async (market, flow, criteria) => {
        now = new Date('2026-03-21T10:00:00Z');
        const search: SearchCriteria = { ...defaultCriteria(flow), ...criteria };
        const facets = (draft: SearchCriteria) => post(ENDPOINTS.searchFacets, buildFacetRequest(draft, { flow, locale: market, search: draft }));
        const results = async (draft: SearchCriteria) =>
          flow === 'activity'
            ? (await post(ENDPOINTS.searchActivityOnly, buildActivityOnlySearchRequest(draft, { locale: market, limit: 1 }))).resultsCount
            : (await post(ENDPOINTS.searchOffers, buildOffersSearchRequest(draft, { locale: market, limit: 1 }))).resultsCount;
        const { filters } = await facets(search);
        expect(filters.priceBands.map(({ min, max }) => ({ min, max }))).toEqual(priceHistogramBands(flow));
        const filled = filters.priceBands.filter((band) => band.count > 0);
        expect(filled.length).toBeGreaterThan(0);
        for (const band of [...filled, filters.priceBands.find((entry) => entry.count === 0)].filter((entry) => entry !== undefined)) {
          const inBand = { ...search, priceMin: band.min === 0 ? undefined : band.min, priceMax: band.max === null ? undefined : band.max - 1 };
          const narrowed = await facets(inBand);
          expect(narrowed.resultsCount).toBe(band.count);
          expect(await results(inBand)).toBe(band.count);
          // The price filter does not narrow its own histogram.
          expect(narrowed.filters.priceBands).toEqual(filters.priceBands);
        }
      },
      120_000,
    );
  });
});
