import { MARKETS, type MarketCode } from './markets';

/** Switches the spec turns on or off per market; screens read them here rather than testing market codes. */
export interface MarketToggles {
  /** Signed-in customers get the account menu; when off, the account icon leads to the booking-retrieval tab. */
  readonly customerAccount: boolean;
  /** The footer links to the press room (fr_FR and es_ES only). */
  readonly pressRoom: boolean;
  /** The footer links to the gift-box shop (every market but it_IT). */
  readonly giftBoxShop: boolean;
  /** The product page's sticky booking bar repeats the section tabs (hidden on the ES and IT points of sale). */
  readonly bookingBarTabs: boolean;
  /** Gift stays can be sent as a printed voucher by post, not only by email (off on the ES and IT points of sale). */
  readonly physicalGiftFormat: boolean;
  /** The date calendars offer popular-date shortcuts (es_ES, fr_FR, fr_BE and nl_BE, where their experiment runs). */
  readonly popularDateShortcuts: boolean;
  /** The chat widget is offered in every environment, not only in production (es_ES, where it runs wherever an app id is configured). */
  readonly chatAllEnvironments: boolean;
  /** The instalment provider offers its deferred, 3x and 4x payments (fr_FR, es_ES, fr_BE and nl_BE). */
  readonly payLaterProvider: boolean;
  /**
   * Checkout offers the cancellation insurance as a third choice. The spec leaves the markets open; our
   * choice is every market but nl_NL, where no insurer covers the stays we sell.
   */
  readonly cancellationInsurance: boolean;
  /** PayPal's pay-later option may show at checkout (es_ES and it_IT, with the experiment variation). */
  readonly paypalPayLater: boolean;
  /**
   * All incentives are on, so review scores under 9 carry their word too (Good 7, Very good 8,
   * Excellent 8.5), on cards and in the customer-rating filter alike. The spec names the condition,
   * not the markets; ours run no incentive programme, so it is off everywhere and a score under 9
   * shows its figure only.
   */
  readonly ratingIncentives: boolean;
}

/** Every market's toggles: the one place they are declared. */
export const MARKET_TOGGLES: Readonly<Record<MarketCode, MarketToggles>> = {
  fr_FR: {
    customerAccount: true,
    pressRoom: true,
    giftBoxShop: true,
    bookingBarTabs: true,
    physicalGiftFormat: true,
    popularDateShortcuts: true,
    chatAllEnvironments: false,
    payLaterProvider: true,
    cancellationInsurance: true,
    paypalPayLater: false,
    ratingIncentives: false,
  },
  es_ES: {
    customerAccount: true,
    pressRoom: true,
    giftBoxShop: true,
    bookingBarTabs: false,
    physicalGiftFormat: false,
    popularDateShortcuts: true,
    chatAllEnvironments: true,
    payLaterProvider: true,
    cancellationInsurance: true,
    paypalPayLater: true,
    ratingIncentives: false,
  },
  it_IT: {
    customerAccount: true,
    pressRoom: false,
    giftBoxShop: false,
    bookingBarTabs: false,
    physicalGiftFormat: false,
    popularDateShortcuts: false,
    chatAllEnvironments: false,
    payLaterProvider: false,
    cancellationInsurance: true,
    paypalPayLater: true,
    ratingIncentives: false,
  },
  nl_NL: {
    customerAccount: true,
    pressRoom: false,
    giftBoxShop: true,
    bookingBarTabs: true,
    physicalGiftFormat: true,
    popularDateShortcuts: false,
    chatAllEnvironments: false,
    payLaterProvider: false,
    cancellationInsurance: false,
    paypalPayLater: false,
    ratingIncentives: false,
  },
  fr_BE: {
    customerAccount: true,
    pressRoom: false,
    giftBoxShop: true,
    bookingBarTabs: true,
    physicalGiftFormat: true,
    popularDateShortcuts: true,
    chatAllEnvironments: false,
    payLaterProvider: true,
    cancellationInsurance: true,
    paypalPayLater: false,
    ratingIncentives: false,
  },
  nl_BE: {
    customerAccount: true,
    pressRoom: false,
    giftBoxShop: true,
    bookingBarTabs: true,
    physicalGiftFormat: true,
    popularDateShortcuts: true,
    chatAllEnvironments: false,
    payLaterProvider: true,
    cancellationInsurance: true,
    paypalPayLater: false,
    ratingIncentives: false,
  },
};

/** Where the site runs, as far as the chat widget cares: whether its app id is configured, and whether this is the production environment. */
export interface ChatEnvironment {
  readonly appIdConfigured: boolean;
  readonly production: boolean;
}

/**
 * Whether a market's pages offer the chat widget (product-side.md section 6: only if an app id is
 * configured and the locale is es_ES or the environment is production). Customer-care mode hides it
 * on top of this (section 1), which the host decides, not the market.
 */
export function chatOffered(market: MarketCode, environment: ChatEnvironment): boolean {
  return environment.appIdConfigured && (environment.production || MARKET_TOGGLES[market].chatAllEnvironments);
}

/**
 * Whether the market shows its wishlist buttons on desktop only (product-side.md section 6: shown when
 * the customer-account toggle is off, on desktop, or outside the Belgian markets).
 */
export function wishlistDesktopOnly(market: MarketCode): boolean {
  return MARKET_TOGGLES[market].customerAccount && MARKETS[market].country === 'BE';
}

/** A weekly opening slot of customer care, on the market's clock (ISO weekdays, 1 = Monday). */
export interface SupportHours {
  readonly firstDay: number;
  readonly lastDay: number;
  /** Opening and closing hour, 24-hour clock. */
  readonly opensAt: number;
  readonly closesAt: number;
}

