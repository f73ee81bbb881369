import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@escapade/api-contract';
import { IMAGE_DIMENSIONS, renderImage, type ImageFormat } from './render-image';

const MAX_IMAGE_ID = 2_147_483_647;

/**
 * `GET /api/images/{id}/{size}.svg`: catalog pictures in every size the spec names. The content
 * of an id and size never changes, so browsers and CDNs keep them for a year.
 */
export default async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string; file: string } }>('/images/:id/:file', async (request, reply) => {
    const { id, file } = request.params;
    const format = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const imageId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
    if (!(format in IMAGE_DIMENSIONS) || !(imageId >= 1 && imageId <= MAX_IMAGE_ID)) {
      const error: ApiError = {
        code: 'NOT_FOUND',
        message: `No image ${id} in format ${file}: formats are ${Object.keys(IMAGE_DIMENSIONS)
          .map((name) => `${name}.svg`)
          .join(', ')}`,
      };
      return reply.status(404).send(error);
    }
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('image/svg+xml')
      .send(renderImage(imageId, format as ImageFormat));
  });
}
