import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import fastifyStatic from '@fastify/static';
import { CHAT_META_NAME, FRAME_PICTURE_ATTRIBUTE, type ApiError } from '@escapade/api-contract';
import { isCustomerCareHost, resolveMarket } from '@escapade/i18n/markets';
import type { MarketCode } from '@escapade/util-market';
import { chatAppIdOfPage, withChatSources, type ChatWidgetConfig } from './chat-widget';
import { answerOtherMethods } from './error-handler';
import { remotePageHints, safeJson, whenChanged } from './remote-hints';
import { extendPolicy } from './security-headers';
import type { PreloadedPage } from './page-preloads';

/** Content-hashed file names (`main.3f9a…e1.js`) never change, so browsers may keep them for a year. */
const HASHED_FILE = /\.[0-9a-f]{16,}\.(js|css)$/;

/** The copies the production build writes next to each text file (`main.js.br`, `main.js.gz`). */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Cache rules by file name, whichever copy is sent: hashed files for a year, everything else
 * (the shell page, the remote manifest, each `remoteEntry.js`) revalidated on every visit, so a
 * deployment is seen at once. The reply depends on `Accept-Encoding`, which caches must know.
 */
function setFileHeaders(res: { setHeader(name: string, value: string): void }, path: string): void {
  res.setHeader('cache-control', HASHED_FILE.test(path.replace(COMPRESSED_COPY, '')) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('vary', 'accept-encoding');
}

/** Options every static folder shares: the best precompressed copy the client accepts, and our cache rules. */
const FILE_OPTIONS = {
  preCompressed: true,
  // The copies are only sent in place of their file, never as files of their own.
  globIgnore: ['**/*.br', '**/*.gz'],
  allowedPath: (pathname: string) => !COMPRESSED_COPY.test(pathname),
  cacheControl: false,
  setHeaders: setFileHeaders,
};

/**
 * Whether a path no file matched is a page of the single-page app. A path naming a file (an
 * extension in its last segment) or any dot-segment (`/.git/config`) is a missing file: a 404, so a
 * stale chunk fails loudly instead of being parsed as the shell's HTML.
 */
function isPagePath(path: string): boolean {
  const segments = path.split('/');
  if (segments[1] === 'api' || segments[1] === 'remotes') return false;
  return !segments.some((segment) => segment.startsWith('.')) && !/\.[a-z0-9]+$/i.test(segments[segments.length - 1]);
}

/** The shell's remote manifest: remote name → address of its `remoteEntry.js`, and `overrideOrigins`. */
const MANIFEST_FILE = 'module-federation.manifest.json';

/** What a page may load from a remote's origin: its scripts, styles, images, fonts and the files its runtime fetches. */
const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'];

/**
 * An `overrideOrigins` entry the policy may carry as it is: an http(s) source with nothing that
 * would end it or add another (no space, `;`, `,` or quote). Which addresses a pattern matches is the shell's to judge.
 */
const POLICY_SOURCE = /^https?:\/\/[^\s;,'"]+$/;

/**
 * Where a developer previews a remote's build on their own machine (deploy-a-remote.md). Allowed only
 * when the site itself is served from a loopback host (`npm start`, the end-to-end tests): a site on
 * its real domain allows exactly the previews its published manifest lists, never the visitor's own
 * machine.
 */
export const LOCAL_PREVIEW_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** Whether a request's host name (port removed by Fastify) is this machine: `localhost`, a `*.localhost` name or a loopback address. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/** The published manifest as an object (nothing when it is not one). */
function manifestEntries(json: unknown): Readonly<Record<string, unknown>> {
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

/**
 * The origins of the remotes the published manifest places on another origin (absolute http(s)
 * addresses; relative ones are this origin), and the patterns of its `overrideOrigins`, from which a
 * tab may preview a remote's build. Read again when the file changes, so moving a remote is one
 * edit of the manifest, with no restart; an unreadable manifest adds nothing.
 */
function remoteOrigins(json: unknown): string[] {
  const { overrideOrigins, ...entries } = manifestEntries(json);
  const origins = new Set<string>();
  for (const entry of Object.values(entries)) {
    if (typeof entry !== 'string' || !/^https?:\/\//.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not an address: the shell reports that remote as failing to load.
    }
  }
  if (Array.isArray(overrideOrigins)) {
    for (const pattern of overrideOrigins) if (typeof pattern === 'string' && POLICY_SOURCE.test(pattern)) origins.add(pattern);
  }
  return [...origins].sort();
}

/**
 * The market of a page address (from the host name and, in Belgium, the language prefix) and the
 * router's path in it (the prefix removed); nothing for the Belgian language choice.
 */
function marketPage(hostname: string, pathname: string): Omit<PreloadedPage, 'search'> | undefined {
  const host = hostname.replace(/:\d+$/, '');
  const resolution = resolveMarket(host, pathname);
  if (resolution.kind !== 'market') return undefined;
  return { market: resolution.market.code, routerPath: pathname.slice(resolution.market.basePath.length) || '/', customerCare: isCustomerCareHost(host) };
}

/**
 * Which HTML page the shell's build wrote for a visit: the frame of the visited market (from the
 * host name and, in Belgium, the language prefix) and kind of page — the home page at the market's
 * root, a remote's page anywhere else (a page with no frame of its own, such as not found, is
 * rendered afresh over it) — or the bare index.html for the Belgian language choice and when the
 * build wrote no frames. The browser hydrates the frame.
 */
export function pageFrames(shellRoot: string): (hostname: string, pathname: string) => string {
  const framesFolder = join(shellRoot, 'frames');
  const frames = new Set(existsSync(framesFolder) ? readdirSync(framesFolder) : []);
  const kindOf = frameRoutes(join(framesFolder, 'routes.json'));
  return (hostname, pathname) => {
    const page = marketPage(hostname, pathname);
    if (!page) return 'index.html';
    const file = `${page.market}.${kindOf(page.routerPath)}.html`;
    return frames.has(file) ? `frames/${file}` : 'index.html';
  };
}

/**
 * The kind of frame of a router path, from the routes the shell's build lists for each kind
 * (`frames/routes.json`): the home at its exact path, another kind at or below one of its routes,
 * the remote frame for the rest. Without the list (an older build), the home and the remote frame.
 */
function frameRoutes(file: string): (routerPath: string) => string {
  const parsed = v.safeParse(FrameRoutesSchema, existsSync(file) ? safeJson(readFileSync(file, 'utf8')) : null);
  const routes = parsed.success ? Object.entries(parsed.output) : [['home', ['/']] as const];
  return (routerPath) => {
    for (const [kind, paths] of routes) {
      if (paths.some((path) => routerPath === path || (path !== '/' && routerPath.startsWith(`${path}/`)))) return kind;
    }
    return 'remote';
  };
}

/**
 * Whether a router path is a page of the site, from the patterns the shell's build lists
 * (`frames/pages.json`): `/x` that path, `/x/:name` one segment below it, `/x/*` that path and all
 * below it (a trailing slash aside). Without the list (an older build), every path is a page.
 */
export function knownPages(file: string): (routerPath: string) => boolean {
  const parsed = v.safeParse(PageRoutesSchema, existsSync(file) ? safeJson(readFileSync(file, 'utf8')) : null);
  if (!parsed.success) return () => true;
  const patterns = parsed.output.map((route) => route.split('/'));
  return (routerPath) => {
    const segments = (routerPath.length > 1 ? routerPath.replace(/\/$/, '') : routerPath).split('/');
    return patterns.some((parts) =>
      parts[parts.length - 1] === '*'
        ? segments.length >= parts.length - 1 && parts.slice(0, -1).every((part, index) => part === segments[index])
        : parts.length === segments.length && parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index])),
    );
  };
}

