import type { Kysely } from 'kysely';
import { isMarketingLabel } from '@escapade/api-contract';
import type { CountryCode, MarketCode } from '@escapade/util-market';
import type { Database, ImageOwnerType } from '../db/database-schema';
import type {
  ActivityOnlyProduct,
  ActivityType,
  CancellationType,
  CatalogSnapshot,
  Hotel,
  HotelAttribute,
  LocalizedText,
  Offer,
  OfferCalendar,
  OfferPriceHistory,
  Place,
  PlaceKind,
  Theme,
} from './catalog-snapshot';
import { CLOSED_NIGHT } from './catalog-snapshot';
import { loadPriceHistories, loadVoucherPriceHistories } from './price-history';

type Prefixed<P extends string> = { [L in 'fr' | 'es' | 'it' | 'nl' | 'en' as `${P}_${L}`]: string };

function localizedText<P extends string>(row: Prefixed<P>, prefix: P): LocalizedText {
  const column = (language: string) => (row as Record<string, string>)[`${prefix}_${language}`];
  return { fr: column('fr'), es: column('es'), it: column('it'), nl: column('nl'), en: column('en') };
}

/** Image ids per owner, in display order; restricted to some owners when ids are given. */
async function imageIdsOf(db: Kysely<Database>, ownerType: ImageOwnerType, ownerIds?: readonly number[]): Promise<Map<number, number[]>> {
  let query = db.selectFrom('images').select(['id', 'owner_id']).where('owner_type', '=', ownerType);
  if (ownerIds) query = query.where('owner_id', 'in', ownerIds);
  const rows = await query.orderBy('owner_id').orderBy('position').execute();
  const byOwner = new Map<number, number[]>();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id);
    if (list) list.push(row.id);
    else byOwner.set(row.owner_id, [row.id]);
  }
  return byOwner;
}

/**
 * The room line of each offer's program (the first, when there are several), by offer id. Offers of a
 * catalog share a few room names, so each name is held once, whatever the number of offers.
 */
async function roomLabelsOf(db: Kysely<Database>, offerIds?: readonly number[]): Promise<Map<number, LocalizedText>> {
  let query = db.selectFrom('offer_program_lines').select(['offer_id', 'title_fr', 'title_es', 'title_it', 'title_nl', 'title_en']).where('type', '=', 'ROOM');
  if (offerIds) query = query.where('offer_id', 'in', offerIds);
  const rows = await query.orderBy('offer_id').orderBy('position').execute();
  const names = new Map<string, LocalizedText>();
  const byOffer = new Map<number, LocalizedText>();
  for (const row of rows) {
    if (byOffer.has(row.offer_id)) continue;
    const labels = localizedText(row, 'title');
    const key = JSON.stringify(labels);
    const shared = names.get(key) ?? labels;
    names.set(key, shared);
    byOffer.set(row.offer_id, shared);
  }
  return byOffer;
}

async function loadPlaces(db: Kysely<Database>): Promise<Place[]> {
  const rows = await db.selectFrom('places').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as PlaceKind,
    names: localizedText(row, 'name'),
    slug: row.slug,
    countryCode: row.country_code as CountryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
    postalCode: row.postal_code,
    departmentId: row.department_id,
    regionId: row.region_id,
  }));
}

async function loadThemes(db: Kysely<Database>): Promise<Theme[]> {
  const rows = await db.selectFrom('themes').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, iconGroup: row.icon_group, names: localizedText(row, 'name'), slug: row.slug }));
}

async function loadActivityTypes(db: Kysely<Database>): Promise<ActivityType[]> {
  const groups = new Map((await db.selectFrom('activity_type_groups').selectAll().execute()).map((group) => [group.key, group]));
  const rows = await db.selectFrom('activity_types').selectAll().orderBy('id').execute();
  return rows.map((row) => {
    const group = groups.get(row.group_key);
    if (!group) throw new Error(`Activity type ${row.id} names an unknown group ${row.group_key}`);
    return { id: row.id, group: row.group_key, groupNames: localizedText(group, 'name'), names: localizedText(row, 'name') };
  });
}

async function loadHotelAttributes(db: Kysely<Database>): Promise<HotelAttribute[]> {
  const rows = await db.selectFrom('hotel_attributes').selectAll().orderBy('kind').orderBy('position').execute();
  return rows.map((row) => ({ kind: row.kind as HotelAttribute['kind'], value: row.value, labels: localizedText(row, 'label') }));
}

async function loadHotels(db: Kysely<Database>): Promise<Hotel[]> {
  const images = await imageIdsOf(db, 'hotel');
  const rows = await db.selectFrom('hotels').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    slug: row.slug,
    stars: row.stars as Hotel['stars'],
    cityId: row.city_id,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    zipCode: row.zip_code,
    hotelType: row.hotel_type,
    hotelEnvironment: row.hotel_environment,
    hotelStyles: row.hotel_styles,
    facilities: row.facilities,
    ecoFacilities: row.eco_facilities,
    petsAllowed: row.pets_allowed,
    reviewAverage: row.review_average,
    reviewCount: row.review_count,
    imageIds: images.get(row.id) ?? [],
  }));
}

