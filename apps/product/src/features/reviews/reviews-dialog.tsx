import { useState } from 'react';
import { useIntl } from 'react-intl';
import { REVIEW_LOCALES, REVIEW_SORTS, type ReviewSort } from '@escapade/api-contract';
import { useHotelReviewPages } from '@escapade/data-access-api';
import { Button, Dialog, Select, Skeleton } from '@escapade/ui';
import { MARKETS, type MarketCode } from '@escapade/util-market';
import { reviewsMessages, reviewSortMessages } from './reviews-messages';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

export interface ReviewsDialogProps {
  readonly hotelId: number;
  readonly title: string;
  readonly onClose: () => void;
}

/**
 * The reviews modal: newest first in every language by default; a new sort or language starts again
 * from the first page, 'See more reviews' appends the next one while there are more.
 */
export default function ReviewsDialog({ hotelId, title, onClose }: ReviewsDialogProps) {
  const intl = useIntl();
  const [sort, setSort] = useState<ReviewSort>('DATE_DESC');
  const [locale, setLocale] = useState<MarketCode | undefined>(undefined);
  const pages = useHotelReviewPages({ hotelId: String(hotelId) }, { sort, locale });
  const reviews = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const languageName = (code: MarketCode) => intl.formatDisplayName(MARKETS[code].language, { type: 'language' }) ?? code;

  return (
    <Dialog open onClose={onClose} title={title} size="lg">
      <div className={styles.reviewFilters}>
        <Select
          label={intl.formatMessage(reviewsMessages.reviewsSort)}
          value={sort}
          options={REVIEW_SORTS.map((value) => ({ value, label: intl.formatMessage(reviewSortMessages[value]) }))}
          onChange={(value) => setSort(value as ReviewSort)}
        />
        <Select
          label={intl.formatMessage(reviewsMessages.reviewsLanguage)}
          value={locale ?? ''}
          options={[{ value: '', label: intl.formatMessage(reviewsMessages.allLanguages) }, ...REVIEW_LOCALES.map((code) => ({ value: code, label: languageName(code) }))]}
          onChange={(value) => setLocale(value === '' ? undefined : (value as MarketCode))}
        />
      </div>
      <div aria-live="polite" aria-busy={pages.isFetching}>
        {pages.isPending ? <Skeleton variant="text" lines={6} /> : null}
        {pages.isError ? <p role="alert">{intl.formatMessage(reviewsMessages.failed)}</p> : null}
        {pages.isSuccess && reviews.length === 0 && locale ? (
          <div className={styles.emptyReviews}>
            <p>{intl.formatMessage(reviewsMessages.noReviewsInLanguage, { language: languageName(locale) })}</p>
            <Button variant="secondary" onClick={() => setLocale(undefined)}>
              {intl.formatMessage(reviewsMessages.seeAllLanguages)}
            </Button>
          </div>
        ) : null}
        <ReviewList reviews={reviews} />
      </div>
      {pages.hasNextPage ? (
        <Button variant="secondary" loading={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()}>
          {intl.formatMessage(reviewsMessages.loadMore)}
        </Button>
      ) : null}
    </Dialog>
  );
}
