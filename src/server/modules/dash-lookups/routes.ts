import { apiError } from '@domain/schemas/auth';
import {
  dashAgrupamento,
  dashItemVenda,
  dashLookupQuery,
  dashProduto,
  dashProdutosQuery,
  dashSatelitesQuery,
} from '@domain/schemas/dash-lookups';
import { satelite } from '@domain/schemas/satellites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf } from '../../core/request-context';
import { dashLookupsQueries } from './queries';

const tags = ['lookups'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/**
 * /api/v1/dashLookups — the company's groupings, sale items and products for the dashboards' optional filters
 * (any signed-in user with a company; by name).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const queries = dashLookupsQueries(app.readDb);

  // Satellites for the dashboards' 'por satélite' filters: the register's GET needs indRetAdm/indApontamentos.
  app.get(
    '/satelites',
    { schema: { tags, querystring: dashSatelitesQuery, response: { 200: z.array(satelite), ...errors } } },
    async (req) => queries.satelites(companyOf(req), req.query.idGrupo),
  );

  app.get(
    '/agrupamentos',
    { schema: { tags, response: { 200: z.array(dashAgrupamento), ...errors } } },
    async (req) => queries.agrupamentos(companyOf(req)),
  );

  app.get(
    '/itensVenda',
    { schema: { tags, querystring: dashLookupQuery, response: { 200: z.array(dashItemVenda), ...errors } } },
    async (req) => queries.itensVenda(companyOf(req), req.query),
  );

  app.get(
    '/produtos',
    { schema: { tags, querystring: dashProdutosQuery, response: { 200: z.array(dashProduto), ...errors } } },
    async (req) => queries.produtos(companyOf(req), req.query),
  );
};

export default routes;
