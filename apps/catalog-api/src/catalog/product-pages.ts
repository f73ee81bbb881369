import type { Kysely } from 'kysely';
import { REVIEW_CRITERIA, REVIEW_STAY_TYPES, REVIEWS_PAGE_SIZE, type ProgramLineType, type ReviewCriterion, type ReviewSort, type ReviewStayType } from '@escapade/api-contract';
import type { IsoDate, MarketCode } from '@escapade/util-market';
import type { Database, ImageOwnerType } from '../db/database-schema';
import type { CatalogLanguage } from './catalog-snapshot';

/**
 * What the product pages read from the store of record rather than from the search read model:
 * long texts (descriptions, program titles, image alternatives), a hotel's practical facts and its
 * reviews. Each read is one indexed query for one product or hotel, in one language.
 */

/** A hotel's practical facts as stored (facility values, not yet labelled). */
export interface HotelFacts {
  description: string;
  facilities: readonly string[];
  highlightedFacilities: readonly string[];
  ecoFacilities: readonly string[];
  checkinTime: string;
  checkoutTime: string;
  petsAllowed: boolean;
  petsPrice: number | null;
  petsMaxWeight: number | null;
  petsMaxNumberOfPets: number;
  localTax: { amount: number | null; currency: string; type: string; percentage: number | null; toBePaidAtHotel: boolean };
}

/** The hotel's facts in one language, or undefined for an unknown hotel. */
export async function loadHotelFacts(db: Kysely<Database>, hotelId: number, language: CatalogLanguage): Promise<HotelFacts | undefined> {
  const row = await db
    .selectFrom('hotels')
    .select([
      `description_${language}` as const,
      'facilities',
      'highlighted_facilities',
      'eco_facilities',
      'checkin_time',
      'checkout_time',
      'pets_allowed',
      'pets_price',
      'pets_max_weight',
      'pets_max_number_of_pets',
      'local_tax_amount',
      'local_tax_currency',
      'local_tax_type',
      'local_tax_percentage',
      'local_tax_to_be_paid_at_hotel',
    ])
    .where('id', '=', hotelId)
    .executeTakeFirst();
  if (!row) return undefined;
  const description = (row as unknown as Record<string, string>)[`description_${language}`];
  return {
    description,
    facilities: row.facilities,
    highlightedFacilities: row.highlighted_facilities,
    ecoFacilities: row.eco_facilities,
    checkinTime: row.checkin_time,
    checkoutTime: row.checkout_time,
    petsAllowed: row.pets_allowed,
    petsPrice: row.pets_price,
    petsMaxWeight: row.pets_max_weight,
    petsMaxNumberOfPets: row.pets_max_number_of_pets,
    localTax: {
      // A percentage tax has no amount of its own.
      amount: row.local_tax_type === 'BOOKING_PERCENTAGE' ? null : row.local_tax_amount,
      currency: row.local_tax_currency,
      type: row.local_tax_type,
      percentage: row.local_tax_percentage,
      toBePaidAtHotel: row.local_tax_to_be_paid_at_hotel,
    },
  };
}

/** One stored program line in one language. */
export interface StoredProgramLine {
  type: ProgramLineType;
  title: string;
  activityId: number | null;
  quantity: number;
  /** The activity can be done on any day of the stay, the visitor choosing which. */
  anyDay: boolean;
}

/** A weekend's program lines in display order. */
export async function loadProgramLines(db: Kysely<Database>, offerId: number, language: CatalogLanguage): Promise<StoredProgramLine[]> {
  const rows = await db
    .selectFrom('offer_program_lines')
    .select(['type', 'activity_id', 'quantity', 'any_day', `title_${language}` as const])
    .where('offer_id', '=', offerId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    type: row.type as ProgramLineType,
    title: (row as unknown as Record<string, string>)[`title_${language}`],
    activityId: row.activity_id,
    quantity: row.quantity,
    anyDay: row.any_day === true,
  }));
}

/** Alternative texts of an owner's images, by image id, in one language. */
export async function loadImageAlts(db: Kysely<Database>, ownerType: ImageOwnerType, ownerIds: readonly number[], language: CatalogLanguage): Promise<Map<number, string>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .select(['id', `alt_${language}` as const])
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', ownerIds)
    .execute();
  return new Map(rows.map((row) => [row.id, (row as unknown as Record<string, string>)[`alt_${language}`]]));
}

/** One stored review. */
export interface StoredReview {
  id: number;
  locale: MarketCode;
  customer: string;
  type: ReviewStayType;
  date: IsoDate;
  average: number;
  positiveComment: string | null;
  negativeComment: string | null;
}

