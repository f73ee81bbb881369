import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { isCustomerCareHost } from '@escapade/i18n';
import { Drawer } from '@escapade/ui';
import { HEADER_LINKS, isPlainClick } from './header-links';
import { headerMessages } from './header-messages';
import { NavigationLinkTo } from './navigation-link-to';
import { asEntries, entriesAlong, useNavigationTree, type NavigationEntry } from './use-navigation-tree';
import styles from './burger-drawer.module.css';

export interface BurgerDrawerProps {
  onClose: () => void;
  /** Follows the wishlist entry: the wishlist drawer takes this one's place. */
  onOpenWishlist: () => void;
  wishlistClassName?: string;
}

/**
 * The burger menu (product-side.md): the 'Inspirations' levels one at a time, 'Go back' to the level
 * above, and the header's own links. The Drawer traps focus, closes on Escape and locks the page's scroll.
 */
export default function BurgerDrawer({ onClose, onOpenWishlist, wishlistClassName }: BurgerDrawerProps) {
  const intl = useIntl();
  // Customer-care staff get the plain gift-card link (product-side.md section 1); the drawer opens
  // on a click, so always after hydration, when the address can be read.
  const customerCare = isCustomerCareHost(window.location.hostname);
  const { data, isPending, isError } = useNavigationTree();
  const [path, setPath] = useState<readonly string[]>([]);
  const levelRef = useRef<HTMLDivElement>(null);
  const levelChanged = useRef(false);

  const tree = data ? asEntries(data) : [];
  const along = entriesAlong(tree, path);
  const current = along.at(-1);
  const entries = current ? current.children : tree;

  useEffect(() => {
    // Moving between levels puts focus on the new level's first control, so keyboard users follow.
    if (!levelChanged.current) return;
    levelChanged.current = false;
    levelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [path]);

  const goTo = (next: readonly string[]) => {
    levelChanged.current = true;
    setPath(next);
  };

  const entryItem = (entry: NavigationEntry) => (
    <li key={entry._id}>
      {entry.children.length > 0 ? (
        <button type="button" className={styles.entry} onClick={() => goTo([...along.map((parent) => parent._id), entry._id])}>
          <span>{entry.label}</span>
          <ChevronRight aria-hidden className={styles.icon} />
        </button>
      ) : (
        <NavigationLinkTo href={entry.uri} className={styles.entry} onClick={onClose}>
          {entry.label}
        </NavigationLinkTo>
      )}
    </li>
  );

  return (
    <Drawer open onClose={onClose} placement="start" title={intl.formatMessage(headerMessages.menu)} className={styles.drawer}>
      <div ref={levelRef}>
        {current ? (
          <>
            <button type="button" className={styles.back} onClick={() => goTo(path.slice(0, -1))}>
              <ChevronLeft aria-hidden className={styles.icon} />
              <FormattedMessage id="shell.header.goBack" defaultMessage="Go back" />
            </button>
            <h3 className={styles.levelTitle}>{current.label}</h3>
            <nav aria-label={current.label}>
              <ul className={styles.list}>
                <li>
                  <NavigationLinkTo href={current.uri} className={styles.entry} onClick={onClose}>
                    <FormattedMessage id="shell.header.seeAll" defaultMessage="{label}: see all" values={{ label: current.label }} />
                  </NavigationLinkTo>
                </li>
                {entries.map(entryItem)}
              </ul>
            </nav>
          </>
        ) : (
          <>
            <nav aria-label={intl.formatMessage(headerMessages.inspirations)}>
              <h3 className={styles.levelTitle}>{intl.formatMessage(headerMessages.inspirations)}</h3>
              {isPending ? (
                <p role="status" className={styles.status}>
                  <FormattedMessage id="shell.header.navigationLoading" defaultMessage="Loading the inspirations" />
                </p>
              ) : isError ? (
                <p role="alert" className={styles.status}>
                  <FormattedMessage id="shell.header.navigationError" defaultMessage="Oops, something went wrong" />
                </p>
              ) : (
                <ul className={styles.list}>{entries.map(entryItem)}</ul>
              )}
            </nav>
            <ul className={`${styles.list} ${styles.shortcuts}`}>
              <li>
                <Link to={HEADER_LINKS.contact} className={styles.entry} onClick={onClose}>
                  {intl.formatMessage(headerMessages.help)}
                </Link>
              </li>
              <li>
                <Link to={customerCare ? HEADER_LINKS.giftCard : HEADER_LINKS.gift} className={styles.entry} onClick={onClose}>
                  {intl.formatMessage(customerCare ? headerMessages.giftCard : headerMessages.gift)}
                </Link>
              </li>
              <li className={wishlistClassName}>
                <Link
                  to={HEADER_LINKS.wishlist}
                  className={styles.entry}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpenWishlist();
                  }}
                >
                  {intl.formatMessage(headerMessages.wishlist)}
                </Link>
              </li>
            </ul>
          </>
        )}
      </div>
    </Drawer>
  );
}
