import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, ROUTER_FUTURE, createQueryClient, loadSharedMessages } from '@escapade/app-providers';
import { storefrontMarket, type Language } from '@escapade/i18n';
import type { MarketCode } from '@escapade/util-market';
import { loadShellMessages } from '../app/messages';

/** The shell's catalog of a market's language, for assertions on translated names. */
export function shellMessages(market: MarketCode): Promise<Record<string, string>> {
  return loadShellMessages(storefrontMarket(market).language);
}

/**
 * Renders part of the frame as the shell's bootstrap does: the market's providers and catalogs, and a
 * router whose basename is the market's prefix (`/nl` on nl_BE), so links show the address a visitor gets.
 * `route` is the path inside the market, without its prefix; `language` picks another catalog (English source texts).
 */
export async function renderInShell(ui: ReactElement, options: { market?: MarketCode; route?: string; language?: Language } = {}) {
  const { market: code = 'fr_FR', route = '/', language } = options;
  const market = storefrontMarket(code);
  const catalog = language ?? market.language;
  const messages = { ...(await loadSharedMessages(catalog)), ...(await loadShellMessages(catalog)) };
  const queryClient = createQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders market={market} messages={messages} queryClient={queryClient}>
        <MemoryRouter basename={market.basePath || undefined} initialEntries={[`${market.basePath}${route}`]} future={ROUTER_FUTURE}>
          {children}
        </MemoryRouter>
      </AppProviders>
    );
  }
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui, { wrapper: Wrapper });
  });
  return result;
}

/** The few members of a fetch reply the API client reads (jsdom has no `Response`). */
export function jsonReply(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}
