import type { FeatureCollection, Point } from 'geojson';

/** An offer on the map: where it is and what its marker says. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Accessible name of the marker (the offer or hotel name). */
  label: string;
  /** Short text drawn on the marker, such as the price. */
  price?: string;
}

/** How large the place searched is, which picks the first zoom (search-side.md section 9). */
export type MapZoomLevel = 'hotel' | 'city' | 'department' | 'region' | 'large';

/** First zoom of the map by the kind of place searched. */
export const MAP_ZOOM: Readonly<Record<MapZoomLevel, number>> = {
  hotel: 14,
  city: 12,
  department: 9,
  region: 8,
  large: 6,
};

/** Centre when nothing else gives one: a fixed point in Barcelona (search-side.md section 9). */
export const MAP_FALLBACK_CENTER = { latitude: 41.3874, longitude: 2.1686 } as const;

/** Marker sizes in px: 40 by default, 47 for the active one (drawn red). */
export const MARKER_SIZE = { default: 40, active: 47 } as const;

/** A point as latitude and longitude. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

function isPlace(point: MapPoint | null | undefined): point is MapPoint {
  return !!point && Number.isFinite(point.latitude) && Number.isFinite(point.longitude);
}

/** Where the map opens: the given centre, else the active marker, else the first marker, else Barcelona. */
export function mapCenter(center: MapPoint | null | undefined, markers: readonly MapMarker[], activeId?: string | null): MapPoint {
  if (isPlace(center)) return center;
  const active = markers.find((marker) => marker.id === activeId);
  if (isPlace(active)) return { latitude: active.latitude, longitude: active.longitude };
  const first = markers.find(isPlace);
  return first ? { latitude: first.latitude, longitude: first.longitude } : MAP_FALLBACK_CENTER;
}

/** The markers as a GeoJSON collection, the input of the clustered source. Markers without a place are dropped. */
export function markersToGeoJson(markers: readonly MapMarker[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: markers.filter(isPlace).map((marker) => ({
      type: 'Feature',
      id: marker.id,
      properties: { id: marker.id },
      geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
    })),
  };
}
