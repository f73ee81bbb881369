import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { searchUrl } from '@escapade/util-criteria/search-url';
import styles from './page.module.css';

/** Home page; its CMS blocks arrive with the content API. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="shell.home.title" defaultMessage="Short breaks in Europe" />
      </h1>
      <p>
        <FormattedMessage
          id="shell.home.intro"
          defaultMessage="Weekends with activities, hotel nights, day activities and gifts, in France, Spain, Italy, the Netherlands and Belgium."
        />
      </p>
      <p>
        <Link to={searchUrl({ flow: 'booking' })} className={styles.cta}>
          <FormattedMessage id="shell.home.cta" defaultMessage="Find a weekend" />
        </Link>
      </p>
    </div>
  );
}
