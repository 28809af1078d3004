import { PARAM_LIMITES } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { COST_PARAM } from '@domain/rules/appointments';
import {
  type BatchContext,
  emptyBatchContext,
  type ReferenceKey,
  referenceKeyOf,
} from '@domain/rules/batch-context';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../db/client';
import { numericOrNull } from '../../db/numeric';
import { reTbParametros } from '../../db/schema/admin';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';
import { reMvItensVenda, reTbAgrupamento, reTbProdutos } from '../../db/schema/menu';
import {
  reTbDestResiduos,
  reTbInsumos,
  reTbRecipientes,
  reTbRecipientesPesos,
} from '../../db/schema/registers';
import { reTbRestaurantes, reTbUnidadesSatelite } from '../../db/schema/restaurants';
import { reTbCadBalancas } from '../../db/schema/scales';
import { restaurantEntryParams } from './entry-params';
import { jsonRows, referencesJson, referencesOf } from './references';

const uniq = <T>(xs: readonly (T | null | undefined)[]) =>
  [...new Set(xs.filter((x): x is T => x !== null && x !== undefined))] as T[];

/**
 * Loads what the weighings refer to in ONE statement: each kind (restaurants and their time zones, the
 * parameters of the restaurants and of the company, tares, containers, the ids of the other registers, the
 * references of the window) is a JSON subquery of a single row. A tray batch of a shift end costs one round
 * trip here instead of one per kind: on PostgreSQL, under load, the cost of a save is mostly its number of
 * statements (each one a write to the socket and a parse and plan at the server). Only the kanban of a
 * production surplus is read later, once per key (loadKanbans).
 *
 * `uuids`: the device uuids of the batch's new weighings; `replays` answers those already stored.
 */
