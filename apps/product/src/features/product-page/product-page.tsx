import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from '@escapade/app-providers/router';
import { itemEvent, useTrackedView } from '@escapade/app-providers/analytics';
import { useHotelReviews, useProductDetail } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { AnchorTabBar, BREAKPOINTS, Gallery, TruncatedText, useMediaQuery, type AnchorTabItem } from '@escapade/ui';
import { HotelStars, RatingBadge, StressBadges } from '@escapade/ui-travel';
import { productDetailQuery, searchUrl, type ProductPageState } from '@escapade/util-criteria';
import { GALLERY_TILE_SIZE, type ProductDetail } from '@escapade/api-contract';
import { CURRENCY, MARKET_TOGGLES } from '@escapade/util-market';
import type { RecentlyViewedItem } from '../recently-viewed/recently-viewed';
import { useRecentlyViewed } from '../recently-viewed/use-recently-viewed';
import { WishlistButton } from '../wishlist/wishlist-button';
import { BookingBox } from './booking-box';
import { GiftBox } from './gift-box';
import { HotelFacts } from '../hotel-facts/hotel-facts';
import { PackageIncludes, ProgramSection } from './program-section';
import { productMessages } from './product-messages';
import { ReviewsBlock } from '../reviews/reviews-block';
import { OtherOffers } from './other-offers';
import { ExtrasSection } from '../extras';
import { RecommendationsBlock } from '../recommendations';
import { useProductLocation } from './use-product-location';
import { productSections, type ProductSection } from './product-sections';
import { useBookingAction } from './use-booking-action';
import { useScrolledPast } from './use-scrolled-past';
import { useSectionAnchor } from './use-section-anchor';
import { pageMessages } from '../../app/page-messages';
import { FailedPage, isNotFound, LoadingPage, MissingPage, pathIdOf, retryServerErrors } from '../../app/page-states';
import layout from '../../app/page-layout.module.css';
import styles from './product-page.module.css';

/** The desktop layout, where the booking box is beside the content and the booking bar may stick (the layout's 64rem). */
const DESKTOP_MEDIA_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

/** The choice among the hotel's getaways for the stay, loaded once the stay has dates. */
const OfferChoice = lazy(() => import('../offer-choice/offer-choice'));

/** The desktop booking bar, loaded once the visitor has scrolled past the booking box. */
const StickyBookingBar = lazy(() => import('./sticky-booking-bar'));

/** The tab of each section, in the visitor's language. */
const SECTION_TABS = {
  description: productMessages.tabDescription,
  room: productMessages.tabRoom,
  experience: productMessages.tabExperience,
  reviews: productMessages.tabReviews,
  hotel: productMessages.tabHotel,
} as const satisfies Record<ProductSection, unknown>;

/** The stay as structured data: the offer's price (from or for the chosen stay) and its hotel's rating. */
function structuredData(product: ProductDetail): string {
  const { hotel, price } = product;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.label,
    description: product.pageModel.metaDescription,
    image: product.images.slice(0, 3).map((image) => image.sizes.LARGE),
    url: product.pageModel.canonicalUrl,
    brand: { '@type': 'Brand', name: hotel.label },
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: (price.sellPrice / 100).toFixed(2),
            priceCurrency: CURRENCY,
            availability: 'https://schema.org/InStock',
            url: product.pageModel.canonicalUrl,
          },
        }
      : {}),
    ...(hotel.review.count > 0 && hotel.review.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: hotel.review.average, bestRating: 10, reviewCount: hotel.review.count } }
      : {}),
  });
}

/** The stay as the recently viewed list keeps it. */
function viewedStay(product: ProductDetail): RecentlyViewedItem {
  return {
    type: 'STAY',
    id: product.id,
    label: product.label,
    imageUrl: product.images[0]?.sizes['640_360'] ?? null,
    uri: product.uri,
    price: { sellPrice: product.price?.sellPrice ?? 0, refPrice: product.price?.refPrice ?? null, promo: product.price?.promo ?? 0 },
    place: { label: product.hotel.label, location: product.hotel.location.label },
  };
}

/**
 * A weekend's product page (stay or gift): gallery, title and hotel, 'Your stay includes', the
 * programme, reviews and the hotel, beside the booking box whose dates and party live in the hash.
 */
export function ProductPage() {
  const intl = useIntl();
  const market = useMarket();
  const weekendId = pathIdOf(useParams().id);
  const { state, nights, change } = useProductLocation();
  // The same call the server has the browser preload for an address without dates (see productDetailQuery).
  const query = productDetailQuery(state, market.code);
  const detail = useProductDetail({ weekendId: String(weekendId ?? 0) }, query, { enabled: weekendId !== null, retry: retryServerErrors });

  // The detail arrives as a store update, which React would draw at once, in one long task; the page
  // is drawn from a deferred copy instead, in slices between which the browser stays free.
  const product = useDeferredValue(detail.data);

  useRecentlyViewed(detail.data ? viewedStay(detail.data) : undefined);
  useTrackedView(
    'product',
    detail.data ? itemEvent('view_item', { id: detail.data.id, name: detail.data.label, category: 'weekend', priceCents: detail.data.price?.sellPrice }) : undefined,
    String(weekendId),
  );

  if (weekendId === null || isNotFound(detail.error)) {
    return (
      <MissingPage
        title={intl.formatMessage(pageMessages.expiredTitle)}
        text={intl.formatMessage(pageMessages.expiredText)}
        linkTo={searchUrl({ flow: state.flow })}
        linkText={intl.formatMessage(pageMessages.seeOtherOffers)}
      />
    );
  }
  // A new stay's price failing keeps the page; only a page that never loaded shows the failure.
  if (detail.isError && !detail.data) return <FailedPage onRetry={() => detail.refetch()} />;
  if (!product) return <LoadingPage label={intl.formatMessage(productMessages.loading)} />;

  return <ProductContent product={product} state={state} updating={detail.isPlaceholderData || product !== detail.data} onChange={change} nights={nights} />;
}

