import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Header } from './header';
import { Footer } from './footer';
import { HomePage } from './pages/home-page';
import { RemoteOutlet } from './remotes/remote-outlet';
import { ownerOf } from './remotes/route-ownership';
import styles from './app.module.css';

/** The not-found page is code of its own: most visits never need it. */
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** Header and footer always render; the main region belongs to the shell or to the owning remote. */
export function App() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  return (
    <div className={styles.layout}>
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
