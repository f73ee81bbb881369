import { join } from 'node:path';
import { NxAppWebpackPlugin } from '@nx/webpack/app-plugin';
import { NxReactWebpackPlugin } from '@nx/react/webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { parse as parseMessage, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import TerserPlugin from 'terser-webpack-plugin';
import { optimize, type Compiler, type Configuration } from 'webpack';
import type { ProxyConfigArray } from 'webpack-dev-server';
import { withCompressedCopies } from './compressed-copies';
import { BOOTSTRAP_ENTRY, PageFramesPlugin } from './page-frames';

const workspaceRoot = join(__dirname, '../..');
const rootPackage: { dependencies: Record<string, string> } = require('../../package.json');
const isProduction = process.env.NODE_ENV === 'production';
/** Set by `webpack-cli serve` (the `serve` and `preview` targets), not by `webpack-cli build`. */
const isDevServer = Boolean(process.env.WEBPACK_SERVE);

type SharedConfig = { singleton: true; strictVersion?: true; requiredVersion: string | false; version?: string; eager: boolean };

/**
 * The npm packages shared between the shell and the remotes (each app's `mf-stats.json` lists the
 * ones it uses). Each is a strict singleton at the exact version the root package.json pins, so one
 * copy serves the page. `react/jsx-dev-runtime` is what development builds import in place of
 * `react/jsx-runtime`.
 */
const SHARED_PACKAGES: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-intl': 'react-intl',
  'intl-messageformat': 'intl-messageformat',
};

/**
 * Workspace libraries shared by their import name (tsconfig path) as singletons: the ones holding
 * state a page must have once (the providers; the query client's context; the market and message
 * contexts; the analytics tracker with its queue and consent; the chat, loaded and booted once for
 * the shell's launcher and the contact page's button; the router's location and navigation
 * contexts). The router is shared as `@escapade/app-providers/router`, not as the `react-router-dom`
 * package: a shared package is kept whole, data routers included, while the library re-exports only
 * what the site uses, tree-shaken from the package (the shell's main.js: 55.9 → 37.7 KB gzip).
 * TanStack Query likewise, as `@escapade/query` (13.2 → 11.2 KB gzip). Page code imports each from
 * there alone (ESLint); tests and stories may use the packages themselves.
 * They have no published version, so each carries `0.0.0` and accepts any. The stateless libraries
 * (contract, client, rules, design system, travel components) are not shared: each app bundles only
 * what it imports, tree-shaken, rather than every export of each (the search page: 291 → 249 KB gzip).
 * The design system's one piece of state, the toast context, has no provider on any page yet; the
 * page that first provides it must share that module too, so remotes see the same context.
 */
const WORKSPACE_LIBRARIES = [
  '@escapade/app-providers',
  '@escapade/app-providers/analytics',
  '@escapade/app-providers/chat',
  '@escapade/app-providers/router',
  '@escapade/i18n',
  '@escapade/query',
];

/** The shared map; `eager` lists what the app bundles into its first chunk instead of loading on demand. */
export function sharedModules(eager: readonly string[] = []): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of WORKSPACE_LIBRARIES) shared[name] = { singleton: true, requiredVersion: false, version: '0.0.0', eager: eager.includes(name) };
  for (const [name, pkg] of Object.entries(SHARED_PACKAGES)) {
    const version = rootPackage.dependencies[pkg];
    if (!version) throw new Error(`${pkg} is shared through Module Federation but is not a dependency in package.json`);
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: version, eager: eager.includes(name) };
  }
  return shared;
}

/**
 * Federation settings every build uses:
 * - `shareStrategy: 'loaded-first'` reuses the copy of a shared module already on the page, so a
 *   page downloads one react-dom;
 * - the optimisation experiments drop the snapshot plugin and target the web only, which took
 *   ~3 KB gzip off each remoteEntry (remotes are registered by their remoteEntry.js URL);
 * - no generated type declarations: Nx already types the workspace;
 * - remotes are plain scripts defining a global, registered by the shell at run time.
 */
const federationDefaults = {
  filename: 'remoteEntry.js',
  dts: false,
  remoteType: 'script' as const,
  shareStrategy: 'loaded-first' as const,
};
const optimization = { disableSnapshot: true, target: 'web' as const };

/** What each app declares in its module-federation.config.ts. */
export interface FederationConfig {
  /** The project name, also the container's global name and the key in the shell's manifest. */
  name: string;
  exposes?: Record<string, string>;
}

interface AppOptions {
  port: number;
  /** Files and folders under `src/` copied next to the build. */
  assets: string[];
  proxy?: ProxyConfigArray;
}

/**
 * Minifies with swc, as NxAppWebpackPlugin does for an swc build, rather than with Terser, its
 * choice for a Babel build like ours: Terser took most of a build, the search remote's above all,
 * whose two builds each minified the map's library (1 MB, already minified) again. The settings
 * are those Nx gives Terser: ES2020 (what Nx derives from the default browser list, which no
 * project overrides), ASCII output, no comments, class names kept.
 */
