import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { renderRemotePage } from '@escapade/app-providers/testing';
import type { MarketCode } from '@escapade/util-market';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import it from '../messages/it.json';
import nl from '../messages/nl.json';
import { SearchResultsPage } from '../features/results/search-results-page';

/**
 * Renders a results page (the stay results by default) at `route` in a market (fr_FR, the default
 * market, unless told), with the real catalogs of its language and a probe of the location.
 */
export function renderPage(route: string, page: ReactElement = <SearchResultsPage />, market: MarketCode = 'fr_FR', queryClient?: QueryClient) {
  return renderRemotePage(page, route, { market, queryClient, catalogs: { en, es, fr, it, nl } });
}
