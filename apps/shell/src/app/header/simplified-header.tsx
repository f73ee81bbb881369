import { ArrowLeft } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from '@escapade/app-providers/router';
import { checkoutBackInput, headerBackLink } from '@escapade/util-criteria';
import { useHydrated } from '../frame/use-hydrated';
import { HOME_BACK_ROUTES, isUnder } from '../remotes/route-ownership';
import { headerMessages } from './header-messages';
import styles from './header.module.css';

/**
 * The header of checkout-like pages (product-side.md): a back arrow and the logo only. Back goes
 * home from a placed order, to the stay or activity being bought (with its dates and party) from a
 * checkout, and otherwise back in the browser's history.
 */
export function SimplifiedHeader() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // The address's hash is the browser's: a frame written ahead of time goes back in history.
  const hydrated = useHydrated();
  const back = headerBackLink(
    isUnder(location.pathname, HOME_BACK_ROUTES) ? { toHome: true } : hydrated ? checkoutBackInput({ search: location.search, hash: location.hash }) : {},
  );
  const label = intl.formatMessage(headerMessages.back);
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        <FormattedMessage id="shell.header.skipToContent" defaultMessage="Skip to content" />
      </a>
      <div className={styles.inner}>
        {back.kind === 'link' ? (
          <Link to={back.href} className={styles.back} aria-label={label}>
            <ArrowLeft aria-hidden className={styles.icon} />
          </Link>
        ) : (
          <button type="button" className={styles.back} aria-label={label} onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden className={styles.icon} />
          </button>
        )}
        <Link to="/" className={styles.brand} aria-label={intl.formatMessage(headerMessages.home)}>
          Escapade
        </Link>
      </div>
    </header>
  );
}
