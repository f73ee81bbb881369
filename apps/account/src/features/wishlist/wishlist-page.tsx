import { useIntl } from 'react-intl';
import { WishlistLists } from './wishlist-lists';
import { wishlistMessages } from './wishlist-messages';
import styles from '../../app/pages/page.module.css';

/** /account/wishlist: the visitor's wishlist on a page of its own (the account menu's link). */
export function WishlistPage() {
  const intl = useIntl();
  const title = intl.formatMessage(wishlistMessages.title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <WishlistLists headingLevel={2} />
    </div>
  );
}
