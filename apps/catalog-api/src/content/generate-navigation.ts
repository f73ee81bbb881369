import type { Flow, NavigationLink, ThisWeekTheme } from '@escapade/api-contract';
import type { Place } from '../catalog/catalog-snapshot';
import { CONTENT_COPY } from './content-copy';
import { countryPlace, MARKETS, placeName, searchUrl } from './content-market';
import type { MarketCatalog } from './market-catalog';

/** Widths of the mega-menu: countries, regions per country, departments per region, cities per department. */
const MENU_WIDTH = {
  countries: 3,
  regions: 8,
  departments: 6,
  cities: 6,
  themes: 12,
  themeCities: 5,
} as const;

/** Themes the this-week suggestion rotates through, one per week. */
const THIS_WEEK_ROTATION = 12;

type Level4 = NavigationLink['children'][number]['children'][number]['children'][number];
type Level3 = NavigationLink['children'][number]['children'][number];

function placeLink(market: MarketCatalog, place: Place, flow: Flow) {
  const language = MARKETS[market.locale].language;
  return {
    _id: `${place.kind}-${place.id === 0 ? place.slug : place.id}`,
    label: placeName(place, language),
    uri: searchUrl(flow, { [place.kind]: place.slug }),
    location: place.slug,
    variant: null,
    count: market.salesIn(place).count,
  };
}

/** Cities of a department (or of a region without departments): the fourth level. */
function cityLinks(
  market: MarketCatalog,
  parent: {
    countryCode: Place['countryCode'];
    regionId?: number;
    departmentId?: number;
  },
  flow: Flow,
): Level4[] {
  return market.placesWithin('city', parent, MENU_WIDTH.cities).map(({ item }) => ({ ...placeLink(market, item, flow), children: [] }));
}

/** A region's departments with their cities, or its cities directly where the country has no departments. */
function regionChildren(market: MarketCatalog, region: Place, flow: Flow): Level3[] {
  const departments = market.placesWithin('department', { countryCode: region.countryCode, regionId: region.id }, MENU_WIDTH.departments);
  if (departments.length === 0) {
    return market
      .placesWithin('city', { countryCode: region.countryCode, regionId: region.id }, MENU_WIDTH.departments)
      .map(({ item }) => ({ ...placeLink(market, item, flow), children: [] }));
  }
  return departments.map(({ item }) => ({
    ...placeLink(market, item, flow),
    children: cityLinks(market, { countryCode: item.countryCode, departmentId: item.id }, flow),
  }));
}

/**
 * The 'Inspirations' mega-menu of a market and flow (four levels): a tab per country the market
 * sells (country › regions › departments › cities, with offer counts), then a themes tab
 * (themes › their best cities). The best-selling theme is highlighted.
 */
export function generateNavigation(market: MarketCatalog): NavigationLink[] {
  const profile = MARKETS[market.locale];
  const copy = CONTENT_COPY[profile.language];
  const flow = market.flow;
  const countryTabs = market
    .countries(profile.countryCode)
    .slice(0, MENU_WIDTH.countries)
    .map((code): NavigationLink => {
      const country = countryPlace(market.snapshot, code);
      const countryName = placeName(country, profile.language);
      return {
        ...placeLink(market, country, flow),
        label: copy.navigation.destinationsIn(countryName),
        children: market.placesWithin('region', { countryCode: code }, MENU_WIDTH.regions).map(({ item }) => ({
          ...placeLink(market, item, flow),
          children: regionChildren(market, item, flow),
        })),
      };
    });
  const themes = market.themes(MENU_WIDTH.themes);
  if (themes.length === 0) return countryTabs;
  const home = countryPlace(market.snapshot, profile.countryCode);
  const themesTab: NavigationLink = {
    _id: 'themes',
    label: copy.navigation.themes,
    uri: searchUrl(flow),
    location: null,
    variant: null,
    count: null,
    children: themes.map(({ item: theme, sales }, index) => ({
      _id: `theme-${theme.id}`,
      label: theme.names[profile.language],
      uri: searchUrl(flow, { theme: theme.id }),
      location: null,
      variant: index === 0 ? 'highlight' : null,
      count: sales.count,
      children: market.citiesForTheme(theme.id, home.countryCode, MENU_WIDTH.themeCities).map(({ item: city, sales: citySales }) => ({
        _id: `theme-${theme.id}-city-${city.id}`,
        label: placeName(city, profile.language),
        uri: searchUrl(flow, { city: city.slug, theme: theme.id }),
        location: city.slug,
        variant: null,
        count: citySales.count,
        children: [],
      })),
    })),
  };
  return [...countryTabs, themesTab];
}

/** The themes the mega-menu suggests week after week, best sellers first. */
export function generateThisWeekThemes(market: MarketCatalog): ThisWeekTheme[] {
  const profile = MARKETS[market.locale];
  const copy = CONTENT_COPY[profile.language];
  const country = placeName(countryPlace(market.snapshot, profile.countryCode), profile.language);
  return market.themes(THIS_WEEK_ROTATION).map(({ item: theme }, index) => {
    const name = theme.names[profile.language];
    const describe = copy.thisWeek.descriptions[index % copy.thisWeek.descriptions.length];
    return {
      themaTitle: copy.thisWeek.title(name),
      description: describe(name, country),
      weekendUrl: searchUrl('booking', { theme: theme.id }),
    };
  });
}
