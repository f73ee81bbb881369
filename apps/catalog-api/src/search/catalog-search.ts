import type { MarketCode } from '@escapade/util-market';
import type { ActivityType, CatalogLanguage, CatalogSnapshot, HotelAttribute, LocalizedText, Place, PlaceKind, Theme } from '../catalog/catalog-snapshot';
import { ActivityOnlyIndex } from './activity-only-index';
import { OfferIndex } from './offer-index';
import { PlaceIndex } from './place-index';
import { foldText } from './text';

/** The destination fields of search criteria, as the results-page hash names them. */
export interface DestinationCriteria {
  city?: string;
  cityId?: number;
  country?: string;
  department?: string;
  region?: string;
  touristicregion?: string;
  poi?: string;
  searesort?: string;
  skiresort?: string;
  hotel?: string;
  hotelId?: number;
}

/** A destination value the catalog knows, or the reason it does not. */
export type ResolvedDestination =
  | { kind: 'none' }
  | { kind: 'place'; place: Place }
  | { kind: 'hotel'; hotelId: number; label: string }
  | { kind: 'unknown'; field: keyof DestinationCriteria; value: string | number };

/** Most specific first: a hotel beats a city, a city beats its department. */
const DESTINATION_FIELDS: readonly (keyof DestinationCriteria & PlaceKind)[] = ['poi', 'searesort', 'skiresort', 'city', 'touristicregion', 'department', 'region', 'country'];

/**
 * The whole searchable catalog in memory: offers, activity-only products and places, with the
 * lookups routes need (destination values, themes, activity types). Built once from a snapshot
 * and swapped whole on a rebuild.
 */
export class CatalogSearch {
  readonly offers: OfferIndex;
  readonly activityOnly: ActivityOnlyIndex;
  readonly places: PlaceIndex;
  private readonly placeById = new Map<number, Place>();
  private readonly placeByKey = new Map<string, Place>();
  private readonly countryByCode = new Map<string, Place>();
  private readonly hotelBySlug = new Map<string, number>();
  private readonly themeById = new Map<number, Theme>();
  private readonly activityTypeById = new Map<number, ActivityType>();
  private readonly attributes = new Map<string, { labels: LocalizedText; position: number }>();

  constructor(readonly snapshot: CatalogSnapshot) {
    this.offers = new OfferIndex(snapshot);
    this.activityOnly = new ActivityOnlyIndex(snapshot.activityOnlyProducts, snapshot.places);
    this.places = new PlaceIndex(snapshot.places);
    // Larger places first, so a name shared by two places resolves to the better known one.
    for (const place of [...snapshot.places].sort((a, b) => a.population - b.population || b.id - a.id)) {
      this.placeById.set(place.id, place);
      this.placeByKey.set(`${place.kind}:${place.slug}`, place);
      if (place.kind === 'country') this.countryByCode.set(place.countryCode, place);
      for (const name of Object.values(place.names)) this.placeByKey.set(`${place.kind}:${foldText(name)}`, place);
    }
    for (const hotel of snapshot.hotels) this.hotelBySlug.set(hotel.slug, hotel.id);
    for (const theme of snapshot.themes) this.themeById.set(theme.id, theme);
    for (const type of snapshot.activityTypes) this.activityTypeById.set(type.id, type);
    (snapshot.hotelAttributes ?? []).forEach((attribute, position) => this.attributes.set(`${attribute.kind}:${attribute.value}`, { labels: attribute.labels, position }));
  }

  private readonly popular = new Map<string, Place[]>();

  /** Cities where the market sells the most weekends (by recent sales), for the selector's suggestions. */
  popularDestinations(market: MarketCode, count: number): Place[] {
    let ranked = this.popular.get(market);
    if (!ranked) {
      const salesByCity = new Map<number, number>();
      for (const offer of this.snapshot.offers) {
        if (!offer.markets.includes(market)) continue;
        const hotel = this.offers.getHotel(offer.hotelId);
        if (hotel) salesByCity.set(hotel.cityId, (salesByCity.get(hotel.cityId) ?? 0) + offer.popularity);
      }
      ranked = [...salesByCity].sort(([cityA, salesA], [cityB, salesB]) => salesB - salesA || cityA - cityB).flatMap(([cityId]) => this.placeById.get(cityId) ?? []);
      this.popular.set(market, ranked);
    }
    return ranked.slice(0, count);
  }

  /** Label of a facet value in the language; an unlabelled value reads as itself, capitalised. */
  attributeLabel(kind: HotelAttribute['kind'], value: string, language: CatalogLanguage): string {
    const labels = this.attributes.get(`${kind}:${value}`)?.labels;
    return labels?.[language] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/[_-]+/g, ' ');
  }

  /** Display order of a facet value (catalog order; unknown values last). */
  attributePosition(kind: HotelAttribute['kind'], value: string): number {
    return this.attributes.get(`${kind}:${value}`)?.position ?? Number.MAX_SAFE_INTEGER;
  }

  place(id: number): Place | undefined {
    return this.placeById.get(id);
  }

  theme(id: number): Theme | undefined {
    return this.themeById.get(id);
  }

  activityType(id: number): ActivityType | undefined {
    return this.activityTypeById.get(id);
  }

  /** A place by kind and its slug or name in any language (accents and case ignored). */
  placeByValue(kind: PlaceKind, value: string): Place | undefined {
    return this.placeByKey.get(`${kind}:${value.trim().toLowerCase()}`) ?? this.placeByKey.get(`${kind}:${foldText(value)}`);
  }

  /** Reads the most specific destination field of the criteria; an unknown value is reported, not ignored. */
  resolveDestination(criteria: DestinationCriteria): ResolvedDestination {
    if (criteria.hotelId !== undefined) {
      const hotel = this.offers.getHotel(criteria.hotelId);
      return hotel ? { kind: 'hotel', hotelId: hotel.id, label: hotel.label } : { kind: 'unknown', field: 'hotelId', value: criteria.hotelId };
    }
    if (criteria.hotel !== undefined) {
      const byId = /^\d+$/.test(criteria.hotel) ? this.offers.getHotel(Number(criteria.hotel)) : undefined;
      const hotelId = byId?.id ?? this.hotelBySlug.get(criteria.hotel.trim().toLowerCase());
      const hotel = hotelId === undefined ? undefined : this.offers.getHotel(hotelId);
      return hotel ? { kind: 'hotel', hotelId: hotel.id, label: hotel.label } : { kind: 'unknown', field: 'hotel', value: criteria.hotel };
    }
    if (criteria.cityId !== undefined) {
      const city = this.placeById.get(criteria.cityId);
      return city ? { kind: 'place', place: city } : { kind: 'unknown', field: 'cityId', value: criteria.cityId };
    }
    for (const field of DESTINATION_FIELDS) {
      const value = criteria[field];
      if (value === undefined) continue;
      const place = this.placeByValue(field, value);
      return place ? { kind: 'place', place } : { kind: 'unknown', field, value };
    }
    return { kind: 'none' };
  }

  /** Country › region › department › city of a place, widest first. */
  hierarchy(place: Place): Place[] {
    const levels: Place[] = [];
    const country = this.countryByCode.get(place.countryCode);
    if (country && country.id !== place.id) levels.push(country);
    for (const id of [place.regionId, place.departmentId]) {
      const level = id === null ? undefined : this.placeById.get(id);
      if (level && level.id !== place.id) levels.push(level);
    }
    levels.push(place);
    return levels;
  }

  /** A place's name in the language, for labels. */
  placeName(place: Place, language: CatalogLanguage): string {
    return place.names[language] || place.names.en;
  }
}
