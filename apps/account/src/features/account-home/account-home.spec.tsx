import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@escapade/app-providers/testing';
import { fakeAccountApi } from '../../lib/fake-account-api';
import { AccountHomePage } from './index';

jest.setTimeout(20_000);

const ALICE = { id: 'a1', name: 'Alice Martin', email: 'alice@example.com', emailVerified: false };

let api: ReturnType<typeof fakeAccountApi>;
afterEach(() => api.restore());

function Here() {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{`${pathname}${search}`}</p>;
}

async function renderHome() {
  await renderWithProviders(
    <>
      <Routes>
        <Route path="/account" element={<AccountHomePage />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Here />
    </>,
    { route: '/account' },
  );
}

describe('the account home', () => {
  it('says who is signed in, and signs out on the server, then goes home', async () => {
    api = fakeAccountApi(ALICE);
    await renderHome();
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Alice Martin (alice@example.com).')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent(/^\/$/));
    expect(api.calls).toContainEqual({ method: 'DELETE', url: '/api/account/session', body: undefined });
  });

  it('sends a visitor to sign in, and back here afterwards', async () => {
    api = fakeAccountApi();
    await renderHome();
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent(`/account/signin?origin=${encodeURIComponent('/account')}`));
  });
});
