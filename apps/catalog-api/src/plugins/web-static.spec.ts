import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { CHAT_WIDGET_SOURCES, FRAME_PICTURE_ATTRIBUTE, GALLERY_TILE_SIZE } from '@escapade/api-contract';
import { smallCatalog } from '../search/testing/catalog-fixture';
import { chatWidgetFromEnvironment, type ChatWidgetConfig } from './chat-widget';
import { NOT_INDEXED, pageFrames, robotsOfPage, withChatMeta } from './web-static';

/** Writes a file with the brotli and gzip copies the production build writes next to it. */
function writeWithCompressedCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

describe('the built site served from the API origin', () => {
  const shellPage = `<!doctype html><title>Escapade</title>${'<!-- frame -->'.repeat(100)}`;
  const mainScript = `console.log(${'"main",'.repeat(200)});`;
  const manifest = JSON.stringify({ search: '/remotes/search/remoteEntry.js', product: '/remotes/product/remoteEntry.js' });
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A production build in miniature: compressed copies of text files, and the manifest a deployment may edit (no copies).
    webRoot = mkdtempSync(join(tmpdir(), 'escapade-web-'));
    mkdirSync(join(webRoot, 'shell'));
    mkdirSync(join(webRoot, 'search'));
    writeWithCompressedCopies(join(webRoot, 'shell', 'index.html'), shellPage);
    writeWithCompressedCopies(join(webRoot, 'shell', 'main.0123456789abcdef.js'), mainScript);
    writeFileSync(join(webRoot, 'shell', 'module-federation.manifest.json'), manifest);
    writeWithCompressedCopies(join(webRoot, 'search', 'remoteEntry.js'), 'var search;');
    writeWithCompressedCopies(join(webRoot, 'search', '512.fedcba9876543210.js'), 'var chunk;');
    mkdirSync(join(webRoot, 'shell', 'frames'));
    writeFileSync(join(webRoot, 'shell', 'frames', 'remote-pages.json'), JSON.stringify({ owners: { search: 'search', product: 'product' }, overrideParam: 'remote' }));
    const routes = { name: 'Routes', assets: { js: { sync: ['512.fedcba9876543210.js'], async: [] }, css: { sync: [], async: [] } } };
    writeFileSync(join(webRoot, 'search', 'mf-manifest.json'), JSON.stringify({ exposes: [routes] }));
    app = await buildApp({ webRoot, apiReference: false, rateLimit: false });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, host?: string) =>
    app.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(host ? { host } : {}) } });

  describe('hints of a remote’s page', () => {
    it('has the browser fetch the remote’s entry and ./Routes code with the shell’s own files', async () => {
      for (const url of ['/search?flow=booking', '/search/activities']) {
        expect((await get(url)).headers.link).toBe('</remotes/search/remoteEntry.js>; rel=preload; as=script, </remotes/search/512.fedcba9876543210.js>; rel=preload; as=script');
      }
      // The home is the shell's; the product remote is not served here; a preview tab loads other builds.
      expect((await get('/')).headers.link).toBeUndefined();
      expect((await get('/search?flow=booking&remote=search@http://localhost:4301/remoteEntry.js')).headers.link).toBeUndefined();
      expect((await get('/product/42')).headers.link).toBeUndefined();
    });
  });

  describe('what a stay’s or hotel’s page needs first', () => {
    let pictured: FastifyInstance;

    beforeAll(async () => {
      const catalog = smallCatalog();
      const withPictures = (ids: number[]) => ({ imageIds: ids });
      catalog.hotels = catalog.hotels.map((hotel) => (hotel.id === 1 ? { ...hotel, ...withPictures([601, 602]) } : hotel));
      catalog.offers = catalog.offers.map((offer) => (offer.id === 11 || offer.id === 31 ? { ...offer, ...withPictures([offer.id * 10 + 1]) } : offer));
      pictured = await buildApp({ webRoot, catalog: async () => catalog, apiReference: false, rateLimit: false });
    });
    afterAll(() => pictured?.close());

    const linkOf = async (url: string, host = 'localhost') => (await pictured.inject({ method: 'GET', url, headers: { host } })).headers.link;
    const picture = (id: number) => `</api/images/${id}/${GALLERY_TILE_SIZE}.svg>; rel=preload; as=image; fetchpriority=high`;
    const call = (address: string) => `<${address}>; rel=preload; as=fetch; crossorigin`;
    const stay = (id: number, locale = 'fr_FR') => call(`/api/weekend/${id}/detail.json?locale=${locale}&adult=2&child=0&baby=0`);
    const banners = (locale = 'fr_FR') => call(`/api/cms/announcementBanner?locale=${locale}`);

    it('answers a GET on a path the API serves for other methods only with 405 and those methods, as without the site', async () => {
      for (const url of ['/api/search/activity-only.json', '/api/search/facets.json']) {
        const reply = await pictured.inject({ method: 'GET', url });
        expect({ url, status: reply.statusCode, allow: reply.headers['allow'] }).toEqual({ url, status: 405, allow: 'POST' });
        expect(reply.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: `GET is not allowed on ${url}: use POST` });
      }
    });

    it('has the browser fetch the page’s detail and its gallery’s first tile with its code: a stay’s own first picture, else its hotel’s', async () => {
      expect(await linkOf('/product/11')).toBe(`${stay(11)}, ${picture(111)}, ${banners()}`);
      expect(await linkOf('/product/11/week-end-spa?flow=booking')).toBe(`${stay(11)}, ${picture(111)}, ${banners()}`);
      expect(await linkOf('/product/12/dinner')).toBe(`${stay(12)}, ${picture(601)}, ${banners()}`);
      expect(await linkOf('/hotel/1/hotel-1')).toBe(`${call('/api/hotels/1/detail.json?locale=fr_FR')}, ${picture(601)}, ${banners()}`);
      expect(await linkOf('/fr/product/11', 'be.localhost')).toBe(`${stay(11, 'fr_BE')}, ${picture(111)}, ${banners('fr_BE')}`);
      // A hotel without pictures still has its detail fetched early.
      expect(await linkOf('/hotel/2')).toBe(`${call('/api/hotels/2/detail.json?locale=fr_FR')}, ${banners()}`);
    });

    it('hints the stay’s call for what the server sees of the address: the default party, no dates, so no mini-site', async () => {
      // Dates and party live in the hash, which the server never gets; a mini-site prices only a dated stay.
      expect(await linkOf('/product/11?flow=gifting&minisite=360')).toBe(`${stay(11)}, ${picture(111)}, ${banners()}`);
    });

    it('hints no detail for an unknown id, a stay the market does not sell, or another page', async () => {
      for (const [url, host] of [['/product/999'], ['/hotel/999'], ['/product/31', 'es.localhost'], ['/product/11/a/b'], ['/product/011']]) {
        expect(await linkOf(url, host)).toBe(banners(host === 'es.localhost' ? 'es_ES' : 'fr_FR'));
      }
      // The stay the French market sells is hinted there.
      expect(await linkOf('/product/31')).toBe(`${stay(31)}, ${picture(311)}, ${banners()}`);
    });

    it('has the browser fetch the announcement banners with a results, stay, hotel or activity page, not elsewhere nor for staff', async () => {
      // Beside a remote page's code hints.
      const searchCode = '</remotes/search/remoteEntry.js>; rel=preload; as=script, </remotes/search/512.fedcba9876543210.js>; rel=preload; as=script';
      expect(await linkOf('/search?flow=booking')).toBe(`${searchCode}, ${banners()}`);
      expect(await linkOf('/nl/search/activities', 'be.localhost')).toBe(`${searchCode}, ${banners('nl_BE')}`);
      expect(await linkOf('/activity/5')).toBe(banners());
      for (const url of ['/wishlist', '/checkout', '/page/faq']) expect(await linkOf(url)).toBeUndefined();
      // The customer-care site shows staff no announcement on these pages.
      expect(await linkOf('/product/999', 'customercare.localhost')).toBeUndefined();
      expect(await linkOf('/product/11', 'customercare.localhost')).toBe(`${stay(11)}, ${picture(111)}`);
    });

    describe('a stay’s frame', () => {
      // The build's stay frame in miniature: the gallery's first tile holds the element the server fills.
      const slot = (src: string) => `<li class="tile"><img alt="" class="image" ${FRAME_PICTURE_ATTRIBUTE}="" fetchpriority="high" loading="eager" src="${src}"/></li>`;
      const stayFrame = (market: string) =>
        `<!doctype html><html lang="${market}"><div id="root" data-frame="stay"><ul>${slot('data:,')}<li class="tile"></li></ul>${'<p>frame</p>'.repeat(100)}</div></html>`;
      let framed: FastifyInstance;
      let framedRoot: string;

      beforeAll(async () => {
        const catalog = smallCatalog();
        catalog.hotels = catalog.hotels.map((hotel) => (hotel.id === 1 ? { ...hotel, imageIds: [601, 602] } : hotel));
        catalog.offers = catalog.offers.map((offer) => (offer.id === 11 || offer.id === 31 ? { ...offer, imageIds: [offer.id * 10 + 1] } : offer));
        framedRoot = mkdtempSync(join(tmpdir(), 'escapade-web-'));
        mkdirSync(join(framedRoot, 'shell', 'frames'), { recursive: true });
        writeFileSync(join(framedRoot, 'shell', 'index.html'), shellPage);
        for (const market of ['fr_FR', 'es_ES']) {
          writeFileSync(join(framedRoot, 'shell', 'frames', `${market}.stay.html`), stayFrame(market));
          writeFileSync(join(framedRoot, 'shell', 'frames', `${market}.remote.html`), `${market} remote`);
        }
        writeFileSync(join(framedRoot, 'shell', 'frames', 'routes.json'), JSON.stringify({ home: ['/'], remote: [], stay: ['/product'] }));
        framed = await buildApp({ webRoot: framedRoot, catalog: async () => catalog, apiReference: false, rateLimit: false });
      });
      afterAll(async () => {
        await framed?.close();
        rmSync(framedRoot, { recursive: true, force: true });
      });

      const visit = (url: string, host = 'localhost') => framed.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'gzip' } });
      const html = (reply: { rawPayload: Buffer }) => gunzipSync(reply.rawPayload).toString('utf8');

      it('shows the stay’s first picture, the one its Link header preloads, where its gallery will show it', async () => {
        const reply = await visit('/product/11/week-end-spa?flow=booking');
        expect(reply.statusCode).toBe(200);
        expect(html(reply)).toContain(slot(`/api/images/111/${GALLERY_TILE_SIZE}.svg`));
        expect(reply.headers.link).toContain(picture(111));
        // A page written for its visit: compressed, revalidated like the shell page, and told apart by encoding.
        expect(reply.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache', vary: 'accept-encoding' });
        // Its hotel's first picture for a stay without its own.
        expect(html(await visit('/product/12'))).toContain(slot(`/api/images/601/${GALLERY_TILE_SIZE}.svg`));
      });

      it('has no picture for a stay it does not know, or one the market does not sell, whose page says so', async () => {
        for (const [url, host] of [['/product/999'], ['/product/31', 'es.localhost'], ['/product/11/a/b']]) {
          const page = html(await visit(url, host));
          expect(page).toContain('<div id="root" data-frame="stay"><ul><li class="tile"></li><li class="tile"></li></ul>');
          expect(page).not.toContain(FRAME_PICTURE_ATTRIBUTE);
        }
      });

      it('sends the other frames as they are', async () => {
        expect(html(await visit('/hotel/1'))).toBe('fr_FR remote');
      });
    });
  });

  describe('SPA fallback', () => {
    it('answers a missing asset (a file extension or a dot-segment) with 404, never the shell page', async () => {
      for (const url of [
        '/.git/config',
        '/.env',
        '/%2egit/config',
        '/fr/.well-known/security.txt',
        '/missing.js',
        '/search/512.0000000000000000.js',
        '/remotes/search/missing.js',
        '/styles.css',
      ]) {
        const reply = await get(url);
        expect({ url, status: reply.statusCode }).toEqual({ url, status: 404 });
        expect(reply.json().code).toBe('NOT_FOUND');
      }
    });

    it('answers page paths with the shell page', async () => {
      for (const url of ['/', '/search?flow=booking', '/fr/product/12/hotel-du-lac', '/confirmation/0f8e-12']) {
        const reply = await get(url);
        expect({ url, status: reply.statusCode }).toEqual({ url, status: 200 });
        expect(reply.body).toBe(shellPage);
      }
    });
  });

  describe('an address that is no page of the site (product-side.md section 2: the not-found page)', () => {
    // The build's list of page routes (frames/pages.json): the home, the remotes' paths and the shell's own pages.
    const pageRoutes = ['/', '/search/*', '/product/*', '/hotel/*', '/ideas', '/page/:pageId', '/landing/:slug', '/partner/:minisiteUrl'];
    let listed: FastifyInstance;
    let listedRoot: string;

    beforeAll(async () => {
      listedRoot = mkdtempSync(join(tmpdir(), 'escapade-web-'));
      mkdirSync(join(listedRoot, 'shell', 'frames'), { recursive: true });
      writeFileSync(join(listedRoot, 'shell', 'index.html'), shellPage);
      for (const market of ['fr_FR', 'nl_BE']) {
        for (const kind of ['home', 'remote']) writeFileSync(join(listedRoot, 'shell', 'frames', `${market}.${kind}.html`), `${market} ${kind}`);
      }
      writeFileSync(join(listedRoot, 'shell', 'frames', 'routes.json'), JSON.stringify({ home: ['/'], remote: [] }));
      writeFileSync(join(listedRoot, 'shell', 'frames', 'pages.json'), JSON.stringify(pageRoutes));
      listed = await buildApp({ webRoot: listedRoot, apiReference: false, rateLimit: false });
    });
    afterAll(async () => {
      await listed?.close();
      rmSync(listedRoot, { recursive: true, force: true });
    });

    const visit = (url: string, host = 'localhost') => listed.inject({ method: 'GET', url, headers: { host } });

    it('answers 404 with the page the shell renders as not found, in the market of the address, so search engines drop it', async () => {
      for (const [url, host, frame] of [
        ['/un-lien-casse', 'localhost', 'fr_FR remote'],
        ['/escapada/enlace-antiguo', 'localhost', 'fr_FR remote'],
        ['/ideas/more', 'localhost', 'fr_FR remote'],
        ['/page', 'localhost', 'fr_FR remote'],
        ['/landing/a/b', 'localhost', 'fr_FR remote'],
        ['/nl/oude-link?flow=booking', 'be.localhost', 'nl_BE remote'],
        ['/nl/fr/search', 'be.localhost', 'nl_BE remote'],
      ]) {
        const reply = await visit(url, host);
        expect({ url, status: reply.statusCode }).toEqual({ url, status: 404 });
        expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(reply.body).toBe(frame);
      }
    });

    it('answers 200 at the home, a remote’s paths, the shell’s own pages (a trailing slash aside) and the Belgian language choice', async () => {
      for (const [url, host] of [
        ['/', 'localhost'],
        ['/search', 'localhost'],
        ['/search/activities?flow=activity', 'localhost'],
        ['/product/12/hotel-du-lac', 'localhost'],
        ['/hotel/not-a-hotel', 'localhost'],
        ['/ideas', 'localhost'],
        ['/ideas/', 'localhost'],
        ['/page/privacy', 'localhost'],
        ['/landing/week-end-derniere-minute', 'localhost'],
        ['/partner/macif', 'localhost'],
        ['/nl', 'be.localhost'],
        ['/nl/page/privacy', 'be.localhost'],
        ['/', 'be.localhost'],
      ]) {
        expect({ url, host, status: (await visit(url, host)).statusCode }).toEqual({ url, host, status: 200 });
      }
    });
  });

  describe('compression', () => {
    it('sends the brotli copy to a client that accepts it, with Vary: Accept-Encoding', async () => {
      const reply = await get('/main.0123456789abcdef.js', 'gzip, deflate, br');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['content-type']).toContain('javascript');
      expect(reply.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(mainScript);
    });

    it('sends the gzip copy to a client without brotli, and the file itself to a client without either', async () => {
      expect((await get('/main.0123456789abcdef.js', 'gzip')).headers['content-encoding']).toBe('gzip');
      const identity = await get('/main.0123456789abcdef.js');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers['vary']).toMatch(/accept-encoding/i);
      expect(identity.body).toBe(mainScript);
    });

    it('sends the shell page compressed, at / and as the SPA fallback', async () => {
      for (const url of ['/', '/search']) {
        const reply = await get(url, 'br, gzip');
        expect(reply.headers['content-encoding']).toBe('br');
        expect(reply.headers['content-type']).toContain('text/html');
        expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(shellPage);
      }
    });

    it('compresses the remote manifest when sent, since a deployment edits it after the build', async () => {
      for (const host of ['www.escapade.fr', 'localhost']) {
        const reply = await get('/module-federation.manifest.json', 'br', host);
        expect(reply.headers['content-encoding']).toBe('br');
        expect(reply.headers['content-type']).toContain('application/json');
        expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toMatchObject(JSON.parse(manifest));
      }
    });

    it('never serves a compressed copy as a file of its own', async () => {
      expect((await get('/main.0123456789abcdef.js.br')).statusCode).toBe(404);
    });
  });

  describe('caching', () => {
    it('keeps content-hashed files for a year, compressed or not', async () => {
      for (const [url, encoding] of [
        ['/main.0123456789abcdef.js', 'br'],
        ['/main.0123456789abcdef.js', 'gzip'],
        ['/main.0123456789abcdef.js', ''],
        ['/remotes/search/512.fedcba9876543210.js', 'br'],
      ]) {
        expect({ url, encoding, cache: (await get(url, encoding)).headers['cache-control'] }).toEqual({ url, encoding, cache: 'public, max-age=31536000, immutable' });
      }
    });

    it('revalidates the shell page, the manifest and remoteEntry.js on every visit', async () => {
      for (const url of ['/', '/search', '/index.html', '/module-federation.manifest.json', '/remotes/search/remoteEntry.js']) {
        expect({ url, cache: (await get(url, 'br')).headers['cache-control'] }).toEqual({ url, cache: 'no-cache' });
      }
    });
  });

  describe('remotes on another origin', () => {
    // The site on its real domain: only a loopback host adds this machine's preview origins (tested apart).
    const policyOf = async (url: string, host = 'www.escapade.fr') => String((await get(url, undefined, host)).headers['content-security-policy']);
    const directive = (policy: string, name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    const publish = (entries: Record<string, unknown>, mtime: Date) => {
      const file = join(webRoot, 'shell', 'module-federation.manifest.json');
      writeFileSync(file, JSON.stringify(entries));
      utimesSync(file, mtime, mtime);
    };
    afterEach(() => publish(JSON.parse(manifest), new Date('2026-01-01T00:00:00Z')));

    it('lets the shell page load a remote from the origin its published manifest names, from the next page on', async () => {
      expect(directive(await policyOf('/'), 'script-src')).toBe("script-src 'self'");
      publish({ search: 'https://cdn.example.com/search/2026-11-23/remoteEntry.js', product: '/remotes/product/remoteEntry.js' }, new Date('2026-02-01T00:00:00Z'));
      const policy = await policyOf('/search?flow=booking');
      for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) expect(directive(policy, name)).toContain('https://cdn.example.com');
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
      // The API's own replies are not pages: their policy stays as it was.
      expect(directive(await policyOf('/api/health'), 'script-src')).toBe("script-src 'self'");
    });

    it('lets the shell page load preview builds from the allow-list the manifest publishes (overrideOrigins), copied as written', async () => {
      publish({ ...JSON.parse(manifest), overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'https://*.preview.example.com'] }, new Date('2026-02-15T00:00:00Z'));
      const policy = await policyOf('/search?flow=booking');
      for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
        expect(directive(policy, name)).toContain(' http://localhost:* ');
        expect(directive(policy, name)).toContain(' http://127.0.0.1:*');
        expect(directive(policy, name)).toContain(' https://*.preview.example.com');
      }
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
      expect(directive(await policyOf('/api/health'), 'script-src')).toBe("script-src 'self'");
    });

    it('adds nothing for an empty allow-list, and never a pattern that would change the policy beyond one source', async () => {
      publish({ ...JSON.parse(manifest), overrideOrigins: [] }, new Date('2026-02-20T00:00:00Z'));
      expect(directive(await policyOf('/'), 'script-src')).toBe("script-src 'self'");
      publish(
        {
          ...JSON.parse(manifest),
          overrideOrigins: ['*', "'unsafe-inline'", 'http://localhost:* data:', 'https://a.example.com; script-src *', 'http://b.example.com,x', 42, 'http://localhost:4301'],
        },
        new Date('2026-02-21T00:00:00Z'),
      );
      const policy = await policyOf('/');
      expect(directive(policy, 'script-src')).toBe("script-src 'self' http://localhost:4301");
      expect(policy.split(';').filter((part) => part.trim().startsWith('script-src '))).toHaveLength(1);
      publish({ ...JSON.parse(manifest), overrideOrigins: 'http://localhost:*' }, new Date('2026-02-22T00:00:00Z'));
      expect(directive(await policyOf('/'), 'script-src')).toBe("script-src 'self'");
    });

    it('allows previews from this machine only where the site itself is served from it, in the page’s policy and the manifest', async () => {
      const manifestOf = async (host: string) => (await get('/module-federation.manifest.json', undefined, host)).json();
      for (const host of ['localhost', 'es.localhost', 'customercare.be.localhost', '127.0.0.1']) {
        const policy = await policyOf('/search?flow=booking', host);
        for (const name of ['script-src', 'connect-src']) expect(directive(policy, name)).toBe(`${name} 'self' http://127.0.0.1:* http://localhost:*`);
        expect(await manifestOf(host)).toEqual({ ...JSON.parse(manifest), overrideOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] });
      }
      for (const host of ['www.escapade.fr', 'customercare.www.escapade.be', 'localhost.escapade.example']) {
        expect(directive(await policyOf('/search?flow=booking', host), 'script-src')).toBe("script-src 'self'");
        expect(await manifestOf(host)).toEqual(JSON.parse(manifest));
      }
    });

    it('ignores manifest entries that are not http(s) addresses, and a manifest that is not JSON', async () => {
      publish({ search: 'javascript:alert(1)', product: 'data:text/javascript,1', gifting: 'ftp://files.example.com/x.js' }, new Date('2026-03-01T00:00:00Z'));
      expect(directive(await policyOf('/'), 'script-src')).toBe("script-src 'self'");
      const file = join(webRoot, 'shell', 'module-federation.manifest.json');
      writeFileSync(file, '{ not json');
      utimesSync(file, new Date('2026-04-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
      expect((await get('/')).statusCode).toBe(200);
      expect((await get('/module-federation.manifest.json')).body).toBe('{ not json');
      expect(directive(await policyOf('/'), 'script-src')).toBe("script-src 'self'");
    });
  });
});

