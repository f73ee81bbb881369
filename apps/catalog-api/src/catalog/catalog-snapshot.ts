/**
 * The searchable catalog as the search read model consumes it: loaded from the database at start
 * (`loadCatalogSnapshot`) and patched row by row after each write. Money is integer cents, days are
 * ISO dates (`yyyy-MM-dd`) in the market's calendar, texts are keyed by language.
 */

import type { MarketingLabel } from '@escapade/api-contract';
import type { CountryCode, IsoDate, MarketCode, MarketLanguage } from '@escapade/util-market';

/** Languages catalog texts are written in: every market language, and English as the fallback. */
export type CatalogLanguage = MarketLanguage | 'en';

/** A text in every catalog language (English is the fallback). */
export type LocalizedText = Readonly<Record<CatalogLanguage, string>>;

/** Kinds of places, named as the results-page hash keys name them. */
export type PlaceKind = 'country' | 'region' | 'department' | 'city' | 'touristicregion' | 'poi' | 'searesort' | 'skiresort';

export interface Place {
  id: number;
  kind: PlaceKind;
  /** Name in the place's own language (cities), or per language (countries, regions with exonyms). */
  names: LocalizedText;
  slug: string;
  countryCode: CountryCode;
  latitude: number;
  longitude: number;
  /** Used to rank autocomplete suggestions; 0 for places without inhabitants (resorts, points of interest). */
  population: number;
  postalCode: string | null;
  /** Enclosing places, for cities: department and region (null where the country has none). */
  departmentId: number | null;
  regionId: number | null;
}

/** Theme of a weekend (e.g. 39 = family), with the icon group the UI maps to an icon. */
export interface Theme {
  id: number;
  iconGroup: string;
  names: LocalizedText;
  slug: string;
}

/** An activity type (spa, wine tasting, canoe…) filtered by `tags` and grouped in the activities facet. */
export interface ActivityType {
  id: number;
  group: string;
  groupNames: LocalizedText;
  names: LocalizedText;
}

export interface Hotel {
  id: number;
  label: string;
  slug: string;
  stars: 1 | 2 | 3 | 4 | 5;
  cityId: number;
  latitude: number;
  longitude: number;
  address: string;
  zipCode: string;
  /** Facet values: hotelTypes by name, hotelEnvironments by key, hotelStyles by name. */
  hotelType: string;
  hotelEnvironment: string;
  hotelStyles: readonly string[];
  /** Facility values; 'pets' is the special one (search sends petsAllowed=true instead). */
  facilities: readonly string[];
  ecoFacilities: readonly string[];
  petsAllowed: boolean;
  /** Review average on a base of 10 with one decimal, null when the hotel has no review yet. */
  reviewAverage: number | null;
  reviewCount: number;
  imageIds: readonly number[];
}

export type CancellationType = 'FREE' | 'PARTIAL' | 'NCNR';

/** A night that cannot be sold, in an offer calendar's `prices`. */
export const CLOSED_NIGHT = -1;

/**
 * A day-by-day calendar for one offer over 12 months: `prices[i]` is the price in cents of one
 * night for two adults starting `start + i days` ({@link CLOSED_NIGHT} = not bookable), `minLos[i]`
 * the minimum number of nights for an arrival that day. Typed arrays, not lists: the calendars are
 * most of the catalog's numbers, and as views of shared memory every search thread reads the same
 * bytes (see `loadCatalogSnapshot`) while the garbage collector has no element to visit.
 */
export interface OfferCalendar {
  start: IsoDate;
  prices: Int32Array;
  minLos: Int16Array;
  maxLos: number;
}

/** An earlier list of an offer's nightly two-adult prices, in force from `effectiveFrom` (epoch ms); {@link CLOSED_NIGHT} = not on sale. */
export interface EarlierPriceList {
  effectiveFrom: number;
  start: IsoDate;
  prices: Int32Array;
}

/**
 * What the EU price-indication rule reads of an offer with a promo (instants in epoch ms): when the
 * promo began, when today's prices took effect (null when not recorded), and the earlier price
 * lists in force during the 30 days before the promo began, oldest first.
 */
export interface OfferPriceHistory {
  promoFrom: number;
  pricesFrom: number | null;
  earlier: readonly EarlierPriceList[];
}

/** A weekend offer (hotel + program), sold as a stay and, when giftable, as a gift voucher. */
export interface Offer {
  id: number;
  hotelId: number;
  labels: LocalizedText;
  slug: string;
  markets: readonly MarketCode[];
  themeIds: readonly number[];
  /** Activity types included in the program (the `tags` filter and the activities facet). */
  activityIds: readonly number[];
  /** Default length of the stay in nights (1 for most weekends). */
  nights: number;
  /** Percentage off the reference price, 0 when none. */
  promo: number;
  cancellationType: CancellationType;
  /** Days before check-in until which a cancellable stay may be cancelled. */
  cancellationDays: number;
  marketingLabels: readonly MarketingLabel[];
  lastMinute: boolean;
  availableRooms: number;
  /** The room the stay includes (its program's room line), null when the program names none. */
  roomLabels: LocalizedText | null;
  /** Sales in the last 90 days, for the popularity sort. */
  popularity: number;
  isGiftable: boolean;
  /** Gift voucher price list for two adults, by number of nights, in cents. */
  giftPrices: readonly { nights: number; sellPrice: number }[];
  calendar: OfferCalendar;
  /** The price history behind its promo; null without a promo or when its start is not recorded. */
  priceHistory: OfferPriceHistory | null;
  imageIds: readonly number[];
  /** Row version, bumped on every write, so the read model can patch changed rows only. */
  version: number;
}

/**
 * A voucher's price history with a promo, for the EU price-indication rule: when the promo began
 * and today's prices took effect (epoch ms), and each earlier price of a number of participants.
 */
export interface VoucherPriceHistory {
  promoFrom: number;
  pricesFrom: number | null;
  earlier: readonly { effectiveFrom: number; participants: number; sellPrice: number }[];
}

/** An activity-only voucher: prices keyed by the number of participants. */
export interface ActivityOnlyProduct {
  id: number;
  labels: LocalizedText;
  slug: string;
  markets: readonly MarketCode[];
  activityCenter: { label: string; cityId: number; latitude: number; longitude: number; stars: 0 | 1 | 2 | 3 | 4 | 5 };
  activityIds: readonly number[];
  themeIds: readonly number[];
  prices: readonly { participants: number; sellPrice: number; refPrice: number }[];
  /** Price history of a voucher with a promo; absent or null without one. */
  priceHistory?: VoucherPriceHistory | null;
  popularity: number;
  reviewAverage: number | null;
  reviewCount: number;
  imageIds: readonly number[];
  version: number;
}

/** Label of a hotel facet value (facility, eco facility, hotel type, environment, style), for facet responses. */
export interface HotelAttribute {
  kind: 'facility' | 'ecoFacility' | 'hotelType' | 'hotelEnvironment' | 'hotelStyle';
  value: string;
  labels: LocalizedText;
}

export interface CatalogSnapshot {
  places: readonly Place[];
  themes: readonly Theme[];
  activityTypes: readonly ActivityType[];
  hotels: readonly Hotel[];
  offers: readonly Offer[];
  activityOnlyProducts: readonly ActivityOnlyProduct[];
  /** Facet value labels in display order (optional: fixtures may leave them out). */
  hotelAttributes?: readonly HotelAttribute[];
}
