import Fastify from 'fastify';
import imageRoutes from './index';
import { renderImage } from './render-image';

describe('image routes', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(imageRoutes, { prefix: '/api' });
  });
  afterAll(() => app.close());

  it('serves an SVG in the asked size with a one-year immutable cache', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/images/42/640_360.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('image/svg+xml');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.body).toContain('width="640" height="360"');
  });

  it('draws the same picture for the same id and different ones for different ids', () => {
    expect(renderImage(7, 'SMALL')).toBe(renderImage(7, 'SMALL'));
    expect(renderImage(7, 'SMALL')).not.toBe(renderImage(8, 'SMALL'));
    expect(renderImage(7, '120_80')).toContain('width="120" height="80"');
  });

  it.each(['/api/images/42/HUGE.svg', '/api/images/42/SMALL.png', '/api/images/0/SMALL.svg', '/api/images/abc/SMALL.svg', '/api/images/99999999999/SMALL.svg'])(
    'answers 404 with the known formats for %s',
    async (url) => {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toContain('120_80.svg');
    },
  );
});
