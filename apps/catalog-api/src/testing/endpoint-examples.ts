import type { EndpointName } from '@escapade/api-contract';

/** A JSON value as requests carry it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A realistic request of an endpoint, answered 200 by the fixture catalog and content. */
export interface Example {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: JsonValue;
  /** Headers the request needs besides its content type (a session cookie). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A basemap tile over Annecy and Lyon, the fixture catalog's cities. */
export const MAP_TILE_EXAMPLE: Example = { params: { z: '7', x: '66', y: '45' } };

/** Realistic requests of the contract's endpoints on the fixture catalog and content (see `buildSeededApp`). */
export const EXAMPLES: Partial<Record<EndpointName, Example>> = {
  health: {},
  searchOffers: {
    body: {
      locale: 'fr_FR',
      searchCriterias: {
        city: 'Annecy',
        checkin: '2026-12-02',
        night: 2,
        adult: 2,
        child: 1,
        baby: 0,
        lat: 45.9,
        lng: 6.12,
        distanceMax: 30,
        stars: [4, 5],
        facilities: ['spa'],
        tags: '39',
        priceMax: 25_000,
        minHotelReviewScore: 8,
        hotelType: ['guesthouse'],
      },
      orderBy: 'priceAsc',
      type: 'offer',
      performMapSearch: true,
      numberOfPackagesPerHotel: 1,
      pagination: { page: 0, limit: 24 },
    },
  },
  fallbackOffers: {
    query: { city: 'Annecy', lat: '45.9', lng: '6.12', distanceMax: '30', checkin: '2026-12-02', night: '1', locale: 'fr_FR', limit: '3', fetchPageModel: 'false' },
  },
  searchActivityOnly: {
    body: { criteria: { city: 'Lyon', lat: 45.76, lng: 4.84, distanceMax: 30 }, limit: 24, locale: 'fr_FR', numberOfPackagesPerHotel: 20, page: 0 },
  },
  searchFacets: {
    body: {
      criterias: { city: 'Annecy', stars: '4,5', minHotelReviewScore: 8, priceMin: 5_000, facilities: ['spa'], petsAllowed: true, tags: '39' },
      withActivities: true,
      locale: 'fr_FR',
      flow: 'booking',
    },
  },
  activities: { query: { ids: '100,101', locale: 'fr_FR' } },
  themes: { query: { locale: 'it_IT' } },
  autocompleteGeonames: { query: { locale: 'fr_FR', term: 'ann', maxResults: '30' } },
  nearbyDestinations: { query: { locale: 'fr_FR', lat: '45.9', lng: '6.12', maxResults: '6' } },
  recommendedAutocomplete: { query: { locale: 'fr_FR', q: 'ann', catalogSourceType: 'theme', catalogSourceCode: '39' } },
  packageCheckoutNights: {
    params: { siteOrId: '11' },
    query: { checkin: '2026-12-02', adult: '2', child: '0', baby: '0', locale: 'fr_FR', multiOffer: 'false', client: 'msite', minisite: '360' },
  },
  productAvailability: { params: { weekendId: '11' }, query: { locale: 'fr_FR', month: '2026-12', length: '2', adult: '2', child: '1', baby: '0', minisite: '360' } },
  productOffers: { params: { id: '11' }, query: { checkin: '2026-12-02', nights: '2', adult: '2', child: '1', baby: '0', locale: 'fr_FR', minisite: '360' } },
  hotelAvailability: { params: { hotelId: '1' }, query: { locale: 'fr_FR', month: '2026-12', length: '12' } },
  nearbyHotels: { params: { hotelId: '1' }, query: { locale: 'fr_FR' } },
  cmsHomepage: { query: { locale: 'fr_FR' } },
  navigation: { query: { locale: 'fr_FR', flow: 'gifting' } },
  thisWeekTheme: { query: { locale: 'nl_NL' } },
  promoBar: { query: { locale: 'fr_FR', flow: 'gifting' } },
  mapStyle: { query: { locale: 'fr_FR' } },
  searchContent: { query: { locale: 'es_ES', flow: 'booking' } },
  targetedBanner: {
    query: { locale: 'fr_FR', page: 'search', flow: 'booking', region: 'place-1', city: 'Annecy', displayBannerWithThisThematic: '39', isLessThanTwoHours: 'true' },
  },
  announcementBanner: { query: { locale: 'fr_BE' } },
  boxBlock: { params: { locale: 'fr_FR' } },
  giftBlock: { query: { locale: 'it_IT' } },
  giftShippingCosts: { query: { locale: 'fr_BE' } },
  customSubElements: { query: { locale: 'es_ES' } },
  ideas: { query: { locale: 'fr_FR' } },
  staticPage: { params: { pageId: 'faq' }, query: { locale: 'fr_FR' } },
  landingPage: { params: { slug: 'week-end-derniere-minute' }, query: { locale: 'fr_FR' } },
  miniSites: {},
  miniSite: { params: { minisiteUrl: 'macif' } },
  notFoundLog: { query: { uri: '/hotel/999999/ancien-hotel', locale: 'fr_FR' } },
  logs: { body: { level: 'ERROR', locale: 'es_ES', location: 'application.client.error', message: 'TypeError: cannot read properties of undefined' } },
  startStaffSession: { body: { email: 'staff@escapade.localhost', password: 'dev-only-staff-password' } },
  endStaffSession: {},
  accountSignUp: { body: { name: 'Camille Martin', email: 'camille.martin@example.fr', password: 'a long enough passphrase' } },
  startAccountSession: { body: { email: 'camille.martin@example.fr', password: 'a long enough passphrase' } },
  accountSession: {},
  endAccountSession: {},
  contactChallenge: {},
  contactCase: {
    body: {
      reason: 'modification',
      bookingNumber: '12345678',
      name: 'Claire Martin',
      email: 'claire.martin@example.fr',
      phone: '+33 6 12 34 56 78',
      description: 'Nous aimerions arriver un jour plus tôt. Est-ce possible ?',
      locale: 'fr_FR',
    },
  },
  newsletter: { body: { email: 'claire.martin@example.fr', country: 'fr', language: 'fr', source: 'auto_home' } },
  analyticsCollect: {
    params: { pos: 'fr' },
    body: {
      client_id: '1234567890.1718000000',
      user_id: null,
      non_personalized_ads: false,
      events: [{ name: 'view_item_list', params: { user_logged_in: false, ga_session_id: '1718000000', page_path: '/search', locale: 'fr_FR', item_list_name: 'search results' } }],
    },
  },
  insurancePrice: { query: { cancellationType: 'FREE', orderAmount: '42525', locale: 'fr_FR' } },
  payLaterEligibility: { query: { amount: '42525', cancellationPolicyType: 'FREE', cancellableUntil: '2026-12-10', checkinDate: '2026-12-14', pointOfSale: 'fr_fr' } },
  promotionCode: { params: { code: 'BIENVENUE10' }, query: { locale: 'fr_FR', amount: '42525' } },
};
