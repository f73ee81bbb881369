import type { FastifyInstance } from 'fastify';
import { getMapStyleEndpoint, getMapTileEndpoint, MAP_TILE_INDEX_RULE } from '@escapade/api-contract';
import { binaryContractRoute, ClientError, contractRoute } from '../../plugins/contract-routes';
import { Basemap } from './basemap';
import { mapStyle } from './map-style';

/** Styles and tiles change only with a release of the API or of the catalog's places. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The offers map's own basemap, since no tile server can be reached: `GET /map/style.json` (the
 * MapLibre style, per market) and `GET /map/tiles/{z}/{x}/{y}.pbf` (vector tiles cut on first use
 * from Natural Earth and the catalog's places, then kept).
 */
export default async function mapRoutes(app: FastifyInstance) {
  let basemap: Promise<Basemap> | undefined;
  // Cut once; a failed cut is tried again by the next tile rather than kept.
  const cutBasemap = () =>
    (basemap ??= Basemap.build(app.catalog.snapshot.places).catch((error: unknown) => {
      basemap = undefined;
      throw error;
    }));
  // A listening server cuts the basemap at once, so the first visitor's map does not wait for it.
  app.addHook('onListen', async () => {
    void cutBasemap().catch((error: unknown) => app.log.error({ err: error }, 'the map basemap could not be cut'));
  });

  contractRoute(app, getMapStyleEndpoint, async ({ query }, _request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return mapStyle(query.locale);
  });

  binaryContractRoute(app, getMapTileEndpoint, async ({ params }, _request, reply) => {
    const last = 2 ** params.z;
    const outside = (['x', 'y'] as const).filter((axis) => params[axis] >= last);
    if (outside.length > 0) {
      throw new ClientError(
        400,
        'BAD_REQUEST',
        `Tile ${params.z}/${params.x}/${params.y} is outside the grid: columns and rows run from 0 to ${last - 1} at zoom ${params.z}`,
        outside.map((axis) => ({ field: `params.${axis}`, message: MAP_TILE_INDEX_RULE })),
      );
    }
    const tiles = await cutBasemap();
    reply.header('cache-control', CACHE_CONTROL);
    return tiles.tile(params);
  });
}
