import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref, useParams } from 'react-router-dom';
import type { HotelPageReply } from '@escapade/api-contract';
import { ApiRequestError, useHotelDetail, useSearchOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { AnchorTabBar, Breadcrumb, Button, Gallery, Skeleton, TruncatedText } from '@escapade/ui';
import { HotelStars, RatingBadge } from '@escapade/ui-travel';
import { StayFields } from '../stay-calendar/stay-fields';
import { buildHotelPackagesRequest, clearHotelDates, confirmHotelDates, PRODUCTS_ANCHOR, searchUrl } from '@escapade/util-criteria';
import { HotelFacts } from '../hotel-facts/hotel-facts';
import { ReviewsBlock } from '../reviews/reviews-block';
import { HotelOffers } from './hotel-offers';
import { hotelMessages } from './hotel-messages';
import { useHotelLocation } from './use-hotel-location';
import { pageMessages } from '../../app/page-messages';
import styles from './hotel-page.module.css';

/** Space the tab bar leaves above a section it scrolls to (product-side.md section 2: 70 mobile, 100 desktop). */
const TAB_OFFSET = { mobile: 70, desktop: 100 };

/** Getaways of one hotel listed at once. */
const OFFERS_PER_HOTEL = 20;

/** Thumbnails of the hotel gallery on desktop (spec: 4). */
const HOTEL_GALLERY_TILES = 4;

function hotelIdOf(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** A refused request (an unknown hotel) is not tried again; a server or network failure is, once. */
function retryServerErrors(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiRequestError && error.status < 500);
}

/** The hotel and its rating as structured data (AggregateRating only when it has reviews). */
function structuredData(page: HotelPageReply): string {
  const { hotel } = page;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.label,
    address: { '@type': 'PostalAddress', streetAddress: hotel.location.address, postalCode: hotel.location.zipCode, addressLocality: hotel.location.label },
    ...(hotel.review.count > 0 && hotel.review.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: hotel.review.average, bestRating: 10, reviewCount: hotel.review.count } }
      : {}),
  });
}

/**
 * A hotel's page: gallery, breadcrumb, its getaways for the dates and party of the hash (cheapest
 * first), about the hotel and its reviews. Confirming dates scrolls to the getaways.
 */
