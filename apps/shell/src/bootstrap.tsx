import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@escapade/ui/styles';
import { AppProviders, ROUTER_FUTURE, createQueryClient, loadSharedMessages } from '@escapade/app-providers';
import { resolveMarket } from '@escapade/i18n';
import App from './app/app';
import { CrashBoundary } from './app/crash/crash-boundary';
import { loadShellMessages } from './app/messages';
import { BelgianSplashPage } from './app/pages/belgian-splash-page';
import { fetchManifest } from './app/remotes/manifest';
import { registerManifest } from './app/remotes/federation';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const resolution = resolveMarket(window.location.hostname, window.location.pathname);
  if (resolution.kind === 'belgian-splash') {
    const [fr, nl] = await Promise.all([loadShellMessages('fr'), loadShellMessages('nl')]);
    document.documentElement.lang = 'fr-BE';
    root.render(<BelgianSplashPage fr={fr} nl={nl} />);
    return;
  }
  const { market } = resolution;
  document.documentElement.lang = market.locale;
  const [manifest, sharedMessages, shellMessages] = await Promise.all([
    fetchManifest().catch((error: Error) => {
      console.warn('No remote manifest: remote pages will show their error message.', error.message);
      return {};
    }),
    loadSharedMessages(market.language),
    loadShellMessages(market.language),
  ]);
  const messages = { ...sharedMessages, ...shellMessages };
  registerManifest(manifest);
  root.render(
    <StrictMode>
      <AppProviders market={market} messages={messages} queryClient={createQueryClient()}>
        <BrowserRouter basename={market.basePath || undefined} future={ROUTER_FUTURE}>
          <CrashBoundary>
            <App />
          </CrashBoundary>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
