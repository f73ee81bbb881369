import type { OfferCard, OffersSearchReply, ProductDetail, PurchaseOrder, PurchaseOrderBody } from '../index';

// Replies of the catalog API as the contract shapes them, for the unit tests of the apps that show them.

/** The few members of a fetch reply the clients read, carrying `body` as JSON (jsdom has no `Response`). */
export const json = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

/** A picture of the catalog, in its four sizes. */
export const imageExample = (id: number) => ({
  url: `/api/images/${id}/640_360.svg`,
  legend: null,
  alt: `Photo ${id}`,
  sizes: { '120_80': `/api/images/${id}/120_80.svg`, SMALL: `/api/images/${id}/SMALL.svg`, LARGE: `/api/images/${id}/LARGE.svg`, '640_360': `/api/images/${id}/640_360.svg` },
});

/** A one-night weekend of a Paris hotel, without dates ('from' price) unless a stay is given. */
export function productDetailExample(stay: { checkin?: string; nights?: number; adult?: number } = {}): ProductDetail {
  const dated = stay.checkin !== undefined;
  return {
    id: 4733,
    label: 'Week-end détente à Suresnes',
    uri: '/product/4733/week-end-detente-a-suresnes',
    headwords: ['Spa'],
    hotel: {
      id: 1590,
      uri: '/hotel/1590/manoir-des-cedres',
      label: 'Manoir des Cèdres',
      stars: 3,
      location: { label: 'Suresnes', uri: '/search?flow=booking#city=suresnes', address: '33 avenue de la Gare', zipCode: '92520', latitude: 48.85, longitude: 2.22 },
      review: { count: 40, average: 9.6 },
      description: 'Un manoir au calme, à deux pas de Paris, avec un grand parc et un spa.',
      highlightedFacilities: ['Spa'],
      facilities: ['Spa', 'Parking'],
      ecoFacilities: [],
      checkInOut: { checkin: '15:00', checkout: '11:00' },
      policy: { petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 2 },
      localTax: { amount: 165, currency: 'EUR', toBePaidAtHotel: true, type: 'PER_PERSON_PER_NIGHT', percentage: null },
    },
    images: [1, 2, 3, 4, 5].map(imageExample),
    programLines: [
      { type: 'ROOM', title: 'Chambre supérieure', activityId: null, quantity: 1 },
      { type: 'BREAKFAST', title: 'Petit-déjeuner', activityId: null, quantity: 2 },
      { type: 'ACTIVITY', title: 'Accès au spa', activityId: 100, quantity: 1 },
    ],
    activityDates: [],
    packageSummary: { room: 'Chambre supérieure', breakfasts: 2, dinners: 0, activities: 1 },
    defaultNights: 1,
    checkin: stay.checkin ?? null,
    nights: stay.nights ?? 1,
    adult: stay.adult ?? 2,
    child: 0,
    baby: 0,
    price: {
      sellPrice: dated ? 18_900 : 12_900,
      refPrice: null,
      promo: 0,
      moneySaved: 0,
      priceType: dated ? 'final' : 'from',
      nights: stay.nights ?? 1,
      nbRooms: 1,
      lowestPriorPrice: null,
    },
    priceError: null,
    cancellationPolicy: null,
    availableRooms: 2,
    lastMinute: false,
    marketingLabels: [],
    isGiftable: true,
    otherOfferCount: 3,
    otherGiftOfferCount: 2,
    giftPrices: [{ nights: 1, sellPrice: 19_000 }],
    pageModel: {
      pageTitle: 'Week-end détente à Suresnes | Escapade',
      metaDescription: 'Un manoir au calme.',
      canonicalUrl: 'https://www.escapade.fr/product/4733/week-end-detente-a-suresnes',
      alternateUrls: [],
    },
  };
}

/** A stay result card, as a search reply holds it. */
export const OFFER_CARD_EXAMPLE: OfferCard = {
  id: 4733,
  label: 'Week-end détente à Suresnes',
  imageUrl: '/api/images/24006/640_360.svg',
  images: [
    {
      url: '/api/images/24006/640_360.svg',
      legend: null,
      alt: 'Week-end détente à Suresnes',
      sizes: { '120_80': '/api/images/24006/120_80.svg', SMALL: '/api/images/24006/SMALL.svg', LARGE: '/api/images/24006/LARGE.svg', '640_360': '/api/images/24006/640_360.svg' },
    },
  ],
  uri: '/product/4733/week-end-detente-a-suresnes-4733',
  headwords: [],
  hotel: {
    id: 1590,
    uri: '/hotel/1590/manoir-des-cedres-suresnes',
    label: 'Manoir des Cèdres',
    stars: 3,
    location: { label: 'Suresnes', uri: '/search?flow=booking#city=suresnes', address: '33 avenue de la Gare', zipCode: '92520', latitude: 48.85066, longitude: 2.22697 },
    review: { count: 40, average: 9.6 },
  },
  sellPrice: 6500,
  refPrice: null,
  barPrice: null,
  promo: 0,
  priceType: 'from',
  lowestPriorPrice: null,
  prices: [{ paxComposition: { adults: 2 }, sellPrice: 6500, refPrice: null, promo: 0, priceType: 'from' }],
  participants: 2,
  nights: 1,
  distance: 8.9,
  cancellationPolicy: null,
  availableRooms: 2,
  room: 'Chambre double classique',
  lastMinute: false,
  expiration: null,
  marketingLabels: [],
  targetedLabel: null,
  itemCategory: 'weekend',
  channelManagerId: null,
  connectivity: null,
  autoDiscount: null,
  hasMoreOffers: true,
  newTab: false,
};

