import { acceptOverrides, clearRemoteOverrides, originMatches, overrideRefusal } from './accept-overrides';
import type { RemoteManifest } from './manifest';
import { OVERRIDE_STORAGE_KEY, requestedOverrides } from './remote-overrides';

const MANIFEST: RemoteManifest = {
  remotes: { search: '/remotes/search/remoteEntry.js', account: '/remotes/account/remoteEntry.js' },
  overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
};
const PREVIEW = 'http://localhost:4301/remoteEntry.js';

const visit = (address: string) => window.history.replaceState(null, '', address);
/** A page load as the shell does it: what the page asks for, judged against the manifest. */
const load = (manifest: RemoteManifest = MANIFEST) => {
  const requested = requestedOverrides();
  return requested ? acceptOverrides(requested, manifest) : {};
};
const allowed = (address: string, patterns: readonly string[] = MANIFEST.overrideOrigins) => patterns.some((pattern) => originMatches(new URL(address), pattern));

describe('an override address against the allow-list', () => {
  it.each([
    'http://localhost:4301/remoteEntry.js',
    'http://localhost:80/remoteEntry.js',
    'http://localhost/remoteEntry.js',
    'http://127.0.0.1:4302/search/remoteEntry.js',
    'http://LOCALHOST:4301/remoteEntry.js',
  ])('accepts %s: localhost and 127.0.0.1 on any port', (address) => {
    expect(allowed(address)).toBe(true);
  });

  it.each([
    ['https://localhost:4301/remoteEntry.js', 'https is another scheme than the pattern’s http'],
    ['http://localhost.evil.com/remoteEntry.js', 'a look-alike host'],
    ['http://localhost.evil.com:4301/remoteEntry.js', 'a look-alike host with a port'],
    ['http://evil.com/localhost/remoteEntry.js', 'localhost only in the path'],
    ['http://localhost@evil.com/remoteEntry.js', 'localhost as the user name of evil.com'],
    ['http://evil.com/remoteEntry.js?http://localhost:4301', 'localhost only in the query'],
    ['http://127.0.0.2:4301/remoteEntry.js', 'another loopback address'],
    ['http://127.0.0.1.nip.io:4301/remoteEntry.js', 'a host that starts like 127.0.0.1'],
    ['https://cdn.example.com/remoteEntry.js', 'an origin outside the list'],
  ])('refuses %s (%s)', (address) => {
    expect(allowed(address)).toBe(false);
  });

  it('judges the host the browser would load from: 127.0.0.1 written in hexadecimal is 127.0.0.1', () => {
    expect(allowed('http://0x7f000001:4301/remoteEntry.js')).toBe(true);
  });

  it('matches a written port exactly, or the scheme’s default port when none is written', () => {
    expect(allowed('http://localhost:4301/remoteEntry.js', ['http://localhost:4301'])).toBe(true);
    expect(allowed('http://localhost:4302/remoteEntry.js', ['http://localhost:4301'])).toBe(false);
    expect(allowed('http://localhost:8080/remoteEntry.js', ['http://localhost'])).toBe(false);
    expect(allowed('http://localhost/remoteEntry.js', ['http://localhost'])).toBe(true);
    expect(allowed('https://cdn.example.com/remoteEntry.js', ['https://cdn.example.com:443'])).toBe(true);
    expect(allowed('https://cdn.example.com:8443/remoteEntry.js', ['https://cdn.example.com'])).toBe(false);
  });

  it('matches the subdomains of a `*.` pattern, not the domain itself nor a look-alike', () => {
    const patterns = ['https://*.preview.example.com'];
    expect(allowed('https://search.preview.example.com/remoteEntry.js', patterns)).toBe(true);
    expect(allowed('https://a.b.preview.example.com/remoteEntry.js', patterns)).toBe(true);
    expect(allowed('https://preview.example.com/remoteEntry.js', patterns)).toBe(false);
    expect(allowed('https://evilpreview.example.com/remoteEntry.js', patterns)).toBe(false);
    expect(allowed('https://search.preview.example.com.evil.com/remoteEntry.js', patterns)).toBe(false);
  });

  it('matches nothing with a malformed pattern or an empty list', () => {
    expect(allowed('http://localhost:4301/remoteEntry.js', ['localhost'])).toBe(false);
    expect(allowed('http://localhost:4301/remoteEntry.js', [])).toBe(false);
  });
});

