import { screen } from '@testing-library/react';
import { renderWithProviders } from '@escapade/app-providers/testing';
import AccountRoutes from './routes';

describe('AccountRoutes', () => {
  it('renders the account page in the market language on /account', async () => {
    await renderWithProviders(<AccountRoutes />, { route: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeTruthy();
  });

  it('renders the beneficiary page in the market language on /beneficiary/login', async () => {
    await renderWithProviders(<AccountRoutes />, { route: '/beneficiary/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion du bénéficiaire' })).toBeTruthy();
  });

  it('renders the contact page in the market language on /contact', async () => {
    await renderWithProviders(<AccountRoutes />, { route: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacter le service client' })).toBeTruthy();
  });

  it('renders its own not-found page for an unknown path', async () => {
    await renderWithProviders(<AccountRoutes />, { route: '/contact/unknown' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });
});
