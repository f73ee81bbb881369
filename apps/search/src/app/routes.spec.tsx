import { screen } from '@testing-library/react';
import { renderWithProviders } from '@escapade/app-providers/testing';
import SearchRoutes from './routes';

describe('SearchRoutes', () => {
  it('renders the results page in the market language on /search', async () => {
    await renderWithProviders(<SearchRoutes />, { route: '/search' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Résultats de recherche' })).toBeTruthy();
  });

  it('renders the activities page in the market language on /search/activities', async () => {
    await renderWithProviders(<SearchRoutes />, { route: '/search/activities' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activités' })).toBeTruthy();
  });

  it('renders its own not-found page for an unknown path', async () => {
    await renderWithProviders(<SearchRoutes />, { route: '/search/unknown' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });
});
