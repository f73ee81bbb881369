import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { ENDPOINTS, type ActivityDetail, type ActivityOnlyMatch, type ProductDetail, type ProductQuote } from '@escapade/api-contract';
import { addDays, type IsoDate } from '@escapade/util-market';
import { PRIOR_PRICE_DAYS } from '@escapade/util-pricing';
import type { ActivityOnlyProduct, CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { loadActivityOnlyByIds, loadOffersByIds } from '../../catalog/load-catalog-snapshot';
import { priceForParty, stayBasePrice } from '../../search/stay-price';
import { updateOfferCalendar } from '../../search/testing/catalog-writes';
import { buildSeededCatalogApp, SEEDED_NOW } from '../../testing/seeded-app';

const TODAY = SEEDED_NOW.toISOString().slice(0, 10);

/** The seeded history of an offer as stored: when its promo began and every price list, today's last. */
interface StoredHistory {
  promoFrom: IsoDate | null;
  lists: { from: IsoDate; start: IsoDate; prices: (number | null)[] }[];
}

describe('the lowest price of the 30 days before a promo (EU price-indication rule), on the seeded catalog', () => {
  let snapshot: CatalogSnapshot;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, snapshot } = await buildSeededCatalogApp());
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const detail = async (url: string): Promise<ProductDetail> => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.productDetail.reply, reply.json());
  };
  const quote = async (url: string): Promise<ProductQuote> => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.productQuote.reply, reply.json());
  };
  const activityPage = async (productId: number): Promise<ActivityDetail> => {
    const reply = await get(`/api/activity-only/weekend/${productId}/detail.json?locale=fr_FR`);
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.activityDetail.reply, reply.json());
  };
  /** The voucher's card in the activity search around its centre, for `participants`. */
  const activityCard = async (product: ActivityOnlyProduct, participants: number): Promise<ActivityOnlyMatch | undefined> => {
    const { latitude: lat, longitude: lng } = product.activityCenter;
    const reply = await app.inject({
      method: 'POST',
      url: '/api/search/activity-only.json',
      payload: { locale: 'fr_FR', criteria: { lat, lng, distanceMax: 1, adult: participants }, limit: 50 },
    });
    expect({ status: reply.statusCode, body: reply.statusCode === 200 ? null : reply.json() }).toEqual({ status: 200, body: null });
    return v.parse(ENDPOINTS.searchActivityOnly.reply, reply.json()).exactMatches.find((match) => match.id === product.id);
  };
  const frenchVouchers = (): ActivityOnlyProduct[] => snapshot.activityOnlyProducts.filter((product) => product.markets.includes('fr_FR'));
  const frenchOffers = (promo: boolean): Offer[] => snapshot.offers.filter((offer) => offer.markets.includes('fr_FR') && offer.promo >= 10 === promo);
  const firstOpenCheckin = (offer: Offer): IsoDate => {
    for (let day = addDays(TODAY, 2); ; day = addDays(day, 1)) if (stayBasePrice(offer.calendar, day, offer.nights) !== null) return day;
  };
  /** The stored history, read with plain SQL; the seed's changes are at midnight UTC, the same day in every market. */
  const storedHistory = async (offerId: number): Promise<StoredHistory> => {
    const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
    const offer = await sql<{ promo_from: string | null }>`select ${day('promo_from')} as promo_from from offers where id = ${offerId}`.execute(app.db);
    const lists = await sql<{ from: string; start: string; prices: (number | null)[] }>`
      select * from (
        select ${day('effective_from')} as from, start_date as start, prices from offer_price_history where offer_id = ${offerId}
        union all
        select ${day('prices_from')}, start_date, prices from offer_calendars where offer_id = ${offerId}
      ) as lists order by 1`.execute(app.db);
    return { promoFrom: offer.rows[0].promo_from, lists: lists.rows };
  };
  /** The rule worked out day by day: the stay's price under the list in force on each of the 30 days. */
  const dayByDayLowest = (history: StoredHistory, stayPrice: (prices: (number | null)[], start: IsoDate) => number | null): number | null => {
    const prices: number[] = [];
    for (let back = PRIOR_PRICE_DAYS; back >= 1; back--) {
      const day = addDays(history.promoFrom as IsoDate, -back);
      const list = history.lists.filter((entry) => entry.from <= day).at(-1);
      const price = list ? stayPrice(list.prices, list.start) : null;
      if (price !== null) prices.push(price);
    }
    return prices.length === 0 ? null : Math.min(...prices);
  };

  it('seeds a history for every promo: earlier prices before the promo began, the promo no later than the calendars’ first day', async () => {
    const promos = snapshot.offers.filter((offer) => offer.promo > 0);
    expect(promos.length).toBeGreaterThan(10);
    for (const offer of promos) {
      const history = await storedHistory(offer.id);
      const promoFrom = history.promoFrom as IsoDate;
      expect(promoFrom <= offer.calendar.start).toBe(true);
      // The earlier lists, then today's, which took effect when the promo began.
      expect(history.lists.length).toBeGreaterThanOrEqual(2);
      expect(history.lists.slice(0, -1).every((list) => list.from < promoFrom)).toBe(true);
      expect(history.lists.at(-1)?.from).toBe(promoFrom);
    }
    const withoutPromo = await storedHistory(snapshot.offers.find((offer) => offer.promo === 0)?.id as number);
    expect(withoutPromo.promoFrom).toBeNull();
    expect(withoutPromo.lists).toHaveLength(1);
  });

  it('gives, next to a dated promo price, the stay’s lowest price of the 30 days before the promo, above the promo price', async () => {
    let compared = 0;
    let belowReference = 0;
    for (const offer of frenchOffers(true).slice(0, 8)) {
      const checkin = firstOpenCheckin(offer);
      const party = { adults: 3, children: 1, babies: 0 };
      const body = await detail(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${offer.nights}&adult=3&child=1`);
      const history = await storedHistory(offer.id);
      const expected = dayByDayLowest(history, (prices, start) => {
        const base = stayBasePrice({ ...offer.calendar, start, prices: Int32Array.from(prices, (price) => price ?? -1) }, checkin, offer.nights);
        return base === null ? null : priceForParty(base, party);
      });
      expect({ offer: offer.id, lowestPriorPrice: body.price?.lowestPriorPrice }).toEqual({ offer: offer.id, lowestPriorPrice: expected });
      expect(body.price?.lowestPriorPrice).toBeGreaterThan(body.price?.sellPrice ?? Infinity);
      if ((body.price?.lowestPriorPrice ?? 0) < (body.price?.refPrice ?? 0)) belowReference += 1;
      compared += 1;
    }
    expect(compared).toBe(8);
    // Some promos followed a price rise inside the 30 days: their prior price is below the struck-through one.
    expect(belowReference).toBeGreaterThan(0);
  });

  it('gives the same number in the quote as on the product page, for several parties', async () => {
    for (const offer of frenchOffers(true).slice(0, 5)) {
      const checkin = firstOpenCheckin(offer);
      for (const party of ['adult=2&child=0&baby=0', 'adult=1&child=0&baby=0', 'adult=4&child=2&baby=1']) {
        const page = await detail(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&checkin=${checkin}&night=${offer.nights}&${party}`);
        const body = await quote(`/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}&${party}`);
        expect(body.priceInfo?.lowestPriorPrice).toEqual(expect.any(Number));
        expect(body.priceInfo?.lowestPriorPrice).toBe(page.price?.lowestPriorPrice);
      }
    }
  });

  it('gives a lowest prior price with the from price too, and none without a promo', async () => {
    for (const offer of frenchOffers(true).slice(0, 5)) {
      const body = await detail(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`);
      expect(body.price?.priceType).toBe('from');
      expect(body.price?.lowestPriorPrice).toBeGreaterThan(body.price?.sellPrice ?? Infinity);
    }
    for (const offer of frenchOffers(false)
      .filter((candidate) => candidate.promo === 0)
      .slice(0, 3)) {
      const checkin = firstOpenCheckin(offer);
      expect((await detail(`/api/weekend/${offer.id}/detail.json?locale=fr_FR`)).price?.lowestPriorPrice).toBeNull();
      expect((await quote(`/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}`)).priceInfo?.lowestPriorPrice).toBeNull();
    }
  });

  it('counts the market’s days: the same figure in every market that sells the offer', async () => {
    const offer = snapshot.offers.find((candidate) => candidate.promo >= 10 && candidate.markets.length > 1) as Offer;
    const checkin = firstOpenCheckin(offer);
    const figures = new Set<number | null | undefined>();
    for (const market of offer.markets) {
      figures.add((await quote(`/api/product/${offer.id}/quote?locale=${market}&checkin=${checkin}&nights=${offer.nights}`)).priceInfo?.lowestPriorPrice);
    }
    expect(figures.size).toBe(1);
    expect([...figures][0]).toEqual(expect.any(Number));
  });

  it('gives the same number on the results card as on the product page, dated or not, and none on a gift voucher', async () => {
    let compared = 0;
    for (const offer of frenchOffers(true)
      .filter((candidate) => candidate.nights === 1)
      .slice(0, 4)) {
      const checkin = firstOpenCheckin(offer);
      for (const dated of [true, false]) {
        const stay = dated ? { checkin, night: 1, adult: 3, child: 1 } : { adult: 3, child: 1 };
        const search = await app.inject({
          method: 'POST',
          url: '/api/offers.json',
          payload: { locale: 'fr_FR', searchCriterias: { hotelId: offer.hotelId, ...stay }, numberOfPackagesPerHotel: 20 },
        });
        expect({ status: search.statusCode, body: search.statusCode === 200 ? null : search.json() }).toEqual({ status: 200, body: null });
        const card = v.parse(ENDPOINTS.searchOffers.reply, search.json()).exactMatches.find((candidate) => candidate.id === offer.id);
        const page = await detail(`/api/weekend/${offer.id}/detail.json?locale=fr_FR&night=1&adult=3&child=1${dated ? `&checkin=${checkin}` : ''}`);
        expect(card?.sellPrice).toBe(page.price?.sellPrice);
        expect(card?.lowestPriorPrice).toEqual(expect.any(Number));
        expect(card?.lowestPriorPrice).toBe(page.price?.lowestPriorPrice);
        compared += 1;
      }
    }
    expect(compared).toBe(8);
    const giftable = frenchOffers(true).find((offer) => offer.isGiftable && offer.giftPrices.length > 0) as Offer;
    const gifts = await app.inject({
      method: 'POST',
      url: '/api/offers.json',
      payload: { locale: 'fr_FR', flowType: 'gift', searchCriterias: { hotelId: giftable.hotelId }, numberOfPackagesPerHotel: 20 },
    });
    const gift = v.parse(ENDPOINTS.searchOffers.reply, gifts.json()).exactMatches.find((candidate) => candidate.id === giftable.id);
    expect(gift?.lowestPriorPrice).toBeNull();
  });

  // The tests below change the catalog: they come last.

  it('keeps the promo’s start when its prices change during the promo: the changed list joins the history, the prior price stays', async () => {
    const offer = frenchOffers(true)[1];
    const checkin = firstOpenCheckin(offer);
    const url = `/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}`;
    const before = (await quote(url)).priceInfo?.lowestPriorPrice;
    const listsBefore = (await storedHistory(offer.id)).lists.length;
    const later = addDays(checkin, 60);
    await updateOfferCalendar(app.db, app.catalog, { offerId: offer.id, from: later, prices: [stayBasePrice(offer.calendar, later, 1) ?? 10_000] });
    expect((await storedHistory(offer.id)).lists).toHaveLength(listsBefore + 1);
    expect((await quote(url)).priceInfo?.lowestPriorPrice).toBe(before);
  });

  it('gives away a promo whose prices did not fall when it began: the prior price is the promo price itself', async () => {
    const offer = frenchOffers(true)[2];
    const checkin = firstOpenCheckin(offer);
    // The promo is announced 10 days after today's prices took effect: they held during its 30 days before.
    await sql`update offers set promo_from = (select prices_from + interval '10 days' from offer_calendars where offer_id = ${offer.id}) where id = ${offer.id}`.execute(app.db);
    const [reloaded] = await loadOffersByIds(app.db, [offer.id]);
    app.catalog.offers.upsert(reloaded);
    const body = await quote(`/api/product/${offer.id}/quote?locale=fr_FR&checkin=${checkin}&nights=${offer.nights}`);
    expect(body.priceInfo?.lowestPriorPrice).toBe(body.priceInfo?.sellPrice);
  });

  it('gives an activity voucher’s page the lowest price of the 30 days before its promo for as many participants, worked out day by day', async () => {
    const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
    let shown = 0;
    for (const product of frenchVouchers()) {
      const page = await activityPage(product.id);
      const stored = await sql<{ promo_from: string | null }>`select ${day('promo_from')} as promo_from from activity_only_products where id = ${product.id}`.execute(app.db);
      const promoFrom = stored.rows[0].promo_from as IsoDate | null;
      for (const price of Object.values(page.prices)) {
        if (price.promo === 0 || promoFrom === null) {
          expect({ product: product.id, prior: price.lowestPriorPrice }).toEqual({ product: product.id, prior: null });
          continue;
        }
        const lists = await sql<{ from: string; price: number }>`
          select ${day('effective_from')} as from, sell_price as price from activity_only_price_history
          where product_id = ${product.id} and participants = ${price.paxComposition.adults} order by 1`.execute(app.db);
        const inForce: number[] = [];
        for (let back = PRIOR_PRICE_DAYS; back >= 1; back--) {
          const list = lists.rows.filter((entry) => entry.from <= addDays(promoFrom, -back)).at(-1);
          if (list) inForce.push(list.price);
        }
        const expected = inForce.length === 0 ? null : Math.min(...inForce);
        expect({ product: product.id, participants: price.paxComposition.adults, prior: price.lowestPriorPrice }).toEqual({
          product: product.id,
          participants: price.paxComposition.adults,
          prior: expected,
        });
        if (price.lowestPriorPrice !== null) {
          shown += 1;
          // A real promo: below every price of the 30 days before it, none above the reference price.
          expect(price.lowestPriorPrice).toBeGreaterThan(price.sellPrice);
          expect(price.lowestPriorPrice).toBeLessThanOrEqual(price.refPrice ?? 0);
        }
      }
    }
    expect(shown).toBeGreaterThan(2);
  });

  it('gives the activity search’s cards the same number as the voucher’s page for as many participants, and none without a promo', async () => {
    let compared = 0;
    let withoutPromo = 0;
    for (const product of frenchVouchers()) {
      const page = await activityPage(product.id);
      for (const price of Object.values(page.prices)) {
        const card = (await activityCard(product, price.paxComposition.adults))?.activityOnlyVoucher.prices[String(price.paxComposition.adults)];
        expect({ product: product.id, sellPrice: card?.sellPrice, prior: card?.lowestPriorPrice }).toEqual({
          product: product.id,
          sellPrice: price.sellPrice,
          prior: price.lowestPriorPrice,
        });
        if (price.lowestPriorPrice !== null) compared += 1;
        if (price.promo === 0) {
          expect(card?.lowestPriorPrice).toBeNull();
          withoutPromo += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(2);
    expect(withoutPromo).toBeGreaterThan(2);
  });

  it('gives a voucher whose promo has no recorded history no prior price, on its card as on its page', async () => {
    const product = frenchVouchers().find((candidate) => candidate.priceHistory && candidate.prices.some((price) => price.sellPrice < price.refPrice)) as ActivityOnlyProduct;
    expect(Object.values((await activityPage(product.id)).prices).some((price) => price.lowestPriorPrice !== null)).toBe(true);
    await sql`update activity_only_products set promo_from = null where id = ${product.id}`.execute(app.db);
    await sql`delete from activity_only_price_history where product_id = ${product.id}`.execute(app.db);
    const [reloaded] = await loadActivityOnlyByIds(app.db, [product.id]);
    expect(reloaded.priceHistory ?? null).toBeNull();
    app.catalog.activityOnly.upsert(reloaded);
    const page = await activityPage(product.id);
    const promos = Object.values(page.prices).filter((price) => price.promo > 0);
    expect(promos.length).toBeGreaterThan(0);
    for (const price of promos) {
      expect(price.lowestPriorPrice).toBeNull();
      const card = await activityCard(product, price.paxComposition.adults);
      expect(card?.activityOnlyVoucher.prices[String(price.paxComposition.adults)]).toMatchObject({ promo: price.promo, lowestPriorPrice: null });
    }
  });
});
