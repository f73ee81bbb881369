import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import StaffGate from './staff-gate';

jest.setTimeout(20_000);

const SESSION = { email: 'care.agent@escapade.example', expiresAt: '2026-11-26T20:00:00.000Z' };
const NO_SESSION = { code: 'UNAUTHORIZED', message: 'Not signed in: no staff session.', details: [{ field: 'cookie', message: 'no staff session' }] };
const WRONG = { code: 'UNAUTHORIZED', message: 'Not signed in: unknown email or wrong password.', details: [{ field: 'body', message: 'unknown email or wrong password' }] };

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<Response>, [string, RequestInit?]>;
/** What the API answers, by method and path. */
let answers: Record<string, Response[]>;

beforeEach(() => {
  answers = {};
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const queue = answers[`${init?.method ?? 'GET'} ${url}`];
    const reply = queue?.shift();
    if (reply === undefined) throw new Error(`unexpected ${init?.method} ${url}`);
    return reply;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  global.fetch = realFetch;
});

const renderGate = () => renderInShell(<StaffGate>{<h1>Results</h1>}</StaffGate>, { language: 'en' });

describe('StaffGate', () => {
  it('shows the login view instead of the page while no staff session exists, its heading focused', async () => {
    answers['GET /api/staff/session'] = [jsonReply(401, NO_SESSION)];
    await renderGate();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Customer care sign-in' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Your email address/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('names empty fields and focuses the first, without calling the API', async () => {
    answers['GET /api/staff/session'] = [jsonReply(401, NO_SESSION)];
    await renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^Your email address/)).toHaveFocus();
    expect(screen.getByLabelText(/^Your email address/)).toHaveAccessibleDescription(/Mandatory field/);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Mandatory field/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('announces wrong credentials and focuses the emptied password; signs in, shows the page with who is signed in, and signs out', async () => {
    answers['GET /api/staff/session'] = [jsonReply(401, NO_SESSION)];
    answers['POST /api/staff/session'] = [jsonReply(401, WRONG), jsonReply(200, SESSION)];
    answers['DELETE /api/staff/session'] = [jsonReply(200, { ok: true })];
    await renderGate();
    await userEvent.type(await screen.findByLabelText(/^Your email address/), SESSION.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown email or wrong password');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');

    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeVisible();
    const strip = screen.getByRole('complementary', { name: `Signed in as ${SESSION.email}` });
    expect(strip).toHaveTextContent(`Signed in as ${SESSION.email}`);
    expect(JSON.parse(String(fetchMock.mock.calls[2][1]?.body))).toEqual({ email: SESSION.email, password: 'correct horse battery staple' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer care sign-in' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('names an address the API refuses as malformed on the email field', async () => {
    answers['GET /api/staff/session'] = [jsonReply(401, NO_SESSION)];
    answers['POST /api/staff/session'] = [
      jsonReply(400, { code: 'BAD_REQUEST', message: 'body.email: must be a valid email address', details: [{ field: 'body.email', message: 'must be a valid email address' }] }),
    ];
    await renderGate();
    await userEvent.type(await screen.findByLabelText(/^Your email address/), 'care.agent@');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText(/^Your email address/)).toHaveAccessibleDescription(/Email seems incorrect/));
    expect(screen.getByLabelText(/^Your email address/)).toHaveFocus();
  });

  it('shows the page at once when the staff session exists', async () => {
    answers['GET /api/staff/session'] = [jsonReply(200, SESSION)];
    await renderGate();
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeVisible();
    expect(screen.getByRole('complementary', { name: `Signed in as ${SESSION.email}` })).toHaveTextContent(SESSION.email);
  });
});
