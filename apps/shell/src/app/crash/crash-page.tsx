import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { MAX_LOG_MESSAGE } from '@escapade/api-contract';
import { postLog } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import styles from '../pages/page.module.css';

/** Where crash reports are filed (product-side.md section 7). */
export const CRASH_LOG_LOCATION = 'application.client.error';

/** The report of a crash: the page's address and the error, cut to the length the log keeps. */
export function crashReport(url: string, error: Error): string {
  return `${url} ${error.message || error.name}`.slice(0, MAX_LOG_MESSAGE);
}

/**
 * 'It seems that the page went on holidays': the whole page after a render error, with a way home
 * (a full load, so the broken state is left behind); the error is reported once, at level ERROR.
 */
export default function CrashPage({ error }: { readonly error: Error }) {
  const market = useMarket();
  useEffect(() => {
    postLog({ level: 'ERROR', locale: market.code, location: CRASH_LOG_LOCATION, message: crashReport(window.location.href, error) }).catch(() => undefined);
  }, [error, market.code]);
  return (
    <main id="main" className={styles.page}>
      <h1>
        <FormattedMessage id="shell.crash.title" defaultMessage="It seems that the page went on holidays" />
      </h1>
      <p>
        <a href={market.basePath || '/'} className={styles.cta}>
          <FormattedMessage id="shell.crash.home" defaultMessage="Go to the homepage" />
        </a>
      </p>
    </main>
  );
}
