import type {
  AnnouncementBanner,
  AnnouncementPageKind,
  BANNER_PAGES,
  BoxBlock,
  CmsBlock,
  CmsHomePage,
  Flow,
  GiftBlock,
  Ideas,
  LandingPage,
  MiniSite,
  NavigationLink,
  PromoBar,
  SearchPromo,
  SeoText,
  StaticPage,
  TargetedBanner,
  ThisWeekTheme,
} from '@escapade/api-contract';
import { type MarketCode as Locale } from '@escapade/util-market';
import type { Place } from '../catalog/catalog-snapshot';

/** Flows a CMS home exists for: the contract keys home pages by these (the client falls back to booking). */
export const HOME_FLOWS = ['booking', 'gifting', 'activity'] as const;

/** A flow with its own CMS home. */
export type HomeFlow = (typeof HOME_FLOWS)[number];

/** A page of the targeted-banner selection data. */
export type BannerPage = (typeof BANNER_PAGES)[number];

/** The search behind a top-search-results block: its cards are read from the live catalog on each call, so prices never go stale. */
export interface TopSearch {
  placeId: number;
  flowType: 'offer' | 'gift';
}

/** A top-search-results block as stored: the search to run instead of frozen cards. */
export interface StoredTopSearchResultsBlock {
  type: 'topSearchResults';
  title: string;
  searchUrl: string;
  search: TopSearch;
}

/** A CMS block as stored. */
export type StoredCmsBlock = Exclude<CmsBlock, { type: 'topSearchResults' }> | StoredTopSearchResultsBlock;

/** A CMS home as stored: the contract's page with top searches still to run. */
export type StoredHomePage = Omit<CmsHomePage, 'blocks'> & {
  blocks: StoredCmsBlock[];
};

/** A landing page as stored: the contract's page with top searches still to run. */
export type StoredLandingPage = Omit<LandingPage, 'blocks'> & {
  blocks: StoredCmsBlock[];
};

/** A place a banner targets, matched by slug or by its name in any language (accents and case ignored). */
export interface PlaceMatch {
  slug: string;
  names: string[];
}

/**
 * When a targeted banner may show, in the words of the spec's banner selection data: pages and
 * flows it runs on, and optionally the destination, the theme or the 'less than 2h' search it is for.
 */
export interface TargetedBannerRule {
  pages: BannerPage[];
  flows: Flow[];
  country?: PlaceMatch;
  region?: PlaceMatch;
  department?: PlaceMatch;
  city?: PlaceMatch;
  displayBannerWithThisThematic?: number;
  isLessThanTwoHours?: boolean;
}

/** A targeted banner with the rule that selects it. */
export interface StoredTargetedBanner {
  rule: TargetedBannerRule;
  banner: TargetedBanner;
}

/** One stored content document; `locale` and `flow` are null where the document is shared. */
export type ContentDocument =
  | {
      kind: 'cmsHome';
      locale: Locale;
      flow: HomeFlow;
      key: 'home';
      body: StoredHomePage;
    }
  | {
      kind: 'navigation';
      locale: Locale;
      flow: Flow;
      key: 'megaMenu';
      body: NavigationLink[];
    }
  | {
      kind: 'thisWeekTheme';
      locale: Locale;
      flow: null;
      key: 'rotation';
      body: ThisWeekTheme[];
    }
  | {
      kind: 'promoBar';
      locale: Locale;
      flow: Flow;
      key: 'promoBar';
      body: PromoBar | null;
    }
  | {
      kind: 'targetedBanner';
      locale: Locale;
      flow: null;
      key: string;
      body: StoredTargetedBanner;
    }
  | {
      kind: 'announcementBanner';
      locale: Locale;
      flow: Flow;
      key: AnnouncementPageKind;
      body: AnnouncementBanner | null;
    }
  | {
      kind: 'boxBlock';
      locale: Locale;
      flow: null;
      key: 'boxes';
      body: BoxBlock;
    }
  | {
      kind: 'giftBlock';
      locale: Locale;
      flow: null;
      key: 'giftBlock';
      body: GiftBlock;
    }
  | { kind: 'ideas'; locale: Locale; flow: null; key: 'ideas'; body: Ideas }
  | { kind: 'searchPromos'; locale: Locale; flow: Flow; key: 'inline'; body: SearchPromo[] }
  | { kind: 'seoText'; locale: Locale; flow: null; key: string; body: SeoText }
  | {
      kind: 'staticPage';
      locale: Locale;
      flow: null;
      key: string;
      body: StaticPage;
    }
  | { kind: 'miniSite'; locale: null; flow: null; key: string; body: MiniSite }
  | { kind: 'landingPage'; locale: Locale; flow: null; key: string; body: StoredLandingPage };

/** The kind of a content document. */
export type ContentKind = ContentDocument['kind'];

/** Kinds of content a database seeded before them lacks: their absence regenerates the content on start. */
export const CONTENT_KINDS_ADDED_SINCE_FIRST_RELEASE: readonly ContentKind[] = ['searchPromos', 'seoText', 'landingPage'];

/** Key of a place's text under its results: countries by code (a fixture catalog may lack their places), other places by id. */
export function seoTextKey(place: Pick<Place, 'kind' | 'id' | 'countryCode'>): string {
  return place.kind === 'country' ? `country-${place.countryCode}` : String(place.id);
}
