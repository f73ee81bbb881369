import { clearSession, isSignedIn, readSession } from './session';

afterEach(() => {
  for (const name of ['userAccountId', 'accessToken', 'other']) document.cookie = `${name}=; Max-Age=0; path=/`;
});

describe('the session cookies (product-side.md, logged-in account user)', () => {
  it('reads the account id and the access token, decoded; absent or empty cookies are null', () => {
    expect(readSession()).toEqual({ accountId: null, accessToken: null });
    document.cookie = 'other=1; path=/';
    document.cookie = 'userAccountId=42; path=/';
    document.cookie = `accessToken=${encodeURIComponent('a b=c')}; path=/`;
    expect(readSession()).toEqual({ accountId: '42', accessToken: 'a b=c' });
    expect(isSignedIn(readSession())).toBe(true);
  });

  it('is signed in only with an access token', () => {
    document.cookie = 'userAccountId=42; path=/';
    expect(isSignedIn(readSession())).toBe(false);
  });

  it('signing out clears both cookies', () => {
    document.cookie = 'userAccountId=42; path=/';
    document.cookie = 'accessToken=t; path=/';
    clearSession();
    expect(readSession()).toEqual({ accountId: null, accessToken: null });
    expect(document.cookie).toBe('');
  });
});
