import { MSG } from '@domain/messages';
import {
  DIVERGENCIAS_MAX_ROWS,
  type Divergencia,
  type DivergenciaFiltro,
  type GerarDivergenciasResult,
  type ReprocessDivergenciasResult,
} from '@domain/schemas/panels';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { businessToday, businessYesterday, daysBetween, restaurantDaySql } from '../../core/business-time';
import { invalid, notFound } from '../../core/domain-errors';
import { distinctZones } from '../../core/restaurant-scope';
import { type Db, rowsOf } from '../../db/client';
import { reTbDivergenciasDesp } from '../../db/schema/appointments';
import { reTbRestaurantes } from '../../db/schema/restaurants';
import { reTbCadBalancas } from '../../db/schema/scales';

const d = reTbDivergenciasDesp;

/** The longest period the routine examines in one call (POST .../generate). */
export const GENERATE_MAX_DAYS = 92;

/**
 * The period of POST .../generate: one date given means that day; none means yesterday. Refused (400) when
 * the end is before the start, when it is longer than GENERATE_MAX_DAYS days, or when it reaches a future day.
 */
export function generatePeriod(
  body: { dtaInicial?: string | null; dtaFinal?: string | null },
  now = new Date(),
): { dtaInicial: string; dtaFinal: string } {
  const yesterday = businessYesterday(now);
  const dtaInicial = body.dtaInicial ?? body.dtaFinal ?? yesterday;
  const dtaFinal = body.dtaFinal ?? body.dtaInicial ?? yesterday;
  const days = daysBetween(dtaInicial, dtaFinal) + 1;
  if (days < 1) throw invalid(MSG.goalEndBeforeStart);
  if (days > GENERATE_MAX_DAYS) throw invalid(MSG.divergencesRangeTooLong(GENERATE_MAX_DAYS));
  if (dtaFinal > businessToday(now)) throw invalid(MSG.divergencesFutureDay);
  return { dtaInicial, dtaFinal };
}

// ---------------------------------------------------------------------------------------------------------
// The routine

export interface GenerateDivergenciasDespOptions {
  /** One company; every company when absent (the daily run). */
  idEmpresa?: number;
  /** First and last day examined, 'YYYY-MM-DD' (business days: appointment dates are São Paulo days). */
  dtaInicial: string;
  dtaFinal: string;
  /** The instant of the run (default now): a restaurant's days after its today (its time zone) are skipped. */
  now?: Date;
}

/**
 * The divergence routine (spec §3 Divergence kinds). For every day D from dtaInicial to dtaFinal
 * (inclusive) and every company (or only `idEmpresa`), it stores, with ind_processado 0:
 *
 * - kind 1 'Restaurante sem apontamento': one row (id_bal null) per restaurant R with R.ind_inativo = 0 and
 *   no row in re_tb_desperdicios_det with the same company, id_restaurante = R and dta_apontamento = D;
 *   text 'Restaurante {id} - {name} sem apontamento de desperdício em dd/MM/yyyy.';
 * - kind 2 'Balança sem apontamento': one row per distinct (restaurant R, scale B) of a scale-unit link
 *   (re_tb_balancas_unidades) with ind_inativo = 0 whose restaurant R is active (ind_inativo = 0; an inactive
 *   unit is not monitored at all) and no appointment with the same company, id_restaurante = R, id_bal = B
 *   and dta_apontamento = D; text 'Balança {serial} sem apontamento em dd/MM/yyyy.'.
 *
 * A divergence already stored for the same (company, kind, restaurant, scale or none, day) — open, resolved
 * or created by an earlier run — is kept as it is and not counted (ON CONFLICT DO NOTHING on
 * re_tb_divergencias_desp_uq), so running the routine again creates nothing twice. Runs as two
 * INSERT … SELECT statements in one transaction; nothing is loaded into the server.
 *
 * @returns how many divergences were created.
 */
