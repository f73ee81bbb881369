import * as v from 'valibot';
import { ENDPOINTS } from '@escapade/api-contract';
import {
  ACTIVITY_RADIUS_KM,
  buildActivityOnlySearchRequest,
  buildFacetRequest,
  buildFallbackSearchRequest,
  buildResultsFallbackRequest,
  FALLBACK_RESULTS_THRESHOLD,
  resultsFallback,
  buildHotelOffersLookupRequest,
  buildHotelPackagesRequest,
  buildOffersSearchRequest,
  buildPackageCheckoutNightsRequest,
  searchCriteriasOf,
} from './request-builders';
import { buildMapSearchRequest } from './map-requests';
import { parseLocation } from './search-hash';
import { EMPTY_FILTERS, FLOWS } from './types';

const located = (hash: string, search = '?flow=booking') => parseLocation({ search, hash });
/** The party of a search without travellers in its hash: every search, and so every count, carries one. */
const DEFAULT_PARTY_CRITERIAS = { adult: 2, child: 0, baby: 0, singleRoom: false };

/** Query values as the client writes them into the query string: lists comma-joined, the rest as text. */
const asQueryText = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]));

describe('facet call (search-side.md section 7)', () => {
  it('sends criterias with the spec names: stars and tags comma-joined, pets as petsAllowed, withActivities=true', () => {
    const body = buildFacetRequest(
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
      { flow: 'booking', locale: 'fr_FR' },
    );
    expect(body).toEqual({
      withActivities: true,
      locale: 'fr_FR',
      flow: 'booking',
      criterias: {
        adult: 2,
        child: 0,
        baby: 0,
        singleRoom: false,
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
    });
  });

  it('in gifting the price keys are singleVoucherPriceMin and singleVoucherPriceMax', () => {
    const body = buildFacetRequest({ ...EMPTY_FILTERS, priceMin: 2000, priceMax: 9000 }, { flow: 'gifting', locale: 'fr_FR' });
    expect(body.criterias).toMatchObject({ singleVoucherPriceMin: 2000, singleVoucherPriceMax: 9000 });
    expect(body.criterias).not.toHaveProperty('priceMin');
  });

  it('the distance criterion is left out without a known position; empty filters send only the party', () => {
    expect(buildFacetRequest({ ...EMPTY_FILTERS, distanceMax: 20 }, { flow: 'booking', locale: 'fr_FR' }).criterias).toEqual(DEFAULT_PARTY_CRITERIAS);
  });

  it('in the hotel flow the counts leave out hotel type, environment, style, stars and review score, as the offers search does', () => {
    const draft = { ...EMPTY_FILTERS, hotelTypes: ['castle'], hotelEnvironments: ['sea'], hotelStyles: ['design'], stars: [4], hotelScore: 8, facilities: ['wifi'] };
    expect(buildFacetRequest(draft, { flow: 'hotel', locale: 'fr_FR' }).criterias).toEqual({ ...DEFAULT_PARTY_CRITERIAS, facilities: ['wifi'] });
  });

  it('the draft is read as the search reads it: a maximum of 250 euros or more means no maximum, an inverted range none', () => {
    expect(buildFacetRequest({ ...EMPTY_FILTERS, priceMin: 2000, priceMax: 25000 }, { flow: 'booking', locale: 'fr_FR' }).criterias).toEqual({
      ...DEFAULT_PARTY_CRITERIAS,
      priceMin: 2000,
    });
    expect(buildFacetRequest({ ...EMPTY_FILTERS, priceMin: 9000, priceMax: 2000 }, { flow: 'gifting', locale: 'fr_FR' }).criterias).toEqual(DEFAULT_PARTY_CRITERIAS);
  });

  it.each(FLOWS)('in the %s flow the counts are those of the offers the search returns once the draft is applied', (flow) => {
    const search = located('#city=Lyon&checkin=2024-05-01&checkout=2024-05-03&c=1&lat=45.76&lng=4.83&giftNights=2&hotelScore=9&stars=3', `?flow=${flow}`);
    const draft = {
      ...EMPTY_FILTERS,
      hotelTypes: ['castle'],
      hotelEnvironments: ['sea'],
      hotelStyles: ['design'],
      stars: [4, 5],
      hotelScore: 8,
      priceMin: 900,
      priceMax: 30000,
      facilities: ['pets', 'wifi'],
      distanceMin: 1,
      distanceMax: 20,
      tags: ['12', 'spa'],
    };
    const facets = v.parse(ENDPOINTS.searchFacets.body, buildFacetRequest(draft, { flow, locale: 'fr_FR', search }));
    const offers = v.parse(ENDPOINTS.searchOffers.body, buildOffersSearchRequest({ ...search, ...draft }, { locale: 'fr_FR', limit: 24 }));
    expect(facets.criterias).toEqual(offers.searchCriterias);
  });

  it('with the search the draft refines, its destination, dates and party narrow the counts too', () => {
    const search = { ...located('#city=Lyon&checkin=2024-05-01&checkout=2024-05-03&c=1&stars=3&tags=7'), cityId: '2996944' };
    expect(buildFacetRequest({ ...EMPTY_FILTERS, stars: [4] }, { flow: 'booking', locale: 'fr_FR', search }).criterias).toEqual({
      city: 'Lyon',
      cityId: 2996944,
      checkin: '2024-05-01',
      checkout: '2024-05-03',
      adult: 2,
      child: 1,
      baby: 0,
      singleRoom: true,
      stars: '4',
    });
  });
});

describe('POST /offers.json (search-side.md section 7, product-side.md section 7)', () => {
  it('stays: search criteria with section 3 names, type and flowType offer, orderBy, 1 package per hotel, pagination, locale', () => {
    const criteria = {
      ...located('#city=Lyon&checkin=2024-05-01&checkout=2024-05-03&c=1&facilities=pets&sort=promo&theme=39&hotelScore=8', '?flow=booking&page=2'),
      cityId: '2996944',
    };
    expect(buildOffersSearchRequest(criteria, { locale: 'fr_FR', limit: 24 })).toEqual({
      searchCriterias: {
        city: 'Lyon',
        cityId: 2996944,
        theme: 39,
        checkin: '2024-05-01',
        checkout: '2024-05-03',
        adult: 2,
        baby: 0,
        child: 1,
        singleRoom: true,
        minHotelReviewScore: 8,
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
      pagination: { page: 2, limit: 24 },
      hash: 'city=Lyon&theme=39&checkin=2024-05-01&checkout=2024-05-03&c=1&s=1&hotelScore=8&facilities=pets&sort=promo',
    });
  });

  it('gifts: type and flowType gift, a giftable search, gift parameters and singleVoucherPrice keys', () => {
    const criteria = located('#giftNights=2&giftFormat=digital&giftAdults=2&priceMin=2000', '?flow=gifting');
    const body = buildOffersSearchRequest(criteria, { locale: 'es_ES', limit: 24 });
    expect(body).toMatchObject({ type: 'gift', flowType: 'gift', performGiftableSearch: true, orderBy: 'priceQuality' });
    expect(body.searchCriterias).toMatchObject({ giftNights: 2, giftFormat: 'digital', giftAdults: 2, singleVoucherPriceMin: 2000 });
    expect(body.searchCriterias).not.toHaveProperty('priceMin');
  });

  it('the distance criterion is sent only with an active distance and a known position', () => {
    expect(searchCriteriasOf(located('#distanceMax=20'))).not.toHaveProperty('distanceMax');
    expect(searchCriteriasOf(located('#distanceMax=20&lat=1&lng=2'))).toMatchObject({ distanceMax: 20, lat: 1, lng: 2 });
  });

  it('hotel filters are not sent in the hotel flow, where the hotel is fixed', () => {
    const criteria = located('#hotel=42&stars=4&hotelTypes=castle&hotelScore=8', '?flow=hotel');
    expect(searchCriteriasOf(criteria)).toEqual({ hotel: '42', adult: 2, child: 0, baby: 0, singleRoom: false });
    expect(searchCriteriasOf(located('#stars=4&hotelTypes=castle'))).toMatchObject({ stars: [4], hotelType: ['castle'] });
  });

  it("a hotel's packages: hotelId, adult, child, baby, checkin and night, cheapest first, gift type (and its svPriceAsc) in gifting", () => {
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
      locale: 'nl_BE',
      orderBy: 'svPriceAsc',
      searchCriterias: { hotelId: '42', adult: 2, child: 1, baby: 0, checkin: '2024-05-01', night: 2 },
      numberOfPackagesPerHotel: 10,
      searchProvider: 'catalog',
      type: 'gift',
    });
    const withoutDates = buildHotelPackagesRequest({
      hotelId: '42',
      party: { adult: 2, child: 0, baby: 0 },
      checkin: '2024-05-01',
      locale: 'fr_FR',
      flow: 'booking',
      numberOfPackagesPerHotel: 10,
    });
    expect(withoutDates).toEqual({
      locale: 'fr_FR',
      orderBy: 'priceAsc',
      searchCriterias: { hotelId: '42', adult: 2, child: 0, baby: 0 },
      numberOfPackagesPerHotel: 10,
    });
  });
});

