import * as v from 'valibot';
import { LocaleSchema } from '../common/locale';
import { defineEndpoint } from '../endpoint';

/** Query of the map style: the market, whose language names the places. */
export const MapStyleQuerySchema = v.strictObject({ locale: LocaleSchema });

/** The map style call as the server reads it. */
export type MapStyleQuery = v.InferOutput<typeof MapStyleQuerySchema>;

/** Style metadata key naming the property of the places layer that holds the names in the market's language. */
export const MAP_LABEL_FIELD_KEY = 'escapade:label-field';

/** Layer kinds the basemap style draws: no symbol layer, since no glyph server can be reached. */
export const MAP_STYLE_LAYER_TYPES = ['background', 'fill', 'line', 'circle'] as const;

const MapStyleLayerSchema = v.object({
  id: v.string(),
  type: v.picklist(MAP_STYLE_LAYER_TYPES),
  source: v.optional(v.string()),
  'source-layer': v.optional(v.string()),
  minzoom: v.optional(v.number()),
  maxzoom: v.optional(v.number()),
  filter: v.optional(v.array(v.unknown())),
  layout: v.optional(v.record(v.string(), v.unknown())),
  paint: v.optional(v.record(v.string(), v.unknown())),
});

const MapStyleSourceSchema = v.object({
  type: v.literal('vector'),
  tiles: v.array(v.string()),
  minzoom: v.number(),
  maxzoom: v.number(),
  attribution: v.string(),
});

/**
 * A MapLibre style (version 8) of our own basemap: the vector tiles of `GET /map/tiles/…` drawn in
 * the design system's colours. Tile addresses are relative to the API's origin.
 */
export const MapStyleSchema = v.object({
  version: v.literal(8),
  name: v.string(),
  metadata: v.object({ [MAP_LABEL_FIELD_KEY]: v.string() }),
  sources: v.record(v.string(), MapStyleSourceSchema),
  layers: v.array(MapStyleLayerSchema),
});

/** A basemap style as the client reads it. */
export type MapStyle = v.InferOutput<typeof MapStyleSchema>;

/** The map modal's basemap style for a market. The spec leaves the map's tiles out; ours is `GET /map/style.json`. */
export const getMapStyleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/map/style.json',
  summary: 'Basemap style (MapLibre) of the offers map, place names in the market language',
  tags: ['map'],
  status: 200,
  query: MapStyleQuerySchema,
  reply: MapStyleSchema,
});
