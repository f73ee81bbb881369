import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ENDPOINTS, NEARBY_HOTELS_LIMIT, NEARBY_HOTELS_RADIUS_KM, type NearbyHotels } from '@escapade/api-contract';
import type { CatalogSnapshot, Hotel } from '../../catalog/catalog-snapshot';
import { distanceKm } from '../../search/geo';
import { buildSeededCatalogApp } from '../../testing/seeded-app';

describe('GET /api/hotels/{hotelId}/nearby.json (seeded catalog in PGlite)', () => {
  let snapshot: CatalogSnapshot;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, snapshot } = await buildSeededCatalogApp());
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const nearby = async (hotel: Hotel, locale = 'fr_FR'): Promise<NearbyHotels> => {
    const reply = await get(`/api/hotels/${hotel.id}/nearby.json?locale=${locale}`);
    expect(reply.statusCode).toBe(200);
    return v.parse(ENDPOINTS.nearbyHotels.reply, reply.json());
  };
  const hotelById = (id: number) => snapshot.hotels.find((hotel) => hotel.id === id) as Hotel;
  const sells = (hotel: Hotel, locale: string) => snapshot.offers.some((offer) => offer.hotelId === hotel.id && offer.markets.includes(locale as never));
  const awayFrom = (hotel: Hotel, other: Hotel) => distanceKm(hotel.latitude, hotel.longitude, other.latitude, other.longitude);

  it('lists up to 8 other hotels selling in the market within 50 km, nearest first, one card each', async () => {
    let listed = 0;
    for (const hotel of snapshot.hotels.filter((candidate) => sells(candidate, 'fr_FR')).slice(0, 15)) {
      const { offers } = await nearby(hotel);
      expect(offers.length).toBeLessThanOrEqual(NEARBY_HOTELS_LIMIT);
      const hotels = offers.map((card) => card.hotel.id);
      expect(new Set(hotels).size).toBe(hotels.length);
      expect(hotels).not.toContain(hotel.id);
      for (const card of offers) {
        expect(awayFrom(hotel, hotelById(card.hotel.id))).toBeLessThanOrEqual(NEARBY_HOTELS_RADIUS_KM + 0.5);
        expect(card.distance).toBeCloseTo(awayFrom(hotel, hotelById(card.hotel.id)), 0);
      }
      const distances = offers.map((card) => card.distance ?? Number.NaN);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const card of offers) {
        expect(sells(hotelById(card.hotel.id), 'fr_FR')).toBe(true);
        expect(card).toMatchObject({ priceType: 'from', itemCategory: 'weekend', participants: 2 });
      }
      listed += offers.length;
    }
    expect(listed).toBeGreaterThan(0);
  });

  it('lists, for each, the same card as its cheapest getaway in the results page’s hotel search', async () => {
    let offers: NearbyHotels['offers'] = [];
    for (const hotel of snapshot.hotels.filter((candidate) => sells(candidate, 'fr_FR'))) {
      ({ offers } = await nearby(hotel));
      if (offers.length >= 3) break;
    }
    expect(offers.length).toBeGreaterThanOrEqual(3);
    for (const card of offers.slice(0, 3)) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/offers.json',
        payload: { locale: 'fr_FR', orderBy: 'priceAsc', searchCriterias: { hotelId: String(card.hotel.id) }, numberOfPackagesPerHotel: 1, limit: 1 },
      });
      expect(reply.statusCode).toBe(200);
      const [cheapest] = (reply.json() as { exactMatches: { id: number; sellPrice: number }[] }).exactMatches;
      expect(card.sellPrice).toBe(cheapest.sellPrice);
    }
  });

  it('answers in the market asked: no card of a hotel that does not sell there', async () => {
    let listed = 0;
    for (const hotel of snapshot.hotels.filter((candidate) => sells(candidate, 'it_IT')).slice(0, 15)) {
      const { offers } = await nearby(hotel, 'it_IT');
      for (const card of offers) expect(sells(hotelById(card.hotel.id), 'it_IT')).toBe(true);
      listed += offers.length;
    }
    expect(listed).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown hotel and 400 naming the field for bad input', async () => {
    expect((await get('/api/hotels/999999/nearby.json?locale=fr_FR')).statusCode).toBe(404);
    const [hotel] = snapshot.hotels;
    for (const [path, field] of [
      [`/api/hotels/${hotel.id}/nearby.json?locale=xx_XX`, 'query.locale'],
      [`/api/hotels/${hotel.id}/nearby.json`, 'query.locale'],
      [`/api/hotels/${hotel.id}/nearby.json?locale=fr_FR&limit=3`, 'query.limit'],
      ['/api/hotels/0/nearby.json?locale=fr_FR', 'params.hotelId'],
    ]) {
      const reply = await get(path);
      expect({ path, status: reply.statusCode }).toEqual({ path, status: 400 });
      expect(JSON.stringify(reply.json())).toContain(field);
    }
  });
});
