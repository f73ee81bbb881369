import type { FastifyInstance } from 'fastify';
import { ApiErrorSchema, IMAGE_DIMENSIONS, toContractJsonSchema, type ApiError } from '@escapade/api-contract';
import { renderImage, type ImageFormat } from './render-image';
import { IMAGES_PATH } from './image-url';

const MAX_IMAGE_ID = 2_147_483_647;

/**
 * The call as the OpenAPI document shows it: not part of the shared contract (the client only
 * writes these URLs into `<img>`), yet its 404 is a reply clients meet and must find documented.
 */
const IMAGE_ROUTE_SCHEMA = {
  summary: 'Catalog picture in one of the sizes the spec names',
  tags: ['images'],
  // Any id and file name reach the handler: one it does not know is the documented 404, not a 400.
  params: {
    type: 'object',
    required: ['id', 'file'],
    properties: {
      id: { type: 'string', description: `Image id, 1 to ${MAX_IMAGE_ID}` },
      file: {
        type: 'string',
        description: `Size and format: ${Object.keys(IMAGE_DIMENSIONS)
          .map((format) => `${format}.svg`)
          .join(', ')}`,
      },
    },
  },
  response: {
    200: { description: 'The picture; never changes for an id and size, so it is cached for a year', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
    404: {
      description: 'Unknown id or size: 404 when an id, a destination or content the request names is unknown (details name the field).',
      content: { 'application/json': { schema: toContractJsonSchema(ApiErrorSchema, 'reply') } },
    },
  },
};

/**
 * `GET /api/images/{id}/{size}.svg`: catalog pictures in every size the spec names. The content
 * of an id and size never changes, so browsers and CDNs keep them for a year.
 */
export default async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string; file: string } }>(`${IMAGES_PATH}/:id/:file`, { schema: IMAGE_ROUTE_SCHEMA }, async (request, reply) => {
    const { id, file } = request.params;
    const format = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const imageId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
    const knownFormat = format in IMAGE_DIMENSIONS;
    const knownId = imageId >= 1 && imageId <= MAX_IMAGE_ID;
    if (!knownFormat || !knownId) {
      const error: ApiError = {
        code: 'NOT_FOUND',
        message: `No image ${id} in format ${file}: formats are ${Object.keys(IMAGE_DIMENSIONS)
          .map((name) => `${name}.svg`)
          .join(', ')}`,
        details: [...(knownId ? [] : [{ field: 'params.id', message: 'unknown image' }]), ...(knownFormat ? [] : [{ field: 'params.file', message: 'unknown size' }])],
      };
      return reply.status(404).send(error);
    }
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('image/svg+xml')
      .send(renderImage(imageId, format as ImageFormat));
  });
}