class SwcMinifyPlugin {
  apply(compiler: Compiler): void {
    compiler.options.optimization.minimizer = [
      new TerserPlugin({
        minify: TerserPlugin.swcMinify,
        extractComments: false,
        terserOptions: { ecma: 2020, safari10: true, keep_classnames: true, compress: {}, mangle: true, format: { ascii_only: true, comments: false } },
      }),
    ];
  }
}

/** The Nx plugins that compile a React app (the build options the `@nx/webpack:webpack` target used to carry). */
function nxPlugins(page: { index: boolean; assets: string[]; runtimeChunk: boolean; extractLicenses: boolean; main?: string }) {
  return [
    new NxAppWebpackPlugin({
      compiler: 'babel',
      main: page.main ?? './src/main.ts',
      index: page.index ? './src/index.html' : undefined,
      baseHref: '/',
      tsConfig: './tsconfig.app.json',
      assets: page.assets,
      styles: [],
      scripts: [],
      outputHashing: isProduction ? 'all' : 'none',
      runtimeChunk: page.runtimeChunk,
      commonChunk: false,
      extractLicenses: page.extractLicenses,
      // Type errors are the `typecheck` target's (run by `npm test` and `nx affected`), not each
      // build's: its type checker took more than half of a production build's processor time (two
      // builds per remote). The dev servers keep it, for their overlay.
      typeCheckOptions: isDevServer,
    }),
    new NxReactWebpackPlugin(),
    new SwcMinifyPlugin(),
  ];
}

/** A message catalog (id → ICU message) as react-intl takes it precompiled: id → syntax tree. */
function compileCatalog(source: string): Record<string, MessageFormatElement[]> {
  const catalog: Record<string, string> = JSON.parse(source);
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parseMessage(message)]));
}

