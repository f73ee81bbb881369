import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { ENDPOINTS, MAX_LOG_MESSAGE } from '@escapade/api-contract';
import { MARKET_CODES as LOCALES } from '@escapade/util-market';
import { buildApp } from '../../app';
import { up } from '../../db/migrations/0003-content';
import { loadContentStore } from '../../content/content-store';
import { seedContent } from '../../content/seed-content';
import { openDatabase, type OpenedDatabase } from '../../db/open-database';
import { smallCatalog } from '../../search/testing/catalog-fixture';

describe('content routes (content seeded from a fixture catalog into PGlite)', () => {
  let app: FastifyInstance;
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    await up(database.db);
    await seedContent(database.db, smallCatalog());
    app = await buildApp({
      database,
      catalog: async () => smallCatalog(),
      content: () => loadContentStore(database.db),
      rateLimit: false,
      apiReference: false,
    });
  }, 60_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
  const count = async (table: string) => {
    const { rows } = await sql<{
      count: number;
    }>`select count(*)::int as count from ${sql.table(table)}`.execute(database.db);
    return rows[0].count;
  };
  const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);

  it('answers the CMS home of every market by flow, in the market language, with live top searches', async () => {
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const reply = await get(`/api/cms/homepage?locale=${locale}`);
      expect(reply.statusCode).toBe(200);
      const home = v.parse(ENDPOINTS.cmsHomepage.reply, reply.json());
      expect(home.gifting).toBeDefined();
      expect(home.activity).toBeDefined();
      titles.add(home.booking.seo.title);
    }
    expect(titles.size).toBe(6);
    const home = (await get('/api/cms/homepage?locale=fr_FR')).json();
    const top = home.booking.blocks.find((block: { type: string }) => block.type === 'topSearchResults');
    expect(top).toMatchObject({ searchUrl: '/search?flow=booking#city=place-10' });
    expect(top.offers.map((card: { id: number }) => card.id).sort()).toEqual([12, 21]);
  });

  it('serves the CMS homes noindex unless the environment enables indexing (product-side.md, meta tags)', async () => {
    const offHome = (await get('/api/cms/homepage?locale=fr_FR')).json();
    expect([offHome.booking.seo.index, offHome.gifting.seo.index, offHome.activity.seo.index]).toEqual([false, false, false]);
    // Without `database`: closing this app must not close the store the other tests use.
    const indexed = await buildApp({
      catalog: async () => smallCatalog(),
      content: () => loadContentStore(database.db),
      rateLimit: false,
      apiReference: false,
      indexing: true,
    });
    try {
      const onHome = (await indexed.inject({ method: 'GET', url: '/api/cms/homepage?locale=fr_FR' })).json();
      expect(onHome.booking.seo).toEqual({ ...offHome.booking.seo, index: true });
    } finally {
      await indexed.close();
    }
  });

  it('answers every read endpoint in the contract shape for each market', async () => {
    const reads: [keyof typeof ENDPOINTS, (locale: string) => string][] = [
      ['navigation', (locale) => `/api/content/navigation.json?locale=${locale}&flow=gifting`],
      ['thisWeekTheme', (locale) => `/api/content/this-week-theme.json?locale=${locale}`],
      ['promoBar', (locale) => `/api/content/promo-bar.json?locale=${locale}`],
      ['searchContent', (locale) => `/api/content/search-page.json?locale=${locale}&flow=gifting`],
      ['targetedBanner', (locale) => `/api/content/targetedBanner.json?locale=${locale}&page=home`],
      ['announcementBanner', (locale) => `/api/cms/announcementBanner?locale=${locale}`],
      ['boxBlock', (locale) => `/api/content-boxes-block/${locale}`],
      ['giftBlock', (locale) => `/api/content/giftBlock?locale=${locale}`],
      ['ideas', (locale) => `/api/content/ideas.json?locale=${locale}`],
      ['staticPage', (locale) => `/api/content/pages/faq?locale=${locale}`],
    ];
    for (const [name, url] of reads) {
      const texts = new Set<string>();
      for (const locale of LOCALES) {
        const reply = await get(url(locale));
        expect({ name, locale, status: reply.statusCode }).toEqual({
          name,
          locale,
          status: 200,
        });
        v.parse(ENDPOINTS[name].reply, reply.json());
        texts.add(reply.body);
      }
      // Each market gets its own content (languages, links, campaign codes).
      expect({ name, distinct: texts.size > 1 }).toEqual({
        name,
        distinct: true,
      });
    }
  });

  it('answers the inline promo blocks of the results per market and flow: one per slot, in the market language, leading to searches', async () => {
    const promos = async (locale: string, flow: string) =>
      v.parse(ENDPOINTS.searchContent.reply, (await get(`/api/content/search-page.json?locale=${locale}&flow=${flow}`)).json()).promos;
    for (const flow of ['booking', 'gifting', 'hotel', 'activity']) {
      for (const locale of LOCALES) {
        const blocks = await promos(locale, flow);
        expect(blocks.map((block) => block.slot)).toEqual(['afterFirstRow', 'afterSecondBlock']);
        for (const block of blocks) expect(block.cta.url).toMatch(/^\/search/);
      }
    }
    expect((await promos('es_ES', 'booking')).map((block) => block.title)).toEqual(['Ofertas flash de la semana', 'Regala una escapada, ellos eligen la fecha']);
    expect((await promos('nl_BE', 'booking'))[0].title).toBe('Flashdeals van de week');
    expect((await promos('fr_FR', 'gifting'))[0].cta).toEqual({ label: 'Voir les activités', url: '/search/activities?flow=activity', newTab: false });
    expect((await get('/api/content/search-page.json?locale=fr_FR&flow=gift')).statusCode).toBe(400);
  });

  it("answers the destination's text under the results in the market language, the country's without a destination, none for an unknown place", async () => {
    const seoText = async (query: string) => v.parse(ENDPOINTS.searchContent.reply, (await get(`/api/content/search-page.json?${query}`)).json()).seoText;
    const annecy = await seoText('locale=fr_FR&city=Annecy');
    expect(annecy?.title).toBe('Annecy : nos week-ends tout compris');
    expect(annecy?.sections[0].heading).toBe('Pourquoi choisir Annecy ?');
    expect(annecy?.sections.at(-1)?.heading).toBe('Bon à savoir');
    expect(annecy?.readMore).toBe('Lire la suite');
    expect((await seoText('locale=fr_BE&city=annecy'))?.title).toBe('Annecy : nos week-ends tout compris');
    expect((await seoText('locale=fr_FR'))?.title).toBe('France : nos week-ends tout compris');
    expect(await seoText('locale=fr_FR&city=Atlantis')).toBeNull();
  });

  it('writes static pages per language', async () => {
    const titles = await Promise.all(LOCALES.map(async (locale) => (await get(`/api/content/pages/privacy?locale=${locale}`)).json().title));
    expect(titles).toEqual([
      'Protection des données personnelles',
      'Protección de datos',
      'Protezione dei dati personali',
      'Gegevensbescherming',
      'Protection des données personnelles',
      'Gegevensbescherming',
    ]);
  });

  it('selects the targeted banner from the banner selection data', async () => {
    const city = await get('/api/content/targetedBanner.json?locale=fr_FR&page=search&region=place-1&department=place-2&city=Annecy');
    expect(city.json().targetedBanner).toMatchObject({
      title: 'Escapade à Annecy',
      trackingBlockName: 'targeted-banner-city-place-10',
    });
    const theme = await get('/api/content/targetedBanner.json?locale=fr_BE&page=home&displayBannerWithThisThematic=39');
    expect(theme.json().targetedBanner.trackingBlockName).toBe('targeted-banner-theme-39');
    const none = await get('/api/content/targetedBanner.json?locale=fr_FR&page=activity&flow=booking');
    expect(none.json()).toEqual({ targetedBanner: null });
  });

  it('answers a block-built landing page by slug and market, made of the home’s block types with live top searches (at most 3)', async () => {
    const reply = await get('/api/content/landing/week-end-derniere-minute?locale=fr_FR');
    expect(reply.statusCode).toBe(200);
    const landing = v.parse(ENDPOINTS.landingPage.reply, reply.json());
    expect(landing).toMatchObject({ slug: 'week-end-derniere-minute', locale: 'fr_FR', title: 'Week-ends de dernière minute' });
    expect(landing.meta.alternateUrls).toEqual([{ locale: 'fr_BE', url: 'https://www.escapade.be/fr/landing/week-end-derniere-minute' }]);
    expect(landing.blocks.map((block) => block.type)).toEqual(expect.arrayContaining(['mainUsp', 'topSearchResults', 'marketingBlock']));
    const top = landing.blocks.find((block) => block.type === 'topSearchResults');
    expect(top?.type === 'topSearchResults' && top.offers.length).toBeGreaterThan(0);
    expect(top?.type === 'topSearchResults' && top.offers.length).toBeLessThanOrEqual(3);
    const dutch = v.parse(ENDPOINTS.landingPage.reply, (await get('/api/content/landing/last-minute-weekend?locale=nl_BE')).json());
    expect(dutch.title).toBe('Last-minute weekendjes weg');
  });

  it('answers 404 naming the slug for a landing page the market does not have', async () => {
    for (const url of ['/api/content/landing/no-such-page?locale=fr_FR', '/api/content/landing/week-end-derniere-minute?locale=nl_NL']) {
      const reply = await get(url);
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 404 });
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'params.slug' }] });
    }
  });

  it('lists the six partner mini-sites and answers one by name', async () => {
    const sites = v.parse(ENDPOINTS.miniSites.reply, (await get('/api/content/minisites.json')).json());
    expect(sites.map((site) => site.minisiteUrl).sort()).toEqual(['femina', 'femmesdaujourdhui', 'lefigaro', 'libelle', 'macif', 'maxi']);
    const macif = await get('/api/content/minisites/macif');
    expect(macif.statusCode).toBe(200);
    expect(macif.json()).toMatchObject({
      minisiteId: 360,
      minisiteLocale: 'fr_FR',
      partnerName: 'MACIF',
    });
  });

  it('answers 404 naming the field for unknown pages and mini-sites', async () => {
    const page = await get('/api/content/pages/no-such-page?locale=fr_FR');
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({
      code: 'NOT_FOUND',
      details: [{ field: 'params.pageId' }],
    });
    const site = await get('/api/content/minisites/unknown-partner');
    expect(site.statusCode).toBe(404);
    expect(fieldsOf(site.json())).toEqual(['params.minisiteUrl']);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [string, string][] = [
      ['/api/cms/homepage?locale=de_DE', 'query.locale'],
      ['/api/cms/homepage', 'query.locale'],
      ['/api/content/navigation.json?locale=fr_FR&flow=cruise', 'query.flow'],
      ['/api/content/targetedBanner.json?locale=fr_FR&page=checkout', 'query.page'],
      ['/api/content/targetedBanner.json?locale=fr_FR&page=home&displayBannerWithThisThematic=abc', 'query.displayBannerWithThisThematic'],
      ['/api/content-boxes-block/xx_XX', 'params.locale'],
      ['/api/content/pages/Bad_Id?locale=fr_FR', 'params.pageId'],
      ['/api/content/minisites/MACIF!', 'params.minisiteUrl'],
      ['/api/content/landing/Bad_Slug?locale=fr_FR', 'params.slug'],
      ['/api/content/landing/week-end-derniere-minute', 'query.locale'],
      ['/api/error?locale=fr_FR', 'query.uri'],
    ];
    for (const [url, field] of cases) {
      const reply = await get(url);
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 400 });
      expect(fieldsOf(reply.json())).toContain(field);
    }
  });

  it('logs not-found hits', async () => {
    const before = await count('not_found_hits');
    const reply = await get('/api/error?uri=%2Fold%2Fpage&locale=nl_BE');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
    expect(await count('not_found_hits')).toBe(before + 1);
  });

  it('stores client logs up to the contract limit and refuses longer messages', async () => {
    const message = 'x'.repeat(MAX_LOG_MESSAGE);
    const reply = await post('/api/logs', {
      level: 'ERROR',
      locale: 'fr_FR',
      location: 'application.client.error',
      message,
    });
    expect(reply.statusCode).toBe(201);
    const { rows } = await sql<{
      message: string;
    }>`select message from client_logs order by id desc limit 1`.execute(database.db);
    expect(rows[0].message).toBe(message);
    const tooLong = await post('/api/logs', {
      level: 'ERROR',
      locale: 'fr_FR',
      location: 'application.client.error',
      message: `${message}y`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong.json())).toContain('body.message');
    const badLevel = await post('/api/logs', {
      level: 'FATAL',
      locale: 'fr_FR',
      location: 'x',
      message: 'boom',
    });
    expect(fieldsOf(badLevel.json())).toContain('body.level');
  });

  it('stores newsletter signups, accepts duplicates and refuses an invalid email or a country and language that are no market', async () => {
    const signup = {
      email: 'claire@example.fr',
      country: 'be',
      language: 'nl',
      source: 'auto_home',
    };
    const before = await count('newsletter_subscriptions');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reply = await post('/api/marketing/newsletter', signup);
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toEqual({ ok: true });
    }
    expect(await count('newsletter_subscriptions')).toBe(before + 2);
    const invalid = await post('/api/marketing/newsletter', {
      ...signup,
      email: 'claire@',
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid.json())).toContain('body.email');
    // Belgium's market is written in French and Dutch, not Spanish: the pair is no market.
    const noMarket = await post('/api/marketing/newsletter', { ...signup, country: 'be', language: 'es' });
    expect(noMarket.statusCode).toBe(400);
    expect(fieldsOf(noMarket.json())).toEqual(['body.language']);
    expect(await count('newsletter_subscriptions')).toBe(before + 2);
  });

  it('stores analytics events, one row per event with its parameters', async () => {
    const reply = await post('/api/analytics/ga/collect/fr', {
      client_id: 'c-1',
      user_id: 'u-9',
      events: [
        {
          name: 'view_item_list',
          params: {
            page_type: 'search',
            locale: 'fr_FR',
            items: [{ item_id: 11 }],
          },
        },
        { name: 'select_item', client_id: 'c-2' },
      ],
    });
    expect(reply.statusCode).toBe(202);
    const { rows } = await sql<{
      pos: string;
      client_id: string;
      name: string;
      params: Record<string, unknown>;
    }>`
      select pos, client_id, name, params from analytics_events order by id`.execute(database.db);
    expect(rows).toEqual([
      {
        pos: 'fr',
        client_id: 'c-1',
        name: 'view_item_list',
        params: {
          page_type: 'search',
          locale: 'fr_FR',
          items: [{ item_id: 11 }],
          user_id: 'u-9',
        },
      },
      {
        pos: 'fr',
        client_id: 'c-2',
        name: 'select_item',
        params: { user_id: 'u-9' },
      },
    ]);
    const badPos = await post('/api/analytics/ga/collect/de', {
      client_id: 'c-1',
      events: [{ name: 'view_item' }],
    });
    expect(fieldsOf(badPos.json())).toContain('params.pos');
    const noEvents = await post('/api/analytics/ga/collect/fr', {
      client_id: 'c-1',
      events: [],
    });
    expect(fieldsOf(noEvents.json())).toContain('body.events');
  });

  it('reloads the same content from the database as was generated', async () => {
    const again = await loadContentStore(database.db);
    expect(again.size).toBe(app.content.size);
    expect(again.ideas('es_ES')).toEqual(app.content.ideas('es_ES'));
  });
});
