import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './header';
import { Footer } from './footer';
import { HomePage } from './pages/home-page';
import { remotesRegistered } from './remotes/federation';
import type { RemoteEntries } from './remotes/manifest';
import { RemoteOutlet } from './remotes/remote-outlet';
import { useRemoteWarmUp } from './remotes/warm-up';
import { ownerOf } from './remotes/route-ownership';
import styles from './app.module.css';

/** The not-found page is code of its own: most visits never need it. */
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** The preview banner too: only a tab that loads a remote's preview build needs it. */
const RemoteOverrideBanner = lazy(() => import('./remotes/remote-override-banner'));

/** Header and footer always render; the main region belongs to the shell or to the owning remote. */
export function App() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  useRemoteWarmUp();
  // Known once the remotes are registered, so never in a page's first render (nor in a page written ahead of time).
  const [overrides, setOverrides] = useState<RemoteEntries>({});
  useEffect(() => {
    void remotesRegistered().then((accepted) => Object.keys(accepted).length > 0 && setOverrides(accepted));
  }, []);
  return (
    <div className={styles.layout}>
      {Object.keys(overrides).length > 0 ? (
        <Suspense fallback={null}>
          <RemoteOverrideBanner overrides={overrides} />
        </Suspense>
      ) : null}
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {owner ? (
          <RemoteOutlet key={owner} remote={owner} />
        ) : (
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route
              path="*"
              element={
                <Suspense fallback={null}>
                  <NotFoundPage />
                </Suspense>
              }
            />
          </Routes>
        )}
      </main>
      <Footer />
    </div>
  );
}

export default App;
