import * as v from 'valibot';
import { fillPath } from '../endpoint';
import { toFastifySchema } from '../json-schema';
import { parseRequestPart, type RequestPart } from '../request-validation';
import { PURCHASE_ORDER_BODY_EXAMPLE, PURCHASE_ORDER_EXAMPLE } from '../../testing/replies';
import {
  BINARY_ENDPOINTS,
  ENDPOINT_NAMES,
  ENDPOINTS,
  MapTileParamsSchema,
  STAFF_UNAUTHORIZED,
  type BodyInputOf,
  type EndpointName,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from './index';

const image = (name: string) => ({
  url: `/images/${name}/LARGE.jpg`,
  legend: 'Chambre double vue mer',
  alt: 'Chambre double avec vue sur la mer',
  sizes: {
    '120_80': `/images/${name}/120_80.jpg`,
    SMALL: `/images/${name}/SMALL.jpg`,
    LARGE: `/images/${name}/LARGE.jpg`,
    '640_360': `/images/${name}/640_360.jpg`,
  },
});

const hotel = {
  id: 812,
  uri: '/hotel/812/hotel-les-terrasses',
  label: 'Hôtel Les Terrasses',
  stars: 4,
  location: {
    label: 'Annecy',
    uri: '/search#city=annecy',
    address: '12 quai Napoléon III',
    zipCode: '74000',
    latitude: 45.899,
    longitude: 6.129,
  },
  review: { count: 214, average: 8.7 },
  airportLabel: 'Genève (45 km)',
  trainStationLabel: null,
};

const offerCard = {
  id: 40211,
  label: 'Week-end bien-être au bord du lac',
  imageUrl: '/images/o-40211/LARGE.jpg',
  images: [image('o-40211-1'), image('o-40211-2')],
  uri: '/product/40211/week-end-bien-etre-au-bord-du-lac',
  headwords: ['Accès spa', 'Dîner gastronomique'],
  hotel,
  sellPrice: 18900,
  refPrice: 23900,
  barPrice: 23900,
  promo: 21,
  priceType: 'final',
  lowestPriorPrice: 22400,
  prices: [
    { paxComposition: { adults: 1 }, sellPrice: 12900, refPrice: 15900, promo: 19, priceType: 'final' },
    { paxComposition: { adults: 2 }, sellPrice: 18900, refPrice: 23900, promo: 21, priceType: 'final' },
  ],
  participants: 2,
  nights: 1,
  distance: 2.4,
  cancellationPolicy: {
    type: 'PARTIAL',
    cancellable: true,
    isCancellable: true,
    cancellationDeadline: '2025-06-10T23:59:00+02:00',
    cancellableUntil: '2025-06-10',
    message: null,
  },
  availableRooms: 3,
  room: 'Chambre supérieure',
  lastMinute: false,
  expiration: null,
  marketingLabels: ['NEW'],
  targetedLabel: null,
  itemCategory: 'weekend',
  channelManagerId: null,
  connectivity: null,
  autoDiscount: { code: 'EXTRA10', value: 10 },
  hasMoreOffers: true,
  newTab: false,
};

const searchDetails = {
  totalCount: 137,
  checkin: '2025-06-14',
  night: 1,
  adult: 2,
  child: 0,
  baby: 0,
  hotelId: null,
  destination: { type: 'city', value: 'annecy', label: 'Annecy', latitude: 45.899, longitude: 6.129 },
  locationHierarchy: [
    { type: 'country', id: 1, label: 'France', uri: '/search#country=france' },
    { type: 'region', id: 84, label: 'Auvergne-Rhône-Alpes', uri: '/search#region=auvergne-rhone-alpes' },
    { type: 'city', id: 3037543, label: 'Annecy', uri: null },
  ],
  uri: '/search#city=annecy&checkin=2025-06-14&checkout=2025-06-15',
  theme: { id: 39, name: 'En famille', iconGroup: 'family' },
};

const offersReply = {
  exactMatches: [offerCard],
  resultsCount: 137,
  searchDetails,
  searchCriterias: {
    filters: {
      property: {
        hotelType: ['chateau'],
        hotelEnvironment: [],
        hotelStyle: [],
        stars: [4, 5],
        minHotelReviewScore: 8,
        facilities: ['spa'],
        petsAllowed: false,
      },
      offer: { priceMin: null, priceMax: 25000, tags: [12], theme: null, distanceMin: null, distanceMax: null },
      gift: { singleVoucherPriceMin: null, singleVoucherPriceMax: null, giftNights: null, giftFormat: null, giftAdults: null },
    },
    sorting: { orderBy: 'priceQuality' },
    pagination: { page: 0, limit: 24 },
    flow: 'booking',
    performGiftableSearch: false,
  },
  fallbackKey: null,
};

const fallbackReply = {
  ...offersReply,
  exactMatches: [offerCard],
  resultsCount: 3,
  fallbackKey: {
    destination: { value: 'annecy', type: 'city', isAround: true, isExpanded: true },
    dates: null,
    category: 'destination',
    value: 'Annecy',
  },
};

const activityPrice = (adults: number, sellPrice: number) => ({
  paxComposition: { adults },
  sellPrice,
  refPrice: sellPrice + 1000,
  barPrice: sellPrice + 1000,
  promo: 8,
  moneySaved: 1000,
  priceType: 'final',
  lowestPriorPrice: sellPrice + 500,
});

const promoBar = {
  internalCode: 'PB-SUMMER-25',
  campaign: 'summer-2025',
  category: 'promo',
  flow: 'booking',
  links: [{ label: "-20 % sur l'été", url: '/search#theme=12', newTab: false, variation: 'default' }],
};

const targetedBanner = {
  title: 'Escapades en Bretagne',
  subtitle: 'Iodé et dépaysant',
  imageUrl: '/images/banners/bretagne/LARGE.jpg',
  imageMobile: '/images/banners/bretagne/SMALL.jpg',
  imagePosition: 'left',
  imageAlt: 'Phare sur la côte bretonne',
  ctas: [{ label: 'Découvrir', url: '/search#region=bretagne', newTab: false, category: 'region' }],
  url: '/search#region=bretagne',
  newTab: false,
  trackingBlockName: 'banner-bretagne',
};

const announcementBanner = {
  content: '**Service client** fermé le 14 juillet',
  colorVariation: 'yellow',
  link: { url: '/contact' },
  localizations: [{ locale: 'nl_BE', content: '**Klantendienst** gesloten op 14 juli' }],
};

const boxBlock = {
  campaign: 'coffrets-2025',
  title: 'Nos coffrets cadeaux',
  subtitle: null,
  buttonLabel: 'Voir tous les coffrets',
  buttonURL: '/boxes',
  boxes: [
    {
      id: 'box-1',
      title: 'Séjour gourmand',
      image: '/images/boxes/1/LARGE.jpg',
      includedContent: ['1 nuit', 'Petit-déjeuner', 'Dîner'],
      rating: '4.6/5',
      price: 14990,
      promoPrice: 12990,
      discount: 14,
      handle: 'sejour-gourmand',
      position: 1,
      url: '/boxes/sejour-gourmand',
    },
  ],
};

const cmsPage = {
  seo: { title: 'Week-ends et séjours', description: 'Des week-ends avec activités incluses.', index: true, follow: true },
  announcementBanner,
  header: { showHeader: true },
  promoBar,
  showFlowTabs: true,
  jumbotron: {
    title: 'Partez ce week-end',
    subtitle: null,
    imageUrl: '/images/home/LARGE.jpg',
    imageMobile: '/images/home/SMALL.jpg',
    imageAlt: 'Couple sur un ponton',
  },
  blocks: [
    { type: 'mainUsp', items: [{ icon: 'check', title: 'Activités incluses', text: 'Tout est prévu.' }] },
    { type: 'bannerBlock', banner: targetedBanner },
    { type: 'boxes', ...boxBlock },
    { type: 'topSearchResults', title: 'Les plus réservés', searchUrl: '/search#sort=popularity', offers: [offerCard] },
  ],
  footer: { showLegal: true, showNewsletter: true, showContact: true },
};

const navigationLink = (id: string, label: string, children: unknown[] = []) => ({
  _id: id,
  label,
  uri: `/search#city=${id}`,
  location: null,
  variant: null,
  count: 42,
  children,
});

const miniSite = {
  minisiteId: 360,
  minisiteUrl: 'macif',
  partnerName: 'Macif',
  minisiteLocale: 'fr_FR',
  bannerUrls: { desktop: '/images/partners/macif/LARGE.jpg', mobile: '/images/partners/macif/SMALL.jpg' },
  logoUrl: '/images/partners/macif/logo.png',
  footer: 'Offre réservée aux sociétaires **Macif**.',
};

/** A quote's price info and free cancellation terms, as the quote and the hotel's getaways carry them. */
const quotedPrice = { sellPrice: 47250, refPrice: 52500, promoPercentageRounded: 10, moneySaved: 5250, priceType: 'final', nbRooms: 1, nights: 2, lowestPriorPrice: 51000 };
const freeCancellation = {
  type: 'FREE',
  cancellable: true,
  isCancellable: true,
  cancellationDeadline: '2025-06-07T23:59:59.000+02:00',
  cancellableUntil: '2025-06-07',
  message: 'Free cancellation until 7 June',
};
const availabilityDay = { price: '129', amount: 12900, minLos: 1, promo: 10, bestPriceOfTheMonth: false };

interface InvalidCase {
  readonly why: string;
  readonly part: RequestPart;
  readonly value: unknown;
  readonly field: string;
}

interface EndpointCase {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly headers?: unknown;
  readonly body?: unknown;
  readonly reply: unknown;
  readonly invalid: readonly InvalidCase[];
}

const botCheckChallenge = {
  parameters: {
    algorithm: 'SHA-256',
    cost: 1,
    expiresAt: 1795762377,
    keyLength: 32,
    keyPrefix: 'd6825d1e0aec8c3963c5cbaee42637b3',
    keySignature: '0e8d6b3ceff913bba5292e125bef8d04693674e280686ae77472c084991312cb',
    nonce: 'aab0b38cb3baa24b8399e8bad5380c99',
    salt: 'e045a691eecc3dcc721d4e70bdfd14fa',
  },
  signature: '7ae14f6ae5f28772fafd55600d17997aed064be8e33e97c33f315fbf20b5f2d1',
};

/** A question about a booking, valid as it is: the invalid cases each break one field. */
const contactCase = {
  reason: 'booking_info',
  bookingNumber: '12345678',
  name: 'Claire Martin',
  email: 'claire.martin@example.fr',
  phone: '06 12 34 56 78',
  description: 'Le petit-déjeuner est-il servi en chambre ?',
  locale: 'fr_FR',
};

/** A stay ordered with its cancellation choice and a promotion code, valid as it is: the invalid cases each break one field. */
const purchaseOrder = PURCHASE_ORDER_BODY_EXAMPLE;
const reservationOf = (criteria: Record<string, unknown>) => ({ ...purchaseOrder, items: { ...purchaseOrder.items, shortStayItem: { reservationCriteria: criteria } } });
const stayCriteria = purchaseOrder.items.shortStayItem?.reservationCriteria ?? {};
const activityVoucherItem = { activityProductId: 7001, participants: 2 };
const storedOrder = PURCHASE_ORDER_EXAMPLE;

const CASES: Record<EndpointName, EndpointCase> = {
  health: { reply: { status: 'ok' }, invalid: [] },
  searchOffers: {
    body: {
      searchCriterias: {
        city: 'annecy',
        cityId: 3037543,
        checkin: '2025-06-14',
        checkout: '2025-06-15',
        adult: 2,
        child: 1,
        baby: 0,
        singleRoom: true,
        lat: 45.899,
        lng: 6.129,
        distanceMax: 30,
        hotelType: ['chateau'],
        stars: [4, 5],
        minHotelReviewScore: 8,
        priceMax: 25000,
        facilities: ['spa'],
        petsAllowed: true,
        tags: '12,40',
      },
      performMapSearch: false,
      performGiftableSearch: false,
      locale: 'fr_FR',
      type: 'offer',
      flowType: 'offer',
      orderBy: 'priceQuality',
      numberOfPackagesPerHotel: 1,
      pagination: { page: 0, limit: 24 },
    },
    reply: offersReply,
    invalid: [
      { why: 'too many adults', part: 'body', value: { locale: 'fr_FR', searchCriterias: { adult: 21 } }, field: 'body.searchCriterias.adult' },
      { why: 'an unknown sort', part: 'body', value: { locale: 'fr_FR', orderBy: 'cheapest' }, field: 'body.orderBy' },
      { why: 'a star outside 1–5', part: 'body', value: { locale: 'fr_FR', searchCriterias: { stars: '3,6' } }, field: 'body.searchCriterias.stars.1' },
      { why: 'an unknown market', part: 'body', value: { locale: 'en_GB' }, field: 'body.locale' },
      { why: 'a misspelt criterion', part: 'body', value: { locale: 'fr_FR', searchCriterias: { adults: 2 } }, field: 'body.searchCriterias.adults' },
      { why: 'a negative page', part: 'body', value: { locale: 'fr_FR', pagination: { page: -1 } }, field: 'body.pagination.page' },
    ],
  },
  fallbackOffers: {
    query: { city: 'annecy', lat: '45.899', lng: '6.129', distanceMax: '30', checkin: '2025-06-14', night: '1', locale: 'fr_FR', limit: '3', fetchPageModel: 'false' },
    reply: fallbackReply,
    invalid: [
      { why: 'a limit above the block size', part: 'query', value: { locale: 'fr_FR', limit: '50' }, field: 'query.limit' },
      { why: 'a hotel id that is not a number', part: 'query', value: { locale: 'fr_FR', hotelId: 'abc' }, field: 'query.hotelId' },
    ],
  },
  searchActivityOnly: {
    body: { criteria: { city: 'lyon', lat: 45.76, lng: 4.83, distanceMax: 30 }, limit: 24, locale: 'fr_FR', numberOfPackagesPerHotel: 20, page: 0 },
    reply: {
      exactMatches: [
        {
          id: 9001,
          label: 'Initiation au canoë sur la Saône',
          uri: '/activity/9001/initiation-canoe-saone',
          imageUrl: '/images/a-9001/LARGE.jpg',
          images: [image('a-9001')],
          headwords: ['2 h', 'Dès 8 ans'],
          itemCategory: 'activity_only',
          hotel: { ...hotel, id: 77, stars: 0, label: 'Base nautique de Lyon', airportLabel: undefined, trainStationLabel: undefined },
          distance: 4.1,
          activityOnlyPackages: [{ activityId: 12, title: 'Canoë', imageUrl: null }],
          activityOnlyVoucher: { id: 9001, prices: { '1': activityPrice(1, 3500), '2': activityPrice(2, 6500) }, minParticipants: 1, maxParticipants: 2 },
        },
      ],
      resultsCount: 1,
      searchDetails,
    },
    invalid: [
      { why: 'more packages than allowed', part: 'body', value: { locale: 'fr_FR', numberOfPackagesPerHotel: 50 }, field: 'body.numberOfPackagesPerHotel' },
      { why: 'a latitude off the globe', part: 'body', value: { locale: 'fr_FR', criteria: { lat: 91, lng: 2 } }, field: 'body.criteria.lat' },
    ],
  },
  searchFacets: {
    body: {
      criterias: { hotelType: ['chateau'], hotelEnvironment: ['sea'], stars: '4,5', minHotelReviewScore: 8, priceMin: 5000, facilities: ['spa'], petsAllowed: true, tags: '12,40' },
      withActivities: true,
      locale: 'fr_FR',
      flow: 'booking',
    },
    reply: {
      filters: {
        facilities: [{ name: 'spa', value: 'spa', label: 'Spa', count: 31 }],
        stars: [{ value: 4, label: '4 étoiles', count: 22 }],
        hotelScores: [{ value: 8.5, label: 'Excellent', count: 17 }],
        hotelTypes: [{ name: 'chateau', label: 'Château', count: 5 }],
        hotelEnvironments: [{ key: 'sea', label: 'Mer', count: 12 }],
        hotelStyles: [{ name: 'design', label: 'Design', count: 0 }],
        priceBands: [
          { min: 0, max: 1900, count: 0 },
          { min: 1900, max: 2900, count: 3 },
          { min: 24000, max: null, count: 41 },
        ],
      },
      listActivities: [{ name: 'Bien-être', list: [{ id: 12, name: 'Spa', count: 31 }] }],
      resultsCount: 58,
    },
    invalid: [
      { why: 'a review score above 10', part: 'body', value: { locale: 'fr_FR', criterias: { minHotelReviewScore: 11 } }, field: 'body.criterias.minHotelReviewScore' },
      { why: 'priceMax below priceMin', part: 'body', value: { locale: 'fr_FR', criterias: { priceMin: 20000, priceMax: 10000 } }, field: 'body.criterias.priceMax' },
    ],
  },
  activities: {
    query: { ids: '12,40', locale: 'fr_FR' },
    reply: [{ id: 12, name: 'Spa', groupName: 'Bien-être' }],
    invalid: [
      { why: 'no ids', part: 'query', value: { ids: '', locale: 'fr_FR' }, field: 'query.ids' },
      { why: 'an id that is not a number', part: 'query', value: { ids: '12,spa', locale: 'fr_FR' }, field: 'query.ids.1' },
    ],
  },
  themes: {
    query: { locale: 'fr_FR' },
    reply: [
      { id: 1, name: 'Romantique', iconGroup: 'romantic' },
      { id: 39, name: 'En famille', iconGroup: 'family' },
    ],
    invalid: [
      { why: 'an unknown market', part: 'query', value: { locale: 'de_DE' }, field: 'query.locale' },
      { why: 'a second, unknown key', part: 'query', value: { locale: 'fr_FR', flow: 'booking' }, field: 'query.flow' },
    ],
  },
  autocompleteGeonames: {
    query: { locale: 'fr_FR', term: 'ann', maxResults: '30' },
    reply: [{ label: 'Annecy (74)', category: 'city', id: 3037543, latitude: 45.899, longitude: 6.129, value: 'annecy', postalcode: '74000' }],
    invalid: [
      { why: 'more than 30 results', part: 'query', value: { locale: 'fr_FR', term: 'ann', maxResults: '31' }, field: 'query.maxResults' },
      { why: 'an empty term', part: 'query', value: { locale: 'fr_FR', term: '  ' }, field: 'query.term' },
      { why: 'no term', part: 'query', value: { locale: 'fr_FR' }, field: 'query.term' },
    ],
  },
  nearbyDestinations: {
    query: { locale: 'fr_FR', lat: '45.8992', lng: '6.1294', maxResults: '6' },
    reply: [{ label: 'Annecy (74000), Haute-Savoie', category: 'city', id: 3037543, latitude: 45.899, longitude: 6.129, value: 'annecy', postalcode: '74000' }],
    invalid: [
      { why: 'no point', part: 'query', value: { locale: 'fr_FR' }, field: 'query.lat' },
      { why: 'a latitude off the globe', part: 'query', value: { locale: 'fr_FR', lat: '91', lng: '6' }, field: 'query.lat' },
      { why: 'more than 12 results', part: 'query', value: { locale: 'fr_FR', lat: '45', lng: '6', maxResults: '13' }, field: 'query.maxResults' },
    ],
  },
  recommendedAutocomplete: {
    query: { locale: 'es_ES', q: 'bar', catalogSourceType: 'theme', catalogSourceCode: '39' },
    reply: [{ label: 'Barcelona', category: 'city', id: 3128760, latitude: 41.389, longitude: 2.159, value: 'barcelona', postalcode: null }],
    invalid: [{ why: 'an unknown market', part: 'query', value: { locale: 'es' }, field: 'query.locale' }],
  },
  packageCheckoutNights: {
    params: { siteOrId: '40211' },
    query: { checkin: '2025-06-14', adult: '2', child: '0', baby: '0', locale: 'fr_FR', multiOffer: 'false', client: 'msite' },
    reply: [1, 2, 3],
    invalid: [
      { why: 'a site that is not a point of sale', part: 'params', value: { siteOrId: 'de' }, field: 'params.siteOrId' },
      { why: 'a check-in that does not exist', part: 'query', value: { checkin: '2025-02-30', locale: 'fr_FR' }, field: 'query.checkin' },
      { why: 'no check-in', part: 'query', value: { locale: 'fr_FR' }, field: 'query.checkin' },
    ],
  },
  productAvailability: {
    params: { weekendId: '40211' },
    query: { locale: 'fr_FR', month: '2025-06', length: '2', adult: '2', child: '1', baby: '0' },
    reply: {
      days: { '2025-06-14': availabilityDay, '2025-06-15': null },
      nextMonth: '2025-08',
      prevMonth: null,
      minMonth: '2025-06',
      maxMonth: '2026-05',
      adult: 2,
      child: 1,
      baby: 0,
    },
    invalid: [
      { why: 'a month that does not exist', part: 'query', value: { locale: 'fr_FR', month: '2025-13' }, field: 'query.month' },
      { why: 'more than 12 months', part: 'query', value: { locale: 'fr_FR', length: '13' }, field: 'query.length' },
      { why: 'a weekend id of zero', part: 'params', value: { weekendId: '0' }, field: 'params.weekendId' },
    ],
  },
  productDetail: {
    params: { weekendId: '40211' },
    query: { locale: 'fr_FR', checkin: '2025-06-14', night: '1', adult: '2' },
    reply: {
      id: 40211,
      label: 'Spa weekend by the lake',
      uri: '/product/40211/spa-weekend-by-the-lake',
      headwords: ['Spa'],
      hotel: {
        ...hotel,
        description: 'A lakeside hotel with a spa.',
        highlightedFacilities: ['Spa'],
        facilities: ['Spa', 'Pool'],
        ecoFacilities: [],
        checkInOut: { checkin: '15:00', checkout: '11:00' },
        policy: { petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 1 },
        localTax: { amount: 165, currency: 'EUR', toBePaidAtHotel: true, type: 'PER_PERSON_PER_NIGHT', percentage: null },
      },
      images: [image('lake')],
      programLines: [
        { type: 'ROOM', title: 'Superior room', activityId: null, quantity: 1 },
        { type: 'ACTIVITY', title: 'Spa access', activityId: 100, quantity: 1 },
      ],
      activityDates: [],
      packageSummary: { room: 'Superior room', breakfasts: 2, dinners: 0, activities: 1 },
      defaultNights: 1,
      checkin: '2025-06-14',
      nights: 1,
      adult: 2,
      child: 0,
      baby: 0,
      price: { sellPrice: 18900, refPrice: 21000, promo: 10, moneySaved: 2100, priceType: 'final', nights: 1, nbRooms: 1, lowestPriorPrice: 20500 },
      priceError: null,
      cancellationPolicy: null,
      availableRooms: 3,
      lastMinute: false,
      marketingLabels: ['NEW'],
      isGiftable: true,
      otherOfferCount: 2,
      otherGiftOfferCount: 1,
      giftPrices: [{ nights: 1, sellPrice: 19000 }],
      pageModel: {
        pageTitle: 'Spa weekend | Escapade',
        metaDescription: 'A lakeside hotel.',
        canonicalUrl: 'https://www.escapade.fr/product/40211/spa-weekend-by-the-lake',
        alternateUrls: [],
      },
    },
    invalid: [
      { why: 'a check-in that is not a day', part: 'query', value: { locale: 'fr_FR', checkin: '2025-02-30' }, field: 'query.checkin' },
      { why: 'an unknown parameter', part: 'query', value: { locale: 'fr_FR', starz: '5' }, field: 'query.starz' },
      { why: 'a weekend id of zero', part: 'params', value: { weekendId: '0' }, field: 'params.weekendId' },
      { why: 'a mini-site id that is not a number', part: 'query', value: { locale: 'fr_FR', checkin: '2025-06-14', night: '2', minisite: 'macif' }, field: 'query.minisite' },
    ],
  },
  productQuote: {
    params: { id: '40211' },
    query: { checkin: '2025-06-14', nights: '2', adult: '2', child: '1', baby: '0', activitySelectionList: '100_2025-06-15,101_2025-06-14', locale: 'fr_FR', minisite: '360' },
    reply: {
      bookable: true,
      priceInfo: quotedPrice,
      localTaxTotalAmount: 660,
      reservationCriteria: {
        offerId: 40211,
        travelPeriod: { checkinDate: '2025-06-14', checkoutDate: '2025-06-16' },
        nights: 2,
        pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
        activityDaySelections: [
          { activityId: 100, date: '2025-06-15' },
          { activityId: 101, date: '2025-06-14' },
        ],
        minisiteId: 360,
      },
      modifiedReservationCriteria: null,
      programLineList: [
        { type: 'ROOM', title: 'Superior room', activityId: null, quantity: 1, date: null },
        { type: 'ACTIVITY', title: 'Spa access', activityId: 100, quantity: 1, date: '2025-06-15' },
      ],
      flashDeal: false,
      roomsAmountMessage: null,
      cancellationPolicy: freeCancellation,
      errors: [],
    },
    invalid: [
      { why: 'no check-in', part: 'query', value: { nights: '1', locale: 'fr_FR' }, field: 'query.checkin' },
      { why: 'no nights at all', part: 'query', value: { checkin: '2025-06-14', nights: '0', locale: 'fr_FR' }, field: 'query.nights' },
      { why: 'more adults than a party may have', part: 'query', value: { checkin: '2025-06-14', nights: '1', adult: '21', locale: 'fr_FR' }, field: 'query.adult' },
      {
        why: 'an activity day that is not a day',
        part: 'query',
        value: { checkin: '2025-06-14', nights: '1', activitySelectionList: '100_2025-02-30', locale: 'fr_FR' },
        field: 'query.activitySelectionList.0',
      },
      { why: 'a product id of zero', part: 'params', value: { id: '0' }, field: 'params.id' },
      { why: 'a mini-site id of zero', part: 'query', value: { checkin: '2025-06-14', nights: '1', locale: 'fr_FR', minisite: '0' }, field: 'query.minisite' },
      {
        why: 'a mini-site id beyond the catalog’s ids',
        part: 'query',
        value: { checkin: '2025-06-14', nights: '1', locale: 'fr_FR', minisite: '2147483648' },
        field: 'query.minisite',
      },
    ],
  },
  productUpsells: {
    params: { id: '40211' },
    query: { checkin: '2025-06-14', nights: '1', adult: '2', child: '1', baby: '0', locale: 'fr_FR' },
    reply: {
      upsells: [
        {
          id: 40212,
          label: 'Spa access',
          priceDifference: 4500,
          priceDifferencePerLos: { '1': 4500, '2': -1200 },
          programLines: [{ type: 'ACTIVITY', title: 'Spa access', activityId: 101, quantity: 2 }],
          imagesBySize: { '120_80': '/api/images/7/120_80.svg', SMALL: '/api/images/7/SMALL.svg', LARGE: '/api/images/7/LARGE.svg', '640_360': '/api/images/7/640_360.svg' },
          activityIds: [101],
          type: 'STAYS',
        },
      ],
      checkin: '2025-06-14',
      nights: 1,
    },
    invalid: [
      { why: 'no market', part: 'query', value: { nights: '1' }, field: 'query.locale' },
      { why: 'no nights at all', part: 'query', value: { nights: '0', locale: 'fr_FR' }, field: 'query.nights' },
      { why: 'a check-in that is not a day', part: 'query', value: { checkin: '2025-02-30', locale: 'fr_FR' }, field: 'query.checkin' },
      { why: 'no adult', part: 'query', value: { adult: '0', locale: 'fr_FR' }, field: 'query.adult' },
      { why: 'a product id of zero', part: 'params', value: { id: '0' }, field: 'params.id' },
    ],
  },
  productOffers: {
    params: { id: '40211' },
    query: { checkin: '2025-06-14', nights: '2', adult: '2', child: '1', baby: '0', locale: 'fr_FR', minisite: '360' },
    reply: {
      offers: {
        '40211': {
          weekendId: 40211,
          label: 'Week-end spa',
          priceInfo: quotedPrice,
          cancellationPolicy: freeCancellation,
        },
        '40212': {
          weekendId: 40212,
          label: 'Week-end gourmand',
          priceInfo: { sellPrice: 51750, refPrice: null, promoPercentageRounded: 0, moneySaved: 0, priceType: 'final', nbRooms: 1, nights: 2, lowestPriorPrice: null },
          cancellationPolicy: {
            type: 'NCNR',
            cancellable: false,
            isCancellable: false,
            cancellationDeadline: null,
            cancellableUntil: null,
            message: 'Non-exchangeable and non-refundable',
          },
        },
      },
    },
    invalid: [
      { why: 'no check-in', part: 'query', value: { nights: '1', locale: 'fr_FR' }, field: 'query.checkin' },
      { why: 'no market', part: 'query', value: { checkin: '2025-06-14' }, field: 'query.locale' },
      { why: 'no nights at all', part: 'query', value: { checkin: '2025-06-14', nights: '0', locale: 'fr_FR' }, field: 'query.nights' },
      { why: 'more children than a party may have', part: 'query', value: { checkin: '2025-06-14', child: '11', locale: 'fr_FR' }, field: 'query.child' },
      { why: 'a product id of zero', part: 'params', value: { id: '0' }, field: 'params.id' },
      { why: 'a mini-site id of zero', part: 'query', value: { checkin: '2025-06-14', locale: 'fr_FR', minisite: '0' }, field: 'query.minisite' },
      {
        why: 'an option the call does not have',
        part: 'query',
        value: { checkin: '2025-06-14', locale: 'fr_FR', activitySelectionList: '100_2025-06-14' },
        field: 'query.activitySelectionList',
      },
    ],
  },
  recommendedOffers: {
    params: { id: '40211' },
    query: { flow: 'booking', checkin: '2025-06-14', nights: '1', adult: '2', locale: 'fr_FR' },
    reply: { offers: [offerCard] },
    invalid: [
      { why: 'no market', part: 'query', value: {}, field: 'query.locale' },
      { why: 'a flow the product page does not have', part: 'query', value: { flow: 'hotel', locale: 'fr_FR' }, field: 'query.flow' },
      { why: 'no adult', part: 'query', value: { adult: '0', locale: 'fr_FR' }, field: 'query.adult' },
      { why: 'a product id of zero', part: 'params', value: { id: '0' }, field: 'params.id' },
    ],
  },
  nearbyHotels: {
    params: { hotelId: '1590' },
    query: { locale: 'nl_BE' },
    reply: { offers: [offerCard] },
    invalid: [
      { why: 'no market', part: 'query', value: {}, field: 'query.locale' },
      { why: 'a parameter the call does not have', part: 'query', value: { locale: 'fr_FR', limit: '3' }, field: 'query.limit' },
      { why: 'a hotel id of zero', part: 'params', value: { hotelId: '0' }, field: 'params.hotelId' },
    ],
  },
  hotelReviews: {
    params: { hotelId: '812' },
    query: { locale: 'fr_FR', sort: 'SCORE_DESC', page: '1', withOtherLanguageFallback: 'true' },
    reply: {
      list: [{ id: 1, locale: 'fr_FR', customer: 'Claire D.', type: 'COUPLE', date: '2025-05-02', average: 9.2, positiveComment: 'Superbe accueil', negativeComment: null }],
      details: [{ criterion: 'welcoming', score: 9.4 }],
      score: 9.1,
      totalCount: 11,
      page: 1,
      languageFallback: false,
    },
    invalid: [
      { why: 'an unknown sort', part: 'query', value: { sort: 'BEST' }, field: 'query.sort' },
      { why: 'a negative page', part: 'query', value: { page: '-1' }, field: 'query.page' },
    ],
  },
  hotelDetail: {
    params: { hotelId: '812' },
    query: { locale: 'fr_FR' },
    reply: {
      hotel: {
        ...hotel,
        description: 'A lakeside hotel with a spa.',
        highlightedFacilities: [],
        facilities: ['Spa'],
        ecoFacilities: [],
        checkInOut: { checkin: '15:00', checkout: '11:00' },
        policy: { petsAllowed: false, petsPrice: null, petsMaxWeight: null, petsMaxNumberOfPets: 1 },
        localTax: { amount: null, currency: 'EUR', toBePaidAtHotel: false, type: 'BOOKING_PERCENTAGE', percentage: 5 },
      },
      images: [image('lake')],
      breadcrumb: [{ type: 'country', id: 1, label: 'France', uri: '/search?flow=booking#country=france' }],
      active: true,
      pageModel: {
        pageTitle: 'Les Terrasses | Escapade',
        metaDescription: 'A lakeside hotel.',
        canonicalUrl: 'https://www.escapade.fr/hotel/812/les-terrasses',
        alternateUrls: [],
      },
    },
    invalid: [
      { why: 'no locale', part: 'query', value: {}, field: 'query.locale' },
      { why: 'a hotel id that is not a number', part: 'params', value: { hotelId: 'les-terrasses' }, field: 'params.hotelId' },
    ],
  },
  activityDetail: {
    params: { productId: '77' },
    query: { locale: 'fr_FR' },
    reply: {
      id: 77,
      label: 'Canoë sur l’Ardèche',
      description: 'Une descente en canoë.',
      uri: '/activity/77/canoe-ardeche',
      published: true,
      activityCenter: hotel,
      activities: [{ activityId: 100, title: 'Canoë' }],
      images: [image('canoe')],
      prices: { '1': activityPrice(1, 3500), '2': activityPrice(2, 6000) },
      minParticipants: 1,
      maxParticipants: 2,
      breadcrumb: [],
      pageModel: { pageTitle: 'Canoë | Escapade', metaDescription: '', canonicalUrl: 'https://www.escapade.fr/activity/77/canoe-ardeche', alternateUrls: [] },
    },
    invalid: [
      { why: 'a voucher id of zero', part: 'params', value: { productId: '0' }, field: 'params.productId' },
      { why: 'an unknown market', part: 'query', value: { locale: 'en_GB' }, field: 'query.locale' },
    ],
  },
  hotelAvailability: {
    params: { hotelId: '812' },
    query: { locale: 'fr_FR', month: '2025-06', length: '12' },
    reply: [{ day: '2025-06-14', ...availabilityDay }],
    invalid: [{ why: 'a hotel id that is not a number', part: 'params', value: { hotelId: 'les-terrasses' }, field: 'params.hotelId' }],
  },
  cmsHomepage: {
    query: { locale: 'fr_FR' },
    reply: { booking: cmsPage, gifting: { ...cmsPage, promoBar: null, announcementBanner: null } },
    invalid: [{ why: 'no market', part: 'query', value: {}, field: 'query.locale' }],
  },
  navigation: {
    query: { locale: 'fr_FR', flow: 'booking' },
    reply: [navigationLink('france', 'France', [navigationLink('bretagne', 'Bretagne', [navigationLink('finistere', 'Finistère', [navigationLink('quimper', 'Quimper')])])])],
    invalid: [{ why: 'an unknown flow', part: 'query', value: { locale: 'fr_FR', flow: 'shopping' }, field: 'query.flow' }],
  },
  thisWeekTheme: {
    query: { locale: 'nl_NL' },
    reply: { thisWeekTheme: { themaTitle: 'Wellness', description: 'Even helemaal tot rust komen.', weekendUrl: '/search#theme=7' } },
    invalid: [{ why: 'an unknown market', part: 'query', value: { locale: 'de_DE' }, field: 'query.locale' }],
  },
  mapStyle: {
    query: { locale: 'fr_BE' },
    reply: {
      version: 8,
      name: 'Escapade',
      metadata: { 'escapade:label-field': 'name_fr' },
      sources: { basemap: { type: 'vector', tiles: ['/api/map/tiles/{z}/{x}/{y}.pbf'], minzoom: 0, maxzoom: 10, attribution: 'Natural Earth' } },
      layers: [
        { id: 'sea', type: 'background', paint: { 'background-color': '#c6e4e4' } },
        { id: 'borders', type: 'line', source: 'basemap', 'source-layer': 'borders', paint: { 'line-color': '#7a8494' } },
      ],
    },
    invalid: [
      { why: 'an unknown market', part: 'query', value: { locale: 'en_GB' }, field: 'query.locale' },
      { why: 'a second, unknown key', part: 'query', value: { locale: 'fr_FR', style: 'dark' }, field: 'query.style' },
    ],
  },
  promoBar: {
    query: { locale: 'fr_FR', flow: 'gifting' },
    reply: { promoBar },
    invalid: [{ why: 'an unknown flow', part: 'query', value: { locale: 'fr_FR', flow: 'gift' }, field: 'query.flow' }],
  },
  searchContent: {
    query: { locale: 'it_IT', flow: 'booking', city: 'firenze' },
    reply: {
      promos: [
        {
          slot: 'afterSecondBlock',
          title: 'Regala un soggiorno',
          text: 'Valido un anno: scelgono loro la data.',
          imageUrl: '/images/promo/LARGE.jpg',
          imageAlt: 'Una coppia in vacanza',
          cta: { label: 'Scopri i regali', url: '/search?flow=gifting', newTab: false },
          trackingBlockName: 'search-promo-gifting',
        },
      ],
      seoText: {
        title: 'Weekend a Firenze',
        sections: [{ heading: 'Perché andare a Firenze?', paragraphs: ['Firenze è perfetta per una fuga di due o tre giorni.'] }],
        readMore: 'Leggi di più',
        readLess: 'Mostra meno',
      },
    },
    invalid: [
      { why: 'an unknown flow', part: 'query', value: { locale: 'it_IT', flow: 'gift' }, field: 'query.flow' },
      { why: 'an unknown market', part: 'query', value: { locale: 'de_DE' }, field: 'query.locale' },
    ],
  },
  targetedBanner: {
    query: { locale: 'fr_FR', page: 'search', flow: 'booking', region: 'bretagne', displayBannerWithThisThematic: '39', isLessThanTwoHours: 'true' },
    reply: { targetedBanner },
    invalid: [
      { why: 'an unknown page', part: 'query', value: { locale: 'fr_FR', page: 'checkout' }, field: 'query.page' },
      {
        why: 'a theme that is not an id',
        part: 'query',
        value: { locale: 'fr_FR', page: 'home', displayBannerWithThisThematic: 'family' },
        field: 'query.displayBannerWithThisThematic',
      },
    ],
  },
  announcementBanner: {
    query: { locale: 'fr_BE' },
    reply: {
      data: {
        homePages: [{ flow: 'booking', locale: 'fr_BE', announcementBanner }],
        searchPages: [{ flow: 'booking', locale: 'fr_BE', announcementBanner: null }],
        productPages: [],
      },
    },
    invalid: [{ why: 'an unknown market', part: 'query', value: { locale: 'be' }, field: 'query.locale' }],
  },
  boxBlock: {
    params: { locale: 'fr_FR' },
    reply: boxBlock,
    invalid: [{ why: 'an unknown market in the path', part: 'params', value: { locale: 'fr' }, field: 'params.locale' }],
  },
  giftBlock: {
    query: { locale: 'it_IT' },
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
    invalid: [{ why: 'no market', part: 'query', value: {}, field: 'query.locale' }],
  },
  giftShippingCosts: {
    query: { locale: 'fr_FR' },
    reply: { physicalFormatEnabled: true, amount: 0, internationalShippingFeesPerCountry: { BE: 490, ES: 490, IT: 490, NL: 790 } },
    invalid: [
      { why: 'no market', part: 'query', value: {}, field: 'query.locale' },
      { why: 'a second, unknown key', part: 'query', value: { locale: 'fr_FR', country: 'BE' }, field: 'query.country' },
    ],
  },
  customSubElements: {
    query: { locale: 'nl_BE' },
    reply: {
      categories: [
        { id: 1, name: 'Ontwerp van de bon', description: 'Het ontwerp waarin de bon verschijnt.', singleSelection: true },
        { id: 3, name: 'Kleine extra’s', description: 'Klaar bij aankomst in het hotel.', singleSelection: false },
      ],
      availableCustomSubElements: [
        { id: 101, categoryId: 1, name: 'Klassiek', imageUrl: '/api/images/9000101/120_80.svg', price: 0, recommendedByWed: false, isDefault: true },
        { id: 301, categoryId: 3, name: 'Doos chocolaatjes', imageUrl: '/api/images/9000301/120_80.svg', price: 1200, recommendedByWed: true, isDefault: false },
      ],
    },
    invalid: [{ why: 'an unknown market', part: 'query', value: { locale: 'nl' }, field: 'query.locale' }],
  },
  ideas: {
    query: { locale: 'fr_FR' },
    reply: {
      title: 'Idées de week-ends',
      intro: 'Trouvez l’inspiration.',
      sections: [{ title: 'Au bord de la mer', intro: null, ideas: [{ label: 'Saint-Malo', url: '/search#city=saint-malo', cover: '/images/ideas/saint-malo/LARGE.jpg' }] }],
      regions: [{ label: 'Bretagne', url: '/search#region=bretagne' }],
    },
    invalid: [{ why: 'no market', part: 'query', value: {}, field: 'query.locale' }],
  },
  staticPage: {
    params: { pageId: 'conditions-generales' },
    query: { locale: 'fr_FR' },
    reply: {
      id: 'conditions-generales',
      locale: 'fr_FR',
      title: 'Conditions générales de vente',
      content: '## Article 1\n\nLes présentes conditions…',
      meta: {
        pageTitle: 'Conditions générales de vente',
        metaDescription: 'Nos conditions générales de vente.',
        canonicalUrl: 'https://escapade.example/page/conditions-generales',
        alternateUrls: [{ locale: 'fr_BE', url: 'https://be.escapade.example/fr/page/conditions-generales' }],
      },
    },
    invalid: [{ why: 'a page id with a path separator', part: 'params', value: { pageId: '../secret' }, field: 'params.pageId' }],
  },
  landingPage: {
    params: { slug: 'idees-week-end' },
    query: { locale: 'fr_FR' },
    reply: {
      slug: 'idees-week-end',
      locale: 'fr_FR',
      title: 'Idées de week-end',
      intro: 'Des séjours choisis pour partir dès ce week-end.',
      blocks: cmsPage.blocks,
      meta: {
        pageTitle: 'Idées de week-end | Escapade',
        metaDescription: 'Nos idées de week-end.',
        canonicalUrl: 'https://www.escapade.fr/landing/idees-week-end',
        alternateUrls: [],
      },
    },
    invalid: [
      { why: 'a slug with a path separator', part: 'params', value: { slug: '../secret' }, field: 'params.slug' },
      { why: 'no market', part: 'query', value: {}, field: 'query.locale' },
    ],
  },
  miniSites: { reply: [miniSite], invalid: [] },
  miniSite: {
    params: { minisiteUrl: 'macif' },
    reply: miniSite,
    invalid: [{ why: 'a name with capitals and spaces', part: 'params', value: { minisiteUrl: 'Le Figaro' }, field: 'params.minisiteUrl' }],
  },
  notFoundLog: {
    query: { uri: '/hotel/999999/ancien-hotel', locale: 'fr_FR' },
    reply: { ok: true },
    invalid: [{ why: 'no address', part: 'query', value: { locale: 'fr_FR' }, field: 'query.uri' }],
  },
  logs: {
    body: { level: 'ERROR', locale: 'es_ES', location: 'application.client.error', message: 'TypeError: cannot read properties of undefined' },
    reply: { ok: true },
    invalid: [
      { why: 'a message over 256 characters', part: 'body', value: { level: 'ERROR', locale: 'es_ES', location: 'x', message: 'e'.repeat(257) }, field: 'body.message' },
      { why: 'an unknown level', part: 'body', value: { level: 'FATAL', locale: 'es_ES', location: 'x', message: 'x' }, field: 'body.level' },
    ],
  },
  newsletter: {
    body: { email: 'claire.martin@example.fr', country: 'fr', language: 'fr', source: 'auto_home' },
    reply: { ok: true },
    invalid: [
      { why: 'an invalid email', part: 'body', value: { email: 'claire.martin@', country: 'fr', language: 'fr', source: 'auto_home' }, field: 'body.email' },
      { why: 'an upper-case country', part: 'body', value: { email: 'a@example.fr', country: 'FR', language: 'fr', source: 'auto_home' }, field: 'body.country' },
    ],
  },
  analyticsCollect: {
    params: { pos: 'fr' },
    body: {
      client_id: '1234567890.1718000000',
      user_id: null,
      non_personalized_ads: false,
      events: [
        {
          name: 'view_item_list',
          params: {
            user_logged_in: false,
            ga_session_id: '1718000000',
            page_path: '/search',
            page_hostname: 'escapade.example',
            page_type: 'search',
            ab_tests: 'calendar_shortcuts:b',
            locale: 'fr_FR',
            transaction_side: 'b2c',
            item_list_name: 'search results',
          },
        },
      ],
    },
    reply: { ok: true },
    invalid: [
      { why: 'no events', part: 'body', value: { client_id: 'c', events: [] }, field: 'body.events' },
      { why: 'an event name with spaces', part: 'body', value: { client_id: 'c', events: [{ name: 'View Item' }] }, field: 'body.events.0.name' },
      { why: 'an unknown point of sale', part: 'params', value: { pos: 'de' }, field: 'params.pos' },
    ],
  },
  startStaffSession: {
    body: { email: ' care.agent@escapade.example ', password: 'correct horse battery staple' },
    reply: { email: 'care.agent@escapade.example', expiresAt: '2026-11-26T18:00:00.000Z' },
    invalid: [
      { why: 'no password', part: 'body', value: { email: 'care.agent@escapade.example' }, field: 'body.password' },
      { why: 'an empty password', part: 'body', value: { email: 'care.agent@escapade.example', password: '' }, field: 'body.password' },
      { why: 'an invalid email', part: 'body', value: { email: 'care.agent@', password: 'x' }, field: 'body.email' },
    ],
  },
  staffSession: { reply: { email: 'care.agent@escapade.example', expiresAt: '2026-11-26T18:00:00.000Z' }, invalid: [] },
  contactChallenge: { reply: botCheckChallenge, invalid: [] },
  contactCase: {
    body: {
      reason: 'modification',
      bookingNumber: '12345678',
      name: ' Anne-Sophie D’Arcy ',
      email: 'anne-sophie@example.be',
      phone: '+32 (0)2 808-46-60',
      description: 'Nous voudrions arriver un jour plus tôt.',
      locale: 'fr_BE',
      botCheck: { challenge: botCheckChallenge, solution: { counter: 8446, derivedKey: 'd6825d1e0aec8c3963c5cbaee42637b3e4a8b4f93ab4128a8546282ed6413555', time: 592.1 } },
    },
    reply: { ok: true },
    invalid: [
      { why: 'no booking number for a booking question', part: 'body', value: { ...contactCase, bookingNumber: undefined }, field: 'body.bookingNumber' },
      { why: 'a booking number of 7 digits', part: 'body', value: { ...contactCase, bookingNumber: '1234567' }, field: 'body.bookingNumber' },
      { why: 'a name with digits', part: 'body', value: { ...contactCase, name: 'R2D2' }, field: 'body.name' },
      { why: 'a phone number with letters', part: 'body', value: { ...contactCase, phone: '06 12 AB 56 78' }, field: 'body.phone' },
      { why: 'a phone number of 5 digits', part: 'body', value: { ...contactCase, phone: '12-345' }, field: 'body.phone' },
      { why: 'a blank message', part: 'body', value: { ...contactCase, description: '   ' }, field: 'body.description' },
      { why: 'an unknown reason', part: 'body', value: { ...contactCase, reason: 'refund' }, field: 'body.reason' },
      {
        why: 'a solution without its challenge',
        part: 'body',
        value: { ...contactCase, botCheck: { solution: { counter: 1, derivedKey: 'ab' } } },
        field: 'body.botCheck.challenge',
      },
    ],
  },
  endStaffSession: { reply: { ok: true }, invalid: [] },
  accountSignUp: {
    body: { name: ' Camille Martin ', email: ' camille.martin@example.fr ', password: 'a long enough passphrase' },
    reply: { account: { id: 'k2Vd8sQ1', name: 'Camille Martin', email: 'camille.martin@example.fr', emailVerified: false } },
    invalid: [
      { why: 'a password shorter than ten characters', part: 'body', value: { name: 'Camille', email: 'camille@example.fr', password: 'short' }, field: 'body.password' },
      { why: 'a blank name', part: 'body', value: { name: '  ', email: 'camille@example.fr', password: 'a long enough passphrase' }, field: 'body.name' },
      { why: 'an invalid email', part: 'body', value: { name: 'Camille', email: 'camille@', password: 'a long enough passphrase' }, field: 'body.email' },
    ],
  },
  startAccountSession: {
    body: { email: 'camille.martin@example.fr', password: 'a long enough passphrase' },
    reply: { account: { id: 'k2Vd8sQ1', name: 'Camille Martin', email: 'camille.martin@example.fr', emailVerified: false } },
    invalid: [
      { why: 'an empty password', part: 'body', value: { email: 'camille.martin@example.fr', password: '' }, field: 'body.password' },
      { why: 'no email', part: 'body', value: { password: 'x' }, field: 'body.email' },
    ],
  },
  accountSession: { reply: { account: null }, invalid: [] },
  endAccountSession: { reply: { ok: true }, invalid: [] },
  createPurchaseOrder: {
    headers: { 'idempotency-key': '3f1c9e2a-5b7d-4e8f-a0b1-c2d3e4f5a6b7', 'content-type': 'application/json' },
    body: purchaseOrder,
    reply: storedOrder,
    invalid: [
      { why: 'no idempotency key', part: 'headers', value: { 'content-type': 'application/json' }, field: 'headers.idempotency-key' },
      { why: 'an idempotency key too short to be unique', part: 'headers', value: { 'idempotency-key': 'retry-1' }, field: 'headers.idempotency-key' },
      { why: 'no expected amount', part: 'body', value: { ...purchaseOrder, expectedAmount: undefined }, field: 'body.expectedAmount' },
      { why: 'an amount in euros with decimals', part: 'body', value: { ...purchaseOrder, expectedAmount: 425.25 }, field: 'body.expectedAmount' },
      { why: 'another currency', part: 'body', value: { ...purchaseOrder, currency: 'GBP' }, field: 'body.currency' },
      { why: 'no cancellation choice', part: 'body', value: { ...purchaseOrder, items: { ...purchaseOrder.items, insuranceItem: undefined } }, field: 'body.items.insuranceItem' },
      { why: 'a buyer without email', part: 'body', value: { ...purchaseOrder, buyer: { ...purchaseOrder.buyer, email: undefined } }, field: 'body.buyer.email' },
      {
        why: 'neither a stay nor an activity voucher',
        part: 'body',
        value: { ...purchaseOrder, items: { insuranceItem: { choice: 'flexible' } } },
        field: 'body.items.shortStayItem',
      },
      {
        why: 'a stay and an activity voucher in one order',
        part: 'body',
        value: { ...purchaseOrder, items: { ...purchaseOrder.items, activityVoucherItem } },
        field: 'body.items.activityVoucherItem',
      },
      {
        why: 'a cancellation choice with an activity voucher',
        part: 'body',
        value: { ...purchaseOrder, items: { activityVoucherItem, insuranceItem: { choice: 'flexible' } } },
        field: 'body.items.insuranceItem',
      },
      {
        why: 'an activity voucher for no one',
        part: 'body',
        value: { ...purchaseOrder, items: { activityVoucherItem: { ...activityVoucherItem, participants: 0 } } },
        field: 'body.items.activityVoucherItem.participants',
      },
      {
        why: 'no travel dates',
        part: 'body',
        value: reservationOf({ ...stayCriteria, travelPeriod: undefined }),
        field: 'body.items.shortStayItem.reservationCriteria.travelPeriod',
      },
      {
        why: 'a party of 21 adults',
        part: 'body',
        value: reservationOf({ ...stayCriteria, pax: { numberOfAdults: 21, numberOfChildren: 0, numberOfBabies: 0 } }),
        field: 'body.items.shortStayItem.reservationCriteria.pax.numberOfAdults',
      },
      {
        why: 'a party without adults',
        part: 'body',
        value: reservationOf({ ...stayCriteria, pax: { numberOfAdults: 0, numberOfChildren: 2, numberOfBabies: 0 } }),
        field: 'body.items.shortStayItem.reservationCriteria.pax.numberOfAdults',
      },
    ],
  },
  purchaseOrder: {
    params: { orderUuid: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d' },
    reply: storedOrder,
    invalid: [
      { why: 'a booking number for an order UUID', part: 'params', value: { orderUuid: '48213907' }, field: 'params.orderUuid' },
      { why: 'a version 1 UUID (time-based, guessable)', part: 'params', value: { orderUuid: '0b6f3c1e-8d2a-1f5b-9c7d-1e2f3a4b5c6d' }, field: 'params.orderUuid' },
    ],
  },
  insurancePrice: {
    query: { cancellationType: 'FREE', orderAmount: '42525', locale: 'fr_FR' },
    reply: { amount: 1_914, hasInsurance: true, error: null },
    invalid: [
      { why: 'an amount in euros with decimals', part: 'query', value: { cancellationType: 'FREE', orderAmount: '425.25', locale: 'fr_FR' }, field: 'query.orderAmount' },
      { why: 'no cancellation type', part: 'query', value: { orderAmount: '42525', locale: 'fr_FR' }, field: 'query.cancellationType' },
    ],
  },
  payLaterEligibility: {
    query: { amount: '42525', cancellationPolicyType: 'FREE', cancellableUntil: '2025-06-12', checkinDate: '2025-06-14', pointOfSale: 'fr_fr' },
    reply: {
      paymentMethods: [
        { type: 'deferred', paymentFee: 0 },
        { type: '3x', paymentFee: 638 },
        { type: '4x', paymentFee: 851 },
      ],
    },
    invalid: [
      {
        why: 'a point of sale in upper case',
        part: 'query',
        value: { amount: '42525', cancellationPolicyType: 'FREE', checkinDate: '2025-06-14', pointOfSale: 'FR_FR' },
        field: 'query.pointOfSale',
      },
      { why: 'no check-in date', part: 'query', value: { amount: '42525', cancellationPolicyType: 'FREE', pointOfSale: 'fr_fr' }, field: 'query.checkinDate' },
    ],
  },
  createOrderPayment: {
    params: { orderUuid: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d' },
    headers: { 'idempotency-key': '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'content-type': 'application/json' },
    body: { method: 'card', returnPath: '/checkout/0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d/payment' },
    reply: { paymentId: '5e0c6a1b-2d3f-4a5b-8c7d-9e0f1a2b3c4d', state: 'requires_action', redirectUrl: '/api/purchase/sandbox/pay/5e0c6a1b-2d3f-4a5b-8c7d-9e0f1a2b3c4d' },
    invalid: [
      { why: 'an absolute URL to come back to (an open redirect)', part: 'body', value: { method: 'card', returnPath: 'https://evil.example/' }, field: 'body.returnPath' },
      { why: 'a protocol-relative URL to come back to', part: 'body', value: { method: 'card', returnPath: '//evil.example/' }, field: 'body.returnPath' },
      { why: 'an unknown method', part: 'body', value: { method: 'cheque', returnPath: '/checkout' }, field: 'body.method' },
      { why: 'no idempotency key', part: 'headers', value: { 'content-type': 'application/json' }, field: 'headers.idempotency-key' },
    ],
  },
  createWalletOrder: {
    headers: { 'idempotency-key': '3f1c9e2a-5b7d-4e8f-a0b1-c2d3e4f5a6b8', 'content-type': 'application/json' },
    body: { ...purchaseOrder, pspAuthorization: { paymentIntentId: 'pi_sandbox_ok_1234', paymentMethod: 'apple_pay' } },
    reply: { booking: { orderUUID: storedOrder.orderUuid }, order: { ...storedOrder, state: 'confirmed', payment: null } },
    invalid: [
      { why: 'no wallet authorisation', part: 'body', value: purchaseOrder, field: 'body.pspAuthorization' },
      {
        why: 'a payment intent id with spaces',
        part: 'body',
        value: { ...purchaseOrder, pspAuthorization: { paymentIntentId: 'pi sandbox', paymentMethod: 'apple_pay' } },
        field: 'body.pspAuthorization.paymentIntentId',
      },
    ],
  },
  promotionCode: {
    params: { code: 'BIENVENUE10' },
    query: { locale: 'fr_FR', amount: '42525' },
    reply: { code: 'BIENVENUE10', percent: 10, amount: 4_253 },
    invalid: [
      { why: 'an amount in euros with decimals', part: 'query', value: { locale: 'fr_FR', amount: '425.25' }, field: 'query.amount' },
      { why: 'no market', part: 'query', value: { amount: '42525' }, field: 'query.locale' },
    ],
  },
};

describe('ENDPOINTS registry', () => {
  it('has a realistic example for every endpoint, and no example for an endpoint that does not exist', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ENDPOINT_NAMES].sort());
  });

  it('registers each method and path once, so Fastify can mount the whole table', () => {
    const routes = ENDPOINT_NAMES.map((name) => `${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares a params schema exactly for the paths with :parameters', () => {
    for (const name of ENDPOINT_NAMES) {
      const endpoint = ENDPOINTS[name];
      const pathParams = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
      const schemaParams = 'params' in endpoint ? Object.keys(endpoint.params.entries).sort() : [];
      expect({ name, params: schemaParams }).toEqual({ name, params: pathParams });
    }
  });

  it('sends bodies only with POST', () => {
    for (const name of ENDPOINT_NAMES) {
      const endpoint = ENDPOINTS[name];
      expect({ name, hasBody: 'body' in endpoint }).toEqual({ name, hasBody: endpoint.method === 'POST' });
    }
  });

  it('keeps the spec’s literal paths', () => {
    expect(ENDPOINTS.searchOffers).toMatchObject({ method: 'POST', path: '/offers.json' });
    expect(ENDPOINTS.fallbackOffers).toMatchObject({ method: 'GET', path: '/offers.json' });
    expect(ENDPOINTS.searchActivityOnly).toMatchObject({ method: 'POST', path: '/search/activity-only.json' });
    expect(ENDPOINTS.autocompleteGeonames).toMatchObject({ method: 'GET', path: '/autocomplete-geonames.json' });
    expect(ENDPOINTS.recommendedAutocomplete).toMatchObject({ method: 'GET', path: '/recommendedAutocomplete.json' });
    expect(ENDPOINTS.hotelAvailability).toMatchObject({ method: 'GET', path: '/hotels/:hotelId/availabilities.json' });
    expect(ENDPOINTS.newsletter).toMatchObject({ method: 'POST', path: '/marketing/newsletter' });
    expect(ENDPOINTS.analyticsCollect).toMatchObject({ method: 'POST', path: '/analytics/ga/collect/:pos' });
  });

  it('states in the document what a 401 means, for the calls that need a staff session only', () => {
    const stated = ENDPOINT_NAMES.filter((name) => toFastifySchema(ENDPOINTS[name]).response['4xx'].description?.includes(STAFF_UNAUTHORIZED));
    expect(stated.sort()).toEqual(['staffSession', 'startStaffSession']);
  });
});

describe('types by endpoint name', () => {
  it('give the client and the server the same shapes without restating them', () => {
    const body: BodyInputOf<'searchOffers'> = { locale: 'fr_FR', searchCriterias: { city: 'annecy', stars: [4, 5] } };
    const query: QueryOf<'autocompleteGeonames'> = { locale: 'fr_FR', term: 'ann', maxResults: 30 };
    const params: ParamsOf<'packageCheckoutNights'> = { siteOrId: 'fr' };
    const reply: ReplyOf<'packageCheckoutNights'> = [1, 2];
    expect(v.is(ENDPOINTS.searchOffers.body, body)).toBe(true);
    expect([query.maxResults, params.siteOrId, reply.length]).toEqual([30, 'fr', 2]);
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters for the client', () => {
    expect(fillPath(ENDPOINTS.hotelAvailability.path, { hotelId: 812 })).toBe('/hotels/812/availabilities.json');
    expect(fillPath(ENDPOINTS.staticPage.path, { pageId: 'a b' })).toBe('/content/pages/a%20b');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => fillPath(ENDPOINTS.miniSite.path)).toThrow('minisiteUrl');
  });
});

describe.each(ENDPOINT_NAMES)('%s', (name) => {
  const endpoint = ENDPOINTS[name];
  const example = CASES[name];
  const schemaOf = (part: RequestPart): v.GenericSchema | undefined => (part in endpoint ? (endpoint as unknown as Record<RequestPart, v.GenericSchema>)[part] : undefined);

  it('accepts a realistic request', () => {
    for (const part of ['params', 'query', 'headers', 'body'] as const) {
      const schema = schemaOf(part);
      if (schema === undefined) continue;
      const result = parseRequestPart(schema, example[part], part);
      expect(result.success ? 'valid' : result.error).toBe('valid');
    }
  });

  it('accepts a realistic reply', () => {
    const result = v.safeParse(endpoint.reply, example.reply);
    expect(result.success ? 'valid' : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBe('valid');
  });

  if (schemaOf('query') !== undefined) {
    it('reads back its own parsed query once the client has turned it into text', () => {
      const schema = schemaOf('query') as v.GenericSchema;
      const parsed = v.parse(schema, example.query);
      const asText = Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
      expect(v.parse(schema, asText)).toEqual(parsed);
    });
  }

  // The not-found logger records a hit whatever else its caller adds.
  if (schemaOf('query') !== undefined && name !== 'notFoundLog') {
    it('refuses a query key it does not know, naming it, as bodies do (a misspelt criterion is never ignored)', () => {
      const result = parseRequestPart(schemaOf('query') as v.GenericSchema, { ...(example.query as object), starz: '5' }, 'query');
      expect(result.success ? 'accepted' : result.error.details).toEqual([{ field: 'query.starz', message: expect.any(String) }]);
    });
  }

  const invalid = example.invalid.map((item) => [item.why, item] as const);
  if (invalid.length > 0) {
    it.each(invalid)('refuses %s, naming the field', (_why, item) => {
      const schema = schemaOf(item.part);
      if (schema === undefined) throw new Error(`${name} has no ${item.part}`);
      const result = parseRequestPart(schema, item.value, item.part);
      if (result.success) throw new Error('expected a refusal');
      expect(result.error.code).toBe('BAD_REQUEST');
      expect(result.error.details.map((detail) => detail.field)).toContain(item.field);
      expect(result.error.message).toContain(`${item.field}: `);
    });
  }
});

describe('map tile path', () => {
  it('reads zoom, column and row as numbers', () => {
    expect(v.parse(MapTileParamsSchema, { z: '7', x: '66', y: '45' })).toEqual({ z: 7, x: 66, y: 45 });
    expect(fillPath(BINARY_ENDPOINTS.mapTile.path, { z: 7, x: 66, y: 45 })).toBe('/map/tiles/7/66/45.pbf');
  });

  it.each([
    ['a zoom deeper than the tiles are cut', { z: '11', x: '0', y: '0' }],
    ['a negative column', { z: '3', x: '-1', y: '0' }],
    ['a column past the deepest grid', { z: '3', x: '1024', y: '0' }],
    ['a row that is not a number', { z: '3', x: '0', y: '0.pbf' }],
  ])('refuses %s', (_why, params) => {
    expect(v.safeParse(MapTileParamsSchema, params).success).toBe(false);
  });
});
