import { intlLocaleOf } from '@escapade/util-market';
import { type MessageDescriptor, pricingMessages } from './messages';

/** Review scores are on base 10. */
export const RATING_BASE = 10;

/** Lowest score of each label, best first; labels under 9 only when all incentives are on. */
export const RATING_LABEL_THRESHOLDS = [
  {
    minimum: 9.5,
    label: pricingMessages.ratingPerfect,
    needsIncentives: false,
  },
  {
    minimum: 9,
    label: pricingMessages.ratingFantastic,
    needsIncentives: false,
  },
  {
    minimum: 8.5,
    label: pricingMessages.ratingExcellent,
    needsIncentives: true,
  },
  { minimum: 8, label: pricingMessages.ratingVeryGood, needsIncentives: true },
  { minimum: 7, label: pricingMessages.ratingGood, needsIncentives: true },
] as const;

const ratingFormatters = new Map<string, Intl.NumberFormat>();

function ratingFormatter(locale: string): Intl.NumberFormat {
  let formatter = ratingFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(locale), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    ratingFormatters.set(locale, formatter);
  }
  return formatter;
}

/** A score as displayed: one decimal, within 0 to 10; the label is read from this same figure. */
export function roundRating(score: number): number {
  return Math.min(RATING_BASE, Math.max(0, Math.round(score * 10) / 10));
}

/** A score with one decimal and the locale's separator (`8,5` in every market). */
export function formatRating(score: number, locale: string): string {
  return ratingFormatter(locale).format(roundRating(score));
}

/** A score as 'x/10' (`8,5/10`). */
export function formatRatingOutOfTen(score: number, locale: string): string {
  return `${formatRating(score, locale)}/${RATING_BASE}`;
}

/**
 * A content box rating from the CMS: kept as written when it already has a slash (`4.5/5`),
 * else shown as 'x/10'.
 */
export function boxRatingText(rating: string | number, locale: string): string {
  if (typeof rating === 'string') {
    if (rating.includes('/')) {
      return rating;
    }
    const score = Number(rating.replace(',', '.'));
    return Number.isFinite(score) ? formatRatingOutOfTen(score, locale) : `${rating}/${RATING_BASE}`;
  }
  return formatRatingOutOfTen(rating, locale);
}

/**
 * Whether a hotel has a score to show: a number above 0,0 as displayed and, when the count is
 * known, some reviews. Without reviews the API sends a zero score, which shows 'New' instead.
 */
export function hasRating(score: number | null | undefined, reviewCount?: number | null): score is number {
  return typeof score === 'number' && Number.isFinite(score) && roundRating(score) > 0 && (reviewCount == null || reviewCount > 0);
}

/**
 * The word beside a score: 'New' without a score (or a zero one); below 7 none (`null`); Good 7, Very good 8,
 * Excellent 8.5 only when all incentives are on; Fantastic 9 and Perfect 9.5 always.
 */
export function ratingLabel(
  score: number | null | undefined,
  options: {
    readonly reviewCount?: number | null;
    readonly allIncentives: boolean;
  },
): MessageDescriptor | null {
  if (!hasRating(score, options.reviewCount)) {
    return pricingMessages.ratingNew;
  }
  const rounded = roundRating(score);
  const threshold = RATING_LABEL_THRESHOLDS.find(({ minimum, needsIncentives }) => rounded >= minimum && (options.allIncentives || !needsIncentives));
  return threshold ? threshold.label : null;
}

/** Width of a review criterion's bar: proportional to its score out of 10, in percent. */
export function ratingBarPercent(score: number): number {
  const tenths = Math.round(roundRating(score) * 10);
  return (tenths * 10) / RATING_BASE;
}
