import { apiError } from '@domain/schemas/auth';
import { saveAllError } from '@domain/schemas/registers';
import {
  insumoClasseItem,
  insumoClasseRow,
  itemVendaClasseItem,
  itemVendaClasseRow,
  saveListOf,
  tipoClasseItem,
  tipoClasseRow,
} from '@domain/schemas/waste-classes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { listInsumos, listItensVenda, listTipos, saveInsumos, saveItensVenda, saveTipos } from './service';

/**
 * /api/v1/classesDesperdicio — the waste class (evitável, inevitável, parcialmente evitável with its share) of
 * the company's waste types, sale items and inputs (not in spec §7: ours). GET {tipos,itensVenda,insumos} lists
 * them; POST .../saveAll [{id, tipClasse, pctEvitavel}] sets them (absent class = not classified).
 */
const errors = { 400: saveAllError, 401: apiError, 403: apiError };
const tags = ['classesDesperdicio'];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tipos', { schema: { tags, response: { 200: z.array(tipoClasseRow), ...errors } } }, async (req) =>
    listTipos(app.db, companyOf(req)),
  );
  app.post(
    '/tipos/saveAll',
    {
      schema: {
        tags,
        body: saveListOf(tipoClasseItem),
        response: { 200: z.array(tipoClasseRow), ...errors },
      },
    },
    async (req) => saveTipos(app.db, companyOf(req), req.body),
  );
  app.get(
    '/itensVenda',
    { schema: { tags, response: { 200: z.array(itemVendaClasseRow), ...errors } } },
    async (req) => listItensVenda(app.db, companyOf(req)),
  );
  app.post(
    '/itensVenda/saveAll',
    {
      schema: {
        tags,
        body: saveListOf(itemVendaClasseItem),
        response: { 200: z.array(itemVendaClasseRow), ...errors },
      },
    },
    async (req) => saveItensVenda(app.db, companyOf(req), req.body),
  );
  app.get(
    '/insumos',
    { schema: { tags, response: { 200: z.array(insumoClasseRow), ...errors } } },
    async (req) => listInsumos(app.db, companyOf(req)),
  );
  app.post(
    '/insumos/saveAll',
    {
      schema: {
        tags,
        body: saveListOf(insumoClasseItem),
        response: { 200: z.array(insumoClasseRow), ...errors },
      },
    },
    async (req) => saveInsumos(app.db, companyOf(req), req.body),
  );
};

export default routes;
