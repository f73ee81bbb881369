import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, RECOMMENDED_OFFERS_LIMIT, type RecommendedOffers } from '@escapade/api-contract';
import type { CatalogSnapshot, Offer } from '../../catalog/catalog-snapshot';
import { distanceKm } from '../../search/geo';
import { buildSeededCatalogApp } from '../../testing/seeded-app';
import { NEARBY_RADIUS_KM } from './recommended-offers';

describe('GET /api/product/{id}/recommended-offers (seeded catalog in PGlite)', () => {
  let snapshot: CatalogSnapshot;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, snapshot } = await buildSeededCatalogApp());
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const recommended = async (offer: Offer, query = ''): Promise<RecommendedOffers> => {
    const reply = await get(`/api/product/${offer.id}/recommended-offers?locale=fr_FR${query}`);
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.recommendedOffers.reply, reply.json());
  };
  const french = () => snapshot.offers.filter((offer) => offer.markets.includes('fr_FR'));
  const hotelOf = (offer: Offer) => snapshot.hotels.find((hotel) => hotel.id === offer.hotelId);
  const offerOf = (id: number) => snapshot.offers.find((offer) => offer.id === id) as Offer;
  const regionOf = (offer: Offer) => snapshot.places.find((place) => place.id === hotelOf(offer)?.cityId)?.regionId ?? null;

  it('recommends up to 8 offers of other hotels sold in the market, one per hotel, sharing a theme, in the region or around the hotel', async () => {
    let checked = 0;
    for (const offer of french().slice(0, 12)) {
      const { offers } = await recommended(offer);
      expect(offers.length).toBeLessThanOrEqual(RECOMMENDED_OFFERS_LIMIT);
      const hotels = offers.map((card) => card.hotel.id);
      expect(new Set(hotels).size).toBe(hotels.length);
      expect(hotels).not.toContain(offer.hotelId);
      const own = hotelOf(offer);
      for (const card of offers) {
        const other = offerOf(card.id);
        const otherHotel = hotelOf(other);
        expect(other.markets).toContain('fr_FR');
        expect(other.themeIds.some((id) => offer.themeIds.includes(id))).toBe(true);
        const sameRegion = regionOf(other) !== null && regionOf(other) === regionOf(offer);
        const near = own && otherHotel ? distanceKm(own.latitude, own.longitude, otherHotel.latitude, otherHotel.longitude) <= NEARBY_RADIUS_KM + 1 : false;
        expect(sameRegion || near).toBe(true);
      }
      checked += offers.length;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('ranks the region’s offers by the number of themes they share with the weekend', async () => {
    for (const offer of french().slice(0, 12)) {
      const { offers } = await recommended(offer);
      const inRegion = offers.filter((card) => regionOf(offerOf(card.id)) === regionOf(offer));
      const shared = inRegion.map((card) => offerOf(card.id).themeIds.filter((id) => offer.themeIds.includes(id)).length);
      expect(shared).toEqual([...shared].sort((a, b) => b - a));
    }
  });

  it('prices the cards for the page’s party, as the results cards (the same mapping)', async () => {
    const offer = french()[0];
    const { offers } = await recommended(offer, '&adult=3&child=1');
    for (const card of offers) expect(card).toMatchObject({ participants: 3, itemCategory: 'weekend', priceType: 'from' });
    const gifts = await recommended(offer, '&flow=gifting');
    for (const card of gifts.offers) expect(card).toMatchObject({ itemCategory: 'single_voucher', priceType: 'gift' });
  });

  it('answers 404 for an unknown weekend and 400 naming the field for bad input', async () => {
    expect((await get('/api/product/999999/recommended-offers?locale=fr_FR')).statusCode).toBe(404);
    const [offer] = french();
    for (const [query, field] of [
      ['locale=xx_XX', 'query.locale'],
      ['locale=fr_FR&flow=hotel', 'query.flow'],
      ['locale=fr_FR&adult=0', 'query.adult'],
      ['locale=fr_FR&checkin=2026-03-01', 'query.checkin'],
    ]) {
      const reply = await get(`/api/product/${offer.id}/recommended-offers?${query}`);
      expect({ query, status: reply.statusCode }).toEqual({ query, status: 400 });
      expect((reply.json() as { details: { field: string }[] }).details.map((detail) => detail.field)).toContain(field);
    }
  });
});
