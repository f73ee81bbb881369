import type { MapMarker as SearchMapMarker, OfferCard } from '@escapade/api-contract';
import type { MapMarker, MapPoint, MapZoomLevel } from '@escapade/ui-travel';
import type { SearchCriteria } from '@escapade/util-criteria';
import { formatPrice } from '@escapade/util-pricing';

/** The marker of a result card: at its hotel (the hotel's id), named after the hotel and the stay, showing the price. */
function cardMarker(card: OfferCard, locale: string): MapMarker {
  const price = formatPrice(card.sellPrice, locale);
  return {
    id: String(card.hotel.id),
    latitude: card.hotel.location.latitude,
    longitude: card.hotel.location.longitude,
    label: `${card.hotel.label}, ${card.label}, ${price}`,
    price,
  };
}

/** One marker per result card (the page shown, while the map's own search loads). */
export function offerMarkers(cards: readonly OfferCard[], locale: string): MapMarker[] {
  return cards.map((card) => cardMarker(card, locale));
}

/**
 * One marker per hotel of the whole search (every page): priced from its card when one is known,
 * else named after the hotel alone until a click fetches its card.
 */
export function searchMarkers(markers: readonly SearchMapMarker[], cardOfHotel: ReadonlyMap<number, OfferCard>, locale: string): MapMarker[] {
  return markers.map((marker) => {
    const card = cardOfHotel.get(marker.id);
    return card ? cardMarker(card, locale) : { id: String(marker.id), latitude: marker.location.latitude, longitude: marker.location.longitude, label: marker.location.label };
  });
}

/** The map's first zoom by the kind of destination searched (search-side.md section 9). */
export function mapZoomLevelOf(criteria: SearchCriteria): MapZoomLevel {
  if (criteria.hotel !== undefined) return 'hotel';
  if (criteria.city !== undefined || criteria.poi !== undefined || criteria.searesort !== undefined || criteria.skiresort !== undefined) return 'city';
  if (criteria.department !== undefined) return 'department';
  if (criteria.region !== undefined || criteria.touristicregion !== undefined) return 'region';
  // An area searched from the map itself is city-sized; a country, or no destination, is drawn large.
  return criteria.lat !== undefined && criteria.country === undefined ? 'city' : 'large';
}

/** Where the map opens: the searched position when there is one (else the markers decide, then Barcelona). */
export function mapCentreOf(criteria: SearchCriteria): MapPoint | null {
  return criteria.lat !== undefined && criteria.lng !== undefined ? { latitude: criteria.lat, longitude: criteria.lng } : null;
}
