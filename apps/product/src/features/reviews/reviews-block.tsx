import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HotelSummary } from '@escapade/api-contract';
import { useHotelReviews } from '@escapade/data-access-api';
import { Button, Skeleton } from '@escapade/ui';
import { formatRatingOutOfTen } from '@escapade/util-pricing';
import { reviewsMessages, reviewCriterionMessages } from './reviews-messages';
import { ReviewList } from './review-list';
import layout from '../../app/page-layout.module.css';
import styles from './reviews.module.css';

const ReviewsDialog = lazy(() => import('./reviews-dialog'));

/** Reviews the block highlights: the first ones with a positive comment. */
export const HIGHLIGHTED_REVIEWS = 4;

/**
 * The reviews block: the hotel's score, its score per criterion and the first four reviews with a
 * positive comment, with 'Read all reviews' opening the modal. Hidden when the reviews cannot load.
 */
export function ReviewsBlock({ hotel }: { readonly hotel: HotelSummary }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const reviews = useHotelReviews({ hotelId: String(hotel.id) }, {});
  if (reviews.isError) return null;
  const title = (
    <h2 id="product-reviews" className={layout.sectionTitle}>
      {intl.formatMessage(reviewsMessages.reviewsTitle)}
    </h2>
  );
  if (reviews.isPending) {
    return (
      <section id="reviews" className={layout.section} aria-labelledby="product-reviews" aria-busy="true">
        {title}
        <Skeleton variant="text" lines={4} />
      </section>
    );
  }
  const { data } = reviews;
  if (data.totalCount === 0 || data.score === null) {
    return (
      <section id="reviews" className={layout.section} aria-labelledby="product-reviews">
        {title}
        <p>{intl.formatMessage(reviewsMessages.noReviews)}</p>
      </section>
    );
  }
  const highlighted = data.list.filter((review) => review.positiveComment).slice(0, HIGHLIGHTED_REVIEWS);
  return (
    <section id="reviews" className={layout.section} aria-labelledby="product-reviews">
      {title}
      <p className={styles.score}>{intl.formatMessage(reviewsMessages.reviewsScore, { score: formatRatingOutOfTen(data.score, intl.locale), count: data.totalCount })}</p>
      <dl className={styles.criteria}>
        {data.details.map((detail) => (
          <div key={detail.criterion} className={styles.criterion}>
            <dt>{intl.formatMessage(reviewCriterionMessages[detail.criterion])}</dt>
            <dd>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${detail.score * 10}%` }} />
              </span>
              {intl.formatNumber(detail.score, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </dd>
          </div>
        ))}
      </dl>
      <ReviewList reviews={highlighted} />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {intl.formatMessage(reviewsMessages.readAllReviews)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReviewsDialog hotelId={hotel.id} title={hotel.label} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
