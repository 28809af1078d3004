import { periodError } from '@domain/rules/dashboards';
import type { Indicadores } from '@domain/schemas/dashboards';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { round } from '../../core/round';
import { intArray } from '../../core/sql-arrays';
import { type Db, rowsOf } from '../../db/client';
import { reTbRestaurantes } from '../../db/schema/all';
import { porClasseOf } from './por-classe';

/**
 * Pieces shared by the dashboards and reports. Every number is aggregated in PostgreSQL over the
 * type daily rollup re_tb_desp_resumo_tip_dia (company, day, restaurant, type; kept in step with the appointments
 * by triggers), re_tb_refeicoes (meals) and re_gramatura_pratos (plate weights); no appointment row is loaded
 * into Node.
 */

/** Throws 400 {exception} when the period is invalid, ends before it starts, or is too long. */
export function checkPeriod(ini: string, fim: string): void {
  const message = periodError(ini, fim);
  if (message) throw invalid(message);
}

/** The restaurants of a group (active and inactive), by name; a group of another company gives []. */
export async function restaurantsOfGroup(
  db: Db,
  idEmpresa: number,
  idGrupo: number,
): Promise<{ idRestaurante: number; desRestaurante: string }[]> {
  return db
    .select({
      idRestaurante: reTbRestaurantes.idRestaurante,
      desRestaurante: reTbRestaurantes.desRestaurante,
    })
    .from(reTbRestaurantes)
    .where(and(eq(reTbRestaurantes.idEmpresa, idEmpresa), eq(reTbRestaurantes.idGrupo, idGrupo)))
    .orderBy(asc(reTbRestaurantes.desRestaurante), asc(reTbRestaurantes.idRestaurante));
}

export interface IndicadoresScope {
  restaurantes: readonly number[];
  /** First and last day, 'yyyy-MM-dd', both included. */
  dtaIni: string;
  dtaFim: string;
  /** Waste types to count (all when absent or empty). */
  tipos?: readonly number[];
}

interface Sums {
  kg: number;
  custo: number;
  n: number;
  kgBandeja: number;
  kgSobra: number;
  refeicoes: number;
  /** Weighings whose weight was read from the scale. */
  lidos: number;
  /** kg CO2e (the rollups' qtd_co2e). */
  co2e: number;
}

const emptySums = (): Sums => ({
  kg: 0,
  custo: 0,
  n: 0,
  kgBandeja: 0,
  kgSobra: 0,
  refeicoes: 0,
  lidos: 0,
  co2e: 0,
});

/**
 * The shared block from raw sums (see `indicadores` in src/domain/schemas/dashboards.ts): kg with 3
 * decimals, R$ with 2, g/refeição, resto-ingesta % and clean surplus g/person with 2. The type-specific
 * indicators (resto-ingesta: type 1 Bandeja; clean surplus: type 2 Excedente de produção) are null when the
 * `tipos` filter leaves their type out, when there are no meals, or (resto-ingesta) no plate weight.
 */
function toIndicadores(raw: Sums, pratoKg: number | null, tipos?: readonly number[]): Indicadores {
  const refeicoes = Math.round(raw.refeicoes);
  const hasTipo = (t: number) => !tipos || tipos.length === 0 || tipos.includes(t);
  return {
    qtdKg: round(raw.kg, 3),
    vlrCusto: round(raw.custo, 2),
    qtdApontamentos: Math.round(raw.n),
    refeicoes,
    gPorRefeicao: refeicoes > 0 ? round((raw.kg * 1000) / refeicoes, 2) : null,
    restoIngestaPc:
      hasTipo(1) && refeicoes > 0 && pratoKg && pratoKg > 0
        ? round((raw.kgBandeja / (refeicoes * pratoKg)) * 100, 2)
        : null,
    sobraLimpaPorPessoaG: hasTipo(2) && refeicoes > 0 ? round((raw.kgSobra * 1000) / refeicoes, 2) : null,
    pctPesoLido: raw.n > 0 ? round((raw.lidos / raw.n) * 100, 1) : null,
    co2eKg: round(raw.co2e, 3),
  };
}

function rollupWhere(idEmpresa: number, scope: IndicadoresScope): SQL {
  const tipos = scope.tipos?.length ? sql` and tip_desperdicio = any(${intArray(scope.tipos)})` : sql``;
  return sql`id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(scope.restaurantes)})
    and dta_apontamento between ${scope.dtaIni}::date and ${scope.dtaFim}::date${tipos}`;
}

function mealsWhere(idEmpresa: number, scope: IndicadoresScope): SQL {
  return sql`id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(scope.restaurantes)})
    and dta_refeicao between ${scope.dtaIni}::date and ${scope.dtaFim}::date`;
}

interface SumsRow {
  id_restaurante: number;
  /** null on the meals row. */
  tip: number | null;
  kg: number | string | null;
  custo: number | string | null;
  n: number | string | null;
  lidos: number | string | null;
  co2e: number | string | null;
  refeicoes: number | string | null;
  prato: number | string | null;
}

/**
 * One statement: the rollup's sums per restaurant and type (a plain GROUP BY, the cheapest aggregate), plus
 * one row per restaurant with its meals and the company's mean plate weight (kg).
 */
