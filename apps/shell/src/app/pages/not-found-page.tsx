import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { logNotFound } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import styles from './page.module.css';

/**
 * Shown for any path no part of the site owns (product-side.md section 2): 'Oops!', the 404 text and
 * a way home. Each view is logged (`GET /api/error`) so broken links can be found; a failed log is
 * only a lost statistic, never an error for the visitor.
 */
export default function NotFoundPage() {
  const { pathname, search } = useLocation();
  const market = useMarket();
  useEffect(() => {
    logNotFound({ uri: `${pathname}${search}`, locale: market.code }).catch(() => undefined);
  }, [pathname, search, market.code]);
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="shell.notFound.title" defaultMessage="Oops!" />
      </h1>
      <p>
        <FormattedMessage id="shell.notFound.body" defaultMessage="We can't seem to find the page you are looking for. Error code: 404" />
      </p>
      <p>
        <Link to="/" className={styles.cta}>
          <FormattedMessage id="shell.notFound.home" defaultMessage="Go to the homepage" />
        </Link>
      </p>
    </div>
  );
}