/** Order of each sort: its key, then the newest first, then the id, so pages never overlap. */
const REVIEW_ORDER: Readonly<Record<ReviewSort, { column: 'review_date' | 'average'; direction: 'asc' | 'desc' }>> = {
  DATE_DESC: { column: 'review_date', direction: 'desc' },
  DATE_ASC: { column: 'review_date', direction: 'asc' },
  SCORE_DESC: { column: 'average', direction: 'desc' },
  SCORE_ASC: { column: 'average', direction: 'asc' },
};

/** A page of a hotel's reviews, written in one of `locales` when given, and how many there are in all. */
export async function loadHotelReviews(
  db: Kysely<Database>,
  hotelId: number,
  options: { locales: readonly MarketCode[] | undefined; sort: ReviewSort; page: number },
): Promise<{ reviews: StoredReview[]; totalCount: number }> {
  let filtered = db.selectFrom('reviews').where('hotel_id', '=', hotelId);
  if (options.locales) filtered = filtered.where('locale', 'in', options.locales);
  const { column, direction } = REVIEW_ORDER[options.sort];
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    filtered
      .select(['id', 'locale', 'customer_display_name', 'stay_type', 'review_date', 'average', 'positive_comment', 'negative_comment'])
      .orderBy(column, direction)
      .orderBy('review_date', 'desc')
      .orderBy('id', 'desc')
      .limit(REVIEWS_PAGE_SIZE)
      .offset(options.page * REVIEWS_PAGE_SIZE)
      .execute(),
  ]);
  return {
    totalCount: Number(counted.count),
    reviews: rows.map((row) => ({
      id: row.id,
      locale: row.locale as MarketCode,
      customer: row.customer_display_name,
      type: (REVIEW_STAY_TYPES as readonly string[]).includes(row.stay_type) ? (row.stay_type as ReviewStayType) : 'COUPLE',
      date: row.review_date,
      average: row.average,
      positiveComment: row.positive_comment,
      negativeComment: row.negative_comment,
    })),
  };
}

/** Column of each scored criterion. */
const CRITERION_COLUMNS = {
  welcoming: 'welcoming',
  comfort: 'comfort',
  cleanliness: 'cleanliness',
  food: 'food',
  localization: 'localization',
  priceQualityRatio: 'price_quality_ratio',
} as const satisfies Record<ReviewCriterion, keyof Database['reviews']>;

/** A hotel's average per criterion over all its reviews, one decimal; empty when it has none. */
export async function loadReviewDetails(db: Kysely<Database>, hotelId: number): Promise<{ criterion: ReviewCriterion; score: number }[]> {
  const row = await db
    .selectFrom('reviews')
    .where('hotel_id', '=', hotelId)
    .select((eb) => [eb.fn.countAll<number>().as('count'), ...REVIEW_CRITERIA.map((criterion) => eb.fn.avg<number>(CRITERION_COLUMNS[criterion]).as(criterion))])
    .executeTakeFirstOrThrow();
  if (Number(row.count) === 0) return [];
  return REVIEW_CRITERIA.map((criterion) => ({ criterion, score: Math.round(Number(row[criterion]) * 10) / 10 }));
}

/** What an activity-only voucher's page reads beside its card: whether it is still sold, its description in one language and its centre's address. */
export async function loadActivityPageTexts(
  db: Kysely<Database>,
  productId: number,
  language: CatalogLanguage,
): Promise<{ published: boolean; description: string; address: string; zipCode: string } | undefined> {
  const row = await db
    .selectFrom('activity_only_products')
    .innerJoin('activity_centers', 'activity_centers.id', 'activity_only_products.activity_center_id')
    .select(['activity_only_products.published', `activity_only_products.description_${language}` as const, 'activity_centers.address', 'activity_centers.zip_code'])
    .where('activity_only_products.id', '=', productId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { published: row.published, description: (row as unknown as Record<string, string>)[`description_${language}`], address: row.address, zipCode: row.zip_code };
}

/** An extra of an offer as stored: the upsell offer, its kind and what it adds, in one language. */
export interface StoredUpsell {
  upsellOfferId: number;
  type: 'SINGLE_VOUCHER' | 'STAYS';
  label: string;
}

/** The extras of an offer in the order its page lists them. */
export async function loadUpsells(db: Kysely<Database>, offerId: number, language: CatalogLanguage): Promise<StoredUpsell[]> {
  const rows = await db
    .selectFrom('offer_upsells')
    .select(['upsell_offer_id', 'type', `label_${language}` as const])
    .where('offer_id', '=', offerId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ upsellOfferId: row.upsell_offer_id, type: row.type, label: (row as unknown as Record<string, string>)[`label_${language}`] }));
}
