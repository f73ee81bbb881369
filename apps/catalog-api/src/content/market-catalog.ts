import type { Flow } from '@escapade/api-contract';
import { type MarketCode as Locale, type CountryCode } from '@escapade/util-market';
import type { CatalogSnapshot, Place, PlaceKind, Theme } from '../catalog/catalog-snapshot';
import { ACTIVITY_RADIUS_KM } from '../search/activity-only-index';
import { distanceKm } from '../search/geo';
import { CITY_RADIUS_KM } from '../search/prepared-criteria';

/** How many products a market sells in a place or theme, and a photo to show for it. */
export interface SalesCount {
  count: number;
  /** A photo of the best-selling product there, null when it has none. */
  imageId: number | null;
  popularity: number;
}

/** A place or theme with what the market sells there. */
export interface Counted<T> {
  item: T;
  sales: SalesCount;
}

interface Sellable {
  cityId: number;
  latitude: number;
  longitude: number;
  themeIds: readonly number[];
  popularity: number;
  imageId: number | null;
}

/** Grid cell size in degrees for the city lookup: wider than any search radius, so the 3 × 3 cells around a point hold every city in reach. */
const CELL_DEGREES = 0.5;

const cellOf = (latitude: number, longitude: number): [number, number] => [Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES)];

/**
 * Order of places in menus and blocks: sales, weighted for cities by the size of the town, since
 * a suburb's radius holds almost the same hotels as its city and visitors look for the city.
 */
function rank(entry: Counted<Place>): number {
  return entry.item.kind === 'city' ? entry.sales.count * Math.log10(entry.item.population + 10) : entry.sales.count;
}

/** Places by kind and scope (`city:FR`, `department:r12`, `city:d40`), cached per catalog. */
const placeListCache = new WeakMap<CatalogSnapshot, Map<string, Place[]>>();

function placeListsOf(snapshot: CatalogSnapshot): Map<string, Place[]> {
  const cached = placeListCache.get(snapshot);
  if (cached) return cached;
  const lists = new Map<string, Place[]>();
  const add = (key: string, place: Place) => {
    const list = lists.get(key) ?? [];
    list.push(place);
    lists.set(key, list);
  };
  for (const place of snapshot.places) {
    add(`${place.kind}:${place.countryCode}`, place);
    if (place.regionId !== null) add(`${place.kind}:r${place.regionId}`, place);
    if (place.departmentId !== null) add(`${place.kind}:d${place.departmentId}`, place);
  }
  placeListCache.set(snapshot, lists);
  return lists;
}

/** Cities within a radius of a point, cached per catalog and radius: hotels are shared by every market and flow. */
const reachCache = new WeakMap<CatalogSnapshot, Map<number, (latitude: number, longitude: number) => readonly Place[]>>();

function citiesInReachOf(snapshot: CatalogSnapshot, radiusKm: number): (latitude: number, longitude: number) => readonly Place[] {
  const byRadius = reachCache.get(snapshot) ?? new Map<number, (latitude: number, longitude: number) => readonly Place[]>();
  reachCache.set(snapshot, byRadius);
  const cached = byRadius.get(radiusKm);
  if (cached) return cached;
  const cells = new Map<string, Place[]>();
  for (const place of snapshot.places) {
    if (place.kind !== 'city') continue;
    const key = cellOf(place.latitude, place.longitude).join(':');
    const cell = cells.get(key) ?? [];
    cell.push(place);
    cells.set(key, cell);
  }
  const byPoint = new Map<string, readonly Place[]>();
  const lookup = (latitude: number, longitude: number): readonly Place[] => {
    const pointKey = `${latitude}:${longitude}`;
    const known = byPoint.get(pointKey);
    if (known) return known;
    const [row, column] = cellOf(latitude, longitude);
    const found: Place[] = [];
    for (let dRow = -1; dRow <= 1; dRow += 1) {
      for (let dColumn = -1; dColumn <= 1; dColumn += 1) {
        for (const city of cells.get(`${row + dRow}:${column + dColumn}`) ?? []) {
          if (distanceKm(city.latitude, city.longitude, latitude, longitude) <= radiusKm) found.push(city);
        }
      }
    }
    byPoint.set(pointKey, found);
    return found;
  };
  byRadius.set(radiusKm, lookup);
  return lookup;
}

/**
 * What one market sells in one flow, counted by place and by theme the way the search finds it
 * (regions, departments and countries by the hotel's city; a city by the radius around it), so
 * menus, banners and ideas only link to searches that find something, with the counts they show.
 */
export class MarketCatalog {
  private readonly placeById = new Map<number, Place>();
  private readonly byPlace = new Map<number, SalesCount>();
  private readonly byCountry = new Map<CountryCode, SalesCount>();
  private readonly byTheme = new Map<number, SalesCount>();
  private readonly byThemeCity = new Map<string, SalesCount>();

