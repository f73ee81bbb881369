import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Search results: the search team's page, until its feature lands. */
export function SearchResultsPage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="search.results.title" defaultMessage="Search results" />
      </h1>
      <p>
        <FormattedMessage id="search.results.body" defaultMessage="Weekends, hotel nights and gifts matching your search appear here." />
      </p>
    </div>
  );
}
