import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remotePageHints, whenChanged } from './remote-hints';

/** A remote's `mf-manifest.json` as Module Federation's manifest plugin writes it (the parts the hints read, and some they do not). */
function remoteManifest(routes: { js: string[]; css: string[] }, shared: string[] = []) {
  return JSON.stringify({
    id: 'search',
    name: 'search',
    shared: shared.map((name) => ({ id: `search:${name}`, name, version: '0.0.1', singleton: true, assets: { js: { sync: ['7.cccccccccccccccc.js'], async: [] } } })),
    exposes: [
      { name: 'SearchBox', assets: { js: { sync: ['1.aaaaaaaaaaaaaaaa.js'], async: [] }, css: { sync: [], async: [] } } },
      { name: 'Routes', assets: { js: { sync: routes.js, async: ['9.bbbbbbbbbbbbbbbb.js'] }, css: { sync: routes.css, async: [] } } },
    ],
  });
}

describe('preload hints of a remote’s page', () => {
  let webRoot: string;
  let manifest: Record<string, unknown>;
  const remotePagesHints = () => remotePageHints({ webRoot, localRemotes: ['search', 'product'], manifest: () => manifest });
  const hintsOf = () => {
    const hints = remotePagesHints();
    return (routerPath: string, query = '') => hints(routerPath, new URLSearchParams(query));
  };

  beforeEach(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'escapade-hints-'));
    mkdirSync(join(webRoot, 'shell', 'frames'), { recursive: true });
    mkdirSync(join(webRoot, 'search'));
    mkdirSync(join(webRoot, 'product'));
    writeFileSync(
      join(webRoot, 'shell', 'frames', 'remote-pages.json'),
      JSON.stringify({ owners: { search: 'search', product: 'product', hotel: 'product' }, overrideParam: 'remote' }),
    );
    writeFileSync(
      join(webRoot, 'search', 'mf-manifest.json'),
      remoteManifest({ js: ['115.0123456789abcdef.js', '__federation_expose_Routes.fedcba9876543210.js'], css: ['__federation_expose_Routes.00112233445566ff.css'] }),
    );
    manifest = { search: '/remotes/search/remoteEntry.js', product: '/remotes/product/remoteEntry.js' };
  });

  afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

  it('names the owning remote’s entry and the scripts and styles its ./Routes loads first', () => {
    expect(hintsOf()('/search')).toBe(
      [
        '</remotes/search/remoteEntry.js>; rel=preload; as=script',
        '</remotes/search/115.0123456789abcdef.js>; rel=preload; as=script',
        '</remotes/search/__federation_expose_Routes.fedcba9876543210.js>; rel=preload; as=script',
        '</remotes/search/__federation_expose_Routes.00112233445566ff.css>; rel=preload; as=style',
      ].join(', '),
    );
    expect(hintsOf()('/search/activities')).toMatch(/^<\/remotes\/search\/remoteEntry\.js>/);
  });

  it('adds the shell’s copy of each shared package the remote consumes that the shell’s start-up does not load', () => {
    writeFileSync(
      join(webRoot, 'shell', 'frames', 'remote-pages.json'),
      JSON.stringify({
        owners: { search: 'search' },
        overrideParam: 'remote',
        lazyShared: { '@escapade/app-providers/analytics': ['9005.4d5d9b66cb35e923.js'], 'maplibre-gl': ['77.0000000000000000.js'] },
      }),
    );
    writeFileSync(
      join(webRoot, 'search', 'mf-manifest.json'),
      remoteManifest({ js: ['__federation_expose_Routes.fedcba9876543210.js'], css: [] }, ['react', '@escapade/app-providers/analytics']),
    );
    expect(hintsOf()('/search')).toBe(
      [
        '</remotes/search/remoteEntry.js>; rel=preload; as=script',
        '</remotes/search/__federation_expose_Routes.fedcba9876543210.js>; rel=preload; as=script',
        '</9005.4d5d9b66cb35e923.js>; rel=preload; as=script',
      ].join(', '),
    );
  });

  it('refuses a shared package’s file name that could end the header’s entry', () => {
    writeFileSync(
      join(webRoot, 'shell', 'frames', 'remote-pages.json'),
      JSON.stringify({ owners: { search: 'search' }, overrideParam: 'remote', lazyShared: { react: ['a.js>; rel=prefetch'] } }),
    );
    expect(hintsOf()('/search')).toBeUndefined();
  });

  it('gives none to the shell’s own pages, to a remote without a readable manifest and to a remote moved to another origin', () => {
    const hints = hintsOf();
    expect(hints('/')).toBeUndefined();
    expect(hints('/landing/summer')).toBeUndefined();
    expect(hints('/constructor')).toBeUndefined();
    // The product remote has no mf-manifest.json (an older build): nothing to name.
    expect(hints('/hotel/7')).toBeUndefined();
    writeFileSync(join(webRoot, 'product', 'mf-manifest.json'), '{not json');
    expect(hints('/product/42')).toBeUndefined();
    manifest = { ...manifest, search: 'https://cdn.example.com/search/remoteEntry.js' };
    expect(hints('/search')).toBeUndefined();
  });

  it('leaves a tab that previews other builds of remotes to load them', () => {
    expect(hintsOf()('/search', 'flow=booking')).toBeDefined();
    expect(hintsOf()('/search', 'flow=booking&remote=search@http://localhost:4301/remoteEntry.js')).toBeUndefined();
  });

  it('gives none before the shell’s build says which remote renders which page', () => {
    rmSync(join(webRoot, 'shell', 'frames', 'remote-pages.json'));
    expect(hintsOf()('/search')).toBeUndefined();
  });

  it('refuses file names that could end or add a Link entry', () => {
    writeFileSync(join(webRoot, 'search', 'mf-manifest.json'), remoteManifest({ js: ['a.js>; rel=preload; as=script, <https://evil.example/x.js'], css: [] }));
    expect(hintsOf()('/search')).toBeUndefined();
  });

  it('reads a remote’s manifest again when its deploy rewrites it', () => {
    const hints = hintsOf();
    expect(hints('/search')).toContain('115.0123456789abcdef.js');
    const path = join(webRoot, 'search', 'mf-manifest.json');
    writeFileSync(path, remoteManifest({ js: ['116.aaaaaaaaaaaaaaaa.js'], css: [] }));
    utimesSync(path, new Date(), new Date(Date.now() + 10_000));
    expect(hints('/search')).toBe(['</remotes/search/remoteEntry.js>; rel=preload; as=script', '</remotes/search/116.aaaaaaaaaaaaaaaa.js>; rel=preload; as=script'].join(', '));
  });
});

describe('a value derived from a JSON file', () => {
  it('derives again only when the file changes, and gives the fallback while it is missing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'escapade-json-'));
    const path = join(folder, 'value.json');
    let derivations = 0;
    const value = whenChanged(
      path,
      (json) => {
        derivations += 1;
        return json;
      },
      'missing',
    );
    expect(value()).toBe('missing');
    writeFileSync(path, '{"a":1}');
    expect(value()).toEqual({ a: 1 });
    expect(value()).toEqual({ a: 1 });
    expect(derivations).toBe(1);
    writeFileSync(path, 'not json');
    utimesSync(path, new Date(), new Date(Date.now() + 10_000));
    expect(value()).toBeNull();
    expect(derivations).toBe(2);
    rmSync(folder, { recursive: true, force: true });
  });
});
