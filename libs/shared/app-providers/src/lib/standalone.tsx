import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '../router';
import { resolveMarket, storefrontMarket } from '@escapade/i18n';
import '@escapade/ui/styles';
import { AppProviders } from './app-providers';
import { loadSharedMessages } from './design-system';
import { createQueryClient } from './query-client';
import { ROUTER_FUTURE } from './router-future';

export interface StandaloneOptions {
  /** The remote's exposed `./Routes` component. */
  routes: ComponentType;
  /** Where `/` sends a visitor of the remote's own page. */
  homePath: string;
}

/**
 * Renders a remote on its own page with the shell's providers, so a team can run and deploy its
 * remote without the shell: the same design tokens and shared texts, in the page's market.
 * Belgium without a language prefix falls back to French.
 */
export async function mountStandalone({ routes: RemoteRoutes, homePath }: StandaloneOptions): Promise<void> {
  const resolution = resolveMarket(window.location.hostname, window.location.pathname);
  const market = resolution.kind === 'market' ? resolution.market : storefrontMarket('fr_BE');
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  document.documentElement.lang = market.locale;
  const messages = await loadSharedMessages(market.language);
  createRoot(root).render(
    <StrictMode>
      <AppProviders market={market} messages={messages} queryClient={createQueryClient()}>
        <BrowserRouter basename={market.basePath || undefined} future={ROUTER_FUTURE}>
          <main id="main">
            <Suspense fallback={<p aria-busy="true" />}>
              <Routes>
                <Route path="/" element={<Navigate to={homePath} replace />} />
                <Route path="*" element={<RemoteRoutes />} />
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
