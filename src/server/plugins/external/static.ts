import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built PWA with an SPA fallback; the API keeps its JSON 404s. The build writes a .br and a .gz
 * beside each text file, sent as the client accepts (preCompressed). Source maps stay private: the build
 * keeps them (hidden, for reading production stack traces) but they are never served.
 */
export default fp(
  async (app: FastifyInstance, opts: { dir: string }) => {
    const root = resolve(opts.dir);
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'PWA não compilada: rode "npm run build" para servir o app');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        if (/[\\/]assets[\\/]/.test(path)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    // Files of dist/ are served by name; anything else that is a page navigation gets index.html.
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0]);
      if (path.startsWith('/api/')) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: `Rota ${path} não existe` });
      }
      if (path.endsWith('.map')) return reply.code(404).send('Not found');
      const file = join(root, path);
      if (path !== '/' && file.startsWith(root) && existsSync(file) && !path.endsWith('/')) {
        return reply.sendFile(path.slice(1));
      }
      if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send('Not found');
      return reply.sendFile('index.html');
    });
  },
  { name: 'static' },
);