/**
 * The offers' calendars as views of two blocks of shared memory (prices, minimum stays), in the
 * order given: a search thread that receives the snapshot reads the same bytes instead of a copy.
 */
function sharedCalendars(calendars: readonly { start: string; prices: readonly (number | null)[]; minLos: readonly number[]; maxLos: number }[]): OfferCalendar[] {
  const days = calendars.reduce((total, calendar) => total + calendar.prices.length, 0);
  const prices = new Int32Array(new SharedArrayBuffer(days * Int32Array.BYTES_PER_ELEMENT));
  const minLos = new Int16Array(new SharedArrayBuffer(days * Int16Array.BYTES_PER_ELEMENT));
  let offset = 0;
  return calendars.map((calendar) => {
    const length = calendar.prices.length;
    const view = { start: calendar.start, prices: prices.subarray(offset, offset + length), minLos: minLos.subarray(offset, offset + length), maxLos: calendar.maxLos };
    for (let day = 0; day < length; day++) {
      view.prices[day] = calendar.prices[day] ?? CLOSED_NIGHT;
      view.minLos[day] = calendar.minLos[day];
    }
    offset += length;
    return view;
  });
}

/**
 * Offers read per statement when the whole catalog loads: one reply holding every calendar would
 * grow PGlite's memory, which never shrinks, by its size.
 */
const OFFER_BATCH = 1_000;

/**
 * The nights of a calendar on sale: its prices, a night without a room left (orders took them all)
 * being closed like a night the hotel does not sell, so searches, calendars and quotes skip it.
 */
export function nightsOnSale(prices: readonly (number | null)[], rooms: readonly number[] | null): (number | null)[] {
  return rooms === null ? [...prices] : prices.map((price, night) => (rooms[night] > 0 ? price : null));
}

/** Offers with their calendars (as shared memory, see {@link sharedCalendars}): the given ids, or all of them in batches. */
async function offerRowsWithCalendars(db: Kysely<Database>, ids?: readonly number[]) {
  const select = () =>
    db
      .selectFrom('offers')
      .innerJoin('offer_calendars', 'offer_calendars.offer_id', 'offers.id')
      .selectAll('offers')
      .select(['offer_calendars.start_date', 'offer_calendars.prices', 'offer_calendars.min_los', 'offer_calendars.max_los', 'offer_calendars.rooms'])
      .orderBy('offers.id');
  const withCalendars = <R extends { start_date: string; prices: (number | null)[]; min_los: number[]; max_los: number; rooms: number[] | null }>(rows: R[]) => {
    const calendars = sharedCalendars(rows.map((row) => ({ start: row.start_date, prices: nightsOnSale(row.prices, row.rooms), minLos: row.min_los, maxLos: row.max_los })));
    return rows.map((row, index) => ({ row, calendar: calendars[index] }));
  };
  if (ids) return withCalendars(await select().where('offers.id', 'in', ids).execute());
  const all = [];
  for (let after = 0; ;) {
    const batch = await select().where('offers.id', '>', after).limit(OFFER_BATCH).execute();
    all.push(...withCalendars(batch));
    if (batch.length < OFFER_BATCH) return all;
    after = batch[batch.length - 1].id;
  }
}

async function loadOffers(db: Kysely<Database>, ids?: readonly number[]): Promise<Offer[]> {
  if (ids && ids.length === 0) return [];
  let giftQuery = db.selectFrom('offer_gift_prices').selectAll();
  if (ids) giftQuery = giftQuery.where('offer_id', 'in', ids);
  const [rows, giftRows, images, rooms] = await Promise.all([
    offerRowsWithCalendars(db, ids),
    giftQuery.orderBy('offer_id').orderBy('nights').execute(),
    imageIdsOf(db, 'offer', ids),
    roomLabelsOf(db, ids),
  ]);
  const promoIds = rows.filter(({ row }) => row.promo > 0 && row.promo_from !== null).map(({ row }) => row.id);
  const histories = new Map<number, OfferPriceHistory>();
  // In batches, as the calendars: the lists are a year of prices each.
  for (let from = 0; from < promoIds.length; from += OFFER_BATCH) {
    for (const [id, history] of await loadPriceHistories(db, promoIds.slice(from, from + OFFER_BATCH))) histories.set(id, history);
  }
  const giftPrices = new Map<number, { nights: number; sellPrice: number }[]>();
  for (const gift of giftRows) {
    const list = giftPrices.get(gift.offer_id) ?? [];
    list.push({ nights: gift.nights, sellPrice: gift.sell_price });
    giftPrices.set(gift.offer_id, list);
  }
  return rows.map(({ row, calendar }) => ({
    id: row.id,
    hotelId: row.hotel_id,
    labels: localizedText(row, 'label'),
    slug: row.slug,
    markets: row.markets as MarketCode[],
    themeIds: row.theme_ids,
    activityIds: row.activity_ids,
    nights: row.nights,
    promo: row.promo,
    cancellationType: row.cancellation_type as CancellationType,
    cancellationDays: row.cancellation_days,
    marketingLabels: row.marketing_labels.filter(isMarketingLabel),
    lastMinute: row.last_minute,
    availableRooms: row.available_rooms,
    roomLabels: rooms.get(row.id) ?? null,
    popularity: row.popularity,
    isGiftable: row.is_giftable,
    giftPrices: giftPrices.get(row.id) ?? [],
    calendar,
    priceHistory: histories.get(row.id) ?? null,
    imageIds: images.get(row.id) ?? [],
    version: row.version,
  }));
}