describe('the page frame sent for a visit', () => {
  let shellRoot: string;

  beforeAll(() => {
    shellRoot = mkdtempSync(join(tmpdir(), 'escapade-frames-'));
    mkdirSync(join(shellRoot, 'frames'));
    for (const market of ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE']) {
      for (const kind of ['home', 'remote', 'stay', 'simplified']) writeFileSync(join(shellRoot, 'frames', `${market}.${kind}.html`), `${market} ${kind}`);
    }
    writeFileSync(join(shellRoot, 'frames', 'routes.json'), JSON.stringify({ home: ['/'], remote: [], stay: ['/product'], simplified: ['/checkout', '/confirmation'] }));
  });

  afterAll(() => rmSync(shellRoot, { recursive: true, force: true }));

  it.each([
    ['localhost', '/', 'frames/fr_FR.home.html'],
    ['localhost:3000', '/search', 'frames/fr_FR.remote.html'],
    ['es.localhost', '/product/42/stay', 'frames/es_ES.stay.html'],
    ['be.localhost', '/nl/product/42', 'frames/nl_BE.stay.html'],
    ['localhost', '/products', 'frames/fr_FR.remote.html'],
    ['www.escapade.it', '/', 'frames/it_IT.home.html'],
    ['nl.localhost', '/no-such-page', 'frames/nl_NL.remote.html'],
    ['be.localhost', '/nl', 'frames/nl_BE.home.html'],
    ['be.localhost', '/nl/', 'frames/nl_BE.home.html'],
    ['be.localhost', '/fr/hotel/7', 'frames/fr_BE.remote.html'],
    // Checkout-like pages have the simplified frame (routes.json of the build).
    ['localhost', '/checkout', 'frames/fr_FR.simplified.html'],
    ['be.localhost', '/nl/confirmation/abc', 'frames/nl_BE.simplified.html'],
    ['localhost', '/checkouts', 'frames/fr_FR.remote.html'],
    // The Belgian root is the language choice, rendered in the browser.
    ['be.localhost', '/', 'index.html'],
    ['be.localhost', '/de/', 'index.html'],
    // Unknown hosts are the French site.
    ['example.org', '/', 'frames/fr_FR.home.html'],
  ])('%s%s → %s', (host, path, file) => {
    expect(pageFrames(shellRoot)(host, path)).toBe(file);
  });

  it('without the build’s list of routes, sends the home frame at the root and the remote frame elsewhere', () => {
    const older = mkdtempSync(join(tmpdir(), 'escapade-frames-'));
    mkdirSync(join(older, 'frames'));
    for (const kind of ['home', 'remote']) writeFileSync(join(older, 'frames', `fr_FR.${kind}.html`), kind);
    writeFileSync(join(older, 'frames', 'routes.json'), '{not json');
    expect(pageFrames(older)('localhost', '/')).toBe('frames/fr_FR.home.html');
    expect(pageFrames(older)('localhost', '/checkout')).toBe('frames/fr_FR.remote.html');
    rmSync(older, { recursive: true, force: true });
  });

  it('sends index.html when the build wrote no frames', () => {
    expect(pageFrames(join(shellRoot, 'missing'))('localhost', '/')).toBe('index.html');
  });
});

