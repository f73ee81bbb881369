/**
 * @jest-environment node
 */
import { ENDPOINT_NAMES, type EndpointName } from '@escapade/api-contract';
import { PURCHASE_ORDER_BODY_EXAMPLE, PURCHASE_ORDER_EXAMPLE } from '@escapade/api-contract/testing';
import {
  buildActivityOnlySearchRequest,
  buildFacetRequest,
  buildFallbackSearchRequest,
  buildHotelOffersLookupRequest,
  buildOffersSearchRequest,
  buildPackageCheckoutNightsRequest,
  parseLocation,
} from '@escapade/util-criteria';
import { ApiRequestError } from './api-client';
import { collectAnalytics } from './collect-analytics';
import { getActivities } from './get-activities';
import { getAnnouncementBanner } from './get-announcement-banner';
import { getAutocompleteGeonames } from './get-autocomplete-geonames';
import { getBoxBlock } from './get-box-block';
import { getCmsHomepage } from './get-cms-homepage';
import { getFallbackOffers } from './get-fallback-offers';
import { getCustomSubElements } from './get-custom-sub-elements';
import { getGiftBlock } from './get-gift-block';
import { getGiftShippingCosts } from './get-gift-shipping-costs';
import { getHealth } from './get-health';
import { getHotelAvailability } from './get-hotel-availability';
import { getIdeas } from './get-ideas';
import { getMiniSite } from './get-mini-site';
import { getMiniSites } from './get-mini-sites';
import { getNavigation } from './get-navigation';
import { getPackageCheckoutNights } from './get-package-checkout-nights';
import { getProductAvailability } from './get-product-availability';
import { getProductDetail } from './get-product-detail';
import { getProductOffers } from './get-product-offers';
import { getProductQuote, productQuoteQueryOptions } from './get-product-quote';
import { getProductUpsells } from './get-product-upsells';
import { getRecommendedOffers } from './get-recommended-offers';
import { getNearbyHotels } from './get-nearby-hotels';
import { getHotelReviews } from './get-hotel-reviews';
import { getHotelDetail } from './get-hotel-detail';
import { getActivityDetail } from './get-activity-detail';
import { getMapStyle } from './get-map-style';
import { getPromoBar } from './get-promo-bar';
import { getSearchContent } from './get-search-content';
import { getRecommendedAutocomplete } from './get-recommended-autocomplete';
import { getStaticPage } from './get-static-page';
import { getLandingPage } from './get-landing-page';
import { getTargetedBanner } from './get-targeted-banner';
import { getNearbyDestinations } from './get-nearby-destinations';
import { getThemes } from './get-themes';
import { getThisWeekTheme } from './get-this-week-theme';
import { logNotFound } from './log-not-found';
import { postLog } from './post-logs';
import { searchActivityOnly } from './search-activity-only';
import { searchFacets } from './search-facets';
import { searchOffers } from './search-offers';
import { endStaffSession, getStaffSession, startStaffSession } from './staff-session';
import { signUpAccount, startAccountSession } from './account-credentials';
import { endAccountSession, getAccountSession } from './account-session';
import { subscribeNewsletter } from './subscribe-newsletter';
import { createContactCase, getContactChallenge } from './contact-case';
import { createPurchaseOrder, getPurchaseOrder } from './purchase-orders';
import { createOrderPayment, createWalletOrder, getInsurancePrice, getPayLaterEligibility, getPromotionCode } from './purchase-payments';

const searchDetails = {
  totalCount: 1,
  checkin: '2025-06-14',
  night: 1,
  adult: 2,
  child: 0,
  baby: 0,
  hotelId: null,
  destination: null,
  locationHierarchy: [],
  uri: '/search#city=annecy',
  theme: null,
};

const offersReply = {
  exactMatches: [],
  resultsCount: 0,
  searchDetails,
  searchCriterias: {
    filters: {
      property: { hotelType: [], hotelEnvironment: [], hotelStyle: [], stars: [], minHotelReviewScore: null, facilities: [], petsAllowed: false },
      offer: { priceMin: null, priceMax: null, tags: [], theme: null, distanceMin: null, distanceMax: null },
      gift: { singleVoucherPriceMin: null, singleVoucherPriceMax: null, giftNights: null, giftFormat: null, giftAdults: null },
    },
    sorting: { orderBy: 'priceQuality' },
    pagination: { page: 0, limit: 24 },
    flow: 'booking',
    performGiftableSearch: false,
  },
  fallbackKey: null,
};

const miniSite = {
  minisiteId: 360,
  minisiteUrl: 'macif',
  partnerName: 'Macif',
  minisiteLocale: 'fr_FR',
  bannerUrls: { desktop: '/images/partners/macif/LARGE.jpg', mobile: '/images/partners/macif/SMALL.jpg' },
  logoUrl: '/images/partners/macif/logo.png',
  footer: 'Offre réservée aux sociétaires **Macif**.',
};