export async function generateDivergenciasDesp(
  db: Db,
  opts: GenerateDivergenciasDespOptions,
): Promise<number> {
  const days = sql`(select generate_series(${opts.dtaInicial}::date, ${opts.dtaFinal}::date, interval '1 day')::date as dia) g`;
  // A day not begun yet where the restaurant is (its time zone) is not examined for it.
  const zones = await distinctZones(db, opts.idEmpresa);
  const todayOf = (zoneColumn: SQL) => restaurantDaySql(zoneColumn, zones, opts.now ?? new Date());
  const restaurantCompany = opts.idEmpresa === undefined ? sql`` : sql`and r.id_empresa = ${opts.idEmpresa}`;
  const linkCompany = opts.idEmpresa === undefined ? sql`` : sql`and bu.id_empresa = ${opts.idEmpresa}`;
  const conflict = sql`on conflict (id_empresa, tip_divergencia, id_restaurante, (coalesce(id_bal, 0)), dta_divergencia) do nothing`;
  const insert = sql`insert into re_tb_divergencias_desp
    (id_empresa, tip_divergencia, id_restaurante, id_bal, dta_divergencia, txt_divergencia, ind_processado)`;

  const restaurants = sql`with ins as (
    ${insert}
    select r.id_empresa, 1, r.id_restaurante, null::int, g.dia,
      'Restaurante ' || r.id_restaurante || ' - ' || r.des_restaurante
        || ' sem apontamento de desperdício em ' || to_char(g.dia, 'DD/MM/YYYY') || '.',
      0
    from ${days}
    cross join re_tb_restaurantes r
    where r.ind_inativo = 0 ${restaurantCompany}
      and g.dia <= ${todayOf(sql`r.des_fuso_horario`)}
      and not exists (
        select 1 from re_tb_desperdicios_det a
        where a.id_empresa = r.id_empresa and a.id_restaurante = r.id_restaurante and a.dta_apontamento = g.dia)
    ${conflict}
    returning 1)
    select count(*)::int as n from ins`;

  const scales = sql`with ins as (
    ${insert}
    select l.id_empresa, 2, l.id_restaurante, l.id_bal, g.dia,
      'Balança ' || l.id_serial || ' sem apontamento em ' || to_char(g.dia, 'DD/MM/YYYY') || '.',
      0
    from ${days}
    cross join (
      select distinct bu.id_empresa, bu.id_restaurante, bu.id_bal, b.id_serial, r.des_fuso_horario
      from re_tb_balancas_unidades bu
      join re_tb_cad_balancas b on b.id_empresa = bu.id_empresa and b.id_bal = bu.id_bal
      join re_tb_restaurantes r on r.id_empresa = bu.id_empresa and r.id_restaurante = bu.id_restaurante
      where bu.ind_inativo = 0 and r.ind_inativo = 0 ${linkCompany}) l
    where g.dia <= ${todayOf(sql`l.des_fuso_horario`)}
      and not exists (
        select 1 from re_tb_desperdicios_det a
        where a.id_empresa = l.id_empresa and a.id_restaurante = l.id_restaurante and a.id_bal = l.id_bal
          and a.dta_apontamento = g.dia)
    ${conflict}
    returning 1)
    select count(*)::int as n from ins`;

  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [a] = await rowsOf<{ n: number }>(t, restaurants);
    const [b] = await rowsOf<{ n: number }>(t, scales);
    return Number(a.n) + Number(b.n);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The panel

/** An appointment exists now for the divergence's restaurant (kind 1) or its scale there (kind 2) on its day. */
const hasAppointment = sql`exists (
  select 1 from re_tb_desperdicios_det a
  where a.id_empresa = ${d.idEmpresa} and a.id_restaurante = ${d.idRestaurante}
    and a.dta_apontamento = ${d.dtaDivergencia}
    and (${d.tipDivergencia} = 1 or a.id_bal = ${d.idBal}))`;

const unique = (ids: readonly number[]) => [...new Set(ids)];

export function divergenciasDespService(db: Db) {
  return {
    /** The company's divergences that match the filter: newest day first, at most DIVERGENCIAS_MAX_ROWS. */
    async search(idEmpresa: number, f: DivergenciaFiltro): Promise<Divergencia[]> {
      const rows = await db
        .select({
          idDivergencia: d.idDivergencia,
          tipDivergencia: d.tipDivergencia,
          idRestaurante: d.idRestaurante,
          desRestaurante: reTbRestaurantes.desRestaurante,
          idBal: d.idBal,
          desBalanca: reTbCadBalancas.desBalanca,
          idSerial: reTbCadBalancas.idSerial,
          dtaDivergencia: d.dtaDivergencia,
          txtDivergencia: d.txtDivergencia,
          indProcessado: d.indProcessado,
          dtaRegistro: d.dtaRegistro,
          dtaProcessamento: d.dtaProcessamento,
        })
        .from(d)
        .innerJoin(
          reTbRestaurantes,
          and(
            eq(reTbRestaurantes.idEmpresa, d.idEmpresa),
            eq(reTbRestaurantes.idRestaurante, d.idRestaurante),
          ),
        )
        .leftJoin(
          reTbCadBalancas,
          and(eq(reTbCadBalancas.idEmpresa, d.idEmpresa), eq(reTbCadBalancas.idBal, d.idBal)),
        )
        .where(
          and(
            eq(d.idEmpresa, idEmpresa),
            f.idRestaurante ? eq(d.idRestaurante, f.idRestaurante) : undefined,
            f.tipDivergencia ? eq(d.tipDivergencia, f.tipDivergencia) : undefined,
            f.indProcessado === 0 || f.indProcessado === 1 ? eq(d.indProcessado, f.indProcessado) : undefined,
            f.dtaInicial ? gte(d.dtaDivergencia, f.dtaInicial) : undefined,
            f.dtaFinal ? lte(d.dtaDivergencia, f.dtaFinal) : undefined,
          ),
        )
        .orderBy(desc(d.dtaDivergencia), asc(d.tipDivergencia), asc(d.idRestaurante), asc(d.idDivergencia))
        .limit(DIVERGENCIAS_MAX_ROWS);
      return rows.map((r) => ({
        ...r,
        dtaRegistro: r.dtaRegistro.toISOString(),
        dtaProcessamento: r.dtaProcessamento?.toISOString() ?? null,
      }));
    },

    /**
     * Checks each divergence again. An open one whose restaurant (kind 1) or scale at that restaurant
     * (kind 2) has an appointment on its day now is resolved (ind_processado 1, dta_processamento now); one
     * already resolved stays as it is. Both are in `executedDivergencias`; the others stay open and are
     * named in `exception` (null when none). An id not of the company → 404 'Registro {id} não encontrado'.
     */
    async reprocess(idEmpresa: number, ids: readonly number[]): Promise<ReprocessDivergenciasResult> {
      const wanted = unique(ids);
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: d.idDivergencia, indProcessado: d.indProcessado })
          .from(d)
          .where(and(eq(d.idEmpresa, idEmpresa), inArray(d.idDivergencia, wanted)));
        const state = new Map(found.map((r) => [r.id, r.indProcessado]));
        const missing = wanted.find((id) => !state.has(id));
        if (missing !== undefined) throw notFound(MSG.recordNotFound(missing));
        const resolved = await tx
          .update(d)
          .set({ indProcessado: 1, dtaProcessamento: new Date() })
          .where(
            and(
              eq(d.idEmpresa, idEmpresa),
              inArray(d.idDivergencia, wanted),
              eq(d.indProcessado, 0),
              hasAppointment,
            ),
          )
          .returning({ id: d.idDivergencia });
        const done = new Set(resolved.map((r) => r.id));
        const executed = wanted.filter((id) => done.has(id) || state.get(id) === 1);
        const open = wanted.filter((id) => !executed.includes(id));
        return {
          exception: open.length ? MSG.divergencesStillOpen(open.join(', ')) : null,
          executedDivergencias: executed,
        };
      });
    },

    /** Deletes the company's divergences of the list in one statement (others' ids are left alone). */
    async deleteAllInBatch(idEmpresa: number, ids: readonly number[]) {
      const deleted = await db
        .delete(d)
        .where(and(eq(d.idEmpresa, idEmpresa), inArray(d.idDivergencia, unique(ids))))
        .returning({ id: d.idDivergencia });
      return { exception: null, deleted: deleted.length };
    },

    /** Runs the routine for the company over the period (already checked by generatePeriod). */
    async generate(
      idEmpresa: number,
      period: { dtaInicial: string; dtaFinal: string },
    ): Promise<GerarDivergenciasResult> {
      const criadas = await generateDivergenciasDesp(db, { idEmpresa, ...period });
      return { ...period, criadas };
    },
  };
}
