import { ACTIVITY_RADIUS_KM, priceBandIndex, priceHistogramBands, type PriceBand } from '@escapade/util-criteria';
import type { MarketCode } from '@escapade/util-market';
import type { ActivityOnlyProduct, Place } from '../catalog/catalog-snapshot';
import { distanceKm } from './geo';

// The spec's activity destination, a city and 30 km around it: the radius the client sends with a centre, and the one read without.
export { ACTIVITY_RADIUS_KM };

export type ActivityOnlySort = 'priceAsc' | 'popularity' | 'distance' | 'promo';

/** One activity-only search, validated and normalised by the route. */
export interface ActivityOnlyQuery {
  market: MarketCode;
  /** A place (city and 30 km around, or a region/department/country) or a point with a radius. */
  destination: { kind: 'place'; placeId: number } | { kind: 'point'; latitude: number; longitude: number; radiusKm: number } | null;
  themeId: number | null;
  tags: readonly number[];
  participants: number;
  /** Per-person price bounds in cents. */
  priceMin: number | null;
  priceMax: number | null;
  orderBy: ActivityOnlySort;
  page: number;
  limit: number;
}

export interface ActivityOnlyHit {
  product: ActivityOnlyProduct;
  /** Price for the participants, in cents, and per person (rounded up). */
  sellPrice: number;
  refPrice: number;
  pricePerPerson: number;
  distance: number | null;
}

/** The price filter of the activity flow, on the price per person. */
function isWithinPrice(pricePerPerson: number, { priceMin, priceMax }: Pick<ActivityOnlyQuery, 'priceMin' | 'priceMax'>): boolean {
  return (priceMin === null || pricePerPerson >= priceMin) && (priceMax === null || pricePerPerson <= priceMax);
}

/**
 * Activity-only vouchers are few (hundreds), so a filtered scan answers in well under a
 * millisecond; the index only keeps them with their places at hand.
 */
export class ActivityOnlyIndex {
  private readonly products = new Map<number, ActivityOnlyProduct>();
  private readonly places = new Map<number, Place>();

  constructor(products: readonly ActivityOnlyProduct[], places: readonly Place[]) {
    for (const place of places) this.places.set(place.id, place);
    for (const product of products) this.products.set(product.id, product);
  }

  get(id: number): ActivityOnlyProduct | undefined {
    return this.products.get(id);
  }

  upsert(product: ActivityOnlyProduct): void {
    this.products.set(product.id, product);
  }

  remove(id: number): void {
    this.products.delete(id);
  }

  /** Matches, sorted and paged, with the total count. */
  search(query: ActivityOnlyQuery): { resultsCount: number; hits: ActivityOnlyHit[] } {
    const origin = this.originOf(query);
    const hits: ActivityOnlyHit[] = [];
    for (const product of this.products.values()) {
      const hit = this.hitOf(product, query, origin);
      if (hit && this.hasTag(product, query.tags)) hits.push(hit);
    }
    hits.sort(this.comparator(query.orderBy));
    return { resultsCount: hits.length, hits: hits.slice(query.page * query.limit, (query.page + 1) * query.limit) };
  }

  /**
   * Facet counts of the activity flow: how many vouchers the search finds, per activity how many it
   * would find with that activity chosen, and per band of the price slider how many it would find
   * with the price filter set to that band. Disjunctive like the stays' facets: the activities
   * chosen do not narrow their own counts (choosing one more adds results), nor does the price
   * filter narrow the price bands.
   */
  facets(query: ActivityOnlyQuery): { resultsCount: number; activities: Map<number, number>; priceBands: (PriceBand & { count: number })[] } {
    const origin = this.originOf(query);
    const activities = new Map<number, number>();
    const bands = priceHistogramBands('activity');
    const perBand = bands.map(() => 0);
    const unpriced = { ...query, priceMin: null, priceMax: null };
    let resultsCount = 0;
    for (const product of this.products.values()) {
      const hit = this.hitOf(product, unpriced, origin);
      if (!hit) continue;
      const tagged = this.hasTag(product, query.tags);
      if (tagged) perBand[priceBandIndex(bands, hit.pricePerPerson)] += 1;
      if (!isWithinPrice(hit.pricePerPerson, query)) continue;
      if (tagged) resultsCount += 1;
      for (const activityId of new Set(product.activityIds)) activities.set(activityId, (activities.get(activityId) ?? 0) + 1);
    }
    return { resultsCount, activities, priceBands: bands.map((band, index) => ({ ...band, count: perBand[index] })) };
  }

  private hasTag(product: ActivityOnlyProduct, tags: readonly number[]): boolean {
    return tags.length === 0 || tags.some((tag) => product.activityIds.includes(tag));
  }

  /** The product as a hit of the query, every criterion but the activities applied; null when it does not match. */
  private hitOf(product: ActivityOnlyProduct, query: ActivityOnlyQuery, origin: { latitude: number; longitude: number } | null): ActivityOnlyHit | null {
    if (!product.markets.includes(query.market)) return null;
    if (query.themeId !== null && !product.themeIds.includes(query.themeId)) return null;
    if (!this.inDestination(product, query)) return null;
    const price = product.prices.find((entry) => entry.participants === query.participants);
    if (!price) return null;
    const pricePerPerson = Math.ceil(price.sellPrice / query.participants);
    if (!isWithinPrice(pricePerPerson, query)) return null;
    const { latitude, longitude } = product.activityCenter;
    const distance = origin ? distanceKm(origin.latitude, origin.longitude, latitude, longitude) : null;
    return { product, sellPrice: price.sellPrice, refPrice: price.refPrice, pricePerPerson, distance };
  }

  private originOf(query: ActivityOnlyQuery): { latitude: number; longitude: number } | null {
    const destination = query.destination;
    if (destination?.kind === 'point') return destination;
    if (destination?.kind === 'place') return this.places.get(destination.placeId) ?? null;
    return null;
  }

  private inDestination(product: ActivityOnlyProduct, query: ActivityOnlyQuery): boolean {
    const destination = query.destination;
    if (destination === null) return true;
    const center = product.activityCenter;
    if (destination.kind === 'point') return distanceKm(destination.latitude, destination.longitude, center.latitude, center.longitude) <= destination.radiusKm;
    const place = this.places.get(destination.placeId);
    if (!place) return false;
    const city = this.places.get(center.cityId);
    if (place.kind === 'country') return city?.countryCode === place.countryCode;
    if (place.kind === 'region') return city?.regionId === place.id;
    if (place.kind === 'department') return city?.departmentId === place.id;
    return distanceKm(place.latitude, place.longitude, center.latitude, center.longitude) <= ACTIVITY_RADIUS_KM;
  }

  private comparator(orderBy: ActivityOnlySort): (a: ActivityOnlyHit, b: ActivityOnlyHit) => number {
    const byId = (a: ActivityOnlyHit, b: ActivityOnlyHit) => a.product.id - b.product.id;
    const promo = (hit: ActivityOnlyHit) => (hit.refPrice > hit.sellPrice ? (hit.refPrice - hit.sellPrice) / hit.refPrice : 0);
    switch (orderBy) {
      case 'priceAsc':
        return (a, b) => a.pricePerPerson - b.pricePerPerson || byId(a, b);
      case 'promo':
        return (a, b) => promo(b) - promo(a) || byId(a, b);
      case 'distance':
        return (a, b) => (a.distance ?? 0) - (b.distance ?? 0) || byId(a, b);
      case 'popularity':
        return (a, b) => b.product.popularity - a.product.popularity || byId(a, b);
    }
  }
}
