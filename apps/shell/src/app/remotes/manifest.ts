import { isRemoteName, type RemoteName } from './route-ownership';

/** Remote name → URL of its `remoteEntry.js`, as published next to the shell. */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

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

/** Keeps the known remotes with a string URL; anything else in the file is ignored. */
export function parseManifest(json: unknown): RemoteManifest {
  const manifest: RemoteManifest = {};
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return manifest;
  for (const [name, entry] of Object.entries(json)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry.length > 0) manifest[name] = entry;
  }
  return manifest;
}
