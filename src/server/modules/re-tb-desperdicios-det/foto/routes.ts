import { FOTO_MAX_BYTES, FOTO_MSG, fotoTipo } from '@domain/rules/photos';
import { apiError } from '@domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../../../core/domain-errors';
import { HttpError } from '../../../core/http-errors';
import { companyOf } from '../../../core/request-context';

/**
 * Bodies past this are cut by Fastify (413, 'O corpo da requisição é grande demais') before they are held in
 * memory; up to it, a photo over FOTO_MAX_BYTES gets the photo's own 400.
 */
const READ_LIMIT_BYTES = FOTO_MAX_BYTES + 64 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fotoInfo = z.object({
  uuidApontamento: z.string(),
  tipConteudo: z.string(),
  qtdBytes: z.number(),
  dtaRegistro: z.string(),
});

/**
 * /api/v1/reTbDesperdiciosDet/foto/{uuidApontamento} — the photo of a weighing's waste. PUT takes the image
 * itself as the body (JPEG, WebP or PNG, recognised by its first bytes; at most FOTO_MAX_BYTES) once the
 * weighing is on the server (404 before: the device sends it again later); sending it again answers the stored
 * photo (200) and writes nothing. GET returns it. Same access as the weighings; another company's is a 404.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { photos } = app;
  const tags = ['apontamentos'];
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

  // Any content type: the bytes decide what the file is.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: READ_LIMIT_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  const params = z.object({ uuidApontamento: z.string() });
  const uuidOf = (raw: string) => {
    if (!UUID.test(raw)) throw invalid(FOTO_MSG.badUuid);
    return raw.toLowerCase();
  };

  app.put(
    '/:uuidApontamento',
    { schema: { tags, params, response: { 200: fotoInfo, 201: fotoInfo, ...errors } } },
    async (req, reply) => {
      const key = { idEmpresa: companyOf(req), uuidApontamento: uuidOf(req.params.uuidApontamento) };
      const body = req.body;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      if (bytes.length === 0) throw invalid(FOTO_MSG.empty);
      if (bytes.length > FOTO_MAX_BYTES) throw invalid(FOTO_MSG.tooLarge(bytes.length));
      const tipo = fotoTipo(bytes);
      if (!tipo) throw invalid(FOTO_MSG.badType);
      let out: Awaited<ReturnType<typeof photos.put>>;
      try {
        out = await photos.put(key, bytes, tipo);
      } catch (err) {
        if (photos.store.kind !== 's3') throw err;
        req.log.error({ err }, 'foto: falha no armazenamento S3');
        throw new HttpError(503, FOTO_MSG.storageFailed, undefined, { 'retry-after': '30' });
      }
      if (out.kind === 'no-weighing') throw notFound(FOTO_MSG.weighingNotFound(key.uuidApontamento));
      return reply.code(out.kind === 'created' ? 201 : 200).send(out.foto);
    },
  );

  app.get('/:uuidApontamento', { schema: { tags, params, response: errors } }, async (req, reply) => {
    const key = { idEmpresa: companyOf(req), uuidApontamento: uuidOf(req.params.uuidApontamento) };
    const foto = await photos.get(key);
    if (!foto) throw notFound(FOTO_MSG.notFound);
    return reply
      .type(foto.tipConteudo)
      .header('cache-control', 'private, max-age=86400')
      .header('etag', `"${foto.hash}"`)
      .header('x-content-type-options', 'nosniff')
      .send(foto.bytes as never);
  });
};

export default routes;
