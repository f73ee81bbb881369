import {
  ANNOUNCEMENT_COLORS,
  ANNOUNCEMENT_PAGE_KINDS,
  FLOWS,
  IMAGE_POSITIONS,
  type AnnouncementBanner,
  type AnnouncementPageKind,
  type BoxBlock,
  type Flow,
  type GiftBlock,
  type PromoBar,
  type SearchPromo,
  type SearchPromoSlot,
  type SeoText,
  type TargetedBanner,
} from '@escapade/api-contract';
import { MARKET_CODES as LOCALES, type MarketCode as Locale } from '@escapade/util-market';
import type { CatalogSnapshot, Place } from '../catalog/catalog-snapshot';
import { CONTENT_COPY, type SearchPromoKind, type Teaser } from './content-copy';
import {
  HOME_FLOWS,
  type ContentDocument,
  type HomeFlow,
  type StoredCmsBlock,
  type StoredHomePage,
  type StoredLandingPage,
  type StoredTargetedBanner,
  type StoredTopSearchResultsBlock,
  type TargetedBannerRule,
  seoTextKey,
} from './content-documents';
import { contentImageId, countryPlace, MARKETS, placeName, searchUrl, slugOf } from './content-market';
import { generateNavigation, generateThisWeekThemes } from './generate-navigation';
import { generateIdeas, generateMiniSites, generateStaticPages } from './generate-pages';
import { MarketCatalog } from './market-catalog';
import { pageMeta } from './site-urls';
import { imageUrl } from '../routes/images/image-url';

/** Targeted banners per kind of place, best sellers first. */
const BANNERS_PER_PLACE_KIND = { region: 5, department: 5, city: 8 } as const;

/** Gift-box prices in cents and their promotional prices (null: no promotion), in the order of the copy's boxes. */
const BOX_PRICES: readonly {
  price: number;
  promoPrice: number | null;
  rating: string;
}[] = [
  { price: 6_990, promoPrice: 5_990, rating: '4,6/5' },
  { price: 7_990, promoPrice: null, rating: '4,7/5' },
  { price: 8_990, promoPrice: 7_490, rating: '9,1' },
  { price: 24_990, promoPrice: 19_990, rating: '4,8/5' },
  { price: 6_490, promoPrice: null, rating: '8,9' },
  { price: 12_990, promoPrice: 10_990, rating: '4,5/5' },
];

/** Markets without a gift-box shop (product-side.md: the footer's box shop is not shown for it_IT). */
const NO_BOX_SHOP: readonly Locale[] = ['it_IT'];

/** Markets with gift cards (product-side.md section 6: the gift-card banner's locales). */
const GIFT_CARD_MARKETS: readonly Locale[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];

/** Colour of the announcement banner by kind of page. */
const ANNOUNCEMENT_COLOR: Record<AnnouncementPageKind, (typeof ANNOUNCEMENT_COLORS)[number]> = { homePages: 'red', searchPages: 'blue', productPages: 'green' };

/** The market catalogs of one locale, per flow. */
type MarketCatalogs = Record<Flow, MarketCatalog>;

/** Box discount as the spec computes it: ceil(100 − 100 × promo price / price). */
export function boxDiscount(price: number, promoPrice: number | null): number | null {
  return promoPrice === null ? null : Math.ceil(100 - (100 * promoPrice) / price);
}

/** The gift-box block of a market. */
export function generateBoxBlock(locale: Locale): BoxBlock {
  const copy = CONTENT_COPY[MARKETS[locale].language].boxBlock;
  return {
    campaign: copy.campaign,
    title: copy.title,
    subtitle: copy.subtitle,
    buttonLabel: copy.buttonLabel,
    buttonURL: '/boxes',
    boxes: copy.boxes.map((box, position) => {
      const { price, promoPrice, rating } = BOX_PRICES[position % BOX_PRICES.length];
      const handle = slugOf(box.title);
      return {
        id: `box-${position + 1}`,
        title: box.title,
        image: imageUrl(contentImageId(`box-${position + 1}`), '640_360'),
        includedContent: box.includedContent,
        rating,
        price,
        promoPrice,
        handle,
        discount: boxDiscount(price, promoPrice),
        position,
        url: `/boxes/${handle}`,
      };
    }),
  };
}

