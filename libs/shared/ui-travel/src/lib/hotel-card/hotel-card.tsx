import { useId, type MouseEvent } from 'react';
import { MapPin } from 'lucide-react';
import type { Cents } from '@escapade/util-market';
import { CardCta } from '../card-cta/card-cta';
import { type CardImage, CardPhotos } from '../card-photos/card-photos';
import { HotelStars } from '../hotel-stars/hotel-stars';
import { classNames } from '../internal/class-names';
import { PriceTag } from '../price-tag/price-tag';
import { RatingBadge } from '../rating-badge/rating-badge';
import { WishlistToggle } from '../wishlist-toggle/wishlist-toggle';
import styles from '../offer-card/offer-card.module.css';

export interface HotelCardProps {
  label: string;
  /** Hotel page address, from the hotel's id or uri. */
  href: string;
  images: readonly CardImage[];
  stars?: number | null;
  locationLabel?: string | null;
  review?: { count: number; average: number } | null;
  /** Best price of the hotel's nights, in cents, shown as a 'From' price; leave out when unknown. */
  fromPrice?: Cents | null;
  nights?: number | null;
  allIncentives?: boolean;
  wishlisted?: boolean;
  onWishlistChange?: (wishlisted: boolean) => void;
  headingLevel?: 2 | 3 | 4;
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/** A card for a hotel (nearby hotels, hotel flow): stars, place, rating and its best price. */
export function HotelCard({
  label,
  href,
  images,
  stars,
  locationLabel,
  review,
  fromPrice,
  nights,
  allIncentives,
  wishlisted = false,
  onWishlistChange,
  headingLevel = 3,
  onSelect,
  className,
}: HotelCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article aria-labelledby={titleId} className={classNames(styles.root, className)}>
      <div className={styles.media}>
        <CardPhotos images={images} fallbackAlt={label} />
        {onWishlistChange ? <WishlistToggle label={label} pressed={wishlisted} onChange={onWishlistChange} className={styles.wishlist} /> : null}
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {label} {stars ? <HotelStars count={stars} /> : null}
        </Heading>
        <div className={styles.hotel}>
          {locationLabel ? (
            <span className={styles.location}>
              <MapPin aria-hidden className={styles.inlineIcon} />
              {locationLabel}
            </span>
          ) : null}
          <RatingBadge score={review?.average} reviewCount={review?.count} allIncentives={allIncentives} />
        </div>
        <div className={styles.footer}>
          {fromPrice != null ? <PriceTag sellPrice={fromPrice} priceType="from" itemCategory="weekend" nights={nights} /> : <span />}
          <CardCta kind="hotel" href={href} label={label} onClick={onSelect} />
        </div>
      </div>
    </article>
  );
}
