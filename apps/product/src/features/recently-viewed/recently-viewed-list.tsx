import { useIntl } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { PriceTag } from '@escapade/ui-travel';
import { recentlyViewedMessages } from './recently-viewed-messages';
import type { RecentlyViewedItem } from './recently-viewed';
import styles from './recently-viewed.module.css';

/** Items of the list shown under a page. */
const SHOWN = 4;

/** 'Recently viewed': the stays or activities opened before this page, newest first; nothing when there are none. */
export function RecentlyViewedList({ items, title }: { readonly items: readonly RecentlyViewedItem[]; readonly title: string }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.slice(0, SHOWN).map((item) => (
          <li key={`${item.type}-${item.id}`} className={styles.item}>
            {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" width={320} height={180} className={styles.image} /> : null}
            <Link to={item.uri} className={styles.link}>
              {item.label}
            </Link>
            <span className={styles.muted}>{intl.formatMessage(recentlyViewedMessages.place, { place: item.place.label, location: item.place.location })}</span>
            <PriceTag
              sellPrice={item.price.sellPrice}
              refPrice={item.price.refPrice}
              promo={item.price.promo}
              priceType={item.type === 'STAY' ? 'from' : 'final'}
              itemCategory={item.type === 'STAY' ? 'weekend' : 'activity_only'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
