import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref, useLocation, useNavigate, useParams } from '@escapade/app-providers/router';
import { itemEvent, useTrackedView } from '@escapade/app-providers/analytics';
import { useActivityDetail } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { Breadcrumb, Button, Gallery, TruncatedText } from '@escapade/ui';
import { HotelStars, ParticipantsPicker, PriceTag, PriorPrice, RatingBadge } from '@escapade/ui-travel';
import { activityParticipantBounds, formatActivityCheckoutLocation, formatActivityHash, parseActivityHash, searchUrl } from '@escapade/util-criteria';
import { GALLERY_TILE_SIZE, type ActivityDetail } from '@escapade/api-contract';
import { pageMessages } from '../../app/page-messages';
import { FailedPage, isNotFound, LoadingPage, MissingPage, pathIdOf, retryServerErrors } from '../../app/page-states';
import layout from '../../app/page-layout.module.css';
import type { RecentlyViewedItem } from '../recently-viewed/recently-viewed';
import { RecentlyViewedList } from '../recently-viewed/recently-viewed-list';
import { recentlyViewedMessages } from '../recently-viewed/recently-viewed-messages';
import { useRecentlyViewed } from '../recently-viewed/use-recently-viewed';
import { WishlistButton } from '../wishlist/wishlist-button';
import { activityMessages } from './activity-messages';
import styles from './activity-page.module.css';

/** The digital-voucher modal, loaded when the visitor chooses Offer or Buy for myself. */
const VoucherDialog = lazy(() => import('./voucher-dialog'));

/** The voucher as the recently viewed list keeps it: priced per person for the page's participants. */
function viewedActivity(activity: ActivityDetail, hash: string): RecentlyViewedItem {
  const participants = parseActivityHash(hash, Object.keys(activity.prices).map(Number));
  const price = activity.prices[String(participants)];
  const perPerson = (cents: number) => Math.ceil(cents / participants);
  return {
    type: 'ACTIVITY',
    id: activity.id,
    label: activity.label,
    imageUrl: activity.images[0]?.sizes['640_360'] ?? null,
    uri: activity.uri,
    price: { sellPrice: perPerson(price?.sellPrice ?? 0), refPrice: price?.refPrice ? perPerson(price.refPrice) : null, promo: price?.promo ?? 0 },
    place: { label: activity.activityCenter.label, location: activity.activityCenter.location.label },
  };
}

/**
 * An activity-only voucher's page: gallery, centre, description, activities, and the price box for
 * the participants of hash `a` (the lowest count by default) with 'Offer' and 'Buy for myself', both
 * going to the checkout through the digital-voucher modal. An unpublished voucher shows the expired
 * notice instead of the price box.
 */
