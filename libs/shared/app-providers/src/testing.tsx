import { Suspense, type ReactElement, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MARKETS, type MarketCode, type Messages } from '@escapade/i18n';
import { AppProviders } from './lib/app-providers';
import { ROUTER_FUTURE } from './lib/router-future';
import { createQueryClient } from './lib/query-client';

type RenderResult = ReturnType<typeof render>;

export interface RenderWithProvidersOptions {
  market?: MarketCode;
  messages?: Messages;
  route?: string;
}

/**
 * Renders a screen inside the same providers as the site (market, messages, query client, router).
 * Awaited inside `act` so screens that suspend on their message catalog settle before assertions.
 */
export async function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): Promise<RenderResult> {
  const { market = 'fr_FR', messages = {}, route = '/' } = options;
  const queryClient = createQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders market={MARKETS[market]} messages={messages} queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
          <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>
        </MemoryRouter>
      </AppProviders>
    );
  }
  let result!: RenderResult;
  await act(async () => {
    result = render(ui, { wrapper: Wrapper });
  });
  return result;
}
