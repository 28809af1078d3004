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
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reMvItensVenda, reTbAgrupamento, reTbItensProdutos, reTbProdutos } from '../../db/schema/menu';
import { reTbRestaurantes, reTbUnidadesSatelite } from '../../db/schema/restaurants';
import { scopedJoin } from '../../lib/register-service';
import { companyOf } from '../../lib/request-context';

/** Lower case without accents, for a search that ignores both (PGlite has no unaccent). */
const FROM = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const TO = 'aaaaaeeeeiiiiooooouuuucn';
const fold = (value: string) =>
  value
    .toLocaleLowerCase('pt-BR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** `search` as the id or a part of the name (case and accents ignored); undefined when blank. */
function searchCondition(search: string | undefined, idCol: PgColumn, nameCol: PgColumn): SQL | undefined {
  const s = search?.trim();
  if (!s) return undefined;
  const term = `%${fold(s).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byName = sql`translate(lower(${nameCol}), ${FROM}, ${TO}) like ${term}`;
  return /^\d{1,9}$/.test(s) ? or(eq(idCol, Number(s)), byName) : byName;
}

const tags = ['lookups'];
const errors = { 400: apiError, 401: apiError, 403: apiError };

/**
 * /api/v1/dashLookups — the company's groupings, sale items and products for the dashboards' optional filters
 * (any signed-in user with a company; by name).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Satellites for the dashboards' 'por satélite' filters: the register's GET needs indRetAdm/indApontamentos.
  app.get(
    '/satelites',
    { schema: { tags, querystring: dashSatelitesQuery, response: { 200: z.array(satelite), ...errors } } },
    async (req) => {
      const s = reTbUnidadesSatelite;
      const r = reTbRestaurantes;
      return app.readDb
        .select({
          idSatelite: s.idSatelite,
          codSatelite: s.codSatelite,
          desSatelite: s.desSatelite,
          idRestaurante: s.idRestaurante,
          indInativo: s.indInativo,
        })
        .from(s)
        .innerJoin(r, scopedJoin(r.idRestaurante, s.idRestaurante))
        .where(
          and(
            eq(s.idEmpresa, companyOf(req)),
            req.query.idGrupo ? eq(r.idGrupo, req.query.idGrupo) : undefined,
          ),
        )
        .orderBy(asc(s.codSatelite), asc(s.idSatelite));
    },
  );

  app.get(
    '/agrupamentos',
    { schema: { tags, response: { 200: z.array(dashAgrupamento), ...errors } } },
    async (req) => {
      const a = reTbAgrupamento;
      return app.readDb
        .select({ codAgrupamento: a.codAgrupamento, desAgrupamento: a.desAgrupamento })
        .from(a)
        .where(eq(a.idEmpresa, companyOf(req)))
        .orderBy(asc(a.desAgrupamento), asc(a.codAgrupamento));
    },
  );

  app.get(
    '/itensVenda',
    { schema: { tags, querystring: dashLookupQuery, response: { 200: z.array(dashItemVenda), ...errors } } },
    async (req) => {
      const i = reMvItensVenda;
      return app.readDb
        .select({ idItemVenda: i.idItemVenda, desItemVenda: i.desItemVenda, idGrupoPrato: i.idGrupoPrato })
        .from(i)
        .where(
          and(
            eq(i.idEmpresa, companyOf(req)),
            searchCondition(req.query.search, i.idItemVenda, i.desItemVenda),
          ),
        )
        .orderBy(asc(i.desItemVenda), asc(i.idItemVenda))
        .limit(req.query.qtd);
    },
  );

  app.get(
    '/produtos',
    { schema: { tags, querystring: dashProdutosQuery, response: { 200: z.array(dashProduto), ...errors } } },
    async (req) => {
      const p = reTbProdutos;
      const ip = reTbItensProdutos;
      const idEmpresa = companyOf(req);
      const { idItemVenda } = req.query;
      const ofItem =
        idItemVenda === undefined
          ? undefined
          : sql`exists (select 1 from ${ip} where ${ip.idEmpresa} = ${p.idEmpresa} and ${ip.idProduto} = ${p.idProduto} and ${ip.idItemVenda} = ${idItemVenda})`;
      return app.readDb
        .select({ idProduto: p.idProduto, desProduto: p.desProduto })
        .from(p)
        .where(
          and(
            eq(p.idEmpresa, idEmpresa),
            ofItem,
            searchCondition(req.query.search, p.idProduto, p.desProduto),
          ),
        )
        .orderBy(asc(p.desProduto), asc(p.idProduto))
        .limit(req.query.qtd);
    },
  );
};

export default routes;
