import { CLOSED_NIGHT, type ActivityOnlyProduct, type CatalogSnapshot, type Hotel, type LocalizedText, type Offer, type Place } from '../../catalog/catalog-snapshot';
import { NO_FILTERS, type OfferSearchQuery } from '../search-query';

/** The same text in every language, for fixtures where wording does not matter. */
export const text = (value: string): LocalizedText => ({ fr: value, es: value, it: value, nl: value, en: value });

export const CALENDAR_START = '2026-12-01';

/** A 31-day calendar at `nightly` cents, closed on the days listed, min stay 1 unless given. */
export function calendar(nightly: number, closedDays: number[] = [], minLos: Record<number, number> = {}): Offer['calendar'] {
  return {
    start: CALENDAR_START,
    prices: Int32Array.from({ length: 31 }, (_, day) => (closedDays.includes(day) ? CLOSED_NIGHT : nightly)),
    minLos: Int16Array.from({ length: 31 }, (_, day) => minLos[day] ?? 1),
    maxLos: 7,
  };
}

export function place(overrides: Partial<Place> & Pick<Place, 'id' | 'kind'>): Place {
  return {
    names: text(`Place ${overrides.id}`),
    slug: `place-${overrides.id}`,
    countryCode: 'FR',
    latitude: 45.9,
    longitude: 6.12,
    population: 0,
    postalCode: null,
    departmentId: null,
    regionId: null,
    ...overrides,
  };
}

export function hotel(overrides: Partial<Hotel> & Pick<Hotel, 'id'>): Hotel {
  return {
    label: `Hotel ${overrides.id}`,
    slug: `hotel-${overrides.id}`,
    stars: 3,
    cityId: 10,
    latitude: 45.9,
    longitude: 6.12,
    address: '1 rue de la Gare',
    zipCode: '74000',
    hotelType: 'hotel',
    hotelEnvironment: 'mountain',
    hotelStyles: [],
    facilities: [],
    ecoFacilities: [],
    petsAllowed: false,
    reviewAverage: 8,
    reviewCount: 10,
    imageIds: [],
    ...overrides,
  };
}

export function offer(overrides: Partial<Offer> & Pick<Offer, 'id' | 'hotelId'>): Offer {
  return {
    labels: text(`Weekend ${overrides.id}`),
    slug: `weekend-${overrides.id}`,
    markets: ['fr_FR', 'fr_BE'],
    themeIds: [],
    activityIds: [],
    nights: 1,
    promo: 0,
    cancellationType: 'FREE',
    cancellationDays: 7,
    marketingLabels: [],
    lastMinute: false,
    availableRooms: 5,
    roomLabels: null,
    popularity: 0,
    isGiftable: false,
    giftPrices: [],
    calendar: calendar(10_000),
    priceHistory: null,
    imageIds: [],
    version: 1,
    ...overrides,
  };
}

/**
 * A small catalog around Annecy (region 1, department 2, city 10) and Lyon (city 20, 110 km away),
 * with one ski resort near Annecy.
 */
export function smallCatalog(): CatalogSnapshot {
  return {
    places: [
      place({ id: 1, kind: 'region', names: text('Auvergne-Rhône-Alpes') }),
      place({ id: 2, kind: 'department', names: text('Haute-Savoie'), regionId: 1 }),
      place({ id: 3, kind: 'department', names: text('Rhône'), regionId: 1 }),
      place({ id: 10, kind: 'city', names: text('Annecy'), latitude: 45.9, longitude: 6.12, departmentId: 2, regionId: 1, population: 130_000, postalCode: '74000' }),
      place({ id: 20, kind: 'city', names: text('Lyon'), latitude: 45.76, longitude: 4.84, departmentId: 3, regionId: 1, population: 520_000, postalCode: '69001' }),
      place({ id: 30, kind: 'skiresort', names: text('La Clusaz'), latitude: 45.905, longitude: 6.42 }),
    ],
    themes: [{ id: 39, iconGroup: 'family', names: text('Family'), slug: 'family' }],
    activityTypes: [
      { id: 100, group: 'wellness', groupNames: text('Wellness'), names: text('Spa') },
      { id: 101, group: 'food', groupNames: text('Food'), names: text('Gourmet dinner') },
    ],
    hotels: [
      hotel({ id: 1, stars: 4, facilities: ['pool', 'spa'], hotelStyles: ['design'], reviewAverage: 9.1, petsAllowed: true }),
      hotel({ id: 2, stars: 3, facilities: ['pool'], hotelType: 'guesthouse', reviewAverage: 7.4, latitude: 45.92, longitude: 6.15 }),
      hotel({ id: 3, stars: 5, facilities: ['spa'], hotelEnvironment: 'city', cityId: 20, latitude: 45.76, longitude: 4.84, reviewAverage: null, reviewCount: 0 }),
    ],
    offers: [
      offer({ id: 11, hotelId: 1, calendar: calendar(20_000), activityIds: [100], themeIds: [39], popularity: 5, promo: 20 }),
      offer({ id: 12, hotelId: 1, calendar: calendar(15_000, [3]), activityIds: [101], popularity: 9 }),
      offer({
        id: 21,
        hotelId: 2,
        calendar: calendar(9_000, [], { 5: 2 }),
        isGiftable: true,
        giftPrices: [
          { nights: 1, sellPrice: 12_000 },
          { nights: 2, sellPrice: 21_000 },
        ],
      }),
      offer({ id: 31, hotelId: 3, calendar: calendar(30_000), markets: ['fr_FR'], isGiftable: true, giftPrices: [{ nights: 1, sellPrice: 25_000 }], promo: 10 }),
    ],
    activityOnlyProducts: [activityOnlyProduct(41, { activityIds: [100] }), activityOnlyProduct(42, { activityIds: [100, 101], themeIds: [39] })],
  };
}

/** A day activity without a hotel night, at an Annecy activity centre, sold for 1 or 2 participants. */
export function activityOnlyProduct(id: number, overrides: Partial<ActivityOnlyProduct> = {}): ActivityOnlyProduct {
  return {
    id,
    labels: text(`Activity ${id}`),
    slug: `activity-${id}`,
    markets: ['fr_FR'],
    activityCenter: { label: `Centre ${id}`, cityId: 10, latitude: 45.9, longitude: 6.12, stars: 0 },
    activityIds: [],
    themeIds: [],
    prices: [
      { participants: 1, sellPrice: 5_000, refPrice: 5_000 },
      { participants: 2, sellPrice: 9_000, refPrice: 10_000 },
    ],
    popularity: id,
    reviewAverage: null,
    reviewCount: 0,
    imageIds: [],
    version: 1,
    ...overrides,
  };
}

/** A fr_FR stay search with no criteria, to be narrowed by each test. */
export function stayQuery(overrides: Partial<OfferSearchQuery> = {}): OfferSearchQuery {
  return {
    market: 'fr_FR',
    language: 'fr',
    flowType: 'offer',
    destination: null,
    origin: null,
    themeId: null,
    checkin: null,
    nights: 1,
    party: { adults: 2, children: 0, babies: 0 },
    giftNights: null,
    filters: NO_FILTERS,
    orderBy: 'priceQuality',
    page: 0,
    limit: 12,
    numberOfPackagesPerHotel: 1,
    ...overrides,
  };
}
