import { apiError } from '@domain/schemas/auth';
import { insumoCatalogo, insumoCatalogoQuery } from '@domain/schemas/waste-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { insumoCatalogoSearch } from '../re-tb-desp-insumos/public';

/**
 * /api/v1/reTbInsumos — the company's input catalogue (not in spec §7: the monitored-input register picks its
 * inputs from it). Only that register (indRetAdm) uses it.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lov',
    {
      config: { flags: ['indRetAdm'] },
      schema: {
        tags: ['lookups'],
        querystring: insumoCatalogoQuery,
        response: { 200: z.array(insumoCatalogo), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => insumoCatalogoSearch(app.db, companyOf(req), req.query),
  );
};

export default routes;
