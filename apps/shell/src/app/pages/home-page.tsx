import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { searchUrl } from '@escapade/util-criteria/search-url';
import { RemoteModule } from '../remotes/remote-outlet';
import styles from './page.module.css';

/** Home page: a jumbotron with the search remote's search box; its CMS blocks arrive with the content API. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.jumbotron}>
        <h1>
          <FormattedMessage id="shell.home.title" defaultMessage="Short breaks in Europe" />
        </h1>
        <p>
          <FormattedMessage
            id="shell.home.intro"
            defaultMessage="Weekends with activities, hotel nights, day activities and gifts, in France, Spain, Italy, the Netherlands and Belgium."
          />
        </p>
        <RemoteModule
          remote="search"
          module="SearchBox"
          fallback={
            <Link to={searchUrl({ flow: 'booking' })} className={styles.cta}>
              <FormattedMessage id="shell.home.cta" defaultMessage="Find a weekend" />
            </Link>
          }
        />
      </section>
    </div>
  );
}
