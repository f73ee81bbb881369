import { act, screen } from '@testing-library/react';
import { jsonReply, renderInShell } from '../testing/render-in-shell';
import App from './app';
import { remotesRegistered } from './remotes/federation';

jest.mock('./remotes/federation', () => ({
  remotesRegistered: jest.fn(),
  loadRemoteModule: () => new Promise(() => undefined),
  readyModule: () => undefined,
  resetRemote: jest.fn(),
  warmRemote: jest.fn(),
}));

const registered = remotesRegistered as jest.Mock;
const BANNER = { name: 'Preview: this tab loads remotes that are not published' };

describe('the frame and the preview banner', () => {
  const realFetch = global.fetch;

  beforeEach(() => {
    global.fetch = jest.fn().mockResolvedValue(jsonReply(200, {}));
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows the banner above the header while the tab previews a remote', async () => {
    registered.mockResolvedValue({ search: 'http://localhost:4301/remoteEntry.js' });
    await renderInShell(<App />, { language: 'en', route: '/ideas' });
    const banner = await screen.findByRole('region', BANNER);
    expect(banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no banner on a visit without overrides', async () => {
    registered.mockResolvedValue({});
    await renderInShell(<App />, { language: 'en', route: '/ideas' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });
});

describe('checkout-like pages (product-side.md: simplified header, no footer)', () => {
  const realFetch = global.fetch;

  beforeEach(() => {
    global.fetch = jest.fn().mockResolvedValue(jsonReply(200, {}));
    registered.mockResolvedValue({});
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  it('a stay’s checkout has a back arrow to the stay with its dates and party, the logo, and no footer', async () => {
    await renderInShell(<App />, { language: 'en', route: '/checkout?flow=gifting#id=4733&a=3&c=0&b=0&checkin=2030-05-03&night=2' });
    const header = screen.getByRole('banner');
    // History until the checkout's address readers have come, then the stay.
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe('/product/4733?flow=gifting#checkin=2030-05-03&checkout=2030-05-05&a=3&c=0&b=0');
    expect(screen.getByRole('link', { name: 'Escapade, home page' })).toBeTruthy();
    expect(header.querySelectorAll('a, button')).toHaveLength(3);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('the confirmation’s back arrow goes home; a checkout naming no product goes back in history', async () => {
    const { unmount } = await renderInShell(<App />, { language: 'en', route: '/confirmation/abc?status=success&gaId=1' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    unmount();
    await renderInShell(<App />, { language: 'en', route: '/checkout' });
    await act(() => import('./header/checkout-back-link'));
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('other pages keep the full header and the footer', async () => {
    await renderInShell(<App />, { language: 'en', route: '/ideas' });
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
