import { screen } from '@testing-library/react';
import { renderWithProviders } from '@escapade/app-providers/testing';
import ProductRoutes from './routes';

describe('ProductRoutes', () => {
  it('renders the product page in the market language on /product/42', async () => {
    await renderWithProviders(<ProductRoutes />, { route: '/product/42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Détails du séjour' })).toBeTruthy();
  });

  it('renders the hotel page in the market language on /hotel/42', async () => {
    await renderWithProviders(<ProductRoutes />, { route: '/hotel/42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hôtel' })).toBeTruthy();
  });

  it('renders the activity page in the market language on /activity/42', async () => {
    await renderWithProviders(<ProductRoutes />, { route: '/activity/42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activité' })).toBeTruthy();
  });

  it('renders its own not-found page for an unknown path', async () => {
    await renderWithProviders(<ProductRoutes />, { route: '/product' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });
});
