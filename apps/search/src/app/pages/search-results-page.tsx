import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { DESTINATION_KEYS, parseLocation } from '@escapade/util-criteria';
import styles from './page.module.css';

/** Search results: the criteria read back from the URL (so a reload or a shared link keeps them) above the results. */
export function SearchResultsPage() {
  const location = useLocation();
  const criteria = parseLocation({ search: location.search, hash: location.hash });
  const destination = DESTINATION_KEYS.map((key) => criteria[key]).find((value) => value !== undefined);
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="search.results.title" defaultMessage="Search results" />
      </h1>
      <p role="status">
        {destination === undefined ? (
          <FormattedMessage
            id="search.results.summaryAnywhere"
            defaultMessage="All destinations · {adults, plural, one {# adult} other {# adults}}"
            values={{ adults: criteria.travellers.adult }}
          />
        ) : (
          <FormattedMessage
            id="search.results.summary"
            defaultMessage="{destination} · {adults, plural, one {# adult} other {# adults}}"
            values={{ destination, adults: criteria.travellers.adult }}
          />
        )}
      </p>
      <p>
        <FormattedMessage id="search.results.body" defaultMessage="Weekends, hotel nights and gifts matching your search appear here." />
      </p>
    </div>
  );
}
