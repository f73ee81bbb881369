import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadSharedMessages } from '@escapade/app-providers';
import { renderWithProviders } from '@escapade/app-providers/testing';
import type { MarketCode } from '@escapade/util-market';
import es from '../messages/es.json';
import fr from '../messages/fr.json';

/** The address the page is at, for assertions on where it navigated (`screen.getByTestId('location')`). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders `page` at `route` as the remote's routes mount it (`path`, such as `/product/:id/:slug?`;
 * any other address renders nothing), with the market's shared and gifting texts and the address
 * shown in a `location` test id.
 */
export async function renderPage(path: string, page: ReactElement, route: string, market: 'fr_FR' | 'es_ES' = 'fr_FR', queryClient?: QueryClient) {
  const messages = market === 'es_ES' ? { ...(await loadSharedMessages('es')), ...es } : { ...(await loadSharedMessages('fr')), ...fr };
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route, market: market satisfies MarketCode, messages, queryClient },
  );
}
