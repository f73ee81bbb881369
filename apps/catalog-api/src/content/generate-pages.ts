import { type Ideas, type MiniSite, type StaticPage } from '@escapade/api-contract';
import { MARKET_CODES as LOCALES, type MarketCode as Locale } from '@escapade/util-market';
import { CONTENT_COPY, STATIC_PAGE_IDS, type StaticPageId } from './content-copy';
import { contentImageId, COUNTRY_NAMES, countryPlace, MARKETS, placeName, searchUrl } from './content-market';
import { imageUrl } from '../routes/images/image-url';
import { pageMeta } from './site-urls';
import type { MarketCatalog } from './market-catalog';

/** Ideas per section. */
const IDEAS_PER_SECTION = {
  themes: 8,
  destinations: 8,
  gifts: 4,
  regions: 12,
} as const;

/** A static page of a market: the language's text, with canonical and alternate links to the other markets. */
export function generateStaticPage(locale: Locale, id: StaticPageId): StaticPage {
  const profile = MARKETS[locale];
  const copy = CONTENT_COPY[profile.language].staticPages[id];
  const country = COUNTRY_NAMES[profile.countryCode][profile.language];
  const path = `/page/${id}`;
  return {
    id,
    locale,
    title: copy.title,
    content: copy.content({
      country,
      siteName: new URL(profile.origin).hostname.replace(/^www\./, ''),
    }),
    meta: pageMeta(locale, path, { title: copy.title, description: copy.description }),
  };
}

/** Every static page of every market. */
export function generateStaticPages(): StaticPage[] {
  return LOCALES.flatMap((locale) => STATIC_PAGE_IDS.map((id) => generateStaticPage(locale, id)));
}

/** The six partner mini-sites of the spec, with their ids and markets as the spec gives them. */
const PARTNERS: readonly {
  minisiteId: number;
  minisiteUrl: string;
  partnerName: string;
  minisiteLocale: Locale;
}[] = [
  {
    minisiteId: 360,
    minisiteUrl: 'macif',
    partnerName: 'MACIF',
    minisiteLocale: 'fr_FR',
  },
  {
    minisiteId: 250,
    minisiteUrl: 'femmesdaujourdhui',
    partnerName: 'Femmes d’Aujourd’hui',
    minisiteLocale: 'fr_BE',
  },
  {
    minisiteId: 244,
    minisiteUrl: 'maxi',
    partnerName: 'Maxi',
    minisiteLocale: 'fr_FR',
  },
  {
    minisiteId: 30,
    minisiteUrl: 'femina',
    partnerName: 'Femina',
    minisiteLocale: 'fr_FR',
  },
  {
    minisiteId: 14,
    minisiteUrl: 'lefigaro',
    partnerName: 'Le Figaro',
    minisiteLocale: 'fr_FR',
  },
  {
    minisiteId: 97,
    minisiteUrl: 'libelle',
    partnerName: 'Libelle',
    minisiteLocale: 'nl_BE',
  },
];

/** The partner mini-sites: co-branded banners, logo and a footer in the partner's language. */
export function generateMiniSites(): MiniSite[] {
  return PARTNERS.map((partner) => {
    const banner = contentImageId(`minisite-banner-${partner.minisiteUrl}`);
    return {
      ...partner,
      bannerUrls: {
        desktop: imageUrl(banner, 'LARGE'),
        mobile: imageUrl(banner, 'SMALL'),
      },
      logoUrl: imageUrl(contentImageId(`minisite-logo-${partner.minisiteUrl}`), '120_80'),
      footer: CONTENT_COPY[MARKETS[partner.minisiteLocale].language].miniSiteFooter(partner.partnerName),
    };
  });
}

/** Cover of an idea: a photo of what sells there, or a stable picture for the key. */
function cover(imageId: number | null, key: string): string {
  return imageUrl(imageId ?? contentImageId(key), '640_360');
}

/**
 * The ideas page of a market: ideas by theme, by destination and gift ideas, each linking to a
 * search that finds offers, plus the regions the market sells. Empty sections are left out.
 */
export function generateIdeas(booking: MarketCatalog, gifting: MarketCatalog): Ideas {
  const profile = MARKETS[booking.locale];
  const copy = CONTENT_COPY[profile.language].ideas;
  const country = countryPlace(booking.snapshot, profile.countryCode);
  const countryName = placeName(country, profile.language);
  const ownCities = booking.placesWithin('city', { countryCode: profile.countryCode }, IDEAS_PER_SECTION.destinations);
  const sections: Ideas['sections'] = [
    {
      title: copy.themesTitle,
      intro: copy.themesIntro,
      ideas: booking.themes(IDEAS_PER_SECTION.themes).map(({ item, sales }) => ({
        label: item.names[profile.language],
        url: searchUrl('booking', { theme: item.id }),
        cover: cover(sales.imageId, `idea-theme-${item.id}`),
      })),
    },
    {
      title: copy.destinationsTitle(countryName),
      intro: copy.destinationsIntro,
      ideas: ownCities.map(({ item, sales }) => ({
        label: placeName(item, profile.language),
        url: searchUrl('booking', { city: item.slug }),
        cover: cover(sales.imageId, `idea-city-${item.id}`),
      })),
    },
    {
      title: copy.giftsTitle,
      intro: null,
      ideas: gifting.themes(IDEAS_PER_SECTION.gifts).map(({ item, sales }) => ({
        label: copy.giftIdea(item.names[profile.language]),
        url: searchUrl('gifting', { theme: item.id }),
        cover: cover(sales.imageId, `idea-gift-${item.id}`),
      })),
    },
  ];
  return {
    title: copy.title,
    intro: copy.intro,
    sections: sections.filter((section) => section.ideas.length > 0),
    regions: booking.placesWithin('region', { countryCode: profile.countryCode }, IDEAS_PER_SECTION.regions).map(({ item }) => ({
      label: placeName(item, profile.language),
      url: searchUrl('booking', { region: item.slug }),
    })),
  };
}
