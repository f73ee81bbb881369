import { useLocation } from 'react-router-dom';
import { loadSharedMessages } from '@escapade/app-providers';
import { renderWithProviders } from '@escapade/app-providers/testing';
import fr from '../messages/fr.json';
import type { ReactElement } from 'react';
import { SearchResultsPage } from '../features/results/search-results-page';

/** Shows the router's location as text, so a test can read what the page navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders a results page (the stay results by default) at `route` in French (the default market), with the real catalogs and a probe of the location. */
export async function renderPage(route: string, page: ReactElement = <SearchResultsPage />) {
  return renderWithProviders(
    <>
      {page}
      <LocationProbe />
    </>,
    { route, messages: { ...(await loadSharedMessages('fr')), ...fr } },
  );
}
