import { useLocation } from 'react-router-dom';
import { loadSharedMessages } from '@escapade/app-providers';
import { renderWithProviders } from '@escapade/app-providers/testing';
import { MARKETS, type MarketCode } from '@escapade/util-market';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import it from '../messages/it.json';
import nl from '../messages/nl.json';
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { SearchResultsPage } from '../features/results/search-results-page';

/** Shows the router's location as text, so a test can read what the page navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const CATALOGS = { en, es, fr, it, nl };

/**
 * Renders a results page (the stay results by default) at `route` in a market (fr_FR, the default
 * market, unless told), with the real catalogs of its language and a probe of the location.
 */
export async function renderPage(route: string, page: ReactElement = <SearchResultsPage />, market: MarketCode = 'fr_FR', queryClient?: QueryClient) {
  const { language } = MARKETS[market];
  return renderWithProviders(
    <>
      {page}
      <LocationProbe />
    </>,
    { route, market, queryClient, messages: { ...(await loadSharedMessages(language)), ...CATALOGS[language] } },
  );
}
