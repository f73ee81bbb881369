import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** A path under one of the account remote's segments that it does not know. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="account.notFound.title" defaultMessage="Page not found" />
      </h1>
    </div>
  );
}
