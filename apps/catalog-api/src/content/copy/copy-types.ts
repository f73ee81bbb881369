import type { AnnouncementPageKind, Flow } from '@escapade/api-contract';
import { type MarketLanguage as Language } from '@escapade/util-market';
import type { HomeFlow } from '../content-documents';

/** Ids of the static pages (legal texts and help), shared by every market so alternate links line up. */
export const STATIC_PAGE_IDS = ['legal-notice', 'terms-of-sale', 'privacy', 'cookies', 'about', 'faq'] as const;

/** A static page id. */
export type StaticPageId = (typeof STATIC_PAGE_IDS)[number];

/** What a static page template knows about its market. */
export interface MarketFacts {
  country: string;
  siteName: string;
}

/** A text with a title, a sub-title and a button label. */
export interface Teaser {
  title: string;
  subtitle: string;
  cta: string;
}

/** An inline promo block of the results: a teaser and its picture's description. */
export interface SearchPromoCopy extends Teaser {
  imageAlt: string;
}

/** What an inline promo block of the results promotes. */
export type SearchPromoKind = 'flashSale' | 'giveStay' | 'giveActivity' | 'treatYourself' | 'stayTheNight';

/** A gift box of the boxes block: its name and what it contains. */
export interface BoxCopy {
  title: string;
  includedContent: string[];
}

/**
 * Every marketing and legal text of the content, written per language (templates, never machine
 * translation placeholders) so each market reads as its own site.
 */
export interface ContentCopy<L extends Language = Language> {
  language: L;
  home: {
    seoTitle: (flow: HomeFlow, country: string) => string;
    seoDescription: (flow: HomeFlow, country: string) => string;
    jumbotron: Record<HomeFlow, { title: string; subtitle: string }>;
    jumbotronAlt: (country: string) => string;
    usp: { icon: string; title: string; text: string }[];
    marketing: Record<HomeFlow, { title: string; text: string; cta: string }>;
    categoriesTitle: Record<HomeFlow, string>;
    topSearchTitle: (flow: HomeFlow, city: string) => string;
  };
  announcement: Record<AnnouncementPageKind, string>;
  promoBar: Record<Flow, { main: string; secondary: string }>;
  navigation: {
    destinationsIn: (country: string) => string;
    themes: string;
    themeIn: (theme: string, country: string) => string;
  };
  thisWeek: {
    title: (theme: string) => string;
    descriptions: ((theme: string, country: string) => string)[];
  };
  banners: {
    home: Teaser;
    gifting: Teaser;
    activity: Teaser;
    lessThanTwoHours: Teaser;
    place: (name: string) => Teaser;
    theme: (theme: string) => Teaser;
    giftCta: string;
  };
  boxBlock: {
    campaign: string;
    title: string;
    subtitle: string;
    buttonLabel: string;
    boxes: BoxCopy[];
  };
  giftBlock: { title: string; subtitle: string };
  searchPromos: Record<SearchPromoKind, SearchPromoCopy>;
  /** The text at the bottom of a destination's results: its templates read the catalog's facts about the place. */
  seoText: {
    title: (place: string) => string;
    why: { heading: (place: string) => string; text: (place: string, region: string | null, count: number) => string };
    themes: { heading: (place: string) => string; text: (place: string, themes: string) => string };
    nearby: { heading: (place: string) => string; text: (places: string) => string };
    practical: { heading: string; text: string };
    /** The disclosure of a long text. */
    readMore: string;
    readLess: string;
    /** The word joining the last two items of a list. */
    and: string;
  };
  ideas: {
    title: string;
    intro: string;
    themesTitle: string;
    themesIntro: string;
    destinationsTitle: (country: string) => string;
    destinationsIntro: string;
    giftsTitle: string;
    giftIdea: (theme: string) => string;
  };
  staticPages: Record<
    StaticPageId,
    {
      title: string;
      description: string;
      content: (market: MarketFacts) => string;
    }
  >;
  miniSiteFooter: (partner: string) => string;
  /** The market's block-built landing page (`/landing/{slug}`): last-minute weekends. */
  landing: { slug: string; title: string; intro: string; description: string };
}
