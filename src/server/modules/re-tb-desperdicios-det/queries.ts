import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { tolerance } from '@domain/rules/tolerance';
import {
  CONSULTA_MAX_ROWS,
  type ConsultaApontamentosBody,
  type FindMediaQtdBody,
  type InsumoLov,
  type MediaQtd,
} from '@domain/schemas/appointments';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { invalid, notFound } from '../../core/domain-errors';
import { isCompanyRestaurante } from '../../core/restaurant-scope';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';
import { reTbDespInsumos, reTbInsumos } from '../../db/schema/registers';
import { type DetalheRow, selectDetalhes, toDetalhe } from '../re-tb-desp-apont/public';
import { loadEntryParams } from './entry-params';
import { loadReference } from './references';

const t = reTbDesperdiciosDet;

/** findMediaQtd: the tolerance of a weighing about to be made (its reference and the unit's parameters). */
export async function findMediaQtd(db: Db, idEmpresa: number, body: FindMediaQtdBody): Promise<MediaQtd> {
  if (!isIsoDate(body.dtaApontamento)) throw invalid(MSG.dateFormatInvalid);
  if (!(await isCompanyRestaurante(db, idEmpresa, body.idRestaurante)))
    throw notFound(MSG.notFoundRef('Restaurante', body.idRestaurante));
  const [params, reference] = await Promise.all([
    loadEntryParams(db, idEmpresa, [body.idRestaurante]),
    loadReference(db, idEmpresa, body),
  ]);
  return tolerance(params.get(body.idRestaurante) ?? [], reference.average, body.idRestaurante);
}

/**
 * The appointments of a period with their names (maintenance), by restaurant, satellite (the
 * restaurant's own first), type, date and id; at most CONSULTA_MAX_ROWS.
 */
export async function searchApontamentos(
  db: Db,
  idEmpresa: number,
  body: ConsultaApontamentosBody,
): Promise<ApontamentoDetalhe[]> {
  if (body.dtaApontamentoFim < body.dtaApontamentoIni)
    throw invalid('A data final precisa ser maior ou igual à inicial');
  const conditions: SQL[] = [
    gte(t.dtaApontamento, body.dtaApontamentoIni),
    lte(t.dtaApontamento, body.dtaApontamentoFim),
  ];
  if (body.idRestaurante) conditions.push(eq(t.idRestaurante, body.idRestaurante));
  if (body.idSatelite) conditions.push(eq(t.idSatelite, body.idSatelite));
  if (body.tipDesperdicio) conditions.push(eq(t.tipDesperdicio, body.tipDesperdicio));
  const rows = await selectDetalhes(db, idEmpresa, and(...conditions))
    .orderBy(
      asc(t.idRestaurante),
      sql`${t.idSatelite} asc nulls first`,
      asc(t.tipDesperdicio),
      asc(t.dtaApontamento),
      asc(t.idApontamento),
    )
    .limit(CONSULTA_MAX_ROWS);
  return rows.map((r) => toDetalhe(r as DetalheRow));
}

/**
 * The monitored inputs, active first: all (null), one (an id), or those of a list of ids, each with
 * `emUso` (an appointment of the company references it: the input register's delete check).
 */
export async function findIdInsumos(
  db: Db,
  idEmpresa: number,
  idInsumo?: number | readonly number[] | null,
): Promise<InsumoLov[]> {
  const conditions = [eq(reTbDespInsumos.idEmpresa, idEmpresa)];
  const byList = Array.isArray(idInsumo);
  if (Array.isArray(idInsumo)) conditions.push(inArray(reTbDespInsumos.idInsumo, [...idInsumo]));
  else if (idInsumo) conditions.push(eq(reTbDespInsumos.idInsumo, idInsumo as number));
  const d = reTbDesperdiciosDet;
  const emUso = byList
    ? sql<boolean>`exists (select 1 from ${d} where ${d.idEmpresa} = ${reTbDespInsumos.idEmpresa} and ${d.idInsumo} = ${reTbDespInsumos.idInsumo})`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      idInsumo: reTbDespInsumos.idInsumo,
      desInsumo: reTbInsumos.desInsumo,
      indInativo: reTbDespInsumos.indInativo,
      emUso,
    })
    .from(reTbDespInsumos)
    .innerJoin(
      reTbInsumos,
      and(
        eq(reTbInsumos.idInsumo, reTbDespInsumos.idInsumo),
        eq(reTbInsumos.idEmpresa, reTbDespInsumos.idEmpresa),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(reTbDespInsumos.indInativo), asc(reTbInsumos.desInsumo), asc(reTbDespInsumos.idInsumo));
  return rows.map(({ emUso: used, ...row }) => (byList ? { ...row, emUso: used === true } : row));
}
