import * as v from 'valibot';
import { ENDPOINTS } from '@escapade/api-contract';
import { buildMapMarkerCardRequest, buildMapSearchRequest } from './map-requests';
import { buildOffersSearchRequest } from './request-builders';
import { parseLocation } from './search-hash';

const located = (hash: string, search = '?flow=booking') => parseLocation({ search, hash });
const pageSearch = (hash: string, search?: string) => buildOffersSearchRequest(located(hash, search), { locale: 'it_IT', limit: 24 });

describe('map calls (search-side.md section 7: map markers read id, location and weekend ids)', () => {
  it('map: the same criteria with performMapSearch and performGiftableSearch, no pagination', () => {
    expect(buildMapSearchRequest(pageSearch('#city=Lyon', '?flow=gifting&page=3'))).toEqual({
      searchCriterias: { city: 'Lyon', adult: 2, child: 0, baby: 0, singleRoom: false },
      performMapSearch: true,
      performGiftableSearch: true,
      locale: 'it_IT',
    });
    expect(buildMapSearchRequest(pageSearch('')).performGiftableSearch).toBe(false);
  });

  it("a marker's card: the search narrowed to the marker's hotel, its first result only, whatever page is shown", () => {
    const search = buildOffersSearchRequest(located('#city=Lyon&checkin=2024-05-01&checkout=2024-05-03&sort=priceAsc', '?flow=booking&page=3'), { locale: 'fr_FR', limit: 24 });
    const body = buildMapMarkerCardRequest(search, 42);
    expect(body).toMatchObject({
      searchCriterias: { city: 'Lyon', hotelId: 42, checkin: '2024-05-01', adult: 2 },
      orderBy: 'priceAsc',
      limit: 1,
      pagination: { page: 0, limit: 1 },
      fetchPageModel: false,
      performMapSearch: false,
    });
    expect(v.parse(ENDPOINTS.searchOffers.body, body)).toMatchObject({ searchCriterias: { hotelId: 42 } });
  });
});