async function sumsByRestaurante(
  db: Db,
  idEmpresa: number,
  scope: IndicadoresScope,
): Promise<{ sums: Map<number, Sums>; pratoKg: number | null }> {
  const rows = await rowsOf<SumsRow>(
    db,
    sql`select id_restaurante, tip_desperdicio::int as tip, sum(qtd_kg)::float8 as kg,
          sum(vlr_custo)::float8 as custo, sum(qtd_apontamentos)::float8 as n,
          sum(qtd_lidos)::float8 as lidos, sum(qtd_co2e)::float8 as co2e, null::float8 as refeicoes, null::float8 as prato
        from re_tb_desp_resumo_tip_dia where ${rollupWhere(idEmpresa, scope)}
        group by id_restaurante, tip_desperdicio
      union all
        select u.id_restaurante, null, null, null, null, null, null,
          (select coalesce(sum(qtd_refeicoes), 0)::float8 from re_tb_refeicoes
            where ${mealsWhere(idEmpresa, scope)} and re_tb_refeicoes.id_restaurante = u.id_restaurante),
          (select avg(qtd_prato)::float8 from re_gramatura_pratos where id_empresa = ${idEmpresa})
        from unnest(${intArray(scope.restaurantes)}) as u(id_restaurante)`,
  );
  const sums = new Map<number, Sums>();
  let pratoKg: number | null = null;
  for (const id of scope.restaurantes) sums.set(id, emptySums());
  for (const row of rows) {
    const s = sums.get(Number(row.id_restaurante));
    if (!s) continue;
    if (row.tip === null) {
      s.refeicoes = Number(row.refeicoes ?? 0);
      pratoKg = row.prato == null ? null : Number(row.prato);
      continue;
    }
    const kg = Number(row.kg ?? 0);
    s.kg += kg;
    s.custo += Number(row.custo ?? 0);
    s.n += Number(row.n ?? 0);
    s.lidos += Number(row.lidos ?? 0);
    s.co2e += Number(row.co2e ?? 0);
    if (Number(row.tip) === 1) s.kgBandeja += kg;
    if (Number(row.tip) === 2) s.kgSobra += kg;
  }
  return { sums, pratoKg };
}

/** Mean plate weight (kg) of the company's dish groups; null when none is registered. */
async function meanPlateKg(db: Db, idEmpresa: number): Promise<number | null> {
  const [row] = await rowsOf<{ prato: number | string | null }>(
    db,
    sql`select avg(qtd_prato)::float8 as prato from re_gramatura_pratos where id_empresa = ${idEmpresa}`,
  );
  return row?.prato == null ? null : Number(row.prato);
}

/** The sums of every restaurant added up (in the restaurants' order). */
function totalOf(sums: Map<number, Sums>): Sums {
  const total = emptySums();
  for (const s of sums.values()) {
    total.kg += s.kg;
    total.custo += s.custo;
    total.n += s.n;
    total.kgBandeja += s.kgBandeja;
    total.kgSobra += s.kgSobra;
    total.refeicoes += s.refeicoes;
    total.lidos += s.lidos;
    total.co2e += s.co2e;
  }
  return total;
}

/** The shared indicators over the restaurants, days and (optionally) types of `scope`, in SQL, with the split by class. */
export async function indicadoresOf(
  db: Db,
  idEmpresa: number,
  scope: IndicadoresScope,
  /** Leave the split by class out (a block nobody shows: the Desafio's previous period, the digest). */
  opts: { semClasses?: boolean } = {},
): Promise<Indicadores> {
  const porClasseP = opts.semClasses ? Promise.resolve(undefined) : porClasseOf(db, idEmpresa, scope);
  if (scope.restaurantes.length === 0) {
    const [pratoKg, porClasse] = await Promise.all([meanPlateKg(db, idEmpresa), porClasseP]);
    return { ...toIndicadores(emptySums(), pratoKg, scope.tipos), ...(porClasse && { porClasse }) };
  }
  const [{ sums, pratoKg }, porClasse] = await Promise.all([
    sumsByRestaurante(db, idEmpresa, scope),
    porClasseP,
  ]);
  return { ...toIndicadores(totalOf(sums), pratoKg, scope.tipos), ...(porClasse && { porClasse }) };
}

/** The shared indicators per restaurant of `scope` (every requested restaurant has an entry, zeros included). */
export async function indicadoresByRestaurante(
  db: Db,
  idEmpresa: number,
  scope: IndicadoresScope,
): Promise<Map<number, Indicadores>> {
  const result = new Map<number, Indicadores>();
  if (scope.restaurantes.length === 0) return result;
  const { sums, pratoKg } = await sumsByRestaurante(db, idEmpresa, scope);
  for (const [id, s] of sums) result.set(id, toIndicadores(s, pratoKg, scope.tipos));
  return result;
}

/**
 * indicadoresOf and indicadoresByRestaurante of the same scope together, from ONE read of the sums per
 * restaurant (plus the split by class of the whole scope), for a dashboard that shows both.
 */
export async function indicadoresEPorRestaurante(
  db: Db,
  idEmpresa: number,
  scope: IndicadoresScope,
): Promise<{ indicadores: Indicadores; porRestaurante: Map<number, Indicadores> }> {
  if (scope.restaurantes.length === 0)
    return { indicadores: await indicadoresOf(db, idEmpresa, scope), porRestaurante: new Map() };
  const [{ sums, pratoKg }, porClasse] = await Promise.all([
    sumsByRestaurante(db, idEmpresa, scope),
    porClasseOf(db, idEmpresa, scope),
  ]);
  const porRestaurante = new Map<number, Indicadores>();
  for (const [id, s] of sums) porRestaurante.set(id, toIndicadores(s, pratoKg, scope.tipos));
  return {
    indicadores: { ...toIndicadores(totalOf(sums), pratoKg, scope.tipos), porClasse },
    porRestaurante,
  };
}