const cmsPage = {
  seo: { title: 'Week-ends et séjours', description: 'Des week-ends avec activités incluses.', index: true, follow: true },
  announcementBanner: null,
  header: { showHeader: true },
  promoBar: null,
  showFlowTabs: true,
  jumbotron: { title: 'Partez ce week-end', subtitle: null, imageUrl: '/images/home/LARGE.jpg', imageMobile: '/images/home/SMALL.jpg', imageAlt: 'Couple sur un ponton' },
  blocks: [],
  footer: { showLegal: true, showNewsletter: true, showContact: true },
};

interface FetcherCase {
  /** Calls the fetcher under test. */
  readonly call: () => Promise<unknown>;
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Path and query string under /api. */
  readonly url: string;
  /** JSON body sent, if any. */
  readonly body?: unknown;
  readonly reply: unknown;
}

const ack = { ok: true };

const staffSession = { email: 'care.agent@escapade.example', expiresAt: '2026-11-26T20:00:00.000Z' };
const accountSession = { account: { id: 'k2Vd8sQ1', name: 'Camille Martin', email: 'camille.martin@example.fr', emailVerified: false } };

const botCheckChallenge = {
  parameters: { algorithm: 'SHA-256', cost: 1, keyLength: 32, keyPrefix: 'd6825d1e0aec8c39', nonce: 'aab0b38cb3baa24b', salt: 'e045a691eecc3dcc', expiresAt: 1795762377 },
  signature: '7ae14f6ae5f28772fafd55600d17997aed064be8e33e97c33f315fbf20b5f2d1',
};

const contactMessage = {
  reason: 'avv_info' as const,
  name: 'Chloé Dubois',
  email: 'chloe@example.fr',
  phone: '06 12 34 56 78',
  description: 'Le spa est-il ouvert le dimanche ?',
  locale: 'fr_FR' as const,
  botCheck: { challenge: botCheckChallenge, solution: { counter: 8446, derivedKey: 'd6825d1e0aec8c39' } },
};

/** The checkout's payload and the order it makes, as the contract's own examples write them. */
const stayOrder = PURCHASE_ORDER_BODY_EXAMPLE;
const storedOrder = PURCHASE_ORDER_EXAMPLE;

const ORDER_KEY = '3f1c9e2a-5b7d-4e8f-a0b1-c2d3e4f5a6b7';