interface ProductContentProps {
  readonly product: ProductDetail;
  readonly state: ProductPageState;
  /** A new price is on its way (new dates or party). */
  readonly updating: boolean;
  readonly onChange: ReturnType<typeof useProductLocation>['change'];
  readonly nights: number | undefined;
}

/**
 * The loaded stay: its sections with the tab bar leading to the ones it has, the booking box (or the
 * gift box) beside them, and on desktop the booking bar once the booking box is out of view.
 */
function ProductContent({ product, state, updating, onChange, nights }: ProductContentProps) {
  const intl = useIntl();
  const market = useMarket();
  const booking = useBookingAction(product, state, onChange);
  // The same query as the reviews block's: it tells whether that block, and so its tab, is on the page.
  const reviews = useHotelReviews({ hotelId: String(product.hotel.id) }, {});
  const sections = productSections({ product, reviewsShown: !reviews.isError });
  // A link to a section (`#reviews`) scrolls there once the reviews, the last section to arrive above the hotel, are in.
  useSectionAnchor(!reviews.isPending);
  const sectionKey = sections.join(' ');
  const tabs = useMemo<AnchorTabItem[]>(() => sectionKey.split(' ').map((id) => ({ id, label: intl.formatMessage(SECTION_TABS[id as ProductSection]) })), [sectionKey, intl]);
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const bookingFlow = state.flow !== 'gifting';
  const [bookingBox, setBookingBox] = useState<HTMLDivElement | null>(null);
  const barShown = useScrolledPast(bookingBox, desktop && bookingFlow);
  return (
    <div className={`${layout.page} ${styles.page}`}>
      <title>{intl.formatMessage(pageMessages.documentTitle, { page: product.label })}</title>
      <link rel="canonical" href={product.pageModel.canonicalUrl} />
      <meta name="description" content={product.pageModel.metaDescription} />
      <script type="application/ld+json">{structuredData(product)}</script>
      {barShown ? (
        <Suspense fallback={null}>
          <StickyBookingBar product={product} updating={updating} action={booking} tabs={MARKET_TOGGLES[market.code].bookingBarTabs ? tabs : null} />
        </Suspense>
      ) : null}
      <Gallery images={product.images.map((image) => ({ src: image.sizes.LARGE, thumbnailSrc: image.sizes[GALLERY_TILE_SIZE], alt: image.alt }))} />
      <header className={layout.header}>
        <StressBadges availableRooms={product.availableRooms} />
        <div className={layout.titleRow}>
          <h1 className={layout.title}>{product.label}</h1>
          <WishlistButton
            type="STAY"
            item={{ id: product.id, label: product.label, imageUrl: product.images[0]?.sizes['640_360'] ?? null, hotel: product.hotel, uri: product.uri }}
          />
        </div>
        <p className={styles.hotelLine}>
          <Link to={product.hotel.uri}>{product.hotel.label}</Link> <HotelStars count={product.hotel.stars} />
          <span className={layout.muted}> · {product.hotel.location.label}</span>
        </p>
        <RatingBadge score={product.hotel.review.average} reviewCount={product.hotel.review.count} />
      </header>
      <AnchorTabBar aria-label={intl.formatMessage(pageMessages.sections)} items={tabs} className={styles.tabBar} />
      <div className={layout.columns}>
        <div className={layout.main}>
          <PackageIncludes summary={product.packageSummary} nights={product.nights} />
          {sections.includes('description') ? (
            <section id="description" className={layout.section} aria-label={intl.formatMessage(productMessages.tabDescription)}>
              <TruncatedText text={product.hotel.description} />
            </section>
          ) : null}
          <ProgramSection lines={product.programLines} />
          <Suspense fallback={null}>
            <ExtrasSection product={product} state={state} nights={nights} />
          </Suspense>
          <ReviewsBlock hotel={product.hotel} />
          <OtherOffers product={product} state={state} />
          <HotelFacts
            id="hotel"
            hotel={product.hotel}
            title={intl.formatMessage(productMessages.hotelTitle)}
            stay={{ cancellationPolicy: product.cancellationPolicy, checkin: state.checkin }}
          />
        </div>
        <aside className={`${layout.aside} ${styles.bookingAside}`}>
          {bookingFlow ? (
            <>
              <div ref={setBookingBox}>
                <BookingBox product={product} state={state} updating={updating} action={booking} />
              </div>
              {/* Below the booking box: when it comes with the getaways of the stay, nothing above it moves. */}
              {booking.hasDates ? (
                <Suspense fallback={null}>
                  <OfferChoice weekendId={product.id} state={state} />
                </Suspense>
              ) : null}
            </>
          ) : (
            <GiftBox product={product} state={state} onChange={(next) => onChange(next, { replace: true })} />
          )}
        </aside>
      </div>
      {/* Below both columns (under the booking box on a phone), so its late arrival moves nothing above it. */}
      <RecommendationsBlock product={product} state={state} nights={nights} />
    </div>
  );
}