async function loadActivityOnly(db: Kysely<Database>, ids?: readonly number[], options: { withUnpublished?: boolean } = {}): Promise<ActivityOnlyProduct[]> {
  if (ids && ids.length === 0) return [];
  let productsQuery = db
    .selectFrom('activity_only_products')
    .innerJoin('activity_centers', 'activity_centers.id', 'activity_only_products.activity_center_id')
    .selectAll('activity_only_products')
    .select([
      'activity_centers.label as center_label',
      'activity_centers.city_id as center_city_id',
      'activity_centers.latitude as center_latitude',
      'activity_centers.longitude as center_longitude',
      'activity_centers.stars as center_stars',
    ]);
  let pricesQuery = db.selectFrom('activity_only_prices').selectAll();
  if (!options.withUnpublished) productsQuery = productsQuery.where('activity_only_products.published', '=', true);
  if (ids) {
    productsQuery = productsQuery.where('activity_only_products.id', 'in', ids);
    pricesQuery = pricesQuery.where('product_id', 'in', ids);
  }
  const [rows, priceRows, images] = await Promise.all([
    productsQuery.orderBy('activity_only_products.id').execute(),
    pricesQuery.orderBy('product_id').orderBy('participants').execute(),
    imageIdsOf(db, 'activity_only_product', ids),
  ]);
  const histories = await loadVoucherPriceHistories(db, rows);
  const prices = new Map<number, { participants: number; sellPrice: number; refPrice: number }[]>();
  for (const price of priceRows) {
    const list = prices.get(price.product_id) ?? [];
    list.push({ participants: price.participants, sellPrice: price.sell_price, refPrice: price.ref_price });
    prices.set(price.product_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    labels: localizedText(row, 'label'),
    slug: row.slug,
    markets: row.markets as MarketCode[],
    activityCenter: {
      label: row.center_label,
      cityId: row.center_city_id,
      latitude: row.center_latitude,
      longitude: row.center_longitude,
      stars: row.center_stars as ActivityOnlyProduct['activityCenter']['stars'],
    },
    activityIds: row.activity_ids,
    themeIds: row.theme_ids,
    prices: prices.get(row.id) ?? [],
    priceHistory: histories.get(row.id) ?? null,
    popularity: row.popularity,
    reviewAverage: row.review_average,
    reviewCount: row.review_count,
    imageIds: images.get(row.id) ?? [],
    version: row.version,
  }));
}

/**
 * Reads the whole searchable catalog in a few set-based queries, for the in-memory read model
 * built at start. Unpublished activity vouchers are left out: nobody can find or buy them.
 */
export async function loadCatalogSnapshot(db: Kysely<Database>): Promise<CatalogSnapshot> {
  const places = await loadPlaces(db);
  const themes = await loadThemes(db);
  const activityTypes = await loadActivityTypes(db);
  const hotelAttributes = await loadHotelAttributes(db);
  const hotels = await loadHotels(db);
  const offers = await loadOffers(db);
  const activityOnlyProducts = await loadActivityOnly(db);
  return { places, themes, activityTypes, hotels, offers, activityOnlyProducts, hotelAttributes };
}

/** Re-reads some offers after a write (price, availability), so the read model patches only those rows; a missing id was deleted. */
export async function loadOffersByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Offer[]> {
  return loadOffers(db, ids);
}

/** Re-reads some activity-only vouchers after a write; an id missing from the answer was deleted or unpublished. */
export async function loadActivityOnlyByIds(db: Kysely<Database>, ids: readonly number[]): Promise<ActivityOnlyProduct[]> {
  return loadActivityOnly(db, ids);
}

/** One activity-only voucher as its page shows it, published or not (an unpublished one shows its expired notice); undefined for an unknown id. */
export async function loadActivityOnlyForPage(db: Kysely<Database>, id: number): Promise<ActivityOnlyProduct | undefined> {
  const [product] = await loadActivityOnly(db, [id], { withUnpublished: true });
  return product;
}