  constructor(
    readonly snapshot: CatalogSnapshot,
    readonly locale: Locale,
    readonly flow: Flow,
  ) {
    for (const place of snapshot.places) this.placeById.set(place.id, place);
    const reach = citiesInReachOf(snapshot, flow === 'activity' ? ACTIVITY_RADIUS_KM : CITY_RADIUS_KM);
    for (const sellable of this.sellables()) {
      const city = this.placeById.get(sellable.cityId);
      if (!city) continue;
      const add = (map: Map<string | number, SalesCount>, key: string | number) => {
        const current = map.get(key) ?? {
          count: 0,
          imageId: null,
          popularity: -1,
        };
        current.count += 1;
        if (sellable.imageId !== null && sellable.popularity > current.popularity) {
          current.imageId = sellable.imageId;
          current.popularity = sellable.popularity;
        }
        map.set(key, current);
      };
      for (const id of [city.departmentId, city.regionId]) if (id !== null) add(this.byPlace, id);
      add(this.byCountry as Map<string, SalesCount>, city.countryCode);
      for (const themeId of sellable.themeIds) add(this.byTheme, themeId);
      for (const nearby of reach(sellable.latitude, sellable.longitude)) {
        add(this.byPlace, nearby.id);
        for (const themeId of sellable.themeIds) add(this.byThemeCity, `${themeId}:${nearby.id}`);
      }
    }
  }

  /** Stays (or giftable stays, or activity vouchers) of the market, with their city and themes. */
  private sellables(): Sellable[] {
    const { snapshot, locale, flow } = this;
    if (flow === 'activity') {
      return snapshot.activityOnlyProducts
        .filter((product) => product.markets.includes(locale))
        .map((product) => ({
          cityId: product.activityCenter.cityId,
          latitude: product.activityCenter.latitude,
          longitude: product.activityCenter.longitude,
          themeIds: product.themeIds,
          popularity: product.popularity,
          imageId: product.imageIds[0] ?? null,
        }));
    }
    const hotels = new Map(snapshot.hotels.map((hotel) => [hotel.id, hotel]));
    return snapshot.offers.flatMap((offer) => {
      const hotel = hotels.get(offer.hotelId);
      if (!hotel || !offer.markets.includes(locale) || (flow === 'gifting' && !offer.isGiftable)) return [];
      return [
        {
          cityId: hotel.cityId,
          latitude: hotel.latitude,
          longitude: hotel.longitude,
          themeIds: offer.themeIds,
          popularity: offer.popularity,
          imageId: offer.imageIds[0] ?? hotel.imageIds[0] ?? null,
        },
      ];
    });
  }

  /** Sales in a place (0 when none). */
  salesIn(place: Place): SalesCount {
    const none = { count: 0, imageId: null, popularity: 0 };
    return (place.kind === 'country' ? this.byCountry.get(place.countryCode) : this.byPlace.get(place.id)) ?? none;
  }

  /** Sales of a theme in a city (0 when none). */
  salesOfThemeIn(themeId: number, cityId: number): SalesCount {
    return (
      this.byThemeCity.get(`${themeId}:${cityId}`) ?? {
        count: 0,
        imageId: null,
        popularity: 0,
      }
    );
  }

  /** Countries where the market sells something, the market's own country first, then by sales. */
  countries(own: CountryCode): CountryCode[] {
    return [...this.byCountry]
      .sort(([codeA, salesA], [codeB, salesB]) => Number(codeB === own) - Number(codeA === own) || salesB.count - salesA.count || codeA.localeCompare(codeB))
      .map(([code]) => code);
  }

  /** Places of a kind inside a parent (a country code, or a region or department id) that sell something, best first. */
  placesWithin(kind: PlaceKind, parent: { countryCode: CountryCode; regionId?: number; departmentId?: number }, limit: number): Counted<Place>[] {
    const scope = parent.departmentId !== undefined ? `d${parent.departmentId}` : parent.regionId !== undefined ? `r${parent.regionId}` : parent.countryCode;
    return (placeListsOf(this.snapshot).get(`${kind}:${scope}`) ?? [])
      .map((place) => ({ item: place, sales: this.salesIn(place) }))
      .filter((entry) => entry.sales.count > 0)
      .sort((a, b) => rank(b) - rank(a) || b.item.population - a.item.population || a.item.id - b.item.id)
      .slice(0, limit);
  }

  /** Themes the market sells, best first. */
  themes(limit: number): Counted<Theme>[] {
    return this.snapshot.themes
      .map((theme) => ({
        item: theme,
        sales: this.byTheme.get(theme.id) ?? {
          count: 0,
          imageId: null,
          popularity: 0,
        },
      }))
      .filter((entry) => entry.sales.count > 0)
      .sort((a, b) => b.sales.count - a.sales.count || a.item.id - b.item.id)
      .slice(0, limit);
  }

  /** Cities of a country where a theme sells, best first. */
  citiesForTheme(themeId: number, countryCode: CountryCode, limit: number): Counted<Place>[] {
    return (placeListsOf(this.snapshot).get(`city:${countryCode}`) ?? [])
      .map((place) => ({ item: place, sales: this.salesOfThemeIn(themeId, place.id) }))
      .filter((entry) => entry.sales.count > 0)
      .sort((a, b) => rank(b) - rank(a) || a.item.id - b.item.id)
      .slice(0, limit);
  }

  /** A place by id. */
  place(id: number | null): Place | undefined {
    return id === null ? undefined : this.placeById.get(id);
  }
}
