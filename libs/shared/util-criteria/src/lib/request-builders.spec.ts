import {
  buildActivityOnlySearchRequest,
  buildFacetRequest,
  buildFallbackSearchRequest,
  buildHotelOffersLookupRequest,
  buildHotelPackagesRequest,
  buildMapSearchRequest,
  buildOffersSearchRequest,
  buildPackageCheckoutNightsRequest,
  searchCriteriasOf,
} from './request-builders';
import { parseLocation } from './search-hash';
import { EMPTY_FILTERS } from './types';

const located = (hash: string, search = '?flow=booking') => parseLocation({ search, hash });

describe('facet call (search-side.md section 7)', () => {
  it('sends criterias with the spec names: stars and tags comma-joined, pets as petsAllowed, withActivities=true', () => {
    const request = buildFacetRequest(
      {
        ...EMPTY_FILTERS,
        hotelTypes: ['castle'],
        hotelEnvironments: ['sea'],
        hotelStyles: ['design'],
        stars: [4, 5],
        hotelScore: 8,
        priceMin: 2000,
        priceMax: 9000,
        facilities: ['pets', 'wifi'],
        distanceMin: 1,
        distanceMax: 20,
        tags: ['12', '40'],
        lat: 45.76,
        lng: 4.83,
      },
      'booking',
    );
    expect(request).toEqual({
      method: 'POST',
      path: '/search/facets.json',
      body: {
        withActivities: true,
        criterias: {
          hotelType: ['castle'],
          hotelEnvironment: ['sea'],
          hotelStyle: ['design'],
          stars: '4,5',
          minHotelReviewScore: 8,
          priceMin: 2000,
          priceMax: 9000,
          facilities: ['wifi'],
          petsAllowed: true,
          distanceMin: 1,
          distanceMax: 20,
          lat: 45.76,
          lng: 4.83,
          tags: '12,40',
        },
      },
    });
  });

  it('in gifting the price keys are singleVoucherPriceMin and singleVoucherPriceMax', () => {
    const { body } = buildFacetRequest({ ...EMPTY_FILTERS, priceMin: 2000, priceMax: 9000 }, 'gifting');
    expect(body?.criterias).toEqual({ singleVoucherPriceMin: 2000, singleVoucherPriceMax: 9000 });
  });

  it('the distance criterion is left out without a known position; empty filters send nothing', () => {
    expect(buildFacetRequest({ ...EMPTY_FILTERS, distanceMax: 20 }, 'booking').body?.criterias).toEqual({});
  });
});

describe('POST /offers.json (search-side.md section 7, product-side.md section 7)', () => {
  it('stays: search criteria with section 3 names, type and flowType offer, orderBy, 1 package per hotel, pagination, locale', () => {
    const criteria = {
      ...located('#city=Lyon&checkin=2024-05-01&checkout=2024-05-03&c=1&facilities=pets&sort=promo&theme=39&hotelScore=8', '?flow=booking&page=2'),
      cityId: '2996944',
    };
    expect(buildOffersSearchRequest(criteria, { locale: 'fr_FR', limit: 24 })).toEqual({
      method: 'POST',
      path: '/offers.json',
      body: {
        searchCriterias: {
          city: 'Lyon',
          cityId: '2996944',
          theme: 39,
          checkin: '2024-05-01',
          checkout: '2024-05-03',
          a: 2,
          b: 0,
          c: 1,
          s: true,
          hotelScore: 8,
          petsAllowed: true,
        },
        performMapSearch: false,
        performGiftableSearch: false,
        locale: 'fr_FR',
        type: 'offer',
        flowType: 'offer',
        orderBy: 'promo',
        numberOfPackagesPerHotel: 1,
        limit: 24,
        pagination: { page: 2 },
        hash: 'city=Lyon&theme=39&checkin=2024-05-01&checkout=2024-05-03&c=1&s=1&hotelScore=8&facilities=pets&sort=promo',
      },
    });
  });

  it('gifts: type and flowType gift, a giftable search, gift parameters and singleVoucherPrice keys', () => {
    const criteria = located('#giftNights=2&giftFormat=digital&giftAdults=2&priceMin=2000', '?flow=gifting');
    const body = buildOffersSearchRequest(criteria, { locale: 'es_ES', limit: 24 }).body;
    expect(body).toMatchObject({ type: 'gift', flowType: 'gift', performGiftableSearch: true, orderBy: 'priceQuality' });
    expect(body?.searchCriterias).toMatchObject({ giftNights: 2, giftFormat: 'digital', giftAdults: 2, singleVoucherPriceMin: 2000 });
    expect(body?.searchCriterias).not.toHaveProperty('priceMin');
  });

  it('the distance criterion is sent only with an active distance and a known position', () => {
    expect(searchCriteriasOf(located('#distanceMax=20'))).not.toHaveProperty('distanceMax');
    expect(searchCriteriasOf(located('#distanceMax=20&lat=1&lng=2'))).toMatchObject({ distanceMax: 20, lat: 1, lng: 2 });
  });

  it('hotel filters are not sent in the hotel flow, where the hotel is fixed', () => {
    const criteria = located('#hotel=42&stars=4&hotelTypes=castle&hotelScore=8', '?flow=hotel');
    expect(searchCriteriasOf(criteria)).toEqual({ hotel: '42', a: 2, b: 0, c: 0, s: false });
    expect(searchCriteriasOf(located('#stars=4&hotelTypes=castle'))).toMatchObject({ stars: [4], hotelTypes: ['castle'] });
  });

  it('map: the same criteria with performMapSearch and performGiftableSearch, no pagination', () => {
    expect(buildMapSearchRequest(located('#city=Lyon', '?flow=gifting&page=3'), { locale: 'it_IT' })).toEqual({
      method: 'POST',
      path: '/offers.json',
      body: { searchCriterias: { city: 'Lyon', a: 2, b: 0, c: 0, s: false }, performMapSearch: true, performGiftableSearch: true, locale: 'it_IT' },
    });
    expect(buildMapSearchRequest(located(''), { locale: 'it_IT' }).body?.performGiftableSearch).toBe(false);
  });

  it("a hotel's packages: hotelId, adult, child, baby, checkin and night, orderBy priceAsc, gift type in gifting", () => {
    expect(
      buildHotelPackagesRequest({
        hotelId: '42',
        party: { adult: 2, child: 1, baby: 0 },
        checkin: '2024-05-01',
        checkout: '2024-05-03',
        locale: 'nl_BE',
        flow: 'gifting',
        numberOfPackagesPerHotel: 10,
        searchProvider: 'catalog',
      }),
    ).toEqual({
      method: 'POST',
      path: '/offers.json',
      body: {
        locale: 'nl_BE',
        orderBy: 'priceAsc',
        searchCriterias: { hotelId: '42', adult: 2, child: 1, baby: 0, checkin: '2024-05-01', night: 2 },
        numberOfPackagesPerHotel: 10,
        searchProvider: 'catalog',
        type: 'gift',
      },
    });
    const withoutDates = buildHotelPackagesRequest({ hotelId: '42', party: { adult: 2, child: 0, baby: 0 }, checkin: '2024-05-01', locale: 'fr_FR', flow: 'booking', numberOfPackagesPerHotel: 10 });
    expect(withoutDates.body).toEqual({
      locale: 'fr_FR',
      orderBy: 'priceAsc',
      searchCriterias: { hotelId: '42', adult: 2, child: 0, baby: 0 },
      numberOfPackagesPerHotel: 10,
    });
  });
});

