import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { QueryClient } from '@tanstack/react-query';
import { loadRemoteModule, readyModule, registerManifest, remotesRegistered, startRemotePage, warmRemote } from './federation';
import { OVERRIDE_STORAGE_KEY } from './remote-overrides';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const register = registerRemotes as jest.Mock;
const load = loadRemote as jest.Mock;
const PUBLISHED = { search: '/remotes/search/remoteEntry.js', product: '/remotes/product/remoteEntry.js' };
const PREVIEW = 'http://localhost:4301/remoteEntry.js';

describe('registering the manifest with the federation runtime', () => {
  beforeEach(() => {
    register.mockReset();
    load.mockReset();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('registers the published remotes at once when the tab previews nothing', async () => {
    registerManifest({ remotes: PUBLISHED, overrideOrigins: ['http://localhost:*'] });
    expect(register).toHaveBeenCalledWith([
      { name: 'search', entry: '/remotes/search/remoteEntry.js' },
      { name: 'product', entry: '/remotes/product/remoteEntry.js' },
    ]);
    await expect(remotesRegistered()).resolves.toEqual({});
  });

  it('registers an accepted override’s entry in place of the published one, and loads no remote before that', async () => {
    window.history.replaceState(null, '', `/search?flow=booking&remote=search@${PREVIEW}`);
    registerManifest({ remotes: PUBLISHED, overrideOrigins: ['http://localhost:*'] });
    load.mockResolvedValue({ default: () => null });
    const loading = loadRemoteModule('search', 'Routes');
    expect(register).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    await expect(remotesRegistered()).resolves.toEqual({ search: PREVIEW });
    expect(register).toHaveBeenCalledWith([
      { name: 'search', entry: PREVIEW },
      { name: 'product', entry: '/remotes/product/remoteEntry.js' },
    ]);
    expect(window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe(JSON.stringify({ search: PREVIEW }));
    await loading;
    expect(load).toHaveBeenCalledWith('search/Routes');
  });

  it('registers the published entry when the override is outside the allow-list', async () => {
    window.history.replaceState(null, '', '/search?remote=search@https://cdn.example.com/remoteEntry.js');
    registerManifest({ remotes: PUBLISHED, overrideOrigins: ['http://localhost:*'] });
    await expect(remotesRegistered()).resolves.toEqual({});
    expect(register.mock.calls[0][0]).toContainEqual({ name: 'search', entry: '/remotes/search/remoteEntry.js' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('https://cdn.example.com is not in the manifest'));
  });

  it('without a manifest, registers nothing and leaves the tab’s overrides for the next page', async () => {
    window.sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ search: PREVIEW }));
    registerManifest({});
    expect(register).toHaveBeenCalledWith([]);
    await expect(remotesRegistered()).resolves.toEqual({});
    expect(window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe(JSON.stringify({ search: PREVIEW }));
  });
});

describe('warming a remote up before its page is visited', () => {
  beforeEach(() => {
    load.mockReset();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    registerManifest({ remotes: { ...PUBLISHED, gifting: '/remotes/gifting/remoteEntry.js' }, overrideOrigins: [] });
  });

  it('loads the remote’s ./Routes once, then hands it to the mount as ready', async () => {
    const Routes = () => null;
    load.mockResolvedValue({ default: Routes });
    expect(readyModule('product', 'Routes')).toBeUndefined();
    warmRemote('product', 'fr');
    warmRemote('product', 'fr');
    await remotesRegistered();
    await new Promise((done) => setTimeout(done, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('product/Routes');
    expect(readyModule('product', 'Routes')?.default).toBe(Routes);
  });

  it('loads what the remote says its page needs first, in the page’s language', async () => {
    const preload = jest.fn().mockResolvedValue(undefined);
    load.mockResolvedValue({ default: () => null, preload });
    warmRemote('search', 'nl');
    await remotesRegistered();
    await new Promise((done) => setTimeout(done, 0));
    expect(preload).toHaveBeenCalledWith('nl');
  });

  it('tries again on the next intent after a failure', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('offline'));
    warmRemote('gifting', 'fr');
    await new Promise((done) => setTimeout(done, 0));
    expect(readyModule('gifting', 'Routes')).toBeUndefined();
    load.mockResolvedValue({ default: () => null });
    warmRemote('gifting', 'fr');
    await new Promise((done) => setTimeout(done, 0));
    expect(readyModule('gifting', 'Routes')).toBeDefined();
    jest.restoreAllMocks();
  });
});

describe('starting the remote of the page being opened', () => {
  beforeEach(() => {
    load.mockReset();
    registerManifest({ remotes: { ...PUBLISHED, checkout: '/remotes/checkout/remoteEntry.js', account: '/remotes/account/remoteEntry.js' }, overrideOrigins: [] });
  });

  const opened = { queryClient: new QueryClient(), market: 'es_ES' as const, page: { path: '/search', search: '?flow=booking', hash: '#city=madrid' } };

  it('hands the page’s address to the remote’s prefetch as soon as its module is there, besides its texts', async () => {
    const prefetch = jest.fn();
    const preload = jest.fn().mockResolvedValue(undefined);
    load.mockResolvedValue({ default: () => null, preload, prefetch });
    startRemotePage('checkout', 'es', opened);
    await remotesRegistered();
    await new Promise((done) => setTimeout(done, 0));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(opened);
    expect(preload).toHaveBeenCalledWith('es');
    expect(readyModule('checkout', 'Routes')).toBeDefined();
  });

  it('loads a remote that has no prefetch as a warm-up does', async () => {
    load.mockResolvedValue({ default: () => null });
    startRemotePage('account', 'es', opened);
    await remotesRegistered();
    await new Promise((done) => setTimeout(done, 0));
    expect(load).toHaveBeenCalledWith('account/Routes');
    expect(readyModule('account', 'Routes')).toBeDefined();
  });
});
