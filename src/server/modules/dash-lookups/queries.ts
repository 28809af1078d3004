import type { dashLookupQuery, dashProdutosQuery } from '@domain/schemas/dash-lookups';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { scopedJoin } from '../../core/register-service';
import type { Db } from '../../db/client';
import { reMvItensVenda, reTbAgrupamento, reTbItensProdutos, reTbProdutos } from '../../db/schema/menu';
import { reTbRestaurantes, reTbUnidadesSatelite } from '../../db/schema/restaurants';

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

/** The dashboards' filter lookups (satellites, groupings, sale items, products) of a company, by name. */
export function dashLookupsQueries(db: Db) {
  return {
    /** Satellites for the dashboards' 'por satélite' filters, of one restaurant group when given. */
    satelites(idEmpresa: number, idGrupo: number | undefined) {
      const s = reTbUnidadesSatelite;
      const r = reTbRestaurantes;
      return db
        .select({
          idSatelite: s.idSatelite,
          codSatelite: s.codSatelite,
          desSatelite: s.desSatelite,
          idRestaurante: s.idRestaurante,
          indInativo: s.indInativo,
        })
        .from(s)
        .innerJoin(r, scopedJoin(r.idRestaurante, s.idRestaurante))
        .where(and(eq(s.idEmpresa, idEmpresa), idGrupo ? eq(r.idGrupo, idGrupo) : undefined))
        .orderBy(asc(s.codSatelite), asc(s.idSatelite));
    },

    agrupamentos(idEmpresa: number) {
      const a = reTbAgrupamento;
      return db
        .select({ codAgrupamento: a.codAgrupamento, desAgrupamento: a.desAgrupamento })
        .from(a)
        .where(eq(a.idEmpresa, idEmpresa))
        .orderBy(asc(a.desAgrupamento), asc(a.codAgrupamento));
    },

    itensVenda(idEmpresa: number, query: z.output<typeof dashLookupQuery>) {
      const i = reMvItensVenda;
      return db
        .select({ idItemVenda: i.idItemVenda, desItemVenda: i.desItemVenda, idGrupoPrato: i.idGrupoPrato })
        .from(i)
        .where(and(eq(i.idEmpresa, idEmpresa), searchCondition(query.search, i.idItemVenda, i.desItemVenda)))
        .orderBy(asc(i.desItemVenda), asc(i.idItemVenda))
        .limit(query.qtd);
    },

    /** The products, of one sale item (re_tb_itens_produtos) when `idItemVenda` is given. */
    produtos(idEmpresa: number, query: z.output<typeof dashProdutosQuery>) {
      const p = reTbProdutos;
      const ip = reTbItensProdutos;
      const { idItemVenda } = query;
      const ofItem =
        idItemVenda === undefined
          ? undefined
          : sql`exists (select 1 from ${ip} where ${ip.idEmpresa} = ${p.idEmpresa} and ${ip.idProduto} = ${p.idProduto} and ${ip.idItemVenda} = ${idItemVenda})`;
      return db
        .select({ idProduto: p.idProduto, desProduto: p.desProduto })
        .from(p)
        .where(
          and(eq(p.idEmpresa, idEmpresa), ofItem, searchCondition(query.search, p.idProduto, p.desProduto)),
        )
        .orderBy(asc(p.desProduto), asc(p.idProduto))
        .limit(query.qtd);
    },
  };
}
