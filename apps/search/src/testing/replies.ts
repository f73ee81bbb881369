import type { ActivityOnlyMatch, OfferCard, OffersSearchReply, SearchActivityOnlyReply, SearchFacetsReply } from '@escapade/api-contract';

// Replies of the catalog API as the contract shapes them, for the search remote's unit tests.

export const card: OfferCard = {
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
export function offersReply(count: number, shown: number, page = 0): OffersSearchReply {
  return {
    exactMatches: Array.from({ length: shown }, (_, index) => ({ ...card, id: card.id + page * 100 + index, label: `${card.label} ${page * 100 + index}` })),
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

/** The few members of a fetch reply the client reads (jsdom has no `Response`). */
export const json = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

/** A facet reply with an option at 0 (disabled unless selected) in facilities and hotel types. */
export function facetsReply(resultsCount: number): SearchFacetsReply {
  return {
    filters: {
      facilities: [
        { name: 'pool', value: 'pool', label: 'Piscine', count: 12 },
        { name: 'spa', value: 'spa', label: 'Spa', count: 0 },
        { name: 'pets', value: 'pets', label: 'Animaux acceptés', count: 7 },
      ],
      stars: [
        { value: 3, label: '3 étoiles', count: 9 },
        { value: 4, label: '4 étoiles', count: 4 },
      ],
      hotelScores: [
        { value: 8, label: 'Très bien 8+', count: 20 },
        { value: 9, label: 'Fantastique 9+', count: 6 },
      ],
      hotelTypes: [{ name: 'castle', label: 'Château', count: 0 }],
      hotelEnvironments: [{ key: 'sea', label: 'Bord de mer', count: 3 }],
      hotelStyles: [{ name: 'design', label: 'Design', count: 5 }],
    },
    listActivities: [{ name: 'Bien-être', list: [{ id: 12, name: 'Massage', count: 8 }] }],
    resultsCount,
  };
}

const activityPrice = (adults: number, sellPrice: number) => ({
  paxComposition: { adults },
  sellPrice,
  refPrice: null,
  barPrice: null,
  promo: 0,
  moneySaved: 0,
  priceType: 'final' as const,
});

/** An activity-only voucher sold for 1 or 2 participants. */
export const activityMatch: ActivityOnlyMatch = {
  id: 307,
  label: 'Vol en montgolfière à Le Blanc-Mesnil',
  uri: '/activity/307/vol-en-montgolfiere-a-le-blanc-mesnil-307',
  imageUrl: card.imageUrl,
  images: card.images,
  headwords: ['Vol en montgolfière'],
  itemCategory: 'activity_only',
  hotel: { ...card.hotel, id: 307, uri: '/activity/307/vol-en-montgolfiere-a-le-blanc-mesnil-307', label: 'Escape Le Blanc-Mesnil', stars: 0 },
  distance: 9.4,
  activityOnlyPackages: [{ activityId: 505, title: 'Vol en montgolfière', imageUrl: null }],
  activityOnlyVoucher: { id: 307, prices: { '1': activityPrice(1, 26800), '2': activityPrice(2, 50900) }, minParticipants: 1, maxParticipants: 2 },
};

/** An activity-only reply of `count` results whose page holds `shown` vouchers. */
export function activityReply(count: number, shown: number): SearchActivityOnlyReply {
  const { resultsCount, searchDetails } = offersReply(count, 0);
  return { exactMatches: Array.from({ length: shown }, (_, index) => ({ ...activityMatch, id: activityMatch.id + index })), resultsCount, searchDetails };
}
