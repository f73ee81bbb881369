import { useId, type MouseEvent } from 'react';
import { MapPin } from 'lucide-react';
import type { Cents } from '@escapade/util-market';
import { CardCta } from '../card-cta/card-cta';
import { type CardImage, CardPhotos } from '../card-photos/card-photos';
import { classNames } from '../internal/class-names';
import { PriceTag } from '../price-tag/price-tag';
import { PriorPrice } from '../prior-price/prior-price';
import { RatingBadge } from '../rating-badge/rating-badge';
import { WishlistToggle } from '../wishlist-toggle/wishlist-toggle';
import styles from '../offer-card/offer-card.module.css';

export interface ActivityCardProps {
  label: string;
  href: string;
  images: readonly CardImage[];
  /** The activity centre that runs it. */
  centerName?: string | null;
  locationLabel?: string | null;
  review?: { count: number; average: number | null } | null;
  /** Total price for the participants, in cents; shown per person. */
  sellPrice: Cents;
  barPrice?: Cents | null;
  promo?: number | null;
  /** The lowest price of the 30 days before the promo, for as many participants (from the API); shown per person next to a promo price only. */
  lowestPriorPrice?: Cents | null;
  /** Participants the price is for (card default 2). */
  participants?: number | null;
  allIncentives?: boolean;
  wishlisted?: boolean;
  onWishlistChange?: (wishlisted: boolean) => void;
  newTab?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** In the first screen of its page: its pictures load at once (see `CardPhotos`). */
  priority?: boolean;
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/** A result card for an activity-only voucher: price per person, the activity promo minimum with its prior price, and 'See activity'. */
export function ActivityCard({
  label,
  href,
  images,
  centerName,
  locationLabel,
  review,
  sellPrice,
  barPrice,
  promo,
  lowestPriorPrice,
  participants,
  allIncentives,
  wishlisted = false,
  onWishlistChange,
  newTab = false,
  headingLevel = 3,
  priority = false,
  onSelect,
  className,
}: ActivityCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article aria-labelledby={titleId} className={classNames(styles.root, className)}>
      <div className={styles.media}>
        <CardPhotos images={images} fallbackAlt={label} priority={priority} />
        {onWishlistChange ? <WishlistToggle label={label} pressed={wishlisted} onChange={onWishlistChange} className={styles.wishlist} /> : null}
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {label}
        </Heading>
        <div className={styles.hotel}>
          {centerName ? <span className={styles.hotelName}>{centerName}</span> : null}
          {locationLabel ? (
            <span className={styles.location}>
              <MapPin aria-hidden className={styles.inlineIcon} />
              {locationLabel}
            </span>
          ) : null}
          <RatingBadge score={review?.average} reviewCount={review?.count} allIncentives={allIncentives} />
        </div>
        <div className={styles.footer}>
          <div className={styles.price}>
            <PriceTag sellPrice={sellPrice} refPrice={barPrice} promo={promo} priceType="from" itemCategory="activity_only" participants={participants} />
            <PriorPrice price={{ sellPrice, refPrice: barPrice, promo, lowestPriorPrice }} kind="activity-only" participants={participants} />
          </div>
          <CardCta kind="activity" href={href} label={label} newTab={newTab} onClick={onSelect} />
        </div>
      </div>
    </article>
  );
}