describe('GET /offers.json (search-side.md sections 4 and 7)', () => {
  it('fallback search: 3 results, no page model, lists comma-joined', () => {
    const query = buildFallbackSearchRequest(located('#city=Lyon&stars=4,5'), { locale: 'fr_FR' });
    expect(query).toEqual({
      city: 'Lyon',
      adult: 2,
      child: 0,
      baby: 0,
      singleRoom: false,
      stars: [4, 5],
      orderBy: 'priceQuality',
      type: 'offer',
      limit: 3,
      fetchPageModel: false,
      locale: 'fr_FR',
    });
    expect(asQueryText(query)).toMatchObject({ stars: '4,5', limit: '3', fetchPageModel: 'false' });
  });

  it('a fallback block of the gifting flow asks for gift vouchers', () => {
    expect(buildFallbackSearchRequest(located('#city=Lyon', '?flow=gifting'), { locale: 'fr_FR' }).type).toBe('gift');
  });

  it('an expanded destination searches with a 30 km radius around its centre', () => {
    const query = buildFallbackSearchRequest(located('#city=Lyon&lat=45.76&lng=4.83&distanceMin=2'), { locale: 'fr_FR', expandedDestination: true });
    expect(query).toMatchObject({ distanceMax: 30, lat: 45.76, lng: 4.83 });
    expect(query).not.toHaveProperty('distanceMin');
    expect(buildFallbackSearchRequest(located('#city=Lyon'), { locale: 'fr_FR', expandedDestination: true })).not.toHaveProperty('distanceMax');
  });

  it('the first page of results asks for a fallback block when nothing matched or results are few, never past page 0', () => {
    expect(resultsFallback(0, 0)).toBe('noExactResults');
    expect(resultsFallback(1, 0)).toBe('fewResults');
    expect(resultsFallback(FALLBACK_RESULTS_THRESHOLD - 1, 0)).toBe('fewResults');
    expect(resultsFallback(FALLBACK_RESULTS_THRESHOLD, 0)).toBeUndefined();
    expect(resultsFallback(2, 1)).toBeUndefined();
    expect(FALLBACK_RESULTS_THRESHOLD).toBe(6);
  });

  it('with nothing matched the fallback repeats the criteria (the API relaxes them); with few results it searches 30 km around the destination without the filters', () => {
    const criteria = located('#city=Lyon&stars=5');
    expect(buildResultsFallbackRequest(criteria, 'noExactResults', { locale: 'fr_FR', centre: { lat: 45.76, lng: 4.83 } })).toEqual(
      buildFallbackSearchRequest(criteria, { locale: 'fr_FR' }),
    );
    const few = buildResultsFallbackRequest(criteria, 'fewResults', { locale: 'fr_FR', centre: { lat: 45.76, lng: 4.83 } });
    expect(few).toMatchObject({ lat: 45.76, lng: 4.83, distanceMax: 30, city: 'Lyon' });
    expect(few).not.toHaveProperty('stars');
    expect(buildResultsFallbackRequest(located('#city=Lyon&lat=45&lng=4'), 'fewResults', { locale: 'fr_FR', centre: { lat: 45.76, lng: 4.83 } })).toMatchObject({
      lat: 45,
      lng: 4,
    });
    expect(buildResultsFallbackRequest(criteria, 'fewResults', { locale: 'fr_FR' })).not.toHaveProperty('distanceMax');
  });

  it("a hotel's current offers: hotelId with fetchPageModel false and limit 1", () => {
    expect(buildHotelOffersLookupRequest(42, 'fr_BE')).toEqual({ hotelId: 42, fetchPageModel: false, limit: 1, locale: 'fr_BE' });
  });
});

