import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Activities: the search team's page, until its feature lands. */
export function ActivityResultsPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="search.activities.title" defaultMessage="Activities" />
      </h1>
      <p>
        <FormattedMessage id="search.activities.body" defaultMessage="Day activities matching your search appear here." />
      </p>
    </div>
  );
}
