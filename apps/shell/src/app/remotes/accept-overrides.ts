import type { RemoteEntries, RemoteManifest } from './manifest';
import { ORIGIN_PATTERN } from './origin-pattern';
import { OVERRIDE_STORAGE_KEY, type RequestedOverrides } from './remote-overrides';

/**
 * Whether an address belongs to a pattern's origins: same scheme, the very host (or one of its
 * subdomains for `*.`: `localhost.evil.com` is not `localhost`), the same port, the scheme's default
 * when none is written, any with `*`. The host is the URL's own, so `http://localhost@evil.com/` is `evil.com`.
 */
export function originMatches(url: URL, pattern: string): boolean {
  const parts = ORIGIN_PATTERN.exec(pattern);
  if (!parts) return false;
  const [, scheme, anySubdomain, host, port] = parts;
  const defaultPort = url.protocol === 'https:' ? 443 : 80;
  const hostname = host.toLowerCase();
  return (
    url.protocol === `${scheme.toLowerCase()}:` &&
    (anySubdomain ? url.hostname.endsWith(`.${hostname}`) : url.hostname === hostname) &&
    (port === '*' || Number(url.port || defaultPort) === Number(port ?? defaultPort))
  );
}

/**
 * Why an override may not be loaded, or null when it may: it must name a remote the manifest
 * publishes, with an absolute http(s) address whose origin the allow-list (`overrideOrigins`) names.
 */
export function overrideRefusal(remote: string, entry: unknown, { remotes, overrideOrigins }: RemoteManifest): string | null {
  if (!Object.hasOwn(remotes, remote)) return `no remote is called "${remote}"`;
  let url: URL;
  try {
    url = new URL(String(entry));
  } catch {
    return 'its address is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'its address is not http(s)';
  if (!overrideOrigins.some((pattern) => originMatches(url, pattern))) return `${url.origin} is not in the manifest's overrideOrigins`;
  return null;
}

function parseStored(stored: string | null): object {
  try {
    const overrides: unknown = JSON.parse(stored ?? '{}');
    return overrides && typeof overrides === 'object' ? overrides : {};
  } catch {
    return {};
  }
}

/**
 * The overrides a page asks for that the manifest accepts: those kept from earlier pages, then those
 * of the address (a later one replaces an earlier one for the same remote). A refused one is named
 * on the console with the reason and dropped, so the published entry is used; what was accepted is
 * kept for the tab. Loaded only in a tab that asks for an override.
 */
export function acceptOverrides({ params, stored }: RequestedOverrides, manifest: RemoteManifest, page: Pick<Window, 'sessionStorage'> = window): RemoteEntries {
  const candidates: [string, unknown][] = Object.entries(parseStored(stored));
  for (const value of params) {
    const at = value.indexOf('@');
    candidates.push(at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)]);
  }
  const accepted: RemoteEntries = {};
  for (const [remote, entry] of candidates) {
    const refusal = overrideRefusal(remote, entry, manifest);
    if (refusal) console.warn(`Remote override "${remote}@${String(entry)}" refused: ${refusal}; the published entry is used.`);
    // No refusal: the manifest publishes a remote of that name.
    else accepted[remote as keyof RemoteEntries] = String(entry);
  }
  try {
    if (Object.keys(accepted).length > 0) page.sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(accepted));
    else page.sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // No storage in this tab: the override lasts this page only.
  }
  return accepted;
}

/** Forgets the tab's overrides (the banner's Reset): from the next page on, every remote is the published one. */
export function clearRemoteOverrides(page: Pick<Window, 'sessionStorage'> = window): void {
  try {
    page.sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // No storage, so nothing kept.
  }
}
