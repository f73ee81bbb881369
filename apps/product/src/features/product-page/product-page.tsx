import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { itemEvent, useTrackedView } from '@escapade/app-providers/analytics';
import { useProductDetail } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { AnchorTabBar, Gallery, TruncatedText } from '@escapade/ui';
import { HotelStars, RatingBadge, StressBadges } from '@escapade/ui-travel';
import { searchUrl } from '@escapade/util-criteria';
import type { ProductDetail } from '@escapade/api-contract';
import { CURRENCY } from '@escapade/util-market';
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
import { pageMessages } from '../../app/page-messages';
import { FailedPage, isNotFound, LoadingPage, MissingPage, pathIdOf, retryServerErrors } from '../../app/page-states';
import layout from '../../app/page-layout.module.css';
import styles from './product-page.module.css';

/** Space the tab bar leaves above a section it scrolls to (product-side.md section 2). */
const TAB_OFFSET = { mobile: 30, desktop: 70 };

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
  const query = {
    locale: market.code,
    checkin: nights === undefined ? undefined : state.checkin,
    night: nights,
    adult: state.adult,
    child: state.child,
    baby: state.baby,
  };
  const detail = useProductDetail({ weekendId: String(weekendId ?? 0) }, query, { enabled: weekendId !== null, retry: retryServerErrors });

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
  if (!detail.data) return <LoadingPage label={intl.formatMessage(productMessages.loading)} />;

  const product = detail.data;
  const updating = detail.isPlaceholderData;
  return (
    <div className={layout.page}>
      <title>{intl.formatMessage(pageMessages.documentTitle, { page: product.label })}</title>
      <link rel="canonical" href={product.pageModel.canonicalUrl} />
      <meta name="description" content={product.pageModel.metaDescription} />
      <script type="application/ld+json">{structuredData(product)}</script>
      <Gallery images={product.images.map((image) => ({ src: image.sizes.LARGE, thumbnailSrc: image.sizes['640_360'], alt: image.alt }))} />
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
      <AnchorTabBar
        aria-label={intl.formatMessage(pageMessages.sections)}
        offset={TAB_OFFSET}
        items={[
          { id: 'description', label: intl.formatMessage(productMessages.tabDescription) },
          { id: 'room', label: intl.formatMessage(productMessages.tabRoom) },
          { id: 'experience', label: intl.formatMessage(productMessages.tabExperience) },
          { id: 'reviews', label: intl.formatMessage(productMessages.tabReviews) },
          { id: 'hotel', label: intl.formatMessage(productMessages.tabHotel) },
        ]}
      />
      <div className={layout.columns}>
        <div className={layout.main}>
          <PackageIncludes summary={product.packageSummary} nights={product.nights} />
          <section id="description" className={layout.section} aria-label={intl.formatMessage(productMessages.tabDescription)}>
            <TruncatedText text={product.hotel.description} />
          </section>
          <ProgramSection lines={product.programLines} />
          <Suspense fallback={null}>
            <ExtrasSection product={product} state={state} nights={nights} />
          </Suspense>
          <ReviewsBlock hotel={product.hotel} />
          <OtherOffers product={product} state={state} />
          <HotelFacts id="hotel" hotel={product.hotel} title={intl.formatMessage(productMessages.hotelTitle)} />
        </div>
        <aside className={layout.aside}>
          {state.flow === 'gifting' ? (
            <GiftBox product={product} state={state} onChange={(next) => change(next, { replace: true })} />
          ) : (
            <BookingBox product={product} state={state} updating={updating} onChange={change} />
          )}
        </aside>
      </div>
      {/* Below both columns (under the booking box on a phone), so its late arrival moves nothing above it. */}
      <RecommendationsBlock product={product} state={state} nights={nights} />
    </div>
  );
}
