/**
 * The query parameter with which a team previews its build on the composed site, for one tab:
 * `?remote=search@http://localhost:4301/remoteEntry.js` (remote name, `@`, address of the build's
 * `remoteEntry.js`), repeated for several remotes.
 */
export const OVERRIDE_PARAM = 'remote';

/** Where the tab keeps the overrides it accepted (JSON: remote name → address), so they survive navigation and reloads. */
export const OVERRIDE_STORAGE_KEY = 'escapade.remoteOverrides';

/** What overrides use of the window: the address, the history to tidy the address, the tab's storage. */
export type OverridePage = Pick<Window, 'location' | 'history' | 'sessionStorage'>;

/** The overrides a page asks for, not judged yet (accept-overrides.ts judges them, loaded only then). */
export interface RequestedOverrides {
  /** The values of the query parameter, in order (`search@http://localhost:4301/remoteEntry.js`). */
  readonly params: readonly string[];
  /** What the tab kept from earlier pages, as stored. */
  readonly stored: string | null;
}

/** The page's address without the override parameter: path, other parameters as written, and hash kept. */
function withoutOverrideParam({ pathname, search, hash }: Location): string {
  const query = search
    .slice(1)
    .split('&')
    .filter((pair) => pair && !new URLSearchParams(pair).has(OVERRIDE_PARAM))
    .join('&');
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Runs on every visit, so it only reads: the parameter (then taken out of the address bar, before
 * the router reads it) and the tab's storage. Null, the usual answer, when the page asks for no override.
 */
export function requestedOverrides(page: OverridePage = window): RequestedOverrides | null {
  const params = new URLSearchParams(page.location.search).getAll(OVERRIDE_PARAM);
  let stored: string | null = null;
  try {
    stored = page.sessionStorage.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // No storage in this tab: only the parameter counts.
  }
  if (params.length === 0 && stored === null) return null;
  if (params.length > 0) page.history.replaceState(page.history.state, '', withoutOverrideParam(page.location));
  return { params, stored };
}
