import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from '@escapade/app-providers/router';
import { useQueryClient } from '@escapade/query';
import { useMarket } from '@escapade/i18n';
import { announcedPage } from '@escapade/util-criteria';
import { preloadable } from '@escapade/ui';
import { campaignFromQuery, useConsent } from '@escapade/app-providers/consent';
import { Header, SimplifiedHeader } from './header';
import { useCustomerCareMode } from './frame/use-customer-care-mode';
import { useHydrated } from './frame/use-hydrated';
import { useScrollToTop } from './frame/use-scroll-to-top';
import { HomeHead, useFrameHeadTakeover } from '../features/seo/page-head';
import { useAcquisitionModal } from '../features/acquisition';
import { useChatOffered } from '../features/chat';
import { Footer } from './footer';
import { HomePage } from './pages/home-page';
import { remotesRegistered } from './remotes/federation';
import type { RemoteEntries } from './remotes/manifest';
import { RemoteOutlet } from './remotes/remote-outlet';
import { useRemoteWarmUp } from './remotes/warm-up';
import { isUnder, ownerOf, SIMPLIFIED_ROUTES } from './remotes/route-ownership';
import styles from './app.module.css';

/** The shell's other pages (ideas, static content, not found) are code of their own: most visits never need them. */
const ShellPages = lazy(() => import('./pages/shell-pages'));

/** The preview banner too: only a tab that loads a remote's preview build needs it. */
const RemoteOverrideBanner = lazy(() => import('./remotes/remote-override-banner'));

/** The customer-care site's staff login: only its pages load it. */
const StaffGate = lazy(() => import('../features/staff-login/staff-gate'));

/** The consent question and settings: loaded once the page has rendered, never part of its start. */
const ConsentManager = lazy(() => import('../features/consent/consent-manager'));

/** The email-acquisition modal: most visits never see it, so its code comes when it opens. */
const AcquisitionModal = lazy(() => import('../features/acquisition/acquisition-modal'));

/** The chat launcher: only pages the server offers the chat on load it, with its texts, once hydrated. */
const ChatLauncher = lazy(() => import('../features/chat/chat-launcher'));

const loadPageAnnouncement = () => import('../features/announcement/page-announcement');

/**
 * A results, stay, hotel or activity page's announcement banner: its code comes with the first such
 * page, which waits for it (see `leadingReady`), so it shows without suspending.
 */
const PageAnnouncement = preloadable(loadPageAnnouncement);

/** Header and footer always render; the main region belongs to the shell or to the owning remote. */
export function App() {
  const { pathname, search } = useLocation();
  const owner = ownerOf(pathname);
  // Checkout-like pages: the simplified header and no footer (product-side.md).
  const simplified = isUnder(pathname, SIMPLIFIED_ROUTES);
  const hydrated = useHydrated();
  const customerCare = useCustomerCareMode();
  const [consentSettingsOpen, setConsentSettingsOpen] = useState(false);
  const consent = useConsent();
  // The consent code comes only when there is something to ask, to change, or a campaign to note.
  const [landingCampaign] = useState(() => typeof window !== 'undefined' && Object.keys(campaignFromQuery(window.location.search)).length > 0);
  const consentNeeded = hydrated && (consent === null || consentSettingsOpen || landingCampaign);
  const acquisition = useAcquisitionModal();
  const chatOffered = useChatOffered();
  useRemoteWarmUp();
  useFrameHeadTakeover();
  useScrollToTop(pathname);
  // Known once the remotes are registered, so never in a page's first render (nor in a page written ahead of time).
  const [overrides, setOverrides] = useState<RemoteEntries>({});
  useEffect(() => {
    void remotesRegistered().then((accepted) => Object.keys(accepted).length > 0 && setOverrides(accepted));
  }, []);
  // Results and product pages show the CMS's banner for them, except to staff on the customer-care site;
  // each new page decides again whether the banners came in time to show with it.
  const announced = owner && !customerCare ? announcedPage(pathname, search) : null;
  const queryClient = useQueryClient();
  const { code } = useMarket();
  // What the banner reads first: its code, and the banners (or the end of their wait).
  const announcementReady = useCallback(
    () => Promise.all([PageAnnouncement.preload(), loadPageAnnouncement().then((module) => module.bannersArrived(queryClient, code))]),
    [queryClient, code],
  );
  // The page itself: the owning remote's or the shell's; on the customer-care site only once staff are signed in.
  const page = owner ? (
    <RemoteOutlet
      key={owner}
      remote={owner}
      leading={announced ? <PageAnnouncement key={pathname} page={announced} /> : null}
      leadingReady={announced ? announcementReady : undefined}
    />
  ) : (
    <Routes>
      <Route
        path="/"
        element={
          <>
            {hydrated ? <HomeHead /> : null}
            <HomePage />
          </>
        }
      />
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <ShellPages />
          </Suspense>
        }
      />
    </Routes>
  );
  return (
    <div className={styles.layout}>
      {Object.keys(overrides).length > 0 ? (
        <Suspense fallback={null}>
          <RemoteOverrideBanner overrides={overrides} />
        </Suspense>
      ) : null}
      {consentNeeded ? (
        <Suspense fallback={null}>
          <ConsentManager settingsOpen={consentSettingsOpen} onSettingsOpen={() => setConsentSettingsOpen(true)} onSettingsClose={() => setConsentSettingsOpen(false)} />
        </Suspense>
      ) : null}
      {acquisition.open ? (
        <Suspense fallback={null}>
          <AcquisitionModal onDismiss={acquisition.dismiss} />
        </Suspense>
      ) : null}
      {simplified ? <SimplifiedHeader /> : <Header />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {customerCare ? (
          <Suspense fallback={null}>
            <StaffGate>{page}</StaffGate>
          </Suspense>
        ) : (
          page
        )}
      </main>
      {simplified ? null : <Footer onCookieSettings={() => setConsentSettingsOpen(true)} />}
      {chatOffered ? (
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      ) : null}
    </div>
  );
}

export default App;
