import { useIntl } from 'react-intl';
import type { ProductDetail } from '@escapade/api-contract';
import { AnchorTabBar, Skeleton, type AnchorTabItem } from '@escapade/ui';
import { PriceTag, PriorPrice } from '@escapade/ui-travel';
import { BookingButton } from './booking-button';
import { productMessages } from './product-messages';
import type { BookingAction } from './use-booking-action';
import styles from './sticky-booking-bar.module.css';

export interface StickyBookingBarProps {
  readonly product: ProductDetail;
  /** A new price is on its way. */
  readonly updating: boolean;
  /** The booking box's own state and actions: the bar's button does exactly what the box's does. */
  readonly action: BookingAction;
  /** The page's section tabs, or null where the market hides them in the bar. */
  readonly tabs: AnchorTabItem[] | null;
}

/**
 * The desktop booking bar (product-side.md section 2): once the booking box has scrolled out of view it
 * holds the top of the window with the stay's title, its price, the box's primary action ('See prices' /
 * 'Book') and, outside the ES and IT points of sale, the section tabs. Fixed, so nothing on the page
 * moves when it comes; the page loads its code only then.
 */
export default function StickyBookingBar({ product, updating, action, tabs }: StickyBookingBarProps) {
  const intl = useIntl();
  const price = product.price;
  return (
    <section className={styles.bar} aria-label={intl.formatMessage(productMessages.bookingBar)}>
      <div className={styles.inner}>
        <p className={styles.title}>{product.label}</p>
        {tabs ? <AnchorTabBar items={tabs} aria-label={intl.formatMessage(productMessages.bookingBarSections)} className={styles.tabs} /> : null}
        <div className={styles.price}>
          {updating ? <Skeleton width="8rem" height="2rem" /> : null}
          {!updating && price ? (
            <>
              <PriceTag sellPrice={price.sellPrice} refPrice={price.refPrice} promo={price.promo} priceType={price.priceType} itemCategory="weekend" nights={price.nights} />
              <PriorPrice price={price} className={styles.priorPrice} />
            </>
          ) : null}
        </div>
        <BookingButton action={action} priced={price !== null} updating={updating} />
      </div>
    </section>
  );
}
