import { apiError } from '@domain/schemas/auth';
import { deleteResult } from '@domain/schemas/registers';
import { gramaturaDeleteBody, gramaturaFindBody, gramaturaPrato } from '@domain/schemas/waste-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRoutes } from '../../core/register-routes';
import { companyOf } from '../../core/request-context';
import { gramaturaPratosRegister, gramaturaPratosService } from './service';

const tags = ['reGramaturaPratos'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/**
 * /api/v1/reGramaturaPratos — plate weight per dish group (spec §7 "Plate weights"): POST /saveAll (the
 * register engine), POST /findAllGramaturaPorGrupoPratos {idGrupo}, DELETE {idGrupo} (by dish group).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerRoutes(app, gramaturaPratosRegister);
  const service = gramaturaPratosService(app.db);

  app.post(
    '/findAllGramaturaPorGrupoPratos',
    {
      schema: {
        tags,
        body: z.preprocess((v) => v ?? {}, gramaturaFindBody),
        response: { 200: z.array(gramaturaPrato), ...errors },
      },
    },
    async (req) => service.findByGroup(companyOf(req), req.body.idGrupo),
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        body: gramaturaDeleteBody,
        response: { 200: deleteResult, 404: apiError, ...errors },
      },
    },
    async (req) => service.removeByGroups(companyOf(req), req.body.idGrupo),
  );
};

export default routes;