/** The gift block of a market: links only to the gift products the market sells. */
export function generateGiftBlock(locale: Locale): GiftBlock {
  const copy = CONTENT_COPY[MARKETS[locale].language].giftBlock;
  const image = contentImageId(`gift-block-${locale}`);
  return {
    title: copy.title,
    subtitle: copy.subtitle,
    imageS: imageUrl(image, 'SMALL'),
    imageL: imageUrl(image, 'LARGE'),
    boxURL: NO_BOX_SHOP.includes(locale) ? null : '/boxes',
    singleVoucherURL: searchUrl('gifting'),
    giftcardURL: GIFT_CARD_MARKETS.includes(locale) ? '/giftcard' : null,
    activityOnlyURL: searchUrl('activity'),
    campaign: `gift-block-${locale.toLowerCase()}`,
    category: 'gift',
  };
}

/** What each flow's results promote after their first row and after their second block: another way to travel or to give. */
const SEARCH_PROMOS: Record<Flow, Record<SearchPromoSlot, SearchPromoKind>> = {
  booking: { afterFirstRow: 'flashSale', afterSecondBlock: 'giveStay' },
  gifting: { afterFirstRow: 'giveActivity', afterSecondBlock: 'treatYourself' },
  hotel: { afterFirstRow: 'stayTheNight', afterSecondBlock: 'giveStay' },
  activity: { afterFirstRow: 'stayTheNight', afterSecondBlock: 'giveStay' },
};

/** Where each promo leads: a search that finds something in every market. */
const SEARCH_PROMO_TARGETS: Record<SearchPromoKind, string> = {
  flashSale: searchUrl('booking', { sort: 'promo' }),
  giveStay: searchUrl('gifting'),
  giveActivity: searchUrl('activity'),
  treatYourself: searchUrl('booking'),
  stayTheNight: searchUrl('booking'),
};

/** The inline promo blocks of a market's results in a flow, in the market's language. */
export function generateSearchPromos(locale: Locale, flow: Flow): SearchPromo[] {
  const copy = CONTENT_COPY[MARKETS[locale].language].searchPromos;
  return Object.entries(SEARCH_PROMOS[flow]).map(([slot, kind]) => ({
    slot: slot as SearchPromoSlot,
    title: copy[kind].title,
    text: copy[kind].subtitle,
    imageUrl: imageUrl(contentImageId(`search-promo-${kind}`), 'SMALL'),
    imageAlt: copy[kind].imageAlt,
    cta: { label: copy[kind].cta, url: SEARCH_PROMO_TARGETS[kind], newTab: false },
    trackingBlockName: `search-promo-${kind}`,
  }));
}

/** Cities per country that get a text under their results, best sellers first (regions, departments and countries all do). */
const SEO_CITIES_PER_COUNTRY = 25;

/** Themes and nearby places a text names. */
const SEO_LIST_LENGTH = 3;

/**
 * The texts under the results of a market's destinations, keyed by place id: what the market sells
 * there, its best themes and the places around, in the market's language. Only places that sell
 * get one, so a text never promises what the search does not find.
 */
