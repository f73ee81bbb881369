import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-webpack5';
import { createQueryClient, ROUTER_FUTURE } from '@escapade/app-providers';
import { loadMessagesOnce, MessagesScope, storefrontMarket, useMarket, type Market } from '@escapade/i18n';
import { isMarketCode } from '@escapade/util-market';
import { loadSearchMessages } from '../messages/load-search-messages';

/** A reply the API would give, filed under the query key the component asks for. */
export type StoryQuery = readonly [key: QueryKey, data: unknown];

/** What a story of the search remote may set in its `parameters.searchRemote`. */
export interface SearchRemoteParameters {
  /** The router's location (the results page reads its criteria from it); `/search` otherwise. */
  readonly route?: string;
  /** The server state the story starts with, in the market picked in the toolbar: stories never reach the network. */
  readonly queries?: (market: Market) => readonly StoryQuery[];
}

/**
 * Loads the search remote's catalog for the story's market before it renders, so `MessagesScope`
 * reads it at once instead of suspending (a story is drawn whole, never its fallback).
 */
export async function loadSearchCatalog({ globals }: { readonly globals: Readonly<Record<string, unknown>> }): Promise<Record<string, never>> {
  const code: unknown = globals['market'];
  await loadMessagesOnce(loadSearchMessages, storefrontMarket(isMarketCode(code) ? code : 'fr_FR').language);
  return {};
}

function SearchRemote({ parameters, children }: { parameters: SearchRemoteParameters; children: ReactNode }) {
  const market = useMarket();
  // One client per story, filled before the first render and never refetching what it holds.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { staleTime: Infinity, retry: false, refetchOnMount: false } });
    for (const [key, data] of parameters.queries?.(market) ?? []) client.setQueryData(key, data);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[parameters.route ?? '/search']} future={ROUTER_FUTURE}>
        <MessagesScope load={loadSearchMessages}>
          <div data-remote="search">{children}</div>
        </MessagesScope>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/**
 * The search remote as the shell mounts it, for its stories: its own catalog over the shared one, a
 * router, and a query client holding the story's API replies (`parameters.searchRemote`).
 */
export const withSearchRemote: Decorator = (Story, context) => (
  <SearchRemote parameters={(context.parameters['searchRemote'] as SearchRemoteParameters | undefined) ?? {}}>
    <Story />
  </SearchRemote>
);

/** What every search story's meta spreads in: the decorator and the catalog loader. */
export const searchRemoteStory = { decorators: [withSearchRemote], loaders: [loadSearchCatalog] };
