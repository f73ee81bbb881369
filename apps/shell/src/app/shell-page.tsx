import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@escapade/query';
import { AppProviders } from '@escapade/app-providers';
import type { Market, Messages } from '@escapade/i18n';
import App from './app';
import { CrashBoundary } from './crash/crash-boundary';
import { FramePictureProvider, type FramePicture } from './frame/frame-picture';

export interface ShellPageProps {
  market: Market;
  messages: Messages;
  queryClient: QueryClient;
  /** Wraps the app in its router: the browser's history, or a fixed address when the frame is rendered ahead of time. */
  router: (app: ReactNode) => ReactNode;
  /** The stay picture the page's frame holds (see `readFramePicture`), which its first render writes again. */
  framePicture?: FramePicture | null;
}

/**
 * The page as the shell renders it. The browser and the build (which renders each market's frame
 * into HTML) render this same tree, so the browser can hydrate what the build wrote.
 */
export function ShellPage({ market, messages, queryClient, router, framePicture = null }: ShellPageProps) {
  return (
    <StrictMode>
      <AppProviders market={market} messages={messages} queryClient={queryClient}>
        <FramePictureProvider picture={framePicture}>
          {router(
            <CrashBoundary>
              <App />
            </CrashBoundary>,
          )}
        </FramePictureProvider>
      </AppProviders>
    </StrictMode>
  );
}
