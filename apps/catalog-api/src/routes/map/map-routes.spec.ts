import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MapStyleSchema } from '@escapade/api-contract';
import { buildApp } from '../../app';
import { smallCatalog } from '../../search/testing/catalog-fixture';
import { Basemap, MAX_ENCODED_TILES, naturalEarthLayers, placeFeatures, placeMinZoom } from './basemap';
import { parseTokens } from './design-tokens';
import { MAP_TILES_URL } from './map-style';

/** The web-mercator tile holding a point. */
function tileOf(latitude: number, longitude: number, z: number): string {
  const n = 2 ** z;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const radians = (latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n);
  return `${z}/${x}/${y}`;
}

describe('map routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ catalog: async () => smallCatalog(), rateLimit: false, apiReference: false });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves a MapLibre style in the design tokens’ colours, naming places in the market language', async () => {
    const reply = await app.inject({ url: '/api/map/style.json?locale=nl_BE' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('max-age=86400');
    const style = v.parse(MapStyleSchema, reply.json());
    expect(style.metadata['escapade:label-field']).toBe('name_nl');
    expect(style.sources['basemap'].tiles).toEqual(['/api/map/tiles/{z}/{x}/{y}.pbf']);
    expect(style.layers.find((layer) => layer.id === 'sea')?.paint).toEqual({ 'background-color': '#c6e4e4' });
    expect(style.layers.map((layer) => layer.type)).not.toContain('symbol');
  });

  it('refuses a style without a known market', async () => {
    const reply = await app.inject({ url: '/api/map/style.json?locale=en_GB' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().details[0].field).toBe('query.locale');
  });

  it('cuts a tile with land, the catalog’s countries, borders and its places', async () => {
    const reply = await app.inject({ url: `/api/map/tiles/${tileOf(45.9, 6.12, 7)}.pbf` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(reply.headers['cache-control']).toContain('max-age=86400');
    // Layer names, keys and string values are plain text in a vector tile.
    const text = reply.rawPayload.toString('latin1');
    for (const expected of ['land', 'countries', 'borders', 'places', 'name_fr', 'Annecy', 'Auvergne']) expect(text).toContain(expected);
    // Kept: the same bytes again.
    const again = await app.inject({ url: `/api/map/tiles/${tileOf(45.9, 6.12, 7)}.pbf` });
    expect(again.rawPayload.equals(reply.rawPayload)).toBe(true);
  });

  it('answers an empty tile far from the five countries', async () => {
    const reply = await app.inject({ url: `/api/map/tiles/${tileOf(-33.9, 151.2, 6)}.pbf` });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.length).toBe(0);
  });

  it.each([
    ['/api/map/tiles/2/4/0.pbf', 'params.x'],
    ['/api/map/tiles/0/0/1.pbf', 'params.y'],
    ['/api/map/tiles/11/0/0.pbf', 'params.z'],
    ['/api/map/tiles/-1/0/0.pbf', 'params.z'],
    ['/api/map/tiles/3/a/0.pbf', 'params.x'],
    ['/api/map/tiles/3/0/0.pbf.pbf', 'params.y'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const reply = await app.inject({ url });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('BAD_REQUEST');
    expect(reply.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('cuts the basemap once, as soon as a server listens, so the first map does not wait for it', async () => {
    const build = jest.spyOn(Basemap, 'build');
    const server = await buildApp({ catalog: async () => smallCatalog(), rateLimit: false, apiReference: false });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(build).toHaveBeenCalledTimes(1);
      expect((await server.inject({ url: '/api/map/tiles/0/0/0.pbf' })).statusCode).toBe(200);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
      build.mockRestore();
    }
  });

  it('writes the tile template maplibre fills in', () => {
    expect(MAP_TILES_URL).toBe('/api/map/tiles/{z}/{x}/{y}.pbf');
  });
});

describe('basemap layers', () => {
  it('shows places from a zoom that grows as they get smaller', () => {
    expect(placeMinZoom({ kind: 'country', population: 0 })).toBe(0);
    expect(placeMinZoom({ kind: 'region', population: 0 })).toBe(5);
    expect(placeMinZoom({ kind: 'city', population: 2_000_000 })).toBe(4);
    expect(placeMinZoom({ kind: 'city', population: 500_000 })).toBe(6);
    expect(placeMinZoom({ kind: 'city', population: 150_000 })).toBe(7);
    expect(placeMinZoom({ kind: 'city', population: 40_000 })).toBe(9);
    expect(placeMinZoom({ kind: 'city', population: 2_000 })).toBe(11);
    expect(placeMinZoom({ kind: 'poi', population: 0 })).toBe(11);
  });

  it('puts countries, regions and cities with every language’s name on the places layer', () => {
    const { features } = placeFeatures(smallCatalog().places);
    const lyon = features.find((item) => item.properties?.['name_fr'] === 'Lyon');
    expect(lyon?.geometry.coordinates).toEqual([4.84, 45.76]);
    expect(lyon?.properties).toMatchObject({ kind: 'city', minzoom: 6, name_nl: 'Lyon', name_en: 'Lyon' });
    expect(features.every((item) => ['country', 'region', 'city'].includes(String(item.properties?.['kind'])))).toBe(true);
  });

  it('keeps Natural Earth’s land, countries and borders near the five countries, marking the catalog’s', () => {
    const topology = {
      type: 'Topology',
      arcs: [
        [
          [2, 45],
          [3, 45],
          [3, 46],
        ],
        [
          [3, 46],
          [2, 46],
          [2, 45],
        ],
        [
          [3, 45],
          [4, 45],
          [4, 46],
          [3, 46],
        ],
        [
          [150, -30],
          [151, -30],
          [151, -31],
          [150, -30],
        ],
      ],
      objects: {
        countries: {
          type: 'GeometryCollection',
          geometries: [
            { type: 'Polygon', id: '250', arcs: [[0, 1]] },
            { type: 'Polygon', id: '756', arcs: [[2, ~0]] },
            { type: 'Polygon', id: '036', arcs: [[3]] },
          ],
        },
        land: { type: 'GeometryCollection', geometries: [{ type: 'MultiPolygon', arcs: [[[0, 1]], [[3]]] }] },
      },
    };
    const layers = naturalEarthLayers(topology as never);
    expect(layers.land.features).toHaveLength(1);
    expect(layers.countries.features.map((item) => item.properties?.['market'])).toEqual([1, 0]);
    expect(layers.borders.features).toHaveLength(1);
    // The arc France and its neighbour share, once.
    expect(layers.borders.features[0].geometry.coordinates).toEqual([
      [2, 45],
      [3, 45],
      [3, 46],
    ]);
  });
});

describe('design tokens', () => {
  it('reads the :root custom properties and resolves their references', () => {
    const tokens = parseTokens(':root {\n  /* brand */\n  --blue: #00f;\n  --primary: var(--blue);\n  --loop: var(--missing);\n}\n@media print { :root { --blue: #000; } }');
    expect(tokens.get('--primary')).toBe('#00f');
    expect(tokens.has('--loop')).toBe(false);
  });
});

describe('basemap index', () => {
  /**
   * Distinct tiles at zoom 10 over France, as visitors panning maps ask for them: enough for each
   * layer to pass its bound a few times (every cut again redoes the 1:10m layer, about a second).
   */
  const tilesOverFrance = Array.from({ length: 4 }, (_, column) => Array.from({ length: 4 }, (_, row) => ({ z: 10, x: 500 + column * 3, y: 330 + row * 3 }))).flat();

  it('cuts a layer again once it drilled to more tiles than its bound, and draws the same tiles after', async () => {
    const places = smallCatalog().places;
    const bounded = await Basemap.build(places, { maxDrilledTiles: 40 });
    const unbounded = await Basemap.build(places, { maxDrilledTiles: Number.POSITIVE_INFINITY });
    for (const tile of tilesOverFrance) {
      expect(bounded.tile(tile).equals(unbounded.tile(tile))).toBe(true);
      expect(bounded.drilledTiles).toBeLessThanOrEqual(4 * (40 + 2 * 10));
    }
    // Without the bound, the same visits leave hundreds of tiles in the indexes.
    expect(unbounded.drilledTiles).toBeGreaterThan(4 * (40 + 2 * 10));
  });

  it('keeps at most its bound of encoded tiles, dropping the least recently asked first', async () => {
    expect(MAX_ENCODED_TILES).toBe(4_000);
    const basemap = await Basemap.build(smallCatalog().places, { maxEncodedTiles: 10 });
    const [first, ...others] = tilesOverFrance;
    basemap.tile(first);
    for (const tile of others) {
      // Asked again before each new tile, the first stays the most recently used and is never dropped.
      basemap.tile(first);
      basemap.tile(tile);
      expect(basemap.encodedTiles).toBeLessThanOrEqual(10);
    }
    expect(basemap.encodedTiles).toBe(10);
    expect(basemap.keeps(first)).toBe(true);
    expect(basemap.keeps(others[0])).toBe(false);
    expect(others.slice(-9).every((tile) => basemap.keeps(tile))).toBe(true);
  });
});