const CASES: Record<EndpointName, FetcherCase> = {
  health: {
    call: () => getHealth(),
    method: 'GET',
    url: '/api/health',
    reply: { status: 'ok' },
  },
  searchOffers: {
    call: () => searchOffers({ locale: 'fr_FR', searchCriterias: { city: 'annecy', adult: 2 }, pagination: { page: 1 } }),
    method: 'POST',
    url: '/api/offers.json',
    body: { locale: 'fr_FR', searchCriterias: { city: 'annecy', adult: 2 }, pagination: { page: 1 } },
    reply: offersReply,
  },
  fallbackOffers: {
    call: () => getFallbackOffers({ locale: 'fr_FR', city: 'annecy', stars: [4, 5], limit: 3, fetchPageModel: false }),
    method: 'GET',
    url: '/api/offers.json?locale=fr_FR&city=annecy&stars=4%2C5&limit=3&fetchPageModel=false',
    reply: {
      ...offersReply,
      fallbackKey: { destination: { value: 'annecy', type: 'city', isAround: true, isExpanded: true }, dates: null, category: 'destination', value: 'Annecy' },
    },
  },
  searchActivityOnly: {
    call: () => searchActivityOnly({ locale: 'fr_FR', criteria: { city: 'lyon' }, page: 2 }),
    method: 'POST',
    url: '/api/search/activity-only.json',
    body: { locale: 'fr_FR', criteria: { city: 'lyon' }, page: 2 },
    reply: { exactMatches: [], resultsCount: 0, searchDetails },
  },
  searchFacets: {
    call: () => searchFacets({ locale: 'fr_FR', criterias: { stars: '4,5' }, withActivities: true }),
    method: 'POST',
    url: '/api/search/facets.json',
    body: { locale: 'fr_FR', criterias: { stars: '4,5' }, withActivities: true },
    reply: {
      filters: {
        facilities: [],
        stars: [{ value: 4, label: '4 étoiles', count: 22 }],
        hotelScores: [],
        hotelTypes: [],
        hotelEnvironments: [],
        hotelStyles: [],
        priceBands: [{ min: 0, max: null, count: 22 }],
      },
      listActivities: [],
      resultsCount: 22,
    },
  },
  activities: {
    call: () => getActivities({ ids: [12, 40], locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/activities.json?ids=12%2C40&locale=fr_FR',
    reply: [{ id: 12, name: 'Spa', groupName: 'Bien-être' }],
  },
  themes: {
    call: () => getThemes({ locale: 'es_ES' }),
    method: 'GET',
    url: '/api/themes.json?locale=es_ES',
    reply: [{ id: 39, name: 'En familia', iconGroup: 'family' }],
  },
  autocompleteGeonames: {
    call: () => getAutocompleteGeonames({ locale: 'fr_FR', term: 'ann', maxResults: 10 }),
    method: 'GET',
    url: '/api/autocomplete-geonames.json?locale=fr_FR&term=ann&maxResults=10',
    reply: [{ label: 'Annecy (74)', category: 'city', id: 3037543, latitude: 45.899, longitude: 6.129, value: 'annecy', postalcode: '74000' }],
  },
  nearbyDestinations: {
    call: () => getNearbyDestinations({ locale: 'fr_FR', lat: 45.8992, lng: 6.1294 }),
    method: 'GET',
    url: '/api/nearby-destinations.json?locale=fr_FR&lat=45.8992&lng=6.1294',
    reply: [{ label: 'Annecy (74000), Haute-Savoie', category: 'city', id: 3037543, latitude: 45.899, longitude: 6.129, value: 'annecy', postalcode: '74000' }],
  },
  recommendedAutocomplete: {
    call: () => getRecommendedAutocomplete({ locale: 'es_ES', q: 'bar' }),
    method: 'GET',
    url: '/api/recommendedAutocomplete.json?locale=es_ES&q=bar',
    reply: [],
  },
  packageCheckoutNights: {
    call: () => getPackageCheckoutNights({ siteOrId: '40211' }, { checkin: '2025-06-14', locale: 'fr_FR', adult: 2 }),
    method: 'GET',
    url: '/api/weekend/40211/packageCheckoutNights.json?checkin=2025-06-14&locale=fr_FR&adult=2',
    reply: [1, 2, 3],
  },
  productAvailability: {
    call: () => getProductAvailability({ weekendId: '40211' }, { locale: 'fr_FR', month: '2025-06', length: 2 }),
    method: 'GET',
    url: '/api/weekend/40211/availabilities.json?locale=fr_FR&month=2025-06&length=2',
    reply: { days: { '2025-06-15': null }, nextMonth: '2025-08', prevMonth: null, minMonth: '2025-06', maxMonth: '2026-05', adult: 2, child: 0, baby: 0 },
  },
  productDetail: {
    call: () => getProductDetail({ weekendId: '40211' }, { locale: 'fr_FR', checkin: '2025-06-14', night: 1, adult: 3 }),
    method: 'GET',
    url: '/api/weekend/40211/detail.json?locale=fr_FR&checkin=2025-06-14&night=1&adult=3',
    reply: {
      id: 40211,
      label: 'Spa weekend',
      uri: '/product/40211/spa-weekend',
      headwords: [],
      hotel: {
        id: 812,
        uri: '/hotel/812/les-terrasses',
        label: 'Les Terrasses',
        stars: 4,
        location: { label: 'Annecy', uri: null, address: '1 quai', zipCode: '74000', latitude: 45.9, longitude: 6.1 },
        review: { count: 0, average: null },
        description: 'By the lake.',
        highlightedFacilities: [],
        facilities: [],
        ecoFacilities: [],
        checkInOut: { checkin: '15:00', checkout: '11:00' },
        policy: { petsAllowed: false, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 1 },
        localTax: { amount: 165, currency: 'EUR', toBePaidAtHotel: true, type: 'PER_PERSON_PER_NIGHT', percentage: null },
      },
      images: [],
      programLines: [],
      activityDates: [],
      packageSummary: { room: null, breakfasts: 0, dinners: 0, activities: 0 },
      defaultNights: 1,
      checkin: '2025-06-14',
      nights: 1,
      adult: 3,
      child: 0,
      baby: 0,
      price: null,
      priceError: 'PACKAGE_NOT_AVAILABLE_CHECKIN',
      cancellationPolicy: null,
      availableRooms: 2,
      lastMinute: false,
      marketingLabels: [],
      isGiftable: false,
      otherOfferCount: 0,
      otherGiftOfferCount: 0,
      giftPrices: [],
      pageModel: { pageTitle: 'Spa weekend | Escapade', metaDescription: '', canonicalUrl: 'https://www.escapade.fr/product/40211/spa-weekend', alternateUrls: [] },
    },
  },
  productQuote: {
    call: () => getProductQuote({ id: '40211' }, { checkin: '2025-06-14', nights: 2, adult: 2, activitySelectionList: ['100_2025-06-15', '101_2025-06-14'], locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/product/40211/quote?checkin=2025-06-14&nights=2&adult=2&activitySelectionList=100_2025-06-15%2C101_2025-06-14&locale=fr_FR',
    reply: {
      bookable: false,
      priceInfo: null,
      localTaxTotalAmount: null,
      reservationCriteria: {
        offerId: 40211,
        travelPeriod: { checkinDate: '2025-06-14', checkoutDate: '2025-06-16' },
        nights: 2,
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        activityDaySelections: [
          { activityId: 100, date: '2025-06-15' },
          { activityId: 101, date: '2025-06-14' },
        ],
        minisiteId: null,
      },
      modifiedReservationCriteria: null,
      programLineList: [],
      flashDeal: false,
      roomsAmountMessage: null,
      cancellationPolicy: null,
      errors: [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message: 'The package is not available for this check-in and length of stay' }],
    },
  },
  productOffers: {
    call: () => getProductOffers({ id: '40211' }, { checkin: '2025-06-14', nights: 2, adult: 2, child: 1, locale: 'fr_FR', minisite: 360 }),
    method: 'GET',
    url: '/api/product/40211/offers?checkin=2025-06-14&nights=2&adult=2&child=1&locale=fr_FR&minisite=360',
    reply: {
      offers: {
        '40213': {
          weekendId: 40213,
          label: 'Week-end spa',
          priceInfo: { sellPrice: 68400, refPrice: 76000, promoPercentageRounded: 10, moneySaved: 7600, priceType: 'final', nbRooms: 1, nights: 2, lowestPriorPrice: null },
          cancellationPolicy: {
            type: 'PARTIAL',
            cancellable: true,
            isCancellable: true,
            cancellationDeadline: '2025-06-04T23:59:59.000+02:00',
            cancellableUntil: '2025-06-04',
            message: 'Partly refundable until 4 June',
          },
        },
      },
    },
  },
  productUpsells: {
    call: () => getProductUpsells({ id: '40211' }, { checkin: '2025-06-14', nights: 1, adult: 2, locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/product/40211/upsells?checkin=2025-06-14&nights=1&adult=2&locale=fr_FR',
    reply: {
      upsells: [
        {
          id: 40212,
          label: 'Spa access',
          priceDifference: 4500,
          priceDifferencePerLos: { '1': 4500, '2': 9000 },
          programLines: [{ type: 'ACTIVITY', title: 'Spa access', activityId: 101, quantity: 2 }],
          imagesBySize: null,
          activityIds: [101],
          type: 'SINGLE_VOUCHER',
        },
      ],
      checkin: '2025-06-14',
      nights: 1,
    },
  },
  recommendedOffers: {
    call: () => getRecommendedOffers({ id: '40211' }, { flow: 'gifting', adult: 2, locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/product/40211/recommended-offers?flow=gifting&adult=2&locale=fr_FR',
    reply: { offers: [] },
  },
  nearbyHotels: {
    call: () => getNearbyHotels({ hotelId: '1590' }, { locale: 'nl_BE' }),
    method: 'GET',
    url: '/api/hotels/1590/nearby.json?locale=nl_BE',
    reply: { offers: [] },
  },
  activityDetail: {
    call: () => getActivityDetail({ productId: '77' }, { locale: 'it_IT' }),
    method: 'GET',
    url: '/api/activity-only/weekend/77/detail.json?locale=it_IT',
    reply: {
      id: 77,
      label: 'Canoa',
      description: 'In canoa.',
      uri: '/activity/77/canoa',
      published: false,
      activityCenter: {
        id: 77,
        uri: '/activity/77/canoa',
        label: 'Centro canoa',
        stars: 0,
        location: { label: 'Roma', uri: null, address: 'Via Roma 1', zipCode: '00100', latitude: 41.9, longitude: 12.5 },
        review: { count: 0, average: null },
      },
      activities: [],
      images: [],
      prices: {},
      minParticipants: 1,
      maxParticipants: 2,
      breadcrumb: [],
      pageModel: { pageTitle: 'Canoa | Escapade', metaDescription: '', canonicalUrl: 'https://www.escapade.it/activity/77/canoa', alternateUrls: [] },
    },
  },
  hotelDetail: {
    call: () => getHotelDetail({ hotelId: '812' }, { locale: 'nl_BE' }),
    method: 'GET',
    url: '/api/hotels/812/detail.json?locale=nl_BE',
    reply: {
      hotel: {
        id: 812,
        uri: '/hotel/812/les-terrasses',
        label: 'Les Terrasses',
        stars: 4,
        location: { label: 'Annecy', uri: null, address: '1 quai', zipCode: '74000', latitude: 45.9, longitude: 6.1 },
        review: { count: 0, average: null },
        description: 'Aan het meer.',
        highlightedFacilities: [],
        facilities: [],
        ecoFacilities: [],
        checkInOut: { checkin: '15:00', checkout: '11:00' },
        policy: { petsAllowed: false, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 1 },
        localTax: { amount: 165, currency: 'EUR', toBePaidAtHotel: true, type: 'PER_PERSON_PER_NIGHT', percentage: null },
      },
      images: [],
      breadcrumb: [],
      active: false,
      pageModel: { pageTitle: 'Les Terrasses | Escapade', metaDescription: '', canonicalUrl: 'https://www.escapade.be/nl/hotel/812/les-terrasses', alternateUrls: [] },
    },
  },
  hotelReviews: {
    call: () => getHotelReviews({ hotelId: '812' }, { sort: 'SCORE_DESC', page: 2, withOtherLanguageFallback: true }),
    method: 'GET',
    url: '/api/hotel/812/reviews.json?sort=SCORE_DESC&page=2&withOtherLanguageFallback=true',
    reply: { list: [], details: [], score: null, totalCount: 0, page: 2, languageFallback: false },
  },
  hotelAvailability: {
    call: () => getHotelAvailability({ hotelId: '812' }, { locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/hotels/812/availabilities.json?locale=fr_FR',
    reply: [{ day: '2025-06-14', price: '129', amount: 12900, minLos: 1, promo: 10, bestPriceOfTheMonth: false }],
  },
  cmsHomepage: {
    call: () => getCmsHomepage({ locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/cms/homepage?locale=fr_FR',
    reply: { booking: cmsPage },
  },
  navigation: {
    call: () => getNavigation({ locale: 'fr_FR', flow: 'gifting' }),
    method: 'GET',
    url: '/api/content/navigation.json?locale=fr_FR&flow=gifting',
    reply: [],
  },
  thisWeekTheme: {
    call: () => getThisWeekTheme({ locale: 'nl_NL' }),
    method: 'GET',
    url: '/api/content/this-week-theme.json?locale=nl_NL',
    reply: { thisWeekTheme: { themaTitle: 'Wellness', description: 'Even helemaal tot rust komen.', weekendUrl: '/search#theme=7' } },
  },
  mapStyle: {
    call: () => getMapStyle({ locale: 'it_IT' }),
    method: 'GET',
    url: '/api/map/style.json?locale=it_IT',
    reply: {
      version: 8,
      name: 'Escapade',
      metadata: { 'escapade:label-field': 'name_it' },
      sources: { basemap: { type: 'vector', tiles: ['/api/map/tiles/{z}/{x}/{y}.pbf'], minzoom: 0, maxzoom: 10, attribution: 'Natural Earth' } },
      layers: [{ id: 'sea', type: 'background', paint: { 'background-color': '#c6e4e4' } }],
    },
  },
  promoBar: {
    call: () => getPromoBar({ locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/content/promo-bar.json?locale=fr_FR',
    reply: { promoBar: null },
  },
  searchContent: {
    call: () => getSearchContent({ locale: 'es_ES', flow: 'gifting' }),
    method: 'GET',
    url: '/api/content/search-page.json?locale=es_ES&flow=gifting',
    reply: {
      promos: [
        {
          slot: 'afterFirstRow',
          title: 'Tarjeta regalo',
          text: 'Que elijan ellos.',
          imageUrl: '/images/promo/SMALL.jpg',
          imageAlt: 'Una pareja',
          cta: { label: 'Regalar', url: '/giftcard', newTab: false },
          trackingBlockName: 'search-promo-gift-card',
        },
      ],
      seoText: null,
    },
  },
  targetedBanner: {
    call: () => getTargetedBanner({ locale: 'fr_FR', page: 'search', region: 'bretagne', displayBannerWithThisThematic: 39, isLessThanTwoHours: true }),
    method: 'GET',
    url: '/api/content/targetedBanner.json?locale=fr_FR&page=search&region=bretagne&displayBannerWithThisThematic=39&isLessThanTwoHours=true',
    reply: { targetedBanner: null },
  },
  announcementBanner: {
    call: () => getAnnouncementBanner(),
    method: 'GET',
    url: '/api/cms/announcementBanner',
    reply: { data: { homePages: [], searchPages: [], productPages: [] } },
  },
  boxBlock: {
    call: () => getBoxBlock({ locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/content-boxes-block/fr_FR',
    reply: { campaign: 'coffrets-2025', title: 'Nos coffrets cadeaux', subtitle: null, buttonLabel: 'Voir tous les coffrets', buttonURL: '/boxes', boxes: [] },
  },
  giftShippingCosts: {
    call: () => getGiftShippingCosts({ locale: 'nl_BE' }),
    method: 'GET',
    url: '/api/gift/shipping-costs.json?locale=nl_BE',
    reply: { physicalFormatEnabled: true, amount: 0, internationalShippingFeesPerCountry: { FR: 490, NL: 490, ES: 790, IT: 790 } },
  },
  customSubElements: {
    call: () => getCustomSubElements({ locale: 'it_IT' }),
    method: 'GET',
    url: '/api/sub-elements/available-custom-sub-elements?locale=it_IT',
    reply: {
      categories: [{ id: 2, name: 'Biglietto d’auguri', description: 'Un biglietto per il tuo messaggio, insieme al buono.', singleSelection: true }],
      availableCustomSubElements: [
        { id: 201, categoryId: 2, name: 'Biglietto illustrato', imageUrl: '/api/images/900000201/120_80.svg', price: 290, recommendedByWed: true, isDefault: false },
      ],
    },
  },
  giftBlock: {
    call: () => getGiftBlock({ locale: 'it_IT' }),
    method: 'GET',
    url: '/api/content/giftBlock?locale=it_IT',
    reply: {
      title: 'Regala un soggiorno',
      subtitle: null,
      imageS: '/images/gift/SMALL.jpg',
      imageL: '/images/gift/LARGE.jpg',
      boxURL: null,
      singleVoucherURL: '/search?flow=gifting',
      giftcardURL: '/giftcard',
      activityOnlyURL: null,
      campaign: 'regali-2025',
      category: 'gift',
    },
  },
  ideas: {
    call: () => getIdeas({ locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/content/ideas.json?locale=fr_FR',
    reply: { title: 'Idées de week-ends', intro: 'Trouvez l’inspiration.', sections: [], regions: [{ label: 'Bretagne', url: '/search#region=bretagne' }] },
  },
  staticPage: {
    call: () => getStaticPage({ pageId: 'conditions-generales' }, { locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/content/pages/conditions-generales?locale=fr_FR',
    reply: {
      id: 'conditions-generales',
      locale: 'fr_FR',
      title: 'Conditions générales de vente',
      content: '## Article 1',
      meta: { pageTitle: 'Conditions générales', metaDescription: 'Nos conditions.', canonicalUrl: 'https://escapade.example/page/conditions-generales', alternateUrls: [] },
    },
  },
  landingPage: {
    call: () => getLandingPage({ slug: 'idees-week-end' }, { locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/content/landing/idees-week-end?locale=fr_FR',
    reply: {
      slug: 'idees-week-end',
      locale: 'fr_FR',
      title: 'Idées de week-end',
      intro: null,
      blocks: cmsPage.blocks,
      meta: { pageTitle: 'Idées de week-end', metaDescription: 'Nos idées.', canonicalUrl: 'https://escapade.example/landing/idees-week-end', alternateUrls: [] },
    },
  },
  miniSites: {
    call: () => getMiniSites(),
    method: 'GET',
    url: '/api/content/minisites.json',
    reply: [miniSite],
  },
  miniSite: {
    call: () => getMiniSite({ minisiteUrl: 'macif' }),
    method: 'GET',
    url: '/api/content/minisites/macif',
    reply: miniSite,
  },
  notFoundLog: {
    call: () => logNotFound({ uri: '/hotel/999999/ancien-hotel', locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/error?uri=%2Fhotel%2F999999%2Fancien-hotel&locale=fr_FR',
    reply: ack,
  },
  logs: {
    call: () => postLog({ level: 'ERROR', locale: 'es_ES', location: 'application.client.error', message: 'TypeError' }),
    method: 'POST',
    url: '/api/logs',
    body: { level: 'ERROR', locale: 'es_ES', location: 'application.client.error', message: 'TypeError' },
    reply: ack,
  },
  newsletter: {
    call: () => subscribeNewsletter({ email: 'claire.martin@example.fr', country: 'fr', language: 'fr', source: 'auto_home' }),
    method: 'POST',
    url: '/api/marketing/newsletter',
    body: { email: 'claire.martin@example.fr', country: 'fr', language: 'fr', source: 'auto_home' },
    reply: ack,
  },
  startStaffSession: {
    call: () => startStaffSession({ email: 'care.agent@escapade.example', password: 'correct horse battery staple' }),
    method: 'POST',
    url: '/api/staff/session',
    body: { email: 'care.agent@escapade.example', password: 'correct horse battery staple' },
    reply: staffSession,
  },
  staffSession: {
    call: () => getStaffSession(),
    method: 'GET',
    url: '/api/staff/session',
    reply: staffSession,
  },
  endStaffSession: {
    call: () => endStaffSession(),
    method: 'DELETE',
    url: '/api/staff/session',
    reply: ack,
  },
  accountSignUp: {
    call: () => signUpAccount({ name: 'Camille Martin', email: 'camille.martin@example.fr', password: 'a long enough passphrase' }),
    method: 'POST',
    url: '/api/account/sign-up',
    body: { name: 'Camille Martin', email: 'camille.martin@example.fr', password: 'a long enough passphrase' },
    reply: accountSession,
  },
  startAccountSession: {
    call: () => startAccountSession({ email: 'camille.martin@example.fr', password: 'a long enough passphrase' }),
    method: 'POST',
    url: '/api/account/session',
    body: { email: 'camille.martin@example.fr', password: 'a long enough passphrase' },
    reply: accountSession,
  },
  accountSession: {
    call: () => getAccountSession(),
    method: 'GET',
    url: '/api/account/session',
    reply: { account: null },
  },
  endAccountSession: {
    call: () => endAccountSession(),
    method: 'DELETE',
    url: '/api/account/session',
    reply: ack,
  },
  contactChallenge: {
    call: () => getContactChallenge(),
    method: 'GET',
    url: '/api/contact/challenge',
    reply: botCheckChallenge,
  },
  contactCase: {
    call: () => createContactCase(contactMessage),
    method: 'POST',
    url: '/api/contact/cases',
    body: contactMessage,
    reply: ack,
  },
  createPurchaseOrder: {
    call: () => createPurchaseOrder({ idempotencyKey: ORDER_KEY, body: stayOrder }),
    method: 'POST',
    url: '/api/purchase/orders',
    body: stayOrder,
    reply: storedOrder,
  },
  purchaseOrder: {
    call: () => getPurchaseOrder({ orderUuid: storedOrder.orderUuid }),
    method: 'GET',
    url: `/api/purchase/orders/${storedOrder.orderUuid}`,
    reply: storedOrder,
  },
  insurancePrice: {
    call: () => getInsurancePrice({ cancellationType: 'FREE', orderAmount: 42_525, locale: 'fr_FR' }),
    method: 'GET',
    url: '/api/purchase/insurance/price?cancellationType=FREE&orderAmount=42525&locale=fr_FR',
    reply: { amount: 1_914, hasInsurance: true, error: null },
  },
  payLaterEligibility: {
    call: () => getPayLaterEligibility({ amount: 42_525, cancellationPolicyType: 'FREE', checkinDate: '2025-06-14', pointOfSale: 'fr_fr' }),
    method: 'GET',
    url: '/api/purchase/alma/eligibility?amount=42525&cancellationPolicyType=FREE&checkinDate=2025-06-14&pointOfSale=fr_fr',
    reply: { paymentMethods: [{ type: '3x', paymentFee: 638 }] },
  },
  createOrderPayment: {
    call: () => createOrderPayment({ idempotencyKey: ORDER_KEY, params: { orderUuid: storedOrder.orderUuid }, body: { method: 'card', returnPath: '/checkout/payment' } }),
    method: 'POST',
    url: `/api/purchase/orders/${storedOrder.orderUuid}/payments`,
    body: { method: 'card', returnPath: '/checkout/payment' },
    reply: { paymentId: '5e0c6a1b-2d3f-4a5b-8c7d-9e0f1a2b3c4d', state: 'requires_action', redirectUrl: '/api/purchase/sandbox/pay/5e0c6a1b-2d3f-4a5b-8c7d-9e0f1a2b3c4d' },
  },
  createWalletOrder: {
    call: () => createWalletOrder({ idempotencyKey: ORDER_KEY, body: { ...stayOrder, pspAuthorization: { paymentIntentId: 'pi_sandbox_ok_1', paymentMethod: 'apple_pay' } } }),
    method: 'POST',
    url: '/api/purchase/zeppto',
    body: { ...stayOrder, pspAuthorization: { paymentIntentId: 'pi_sandbox_ok_1', paymentMethod: 'apple_pay' } },
    reply: { booking: { orderUUID: storedOrder.orderUuid }, order: { ...storedOrder, state: 'confirmed' } },
  },
  promotionCode: {
    call: () => getPromotionCode({ code: 'BIENVENUE10' }, { locale: 'fr_FR', amount: 42_525 }),
    method: 'GET',
    url: '/api/purchase/promotion-codes/BIENVENUE10?locale=fr_FR&amount=42525',
    reply: { code: 'BIENVENUE10', percent: 10, amount: 4_253 },
  },
  analyticsCollect: {
    call: () => collectAnalytics({ params: { pos: 'be' }, body: { client_id: '1234.5678', events: [{ name: 'view_item_list' }] } }),
    method: 'POST',
    url: '/api/analytics/ga/collect/be',
    body: { client_id: '1234.5678', events: [{ name: 'view_item_list' }] },
    reply: ack,
  },
};

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit]>;

function answer(status: number, body: unknown) {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  global.fetch = realFetch;
});

it('has a fetcher for every endpoint of the contract', () => {
  expect(Object.keys(CASES).sort()).toEqual([...ENDPOINT_NAMES].sort());
});

describe.each(Object.entries(CASES))('%s', (_name, { call, method, url, body, reply }) => {
  it(`calls ${method} ${url.split('?')[0]} with the query string and JSON body of the contract, and parses the reply`, async () => {
    answer(200, reply);
    await expect(call()).resolves.toEqual(reply);
    const [sentUrl, init] = fetchMock.mock.calls[0];
    expect(sentUrl).toBe(url);
    expect(init.method).toBe(method);
    expect(init.body === undefined ? undefined : JSON.parse(String(init.body))).toEqual(body);
  });
});

it('sends an order with its idempotency key, the same on a retry', async () => {
  answer(201, storedOrder);
  await createPurchaseOrder({ idempotencyKey: ORDER_KEY, body: stayOrder });
  answer(201, storedOrder);
  await createPurchaseOrder({ idempotencyKey: ORDER_KEY, body: stayOrder });
  expect(fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['idempotency-key'])).toEqual([ORDER_KEY, ORDER_KEY]);
});

describe('what the fetchers refuse', () => {
  it('throws the API reason when a call is refused', async () => {
    answer(404, { code: 'NOT_FOUND', message: 'No page "ancienne-page".' });
    await expect(getStaticPage({ pageId: 'ancienne-page' }, { locale: 'fr_FR' })).rejects.toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    await expect(getStaticPage({ pageId: 'ancienne-page' }, { locale: 'fr_FR' })).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('reads a 401 of the staff session as no one signed in, and still throws a refused sign-in', async () => {
    answer(401, { code: 'UNAUTHORIZED', message: 'Not signed in: no staff session.', details: [{ field: 'cookie', message: 'no staff session' }] });
    await expect(getStaffSession()).resolves.toBeNull();
    await expect(startStaffSession({ email: 'care.agent@escapade.example', password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    answer(503, { code: 'UNAVAILABLE', message: 'Try again.' });
    await expect(getStaffSession()).rejects.toMatchObject({ status: 503 });
  });

  it('rejects a reply that breaks the contract', async () => {
    answer(200, [{ label: 'Annecy' }]);
    await expect(getAutocompleteGeonames({ locale: 'fr_FR', term: 'ann' })).rejects.toThrow();
  });
});

describe('requests built by util-criteria', () => {
  const criteria = parseLocation({ search: '?flow=booking&page=1', hash: '#city=annecy&stars=4,5&c=1' });

  it('are what the fetchers send, to the method and path of the contract: the results page search and its facets', async () => {
    answer(200, offersReply);
    await searchOffers(buildOffersSearchRequest(criteria, { locale: 'fr_FR', limit: 24 }));
    const [offersUrl, offersInit] = fetchMock.mock.calls[0];
    expect([offersInit.method, offersUrl]).toEqual(['POST', '/api/offers.json']);
    expect(JSON.parse(String(offersInit.body))).toMatchObject({ searchCriterias: { city: 'annecy', adult: 2, child: 1, stars: [4, 5] }, pagination: { page: 1, limit: 24 } });

    answer(200, CASES.searchFacets.reply);
    await searchFacets(buildFacetRequest(criteria, { flow: 'booking', locale: 'fr_FR', search: criteria }));
    const [facetsUrl, facetsInit] = fetchMock.mock.calls[1];
    expect([facetsInit.method, facetsUrl]).toEqual(['POST', '/api/search/facets.json']);
    expect(JSON.parse(String(facetsInit.body))).toMatchObject({ criterias: { city: 'annecy', stars: '4,5' }, withActivities: true });
  });

  it('fallback blocks, the hotel lookup and activity-only results go to theirs', async () => {
    answer(200, CASES.fallbackOffers.reply);
    await getFallbackOffers(buildFallbackSearchRequest(criteria, { locale: 'fr_FR' }));
    await getFallbackOffers(buildHotelOffersLookupRequest(42, 'fr_FR'));
    expect(fetchMock.mock.calls.map(([url, init]) => [init.method, url])).toEqual([
      ['GET', '/api/offers.json?city=annecy&adult=2&child=1&baby=0&singleRoom=true&stars=4%2C5&orderBy=priceQuality&type=offer&limit=3&fetchPageModel=false&locale=fr_FR'],
      ['GET', '/api/offers.json?hotelId=42&fetchPageModel=false&limit=1&locale=fr_FR'],
    ]);

    answer(200, CASES.searchActivityOnly.reply);
    await searchActivityOnly(buildActivityOnlySearchRequest(criteria, { locale: 'fr_FR', limit: 12 }));
    expect([fetchMock.mock.calls[2][1].method, fetchMock.mock.calls[2][0]]).toEqual(['POST', '/api/search/activity-only.json']);
  });

  it('the possible-nights lookup fills the path parameter of the contract', async () => {
    answer(200, [1, 2]);
    const nights = buildPackageCheckoutNightsRequest({ weekendId: 'fr', checkin: '2025-06-14', pax: { length: 3 }, locale: 'fr_FR' });
    await getPackageCheckoutNights(nights.params, nights.query);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/weekend/fr/packageCheckoutNights.json?checkin=2025-06-14&length=3&locale=fr_FR&client=msite');
  });
});

describe('productQuoteQueryOptions', () => {
  it('asks the server again for every checkout start and does not retry a refused quote', () => {
    const options = productQuoteQueryOptions({ id: '40211' }, { checkin: '2025-06-14', nights: 2, locale: 'fr_FR' });
    expect(options).toMatchObject({ queryKey: ['product', 'quote', { id: '40211' }, { checkin: '2025-06-14', nights: 2, locale: 'fr_FR' }], staleTime: 0, retry: false });
  });
});
