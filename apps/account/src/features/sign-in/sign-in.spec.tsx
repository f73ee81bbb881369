import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@escapade/app-providers/testing';
import fr from '../../messages/fr.json';
import { fakeAccountApi } from '../../lib/fake-account-api';
import { SignInPage } from './index';

jest.setTimeout(20_000);

const ALICE = { id: 'a1', name: 'Alice Martin', email: 'alice@example.com', emailVerified: false };

let api: ReturnType<typeof fakeAccountApi>;
afterEach(() => api.restore());

/** Where the visitor is, so a test sees the return after signing in. */
function Here() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="here">{`${pathname}${search}${hash}`}</p>;
}

async function renderSignIn(route: string, options: { market?: 'fr_FR' | 'nl_BE'; messages?: Record<string, string> } = {}) {
  await renderWithProviders(
    <>
      <Routes>
        <Route path="/account/signin" element={<SignInPage />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Here />
    </>,
    { route, ...options },
  );
  await screen.findByRole('heading', { name: options.messages ? fr['account.signIn.title'] : 'Sign in' });
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in (product-side.md, account: /account/signin?origin=…)', () => {
  it('offers the fields password managers fill: email and current-password', async () => {
    api = fakeAccountApi();
    await renderSignIn('/account/signin');
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/account/signup?origin=${encodeURIComponent('/account')}`);
  });

  it('signs in with the contract body and goes back to the page of this site the visitor came from', async () => {
    api = fakeAccountApi();
    api.answerNext({ status: 200, body: { account: ALICE } });
    await renderSignIn(`/account/signin?origin=${encodeURIComponent('/search?flow=booking#city=gent')}`);
    await fillIn('alice@example.com', 'correct horse battery');
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent('/search?flow=booking#city=gent'));
    expect(api.calls).toContainEqual({ method: 'POST', url: '/api/account/session', body: { email: 'alice@example.com', password: 'correct horse battery' } });
  });

  it('never leaves the site: another site as origin lands on the account home', async () => {
    api = fakeAccountApi();
    api.answerNext({ status: 200, body: { account: ALICE } });
    await renderSignIn(`/account/signin?origin=${encodeURIComponent('https://evil.example/')}`);
    await fillIn('alice@example.com', 'correct horse battery');
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent(/^\/account$/));
  });

  it('says the email or password is wrong, and keeps everything typed', async () => {
    api = fakeAccountApi();
    api.answerNext({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'The e-mail or the password is wrong.' } });
    await renderSignIn('/account/signin');
    await fillIn('alice@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or the password is wrong.');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('alice@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong password');
    expect(screen.getByTestId('here')).toHaveTextContent('/account/signin');
  });

  it('throttled (429), says how long to wait, and the button waits too', async () => {
    api = fakeAccountApi();
    api.answerNext({
      status: 429,
      body: { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: 'Too many', details: [{ field: 'body.email', message: 'locked', retryAfterSeconds: 900 }] },
    });
    await renderSignIn('/account/signin');
    await fillIn('alice@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Please try again in 15 minutes.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('alice@example.com');
  });

  it('checks the fields with the contract rules before calling the server', async () => {
    api = fakeAccountApi();
    await renderSignIn('/account/signin');
    await fillIn('alice@', 'x');
    expect(await screen.findByText('Email seems incorrect')).toBeInTheDocument();
    expect(api.calls.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('already signed in, goes straight on to the origin', async () => {
    api = fakeAccountApi(ALICE);
    await renderWithProviders(
      <>
        <Routes>
          <Route path="/account/signin" element={<SignInPage />} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <Here />
      </>,
      { route: `/account/signin?origin=${encodeURIComponent('/product/42')}` },
    );
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent('/product/42'));
  });

  it('speaks the market language (fr_FR)', async () => {
    api = fakeAccountApi();
    api.answerNext({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'wrong' } });
    await renderSignIn('/account/signin', { messages: fr });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'alice@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'adresse e-mail ou le mot de passe est incorrect.");
  });
});
