import { readFile } from 'node:fs/promises';
import type { Feature, FeatureCollection, Geometry, LineString, Point, Position } from 'geojson';
import type GeoJSONVT from 'geojson-vt';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { fromGeojsonVt } from 'vt-pbf';
import { MAP_TILE_LAYERS, MAP_TILE_MAX_ZOOM, type MapTileParams } from '@escapade/api-contract';
import { COUNTRY_CODES, type CountryCode } from '@escapade/util-market';
import type { CatalogLanguage, Place } from '../../catalog/catalog-snapshot';

/** Natural Earth's ids (ISO 3166-1 numeric) of the countries the catalog sells in. */
const NATURAL_EARTH_IDS: Readonly<Record<CountryCode, string>> = { FR: '250', ES: '724', IT: '380', NL: '528', BE: '056' };

/** West, south, east, north (degrees) of what the basemap draws: the five countries, their islands and neighbours. */
export const BASEMAP_BOUNDS = [-19, 27, 24, 56] as const;

/** Languages a place carries a name in, as `name_<language>` properties of the places layer. */
const NAME_LANGUAGES: readonly CatalogLanguage[] = ['fr', 'es', 'it', 'nl', 'en'];

/**
 * Encoded tiles kept, least recently used dropped first: the map of a results page asks for a few
 * dozen, so this covers many visitors' areas, in a few megabytes at most (a tile is a few KB, an empty one 0).
 */
export const MAX_ENCODED_TILES = 4_000;

/**
 * Tiles a layer's index may drill down to before it is cut again from its data: geojson-vt keeps every
 * tile it drills to (about 1 KB each), so without a bound the index grows with every distinct tile asked.
 */
export const MAX_DRILLED_TILES = 20_000;

/**
 * First zoom at which a place is drawn: countries from the start, regions next, then cities by
 * size, so a tile never carries more names than the map can show.
 */
export function placeMinZoom(place: Pick<Place, 'kind' | 'population'>): number {
  if (place.kind === 'country') return 0;
  if (place.kind === 'region') return 5;
  if (place.kind !== 'city') return 11;
  if (place.population >= 1_000_000) return 4;
  if (place.population >= 300_000) return 6;
  if (place.population >= 100_000) return 7;
  if (place.population >= 30_000) return 9;
  return 11;
}

/** The places layer: countries, regions and cities of the catalog, with their names in every language. */
export function placeFeatures(places: readonly Place[]): FeatureCollection<Point> {
  const drawn = places.filter((place) => place.kind === 'country' || place.kind === 'region' || place.kind === 'city');
  return {
    type: 'FeatureCollection',
    features: drawn.map((place) => ({
      type: 'Feature',
      id: place.id,
      properties: {
        kind: place.kind,
        minzoom: placeMinZoom(place),
        ...Object.fromEntries(NAME_LANGUAGES.map((language) => [`name_${language}`, place.names[language]])),
      },
      geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
    })),
  };
}

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positionsOf);
  }
}

/** Whether any point of a geometry lies within the basemap's bounds (enough for coasts and countries). */
function touchesBounds(geometry: Geometry | null): boolean {
  if (geometry === null) return false;
  const [west, south, east, north] = BASEMAP_BOUNDS;
  return positionsOf(geometry).some(([longitude, latitude]) => longitude >= west && longitude <= east && latitude >= south && latitude <= north);
}

/** Polygons of a multipolygon feature split into features, so those outside the bounds are dropped. */
function splitPolygons(collection: Feature | FeatureCollection): Feature[] {
  const features = collection.type === 'FeatureCollection' ? collection.features : [collection];
  return features.flatMap((item) =>
    item.geometry.type === 'MultiPolygon'
      ? item.geometry.coordinates.map((coordinates) => ({ type: 'Feature' as const, properties: item.properties, geometry: { type: 'Polygon' as const, coordinates } }))
      : [item],
  );
}