const PageRoutesSchema = v.array(v.pipe(v.string(), v.startsWith('/')));

const FrameRoutesSchema = v.record(v.pipe(v.string(), v.regex(/^[a-z]+$/)), v.array(v.pipe(v.string(), v.startsWith('/'))));

/** The `<img>` a stay page's frame holds for its gallery's first picture, which the server fills in. */
const FRAME_PICTURE_TAG = new RegExp(`<img [^>]*${FRAME_PICTURE_ATTRIBUTE}[^>]*>`);

/**
 * A frame's HTML with its picture slot filled: the `<img>`'s `src` set to `picture`, or the element
 * removed when the page has none to show (an unknown or expired stay). The browser reads the same
 * element back before hydrating, so its first render writes what the server sent.
 */
export function withFramePicture(html: string, picture: string | undefined): string {
  return html.replace(FRAME_PICTURE_TAG, (tag) => (picture === undefined ? '' : tag.replace(/ src="[^"]*"/, () => ` src="${escapeAttribute(picture)}"`)));
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * A page's HTML telling its chat buttons the app id (see `chatAppIdOfPage`): the last tag of its
 * head, or the first after the doctype of a page that does not close its head.
 */
export function withChatMeta(html: string, appId: string): string {
  const meta = `<meta name="${CHAT_META_NAME}" content="${escapeAttribute(appId)}">`;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, (end) => `${meta}${end}`) : html.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${meta}`);
}

/** A built page's HTML, and whether it has a picture slot to fill (see `withFramePicture`). */
interface BuiltPage {
  readonly html: string;
  readonly pictureSlot: boolean;
}

/**
 * The built pages, read once each (frames, like the list of them, are the build's and change only
 * with a new start). A page written for its visit (a picture slot filled, the chat's tag added) is
 * sent from this text; the others as files, with their compressed copies.
 */
function builtPages(shellRoot: string): (file: string) => BuiltPage {
  const read = new Map<string, BuiltPage>();
  return (file) => {
    let page = read.get(file);
    if (page === undefined) {
      const html = readFileSync(join(shellRoot, file), 'utf8');
      page = { html, pictureSlot: FRAME_PICTURE_TAG.test(html) };
      read.set(file, page);
    }
    return page;
  };
}

/** The robots directives of a market's home in a flow (the address's `?flow=`), or null to send none. */
export type HomeRobots = (market: MarketCode, flow: string | null) => string | null;

/** What every page but a market's home says to search engines where the environment does not allow indexing. */
export const NOT_INDEXED = 'noindex';

/**
 * The robots directives a page address gets: a market's home gets those of its CMS home (which
 * already say noindex where indexing is off), so crawlers read them without running the page's
 * script; other pages none where indexing is on, `noindex` where it is off.
 */
export function robotsOfPage(homeRobots: HomeRobots | undefined, hostname: string, url: string, indexing: boolean): string | null {
  const otherPage = indexing ? null : NOT_INDEXED;
  const [pathname, query = ''] = url.split('?');
  const page = marketPage(hostname, pathname);
  if (!page || !homeRobots || page.routerPath !== '/') return otherPage;
  return homeRobots(page.market, new URLSearchParams(query).get('flow')) ?? otherPage;
}

/**
 * Serves the built shell at `/` and each remote folder at `/remotes/{name}/`, so the whole site
 * runs from one origin; unknown page paths get the shell's index.html (the SPA fallback). Pages
 * carry their robots directives in an `X-Robots-Tag` header (see `robotsOfPage`).
 */
/** What a page needs first, as `Link` header values the browser preloads (see `pagePreloads`). */
export type PagePreloads = (page: PreloadedPage) => readonly string[];

/** The address of the picture a stay's page frame shows before any script, if any (see `framePicture`). */
export type FramePicture = (page: PreloadedPage) => string | undefined;

interface WebStaticOptions {
  readonly webRoot: string;
  readonly homeRobots?: HomeRobots;
  readonly pagePreloads?: PagePreloads;
  readonly framePicture?: FramePicture;
  readonly indexing: boolean;
  /** Where the chat widget is offered; without it, nowhere. */
  readonly chat?: ChatWidgetConfig;
}

export default fp(async function webStatic(app: FastifyInstance, options: WebStaticOptions) {
  const shellRoot = join(options.webRoot, 'shell');
  // The manifest has a route of its own, below: what it allows depends on the host asked.
  await app.register(fastifyStatic, { ...FILE_OPTIONS, globIgnore: [...FILE_OPTIONS.globIgnore, MANIFEST_FILE], root: shellRoot, prefix: '/', index: false, wildcard: false });

  const remoteFolders = readdirSync(options.webRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shell' && existsSync(join(options.webRoot, entry.name, 'remoteEntry.js')))
    .map((entry) => entry.name);
  for (const name of remoteFolders) {
    await app.register(fastifyStatic, { ...FILE_OPTIONS, root: join(options.webRoot, name), prefix: `/remotes/${name}/`, decorateReply: false });
  }

  // The shell page may load remotes from the origins the manifest names, and previews from its allow-list.
  const manifestPath = join(shellRoot, MANIFEST_FILE);
  // One read of the manifest (per change of the file) for both the policy and the hints.
  const published = whenChanged(manifestPath, (json) => ({ entries: manifestEntries(json), origins: remoteOrigins(json) }), { entries: {}, origins: [] });
  const originsOfRemotes = (hostname: string) => (isLoopbackHost(hostname) ? [...new Set([...published().origins, ...LOCAL_PREVIEW_ORIGINS])].sort() : published().origins);
  const hintsOf = remotePageHints({ webRoot: options.webRoot, localRemotes: remoteFolders, manifest: () => published().entries });
  const pageOf = pageFrames(shellRoot);
  const readPage = builtPages(shellRoot);
  const isPage = knownPages(join(shellRoot, 'frames', 'pages.json'));
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, query = ''] = request.url.split('?');
    const page = marketPage(request.hostname, pathname);
    // The chat's buttons show where its tag is, and its provider's code may then run (product-side.md section 6).
    const chatAppId = chatAppIdOfPage(options.chat, page);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      const withRemotes = extendPolicy(policy, REMOTE_DIRECTIVES, originsOfRemotes(request.hostname));
      reply.header('content-security-policy', chatAppId ? withChatSources(withRemotes) : withRemotes);
    }
    const robots = robotsOfPage(options.homeRobots, request.hostname, request.url, options.indexing);
    if (robots) reply.header('x-robots-tag', robots);
    const hints = page && hintsOf(page.routerPath, new URLSearchParams(query));
    const preloads = (page && options.pagePreloads?.({ ...page, search: query })) ?? [];
    const links = [hints, ...preloads].filter(Boolean);
    if (links.length > 0) reply.header('link', links.join(', '));
    const file = pageOf(request.hostname, pathname);
    const built = readPage(file);
    // No page of the site at this address: the not-found page, which the shell renders, with a 404 for search engines.
    const notFound = page !== undefined && !isPage(page.routerPath);
    if (notFound) reply.status(404);
    if (built.pictureSlot || chatAppId || notFound) {
      // Written for this page: compressed on the fly (see the compression plugin), revalidated like any page.
      setFileHeaders(reply.raw, file);
      const html = built.pictureSlot ? withFramePicture(built.html, page && options.framePicture?.({ ...page, search: query })) : built.html;
      return reply.type('text/html; charset=utf-8').send(chatAppId ? withChatMeta(html, chatAppId) : html);
    }
    return reply.type('text/html').sendFile(file, shellRoot);
  };

  // Site pages, not API operations: kept out of the OpenAPI document, like the file routes.
  const notAnOperation = { schema: { hide: true } };

  // The manifest as published, read again when the file changes; on a loopback host its preview
  // allow-list also names this machine's origins, as the page's policy does.
  app.get(`/${MANIFEST_FILE}`, notAnOperation, (request, reply) => {
    if (!existsSync(manifestPath)) return reply.callNotFound();
    setFileHeaders(reply.raw, manifestPath);
    reply.type('application/json; charset=utf-8');
    const text = readFileSync(manifestPath, 'utf8');
    const json = safeJson(text);
    // As a stream, so it is compressed like the site's other files, however small (see the compression plugin).
    // Not an object: sent as it is, and the shell reads it as no manifest.
    if (!json || typeof json !== 'object' || Array.isArray(json) || !isLoopbackHost(request.hostname)) return reply.send(Readable.from([text]));
    const listed = (json as { overrideOrigins?: unknown }).overrideOrigins;
    const overrideOrigins = [...new Set([...(Array.isArray(listed) ? listed : []), ...LOCAL_PREVIEW_ORIGINS])];
    return reply.send(Readable.from([JSON.stringify({ ...json, overrideOrigins })]));
  });
  app.get('/', notAnOperation, (request, reply) => sendShell(request, reply));

  // Files are registered one route each (`wildcard: false`), so this only sees paths with no file.
  app.get<{ Params: { '*': string } }>('/*', notAnOperation, (request, reply) => {
    // The router's decoded path, so `/%2egit/config` is judged as `/.git/config`.
    const path = `/${request.params['*']}`;
    if (isPagePath(path)) return sendShell(request, reply);
    const otherMethods = answerOtherMethods(app, request, reply);
    if (otherMethods) return otherMethods;
    const body: ApiError = { code: 'NOT_FOUND', message: `No file or route for GET ${request.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
});
