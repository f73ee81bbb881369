/** The sign-in page (product-side.md, account: `/account/signin?origin={current url}`). */
export const ACCOUNT_SIGN_IN_PATH = '/account/signin';

/** The sign-up page, which keeps the sign-in's `origin`. */
export const ACCOUNT_SIGN_UP_PATH = '/account/signup';

/** The signed-in customer's home: where a sign-in without a usable origin lands. */
export const ACCOUNT_HOME_PATH = '/account';

/** A base that no address of the site can have, to read a path as this site would. */
const SAME_SITE = 'https://escapade.invalid';

/** The sign-in (or sign-up) page that sends the visitor back to `origin` afterwards (the page they were on, Belgian prefix included). */
export function accountSignInUrl(origin: string, page: typeof ACCOUNT_SIGN_IN_PATH | typeof ACCOUNT_SIGN_UP_PATH = ACCOUNT_SIGN_IN_PATH): string {
  return `${page}?${new URLSearchParams({ origin })}`;
}

/**
 * Where a sign-in returns to, as a path of the router (without the market's `basePath`): the
 * `origin` of the page's query when it is a path of this site, else the account's home. Another
 * site, a protocol-relative `//host`, a backslash trick or the sign-in pages themselves give the
 * home, so the parameter can never send a visitor away from the site. Never throws.
 */
export function accountSignInOrigin(search: string, basePath: string): string {
  const origin = new URLSearchParams(search).get('origin');
  if (origin === null || !origin.startsWith('/') || origin.startsWith('//') || origin.includes('\\') || [...origin].some((character) => character < ' ')) {
    return ACCOUNT_HOME_PATH;
  }
  // A path-absolute reference (one slash, no backslash, no control character) stays on the base's site.
  const url = new URL(origin, SAME_SITE);
  let path = url.pathname;
  if (basePath !== '' && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length) || '/';
  // A path such as `/.//host` resolves to `//host`, which a browser reads as another site.
  if (path.startsWith('//') || path === ACCOUNT_SIGN_IN_PATH || path === ACCOUNT_SIGN_UP_PATH) return ACCOUNT_HOME_PATH;
  return `${path}${url.search}${url.hash}`;
}
