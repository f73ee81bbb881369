import type { Kysely } from 'kysely';
import {
  ANNOUNCEMENT_PAGE_KINDS,
  type AnnouncementBannerReply,
  type BoxBlock,
  type Flow,
  type GiftBlock,
  type Ideas,
  type MiniSite,
  type NavigationLink,
  type PromoBar,
  type SearchPromo,
  type SeoText,
  type StaticPage,
  type TargetedBanner,
  type ThisWeekTheme,
} from '@escapade/api-contract';
import { type MarketCode as Locale, daysBetween } from '@escapade/util-market';
import { foldText } from '../search/text';
import { type BannerPage, type ContentDocument, type HomeFlow, type PlaceMatch, type StoredHomePage, type StoredLandingPage, type StoredTargetedBanner } from './content-documents';
import { contentTables } from '../db/content-schema';

/** The banner selection data of the spec, as the targeted-banner call sends it. */
export interface BannerSelection {
  locale: Locale;
  page: BannerPage;
  flow: Flow;
  country?: string;
  region?: string;
  department?: string;
  city?: string;
  displayBannerWithThisThematic?: number;
  isLessThanTwoHours: boolean;
}

/** How much a matching rule says about the visitor: a city banner beats a region banner, which beats a generic one. */
const SPECIFICITY = {
  city: 50,
  department: 40,
  region: 30,
  country: 20,
  displayBannerWithThisThematic: 15,
  isLessThanTwoHours: 10,
} as const;

const PLACE_FIELDS = ['country', 'region', 'department', 'city'] as const;

/** Weeks since the first Monday of 1970 (1970-01-05), so the this-week theme turns on Mondays (UTC days). */
export function weekNumber(date: Date): number {
  return Math.floor(daysBetween('1970-01-05', date.toISOString().slice(0, 10)) / 7);
}

interface IndexedBanner {
  banner: TargetedBanner;
  rule: StoredTargetedBanner['rule'];
  places: Partial<Record<(typeof PLACE_FIELDS)[number], Set<string>>>;
}

function foldedNames(match: PlaceMatch): Set<string> {
  return new Set([match.slug, ...match.names].map(foldText));
}

function identity(kind: string, locale: string | null, flow: string | null, key: string): string {
  return `${kind}|${locale ?? ''}|${flow ?? ''}|${key}`;
}

/**
 * Every content document in memory with the lookups the content routes need: content is small
 * and read on every page, so no request waits on the database for it.
 */
export class ContentStore {
  private readonly documents = new Map<string, unknown>();
  private readonly bannersByLocale = new Map<Locale, IndexedBanner[]>();
  private readonly announcements: Extract<ContentDocument, { kind: 'announcementBanner' }>[] = [];
  private readonly sites: MiniSite[] = [];

  constructor(documents: readonly ContentDocument[]) {
    for (const document of documents) {
      this.documents.set(identity(document.kind, document.locale, document.flow, document.key), document.body);
      if (document.kind === 'targetedBanner') {
        const places: IndexedBanner['places'] = {};
        for (const field of PLACE_FIELDS) {
          const match = document.body.rule[field];
          if (match) places[field] = foldedNames(match);
        }
        const list = this.bannersByLocale.get(document.locale) ?? [];
        list.push({
          banner: document.body.banner,
          rule: document.body.rule,
          places,
        });
        this.bannersByLocale.set(document.locale, list);
      }
      if (document.kind === 'announcementBanner') this.announcements.push(document);
      if (document.kind === 'miniSite') this.sites.push(document.body);
    }
    this.sites.sort((a, b) => a.minisiteUrl.localeCompare(b.minisiteUrl));
  }

  /** Number of documents held. */
  get size(): number {
    return this.documents.size;
  }

  private get<T>(kind: ContentDocument['kind'], locale: Locale | null, flow: Flow | null, key: string): T | undefined {
    return this.documents.get(identity(kind, locale, flow, key)) as T | undefined;
  }

  /** The CMS home of a market and flow, with its top searches still to run. */
  homePage(locale: Locale, flow: HomeFlow): StoredHomePage | undefined {
    return this.get('cmsHome', locale, flow, 'home');
  }

  /** The mega-menu of a market and flow (empty when the market sells nothing). */
  navigation(locale: Locale, flow: Flow): NavigationLink[] {
    return this.get<NavigationLink[]>('navigation', locale, flow, 'megaMenu') ?? [];
  }

  /** The theme suggested this week: the market's rotation, turned by the week of `date`. */
  thisWeekTheme(locale: Locale, date: Date): ThisWeekTheme | null {
    const rotation = this.get<ThisWeekTheme[]>('thisWeekTheme', locale, null, 'rotation') ?? [];
    return rotation.length === 0 ? null : rotation[weekNumber(date) % rotation.length];
  }

