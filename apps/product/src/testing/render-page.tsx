import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { renderRemotePage } from '@escapade/app-providers/testing';
import es from '../messages/es.json';
import fr from '../messages/fr.json';

/**
 * Renders `page` at `route` as the remote's routes mount it (`path`, such as `/product/:id/:slug?`;
 * any other address renders nothing), with the market's shared and product texts and the address
 * shown in a `location` test id.
 */
export function renderPage(path: string, page: ReactElement, route: string, market: 'fr_FR' | 'es_ES' = 'fr_FR', queryClient?: QueryClient) {
  return renderRemotePage(page, route, { path, market, queryClient, catalogs: { fr, es } });
}
