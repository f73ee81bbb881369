import { useId, type MouseEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { MarketingLabel } from '@escapade/api-contract';
import { MapPin, Tag, Timer } from 'lucide-react';
import { Badge, Link } from '@escapade/ui';
import type { Cents, MarketCode } from '@escapade/util-market';
import {
  type AutoDiscount,
  autoDiscountText,
  type CancellationPolicy,
  type Flow,
  type ItemCategory,
  type LocalTax,
  type PriceType,
  type StressContent,
} from '@escapade/util-pricing';
import { CancellationBadge } from '../cancellation-badge/cancellation-badge';
import { type CardCtaKind, CardCta } from '../card-cta/card-cta';
import { type CardImage, CardPhotos } from '../card-photos/card-photos';
import { HotelStars } from '../hotel-stars/hotel-stars';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import { PriceTag } from '../price-tag/price-tag';
import { PriorPrice } from '../prior-price/prior-price';
import { RatingBadge } from '../rating-badge/rating-badge';
import { StressBadges } from '../stress-badges/stress-badges';
import { TouristTaxNote } from '../tourist-tax-note/tourist-tax-note';
import { WishlistToggle } from '../wishlist-toggle/wishlist-toggle';
import styles from './offer-card.module.css';

const messages = defineMessages({
  lastMinute: { id: 'travel.offerCard.lastMinute', defaultMessage: 'Last minute' },
  labels: { id: 'travel.offerCard.labels', defaultMessage: 'Highlights' },
});

/** The words of each marketing label code the API sends. */
const marketingLabelMessages = defineMessages<Record<MarketingLabel, NoMessageValues>>({
  NEW: { id: 'travel.offerCard.label.NEW', defaultMessage: 'New' },
  BEST_SELLER: { id: 'travel.offerCard.label.BEST_SELLER', defaultMessage: 'Best seller' },
  EXCLUSIVE: { id: 'travel.offerCard.label.EXCLUSIVE', defaultMessage: 'Exclusive' },
  FLASH_SALE: { id: 'travel.offerCard.label.FLASH_SALE', defaultMessage: 'Flash sale' },
  STAFF_PICK: { id: 'travel.offerCard.label.STAFF_PICK', defaultMessage: 'Our favourite' },
});

/** The hotel of a card, as the card data carries it. */
export interface CardHotel {
  label: string;
  stars?: number | null;
  /** Hotel page address, built by the page from the hotel's id or uri. */
  href?: string | null;
  location?: { label: string } | null;
  review?: { count: number; average: number | null } | null;
}

export interface OfferCardProps {
  label: string;
  /** Offer page address, with the flow and dates the page wants to keep. */
  href: string;
  images: readonly CardImage[];
  hotel?: CardHotel | null;
  /** Price fields in cents, promo in percent. */
  sellPrice: Cents;
  refPrice?: Cents | null;
  promo?: number | null;
  /** The lowest price of the 30 days before the promo (EU price-indication rule), shown next to a promo price. */
  lowestPriorPrice?: Cents | null;
  priceType: PriceType;
  itemCategory: ItemCategory;
  nights?: number | null;
  participants?: number | null;
  flow: Flow;
  market: MarketCode;
  /** Whether the visitor chose dates: the cancellation line depends on it. */
  hasDates: boolean;
  checkIn?: string | null;
  cancellationPolicy?: CancellationPolicy | null;
  /** The hotel's local tax (null when the card does not know it); leave out to hide the tax line and its modal. */
  localTax?: LocalTax | null;
  availableRooms?: number | null;
  stressMessages?: readonly StressContent[];
  lastMinute?: boolean;
  /** Label codes, worded in the page's language. */
  marketingLabels?: readonly MarketingLabel[];
  targetedLabel?: string | null;
  autoDiscount?: AutoDiscount | null;
  /** Whether the visitor is in the experiment variation that shows the auto-discount line. */
  autoDiscountVariation?: boolean;
  /** Rating labels under 9 show only when all incentives are on. */
  allIncentives?: boolean;
  wishlisted?: boolean;
  /** Leave out to hide the heart (some pages have no wishlist). */
  onWishlistChange?: (wishlisted: boolean) => void;
  /** Connectivity mode, never in production: shows the channel manager id on the button. */
  connectivityMode?: boolean;
  channelManagerId?: string | number | null;
  newTab?: boolean;
  /** Overrides the call to action picked from flow and category. */
  ctaKind?: CardCtaKind;
  headingLevel?: 2 | 3 | 4;
  /** In the first screen of its page: its pictures load at once (see `CardPhotos`). */
  priority?: boolean;
  /** A click on the call to action, for analytics (select_item). */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/** The call to action of a card: a gift in the gifting flow, an activity for activity-only, else an offer. */
export function cardCtaKind(flow: Flow, itemCategory: ItemCategory): CardCtaKind {
  if (flow === 'gifting' || itemCategory === 'single_voucher') return 'gift';
  return itemCategory === 'activity_only' ? 'activity' : 'offer';
}

/**
 * A result card for a stay or gift: pictures, labels, hotel, rating, price, cancellation and stress
 * messages, so the search results, carousels and wishlist all show an offer the same way.
 */
export function OfferCard(props: OfferCardProps) {
  const {
    label,
    href,
    images,
    hotel,
    flow,
    market,
    hasDates,
    checkIn,
    cancellationPolicy,
    localTax,
    availableRooms,
    stressMessages,
    lastMinute = false,
    marketingLabels = [],
    targetedLabel,
    autoDiscount,
    autoDiscountVariation = false,
    allIncentives,
    wishlisted = false,
    onWishlistChange,
    connectivityMode = false,
    channelManagerId,
    newTab = false,
    ctaKind,
    headingLevel = 3,
    priority = false,
    onSelect,
    className,
  } = props;
  const intl = useIntl();
  const text = useDescriptorText();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const discount = autoDiscountText({ variationAssigned: autoDiscountVariation, autoDiscount, flow });
  const hasLabels = lastMinute || marketingLabels.length > 0;
  return (
    <article aria-labelledby={titleId} className={classNames(styles.root, className)}>
      <div className={styles.media}>
        <CardPhotos images={images} fallbackAlt={label} priority={priority} />
        {hasLabels ? (
          <ul aria-label={intl.formatMessage(messages.labels)} className={styles.labels}>
            {lastMinute ? (
              <li>
                <Badge tone="warning" icon={<Timer />}>
                  {intl.formatMessage(messages.lastMinute)}
                </Badge>
              </li>
            ) : null}
            {marketingLabels.map((marketingLabel) => (
              <li key={marketingLabel}>
                <Badge tone="brand">{intl.formatMessage(marketingLabelMessages[marketingLabel])}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {onWishlistChange ? <WishlistToggle label={label} pressed={wishlisted} onChange={onWishlistChange} className={styles.wishlist} /> : null}
      </div>
      <div className={styles.body}>
        {targetedLabel ? <p className={styles.targeted}>{targetedLabel}</p> : null}
        <StressBadges availableRooms={availableRooms} messages={stressMessages} />
        <Heading id={titleId} className={styles.title}>
          {label}
        </Heading>
        {hotel ? (
          <div className={styles.hotel}>
            <span className={styles.hotelName}>
              {hotel.href ? (
                <Link href={hotel.href} variant="standalone">
                  {hotel.label}
                </Link>
              ) : (
                hotel.label
              )}
              {hotel.stars ? <HotelStars count={hotel.stars} /> : null}
            </span>
            {hotel.location ? (
              <span className={styles.location}>
                <MapPin aria-hidden className={styles.inlineIcon} />
                {hotel.location.label}
              </span>
            ) : null}
            <RatingBadge score={hotel.review?.average} reviewCount={hotel.review?.count} allIncentives={allIncentives} />
          </div>
        ) : null}
        <CancellationBadge hasDates={hasDates} policy={cancellationPolicy} market={market} checkIn={checkIn} />
        <div className={styles.footer}>
          <div className={styles.price}>
            <PriceTag
              sellPrice={props.sellPrice}
              refPrice={props.refPrice}
              promo={props.promo}
              priceType={props.priceType}
              itemCategory={props.itemCategory}
              nights={props.nights}
              participants={props.participants}
            />
            <PriorPrice price={props} kind={props.itemCategory === 'activity_only' ? 'activity-only' : 'offer'} participants={props.participants} />
            {discount ? (
              <p className={styles.autoDiscount}>
                <Tag aria-hidden className={styles.inlineIcon} />
                {text(discount)}
              </p>
            ) : null}
            {localTax !== undefined ? <TouristTaxNote localTax={localTax} explainable /> : null}
          </div>
          <CardCta
            kind={ctaKind ?? cardCtaKind(flow, props.itemCategory)}
            href={href}
            label={label}
            newTab={newTab}
            channelManagerId={connectivityMode ? channelManagerId : null}
            onClick={onSelect}
          />
        </div>
      </div>
    </article>
  );
}
