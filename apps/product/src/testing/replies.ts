import type {
  ActivityDetail,
  HotelPageReply,
  HotelReview,
  HotelReviewsReply,
  OfferCard,
  OffersSearchReply,
  ProductDetail,
  ProductQuote,
  ProductUpsells,
} from '@escapade/api-contract';
import { json, productDetailExample as productDetail } from '@escapade/api-contract/testing';
import { addDays } from '@escapade/util-market';

export { json, productDetail };

// Replies of the catalog API as the contract shapes them, for the product remote's unit tests.

/** The spa access of weekend 4733 as an activity whose day the visitor chooses, over the days of a dated stay. */
export function spaDayChoice(checkin: string, nights: number): ProductDetail['activityDates'][number] {
  const dates = Array.from({ length: nights }, (_, night) => addDays(checkin, night));
  return { activityId: 100, title: 'Accès au spa', dates: dates.map((date) => ({ value: `100_${date}`, date })) };
}

/** A review; every other one has no positive comment. */
export function review(id: number, locale: HotelReview['locale'] = 'fr_FR'): HotelReview {
  return {
    id,
    locale,
    customer: `Client ${id}`,
    type: 'COUPLE',
    date: '2026-05-02',
    average: 9,
    positiveComment: id % 2 === 0 ? null : `Très bon séjour ${id}`,
    negativeComment: null,
  };
}

/** A page of reviews of a hotel that has `totalCount`. */
export function reviewsReply(page: number, totalCount: number, locale?: HotelReview['locale']): HotelReviewsReply {
  const first = page * 10 + 1;
  const count = Math.max(0, Math.min(10, totalCount - page * 10));
  return {
    list: Array.from({ length: count }, (_, index) => review(first + index, locale)),
    details: [
      { criterion: 'welcoming', score: 9.4 },
      { criterion: 'comfort', score: 8.8 },
    ],
    score: 9.1,
    totalCount,
    page,
    languageFallback: false,
  };
}

/** The page of the Paris hotel of `productDetail`, active in the market. */
export function hotelPage(): HotelPageReply {
  const { hotel, images } = productDetail();
  return {
    hotel,
    images,
    breadcrumb: [
      { type: 'country', id: 1, label: 'France', uri: '/search?flow=booking#country=france' },
      { type: 'city', id: 20, label: 'Suresnes', uri: '/search?flow=booking#city=suresnes' },
    ],
    active: true,
    pageModel: {
      pageTitle: 'Manoir des Cèdres | Escapade',
      metaDescription: 'Un manoir au calme.',
      canonicalUrl: 'https://www.escapade.fr/hotel/1590/manoir-des-cedres',
      alternateUrls: [],
    },
  };
}

/** A getaway of the hotel as the packages search lists it. */
export function hotelOffer(id: number, dated: boolean): OfferCard {
  const detail = productDetail();
  return {
    id,
    label: `Séjour ${id}`,
    imageUrl: detail.images[0].url,
    images: detail.images.slice(0, 1),
    uri: `/product/${id}/sejour-${id}`,
    headwords: ['Spa'],
    hotel: detail.hotel,
    sellPrice: 10_000 + id,
    refPrice: null,
    barPrice: null,
    promo: 0,
    priceType: dated ? 'final' : 'from',
    lowestPriorPrice: null,
    prices: [],
    participants: 2,
    nights: 1,
    distance: null,
    cancellationPolicy: null,
    availableRooms: 4,
    // Two rooms: getaways 100 and 101 in the first, 102 in the second.
    room: (id - 100) % 3 === 2 ? 'Suite junior' : 'Chambre double classique',
    lastMinute: false,
    expiration: null,
    marketingLabels: [],
    targetedLabel: null,
    itemCategory: 'weekend',
    channelManagerId: null,
    connectivity: null,
    autoDiscount: null,
    hasMoreOffers: false,
    newTab: false,
  };
}

/** A hotel packages search answering `count` getaways. */
export function hotelOffersReply(count: number, dated: boolean): OffersSearchReply {
  return {
    exactMatches: Array.from({ length: count }, (_, index) => hotelOffer(100 + index, dated)),
    resultsCount: count,
    searchDetails: {
      totalCount: count,
      checkin: null,
      night: null,
      adult: 2,
      child: 0,
      baby: 0,
      hotelId: 1590,
      destination: null,
      locationHierarchy: [],
      uri: '/search?flow=booking#hotelId=1590',
      theme: null,
    },
    searchCriterias: {
      filters: {
        property: { hotelType: [], hotelEnvironment: [], hotelStyle: [], stars: [], minHotelReviewScore: null, facilities: [], petsAllowed: false },
        offer: { priceMin: null, priceMax: null, tags: [], theme: null, distanceMin: null, distanceMax: null },
        gift: { singleVoucherPriceMin: null, singleVoucherPriceMax: null, giftNights: null, giftFormat: null, giftAdults: null },
      },
      sorting: { orderBy: 'priceAsc' },
      pagination: { page: 0, limit: 24 },
      flow: 'booking',
      performGiftableSearch: false,
    },
    fallbackKey: null,
  };
}

