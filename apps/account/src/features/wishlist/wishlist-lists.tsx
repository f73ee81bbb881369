import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { setWishlisted, useWishlist, WISHLIST_TYPES, type WishlistItem, type WishlistType } from '@escapade/app-providers/wishlist';
import { IconButton, linkClassName } from '@escapade/ui';
import { searchUrl, type Flow } from '@escapade/util-criteria';
import { Trash2 } from 'lucide-react';
import { wishlistMessages } from './wishlist-messages';
import styles from './wishlist.module.css';

export interface WishlistListsProps {
  /** The flow the visitor is in: an empty wishlist sends them to that flow's search (activity search in the activity flow). */
  readonly flow?: Flow;
  /** Called when a link is followed (the drawer closes). */
  readonly onNavigate?: () => void;
  /** Level of the list titles, one below the title of the drawer or page around them. */
  readonly headingLevel?: 2 | 3;
}

const TITLES = { STAY: wishlistMessages.stays, ACTIVITY: wishlistMessages.activities } as const;

function WishlistEntry({ type, item, onNavigate }: { readonly type: WishlistType; readonly item: WishlistItem; readonly onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <li className={styles.item}>
      {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" width={96} height={64} className={styles.image} /> : <span className={styles.image} />}
      <div className={styles.text}>
        <Link to={item.uri} className={linkClassName('standalone')} onClick={onNavigate}>
          {item.label}
        </Link>
        <span className={styles.muted}>{intl.formatMessage(wishlistMessages.place, { hotel: item.hotel.label, location: item.hotel.location.label })}</span>
      </div>
      <IconButton aria-label={intl.formatMessage(wishlistMessages.remove, { label: item.label })} icon={<Trash2 />} onClick={() => setWishlisted(type, item, false)} />
    </li>
  );
}

/** Both lists of the wishlist, stays then activities, newest first; an empty wishlist prompts a search instead. */
export function WishlistLists({ flow = 'booking', onNavigate, headingLevel = 3 }: WishlistListsProps) {
  const intl = useIntl();
  const wishlist = useWishlist();
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (WISHLIST_TYPES.every((type) => wishlist[type].length === 0)) {
    return (
      <div className={styles.empty}>
        <p>{intl.formatMessage(wishlistMessages.empty)}</p>
        <Link to={searchUrl({ flow: flow === 'activity' ? 'activity' : 'booking' })} className={linkClassName('standalone')} onClick={onNavigate}>
          {intl.formatMessage(wishlistMessages.addItems)}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.lists}>
      {WISHLIST_TYPES.filter((type) => wishlist[type].length > 0).map((type) => (
        <section key={type} aria-labelledby={`${id}-${type}`}>
          <Heading id={`${id}-${type}`} className={styles.listTitle}>
            {intl.formatMessage(TITLES[type])}
          </Heading>
          <ul className={styles.list}>
            {wishlist[type].map((item) => (
              <WishlistEntry key={item.id} type={type} item={item} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