/** Output and resolution settings every federated build needs. */
function baseConfig(name: string, options: { outputPath: string; clean: boolean; runtimeChunk: false | 'single' }): Configuration {
  return {
    name,
    // What NxAppWebpackPlugin sets too, set here as well so helpers that read the config see it.
    mode: isProduction ? 'production' : 'development',
    output: {
      path: join(workspaceRoot, options.outputPath),
      uniqueName: name,
      // Chunks load relative to the script that asks for them, wherever a deployment puts the folder.
      publicPath: 'auto',
      scriptType: 'text/javascript',
      clean: options.clean,
    },
    resolve: {
      modules: ['node_modules', workspaceRoot],
      // Catalogs arrive parsed (below) and production code carries no source texts (formatjs's Babel
      // plugin), so no message is ever parsed in the browser: react-intl runs without its parser.
      alias: { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
    module: {
      rules: [
        // Every message catalog (`src/messages/<language>.json` of an app or library, or a feature's own
        // `messages/<language>.json` that only its screens load), parsed at build time.
        { test: /[\\/]src[\\/](?:.+[\\/])?messages[\\/](en|fr|es|it|nl)\.json$/, type: 'json', parser: { parse: compileCatalog } },
        // The shared libraries' modules only declare (components, rules, schemas), so they are marked
        // free of side effects: each chunk takes just the modules whose exports it uses, rather than
        // everything a library's index re-exports, and a component one exposed module loads lazily (the
        // search box's calendar) stays out of the chunks that only import its neighbours. The design
        // system's stylesheet entry is the one module imported for its effect.
        { test: /[\\/]libs[\\/]shared[\\/][^\\/]+[\\/]src[\\/].+\.tsx?$/, exclude: /[\\/]styles[\\/]index\.ts$/, sideEffects: false },
      ],
    },
    optimization: { runtimeChunk: options.runtimeChunk },
  };
}

function devServer(port: number, proxy?: ProxyConfigArray): Configuration['devServer'] {
  return {
    port,
    hot: true,
    static: false,
    // The shell's page fetches a remote's remoteEntry.js from the remote's own port.
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: { index: '/index.html', disableDotRule: true },
    ...(proxy ? { proxy } : {}),
  };
}

/**
 * The build of the shell's frame renderer: the module exporting `renderFrames()`, compiled like the
 * page (same loaders, so the same CSS class names) into one CommonJS file the page's build runs in
 * Node. Kept out of the published folder.
 */
function frameRenderer(name: string, entry: string): Configuration {
  const outputPath = `dist/frame-renderers/${name}`;
  const base = baseConfig(`${name}-frames`, { outputPath, clean: true, runtimeChunk: false });
  return {
    ...base,
    output: { ...base.output, filename: 'render-frames.js', publicPath: '/', globalObject: 'globalThis', library: { type: 'commonjs2' } },
    plugins: [
      ...nxPlugins({ index: false, assets: [], runtimeChunk: false, extractLicenses: false, main: entry }),
      // One file: the lazy pieces (message catalogs, pages) are required, not fetched.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { ...base.optimization, minimize: false },
  };
}

/**
 * The shell: the page visitors get. It registers the remotes named in its runtime manifest and
 * hands them its federation runtime (the inject-external-runtime plugin), so a remote's
 * remoteEntry.js need not carry its own copy. `eager` shared modules are bundled into its first chunk.
 */
export function federatedHost(
  federation: FederationConfig,
  app: AppOptions & { eager: readonly string[]; frames?: string; startCatalogs?: readonly string[] },
): Configuration | Configuration[] {
  const runtimeChunk = !isProduction && isDevServer;
  const renderer = app.frames && !isDevServer ? frameRenderer(federation.name, app.frames) : undefined;
  const config: Configuration = {
    ...baseConfig(federation.name, { outputPath: `dist/apps/${federation.name}`, clean: true, runtimeChunk: runtimeChunk ? 'single' : false }),
    devServer: devServer(app.port, app.proxy),
    plugins: [
      ...nxPlugins({ index: true, assets: app.assets, runtimeChunk, extractLicenses: isProduction }),
      new ModuleFederationPlugin({
        ...federationDefaults,
        name: federation.name,
        shared: sharedModules(app.eager),
        // Provides the shell's runtime to remotes built with `externalRuntime` (the `.js` entry: the
        // `.cjs` one is not bundled for the browser).
        runtimePlugins: [require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/\.cjs$/, '.js')],
        experiments: { optimization },
      }),
      ...(renderer
        ? [
            new PageFramesPlugin({
              renderer: join(renderer.output?.path as string, 'render-frames.js'),
              bootstrapEntry: BOOTSTRAP_ENTRY,
              catalogs: (app.startCatalogs ?? []).map((folder) => join(workspaceRoot, folder)),
            }),
          ]
        : []),
    ],
  };
  if (!renderer) return withCompressedCopies(config);
  return [renderer, { ...withCompressedCopies(config), dependencies: [renderer.name as string] }];
}

/** Drops the app's own page entry (`main`) from a build that only ships the federated container. */
class ContainerOnlyPlugin {
  apply(compiler: Compiler): void {
    if (typeof compiler.options.entry === 'object') delete (compiler.options.entry as Record<string, unknown>)['main'];
  }
}

/**
 * A remote, as two builds into one folder (`dist/apps/<name>`):
 * - the container the shell loads: `remoteEntry.js` and the exposed modules, without the federation
 *   runtime, which the shell provides (`externalRuntime`);
 * - the remote's own page for its team (index.html, main.js): a host of its own, with its own
 *   runtime, since a container built with `externalRuntime` cannot run alone. It runs after the
 *   container (the container's build empties the folder) and writes no remoteEntry.js.
 * The dev server (`nx serve <remote>`) runs one build with its own runtime that does both: its page
 * on its port and a remoteEntry.js the shell's dev server proxies.
 */
export function federatedRemote(federation: FederationConfig & { exposes: Record<string, string> }, app: AppOptions): Configuration[] {
  const outputPath = `dist/apps/${federation.name}`;
  const shared = sharedModules();
  if (isDevServer) {
    return [
      {
        ...baseConfig(federation.name, { outputPath, clean: true, runtimeChunk: false }),
        devServer: devServer(app.port, app.proxy),
        plugins: [
          ...nxPlugins({ index: true, assets: app.assets, runtimeChunk: false, extractLicenses: false }),
          new ModuleFederationPlugin({ ...federationDefaults, name: federation.name, exposes: federation.exposes, shared, experiments: { optimization } }),
        ],
      },
    ];
  }
  const container: Configuration = {
    ...baseConfig(federation.name, { outputPath, clean: true, runtimeChunk: false }),
    plugins: [
      // The page's build below covers every module of this one, so its license file serves both.
      ...nxPlugins({ index: false, assets: [], runtimeChunk: false, extractLicenses: false }),
      new ContainerOnlyPlugin(),
      new ModuleFederationPlugin({
        ...federationDefaults,
        name: federation.name,
        exposes: federation.exposes,
        shared,
        experiments: { externalRuntime: true, optimization },
      }),
    ],
  };
  const pageName = `${federation.name}-page`;
  const page: Configuration = {
    ...baseConfig(federation.name, { outputPath, clean: false, runtimeChunk: false }),
    name: pageName,
    dependencies: [federation.name],
    plugins: [
      ...nxPlugins({ index: true, assets: app.assets, runtimeChunk: false, extractLicenses: isProduction }),
      // A host of its own: no exposes (so no second remoteEntry.js) and no stats over the container's.
      new ModuleFederationPlugin({ dts: false, shareStrategy: 'loaded-first', name: federation.name, shared, manifest: false, experiments: { optimization } }),
    ],
  };
  return [withCompressedCopies(container), withCompressedCopies(page)];
}