describe('POST /search/activity-only.json (search-side.md section 7)', () => {
  it('criteria, limit, locale, 20 packages per hotel and the zero-based page', () => {
    expect(buildActivityOnlySearchRequest(located('#city=Nice&tags=12', '?flow=activity&page=1'), { locale: 'fr_FR', limit: 12 })).toEqual({
      criteria: { city: 'Nice', adult: 2, child: 0, baby: 0, singleRoom: false, tags: [12] },
      limit: 12,
      locale: 'fr_FR',
      numberOfPackagesPerHotel: 20,
      page: 1,
    });
  });

  it('a city with its centre searches the city and 30 km around it: the radius is sent with the centre (search-side.md section 9)', () => {
    const body = buildActivityOnlySearchRequest(located('#city=nice&lat=43.7&lng=7.26', '?flow=activity'), { locale: 'fr_FR', limit: 12 });
    expect(body.criteria).toEqual({ city: 'nice', lat: 43.7, lng: 7.26, distanceMax: ACTIVITY_RADIUS_KM, adult: 2, child: 0, baby: 0, singleRoom: false });
    expect(ACTIVITY_RADIUS_KM).toBe(30);
    // A distance already in the search is kept; without a centre no radius can be measured (the API reads 30 km around the city itself).
    expect(buildActivityOnlySearchRequest(located('#city=nice&lat=43.7&lng=7.26&distanceMax=12', '?flow=activity'), { locale: 'fr_FR', limit: 12 }).criteria).toMatchObject({
      distanceMax: 12,
    });
    expect(buildActivityOnlySearchRequest(located('#city=nice', '?flow=activity'), { locale: 'fr_FR', limit: 12 }).criteria).not.toHaveProperty('distanceMax');
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
      params: { siteOrId: '901' },
      query: { checkin: '2024-05-01', adult: 2, child: 1, baby: 0, locale: 'fr_FR', multiOffer: true, client: 'msite', minisite: 360 },
    });
  });

  it('or with length and client instead of the party', () => {
    expect(buildPackageCheckoutNightsRequest({ weekendId: 'fr site', checkin: '2024-05-01', pax: { length: 2 }, locale: 'fr_FR', client: 'web' })).toEqual({
      params: { siteOrId: 'fr site' },
      query: { checkin: '2024-05-01', length: 2, locale: 'fr_FR', client: 'web' },
    });
  });
});