export async function loadBatchContext(
  db: Db,
  idEmpresa: number,
  items: readonly ApontamentoInput[],
  uuids: readonly string[] = [],
): Promise<{ context: BatchContext; replays: Set<string> }> {
  const ctx = emptyBatchContext();
  const ids = (f: (i: ApontamentoInput) => number | null | undefined) => uniq(items.map(f));
  const restaurants = ids((i) => i.idRestaurante);
  const recipientes = ids((i) => i.idRecipiente);

  const parts: [string, SQL][] = [];
  const add = (name: string, table: PgTable, columns: PgColumn[], where: SQL | undefined) =>
    parts.push([
      name,
      sql`(select coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})), '[]'::json) from ${table} where ${where})`,
    ]);
  const p = reTbParametros;
  // The company-wide parameters (RE-Custos seq 1/2: cost per kg; RE-Limites: plausibility), and the
  // RE-Configuracao/U and RE-Refeicoes/U of the restaurants.
  const companyParams = and(isNull(p.idRestaurante), inArray(p.desParametro, [COST_PARAM, PARAM_LIMITES]));
  add(
    'params',
    p,
    [
      p.idRestaurante,
      p.desParametro,
      p.seqParametro,
      p.vlrParametroDec,
      p.vlrParametroDta,
      p.vlrParametroInt,
    ],
    and(
      eq(p.idEmpresa, idEmpresa),
      restaurants.length ? or(companyParams, restaurantEntryParams(restaurants)) : companyParams,
    ),
  );
  if (restaurants.length) {
    const r = reTbRestaurantes;
    add(
      'zones',
      r,
      [r.idRestaurante, r.desFusoHorario],
      and(eq(r.idEmpresa, idEmpresa), inArray(r.idRestaurante, restaurants)),
    );
    if (recipientes.length) {
      const w = reTbRecipientesPesos;
      add(
        'tares',
        w,
        [w.idRestaurante, w.idRecipiente, w.qtdPeso],
        and(
          eq(w.idEmpresa, idEmpresa),
          inArray(w.idRestaurante, restaurants),
          inArray(w.idRecipiente, recipientes),
        ),
      );
    }
  }
  if (recipientes.length) {
    const c = reTbRecipientes;
    add(
      'recipientes',
      c,
      [c.idRecipiente, c.desRecipiente, c.qtdMaxima],
      and(eq(c.idEmpresa, idEmpresa), inArray(c.idRecipiente, recipientes)),
    );
  }
  // Registers whose rows are only looked up: [name, the item's id, the table's id column, extra columns].
  type Scoped = PgTable & { idEmpresa: PgColumn };
  const lookups: [string, (i: ApontamentoInput) => number | null | undefined, Scoped, PgColumn[]][] = [
    ['destinos', (i) => i.idDestino, reTbDestResiduos, [reTbDestResiduos.idDestino]],
    ['balancas', (i) => i.idBal, reTbCadBalancas, [reTbCadBalancas.idBal]],
    ['agrupamentos', (i) => i.idAgrupamento, reTbAgrupamento, [reTbAgrupamento.codAgrupamento]],
    ['satelites', (i) => i.idSatelite, reTbUnidadesSatelite, [reTbUnidadesSatelite.idSatelite]],
    [
      'produtos',
      (i) => i.idProduto,
      reTbProdutos,
      [reTbProdutos.idProduto, reTbProdutos.codAgrupamento, reTbProdutos.vlrCustoKg],
    ],
    [
      'itens',
      (i) => i.idItemVenda,
      reMvItensVenda,
      [reMvItensVenda.idItemVenda, reMvItensVenda.idGrupoPrato],
    ],
    ['insumos', (i) => i.idInsumo, reTbInsumos, [reTbInsumos.idInsumo, reTbInsumos.vlrCustoKg]],
  ];
  // Each answers [id, ...the other columns] of the company's rows with the ids asked (the first column).
  for (const [name, of, table, columns] of lookups) {
    const wanted = ids(of);
    if (!wanted.length) continue;
    add(name, table, columns, and(eq(table.idEmpresa, idEmpresa), inArray(columns[0], wanted)));
  }
  // The references of every weighing with a real date (the checks then find them here).
  const referenceKeys = new Map<string, ReferenceKey>();
  for (const i of items) if (isIsoDate(i.dtaApontamento)) referenceKeys.set(referenceKeyOf(i), i);
  const keys = [...referenceKeys.values()];
  if (keys.length) parts.push(['refs', referencesJson(idEmpresa, keys)]);
  const d = reTbDesperdiciosDet;
  if (uuids.length)
    add('stored', d, [d.idLocal], and(eq(d.idEmpresa, idEmpresa), inArray(d.idLocal, [...uuids])));

  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      parts.map(([name, q]) => sql`${q} as ${sql.identifier(name)}`),
      sql`, `,
    )}`,
  );
  const rowsNamed = (name: string) => jsonRows(row?.[name]);

  for (const [idRestaurante, des, seq, dec, dta, int] of rowsNamed('params') as [
    number | null,
    string,
    number,
    number | string | null,
    string | null,
    number | null,
  ][]) {
    const param = {
      desParametro: des,
      seqParametro: seq,
      vlrParametroDec: numericOrNull(dec),
      vlrParametroDta: dta,
      vlrParametroInt: int,
    };
    if (idRestaurante !== null) {
      const list = ctx.params.get(idRestaurante) ?? [];
      list.push(param);
      ctx.params.set(idRestaurante, list);
    } else if (des === PARAM_LIMITES) ctx.limites.push(param);
    else if (seq === 1) ctx.custoBandeja = param.vlrParametroDec;
    else if (seq === 2) ctx.custoPreparo = param.vlrParametroDec;
  }
  for (const [id, zone] of rowsNamed('zones') as [number, string][]) ctx.zones.set(id, zone);
  for (const [rest, rec, peso] of rowsNamed('tares') as [number, number, number | string][])
    ctx.tares.set(`${rest}:${rec}`, Number(peso));
  for (const [id, desRecipiente, qtdMaxima] of rowsNamed('recipientes') as [number, string, number | null][])
    ctx.recipientes.set(id, { desRecipiente, qtdMaxima });
  for (const [id] of rowsNamed('destinos') as [number][]) ctx.destinos.add(id);
  for (const [id] of rowsNamed('balancas') as [number][]) ctx.balancas.add(id);
  for (const [id] of rowsNamed('agrupamentos') as [number][]) ctx.agrupamentos.add(id);
  for (const [id] of rowsNamed('satelites') as [number][]) ctx.satelites.add(id);
  for (const [id, codAgrupamento, custo] of rowsNamed('produtos') as [number, number | null, unknown][])
    ctx.produtos.set(id, { codAgrupamento, vlrCustoKg: numericOrNull(custo) });
  for (const [id, idGrupoPrato] of rowsNamed('itens') as [number, number | null][])
    ctx.itens.set(id, { idGrupoPrato });
  for (const [id, custo] of rowsNamed('insumos') as [number, unknown][])
    ctx.insumos.set(id, { vlrCustoKg: numericOrNull(custo) });
  const refs = referencesOf(keys, rowsNamed('refs'));
  let n = 0;
  for (const key of referenceKeys.keys()) ctx.references.set(key, refs[n++]);
  const replays = new Set((rowsNamed('stored') as [string][]).map(([uuid]) => uuid.toLowerCase()));
  return { context: ctx, replays };
}
