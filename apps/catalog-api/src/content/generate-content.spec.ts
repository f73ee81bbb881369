import * as v from 'valibot';
import {
  AnnouncementBannerSchema,
  BoxBlockSchema,
  CmsHomePageSchema,
  GiftBlockReplySchema,
  IdeasReplySchema,
  LandingPageReplySchema,
  MiniSiteSchema,
  NavigationReplySchema,
  PromoBarSchema,
  StaticPageReplySchema,
  TargetedBannerSchema,
  ThisWeekThemeSchema,
  type NavigationLink,
} from '@escapade/api-contract';
import { MARKET_CODES as LOCALES } from '@escapade/util-market';
import { smallCatalog } from '../search/testing/catalog-fixture';
import type { ContentDocument } from './content-documents';
import { boxDiscount, generateContent } from './generate-content';

/** The contract schema each stored body must satisfy (top searches are run at request time, so they are checked without cards). */
function checkBody(document: ContentDocument): void {
  switch (document.kind) {
    case 'cmsHome':
      v.parse(CmsHomePageSchema, {
        ...document.body,
        blocks: document.body.blocks.filter((block) => block.type !== 'topSearchResults'),
      });
      return;
    case 'navigation':
      v.parse(NavigationReplySchema, document.body);
      return;
    case 'thisWeekTheme':
      v.parse(v.array(ThisWeekThemeSchema), document.body);
      return;
    case 'promoBar':
      v.parse(v.nullable(PromoBarSchema), document.body);
      return;
    case 'targetedBanner':
      v.parse(TargetedBannerSchema, document.body.banner);
      return;
    case 'announcementBanner':
      v.parse(v.nullable(AnnouncementBannerSchema), document.body);
      return;
    case 'boxBlock':
      v.parse(BoxBlockSchema, document.body);
      return;
    case 'giftBlock':
      v.parse(GiftBlockReplySchema, document.body);
      return;
    case 'ideas':
      v.parse(IdeasReplySchema, document.body);
      return;
    case 'staticPage':
      v.parse(StaticPageReplySchema, document.body);
      return;
    case 'miniSite':
      v.parse(MiniSiteSchema, document.body);
      return;
    case 'landingPage':
      v.parse(LandingPageReplySchema, {
        ...document.body,
        blocks: document.body.blocks.filter((block) => block.type !== 'topSearchResults'),
      });
  }
}