describe('judging overrides against the published manifest', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    window.sessionStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('accepts a published remote whose build is on an allowed origin', () => {
    visit(`/search?flow=booking&remote=search@${PREVIEW}#city=paris`);
    expect(load()).toEqual({ search: PREVIEW });
    expect(warn).not.toHaveBeenCalled();
  });

  it('survives navigation and reloads in the tab: the next pages read it from session storage', () => {
    visit(`/search?remote=search@${PREVIEW}`);
    load();
    visit('/hotel/4');
    expect(load()).toEqual({ search: PREVIEW });
    visit('/');
    expect(load()).toEqual({ search: PREVIEW });
  });

  it('lets a later parameter replace a remote’s override, and several remotes be overridden', () => {
    visit(`/?remote=search@${PREVIEW}&remote=account@http://127.0.0.1:4305/remoteEntry.js`);
    expect(load()).toEqual({ search: PREVIEW, account: 'http://127.0.0.1:4305/remoteEntry.js' });
    visit('/?remote=search@http://localhost:4309/remoteEntry.js');
    expect(load()).toEqual({ search: 'http://localhost:4309/remoteEntry.js', account: 'http://127.0.0.1:4305/remoteEntry.js' });
  });

  it.each([
    ['search@https://cdn.example.com/remoteEntry.js', "https://cdn.example.com is not in the manifest's overrideOrigins"],
    ['search@http://localhost.evil.com:4301/remoteEntry.js', "http://localhost.evil.com:4301 is not in the manifest's overrideOrigins"],
    ['search@http://localhost@evil.com/remoteEntry.js', "http://evil.com is not in the manifest's overrideOrigins"],
    ['search@https://localhost:4301/remoteEntry.js', "https://localhost:4301 is not in the manifest's overrideOrigins"],
    ['search@/remotes/search-next/remoteEntry.js', 'its address is not an absolute URL'],
    ['search@not a url', 'its address is not an absolute URL'],
    ['search@javascript:alert(1)', 'its address is not http(s)'],
    ['search@data:text/javascript,1', 'its address is not http(s)'],
    [`admin@${PREVIEW}`, 'no remote is called "admin"'],
    [`constructor@${PREVIEW}`, 'no remote is called "constructor"'],
    [`product@${PREVIEW}`, 'no remote is called "product"'],
    ['search', 'its address is not an absolute URL'],
  ])('refuses %s with a console warning naming it and why, and keeps nothing, so the published entry is used', (value, reason) => {
    visit(`/search?flow=booking&remote=${encodeURIComponent(value)}`);
    expect(load()).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(`Remote override "${value.includes('@') ? value : `${value}@`}" refused: ${reason}; the published entry is used.`);
    expect(requestedOverrides()).toBeNull();
    expect(window.location.search).toBe('?flow=booking');
  });

  it('refuses everything when the deployment publishes an empty allow-list', () => {
    visit(`/?remote=search@${PREVIEW}`);
    expect(load({ ...MANIFEST, overrideOrigins: [] })).toEqual({});
    expect(warn.mock.calls[0][0]).toContain("http://localhost:4301 is not in the manifest's overrideOrigins");
  });

  it('judges kept overrides again against the manifest of the page being loaded, and drops those it no longer allows', () => {
    visit(`/?remote=search@${PREVIEW}`);
    load();
    visit('/search');
    expect(load({ ...MANIFEST, overrideOrigins: ['http://127.0.0.1:*'] })).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(requestedOverrides()).toBeNull();
  });

  it('ignores a kept value it cannot read', () => {
    expect(acceptOverrides({ params: [], stored: '{ not json' }, MANIFEST)).toEqual({});
    expect(acceptOverrides({ params: [], stored: 'null' }, MANIFEST)).toEqual({});
  });

  it('keeps what was accepted for the tab, forgets it on reset, and works in a tab without storage', () => {
    acceptOverrides({ params: [`search@${PREVIEW}`], stored: null }, MANIFEST);
    expect(window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe(JSON.stringify({ search: PREVIEW }));
    clearRemoteOverrides();
    expect(window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    const page = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(acceptOverrides({ params: [`search@${PREVIEW}`], stored: null }, MANIFEST, page)).toEqual({ search: PREVIEW });
    expect(() => clearRemoteOverrides(page)).not.toThrow();
  });

  it('accepts only published remotes with an http(s) address whose origin the allow-list names', () => {
    expect(overrideRefusal('search', PREVIEW, MANIFEST)).toBeNull();
    expect(overrideRefusal('search', 42, MANIFEST)).toBe('its address is not an absolute URL');
  });
});
