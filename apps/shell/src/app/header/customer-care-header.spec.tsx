/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://customercare.es.localhost/"}
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonReply, renderInShell } from '../../testing/render-in-shell';
import { Header } from './header';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn(), readyModule: () => undefined, resetRemote: jest.fn() }));

jest.setTimeout(20_000);

const realFetch = global.fetch;

beforeEach(() => {
  global.fetch = jest.fn(async () => jsonReply(200, [])) as unknown as typeof fetch;
});

afterEach(() => {
  global.fetch = realFetch;
});

describe('the header on the customer-care site (product-side.md section 1)', () => {
  it('offers the plain gift-card link instead of the gifting flow, in the header and the burger menu', async () => {
    await renderInShell(<Header />, { market: 'es_ES' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Tarjeta regalo' })).toHaveAttribute('href', '/giftcard');
    expect(within(banner).queryByRole('link', { name: 'Regalar' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByRole('link', { name: 'Tarjeta regalo' })).toHaveAttribute('href', '/giftcard');
  });
});
