import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@escapade/app-providers/router';
import '@escapade/ui/styles';
import { ROUTER_FUTURE, createQueryClient, loadFrameMessages } from '@escapade/app-providers';
import { resolveMarket } from '@escapade/i18n';
import { frameKindOf, routerPathOf } from './app/frame/frame-kind';
import { readFramePicture } from './app/frame/frame-picture';
import { startFrameHydration } from './app/frame/use-hydrated';
import { loadShellMessages } from './app/messages';
import { BelgianSplashPage } from './app/pages/belgian-splash-page';
import { fetchManifest } from './app/remotes/manifest';
import { registerManifest, startRemotePage } from './app/remotes/federation';
import { ownerOf } from './app/remotes/route-ownership';
import { ShellPage } from './app/shell-page';

async function start(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  const resolution = resolveMarket(window.location.hostname, window.location.pathname);
  if (resolution.kind === 'belgian-splash') {
    const [fr, nl] = await Promise.all([loadShellMessages('fr'), loadShellMessages('nl')]);
    document.documentElement.lang = 'fr-BE';
    createRoot(container).render(<BelgianSplashPage fr={fr} nl={nl} />);
    return;
  }
  const { market } = resolution;
  document.documentElement.lang = market.locale;
  const queryClient = createQueryClient();
  const routerPath = routerPathOf(window.location.pathname, market.basePath);
  // Once the remotes are known, the one owning the page starts at once, without waiting for the
  // shell's texts nor for the frame's hydration: its code, its texts and its page's requests.
  const remotes = fetchManifest()
    .catch((error: Error) => {
      console.warn('No remote manifest: remote pages will show their error message.', error.message);
      return {};
    })
    .then((manifest) => {
      registerManifest(manifest);
      const owner = ownerOf(routerPath);
      const address = { path: routerPath, search: window.location.search, hash: window.location.hash };
      if (owner) startRemotePage(owner, market.language, { queryClient, market: market.code, page: address });
    });
  const [sharedMessages, shellMessages] = await Promise.all([loadFrameMessages(market.language), loadShellMessages(market.language), remotes]);
  const frame = container.dataset;
  const hydrating = frame.market === market.code && frame.frame === frameKindOf(routerPath);
  const page = (
    <ShellPage
      market={market}
      messages={{ ...sharedMessages, ...shellMessages }}
      queryClient={queryClient}
      framePicture={hydrating ? readFramePicture(container, routerPath) : null}
      router={(app) => (
        <BrowserRouter basename={market.basePath || undefined} future={ROUTER_FUTURE}>
          {app}
        </BrowserRouter>
      )}
    />
  );
  // The server sends the frame the build rendered for this market and kind of page: hydrate it.
  // Anything else (no frame, another market's, a page without one) is rendered afresh. Either runs
  // as a transition, so React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (a tap during start-up is answered at once, and no long task).
  startTransition(() => {
    if (hydrating) {
      startFrameHydration();
      hydrateRoot(container, page, {
        onRecoverableError: (error) => console.warn('The page frame did not match the first render; rendered again in the browser.', error),
      });
    } else {
      createRoot(container).render(page);
    }
  });
}

void start();
