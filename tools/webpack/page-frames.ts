import { execFile } from 'node:child_process';
import { sep } from 'node:path';
import { promisify } from 'node:util';
import type { Chunk, ChunkGroup, Compilation, Compiler } from 'webpack';

/** A page frame as the shell's renderer returns it (see apps/shell/src/app/frame/render-frames.tsx). */
interface RenderedFrame {
  readonly market: string;
  readonly kind: string;
  readonly lang: string;
  readonly language: string;
  readonly title: string;
  readonly description: string;
  readonly head: string;
  readonly routes: readonly string[];
  readonly html: string;
}

/** Text as HTML writes it, in an element or a quoted attribute. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The remote manifest, which the shell fetches as it starts. */
const MANIFEST = 'module-federation.manifest.json';
/** The page's entry script, as the HTML plugin writes it at the end of the body. */
const ENTRY_SCRIPT = /<script src="main\.[^"]*\.js" type="module"><\/script>/;
/** A catalog file: its folder and its language. */
const MESSAGES = /^(.*)[\\/]([a-z]{2})\.json$/;
/** `provide module (default) react-intl@12.1.5 = …`: the shared package's name. */
const PROVIDED = /^provide module \([^)]*\)(?: \([^)]*\))? (\S+)@\S* = /;

/** What the first render needs, found in the compilation: known at build time, requested from the HTML. */
interface StartFiles {
  readonly styles: string[];
  readonly scripts: string[];
  /** The message catalogs' chunks, by language. */
  readonly messages: ReadonlyMap<string, string[]>;
  /** Shared packages this build provides that the start-up does not load: their scripts, by package name. */
  readonly lazyShared: Readonly<Record<string, string[]>>;
}

const filesOf = (chunks: Iterable<Chunk>) => [...chunks].flatMap((chunk) => [...chunk.files]);

/**
 * The files the shell's start-up loads after main.js: the chunk group of `import('./bootstrap')`
 * (its scripts and styles), the chunks of the shared packages it consumes (loaded by the federation
 * runtime before it runs) and the message catalogs' chunks. Without hints, each waits for the
 * script that asks for it: HTML → main.js → bootstrap → shared packages → messages.
 */
function startFiles(compilation: Compilation, entry: string, catalogs: readonly string[]): StartFiles {
  const { chunkGraph } = compilation;
  const isEntry = (group: ChunkGroup) => group.origins.some((origin) => origin.module && 'resource' in origin.module && String(origin.module.resource).endsWith(entry));
  const bootstrap = [...compilation.chunkGroups].find(isEntry);
  if (!bootstrap) throw new Error(`PageFramesPlugin: no chunk group loaded by ${entry}`);
  // The shared packages the start-up consumes, and those they consume in turn: the federation
  // runtime loads the copy this build provides (the page's only copy), from the chunks of the
  // provide module's lazy block.
  const providers = new Map<string, Chunk[]>();
  for (const module of compilation.modules) {
    const name = module.type === 'provide-module' ? PROVIDED.exec(module.identifier())?.[1] : undefined;
    if (name)
      providers.set(
        name,
        module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []),
      );
  }
  const chunks = new Set<Chunk>();
  const pending = [...bootstrap.chunks];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (chunks.has(chunk)) continue;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      pending.push(...(providers.get((module as unknown as { options: { shareKey: string } }).options.shareKey) ?? []));
    }
  }
  const files = new Set([...bootstrap.getFiles(), ...filesOf(chunks)]);
  const messages = new Map<string, string[]>();
  for (const chunk of compilation.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const [, folder, language] = ('resource' in module && MESSAGES.exec(String(module.resource))) || [];
      if (language && catalogs.includes(folder)) messages.set(language, [...(messages.get(language) ?? []), ...[...chunk.files].filter((file) => file.endsWith('.js'))]);
    }
  }
  const all = [...files].filter((file) => !file.endsWith('.map'));
  const lazyShared = Object.fromEntries(
    [...providers]
      .filter(([, provided]) => provided.length > 0 && !provided.every((chunk) => chunks.has(chunk)))
      .map(([name, provided]) => [name, filesOf(provided).filter((file) => file.endsWith('.js'))]),
  );
  return { styles: all.filter((file) => file.endsWith('.css')), scripts: all.filter((file) => file.endsWith('.js')), messages, lazyShared };
}

/**
 * The head's loading tags, in the order the browser requests them: styles applied before the first
 * paint; the entry script, a module and so deferred, whose evaluation (the federation runtime) then
 * overlaps the other downloads instead of waiting behind them; the scripts and the manifest it asks
 * for, fetched in parallel.
 */
function hints(styles: readonly string[], entry: string, scripts: readonly string[], fetched: readonly string[]): string {
  return [
    ...styles.map((file) => `<link rel="stylesheet" href="${file}">`),
    entry,
    ...scripts.map((file) => `<link rel="preload" href="${file}" as="script">`),
    // `crossorigin` matches the fetch()'s CORS mode, so the browser reuses the preloaded response.
    ...fetched.map((file) => `<link rel="preload" href="${file}" as="fetch" crossorigin="anonymous">`),
  ].join('');
}