describe('every request is one the catalog API accepts (api-contract)', () => {
  const booking = {
    ...located(
      '#city=Lyon&theme=39&checkin=2024-05-01&checkout=2024-05-03&a=3&c=1&b=1&s=1&lat=45.76&lng=4.83&distanceMax=20&priceMin=2000&priceMax=9000' +
        '&hotelScore=8.5&facilities=pets,wifi&tags=12,40&hotelStyles=design&hotelEnvironments=sea&hotelTypes=castle&stars=4,5&sort=distance',
      '?flow=booking&page=1',
    ),
    cityId: '2996944',
  };
  const gifting = located('#region=Provence&giftNights=2&giftFormat=physical&giftAdults=2&priceMin=3000&priceMax=15000&stars=4&sort=svPriceDesc', '?flow=gifting&page=2');
  const activity = located('#city=Nice&a=3&c=2&tags=12,40&priceMin=1000', '?flow=activity&page=2');

  it('booking with dates and filters: the stay search, its map and its fallback keep every criterion', () => {
    const body = buildOffersSearchRequest(booking, { locale: 'fr_FR', limit: 24 });
    expect(v.parse(ENDPOINTS.searchOffers.body, body).searchCriterias).toEqual(body.searchCriterias);
    expect(body.searchCriterias).toMatchObject({ adult: 3, child: 1, baby: 1, hotelType: ['castle'], minHotelReviewScore: 8.5, petsAllowed: true, tags: [12, 40] });
    const map = buildMapSearchRequest(body);
    expect(v.parse(ENDPOINTS.searchOffers.body, map)).toMatchObject({ performMapSearch: true, searchCriterias: map.searchCriterias });
    const query = buildFallbackSearchRequest(booking, { locale: 'fr_FR', expandedDestination: true });
    expect(v.parse(ENDPOINTS.fallbackOffers.query, asQueryText(query))).toEqual(query);
  });

  it('booking facets: the filter draft and its search, stars and tags comma-joined', () => {
    const body = buildFacetRequest(booking, { flow: 'booking', locale: 'fr_FR', search: booking });
    expect(v.parse(ENDPOINTS.searchFacets.body, body)).toMatchObject({ withActivities: true, criterias: { city: 'Lyon', stars: [4, 5], tags: [12, 40], petsAllowed: true } });
  });

  it('gifting with giftNights and singleVoucherPrice: search, map, facets and fallback', () => {
    const body = buildOffersSearchRequest(gifting, { locale: 'it_IT', limit: 24 });
    expect(v.parse(ENDPOINTS.searchOffers.body, body)).toMatchObject({
      type: 'gift',
      flowType: 'gift',
      performGiftableSearch: true,
      orderBy: 'svPriceDesc',
      pagination: { page: 2, limit: 24 },
      searchCriterias: { giftNights: 2, giftFormat: 'physical', giftAdults: 2, singleVoucherPriceMin: 3000, singleVoucherPriceMax: 15000 },
    });
    expect(v.parse(ENDPOINTS.searchOffers.body, buildMapSearchRequest(body))).toMatchObject({ performGiftableSearch: true });
    expect(v.parse(ENDPOINTS.searchFacets.body, buildFacetRequest(gifting, { flow: 'gifting', locale: 'it_IT', search: gifting }))).toMatchObject({
      flow: 'gifting',
      criterias: { giftNights: 2, singleVoucherPriceMin: 3000 },
    });
    const query = buildFallbackSearchRequest(gifting, { locale: 'it_IT' });
    expect(v.parse(ENDPOINTS.fallbackOffers.query, asQueryText(query))).toEqual(query);
  });

  it("a hotel's packages, with and without dates, and the hotel offers lookup", () => {
    const withDates = buildHotelPackagesRequest({
      hotelId: '42',
      party: { adult: 2, child: 1, baby: 1 },
      checkin: '2024-05-01',
      checkout: '2024-05-04',
      locale: 'nl_NL',
      flow: 'gifting',
      numberOfPackagesPerHotel: 10,
      searchProvider: 'catalog',
    });
    expect(v.parse(ENDPOINTS.searchOffers.body, withDates)).toMatchObject({ orderBy: 'svPriceAsc', type: 'gift', searchCriterias: { hotelId: 42, night: 3 } });
    const withoutDates = buildHotelPackagesRequest({ hotelId: '42', party: { adult: 1, child: 0, baby: 0 }, locale: 'fr_FR', flow: 'hotel', numberOfPackagesPerHotel: 20 });
    expect(v.parse(ENDPOINTS.searchOffers.body, withoutDates).searchCriterias).toEqual({ hotelId: 42, adult: 1, child: 0, baby: 0 });
    const query = buildHotelOffersLookupRequest(42, 'fr_FR');
    expect(v.parse(ENDPOINTS.fallbackOffers.query, asQueryText(query))).toMatchObject(query);
  });

  it('activity-only: criteria, page and 20 packages per hotel', () => {
    const body = buildActivityOnlySearchRequest(activity, { locale: 'es_ES', limit: 12 });
    expect(v.parse(ENDPOINTS.searchActivityOnly.body, body)).toEqual({
      ...body,
      criteria: { city: 'Nice', adult: 3, child: 2, baby: 0, singleRoom: true, tags: [12, 40], priceMin: 1000 },
    });
  });

  it('packageCheckoutNights, for a weekend with the party and for a site with a length', () => {
    const weekend = buildPackageCheckoutNightsRequest({
      weekendId: '901',
      checkin: '2024-05-01',
      pax: { adult: 2, child: 1, baby: 0 },
      locale: 'fr_FR',
      multiOffer: true,
      minisite: 360,
    });
    expect(v.parse(ENDPOINTS.packageCheckoutNights.params, weekend.params)).toEqual({ siteOrId: 901 });
    expect(v.parse(ENDPOINTS.packageCheckoutNights.query, asQueryText(weekend.query))).toEqual(weekend.query);
    const site = buildPackageCheckoutNightsRequest({ weekendId: 'fr', checkin: '2024-05-01', pax: { length: 3 }, locale: 'fr_FR' });
    expect(v.parse(ENDPOINTS.packageCheckoutNights.params, site.params)).toEqual({ siteOrId: 'fr' });
    expect(v.parse(ENDPOINTS.packageCheckoutNights.query, asQueryText(site.query))).toMatchObject({ length: 3, client: 'msite' });
  });

  it('a hand-edited hash id that is not a catalog id is left out rather than refused', () => {
    const criteria = { ...located('#city=Lyon&tags=12,spa'), cityId: 'lyon' };
    const body = buildOffersSearchRequest(criteria, { locale: 'fr_FR', limit: 24 });
    expect(body.searchCriterias).toEqual({ city: 'Lyon', adult: 2, child: 0, baby: 0, singleRoom: false, tags: [12] });
    expect(() => v.parse(ENDPOINTS.searchOffers.body, body)).not.toThrow();
  });
});