describe('the robots directives of a page (product-side.md: robots meta from the CMS index and follow flags, noindex unless the environment enables indexing)', () => {
  const homeRobots = (market: string, flow: string | null) => (market === 'it_IT' ? null : `${market} ${flow ?? 'no flow'}`);

  it("gives a market's home the directives of its CMS home for the address's flow, indexing on or off (the CMS home is then served noindex)", () => {
    for (const indexing of [true, false]) {
      expect(robotsOfPage(homeRobots, 'localhost:4300', '/', indexing)).toBe('fr_FR no flow');
      expect(robotsOfPage(homeRobots, 'es.localhost', '/?flow=gifting', indexing)).toBe('es_ES gifting');
      expect(robotsOfPage(homeRobots, 'be.localhost', '/nl/', indexing)).toBe('nl_BE no flow');
      expect(robotsOfPage(homeRobots, 'be.localhost', '/fr?flow=activity', indexing)).toBe('fr_BE activity');
    }
  });

  it('gives none to other pages, to the Belgian language choice and when the CMS has none, where indexing is on', () => {
    expect(robotsOfPage(homeRobots, 'localhost', '/search?flow=booking', true)).toBeNull();
    expect(robotsOfPage(homeRobots, 'be.localhost', '/', true)).toBeNull();
    expect(robotsOfPage(homeRobots, 'it.localhost', '/', true)).toBeNull();
    expect(robotsOfPage(undefined, 'localhost', '/', true)).toBeNull();
  });

  it('says noindex on those pages where indexing is off', () => {
    expect(robotsOfPage(homeRobots, 'localhost', '/search?flow=booking', false)).toBe(NOT_INDEXED);
    expect(robotsOfPage(homeRobots, 'be.localhost', '/', false)).toBe(NOT_INDEXED);
    expect(robotsOfPage(homeRobots, 'it.localhost', '/', false)).toBe(NOT_INDEXED);
    expect(robotsOfPage(undefined, 'localhost', '/product/42', false)).toBe(NOT_INDEXED);
  });
});

