import { isOriginPattern } from './origin-pattern';
import { isRemoteName, type RemoteName } from './route-ownership';

/** Remote name → URL of its `remoteEntry.js`. */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

/** What a deployment publishes next to the shell (`module-federation.manifest.json`). */
export interface RemoteManifest {
  /** The published remotes: one line of the file each (`"search": "/remotes/search/remoteEntry.js"`). */
  readonly remotes: RemoteEntries;
  /**
   * `overrideOrigins`: the origins (CSP patterns such as `http://localhost:*`) a tab may load a
   * remote's preview build from in place of the published one; none when the file has no such list.
   */
  readonly overrideOrigins: readonly string[];
}

/** Where the shell finds the manifest: next to its own files, whatever the page's path. */
export const MANIFEST_URL = '/module-federation.manifest.json';

/**
 * Reads the manifest a deployment publishes, so a team ships its remote by publishing new files
 * and, when the URL changes, one line of this file; the shell is not rebuilt.
 */
export async function fetchManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  const response = await fetchImpl(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  return parseManifest(await response.json());
}

/**
 * Keeps the known remotes with a string URL and the well-formed origin patterns of
 * `overrideOrigins`; anything else in the file is ignored.
 */
export function parseManifest(json: unknown): RemoteManifest {
  const remotes: RemoteEntries = {};
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return { remotes, overrideOrigins: [] };
  for (const [name, entry] of Object.entries(json)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry.length > 0) remotes[name] = entry;
  }
  const { overrideOrigins } = json as { overrideOrigins?: unknown };
  return { remotes, overrideOrigins: Array.isArray(overrideOrigins) ? overrideOrigins.filter(isOriginPattern) : [] };
}