  /** The running promo bar of a market and flow. */
  promoBar(locale: Locale, flow: Flow): PromoBar | null {
    return this.get<PromoBar | null>('promoBar', locale, flow, 'promoBar') ?? null;
  }

  /**
   * The most specific banner whose rule the selection meets: every destination, theme or
   * 'less than 2h' condition of a rule must be met; among matches the most specific wins, then
   * the first generated.
   */
  targetedBanner(selection: BannerSelection): TargetedBanner | null {
    let best: { banner: TargetedBanner; score: number } | null = null;
    for (const candidate of this.bannersByLocale.get(selection.locale) ?? []) {
      const { rule } = candidate;
      if (!rule.pages.includes(selection.page) || !rule.flows.includes(selection.flow)) continue;
      let score = 0;
      let matches = true;
      for (const field of PLACE_FIELDS) {
        const names = candidate.places[field];
        if (!names) continue;
        const value = selection[field];
        if (value === undefined || !names.has(foldText(value))) matches = false;
        else score += SPECIFICITY[field];
      }
      if (rule.displayBannerWithThisThematic !== undefined) {
        if (selection.displayBannerWithThisThematic !== rule.displayBannerWithThisThematic) matches = false;
        else score += SPECIFICITY.displayBannerWithThisThematic;
      }
      if (rule.isLessThanTwoHours) {
        if (!selection.isLessThanTwoHours) matches = false;
        else score += SPECIFICITY.isLessThanTwoHours;
      }
      if (matches && (best === null || score > best.score)) best = { banner: candidate.banner, score };
    }
    return best?.banner ?? null;
  }

  /** Announcement banners by kind of page, for one market or all. */
  announcementBanners(locale?: Locale): AnnouncementBannerReply['data'] {
    const data: AnnouncementBannerReply['data'] = {
      homePages: [],
      searchPages: [],
      productPages: [],
    };
    for (const document of this.announcements) {
      if (locale !== undefined && document.locale !== locale) continue;
      data[document.key].push({
        flow: document.flow,
        locale: document.locale,
        announcementBanner: document.body,
      });
    }
    for (const page of ANNOUNCEMENT_PAGE_KINDS) data[page].sort((a, b) => a.locale.localeCompare(b.locale) || a.flow.localeCompare(b.flow));
    return data;
  }

  /** The gift-box block of a market. */
  boxBlock(locale: Locale): BoxBlock | undefined {
    return this.get('boxBlock', locale, null, 'boxes');
  }

  /** The gift block of a market. */
  giftBlock(locale: Locale): GiftBlock | undefined {
    return this.get('giftBlock', locale, null, 'giftBlock');
  }

  /** The inline promo blocks of a market's results pages in a flow, none where the content has none. */
  searchPromos(locale: Locale, flow: Flow): SearchPromo[] {
    return this.get<SearchPromo[]>('searchPromos', locale, flow, 'inline') ?? [];
  }

  /** The text under a place's results in a market, by its {@link seoTextKey}. */
  seoText(locale: Locale, key: string): SeoText | undefined {
    return this.get('seoText', locale, null, key);
  }

  /** The ideas page of a market. */
  ideas(locale: Locale): Ideas | undefined {
    return this.get('ideas', locale, null, 'ideas');
  }

  /** A static page of a market by id. */
  staticPage(locale: Locale, id: string): StaticPage | undefined {
    return this.get('staticPage', locale, null, id);
  }

  /** A block-built landing page of a market by its slug, with its top searches still to run. */
  landingPage(locale: Locale, slug: string): StoredLandingPage | undefined {
    return this.get('landingPage', locale, null, slug);
  }

  /** Every partner mini-site, by path name. */
  miniSites(): MiniSite[] {
    return this.sites;
  }

  /** A partner mini-site by its path name. */
  miniSite(minisiteUrl: string): MiniSite | undefined {
    return this.get('miniSite', null, null, minisiteUrl);
  }
}

/** Reads every content document once, at start, into the in-memory store. */
export async function loadContentStore<DB>(db: Kysely<DB>): Promise<ContentStore> {
  const rows = await contentTables(db).selectFrom('content_documents').select(['kind', 'locale', 'flow', 'key', 'body']).orderBy('id').execute();
  return new ContentStore(
    rows.map(
      (row) =>
        ({
          kind: row.kind,
          locale: row.locale === '' ? null : row.locale,
          flow: row.flow === '' ? null : row.flow,
          key: row.key,
          body: row.body,
        }) as ContentDocument,
    ),
  );
}