describe('the chat widget’s tag and policy on the pages served (product-side.md section 6: an app id configured, and es_ES or production; section 1: not on the customer-care site)', () => {
  const frame = (market: string, body = '<p>frame</p>'.repeat(50)) => `<!doctype html><html lang="${market}"><head><title>Escapade</title></head><body>${body}</body></html>`;
  const slot = `<img alt="" ${FRAME_PICTURE_ATTRIBUTE}="" src="data:,"/>`;
  const chatTag = (appId: string) => `<meta name="escapade-chat" content="${appId}"></head>`;
  let webRoot: string;
  const apps: FastifyInstance[] = [];

  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'escapade-chat-'));
    mkdirSync(join(webRoot, 'shell', 'frames'), { recursive: true });
    writeWithCompressedCopies(join(webRoot, 'shell', 'index.html'), frame('fr'));
    for (const market of ['fr_FR', 'es_ES', 'it_IT', 'nl_BE']) {
      writeWithCompressedCopies(join(webRoot, 'shell', 'frames', `${market}.home.html`), frame(market));
      writeWithCompressedCopies(join(webRoot, 'shell', 'frames', `${market}.remote.html`), frame(market));
      writeFileSync(join(webRoot, 'shell', 'frames', `${market}.stay.html`), frame(market, slot));
    }
    writeFileSync(join(webRoot, 'shell', 'frames', 'routes.json'), JSON.stringify({ home: ['/'], remote: [], stay: ['/product'] }));
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(webRoot, { recursive: true, force: true });
  });

  const serve = async (chat: ChatWidgetConfig | undefined) => {
    const app = await buildApp({ webRoot, apiReference: false, rateLimit: false, chat });
    apps.push(app);
    return (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });
  };
  const directive = (policy: unknown, name: string) =>
    String(policy)
      .split(';')
      .find((part) => part.trim().startsWith(`${name} `)) ?? '';

  it('tells es_ES pages the app id wherever it is configured, and lets them load the provider’s code', async () => {
    const visit = await serve({ appId: 'a1B2_c3-D4', production: false });
    for (const url of ['/', '/search?flow=booking', '/contact']) {
      const reply = await visit(url, 'es.localhost');
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain(chatTag('a1B2_c3-D4'));
      expect(reply.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding' });
      for (const [name, sources] of Object.entries(CHAT_WIDGET_SOURCES)) {
        for (const source of sources) expect(directive(reply.headers['content-security-policy'], name).split(' ')).toContain(source);
      }
      // Frames and media were left to default-src: written out, they still allow this origin.
      expect(directive(reply.headers['content-security-policy'], 'frame-src')).toMatch(/^frame-src 'self' https:/);
      expect(directive(reply.headers['content-security-policy'], 'media-src')).toMatch(/^media-src 'self' https:/);
      expect(directive(reply.headers['content-security-policy'], 'default-src')).toBe("default-src 'self'");
      // es.localhost is this machine: its preview origins come first (deploy-a-remote.md), then the provider's.
      expect(directive(reply.headers['content-security-policy'], 'script-src')).toMatch(
        /^script-src 'self' http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\* https:\/\/app\.intercom\.io /,
      );
    }
  });

  it('tells the other markets nothing outside production: no tag, no provider in the policy, the page sent as its file', async () => {
    const visit = await serve({ appId: 'a1B2', production: false });
    for (const [url, host] of [
      ['/', 'localhost'],
      ['/search', 'it.localhost'],
      ['/nl/', 'be.localhost'],
    ]) {
      const reply = await visit(url, host);
      expect(reply.body).not.toContain('escapade-chat');
      expect(String(reply.headers['content-security-policy'])).not.toContain('intercom');
      expect(reply.body).toBe(frame(url === '/search' ? 'it_IT' : host === 'localhost' ? 'fr_FR' : 'nl_BE'));
    }
  });

  it('tells every market’s pages in production, and not the Belgian language choice, which has no market', async () => {
    const visit = await serve({ appId: 'a1B2', production: true });
    for (const [url, host] of [
      ['/', 'localhost'],
      ['/search', 'it.localhost'],
      ['/nl/hotel/4', 'be.localhost'],
      ['/', 'es.localhost'],
    ]) {
      expect((await visit(url, host)).body).toContain(chatTag('a1B2'));
    }
    const splash = await visit('/', 'be.localhost');
    expect(splash.body).not.toContain('escapade-chat');
    expect(String(splash.headers['content-security-policy'])).not.toContain('intercom');
  });

  it('never tells the customer-care site, in production or in es_ES', async () => {
    for (const production of [true, false]) {
      const visit = await serve({ appId: 'a1B2', production });
      for (const host of ['customercare.es.localhost', 'customercare.localhost']) {
        const reply = await visit('/contact', host);
        expect(reply.body).not.toContain('escapade-chat');
        expect(String(reply.headers['content-security-policy'])).not.toContain('intercom');
      }
    }
  });

  it('tells no page without an app id, in production or not', async () => {
    for (const chat of [undefined, { production: true }, { production: false }]) {
      const visit = await serve(chat);
      const reply = await visit('/', 'es.localhost');
      expect(reply.body).toBe(frame('es_ES'));
      expect(String(reply.headers['content-security-policy'])).not.toContain('intercom');
    }
  });

  it('adds the tag to a stay’s frame whose picture slot the server fills too', async () => {
    const visit = await serve({ appId: 'a1B2', production: false });
    const page = (await visit('/product/999', 'es.localhost')).body;
    expect(page).toContain(chatTag('a1B2'));
    // No such stay: its slot is removed, as without the chat.
    expect(page).not.toContain(FRAME_PICTURE_ATTRIBUTE);
  });

  it('keeps the API’s own replies as they were', async () => {
    const visit = await serve({ appId: 'a1B2', production: true });
    expect(String((await visit('/api/health', 'es.localhost')).headers['content-security-policy'])).not.toContain('intercom');
  });

  it('writes the app id as an attribute value that cannot end the tag, and puts it in a page that does not close its head', () => {
    expect(withChatMeta('<head><title>x</title></head>', 'a"b<c>d&e')).toBe('<head><title>x</title><meta name="escapade-chat" content="a&quot;b&lt;c>d&amp;e"></head>');
    expect(withChatMeta('<!doctype html><title>x</title>', 'a1')).toBe('<!doctype html><meta name="escapade-chat" content="a1"><title>x</title>');
  });

  it('refuses to start with an app id that is not one, and reads an empty one as none', async () => {
    for (const appId of ['', ' a1', 'a1;', 'a"1', 'x'.repeat(65), 'ab/cd', 'é']) {
      if (appId === '') continue;
      expect(() => chatWidgetFromEnvironment({ CHAT_APP_ID: appId })).toThrow(/^CHAT_APP_ID must be the chat provider's app id: 1 to 64 letters, digits, '_' or '-'/);
      await expect(buildApp({ webRoot, apiReference: false, rateLimit: false, chat: { appId, production: true } })).rejects.toThrow(/CHAT_APP_ID/);
    }
    expect(chatWidgetFromEnvironment({ CHAT_APP_ID: '' })).toEqual({ appId: undefined, production: false });
    expect(chatWidgetFromEnvironment({ CHAT_APP_ID: 'x'.repeat(64), SITE_ENVIRONMENT: 'production' })).toEqual({ appId: 'x'.repeat(64), production: true });
    // Only `production` is the production environment.
    for (const environment of ['Production', 'prod', 'staging', undefined]) expect(chatWidgetFromEnvironment({ SITE_ENVIRONMENT: environment }).production).toBe(false);
  });
});