export function generateSeoTexts(catalog: MarketCatalog): { key: string; body: SeoText }[] {
  const { snapshot, locale } = catalog;
  const { language, countryCode } = MARKETS[locale];
  const copy = CONTENT_COPY[language].seoText;
  const name = (place: Place) => placeName(place, language);
  const list = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${copy.and} ${names.at(-1)}`);
  const topThemes = catalog.themes(SEO_LIST_LENGTH).map(({ item }) => item);
  const allThemes = catalog.themes(Number.MAX_SAFE_INTEGER).map(({ item }) => item);
  const texts: { key: string; body: SeoText }[] = [];
  const write = (place: Place, parent: Place | undefined, around: readonly Place[]) => {
    const count = catalog.salesIn(place).count;
    if (count === 0) return;
    const themes = place.kind === 'city' ? allThemes.filter((theme) => catalog.salesOfThemeIn(theme.id, place.id).count > 0).slice(0, SEO_LIST_LENGTH) : topThemes;
    const nearby = around
      .filter((other) => other.id !== place.id)
      .slice(0, SEO_LIST_LENGTH)
      .map(name);
    const sections = [
      { heading: copy.why.heading(name(place)), paragraphs: [copy.why.text(name(place), parent ? name(parent) : null, count)] },
      ...(themes.length > 0
        ? [{ heading: copy.themes.heading(name(place)), paragraphs: [copy.themes.text(name(place), list(themes.map((theme) => theme.names[language].toLowerCase())))] }]
        : []),
      ...(nearby.length > 0 ? [{ heading: copy.nearby.heading(name(place)), paragraphs: [copy.nearby.text(list(nearby))] }] : []),
      { heading: copy.practical.heading, paragraphs: [copy.practical.text] },
    ];
    texts.push({ key: seoTextKey(place), body: { title: copy.title(name(place)), sections, readMore: copy.readMore, readLess: copy.readLess } });
  };
  const places = (
    kind: 'region' | 'department' | 'city',
    parent: { countryCode: Place['countryCode']; regionId?: number; departmentId?: number },
    limit = Number.MAX_SAFE_INTEGER,
  ) => catalog.placesWithin(kind, parent, limit).map(({ item }) => item);
  for (const code of catalog.countries(countryCode)) {
    const country = countryPlace(snapshot, code);
    const regions = places('region', { countryCode: code });
    const cities = places('city', { countryCode: code }, SEO_CITIES_PER_COUNTRY);
    write(country, undefined, cities);
    for (const region of regions) write(region, country, regions);
    for (const department of places('department', { countryCode: code })) {
      write(department, catalog.place(department.regionId), department.regionId === null ? [] : places('department', { countryCode: code, regionId: department.regionId }));
    }
    for (const city of cities) {
      const around = city.departmentId === null ? cities : places('city', { countryCode: code, departmentId: city.departmentId }, SEO_LIST_LENGTH + 1);
      write(city, catalog.place(city.regionId), around);
    }
  }
  return texts;
}

/** The promo bar of a market and flow: a campaign link and a secondary one in black. */
export function generatePromoBar(locale: Locale, flow: Flow): PromoBar {
  const copy = CONTENT_COPY[MARKETS[locale].language].promoBar[flow];
  const targets: Record<
    Flow,
    {
      campaign: string;
      category: string;
      main: string;
      secondary: string | null;
    }
  > = {
    booking: {
      campaign: 'flash-sale',
      category: 'promo',
      main: searchUrl('booking', { sort: 'promo' }),
      secondary: searchUrl('gifting'),
    },
    gifting: {
      campaign: 'digital-gift-voucher',
      category: 'gift',
      main: searchUrl('gifting', { giftFormat: 'digital' }),
      secondary: GIFT_CARD_MARKETS.includes(locale) ? '/giftcard' : null,
    },
    activity: {
      campaign: 'activities-nearby',
      category: 'activity',
      main: searchUrl('activity'),
      secondary: searchUrl('gifting'),
    },
    hotel: {
      campaign: 'last-minute',
      category: 'hotel',
      main: searchUrl('hotel', { sort: 'priceAsc' }),
      secondary: searchUrl('booking'),
    },
  };
  const target = targets[flow];
  return {
    internalCode: `PB-${locale.toUpperCase()}-${flow.toUpperCase()}`,
    campaign: target.campaign,
    category: target.category,
    flow,
    links: [
      {
        label: copy.main,
        url: target.main,
        newTab: false,
        variation: 'default' as const,
      },
      ...(target.secondary
        ? [
            {
              label: copy.secondary,
              url: target.secondary,
              newTab: false,
              variation: 'black' as const,
            },
          ]
        : []),
    ],
  };
}

/** The announcement banner of a market for a kind of page and flow; activity vouchers have no pay-in-instalments notice. */
export function generateAnnouncementBanner(locale: Locale, flow: Flow, page: AnnouncementPageKind): AnnouncementBanner | null {
  if (flow === 'activity' && page === 'productPages') return null;
  const content = (other: Locale) => CONTENT_COPY[MARKETS[other].language].announcement[page];
  const links: Record<AnnouncementPageKind, string> = {
    homePages: searchUrl('booking', { sort: 'promo' }),
    searchPages: '/page/terms-of-sale',
    productPages: '/page/faq',
  };
  return {
    content: content(locale),
    colorVariation: ANNOUNCEMENT_COLOR[page],
    link: { url: links[page] },
    localizations: LOCALES.filter((other) => other !== locale).map((other) => ({
      locale: other,
      content: content(other),
    })),
  };
}

/** A banner from a teaser: large and small pictures, one call to action, a tracking name. */
function banner(key: string, teaser: Teaser, url: string, category: string, imageId: number | null, index: number): TargetedBanner {
  const image = imageId ?? contentImageId(`banner-${key}`);
  return {
    title: teaser.title,
    subtitle: teaser.subtitle,
    imageUrl: imageUrl(image, 'LARGE'),
    imageMobile: imageUrl(image, 'SMALL'),
    imagePosition: IMAGE_POSITIONS[index % IMAGE_POSITIONS.length],
    imageAlt: teaser.title,
    ctas: [{ label: teaser.cta, url, newTab: false, category }],
    url,
    newTab: false,
    trackingBlockName: `targeted-banner-${key}`,
  };
}

/** How a banner recognises a place in the selection data: its slug or any of its names. */
function placeMatch(place: Place) {
  return { slug: place.slug, names: [...new Set(Object.values(place.names))] };
}

/**
 * Targeted banners of a market with their selection rules (banner selection data of the spec):
 * generic ones per flow, one for the 'less than 2h' search, one per theme, and one per best-selling
 * region, department and city of the market's country.
 */
export function generateTargetedBanners(catalogs: MarketCatalogs): { key: string; body: StoredTargetedBanner }[] {
  const booking = catalogs.booking;
  const profile = MARKETS[booking.locale];
  const copy = CONTENT_COPY[profile.language].banners;
  const entries: {
    key: string;
    rule: TargetedBannerRule;
    teaser: Teaser;
    url: string;
    category: string;
    imageId: number | null;
  }[] = [
    {
      key: 'home',
      rule: { pages: ['home', 'search'], flows: ['booking', 'hotel'] },
      teaser: copy.home,
      url: searchUrl('booking'),
      category: 'search',
      imageId: null,
    },
    {
      key: 'gifting',
      rule: { pages: ['home', 'search', 'product'], flows: ['gifting'] },
      teaser: copy.gifting,
      url: searchUrl('gifting'),
      category: 'gift',
      imageId: null,
    },
    {
      key: 'activity',
      rule: { pages: ['home', 'search', 'activity'], flows: ['activity'] },
      teaser: copy.activity,
      url: searchUrl('activity'),
      category: 'activity',
      imageId: null,
    },
    {
      key: 'offer-as-gift',
      rule: { pages: ['product', 'hotel'], flows: ['booking', 'hotel'] },
      teaser: { ...copy.gifting, cta: copy.giftCta },
      url: searchUrl('gifting'),
      category: 'gift',
      imageId: null,
    },
    {
      key: 'less-than-two-hours',
      rule: {
        pages: ['home', 'search'],
        flows: ['booking', 'hotel', 'activity'],
        isLessThanTwoHours: true,
      },
      teaser: copy.lessThanTwoHours,
      url: searchUrl('booking'),
      category: 'search',
      imageId: null,
    },
  ];
  for (const { item: theme, sales } of booking.themes(Number.MAX_SAFE_INTEGER)) {
    entries.push({
      key: `theme-${theme.id}`,
      rule: {
        pages: ['home', 'search'],
        flows: ['booking', 'gifting', 'hotel'],
        displayBannerWithThisThematic: theme.id,
      },
      teaser: copy.theme(theme.names[profile.language]),
      url: searchUrl('booking', { theme: theme.id }),
      category: 'theme',
      imageId: sales.imageId,
    });
  }
  const country = countryPlace(booking.snapshot, profile.countryCode);
  for (const kind of ['region', 'department', 'city'] as const) {
    for (const { item: place, sales } of booking.placesWithin(kind, { countryCode: country.countryCode }, BANNERS_PER_PLACE_KIND[kind])) {
      entries.push({
        key: `${kind}-${place.slug}`,
        rule: {
          pages: ['search', 'product', 'hotel'],
          flows: ['booking', 'gifting', 'hotel'],
          [kind]: placeMatch(place),
        },
        teaser: copy.place(placeName(place, profile.language)),
        url: searchUrl('booking', { [kind]: place.slug }),
        category: 'destination',
        imageId: sales.imageId,
      });
    }
  }
  return entries.map((entry, index) => ({
    key: entry.key,
    body: {
      rule: entry.rule,
      banner: banner(entry.key, entry.teaser, entry.url, entry.category, entry.imageId, index),
    },
  }));
}

/** Categories of a home: themes that sell in the flow, or activity groups for activities. */
function categories(market: MarketCatalog) {
  const language = MARKETS[market.locale].language;
  if (market.flow === 'activity') {
    const groups = new Map<string, { label: string; ids: number[] }>();
    for (const type of market.snapshot.activityTypes) {
      const group = groups.get(type.group) ?? {
        label: type.groupNames[language],
        ids: [],
      };
      group.ids.push(type.id);
      groups.set(type.group, group);
    }
    return [...groups].map(([key, group]) => ({
      label: group.label,
      url: searchUrl('activity', { tags: group.ids.join(',') }),
      imageUrl: imageUrl(contentImageId(`activity-group-${key}`), 'SMALL'),
    }));
  }
  return market.themes(8).map(({ item, sales }) => ({
    label: item.names[language],
    url: searchUrl(market.flow, { theme: item.id }),
    imageUrl: imageUrl(sales.imageId ?? contentImageId(`theme-${item.id}`), 'SMALL'),
  }));
}

/** The most booked offers of the market's best city in a flow, as a top-search block (none when the market sells in no city). */
function topSearchBlock(market: MarketCatalog, flow: Exclude<HomeFlow, 'activity'>): StoredTopSearchResultsBlock | null {
  const language = MARKETS[market.locale].language;
  const [bestCity] = market.placesWithin('city', { countryCode: MARKETS[market.locale].countryCode }, 1);
  if (!bestCity) return null;
  return {
    type: 'topSearchResults',
    title: CONTENT_COPY[language].home.topSearchTitle(flow, placeName(bestCity.item, language)),
    searchUrl: searchUrl(flow, { city: bestCity.item.slug }),
    search: {
      placeId: bestCity.item.id,
      flowType: flow === 'gifting' ? 'gift' : 'offer',
    },
  };
}

/**
 * The market's block-built landing page (last-minute weekends): built of the home's block types,
 * the selling points, the most booked stays of the best city, the booking categories, the
 * 'less than 2 hours' banner and the booking marketing block.
 */
export function generateLandingPage(catalogs: MarketCatalogs, banners: { key: string; body: StoredTargetedBanner }[]): StoredLandingPage {
  const market = catalogs.booking;
  const locale = market.locale;
  const copy = CONTENT_COPY[MARKETS[locale].language];
  const blocks: StoredCmsBlock[] = [{ type: 'mainUsp', items: copy.home.usp }];
  const topSearch = topSearchBlock(market, 'booking');
  if (topSearch) blocks.push(topSearch);
  const categoryLinks = categories(market);
  if (categoryLinks.length > 0) blocks.push({ type: 'categoriesBlock', title: copy.home.categoriesTitle.booking, categories: categoryLinks });
  const featured = banners.find((entry) => entry.key === 'less-than-two-hours');
  if (featured) blocks.push({ type: 'bannerBlock', banner: featured.body.banner });
  const marketing = copy.home.marketing.booking;
  blocks.push({
    type: 'marketingBlock',
    title: marketing.title,
    text: marketing.text,
    imageUrl: imageUrl(contentImageId(`landing-${locale}-${copy.landing.slug}`), '640_360'),
    imageAlt: marketing.title,
    cta: { label: marketing.cta, url: searchUrl('booking'), newTab: false },
  });
  const languageMarkets = LOCALES.filter((other) => MARKETS[other].language === MARKETS[locale].language);
  return {
    slug: copy.landing.slug,
    locale,
    title: copy.landing.title,
    intro: copy.landing.intro,
    blocks,
    meta: pageMeta(locale, `/landing/${copy.landing.slug}`, { title: copy.landing.title, description: copy.landing.description }, languageMarkets),
  };
}

/**
 * The CMS home of a market and flow: SEO, banners, hero, then blocks (selling points, categories,
 * the most booked offers of the market's best city, a banner, a marketing block, gift boxes).
 */
export function generateHomePage(catalogs: MarketCatalogs, flow: HomeFlow, banners: { key: string; body: StoredTargetedBanner }[]): StoredHomePage {
  const market = catalogs[flow];
  const locale = market.locale;
  const profile = MARKETS[locale];
  const copy = CONTENT_COPY[profile.language];
  const country = placeName(countryPlace(market.snapshot, profile.countryCode), profile.language);
  const hero = contentImageId(`home-${locale}-${flow}`);
  const blocks: StoredCmsBlock[] = [{ type: 'mainUsp', items: copy.home.usp }];
  const categoryLinks = categories(market);
  if (categoryLinks.length > 0)
    blocks.push({
      type: 'categoriesBlock',
      title: copy.home.categoriesTitle[flow],
      categories: categoryLinks,
    });
  const topSearch = flow === 'activity' ? null : topSearchBlock(market, flow);
  if (topSearch) blocks.push(topSearch);
  const bannerKey = flow === 'booking' ? 'gifting' : flow === 'gifting' ? 'offer-as-gift' : 'less-than-two-hours';
  const featured = banners.find((entry) => entry.key === bannerKey);
  if (featured) blocks.push({ type: 'bannerBlock', banner: featured.body.banner });
  const marketing = copy.home.marketing[flow];
  blocks.push({
    type: 'marketingBlock',
    title: marketing.title,
    text: marketing.text,
    imageUrl: imageUrl(contentImageId(`marketing-${locale}-${flow}`), '640_360'),
    imageAlt: marketing.title,
    cta: { label: marketing.cta, url: searchUrl(flow), newTab: false },
  });
  if (flow !== 'activity' && !NO_BOX_SHOP.includes(locale)) blocks.push({ type: 'boxes', ...generateBoxBlock(locale) });
  return {
    seo: {
      title: copy.home.seoTitle(flow, country),
      description: copy.home.seoDescription(flow, country),
      index: true,
      follow: true,
    },
    announcementBanner: generateAnnouncementBanner(locale, flow, 'homePages'),
    header: { showHeader: true },
    promoBar: generatePromoBar(locale, flow),
    showFlowTabs: flow !== 'activity',
    jumbotron: {
      title: copy.home.jumbotron[flow].title,
      subtitle: copy.home.jumbotron[flow].subtitle,
      imageUrl: imageUrl(hero, 'LARGE'),
      imageMobile: imageUrl(hero, 'SMALL'),
      imageAlt: copy.home.jumbotronAlt(country),
    },
    blocks,
    footer: { showLegal: true, showNewsletter: true, showContact: true },
  };
}

/**
 * Every content document of the storefront, derived from the catalog so that every link leads to
 * a search that finds something. Deterministic: the same catalog always gives the same documents.
 */
export function generateContent(snapshot: CatalogSnapshot): ContentDocument[] {
  const documents: ContentDocument[] = [];
  for (const locale of LOCALES) {
    const catalogs = Object.fromEntries(FLOWS.map((flow) => [flow, new MarketCatalog(snapshot, locale, flow)])) as MarketCatalogs;
    const banners = generateTargetedBanners(catalogs);
    for (const flow of HOME_FLOWS)
      documents.push({
        kind: 'cmsHome',
        locale,
        flow,
        key: 'home',
        body: generateHomePage(catalogs, flow, banners),
      });
    for (const flow of FLOWS) {
      documents.push({
        kind: 'navigation',
        locale,
        flow,
        key: 'megaMenu',
        body: generateNavigation(catalogs[flow]),
      });
      documents.push({
        kind: 'promoBar',
        locale,
        flow,
        key: 'promoBar',
        body: generatePromoBar(locale, flow),
      });
      documents.push({ kind: 'searchPromos', locale, flow, key: 'inline', body: generateSearchPromos(locale, flow) });
      for (const page of ANNOUNCEMENT_PAGE_KINDS)
        documents.push({
          kind: 'announcementBanner',
          locale,
          flow,
          key: page,
          body: generateAnnouncementBanner(locale, flow, page),
        });
    }
    for (const { key, body } of generateSeoTexts(catalogs.booking)) documents.push({ kind: 'seoText', locale, flow: null, key, body });
    documents.push({
      kind: 'thisWeekTheme',
      locale,
      flow: null,
      key: 'rotation',
      body: generateThisWeekThemes(catalogs.booking),
    });
    for (const { key, body } of banners) documents.push({ kind: 'targetedBanner', locale, flow: null, key, body });
    documents.push({
      kind: 'boxBlock',
      locale,
      flow: null,
      key: 'boxes',
      body: generateBoxBlock(locale),
    });
    documents.push({
      kind: 'giftBlock',
      locale,
      flow: null,
      key: 'giftBlock',
      body: generateGiftBlock(locale),
    });
    const landing = generateLandingPage(catalogs, banners);
    documents.push({ kind: 'landingPage', locale, flow: null, key: landing.slug, body: landing });
    documents.push({
      kind: 'ideas',
      locale,
      flow: null,
      key: 'ideas',
      body: generateIdeas(catalogs.booking, catalogs.gifting),
    });
  }
  for (const page of generateStaticPages())
    documents.push({
      kind: 'staticPage',
      locale: page.locale,
      flow: null,
      key: page.id,
      body: page,
    });
  for (const site of generateMiniSites())
    documents.push({
      kind: 'miniSite',
      locale: null,
      flow: null,
      key: site.minisiteUrl,
      body: site,
    });
  return documents;
}