export function ActivityPage() {
  const intl = useIntl();
  const market = useMarket();
  const navigate = useNavigate();
  const location = useLocation();
  const productId = pathIdOf(useParams().id);
  const [ownUse, setOwnUse] = useState<boolean | null>(null);
  // The breadcrumb's links are plain links: they need the market prefix of the router's basename.
  const prefix = useHref('/').replace(/\/$/, '');
  const detail = useActivityDetail({ productId: String(productId ?? 0) }, { locale: market.code }, { enabled: productId !== null, retry: retryServerErrors });

  const viewedBefore = useRecentlyViewed(detail.data?.published ? viewedActivity(detail.data, location.hash) : undefined);
  useTrackedView(
    'activity',
    detail.data?.published
      ? itemEvent('view_item', { id: detail.data.id, name: detail.data.label, category: 'activity', priceCents: Object.values(detail.data.prices)[0]?.sellPrice })
      : undefined,
    String(productId),
  );

  if (productId === null || isNotFound(detail.error)) {
    return (
      <MissingPage title={intl.formatMessage(pageMessages.notFoundTitle)} linkTo={searchUrl({ flow: 'activity' })} linkText={intl.formatMessage(pageMessages.seeOtherOffers)} />
    );
  }
  if (detail.isError) return <FailedPage onRetry={() => detail.refetch()} />;
  if (!detail.data) return <LoadingPage label={intl.formatMessage(activityMessages.loading)} />;

  const activity = detail.data;
  const counts = Object.keys(activity.prices).map(Number);
  const participants = parseActivityHash(location.hash, counts);
  const price = activity.prices[String(participants)];
  const centre = activity.activityCenter;
  const checkout = (forMyself: boolean) => {
    const { search, hash } = formatActivityCheckoutLocation({ id: String(activity.id), a: participants, ownUse: forMyself });
    navigate(`/checkout${search}${hash}`);
  };

  return (
    <div className={layout.page}>
      <title>{intl.formatMessage(pageMessages.documentTitle, { page: activity.label })}</title>
      <link rel="canonical" href={activity.pageModel.canonicalUrl} />
      <meta name="description" content={activity.pageModel.metaDescription} />
      {activity.published ? null : <meta name="robots" content="noindex" />}
      {activity.breadcrumb.length > 0 ? (
        <Breadcrumb
          items={[...activity.breadcrumb.map((level) => ({ label: level.label, href: level.uri === null ? undefined : `${prefix}${level.uri}` })), { label: activity.label }]}
        />
      ) : null}
      <Gallery images={activity.images.map((image) => ({ src: image.sizes.LARGE, thumbnailSrc: image.sizes[GALLERY_TILE_SIZE], alt: image.alt }))} />
      <header className={layout.header}>
        <div className={layout.titleRow}>
          <h1 className={layout.title}>{activity.label}</h1>
          <WishlistButton
            type="ACTIVITY"
            item={{ id: activity.id, label: activity.label, imageUrl: activity.images[0]?.sizes['640_360'] ?? null, hotel: centre, uri: activity.uri }}
          />
        </div>
        <p className={layout.muted}>
          {centre.label} {centre.stars > 0 ? <HotelStars count={centre.stars} /> : null} · {centre.location.label}
        </p>
        <RatingBadge score={centre.review.average} reviewCount={centre.review.count} />
      </header>
      <div className={layout.columns}>
        <div className={layout.main}>
          <section aria-labelledby="activity-description">
            <h2 id="activity-description" className={layout.sectionTitle}>
              {intl.formatMessage(activityMessages.descriptionTitle)}
            </h2>
            <TruncatedText text={activity.description} />
          </section>
          {activity.activities.length > 0 ? (
            <section aria-labelledby="activity-activities">
              <h2 id="activity-activities" className={layout.sectionTitle}>
                {intl.formatMessage(activityMessages.activitiesTitle)}
              </h2>
              <ul className={layout.pills}>
                {activity.activities.map((item) => (
                  <li key={item.activityId}>{item.title}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="activity-centre">
            <h2 id="activity-centre" className={layout.sectionTitle}>
              {intl.formatMessage(activityMessages.centreTitle)}
            </h2>
            <p className={layout.muted}>
              {centre.label}, {centre.location.address}, {centre.location.zipCode} {centre.location.label}
            </p>
          </section>
          <section aria-labelledby="activity-how">
            <h2 id="activity-how" className={layout.sectionTitle}>
              {intl.formatMessage(activityMessages.howItWorks)}
            </h2>
            <p>{intl.formatMessage(activityMessages.howItWorksSteps)}</p>
          </section>
        </div>
        <aside className={layout.aside}>
          {activity.published ? (
            <section className={styles.priceBox} aria-labelledby="activity-price">
              <h2 id="activity-price" className={layout.sectionTitle}>
                {intl.formatMessage(activityMessages.priceTitle)}
              </h2>
              <ParticipantsPicker
                value={participants}
                bounds={activityParticipantBounds(counts)}
                onChange={(count) => navigate({ hash: formatActivityHash(count) }, { replace: true })}
              />
              {price ? (
                <PriceTag
                  size="lg"
                  sellPrice={price.sellPrice}
                  refPrice={price.refPrice}
                  promo={price.promo}
                  priceType={price.priceType}
                  itemCategory="activity_only"
                  participants={participants}
                />
              ) : null}
              {price ? <PriorPrice price={price} kind="activity-only" participants={participants} /> : null}
              <Button onClick={() => setOwnUse(false)} fullWidth>
                {intl.formatMessage(activityMessages.offer)}
              </Button>
              <Button variant="secondary" onClick={() => setOwnUse(true)} fullWidth>
                {intl.formatMessage(activityMessages.buyForMyself)}
              </Button>
            </section>
          ) : (
            <section className={styles.notice} role="status" aria-labelledby="activity-expired">
              <h2 id="activity-expired">{intl.formatMessage(pageMessages.expiredTitle)}</h2>
              <p>{intl.formatMessage(pageMessages.expiredText)}</p>
              <Link to={searchUrl({ flow: 'activity' })}>{intl.formatMessage(pageMessages.seeOtherOffers)}</Link>
            </section>
          )}
        </aside>
      </div>
      <RecentlyViewedList items={viewedBefore.filter((item) => item.type === 'ACTIVITY')} title={intl.formatMessage(recentlyViewedMessages.activities)} />
      {ownUse !== null ? (
        <Suspense fallback={null}>
          <VoucherDialog onClose={() => setOwnUse(null)} onContinue={() => checkout(ownUse)} />
        </Suspense>
      ) : null}
    </div>
  );
}
