import { MANIFEST_URL, fetchManifest, parseManifest } from './manifest';

describe('remote manifest', () => {
  it('keeps known remotes with a URL and drops everything else', () => {
    expect(parseManifest({ search: '/remotes/search/remoteEntry.js', product: '', admin: '/x.js', gifting: 42, account: 'https://cdn.example/account/remoteEntry.js' })).toEqual({
      remotes: { search: '/remotes/search/remoteEntry.js', account: 'https://cdn.example/account/remoteEntry.js' },
      overrideOrigins: [],
    });
  });

  it.each([null, 'text', 3, ['search']])('reads %p as an empty manifest', (json) => {
    expect(parseManifest(json)).toEqual({ remotes: {}, overrideOrigins: [] });
  });

  it('reads the allow-list of preview origins, keeping the well-formed patterns only', () => {
    const manifest = parseManifest({
      search: '/remotes/search/remoteEntry.js',
      overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'https://*.preview.example.com', '*', 'localhost', 'http://localhost:*/path', "'unsafe-inline'", 42, null],
    });
    expect(manifest).toEqual({
      remotes: { search: '/remotes/search/remoteEntry.js' },
      overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'https://*.preview.example.com'],
    });
  });

  it.each([undefined, [], 'http://localhost:*', { localhost: true }])('allows no preview origin for overrideOrigins %p', (overrideOrigins) => {
    expect(parseManifest({ search: '/remotes/search/remoteEntry.js', overrideOrigins }).overrideOrigins).toEqual([]);
  });

  it('is fetched next to the shell, revalidated on every visit', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValue({ ok: true, status: 200, json: async () => ({ search: '/remotes/search/remoteEntry.js', overrideOrigins: ['http://localhost:*'] }) });
    await expect(fetchManifest(fetchImpl)).resolves.toEqual({ remotes: { search: '/remotes/search/remoteEntry.js' }, overrideOrigins: ['http://localhost:*'] });
    expect(fetchImpl).toHaveBeenCalledWith(MANIFEST_URL, { cache: 'no-cache' });
    fetchImpl.mockResolvedValue({ ok: false, status: 404 });
    await expect(fetchManifest(fetchImpl)).rejects.toThrow('Remote manifest answered 404');
  });

  it('publishes no preview origin with the shell: the server adds this machine’s only where the site itself is served from it', async () => {
    const published = parseManifest((await import('../../module-federation.manifest.json')).default);
    expect(published.overrideOrigins).toEqual([]);
    expect(Object.keys(published.remotes)).toEqual(['search', 'product', 'gifting', 'checkout', 'account']);
  });
});
