import { isRemoteName, ownerOf } from './route-ownership';
import { parseManifest } from './manifest';

describe('route ownership', () => {
  it.each([
    ['/search', 'search'],
    ['/search/activities', 'search'],
    ['/product/12/weekend-in-lyon', 'product'],
    ['/hotel/4', 'product'],
    ['/activity/9', 'product'],
    ['/gift/3', 'gifting'],
    ['/giftcard/customization', 'gifting'],
    ['/checkout/summary', 'checkout'],
    ['/confirmation/abc', 'checkout'],
    ['/account/trips', 'account'],
    ['/beneficiary/login', 'account'],
    ['/contact', 'account'],
  ])('%s belongs to %s', (pathname, owner) => {
    expect(ownerOf(pathname)).toBe(owner);
  });

  it.each(['/', '/ideas', '/page/3', '/constructor', '/toString', '/searching'])('%s stays with the shell', (pathname) => {
    expect(ownerOf(pathname)).toBeNull();
  });

  it('knows the five remotes by name only', () => {
    expect(isRemoteName('search')).toBe(true);
    expect(isRemoteName('shell')).toBe(false);
  });
});

describe('remote manifest', () => {
  it('keeps known remotes with a URL and drops everything else', () => {
    expect(parseManifest({ search: '/remotes/search/remoteEntry.js', product: '', admin: '/x.js', gifting: 42, account: 'https://cdn.example/account/remoteEntry.js' })).toEqual({
      search: '/remotes/search/remoteEntry.js',
      account: 'https://cdn.example/account/remoteEntry.js',
    });
  });

  it.each([null, 'text', 3, ['search']])('reads %p as an empty manifest', (json) => {
    expect(parseManifest(json)).toEqual({});
  });
});
