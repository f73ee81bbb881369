import { API_BASE, fillPath, getMapTileEndpoint, MAP_LABEL_FIELD_KEY, MAP_TILE_LAYERS, MAP_TILE_MAX_ZOOM, type MapStyle } from '@escapade/api-contract';
import { MARKETS, type MarketCode } from '@escapade/util-market';
import { tokenValue } from './design-tokens';

/** The tile address template maplibre fills in, under `/api` like every call. */
export const MAP_TILES_URL = `${API_BASE}${fillPath(getMapTileEndpoint.path, { z: '{z}', x: '{x}', y: '{y}' }).replace(/%7B(\w)%7D/g, '{$1}')}`;

const SOURCE = 'basemap';

/**
 * The basemap's MapLibre style in the design system's colours: sea, land, the catalog's countries
 * lighter than their neighbours, borders, and dots where places are. It has no symbol layer, since
 * text needs glyphs from a font server none can reach; the map draws the names itself, in the
 * language the style names (`metadata`).
 */
export function mapStyle(locale: MarketCode): MapStyle {
  const layer = MAP_TILE_LAYERS;
  return {
    version: 8,
    name: 'Escapade',
    metadata: { [MAP_LABEL_FIELD_KEY]: `name_${MARKETS[locale].language}` },
    sources: {
      [SOURCE]: { type: 'vector', tiles: [MAP_TILES_URL], minzoom: 0, maxzoom: MAP_TILE_MAX_ZOOM, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': tokenValue('--color-brand-100') } },
      { id: 'land', type: 'fill', source: SOURCE, 'source-layer': layer.land, paint: { 'fill-color': tokenValue('--color-neutral-100') } },
      {
        id: 'countries',
        type: 'fill',
        source: SOURCE,
        'source-layer': layer.countries,
        filter: ['==', ['get', 'market'], 1],
        paint: { 'fill-color': tokenValue('--color-surface') },
      },
      {
        id: 'coast',
        type: 'line',
        source: SOURCE,
        'source-layer': layer.land,
        paint: { 'line-color': tokenValue('--color-brand-500'), 'line-width': 0.6, 'line-opacity': 0.5 },
      },
      {
        id: 'borders',
        type: 'line',
        source: SOURCE,
        'source-layer': layer.borders,
        paint: { 'line-color': tokenValue('--color-border-strong'), 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 10, 2], 'line-dasharray': [3, 2] },
      },
      {
        id: 'places',
        type: 'circle',
        source: SOURCE,
        'source-layer': layer.places,
        filter: ['all', ['==', ['get', 'kind'], 'city'], ['<=', ['get', 'minzoom'], ['zoom']]],
        paint: { 'circle-color': tokenValue('--color-text-muted'), 'circle-radius': 2.5 },
      },
    ],
  };
}
