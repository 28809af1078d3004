import { apiError } from '@domain/schemas/auth';
import { despMeta, despMetaFilter } from '@domain/schemas/waste-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { despMetasRegister, despMetasService } from './service';

/**
 * /api/v1/reTbDespMetas — goals per unit (spec §7 "Goals"): POST /findAllReTbDespMetasByFilter
 * {idGrupo, idSatelite, tipDesperdicio, dtaInicial, dtaFinal}, POST /saveAll and DELETE {idDespMeta}
 * (the register engine).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, despMetasRegister);
  const service = despMetasService(app.db);

  app.post(
    '/findAllReTbDespMetasByFilter',
    {
      schema: {
        tags: ['reTbDespMetas'],
        body: z.preprocess((v) => v ?? {}, despMetaFilter),
        response: { 200: z.array(despMeta), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => service.findByFilter(companyOf(req), req.body),
  );
};

export default routes;
