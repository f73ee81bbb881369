import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@escapade/app-providers/testing';
import { fakeAccountApi } from '../../lib/fake-account-api';
import { SignUpPage } from './index';

jest.setTimeout(20_000);

const ALICE = { id: 'a1', name: 'Alice Martin', email: 'alice@example.com', emailVerified: false };

let api: ReturnType<typeof fakeAccountApi>;
afterEach(() => api.restore());

function Here() {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{`${pathname}${search}`}</p>;
}

async function renderSignUp(route: string) {
  await renderWithProviders(
    <>
      <Routes>
        <Route path="/account/signup" element={<SignUpPage />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Here />
    </>,
    { route },
  );
  await screen.findByRole('heading', { name: 'Create your account' });
}

async function fillIn(name: string, email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Your name/), name);
  await user.type(screen.getByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('sign-up (product-side.md, account)', () => {
  it('offers name, email and new-password, with the length rule said up front', async () => {
    api = fakeAccountApi();
    await renderSignUp('/account/signup');
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 10 characters.');
  });

  it('creates the account with the contract body, then goes on to the origin', async () => {
    api = fakeAccountApi();
    api.answerNext({ status: 201, body: { account: ALICE } });
    await renderSignUp(`/account/signup?origin=${encodeURIComponent('/product/42')}`);
    await fillIn('Alice Martin', 'alice@example.com', 'correct horse battery');
    await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent('/product/42'));
    expect(api.calls).toContainEqual({
      method: 'POST',
      url: '/api/account/sign-up',
      body: { name: 'Alice Martin', email: 'alice@example.com', password: 'correct horse battery' },
    });
  });

  it('refuses a short password before calling the server', async () => {
    api = fakeAccountApi();
    await renderSignUp('/account/signup');
    await fillIn('Alice Martin', 'alice@example.com', 'short');
    expect(await screen.findAllByText('At least 10 characters.')).toHaveLength(2);
    expect(api.calls.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('an email that has an account: says so, offers sign-in with the same origin, keeps everything typed', async () => {
    api = fakeAccountApi();
    api.answerNext({ status: 409, body: { code: 'EMAIL_TAKEN', message: 'taken' } });
    await renderSignUp(`/account/signup?origin=${encodeURIComponent('/product/42')}`);
    await fillIn('Alice Martin', 'alice@example.com', 'correct horse battery');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account already uses this email address.');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', `/account/signin?origin=${encodeURIComponent('/product/42')}`);
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Alice Martin');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct horse battery');
  });
});
