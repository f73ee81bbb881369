import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './page.module.css';

/** Shown for any path no part of the site owns. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="shell.notFound.title" defaultMessage="Page not found" />
      </h1>
      <p>
        <FormattedMessage id="shell.notFound.body" defaultMessage="The page you are looking for does not exist or is no longer available." />
      </p>
      <p>
        <Link to="/">
          <FormattedMessage id="shell.notFound.home" defaultMessage="Back to the home page" />
        </Link>
      </p>
    </div>
  );
}
