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

/**
 * A MapLibre style (JSON) drawn under the markers: the API's basemap (`GET /api/map/style.json`) or
 * any style carrying its own sources. Checked by maplibre when the map starts.
 */
export interface MapBasemapStyle {
  version: 8;
  metadata?: Readonly<Record<string, unknown>>;
  sources: Readonly<Record<string, unknown>>;
  layers: readonly unknown[];
}

/**
 * The style with its tile addresses made absolute: the API writes them from its own root (`/api/…`),
 * and maplibre fetches tiles from a worker, which resolves nothing against the page.
 */
export function withAbsoluteTiles<TStyle extends MapBasemapStyle>(style: TStyle, origin: string): TStyle {
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([name, source]) => {
      const tiles = (source as { tiles?: unknown }).tiles;
      if (!Array.isArray(tiles)) return [name, source];
      return [name, { ...(source as object), tiles: tiles.map((tile) => (typeof tile === 'string' && tile.startsWith('/') ? `${origin}${tile}` : tile)) }];
    }),
  );
  return { ...style, sources };
}

/** A place name drawn on the basemap. */
export interface PlaceLabel {
  key: string;
  name: string;
  kind: string;
  longitude: number;
  latitude: number;
  /** First zoom the place is named at: smaller is more important. */
  minZoom: number;
}

/** What a places-layer feature carries (vector tile properties). */
export interface PlaceFeature {
  id?: string | number;
  properties: Readonly<Record<string, unknown>>;
  coordinates: readonly number[];
}

/** The most names drawn at once: more overlap and slow the map down. */
export const MAX_PLACE_LABELS = 60;

/**
 * The places to name at a zoom: those shown from this zoom on, once each (tiles repeat features near
 * their edges), in the page's language with English as fallback, the most important first.
 */
export function placeLabels(features: readonly PlaceFeature[], labelField: string, zoom: number, max = MAX_PLACE_LABELS): PlaceLabel[] {
  const byKey = new Map<string, PlaceLabel>();
  for (const { id, properties, coordinates } of features) {
    const minZoom = Number(properties['minzoom'] ?? 0);
    const name = properties[labelField] ?? properties['name_en'];
    const [longitude, latitude] = coordinates;
    if (minZoom > zoom || typeof name !== 'string' || name === '' || longitude === undefined || latitude === undefined) continue;
    const key = String(id ?? `${name}@${longitude},${latitude}`);
    if (!byKey.has(key)) byKey.set(key, { key, name, kind: String(properties['kind'] ?? 'city'), longitude, latitude, minZoom });
  }
  return [...byKey.values()].sort((a, b) => a.minZoom - b.minZoom || a.name.localeCompare(b.name)).slice(0, max);
}
