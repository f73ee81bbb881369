import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useParams } from '@escapade/app-providers/router';
import { itemEvent, useTrackedView } from '@escapade/app-providers/analytics';
import { GALLERY_TILE_SIZE, type HotelPageReply } from '@escapade/api-contract';
import { useHotelDetail, useSearchOffers } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { AnchorTabBar, Breadcrumb, Button, Gallery, OpeningHours, TruncatedText } from '@escapade/ui';
import { HotelStars, RatingBadge } from '@escapade/ui-travel';
import { MARKET_SUPPORT } from '@escapade/util-market';
import { StayFields } from '../stay-calendar/stay-fields';
import { buildHotelPackagesRequest, clearHotelDates, confirmHotelDates, PRODUCTS_ANCHOR, searchUrl } from '@escapade/util-criteria';
import { HotelFacts } from '../hotel-facts/hotel-facts';
import { ReviewsBlock } from '../reviews/reviews-block';
import { NearbyHotelsBlock } from '../nearby-hotels';
import { HotelRooms } from './hotel-offers';
import { hotelMessages } from './hotel-messages';
import { useHotelLocation } from './use-hotel-location';
import { pageMessages } from '../../app/page-messages';
import { FailedPage, isNotFound, LoadingPage, MissingPage, pathIdOf, retryServerErrors } from '../../app/page-states';
import layout from '../../app/page-layout.module.css';
import styles from './hotel-page.module.css';

/** Space the tab bar leaves above a section it scrolls to (product-side.md section 2: 70 mobile, 100 desktop). */
const TAB_OFFSET = { mobile: 70, desktop: 100 };

/** Getaways of one hotel listed at once. */
const OFFERS_PER_HOTEL = 20;

/** Thumbnails of the hotel gallery on desktop (spec: 4). */
const HOTEL_GALLERY_TILES = 4;

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
  const hotelId = pathIdOf(useParams().id);
  const { state, change } = useHotelLocation();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const offersRef = useRef<HTMLElement>(null);
  const prefix = useHref('/').replace(/\/$/, '');
  const detail = useHotelDetail({ hotelId: String(hotelId ?? 0) }, { locale: market.code }, { enabled: hotelId !== null, retry: retryServerErrors });
  useTrackedView('hotel', detail.data ? itemEvent('view_item', { id: detail.data.hotel.id, name: detail.data.hotel.label, category: 'hotel' }) : undefined, String(hotelId));
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
    // Asked with the hotel's facts, not after them: one round trip for the whole page.
    { enabled: hotelId !== null, retry: retryServerErrors },
  );

  // The getaways are the page's first content: asked with the facts, the page shows once both are in, so
  // they do not push the page down when they come (later dates keep the page and load in their section).
  const [offersCame, setOffersCame] = useState(false);
  if (!offersCame && !offers.isPending) setOffersCame(true);

  // anchor=products (a link, or dates just confirmed) brings the getaways into view once they are there.
  const scrollToOffers = state.anchor === PRODUCTS_ANCHOR && offers.isSuccess;
  useEffect(() => {
    if (scrollToOffers) offersRef.current?.scrollIntoView({ block: 'start' });
  }, [scrollToOffers, state.checkin, state.checkout]);

  if (hotelId === null || isNotFound(detail.error)) {
    return (
      <MissingPage
        title={intl.formatMessage(pageMessages.notFoundTitle)}
        text={intl.formatMessage(hotelMessages.notFoundText)}
        linkTo={searchUrl({ flow: 'booking' })}
        linkText={intl.formatMessage(pageMessages.seeOtherOffers)}
      />
    );
  }
  if (detail.isError) return <FailedPage onRetry={() => detail.refetch()} />;
  if (!detail.data || !offersCame) return <LoadingPage label={intl.formatMessage(hotelMessages.loading)} />;

  const page = detail.data;
  const { hotel } = page;
  const hasDates = state.checkin !== undefined && state.checkout !== undefined;
  const found = offers.data?.exactMatches ?? [];
  const support = MARKET_SUPPORT[market.code];

  return (
    <div className={layout.page}>
      <title>{intl.formatMessage(pageMessages.documentTitle, { page: hotel.label })}</title>
      <link rel="canonical" href={page.pageModel.canonicalUrl} />
      <meta name="description" content={page.pageModel.metaDescription} />
      {page.active ? null : <meta name="robots" content="noindex" />}
      <script type="application/ld+json">{structuredData(page)}</script>

      <Breadcrumb items={[...page.breadcrumb.map((level) => ({ label: level.label, href: level.uri === null ? undefined : `${prefix}${level.uri}` })), { label: hotel.label }]} />
      <Gallery tiles={HOTEL_GALLERY_TILES} images={page.images.map((image) => ({ src: image.sizes.LARGE, thumbnailSrc: image.sizes[GALLERY_TILE_SIZE], alt: image.alt }))} />
      <header className={layout.header}>
        <h1 className={layout.title}>{hotel.label}</h1>
        <p className={layout.muted}>
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

      <section id="products" ref={offersRef} className={layout.section} aria-labelledby="hotel-offers">
        <h2 id="hotel-offers" className={layout.sectionTitle}>
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
            <p role="status" className={layout.muted}>
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
              <p>
                {intl.formatMessage(hotelMessages.callUs, { phone: <a href={`tel:${support.phoneE164}`}>{support.phone}</a> })}
                <br />
                <OpeningHours slots={support.noAvailabilityHours} />
              </p>
              <Button variant="secondary" onClick={() => change(clearHotelDates(state))}>
                {intl.formatMessage(hotelMessages.seeAllOffers)}
              </Button>
            </div>
          ) : null}
          {offers.isSuccess && found.length === 0 && !hasDates ? <p>{intl.formatMessage(hotelMessages.noOffers)}</p> : null}
          {found.length > 0 ? <HotelRooms offers={found} state={state} onChooseDates={() => setCalendarOpen(true)} /> : null}
        </div>
      </section>

      <section id="about" className={layout.section} aria-labelledby="hotel-about">
        <h2 id="hotel-about" className={layout.sectionTitle}>
          {intl.formatMessage(hotelMessages.about)}
        </h2>
        <TruncatedText text={hotel.description} />
      </section>
      <HotelFacts id="facts" hotel={hotel} title={hotel.label} />
      <ReviewsBlock hotel={hotel} />
      <NearbyHotelsBlock hotel={hotel} state={state} />
    </div>
  );
}