describe('generateContent', () => {
  const documents = generateContent(smallCatalog());
  const find = <K extends ContentDocument['kind']>(kind: K, locale: string | null, key: string, flow: string | null = null) =>
    documents.find((document) => document.kind === kind && document.locale === locale && document.key === key && document.flow === flow) as Extract<ContentDocument, { kind: K }>;

  it('is deterministic: the same catalog gives the same documents', () => {
    expect(JSON.stringify(generateContent(smallCatalog()))).toBe(JSON.stringify(documents));
  });

  it('gives every document a body in the contract shape, and a unique identity', () => {
    for (const document of documents) checkBody(document);
    const identities = documents.map((document) => `${document.kind}|${document.locale}|${document.flow}|${document.key}`);
    expect(new Set(identities).size).toBe(identities.length);
  });

  it('has a CMS home per market for booking, gifting and activity', () => {
    for (const locale of LOCALES) {
      for (const flow of ['booking', 'gifting', 'activity']) expect(find('cmsHome', locale, 'home', flow)).toBeDefined();
    }
  });

  it('builds the mega-menu country › region › department › city with offer counts', () => {
    const menu: NavigationLink[] = find('navigation', 'fr_FR', 'megaMenu', 'booking').body;
    const [france, themes] = menu;
    expect(france).toMatchObject({
      label: 'Destinations en France',
      uri: '/search?flow=booking#country=france',
      count: 4,
    });
    const [region] = france.children;
    expect(region).toMatchObject({
      label: 'Auvergne-Rhône-Alpes',
      count: 4,
      uri: '/search?flow=booking#region=place-1',
    });
    expect(region.children.map((department) => [department.label, department.count, department.children.map((city) => [city.label, city.count])])).toEqual([
      ['Haute-Savoie', 3, [['Annecy', 3]]],
      ['Rhône', 1, [['Lyon', 1]]],
    ]);
    expect(themes.children).toEqual([
      expect.objectContaining({
        _id: 'theme-39',
        variant: 'highlight',
        count: 1,
        uri: '/search?flow=booking#theme=39',
      }),
    ]);
  });

  it('links gift menus to gift searches and counts giftable offers only', () => {
    const [france] = find('navigation', 'fr_FR', 'megaMenu', 'gifting').body;
    expect(france).toMatchObject({
      uri: '/search?flow=gifting#country=france',
      count: 2,
    });
  });

  it('writes each market in its language', () => {
    const titles = LOCALES.map((locale) => find('cmsHome', locale, 'home', 'booking').body.jumbotron.title);
    expect(titles).toEqual([
      'Le week-end qui vous ressemble',
      'La escapada que te pega',
      'Il weekend che ti somiglia',
      'Het weekend dat bij je past',
      'Le week-end qui vous ressemble',
      'Het weekend dat bij je past',
    ]);
    const page = find('staticPage', 'nl_BE', 'terms-of-sale').body;
    expect(page.title).toBe('Algemene verkoopvoorwaarden');
    expect(page.meta.canonicalUrl).toBe('https://www.escapade.be/nl/page/terms-of-sale');
    expect(page.meta.alternateUrls).toHaveLength(5);
  });

  it('points the top search of a home to a real city search of the market', () => {
    const blocks = find('cmsHome', 'fr_FR', 'home', 'booking').body.blocks;
    expect(blocks.find((block) => block.type === 'topSearchResults')).toMatchObject({
      searchUrl: '/search?flow=booking#city=place-10',
      search: { placeId: 10, flowType: 'offer' },
    });
  });

  it('has a block-built landing page per market, at a slug in its language, searching the market’s best city', () => {
    const landings = documents.filter((document) => document.kind === 'landingPage');
    expect(landings.map((document) => `${document.locale}/${document.key}`).sort()).toEqual([
      'es_ES/escapadas-ultimo-minuto',
      'fr_BE/week-end-derniere-minute',
      'fr_FR/week-end-derniere-minute',
      'it_IT/weekend-ultimo-minuto',
      'nl_BE/last-minute-weekend',
      'nl_NL/last-minute-weekend',
    ]);
    expect(find('landingPage', 'fr_FR', 'week-end-derniere-minute').body.blocks.find((block) => block.type === 'topSearchResults')).toMatchObject({
      searchUrl: '/search?flow=booking#city=place-10',
      search: { placeId: 10, flowType: 'offer' },
    });
  });

  it('has the six partner mini-sites of the spec', () => {
    const sites = documents.flatMap((document) => (document.kind === 'miniSite' ? [document.body] : []));
    expect(sites.map((site) => [site.minisiteUrl, site.minisiteId, site.minisiteLocale])).toEqual([
      ['macif', 360, 'fr_FR'],
      ['femmesdaujourdhui', 250, 'fr_BE'],
      ['maxi', 244, 'fr_FR'],
      ['femina', 30, 'fr_FR'],
      ['lefigaro', 14, 'fr_FR'],
      ['libelle', 97, 'nl_BE'],
    ]);
    expect(sites.find((site) => site.minisiteUrl === 'libelle')?.footer).toContain('in samenwerking met Escapade');
  });

  it('computes the box discount as ceil(100 - 100 x promo price / price)', () => {
    expect(boxDiscount(6_990, 5_990)).toBe(15);
    expect(boxDiscount(7_990, null)).toBeNull();
    expect(find('boxBlock', 'es_ES', 'boxes').body.boxes[0]).toMatchObject({
      price: 6_990,
      promoPrice: 5_990,
      discount: 15,
      handle: 'escapada-gourmet',
    });
  });

  it('offers gift cards and box shops only where the market sells them', () => {
    expect(find('giftBlock', 'es_ES', 'giftBlock').body.giftcardURL).toBeNull();
    expect(find('giftBlock', 'it_IT', 'giftBlock').body.boxURL).toBeNull();
    expect(find('giftBlock', 'fr_FR', 'giftBlock').body).toMatchObject({
      giftcardURL: '/giftcard',
      boxURL: '/boxes',
    });
  });
});
