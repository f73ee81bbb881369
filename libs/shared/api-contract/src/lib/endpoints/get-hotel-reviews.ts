import * as v from 'valibot';
import { IdParamSchema, IdSchema } from '../common/ids';
import { IsoDateSchema } from '../common/iso-date';
import { LocaleSchema } from '../common/locale';
import { REVIEW_SCALE } from '../common/review';
import { QueryBooleanSchema, boundedText, integerInRange, numberInRange, queryInteger } from '../common/wire-values';
import { defineEndpoint } from '../endpoint';
import { MARKET_CODES, MARKET_LANGUAGES, MARKETS, type MarketCode } from '@escapade/util-market';

/** Reviews come in pages of 10. */
export const REVIEWS_PAGE_SIZE = 10;

/** Sorts of the reviews modal; the newest first by default. */
export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;

/** A reviews sort. */
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The criteria a review scores, in the order the page lists them (welcoming is shown 'Home'). */
export const REVIEW_CRITERIA = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'] as const;

/** A scored criterion. */
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

/** Who travelled, as a review tells it. */
export const REVIEW_STAY_TYPES = ['COUPLE', 'FAMILY', 'FRIENDS', 'SOLO', 'BUSINESS'] as const;

/** A reviewer's kind of stay. */
export type ReviewStayType = (typeof REVIEW_STAY_TYPES)[number];

/** Deepest page a client may ask for. */
const MAX_REVIEWS_PAGE = 10_000;

/** Path parameter: the hotel whose reviews are read. */
export const HotelReviewsParamsSchema = v.object({ hotelId: IdParamSchema });

/** The languages the reviews modal offers, each named by its first market (fr_FR, es_ES, it_IT, nl_NL). */
export const REVIEW_LOCALES: readonly MarketCode[] = MARKET_LANGUAGES.map((language) => MARKET_CODES.find((code) => MARKETS[code].language === language) as MarketCode);

/**
 * Query of the reviews list: `locale` keeps the reviews written in that market's language, in any
 * market of that language (all languages when absent); with `withOtherLanguageFallback`, a language without any review answers
 * with the other languages' reviews instead, and `languageFallback` says so.
 */
export const HotelReviewsQuerySchema = v.strictObject({
  locale: v.optional(LocaleSchema),
  sort: v.optional(v.picklist(REVIEW_SORTS, `must be one of ${REVIEW_SORTS.join(', ')}`), 'DATE_DESC'),
  page: v.optional(queryInteger(0, MAX_REVIEWS_PAGE), '0'),
  withOtherLanguageFallback: v.optional(QueryBooleanSchema, 'false'),
  client: v.optional(boundedText(20), 'msite'),
});

/** A reviews call as the server reads it. */
export type HotelReviewsQuery = v.InferOutput<typeof HotelReviewsQuerySchema>;

const ScoreSchema = numberInRange(0, REVIEW_SCALE);

/** One guest review: who, when, what kind of stay, the average score and the comments. */
export const HotelReviewSchema = v.object({
  id: IdSchema,
  locale: LocaleSchema,
  customer: v.string(),
  type: v.picklist(REVIEW_STAY_TYPES),
  date: IsoDateSchema,
  average: ScoreSchema,
  positiveComment: v.nullable(v.string()),
  negativeComment: v.nullable(v.string()),
});

/** A review. */
export type HotelReview = v.InferOutput<typeof HotelReviewSchema>;

/** A page of reviews, with the hotel's score, its score per criterion and how many reviews match. */
export const HotelReviewsReplySchema = v.object({
  list: v.array(HotelReviewSchema),
  details: v.array(v.object({ criterion: v.picklist(REVIEW_CRITERIA), score: ScoreSchema })),
  /** Average of every review of the hotel, null when it has none. */
  score: v.nullable(ScoreSchema),
  /** Reviews matching the language (or all, when it fell back); pages = ceil(totalCount / 10). */
  totalCount: integerInRange(0, Number.MAX_SAFE_INTEGER),
  page: integerInRange(0, MAX_REVIEWS_PAGE),
  languageFallback: v.boolean(),
});

/** A page of a hotel's reviews. */
export type HotelReviewsReply = v.InferOutput<typeof HotelReviewsReplySchema>;

/** A hotel's guest reviews by page, sorted and filtered by language. */
export const getHotelReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/hotel/:hotelId/reviews.json',
  summary: 'A hotel’s guest reviews, ten per page, with its score per criterion',
  tags: ['product'],
  status: 200,
  params: HotelReviewsParamsSchema,
  query: HotelReviewsQuerySchema,
  reply: HotelReviewsReplySchema,
});
