import { useContext } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { MarketContext } from '@escapade/i18n';
import { VisuallyHidden } from '@escapade/ui';
import { MARKET_TOGGLES } from '@escapade/util-market';
import { formatRatingOutOfTen, hasRating, ratingLabel } from '@escapade/util-pricing';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import styles from './rating-badge.module.css';

const messages = defineMessages<{
  reviews: { count: number };
  score: { score: string };
}>({
  reviews: {
    id: 'travel.ratingBadge.reviews',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  },
  score: { id: 'travel.ratingBadge.score', defaultMessage: 'Rated {score}' },
});

export interface RatingBadgeProps {
  /** Average review score on base 10; missing means no reviews yet ('New'). */
  score?: number | null;
  reviewCount?: number | null;
  /**
   * Labels under 9 (Good, Very good, Excellent) show only when all incentives are on; by default the
   * market's setting (`ratingIncentives`, off without a market), which the rating filter follows too.
   */
  allIncentives?: boolean;
  className?: string;
}

/** A hotel's review score as 'x/10' with its word, or 'New' before the first review. */
export function RatingBadge({ score, reviewCount, allIncentives, className }: RatingBadgeProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const market = useContext(MarketContext);
  const incentives = allIncentives ?? (market ? MARKET_TOGGLES[market.code].ratingIncentives : false);
  const label = ratingLabel(score, { reviewCount, allIncentives: incentives });
  if (!hasRating(score, reviewCount)) {
    return (
      <span className={classNames(styles.root, className)}>
        <span className={classNames(styles.score, styles.new)}>{label ? text(label) : null}</span>
      </span>
    );
  }
  const figure = formatRatingOutOfTen(score, intl.locale);
  return (
    <span className={classNames(styles.root, className)}>
      <span className={styles.score}>
        <span aria-hidden>{figure}</span>
        <VisuallyHidden>{intl.formatMessage(messages.score, { score: figure })}</VisuallyHidden>
      </span>
      {label ? <span className={styles.label}>{text(label)}</span> : null}
      {reviewCount ? <span className={styles.count}>{intl.formatMessage(messages.reviews, { count: reviewCount })}</span> : null}
    </span>
  );
}
