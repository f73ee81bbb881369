import fc from 'fast-check';
import { ACCOUNT_HOME_PATH, accountSignInOrigin, accountSignInUrl } from './account-sign-in';

const query = (origin: string) => `?${new URLSearchParams({ origin })}`;

describe('the sign-in origin (product-side.md, account: /account/signin?origin={current url})', () => {
  it('writes the origin into the sign-in and sign-up addresses', () => {
    expect(accountSignInUrl('/nl/search?flow=booking#city=gent')).toBe(`/account/signin?origin=${encodeURIComponent('/nl/search?flow=booking#city=gent')}`);
    expect(accountSignInUrl('/', '/account/signup')).toBe('/account/signup?origin=%2F');
  });

  it('returns to the page of this site the visitor came from, query and hash kept', () => {
    expect(accountSignInOrigin(query('/search?flow=booking#city=gent'), '')).toBe('/search?flow=booking#city=gent');
    expect(accountSignInOrigin(query('/product/42'), '')).toBe('/product/42');
  });

  it('drops the Belgian prefix, which the router adds again', () => {
    expect(accountSignInOrigin(query('/nl/search?flow=booking'), '/nl')).toBe('/search?flow=booking');
    expect(accountSignInOrigin(query('/nl'), '/nl')).toBe('/');
    expect(accountSignInOrigin(query('/nlx/page'), '/nl')).toBe('/nlx/page');
  });

  it.each([
    ['no origin', ''],
    ['another site', query('https://evil.example/steal')],
    ['a protocol-relative address', query('//evil.example/steal')],
    ['a backslash trick', query('/\\evil.example')],
    ['a script', query('javascript:alert(1)')],
    ['a relative path', query('account')],
    ['a control character', query('/\t/evil.example')],
    ['a dot segment that resolves to another site', query('/.//evil.example')],
    ['the sign-in page itself', query('/account/signin?origin=/')],
    ['the sign-up page', query('/fr/account/signup')],
  ])('%s gives the account home', (_name, search) => {
    expect(accountSignInOrigin(search, '/fr')).toBe(ACCOUNT_HOME_PATH);
  });

  it('whatever the origin, the return is a path of this site', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', '/fr', '/nl'), (origin, basePath) => {
        const path = accountSignInOrigin(query(origin), basePath);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
      }),
    );
  });
});