/** Natural Earth's countries file: a topology of the countries and of the land. */
type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Land, countries (the catalog's marked `market: 1`) and land borders from Natural Earth's 1:10m countries. */
export function naturalEarthLayers(topology: CountriesTopology): { land: FeatureCollection; countries: FeatureCollection; borders: FeatureCollection<LineString> } {
  const marketIds = new Set(COUNTRY_CODES.map((code) => NATURAL_EARTH_IDS[code]));
  const land = splitPolygons(feature(topology, topology.objects.land)).filter((item) => touchesBounds(item.geometry));
  const marked: FeatureCollection = {
    type: 'FeatureCollection',
    features: feature(topology, topology.objects.countries).features.map((item) => ({
      type: 'Feature',
      properties: { market: marketIds.has(String(item.id)) ? 1 : 0 },
      geometry: item.geometry,
    })),
  };
  const countries = splitPolygons(marked).filter((item) => touchesBounds(item.geometry));
  // A border is an arc two countries share: each is drawn once, and only near the catalog's countries.
  const lines = mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates;
  const borders = lines.map((coordinates): Feature<LineString> => ({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } }));
  return {
    land: { type: 'FeatureCollection', features: land },
    countries: { type: 'FeatureCollection', features: countries },
    borders: { type: 'FeatureCollection', features: borders.filter((item) => touchesBounds(item.geometry)) },
  };
}

type TileIndex = Pick<GeoJSONVT, 'getTile' | 'tileCoords'>;

/** A layer's index, how to cut it again from its data, and how many tiles it held once cut. */
interface Layer {
  index: TileIndex;
  readonly cut: () => TileIndex;
  readonly cutTiles: number;
}

/**
 * The basemap cut into vector tiles: one geojson-vt index per layer, built once from Natural Earth
 * and the catalog's places, and the encoded tiles kept (least recently used dropped first).
 */
export class Basemap {
  private readonly encoded = new Map<string, Buffer>();

  private constructor(
    private readonly layers: Readonly<Record<keyof typeof MAP_TILE_LAYERS, Layer>>,
    private readonly maxDrilledTiles: number,
    private readonly maxEncodedTiles: number,
  ) {}

  /** Cuts the layers: about a second for the 1:10m data, so it runs when the first tile is asked for. */
  static async build(places: readonly Place[], options: { readonly maxDrilledTiles?: number; readonly maxEncodedTiles?: number } = {}): Promise<Basemap> {
    // geojson-vt ships ES modules only.
    const { default: GeoJsonVt } = await import('geojson-vt');
    const topology = JSON.parse(await readFile(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as CountriesTopology;
    const { land, countries, borders } = naturalEarthLayers(topology);
    const layer = (data: FeatureCollection, tolerance: number): Layer => {
      const cut = () => new GeoJsonVt(data, { maxZoom: MAP_TILE_MAX_ZOOM, indexMaxZoom: 4, tolerance, buffer: 64 });
      const index = cut();
      return { index, cut, cutTiles: index.tileCoords.length };
    };
    return new Basemap(
      {
        land: layer(land, 3),
        countries: layer(countries, 3),
        borders: layer(borders, 2),
        places: layer(placeFeatures(places), 0),
      },
      options.maxDrilledTiles ?? MAX_DRILLED_TILES,
      options.maxEncodedTiles ?? MAX_ENCODED_TILES,
    );
  }

  /** Tiles the layers' indexes drilled down to since they were cut, all layers together. */
  get drilledTiles(): number {
    return Object.values(this.layers).reduce((sum, layer) => sum + layer.index.tileCoords.length - layer.cutTiles, 0);
  }

  /** Encoded tiles kept, never more than the bound. */
  get encodedTiles(): number {
    return this.encoded.size;
  }

  /** Whether a tile's bytes are kept, so asking for it again costs no encoding. */
  keeps({ z, x, y }: MapTileParams): boolean {
    return this.encoded.has(`${z}/${x}/${y}`);
  }

  /** One tile as Mapbox Vector Tile bytes; empty where the basemap draws nothing. */
  tile({ z, x, y }: MapTileParams): Buffer {
    const key = `${z}/${x}/${y}`;
    const cached = this.encoded.get(key);
    if (cached) {
      // Re-inserted, so the map's order stays least recently used first.
      this.encoded.delete(key);
      this.encoded.set(key, cached);
      return cached;
    }
    const layers: Record<string, unknown> = {};
    for (const [name, layer] of Object.entries(this.layers)) {
      const tile = layer.index.getTile(z, x, y);
      if (tile && tile.features.length > 0) layers[MAP_TILE_LAYERS[name as keyof typeof MAP_TILE_LAYERS]] = tile;
      // The tile is read; an index grown past its bound starts again from the data (the encoded tiles stay).
      if (layer.index.tileCoords.length - layer.cutTiles > this.maxDrilledTiles) layer.index = layer.cut();
    }
    const bytes = Object.keys(layers).length === 0 ? Buffer.alloc(0) : Buffer.from(fromGeojsonVt(layers, { version: 2 }));
    this.encoded.set(key, bytes);
    if (this.encoded.size > this.maxEncodedTiles) this.encoded.delete(this.encoded.keys().next().value as string);
    return bytes;
  }
}
