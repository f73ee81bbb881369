import { CircleHelp, Gift, Heart } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from '@escapade/app-providers/router';
import { useMarket } from '@escapade/i18n';
import { MARKET_TOGGLES, wishlistDesktopOnly } from '@escapade/util-market';
import { useCustomerCareMode } from '../frame/use-customer-care-mode';
import { RemoteModule } from '../remotes/remote-outlet';
import { AccountMenu } from './account-menu';
import { BurgerMenu } from './burger-menu';
import { HEADER_LINKS, isPlainClick } from './header-links';
import { headerMessages } from './header-messages';
import { InspirationsMenu } from './inspirations-menu';
import { LanguageSelector } from './language-selector';
import styles from './header.module.css';

/**
 * Site header (product-side.md): logo, the 'Inspirations' mega-menu on desktop or the burger menu
 * below, help, gift entry, wishlist and the account menu. Every link goes through the router, whose
 * basename carries the Belgian `/fr` or `/nl` prefix.
 */
export function Header() {
  const intl = useIntl();
  const market = useMarket();
  const navigate = useNavigate();
  // The wishlist opens as the account remote's drawer, from the header or the burger menu, its code
  // fetched on the first click; the link still leads to the wishlist page (a new tab, or if the drawer
  // cannot load). Where the market keeps wishlists to desktops, the entries hide on phones.
  const [wishlist, setWishlist] = useState({ mounted: false, open: false });
  const showWishlist = () => setWishlist({ mounted: true, open: true });
  const openWishlist = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    showWishlist();
  };
  const wishlistClass = wishlistDesktopOnly(market.code) ? styles.notOnPhones : undefined;
  // Customer-care staff get the plain gift-card link (product-side.md section 1).
  const customerCare = useCustomerCareMode();
  const tools = [
    { to: HEADER_LINKS.contact, label: headerMessages.help, Icon: CircleHelp },
    { to: customerCare ? HEADER_LINKS.giftCard : HEADER_LINKS.gift, label: customerCare ? headerMessages.giftCard : headerMessages.gift, Icon: Gift },
    { to: HEADER_LINKS.wishlist, label: headerMessages.wishlist, Icon: Heart },
  ];
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        <FormattedMessage id="shell.header.skipToContent" defaultMessage="Skip to content" />
      </a>
      <div className={styles.inner}>
        <div className={styles.mobileOnly}>
          <BurgerMenu onOpenWishlist={showWishlist} wishlistClassName={wishlistClass} />
        </div>
        <Link to="/" className={styles.brand} aria-label={intl.formatMessage(headerMessages.home)}>
          Escapade
        </Link>
        <nav className={styles.desktopOnly} aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Main' })}>
          <InspirationsMenu />
        </nav>
        <LanguageSelector />
        <ul className={styles.tools}>
          {tools.map(({ to, label, Icon }) => (
            <li key={to} className={to === HEADER_LINKS.wishlist ? wishlistClass : undefined}>
              <Link to={to} className={styles.tool} onClick={to === HEADER_LINKS.wishlist ? openWishlist : undefined}>
                <Icon aria-hidden className={styles.icon} />
                <span className={styles.toolLabel}>{intl.formatMessage(label)}</span>
              </Link>
            </li>
          ))}
          <li>
            <AccountMenu customerAccount={MARKET_TOGGLES[market.code].customerAccount} />
          </li>
        </ul>
      </div>
      {wishlist.mounted ? (
        <RemoteModule
          remote="account"
          module="WishlistDrawer"
          props={{ open: wishlist.open, onClose: () => setWishlist({ mounted: true, open: false }) }}
          onFailure={() => {
            setWishlist({ mounted: false, open: false });
            navigate(HEADER_LINKS.wishlist);
          }}
        />
      ) : null}
    </header>
  );
}
