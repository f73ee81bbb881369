import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Replies smaller than this go out as they are: compressing them costs more time than it saves bytes. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies on the fly (brotli, else gzip) for clients that accept it: API JSON over
 * {@link COMPRESSION_THRESHOLD_BYTES} (search replies run to tens of kilobytes), and the few site
 * files the build leaves uncompressed. Files the build already compressed are sent as they are.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Requests are not compressed by any client of this API; accepting compressed bodies would only widen what a request can cost.
    globalDecompression: false,
  });
});
