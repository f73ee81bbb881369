import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { searchUrl } from '@escapade/util-criteria/search-url';
import styles from './header.module.css';

/** Site header: brand, the four flows and the visitor's account, present on every page. */
export function Header() {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        <FormattedMessage id="shell.header.skipToContent" defaultMessage="Skip to content" />
      </a>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={intl.formatMessage({ id: 'shell.header.home', defaultMessage: 'Escapade, home page' })}>
          Escapade
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Main' })}>
          <ul className={styles.nav}>
            <li>
              <NavLink to={searchUrl({ flow: 'booking' })} className={styles.navLink}>
                <FormattedMessage id="shell.header.weekends" defaultMessage="Weekends" />
              </NavLink>
            </li>
            <li>
              <NavLink to={searchUrl({ flow: 'gifting' })} className={styles.navLink}>
                <FormattedMessage id="shell.header.gifts" defaultMessage="Gifts" />
              </NavLink>
            </li>
            <li>
              <NavLink to={searchUrl({ flow: 'activity' })} className={styles.navLink}>
                <FormattedMessage id="shell.header.activities" defaultMessage="Activities" />
              </NavLink>
            </li>
            <li>
              <NavLink to={searchUrl({ flow: 'hotel' })} className={styles.navLink}>
                <FormattedMessage id="shell.header.hotels" defaultMessage="Hotels" />
              </NavLink>
            </li>
          </ul>
        </nav>
        <NavLink to="/account" className={styles.account}>
          <FormattedMessage id="shell.header.account" defaultMessage="My account" />
        </NavLink>
      </div>
    </header>
  );
}