export function HotelPage() {
  const intl = useIntl();
  const market = useMarket();
  const hotelId = hotelIdOf(useParams().id);
  const { state, change } = useHotelLocation();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const offersRef = useRef<HTMLElement>(null);
  const prefix = useHref('/').replace(/\/$/, '');
  const detail = useHotelDetail({ hotelId: String(hotelId ?? 0) }, { locale: market.code }, { enabled: hotelId !== null, retry: retryServerErrors });
  const offers = useSearchOffers(
    buildHotelPackagesRequest({
      hotelId: String(hotelId ?? 0),
      party: state,
      checkin: state.checkin,
      checkout: state.checkout,
      locale: market.code,
      flow: 'booking',
      numberOfPackagesPerHotel: OFFERS_PER_HOTEL,
    }),
    { enabled: hotelId !== null && detail.isSuccess },
  );

  // anchor=products (a link, or dates just confirmed) brings the getaways into view once they are there.
  const scrollToOffers = state.anchor === PRODUCTS_ANCHOR && offers.isSuccess;
  useEffect(() => {
    if (scrollToOffers) offersRef.current?.scrollIntoView({ block: 'start' });
  }, [scrollToOffers, state.checkin, state.checkout]);

  if (hotelId === null || (detail.error instanceof ApiRequestError && detail.error.status === 404)) {
    return (
      <div className={styles.page}>
        <title>{intl.formatMessage(pageMessages.documentTitle, { page: intl.formatMessage(pageMessages.notFoundTitle) })}</title>
        <section className={styles.notFound} role="status">
          <h1>{intl.formatMessage(pageMessages.notFoundTitle)}</h1>
          <p>{intl.formatMessage(hotelMessages.notFoundText)}</p>
          <Link to={searchUrl({ flow: 'booking' })}>{intl.formatMessage(pageMessages.seeOtherOffers)}</Link>
        </section>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className={styles.page}>
        <p role="alert">{intl.formatMessage(pageMessages.failed)}</p>
        <Button onClick={() => detail.refetch()}>{intl.formatMessage(pageMessages.retry)}</Button>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <p className={styles.visuallyHidden} role="status">
          {intl.formatMessage(hotelMessages.loading)}
        </p>
        <Skeleton variant="rect" height="20rem" />
        <Skeleton variant="text" lines={3} />
      </div>
    );
  }

  const page = detail.data;
  const { hotel } = page;
  const hasDates = state.checkin !== undefined && state.checkout !== undefined;
  const found = offers.data?.exactMatches ?? [];

  return (
    <div className={styles.page}>
      <title>{intl.formatMessage(pageMessages.documentTitle, { page: hotel.label })}</title>
      <link rel="canonical" href={page.pageModel.canonicalUrl} />
      <meta name="description" content={page.pageModel.metaDescription} />
      {page.active ? null : <meta name="robots" content="noindex" />}
      <script type="application/ld+json">{structuredData(page)}</script>

      <Breadcrumb items={[...page.breadcrumb.map((level) => ({ label: level.label, href: level.uri === null ? undefined : `${prefix}${level.uri}` })), { label: hotel.label }]} />
      <Gallery tiles={HOTEL_GALLERY_TILES} images={page.images.map((image) => ({ src: image.sizes.LARGE, thumbnailSrc: image.sizes['640_360'], alt: image.alt }))} />
      <header className={styles.header}>
        <h1 className={styles.title}>{hotel.label}</h1>
        <p className={styles.muted}>
          <HotelStars count={hotel.stars} /> {hotel.location.address}, {hotel.location.zipCode} {hotel.location.label}
        </p>
        <RatingBadge score={hotel.review.average} reviewCount={hotel.review.count} />
      </header>
      <AnchorTabBar
        aria-label={intl.formatMessage(pageMessages.sections)}
        offset={TAB_OFFSET}
        items={[
          { id: 'products', label: intl.formatMessage(hotelMessages.tabOffers) },
          { id: 'about', label: intl.formatMessage(hotelMessages.tabAbout) },
          { id: 'reviews', label: intl.formatMessage(hotelMessages.tabReviews) },
        ]}
      />

      <section id="products" ref={offersRef} className={styles.section} aria-labelledby="hotel-offers">
        <h2 id="hotel-offers" className={styles.sectionTitle}>
          {intl.formatMessage(hotelMessages.offersTitle)}
        </h2>
        <StayFields
          className={styles.selector}
          source={{ kind: 'hotel', hotelId: hotel.id }}
          checkin={state.checkin}
          checkout={state.checkout}
          party={state}
          onDatesChange={(dates) => change(dates.checkIn && dates.checkOut ? confirmHotelDates(state, dates.checkIn, dates.checkOut) : clearHotelDates(state))}
          onPartyChange={(party) => change({ ...state, ...party })}
          calendarOpen={calendarOpen}
          onCalendarOpenChange={setCalendarOpen}
        />
        <div aria-live="polite" aria-busy={offers.isFetching}>
          {offers.isPending ? (
            <p role="status" className={styles.muted}>
              {intl.formatMessage(hotelMessages.offersLoading)}
            </p>
          ) : null}
          {offers.isError ? (
            <div role="alert">
              <p>{intl.formatMessage(pageMessages.failed)}</p>
              <Button variant="secondary" onClick={() => offers.refetch()}>
                {intl.formatMessage(pageMessages.retry)}
              </Button>
            </div>
          ) : null}
          {offers.isSuccess && found.length === 0 && hasDates ? (
            <div className={styles.noAvailability}>
              <p>{intl.formatMessage(hotelMessages.noAvailability)}</p>
              <Button variant="secondary" onClick={() => change(clearHotelDates(state))}>
                {intl.formatMessage(hotelMessages.seeAllOffers)}
              </Button>
            </div>
          ) : null}
          {offers.isSuccess && found.length === 0 && !hasDates ? <p>{intl.formatMessage(hotelMessages.noOffers)}</p> : null}
          {found.length > 0 ? <HotelOffers offers={found} state={state} onChooseDates={() => setCalendarOpen(true)} /> : null}
        </div>
      </section>

      <section id="about" className={styles.section} aria-labelledby="hotel-about">
        <h2 id="hotel-about" className={styles.sectionTitle}>
          {intl.formatMessage(hotelMessages.about)}
        </h2>
        <TruncatedText text={hotel.description} />
      </section>
      <HotelFacts id="facts" hotel={hotel} title={hotel.label} />
      <ReviewsBlock hotel={hotel} />
    </div>
  );
}
