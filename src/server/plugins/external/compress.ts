import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli or gzip, as the client accepts, for API answers and for the few app files the build does not
 * precompress (index.html, sw.js, the manifest); the hashed assets are sent precompressed by the static
 * plugin and skipped here. Request bodies are never inflated: the body limit applies to what arrives.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
