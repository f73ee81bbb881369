import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

/**
 * A value derived from a JSON file, derived again only when the file changes on disk (so a deploy
 * that rewrites it is seen without a restart); `fallback` while the file is missing. A file that is
 * not JSON is derived from `null`.
 */
export function whenChanged<T>(path: string, derive: (json: unknown) => T, fallback: T): () => T {
  let seen: { mtimeMs: number; value: T } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return fallback;
    }
    if (seen?.mtimeMs !== mtimeMs) seen = { mtimeMs, value: derive(safeJson(readFileSync(path, 'utf8'))) };
    return seen.value;
  };
}

/** A file's JSON, or null when it is not JSON. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A file of a build: a content-hashed name, nothing that could end a `Link` header's entry. */
const BUILD_FILE = v.pipe(v.string(), v.regex(/^[\w.-]+$/));

/**
 * What the hints read of a remote's `mf-manifest.json` (Module Federation's manifest plugin): the
 * files each exposed module loads before it runs, and the shared packages the remote consumes.
 */
const RemoteManifestSchema = v.object({
  exposes: v.array(
    v.object({
      name: v.string(),
      assets: v.object({ js: v.object({ sync: v.array(BUILD_FILE) }), css: v.object({ sync: v.array(BUILD_FILE) }) }),
    }),
  ),
  shared: v.optional(v.array(v.object({ name: v.string() })), []),
});

/** The exposed module a remote's pages render. */
const PAGES_MODULE = 'Routes';

/** A remote's page code: `Link` entries for its entry and the scripts and styles of its `./Routes`, and the shared packages it consumes; nothing when its manifest cannot be read. */
function routesHints(base: string, json: unknown): { readonly hints: string[]; readonly shared: string[] } {
  const parsed = v.safeParse(RemoteManifestSchema, json);
  const routes = parsed.success ? parsed.output.exposes.find((expose) => expose.name === PAGES_MODULE) : undefined;
  if (!parsed.success || !routes) return { hints: [], shared: [] };
  return {
    hints: [
      `<${base}remoteEntry.js>; rel=preload; as=script`,
      ...routes.assets.js.sync.map((file) => `<${base}${file}>; rel=preload; as=script`),
      ...routes.assets.css.sync.map((file) => `<${base}${file}>; rel=preload; as=style`),
    ],
    shared: parsed.output.shared.map((shared) => shared.name),
  };
}

/**
 * What the shell's build says of remote pages (`frames/remote-pages.json`): which remote renders
 * which first path segment, the preview override's query parameter, and the scripts of the shared
 * packages the shell provides but does not load at start-up.
 */
const RemotePagesSchema = v.object({
  owners: v.record(v.string(), v.string()),
  overrideParam: v.pipe(v.string(), v.minLength(1)),
  lazyShared: v.optional(v.record(v.string(), v.array(BUILD_FILE)), {}),
});

/**
 * The `Link` header of a page a remote renders: preload hints for the remote's entry and its
 * `./Routes` code, so the browser fetches them with the shell's start-up files instead of after the
 * shell has started and asked for them (HTML → main.js → remoteEntry.js → ./Routes). Also the
 * shell's copy of each shared package the remote consumes that the shell's start-up does not load:
 * the federation runtime fetches it before `./Routes` runs, after React has started. Only for a
 * remote this server serves at the address the shell's published manifest gives it
 * (`/remotes/{name}/remoteEntry.js`): a remote moved to another origin gets no hint, nor does a tab
 * that previews other builds of remotes (the override's query parameter). Which remote renders a
 * page comes from the shell's build (`frames/remote-pages.json`: first path segment → remote); each
 * remote's files from its own `mf-manifest.json`, read again when a deploy of that remote rewrites it.
 */
export function remotePageHints(options: {
  readonly webRoot: string;
  /** The remotes served from this origin, by folder name. */
  readonly localRemotes: readonly string[];
  /** The shell's published manifest: remote name → address of its `remoteEntry.js`. */
  readonly manifest: () => Readonly<Record<string, unknown>>;
}): (routerPath: string, query: URLSearchParams) => string | undefined {
  const remotePages = whenChanged(
    join(options.webRoot, 'shell', 'frames', 'remote-pages.json'),
    (json) => {
      const parsed = v.safeParse(RemotePagesSchema, json);
      return parsed.success ? parsed.output : undefined;
    },
    undefined,
  );
  const remotes = new Map(
    options.localRemotes.map((name) => [
      name,
      whenChanged(join(options.webRoot, name, 'mf-manifest.json'), (json) => routesHints(`/remotes/${name}/`, json), { hints: [], shared: [] }),
    ]),
  );
  return (routerPath, query) => {
    const pages = remotePages();
    if (!pages || query.has(pages.overrideParam)) return undefined;
    const segment = routerPath.split('/')[1] ?? '';
    const owner = Object.hasOwn(pages.owners, segment) ? pages.owners[segment] : undefined;
    const hints = owner === undefined ? undefined : remotes.get(owner);
    if (!hints || options.manifest()[owner as string] !== `/remotes/${owner}/remoteEntry.js`) return undefined;
    const remote = hints();
    if (remote.hints.length === 0) return undefined;
    const sharedCode = remote.shared.flatMap((name) => (Object.hasOwn(pages.lazyShared, name) ? pages.lazyShared[name] : []));
    return [...remote.hints, ...sharedCode.map((file) => `</${file}>; rel=preload; as=script`)].join(', ');
  };
}
