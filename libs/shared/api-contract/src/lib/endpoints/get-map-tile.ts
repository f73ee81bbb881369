import * as v from 'valibot';
import { describedQueryInteger } from '../common/wire-values';
import { defineBinaryEndpoint } from '../endpoint';

/** Deepest zoom the basemap tiles are cut at; the map draws deeper zooms from these tiles. */
export const MAP_TILE_MAX_ZOOM = 10;

const LAST_TILE_INDEX = 2 ** MAP_TILE_MAX_ZOOM - 1;

/** Why a column or row is refused at a zoom, stated in the description of the field. */
export const MAP_TILE_INDEX_RULE = 'Refused (400) when not below 2 to the power z';

/** Path of one basemap tile: zoom, column and row in the web-mercator tile grid. */
export const MapTileParamsSchema = v.object({
  z: describedQueryInteger(0, MAP_TILE_MAX_ZOOM, 'tileZoom'),
  x: describedQueryInteger(0, LAST_TILE_INDEX, 'tileColumn'),
  y: describedQueryInteger(0, LAST_TILE_INDEX, 'tileRow'),
});

/** A tile's address as the server reads it. */
export type MapTileParams = v.InferOutput<typeof MapTileParamsSchema>;

/** Names of the layers inside a basemap tile, which the style draws. */
export const MAP_TILE_LAYERS = { land: 'land', countries: 'countries', borders: 'borders', places: 'places' } as const;

/**
 * One vector tile of our basemap (land, countries and their borders from Natural Earth, the
 * catalog's places with their names per language). Its reply is bytes, not JSON.
 */
export const getMapTileEndpoint = defineBinaryEndpoint({
  method: 'GET',
  path: '/map/tiles/:z/:x/:y.pbf',
  summary: 'Basemap vector tile (Mapbox Vector Tile) of the offers map',
  tags: ['map'],
  status: 200,
  params: MapTileParamsSchema,
  mediaType: 'application/vnd.mapbox-vector-tile',
  replyDescription: `Layers ${Object.values(MAP_TILE_LAYERS).join(', ')}; empty where the basemap has nothing. ` + 'A tile never changes for a release, so it is cached for a day.',
});