/**
 * What the server needs to know of remote pages: which remote renders which first path segment, the
 * preview override's query parameter, and the scripts of the shared packages the shell provides but
 * does not load at start-up (a remote page that consumes one waits for it before it runs).
 */
interface RemotePages {
  readonly owners: Readonly<Record<string, string>>;
  readonly overrideParam: string;
  readonly lazyShared?: Readonly<Record<string, string[]>>;
}

/** What the renderer gives the build: the frames, and what the server needs to know of remote pages. */
interface RendererOutput {
  readonly frames: RenderedFrame[];
  readonly remotePages: RemotePages;
  /** The router paths that are pages of the site (see `PAGE_ROUTES`), for the server's 404. */
  readonly pageRoutes: readonly string[];
}

/**
 * Runs the renderer in a Node.js process of its own, which ends once the frames are written out:
 * rendering leaves handles open (React's scheduler keeps a MessagePort) that would keep webpack's
 * process alive, and a fresh process reads the renderer as just built.
 */
async function renderFrames(renderer: string): Promise<RendererOutput> {
  const script = `const renderer = require(${JSON.stringify(renderer)}); renderer.renderFrames().then((frames) => process.stdout.write(JSON.stringify({ frames, remotePages: { owners: renderer.ROUTE_OWNERS, overrideParam: renderer.OVERRIDE_PARAM }, pageRoutes: renderer.PAGE_ROUTES }), () => process.exit(0)), (error) => { console.error(error); process.exit(1); })`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as RendererOutput;
}

/**
 * Writes the shell's page frames into the build: for each market and kind of page, index.html with
 * the frame's HTML (rendered at build time by `renderer`, a bundle built just before this one), the
 * page's language, and the hints that load the start-up files in parallel. index.html itself (the
 * Belgian language choice, pages with no frame) gets the same hints without the frame. The server
 * sends the frame of the visited market and page; the browser hydrates it.
 */
export class PageFramesPlugin {
  /** `catalogs`: the folders of the message catalogs the start-up loads (absolute), whose chunk in the page's language is preloaded. */
  constructor(private readonly options: { renderer: string; bootstrapEntry: string; catalogs: readonly string[] }) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageFramesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After index.html is written (OPTIMIZE_INLINE), before the compressed copies (OPTIMIZE_TRANSFER).
        { name: 'PageFramesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        async () => {
          const index = compilation.getAsset('index.html');
          if (!index) throw new Error('PageFramesPlugin: the build wrote no index.html');
          const written = index.source.source().toString();
          const [entry] = ENTRY_SCRIPT.exec(written) ?? [];
          if (!entry) throw new Error('PageFramesPlugin: index.html loads no main.js module script');
          const template = written.replace(entry, '');
          const files = startFiles(compilation, this.options.bootstrapEntry, this.options.catalogs);
          const page = (scripts: readonly string[]) => template.replace('</head>', () => `${hints(files.styles, entry, scripts, [MANIFEST])}</head>`);
          compilation.updateAsset('index.html', new sources.RawSource(page(files.scripts)));

          const { frames, remotePages, pageRoutes } = await renderFrames(this.options.renderer);
          // Which frame serves which router paths, for the server (the home at its path; the remote frame is the rest).
          const routes = Object.fromEntries(frames.map((frame) => [frame.kind, frame.routes]));
          compilation.emitAsset('frames/routes.json', new sources.RawSource(JSON.stringify(routes)));
          // Which router paths are pages, so the server answers any other 404 with the not-found page.
          compilation.emitAsset('frames/pages.json', new sources.RawSource(JSON.stringify(pageRoutes)));
          // Which remote renders a page, and the shared code it may wait for, for the server's hints.
          compilation.emitAsset('frames/remote-pages.json', new sources.RawSource(JSON.stringify({ ...remotePages, lazyShared: files.lazyShared })));
          for (const frame of frames) {
            const scripts = [...files.scripts, ...(files.messages.get(frame.language) ?? [])];
            // Replacement functions, so a `$` in a text or in the markup is never read as a pattern.
            const html = page(scripts)
              .replace(/<html lang="[^"]*"/, () => `<html lang="${frame.lang}"`)
              .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(frame.title)}</title>`)
              .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(frame.description)}"`)
              .replace('</head>', () => `${frame.head}</head>`)
              .replace('<div id="root"></div>', () => `<div id="root" data-market="${frame.market}" data-frame="${frame.kind}">${frame.html}</div>`);
            if (!html.includes('data-frame=')) throw new Error('PageFramesPlugin: index.html has no empty <div id="root"></div> to fill');
            compilation.emitAsset(`frames/${frame.market}.${frame.kind}.html`, new sources.RawSource(html));
          }
        },
      );
    });
  }
}

/** Path suffix of the module that starts the shell (`import('./bootstrap')`), as webpack records it. */
export const BOOTSTRAP_ENTRY = `${sep}src${sep}main.ts`;
