import { useEffect, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from '@escapade/app-providers/router';
import { HOME_ROUTE, type BackLink } from '@escapade/util-criteria';
import { useHydrated } from '../frame/use-hydrated';
import { HOME_BACK_ROUTES, isUnder } from '../remotes/route-ownership';
import { headerMessages } from './header-messages';
import styles from './header.module.css';

/**
 * The header of checkout-like pages (product-side.md): a back arrow and the logo only. Back goes
 * home from a placed order, to the stay or activity being bought (with its dates and party) from a
 * checkout, and otherwise back in the browser's history. A checkout's target is read once its
 * address readers have come (their own chunk, so the shell's start-up does not carry them); until then,
 * and in a frame written ahead of time, the arrow goes back in history.
 */
export function SimplifiedHeader() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // The address's hash is the browser's: a frame written ahead of time goes back in history.
  const hydrated = useHydrated();
  const toHome = isUnder(location.pathname, HOME_BACK_ROUTES);
  const [checkoutBack, setCheckoutBack] = useState<{ readonly key: string; readonly link: BackLink } | null>(null);
  const key = `${location.search}${location.hash}`;
  useEffect(() => {
    if (!hydrated || toHome) return;
    let current = true;
    // Without its readers (a failed download), the arrow keeps going back in history.
    import('./checkout-back-link')
      .then(({ checkoutBackLink }) => current && setCheckoutBack({ key, link: checkoutBackLink({ search: location.search, hash: location.hash }) }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [hydrated, toHome, key, location.search, location.hash]);
  const back: BackLink = toHome ? { kind: 'link', href: HOME_ROUTE } : checkoutBack?.key === key ? checkoutBack.link : { kind: 'history' };
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
