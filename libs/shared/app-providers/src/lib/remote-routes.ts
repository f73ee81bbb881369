import type { ComponentType } from 'react';
import type { QueryClient } from '@escapade/query';
import type { MarketCode, MarketLanguage } from '@escapade/util-market';

/** The page being opened, as the router will see it: its path without the market's prefix, its query string and its hash. */
export interface PageAddress {
  readonly path: string;
  readonly search: string;
  readonly hash: string;
}

/** What a remote is given to start the data of the page being opened. */
export interface PagePrefetch {
  readonly queryClient: QueryClient;
  readonly market: MarketCode;
  readonly page: PageAddress;
}

/**
 * A remote's `./Routes` module: its route tree, and what it may also say about its pages.
 * - `preload`: what a page needs before it can render (its texts), loaded ahead of a likely visit.
 * - `prefetch`: starts the requests of the page being opened into the page's query client, as the
 *   shell starts, so the data does not wait for the page's first render (the results page's search).
 */
export interface RemoteRoutesModule {
  readonly default: ComponentType<object>;
  readonly preload?: (language: MarketLanguage) => Promise<unknown>;
  readonly prefetch?: (prefetch: PagePrefetch) => void;
}