describe('GET /offers.json (search-side.md sections 4 and 7)', () => {
  it('fallback search: 3 results, no page model, lists comma-joined', () => {
    expect(buildFallbackSearchRequest(located('#city=Lyon&stars=4,5'), { locale: 'fr_FR' })).toEqual({
      method: 'GET',
      path: '/offers.json',
      query: { city: 'Lyon', a: '2', b: '0', c: '0', s: 'false', stars: '4,5', orderBy: 'priceQuality', limit: '3', fetchPageModel: 'false', locale: 'fr_FR' },
    });
  });

  it('an expanded destination searches with a 30 km radius around its centre', () => {
    const query = buildFallbackSearchRequest(located('#city=Lyon&lat=45.76&lng=4.83&distanceMin=2'), { locale: 'fr_FR', expandedDestination: true }).query;
    expect(query).toMatchObject({ distanceMax: '30', lat: '45.76', lng: '4.83' });
    expect(query).not.toHaveProperty('distanceMin');
    expect(buildFallbackSearchRequest(located('#city=Lyon'), { locale: 'fr_FR', expandedDestination: true }).query).not.toHaveProperty('distanceMax');
  });

  it("a hotel's current offers: hotelId with fetchPageModel false and limit 1", () => {
    expect(buildHotelOffersLookupRequest('42', 'fr_BE')).toEqual({
      method: 'GET',
      path: '/offers.json',
      query: { hotelId: '42', fetchPageModel: 'false', limit: '1', locale: 'fr_BE' },
    });
  });
});

describe('POST /search/activity-only.json (search-side.md section 7)', () => {
  it('criteria, limit, locale, 20 packages per hotel and the zero-based page', () => {
    expect(buildActivityOnlySearchRequest(located('#city=Nice&tags=12', '?flow=activity&page=1'), { locale: 'fr_FR', limit: 12 })).toEqual({
      method: 'POST',
      path: '/search/activity-only.json',
      body: { criteria: { city: 'Nice', a: 2, b: 0, c: 0, s: false, tags: ['12'] }, limit: 12, locale: 'fr_FR', numberOfPackagesPerHotel: 20, page: 1 },
    });
  });
});

describe('packageCheckoutNights (search-side.md and product-side.md section 7)', () => {
  it('GET weekend/{id}/packageCheckoutNights.json with checkin, adult, child, baby, locale, multiOffer, client, minisite', () => {
    expect(
      buildPackageCheckoutNightsRequest({
        weekendId: '901',
        checkin: '2024-05-01',
        pax: { adult: 2, child: 1, baby: 0 },
        locale: 'fr_FR',
        multiOffer: true,
        minisite: 360,
      }),
    ).toEqual({
      method: 'GET',
      path: '/weekend/901/packageCheckoutNights.json',
      query: { checkin: '2024-05-01', adult: '2', child: '1', baby: '0', locale: 'fr_FR', multiOffer: 'true', client: 'msite', minisite: '360' },
    });
  });

  it('or with length and client instead of the party', () => {
    expect(buildPackageCheckoutNightsRequest({ weekendId: 'fr site', checkin: '2024-05-01', pax: { length: 2 }, locale: 'fr_FR', client: 'web' })).toEqual({
      method: 'GET',
      path: '/weekend/fr%20site/packageCheckoutNights.json',
      query: { checkin: '2024-05-01', length: '2', locale: 'fr_FR', client: 'web' },
    });
  });
});