/** A canoe voucher for 1 to 3 participants; `published` false for one no longer sold. */
export function activityDetail(published = true): ActivityDetail {
  const { images } = productDetail();
  const price = (adults: number, sellPrice: number) => ({
    paxComposition: { adults },
    sellPrice,
    refPrice: null,
    barPrice: null,
    promo: 0,
    moneySaved: 0,
    priceType: 'final' as const,
    lowestPriorPrice: null,
  });
  return {
    id: 77,
    label: 'Descente de l’Ardèche en canoë',
    description: 'Une descente de 24 km entre les gorges, encadrée par des moniteurs diplômés, pique-nique compris.',
    uri: '/activity/77/canoe-ardeche',
    published,
    activityCenter: {
      id: 77,
      uri: '/activity/77/canoe-ardeche',
      label: 'Base nautique du Pont d’Arc',
      stars: 0,
      location: { label: 'Vallon-Pont-d’Arc', uri: '/search?flow=activity#city=vallon-pont-d-arc', address: 'Route des Gorges', zipCode: '07150', latitude: 44.4, longitude: 4.4 },
      review: { count: 12, average: 8.7 },
    },
    activities: [{ activityId: 120, title: 'Canoë' }],
    images,
    prices: { '1': price(1, 3500), '2': price(2, 6000), '3': price(3, 8400) },
    minParticipants: 1,
    maxParticipants: 3,
    breadcrumb: [],
    pageModel: { pageTitle: 'Canoë | Escapade', metaDescription: 'Une descente.', canonicalUrl: 'https://www.escapade.fr/activity/77/canoe-ardeche', alternateUrls: [] },
  };
}

/** The quote of weekend 4733 for a stay: bookable with its final price, or not available for the check-in. */
export function productQuote(stay: { checkin: string; nights: number; adult?: number }, bookable = true): ProductQuote {
  const checkoutDate = addDays(stay.checkin, stay.nights);
  return {
    bookable,
    priceInfo: bookable
      ? { sellPrice: 31_800, refPrice: null, promoPercentageRounded: 0, moneySaved: 0, priceType: 'final', nbRooms: 1, nights: stay.nights, lowestPriorPrice: null }
      : null,
    localTaxTotalAmount: bookable ? 660 : null,
    reservationCriteria: {
      offerId: 4733,
      travelPeriod: { checkinDate: stay.checkin, checkoutDate },
      nights: stay.nights,
      pax: { numberOfAdults: stay.adult ?? 2, numberOfChildren: 0, numberOfBabies: 0 },
      activityDaySelections: [],
      minisiteId: null,
    },
    modifiedReservationCriteria: null,
    programLineList: [],
    flashDeal: false,
    roomsAmountMessage: null,
    cancellationPolicy: null,
    errors: bookable ? [] : [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message: 'The package is not available for this check-in and length of stay' }],
  };
}

/** Extras of weekend 4733: a spa (a single voucher upsell sold for 1 night only) and a dinner (stays only). */
export function upsellsReply(stay: { checkin?: string; nights?: number } = {}): ProductUpsells {
  const sizes = (id: number) => ({
    '120_80': `/api/images/${id}/120_80.svg`,
    SMALL: `/api/images/${id}/SMALL.svg`,
    LARGE: `/api/images/${id}/LARGE.svg`,
    '640_360': `/api/images/${id}/640_360.svg`,
  });
  return {
    upsells: [
      {
        id: 4734,
        label: 'Accès au spa',
        priceDifference: stay.checkin ? 4_500 : 4_000,
        priceDifferencePerLos: { '1': 4_000 },
        programLines: [
          { type: 'ROOM', title: 'Chambre double', activityId: null, quantity: 1 },
          { type: 'ACTIVITY', title: 'Accès au spa', activityId: 101, quantity: 2 },
        ],
        imagesBySize: sizes(91),
        activityIds: [101],
        type: 'SINGLE_VOUCHER',
      },
      {
        id: 4735,
        label: 'Dîner gastronomique',
        priceDifference: 6_000,
        priceDifferencePerLos: { '1': 6_000, '2': 12_000 },
        programLines: [{ type: 'DINNER', title: 'Dîner gastronomique', activityId: 201, quantity: 2 }],
        imagesBySize: null,
        activityIds: [201],
        type: 'STAYS',
      },
    ],
    checkin: stay.checkin ?? null,
    nights: stay.nights ?? 1,
  };
}
