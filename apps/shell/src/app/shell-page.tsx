import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@escapade/query';
import { AppProviders } from '@escapade/app-providers';
import type { Market, Messages } from '@escapade/i18n';
import App from './app';
import { CrashBoundary } from './crash/crash-boundary';

export interface ShellPageProps {
  market: Market;
  messages: Messages;
  queryClient: QueryClient;
  /** Wraps the app in its router: the browser's history, or a fixed address when the frame is rendered ahead of time. */
  router: (app: ReactNode) => ReactNode;
}

/**
 * The page as the shell renders it. The browser and the build (which renders each market's frame
 * into HTML) render this same tree, so the browser can hydrate what the build wrote.
 */
export function ShellPage({ market, messages, queryClient, router }: ShellPageProps) {
  return (
    <StrictMode>
      <AppProviders market={market} messages={messages} queryClient={queryClient}>
        {router(
          <CrashBoundary>
            <App />
          </CrashBoundary>,
        )}
      </AppProviders>
    </StrictMode>
  );
}
