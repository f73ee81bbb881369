import { screen } from '@testing-library/react';
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
