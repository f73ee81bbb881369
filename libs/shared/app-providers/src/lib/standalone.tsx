import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { MARKETS, resolveMarket } from '@escapade/i18n';
import { AppProviders } from './app-providers';
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
 * remote without the shell. Belgium without a language prefix falls back to French.
 */
export function mountStandalone({ routes: RemoteRoutes, homePath }: StandaloneOptions): void {
  const resolution = resolveMarket(window.location.hostname, window.location.pathname);
  const market = resolution.kind === 'market' ? resolution.market : MARKETS.fr_BE;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders market={market} messages={{}} queryClient={createQueryClient()}>
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
