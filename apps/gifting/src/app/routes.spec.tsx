import { screen } from '@testing-library/react';
import { renderWithProviders } from '@escapade/app-providers/testing';
import GiftingRoutes from './routes';

describe('GiftingRoutes', () => {
  it('renders the gift page in the market language on /gift/42', async () => {
    await renderWithProviders(<GiftingRoutes />, { route: '/gift/42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offrir ce séjour' })).toBeTruthy();
  });

  it('renders the giftcard page in the market language on /giftcard', async () => {
    await renderWithProviders(<GiftingRoutes />, { route: '/giftcard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cartes cadeaux' })).toBeTruthy();
  });

  it('renders its own not-found page for an unknown path', async () => {
    await renderWithProviders(<GiftingRoutes />, { route: '/gift' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });
});
