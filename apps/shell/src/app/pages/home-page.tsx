import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { searchUrl } from '@escapade/util-criteria/search-url';
import { homeMessages } from '../../features/seo/home-seo';
import { useBelowFoldReady } from '../frame/use-below-fold-ready';
import { RemoteModule } from '../remotes/remote-outlet';
import styles from './page.module.css';

/** The CMS blocks are code of their own, fetched once the first screen is done (see `useBelowFoldReady`). */
const HomeCmsContent = lazy(() => import('../../features/home'));

/**
 * Home page: the server-rendered jumbotron with the search remote's search box, then, from the
 * visitor's first scroll, key or tap or the first idle moment after load, the market's CMS home for
 * the address's flow.
 */
export function HomePage() {
  const belowFold = useBelowFoldReady();
  const room = <div className={styles.cmsRoom} />;
  return (
    <div className={styles.page}>
      <section className={styles.jumbotron}>
        <h1>
          <FormattedMessage {...homeMessages.title} />
        </h1>
        <p>
          <FormattedMessage {...homeMessages.intro} />
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
      {belowFold ? (
        <Suspense fallback={room}>
          <HomeCmsContent placeholder={room} />
        </Suspense>
      ) : (
        room
      )}
    </div>
  );
}
