import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, type ProductDetail, type ProductQuote, type ProductUpsells } from '@escapade/api-contract';
import { addDays } from '@escapade/util-market';
import type { CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { buildSeededCatalogApp } from '../../testing/seeded-app';
import { stayBasePrice } from '../../search/stay-price';

const TODAY = '2026-04-01';

describe('GET /api/product/{id}/upsells (seeded catalog in PGlite)', () => {
  let snapshot: CatalogSnapshot;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, snapshot } = await buildSeededCatalogApp());
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const parsed = async <T>(url: string, schema: v.GenericSchema<unknown, T>): Promise<T> => {
    const reply = await get(url);
    expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
    return v.parse(schema, reply.json());
  };
  const upsellsOf = (offer: Offer, query = '') => parsed<ProductUpsells>(`/api/product/${offer.id}/upsells?locale=fr_FR${query}`, ENDPOINTS.productUpsells.reply);
  const offerOf = (id: number) => snapshot.offers.find((offer) => offer.id === id) as Offer;
  const french = () => snapshot.offers.filter((offer) => offer.markets.includes('fr_FR'));

  /** French offers with at least one extra, and their extras without dates. */
  const withUpsells = async (count: number) => {
    const found: { offer: Offer; reply: ProductUpsells }[] = [];
    for (const offer of french()) {
      const reply = await upsellsOf(offer);
      if (reply.upsells.length > 0) found.push({ offer, reply });
      if (found.length === count) break;
    }
    return found;
  };
  const commonCheckin = (a: Offer, b: Offer, nights: number): string | undefined => {
    for (let day = addDays(TODAY, 2); day < addDays(TODAY, 300); day = addDays(day, 1)) {
      if (stayBasePrice(a.calendar, day, nights) !== null && stayBasePrice(b.calendar, day, nights) !== null) return day;
    }
    return undefined;
  };

  it('offers other offers of the same hotel, sold in the market, of the same length, with a label and a picture in every size', async () => {
    const found = await withUpsells(5);
    expect(found.length).toBe(5);
    for (const { offer, reply } of found) {
      for (const upsell of reply.upsells) {
        const other = offerOf(upsell.id);
        expect({ id: upsell.id, hotel: other.hotelId, sold: other.markets.includes('fr_FR'), nights: other.nights }).toEqual({
          id: upsell.id,
          hotel: offer.hotelId,
          sold: true,
          nights: offer.nights,
        });
        expect(upsell.id).not.toBe(offer.id);
        expect(upsell.label.length).toBeGreaterThan(0);
        expect(upsell.imagesBySize?.LARGE).toMatch(/^\/api\/images\//);
        expect(upsell.activityIds.every((id) => other.activityIds.includes(id) && !offer.activityIds.includes(id))).toBe(true);
      }
    }
  });

  it('the price difference of a dated stay is the difference of the two quotes for the same dates and party', async () => {
    let compared = 0;
    for (const { offer, reply } of await withUpsells(8)) {
      const upsell = reply.upsells[0];
      const checkin = commonCheckin(offer, offerOf(upsell.id), offer.nights);
      if (checkin === undefined) continue;
      const stay = `&checkin=${checkin}&nights=${offer.nights}&adult=3&child=1&baby=0`;
      const dated = await upsellsOf(offer, stay);
      const quote = (id: number) => parsed<ProductQuote>(`/api/product/${id}/quote?locale=fr_FR${stay}`, ENDPOINTS.productQuote.reply);
      const [own, other] = await Promise.all([quote(offer.id), quote(upsell.id)]);
      const difference = (other.priceInfo?.sellPrice ?? NaN) - (own.priceInfo?.sellPrice ?? NaN);
      const shown = dated.upsells.find((candidate) => candidate.id === upsell.id);
      expect({ offer: offer.id, upsell: upsell.id, difference: shown?.priceDifference }).toEqual({ offer: offer.id, upsell: upsell.id, difference });
      if (shown?.type === 'STAYS') expect(shown.priceDifferencePerLos[String(offer.nights)]).toBe(difference);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });

  it('with dates, leaves out an extra that cannot be booked on them, and keeps it without dates', async () => {
    let checked = 0;
    for (const { offer, reply } of await withUpsells(12)) {
      const upsell = reply.upsells[0];
      const other = offerOf(upsell.id);
      // A day the stay sells and its extra does not (closed, or not on sale that day).
      let checkin: string | undefined;
      for (let day = addDays(TODAY, 2); day < addDays(TODAY, 300) && checkin === undefined; day = addDays(day, 1)) {
        if (stayBasePrice(offer.calendar, day, offer.nights) !== null && stayBasePrice(other.calendar, day, offer.nights) === null) checkin = day;
      }
      if (checkin === undefined) continue;
      const dated = await upsellsOf(offer, `&checkin=${checkin}&nights=${offer.nights}&adult=2&child=0&baby=0`);
      expect({ offer: offer.id, checkin, listed: dated.upsells.map((shown) => shown.id) }).toEqual({ offer: offer.id, checkin, listed: expect.not.arrayContaining([upsell.id]) });
      expect(dated.upsells.every((shown) => shown.priceDifference !== null)).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });

  it('a single voucher upsell’s differences by nights are those of the two gift price lists', async () => {
    let compared = 0;
    for (const { offer, reply } of await withUpsells(40)) {
      for (const upsell of reply.upsells.filter((candidate) => candidate.type === 'SINGLE_VOUCHER')) {
        const detail = (id: number) => parsed<ProductDetail>(`/api/weekend/${id}/detail.json?locale=fr_FR`, ENDPOINTS.productDetail.reply);
        const [own, other] = await Promise.all([detail(offer.id), detail(upsell.id)]);
        const expected = Object.fromEntries(
          other.giftPrices.flatMap((gift) => {
            const mine = own.giftPrices.find((price) => price.nights === gift.nights);
            return mine ? [[String(gift.nights), gift.sellPrice - mine.sellPrice]] : [];
          }),
        );
        expect(upsell.priceDifferencePerLos).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown weekend and one not sold in the market', async () => {
    expect((await get('/api/product/999999/upsells?locale=fr_FR')).statusCode).toBe(404);
    const foreign = snapshot.offers.find((offer) => !offer.markets.includes('nl_NL'));
    if (foreign) expect((await get(`/api/product/${foreign.id}/upsells?locale=nl_NL`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const [offer] = french();
    for (const [query, field] of [
      ['locale=xx_XX', 'query.locale'],
      ['locale=fr_FR&adult=0', 'query.adult'],
      ['locale=fr_FR&nights=0', 'query.nights'],
      ['locale=fr_FR&checkin=2026-02-30', 'query.checkin'],
      ['locale=fr_FR&checkin=2026-03-01', 'query.checkin'],
    ]) {
      const reply = await get(`/api/product/${offer.id}/upsells?${query}`);
      expect({ query, status: reply.statusCode }).toEqual({ query, status: 400 });
      expect((reply.json() as { details: { field: string }[] }).details.map((detail) => detail.field)).toContain(field);
    }
    expect((await get('/api/product/abc/upsells?locale=fr_FR')).statusCode).toBe(400);
  });
});
