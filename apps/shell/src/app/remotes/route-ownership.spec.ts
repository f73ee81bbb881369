import { isRemoteName, ownerOf } from './route-ownership';

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

  it.each(['/', '/ideas', '/page/3', '/partner/macif', '/landing/weekend-ideas', '/constructor', '/toString', '/searching'])('%s stays with the shell', (pathname) => {
    expect(ownerOf(pathname)).toBeNull();
  });

  it('knows the five remotes by name only', () => {
    expect(isRemoteName('search')).toBe(true);
    expect(isRemoteName('shell')).toBe(false);
  });
});