/** A reply of `count` results whose page holds `shown` cards, as the API would send it. */
export function offersReplyExample(count: number, shown: number, page = 0): OffersSearchReply {
  return {
    exactMatches: Array.from({ length: shown }, (_, index) => ({
      ...OFFER_CARD_EXAMPLE,
      id: OFFER_CARD_EXAMPLE.id + page * 100 + index,
      label: `${OFFER_CARD_EXAMPLE.label} ${page * 100 + index}`,
    })),
    resultsCount: count,
    searchDetails: {
      totalCount: count,
      checkin: null,
      night: null,
      adult: 2,
      child: 0,
      baby: 0,
      hotelId: null,
      destination: { type: 'city', value: 'paris', label: 'Paris', latitude: 48.85, longitude: 2.35 },
      locationHierarchy: [],
      uri: '/search?flow=booking#city=paris',
      theme: null,
    },
    searchCriterias: {
      filters: {
        property: { hotelType: [], hotelEnvironment: [], hotelStyle: [], stars: [], minHotelReviewScore: null, facilities: [], petsAllowed: false },
        offer: { priceMin: null, priceMax: null, tags: [], theme: null, distanceMin: null, distanceMax: null },
        gift: { singleVoucherPriceMin: null, singleVoucherPriceMax: null, giftNights: null, giftFormat: null, giftAdults: null },
      },
      sorting: { orderBy: 'priceQuality' },
      pagination: { page, limit: 24 },
      flow: 'booking',
      performGiftableSearch: false,
    },
    fallbackKey: null,
  };
}

/** A stay ordered with its cancellation choice, a promotion code and a special request: every field of the checkout's payload. */
export const PURCHASE_ORDER_BODY_EXAMPLE: PurchaseOrderBody = {
  locale: 'fr_FR',
  currency: 'EUR',
  expectedAmount: 42_525,
  buyer: { email: 'claire.martin@example.fr', civility: 'MRS', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78' },
  items: {
    shortStayItem: {
      reservationCriteria: {
        offerId: 40211,
        travelPeriod: { checkinDate: '2025-06-14', checkoutDate: '2025-06-16' },
        pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
        activityDaySelections: [{ activityId: 100, date: '2025-06-15' }],
        minisiteId: 360,
      },
    },
    insuranceItem: { choice: 'flexible' },
    promotionCodeItem: { code: 'PRINTEMPS10' },
  },
  specialRequest: 'Une chambre au calme, si possible.',
};

/** The order that payload makes, as `GET /purchase/orders/{orderUuid}` reads it, paid in three instalments. */
export const PURCHASE_ORDER_EXAMPLE: PurchaseOrder = {
  orderUuid: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d',
  bookingNumber: '48213907',
  state: 'created',
  locale: 'fr_FR',
  currency: 'EUR',
  amount: 42_525,
  localTaxTotalAmount: 660,
  buyer: { email: 'claire.martin@example.fr', civility: 'MRS', firstName: 'Claire', lastName: 'Martin', phoneNumber: '+33 6 12 34 56 78' },
  items: [
    {
      kind: 'stay',
      amount: 47_250,
      reservationCriteria: {
        offerId: 40211,
        travelPeriod: { checkinDate: '2025-06-14', checkoutDate: '2025-06-16' },
        nights: 2,
        pax: { numberOfAdults: 2, numberOfChildren: 1, numberOfBabies: 0 },
        activityDaySelections: [{ activityId: 100, date: '2025-06-15' }],
        minisiteId: 360,
      },
      priceInfo: { sellPrice: 47_250, refPrice: 52_500, promoPercentageRounded: 10, moneySaved: 5_250, priceType: 'final', nbRooms: 1, nights: 2, lowestPriorPrice: 51_000 },
      localTaxTotalAmount: 660,
    },
    { kind: 'insurance', choice: 'flexible', amount: 0 },
    { kind: 'promotionCode', code: 'PRINTEMPS10', percent: 10, amount: 4_725 },
  ],
  specialRequest: 'Une chambre au calme, si possible.',
  payment: {
    method: '3x',
    state: 'authorised',
    paidAmount: 14_813,
    dueAmount: 28_350,
    fee: 638,
    schedule: [
      { amount: 14_813, date: '2025-05-02' },
      { amount: 14_175, date: '2025-06-02' },
      { amount: 14_175, date: '2025-07-02' },
    ],
  },
  createdAt: '2025-05-02T09:14:27.000Z',
};
