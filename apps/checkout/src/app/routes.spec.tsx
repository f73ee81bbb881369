import { screen } from '@testing-library/react';
import { renderWithProviders } from '@escapade/app-providers/testing';
import CheckoutRoutes from './routes';

describe('CheckoutRoutes', () => {
  it('renders the checkout page in the market language on /checkout', async () => {
    await renderWithProviders(<CheckoutRoutes />, { route: '/checkout' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement' })).toBeTruthy();
  });

  it('renders the confirmation page in the market language on /confirmation/abc', async () => {
    await renderWithProviders(<CheckoutRoutes />, { route: '/confirmation/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation de commande' })).toBeTruthy();
  });

  it('renders its own not-found page for an unknown path', async () => {
    await renderWithProviders(<CheckoutRoutes />, { route: '/confirmation' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });
});
