import { Suspense, type ReactElement, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { type Language, type Messages, storefrontMarket } from '@escapade/i18n';
import { MARKET_CODES, type MarketCode } from '@escapade/util-market';
import { analytics } from './analytics';
import { CONSENT_COOKIE } from './consent/consent';
import { loadSharedMessages } from './lib/design-system';
import { AppProviders } from './lib/app-providers';
import { ROUTER_FUTURE } from './lib/router-future';
import { createQueryClient } from './lib/query-client';

type RenderResult = ReturnType<typeof render>;

export interface RenderWithProvidersOptions {
  market?: MarketCode;
  messages?: Messages;
  route?: string;
  /** The page's query client, when the test starts requests in it first (a fresh one by default). */
  queryClient?: QueryClient;
}

/**
 * Renders a screen inside the same providers as the site (market, messages, query client, router).
 * Awaited inside `act` so screens that suspend on their message catalog settle before assertions.
 */
export async function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): Promise<RenderResult> {
  const { market = 'fr_FR', messages = {}, route = '/', queryClient = createQueryClient() } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders market={storefrontMarket(market)} messages={messages} queryClient={queryClient}>
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

/** A remote's catalogs, one per language. */
export type RouteCatalogs = Readonly<Record<Language, Readonly<Record<string, string>>>>;

/** Shows the router's location as text (`screen.getByTestId('location')`), so a test can read where the page navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export interface RenderRemotePageOptions {
  /** The remote's own catalogs of the languages its tests use; the shared texts are added to them. */
  readonly catalogs: Partial<RouteCatalogs>;
  readonly market?: MarketCode;
  readonly queryClient?: QueryClient;
  /** The route pattern the page is mounted at (`/product/:id/:slug?`); any other address renders nothing. Without one, the page renders at every address. */
  readonly path?: string;
}

/**
 * Renders a remote's page at `route` as its routes mount it, with the market's shared texts and the
 * remote's own in the market's language, and a {@link LocationProbe} beside it.
 */
export async function renderRemotePage(page: ReactElement, route: string, { catalogs, market = 'fr_FR', queryClient, path }: RenderRemotePageOptions): Promise<RenderResult> {
  const { language } = storefrontMarket(market);
  const own = catalogs[language];
  if (own === undefined) throw new Error(`no ${language} catalog given for ${market}`);
  const mounted =
    path === undefined ? (
      page
    ) : (
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={null} />
      </Routes>
    );
  return renderWithProviders(
    <>
      {mounted}
      <LocationProbe />
    </>,
    { route, market, queryClient, messages: { ...(await loadSharedMessages(language)), ...own } },
  );
}

/**
 * Pins a remote's route table: in every market, each path it owns shows exactly one page title,
 * the one its catalog gives in the market's language, so a wrong route or a missing translation fails.
 */
export function describeRouteTitles(name: string, routes: ReactElement, catalogs: RouteCatalogs, table: readonly (readonly [path: string, titleId: string])[]): void {
  describe(name, () => {
    describe.each(MARKET_CODES)('in %s', (market) => {
      it.each(table)('shows %s under its one title, in the language of the market', async (path, titleId) => {
        const title = catalogs[storefrontMarket(market).language][titleId];
        expect(title).toBeDefined();
        await renderWithProviders(routes, { market, route: path });
        const headings = await screen.findAllByRole('heading', { level: 1 });
        expect(headings.map((heading) => heading.textContent)).toEqual([title]);
      });
    });
  });
}

/**
 * Stands in for IntersectionObserver (jsdom has none): elements are observed as the code asks, and
 * the test says when one comes into view. `restore` puts the previous global back.
 */
export function fakeIntersectionObserver() {
  const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
  class FakeIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {
      observed.splice(0, observed.length, ...observed.filter((entry) => entry.callback !== this.callback));
    }
  }
  const previous = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    /** Tells the observers of the element that it is on screen. */
    scrollIntoView(element: Element) {
      for (const entry of observed.filter((candidate) => candidate.element === element)) {
        act(() => entry.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver));
      }
    },
    /** Tells every observer that what it watches is on screen (the visitor scrolled through the page). */
    scrollThroughAll() {
      for (const entry of [...observed]) {
        act(() => entry.callback([{ isIntersecting: true, target: entry.element } as IntersectionObserverEntry], {} as IntersectionObserver));
      }
    },
    restore() {
      globalThis.IntersectionObserver = previous;
    },
  };
}

/**
 * The page's real tracker with audience measurement allowed: what it pushes to the data layer is
 * read back by name. `stop` withdraws the consent, which drops the batch before it would travel.
 */
export function recordDataLayer() {
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('a=1&m=0')}; Path=/`;
  window.dataLayer = [];
  return {
    /** The events pushed so far with the given name, without their event key. */
    named(name: string): Record<string, unknown>[] {
      return (window.dataLayer ?? [])
        .filter((entry): entry is Record<string, unknown> => (entry as { event?: unknown }).event === name)
        .map(({ event: _event, ...params }) => params);
    },
    stop() {
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
      analytics().flush(false);
      window.dataLayer = [];
    },
  };
}