/** How a market's customers reach customer care. */
export interface MarketSupport {
  /** The number as the market writes it. */
  readonly phone: string;
  /** The same number for `tel:` links (E.164). */
  readonly phoneE164: string;
  /** Hours the footer shows (spec: Mon-Fri 10h-18h). */
  readonly footerHours: SupportHours;
  /** Hours the no-availability panel gives with the phone (spec: Mon-Fri 10h-21h, Sat-Sun 10h-19h). */
  readonly noAvailabilityHours: readonly SupportHours[];
  /** Hours the contact page gives with the phone (spec: 10 AM to 7 PM Mon-Fri, 10 AM to 6 PM Sat). */
  readonly contactHours: readonly SupportHours[];
  /** Hours the chat is answered, which the contact page gives with its chat button (spec: 9 to 6 Monday to Friday). */
  readonly chatHours: readonly SupportHours[];
}

const FOOTER_HOURS: SupportHours = { firstDay: 1, lastDay: 5, opensAt: 10, closesAt: 18 };

const NO_AVAILABILITY_HOURS: readonly SupportHours[] = [
  { firstDay: 1, lastDay: 5, opensAt: 10, closesAt: 21 },
  { firstDay: 6, lastDay: 7, opensAt: 10, closesAt: 19 },
];

const CONTACT_HOURS: readonly SupportHours[] = [
  { firstDay: 1, lastDay: 5, opensAt: 10, closesAt: 19 },
  { firstDay: 6, lastDay: 6, opensAt: 10, closesAt: 18 },
];

const CHAT_HOURS: readonly SupportHours[] = [{ firstDay: 1, lastDay: 5, opensAt: 9, closesAt: 18 }];

const SUPPORT_HOURS = { footerHours: FOOTER_HOURS, noAvailabilityHours: NO_AVAILABILITY_HOURS, contactHours: CONTACT_HOURS, chatHours: CHAT_HOURS } as const;

/** Customer-care phone numbers and hours of every market. */
export const MARKET_SUPPORT: Readonly<Record<MarketCode, MarketSupport>> = {
  fr_FR: { phone: '01 76 44 05 30', phoneE164: '+33176440530', ...SUPPORT_HOURS },
  es_ES: { phone: '911 23 45 67', phoneE164: '+34911234567', ...SUPPORT_HOURS },
  it_IT: { phone: '02 3859 4610', phoneE164: '+390238594610', ...SUPPORT_HOURS },
  nl_NL: { phone: '020 808 4660', phoneE164: '+31208084660', ...SUPPORT_HOURS },
  fr_BE: { phone: '02 808 46 60', phoneE164: '+3228084660', ...SUPPORT_HOURS },
  nl_BE: { phone: '02 808 46 60', phoneE164: '+3228084660', ...SUPPORT_HOURS },
};

/** Sites outside the storefront that the footer links to, per market. */
export interface MarketExternalSites {
  /** The help centre; pages add the market's language as the `lang` parameter. */
  readonly helpCentre: string;
  readonly partnerHotels: string;
  readonly jobs: string;
  /** Only where the press-room toggle is on. */
  readonly pressRoom?: string;
  /** Only where the gift-box shop toggle is on. */
  readonly giftBoxShop?: string;
}

const HELP_CENTRE = 'https://help.escapade.eu/hc';
const JOBS = 'https://jobs.escapade.eu';

/** Addresses of the footer's external sites in every market. */
export const MARKET_EXTERNAL_SITES: Readonly<Record<MarketCode, MarketExternalSites>> = {
  fr_FR: {
    helpCentre: HELP_CENTRE,
    partnerHotels: 'https://partners.escapade.eu/fr',
    jobs: JOBS,
    pressRoom: 'https://presse.escapade.fr',
    giftBoxShop: 'https://coffrets.escapade.fr',
  },
  es_ES: {
    helpCentre: HELP_CENTRE,
    partnerHotels: 'https://partners.escapade.eu/es',
    jobs: JOBS,
    pressRoom: 'https://prensa.escapade.es',
    giftBoxShop: 'https://cofres.escapade.es',
  },
  it_IT: { helpCentre: HELP_CENTRE, partnerHotels: 'https://partners.escapade.eu/it', jobs: JOBS },
  nl_NL: { helpCentre: HELP_CENTRE, partnerHotels: 'https://partners.escapade.eu/nl', jobs: JOBS, giftBoxShop: 'https://cadeaubox.escapade.nl' },
  fr_BE: { helpCentre: HELP_CENTRE, partnerHotels: 'https://partners.escapade.eu/fr', jobs: JOBS, giftBoxShop: 'https://coffrets.escapade.be' },
  nl_BE: { helpCentre: HELP_CENTRE, partnerHotels: 'https://partners.escapade.eu/nl', jobs: JOBS, giftBoxShop: 'https://cadeaubox.escapade.be' },
};

/** The help centre in the market's language (the spec's help-centre link with a language parameter). */
export function helpCentreUrl(code: MarketCode): string {
  const url = new URL(MARKET_EXTERNAL_SITES[code].helpCentre);
  url.searchParams.set('lang', MARKETS[code].language);
  return url.toString();
}

/**
 * An article of the help centre in the market's language (the contact page's popular questions):
 * `article` is the article's path under the centre, such as `articles/gift-voucher`.
 */
export function helpCentreArticleUrl(code: MarketCode, article: string): string {
  const url = new URL(helpCentreUrl(code));
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${article}`;
  return url.toString();
}

/** The customers' score the footer shows and the structured data repeats (spec: 4.5/5 from 4146 reviews). */
export const CUSTOMER_RATING = { score: 4.5, bestScore: 5, reviewCount: 4146 } as const;
