import { useIntl } from 'react-intl';
import type { HotelReview } from '@escapade/api-contract';
import { formatDay } from '@escapade/util-market';
import { formatRatingOutOfTen } from '@escapade/util-pricing';
import { reviewStayTypeMessages, reviewsMessages } from './reviews-messages';
import layout from '../../app/page-layout.module.css';
import styles from './reviews.module.css';

/** Reviews as cards: who and when, the kind of stay, the score and the comments. */
export function ReviewList({ reviews }: { readonly reviews: readonly HotelReview[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.reviews}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <article>
            <header className={styles.reviewHeader}>
              <strong className={styles.reviewScore}>{formatRatingOutOfTen(review.average, intl.locale)}</strong>
              <span>
                {intl.formatMessage(reviewsMessages.reviewBy, {
                  customer: review.customer,
                  date: formatDay(intl, review.date, { day: 'numeric', month: 'long', year: 'numeric' }),
                })}
              </span>
              <span className={layout.muted}>{intl.formatMessage(reviewStayTypeMessages[review.type])}</span>
            </header>
            {review.positiveComment ? <p className={styles.positive}>{review.positiveComment}</p> : null}
            {review.negativeComment ? <p className={styles.negative}>{review.negativeComment}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
