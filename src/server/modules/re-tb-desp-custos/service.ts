import { MSG } from '@domain/messages';
import { COST_PARAM } from '@domain/rules/appointments';
import {
  type CustoResumoDia,
  type CustosUtilitarioBody,
  costPeriodError,
  type DeleteCustosResult,
  type RecalculoCustos,
  type RecalculoUtilitario,
} from '@domain/schemas/costs';
import { eq, type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { isCompanyRestaurante } from '../../core/restaurant-scope';
import { transaction } from '../../core/transaction';
import { type Db, rowsOf } from '../../db/client';
import { reCustosUtilitario } from '../../db/schema/appointments';

/** A checked period of a cost action, optionally one restaurant of the company. */
export interface DespCustosScope {
  ini: string;
  fim: string;
  idRestaurante?: number | null;
}

/** The period of a request, or 400 with the spec's message ('Preencha os campos', invalid, end before start). */
export function despCustosScope(
  ini: string | null | undefined,
  fim: string | null | undefined,
  idRestaurante?: number | null,
): DespCustosScope {
  const error = costPeriodError(ini, fim);
  if (error) throw invalid(error);
  return { ini: ini!, fim: fim!, idRestaurante: idRestaurante ?? null };
}

/**
 * The cost per kg of every appointment, from the CURRENT unit costs, exactly as the save path computes it
 * (costPerKg in src/domain/rules/appointments.ts, fed by EntryChecker.prepare): trays (1) the global
 * RE-Custos seq 1; shift pre-preparation (3) RE-Custos seq 2; surplus (2) the product's vlrCustoKg, else
 * seq 2; input trimmings (4) the input's vlrCustoKg, else seq 2; any other kind seq 2; missing = 0.
 * Products and inputs are the appointment's company's.
 */
function unitCostSql(idEmpresa: number): SQL {
  const param = (seq: number) => sql`(select p.vlr_parametro_dec from re_tb_parametros p
    where p.id_empresa = ${idEmpresa} and p.id_restaurante is null
      and p.des_parametro = ${COST_PARAM} and p.seq_parametro = ${seq})`;
  return sql`case d.tip_desperdicio
      when 1 then coalesce(${param(1)}, 0)
      when 3 then coalesce(${param(2)}, 0)
      when 2 then coalesce(prod.vlr_custo_kg, ${param(2)}, 0)
      when 4 then coalesce(ins.vlr_custo_kg, ${param(2)}, 0)
      else coalesce(${param(2)}, 0)
    end`;
}

/** The appointments (alias d) of the scope. */
const appointmentsOf = (idEmpresa: number, s: DespCustosScope) =>
  sql`d.id_empresa = ${idEmpresa} and d.dta_apontamento between ${s.ini}::date and ${s.fim}::date
    ${s.idRestaurante ? sql`and d.id_restaurante = ${s.idRestaurante}` : sql``}`;

/** The cost rows (alias c) of the scope. */
const costRowsOf = (idEmpresa: number, s: DespCustosScope) =>
  sql`c.id_empresa = ${idEmpresa} and c.dta_apontamento between ${s.ini}::date and ${s.fim}::date
    ${s.idRestaurante ? sql`and c.id_restaurante = ${s.idRestaurante}` : sql``}`;

/**
 * Cost records (spec §7 Costs): one row per appointment in re_tb_desp_custos, vlrCusto = net qtd (gross −
 * tare, qtd_liquido) × vlrCustoKg. The database triggers keep the dashboards' daily rollups in step with every write here.
 */
export function despCustosService(db: Db) {
  async function checkRestaurant(idEmpresa: number, idRestaurante: number | null | undefined) {
    if (!idRestaurante) return;
    if (!(await isCompanyRestaurante(db, idEmpresa, idRestaurante)))
      throw invalid(MSG.notFoundRef('Restaurante', idRestaurante));
  }

  /**
   * Recomputes the cost row of every appointment of the scope from the current unit costs, in one
   * transaction: the run is logged in re_custos_utilitario, then ONE statement inserts the missing rows and
   * updates those whose value changed (ON CONFLICT … WHERE distinct), stamping them with the run's numSeq;
   * rows already right are not touched, so a second run changes nothing. Every appointment gets a row, 0 when
   * it has no unit cost, as the save path does. vlrCusto mirrors the save path's rounding (cost() in
   * rules/appointments.ts: Math.round(net qtd × custoKg × 100) / 100 in double precision).
   */
  async function recalculate(
    idEmpresa: number,
    idUsuario: number | null,
    s: DespCustosScope,
  ): Promise<RecalculoCustos> {
    await checkRestaurant(idEmpresa, s.idRestaurante);
    return transaction(db, async (tx) => {
      const [run] = await tx
        .insert(reCustosUtilitario)
        .values({
          idEmpresa,
          idRestaurante: s.idRestaurante ?? null,
          dtaIni: s.ini,
          dtaFim: s.fim,
          idUsuario,
        })
        .returning({ numSeq: reCustosUtilitario.numSeq });
      const [changed] = await rowsOf<{ n: number | string }>(
        tx,
        sql`with up as (
          insert into re_tb_desp_custos as c
            (id_empresa, id_apontamento, id_restaurante, dta_apontamento, vlr_custo_kg, vlr_custo, num_seq)
          select d.id_empresa, d.id_apontamento, d.id_restaurante, d.dta_apontamento, k.custo_kg,
            floor(d.qtd_liquido::float8 * k.custo_kg::float8 * 100::float8 + 0.5::float8) / 100::float8,
            ${run.numSeq}::int
          from re_tb_desperdicios_det d
          left join re_tb_produtos prod on prod.id_empresa = d.id_empresa and prod.id_produto = d.id_produto
          left join re_tb_insumos ins on ins.id_empresa = d.id_empresa and ins.id_insumo = d.id_insumo
          cross join lateral (select ${unitCostSql(idEmpresa)} as custo_kg) k
          where ${appointmentsOf(idEmpresa, s)}
          -- In id order, as a save's edits write them: the two meet at their first common row.
          order by d.id_apontamento
          on conflict (id_apontamento) do update set
            id_empresa = excluded.id_empresa,
            id_restaurante = excluded.id_restaurante,
            dta_apontamento = excluded.dta_apontamento,
            vlr_custo_kg = excluded.vlr_custo_kg,
            vlr_custo = excluded.vlr_custo,
            num_seq = excluded.num_seq
          where (c.id_empresa, c.id_restaurante, c.dta_apontamento, c.vlr_custo_kg, c.vlr_custo)
            is distinct from (excluded.id_empresa, excluded.id_restaurante, excluded.dta_apontamento,
              excluded.vlr_custo_kg, excluded.vlr_custo)
          returning 1
        ) select count(*)::int as n from up`,
      );
      const [totals] = await rowsOf<{ n: number | string; total: number | string }>(
        tx,
        sql`select count(*)::int as n, coalesce(sum(c.vlr_custo), 0) as total
          from re_tb_desp_custos c where ${costRowsOf(idEmpresa, s)}`,
      );
      const qtdRegistros = Number(totals.n);
      const vlrTotal = Number(totals.total);
      await tx
        .update(reCustosUtilitario)
        .set({ qtdRegistros, vlrTotal })
        .where(eq(reCustosUtilitario.numSeq, run.numSeq));
      return { qtdRegistros, vlrTotal, qtdAlterados: Number(changed.n), numSeq: run.numSeq };
    });
  }

  return {
    recalculate,

    /** Deletes the cost rows of the scope (the appointments stay; a recalculation writes them again). */
    async deleteCosts(idEmpresa: number, s: DespCustosScope): Promise<DeleteCustosResult> {
      await checkRestaurant(idEmpresa, s.idRestaurante);
      const [r] = await rowsOf<{ n: number | string }>(
        db,
        sql`with del as (delete from re_tb_desp_custos c where ${costRowsOf(idEmpresa, s)} returning 1)
          select count(*)::int as n from del`,
      );
      return { deleted: Number(r.n) };
    },

    /**
     * The cost rows of the period per day and restaurant (oldest day first) with their net kg, leaving out
     * the rows written by the run numSeqNe when given.
     */
    async search(idEmpresa: number, body: CustosUtilitarioBody): Promise<CustoResumoDia[]> {
      const s = despCustosScope(body.dtaIni, body.dtaFim);
      const ne = body.numSeqNe ?? null;
      const rows = await rowsOf<{
        dta: string;
        id_restaurante: number;
        des_restaurante: string;
        n: number | string;
        kg: number | string;
        custo: number | string;
      }>(
        db,
        sql`select c.dta_apontamento::text as dta, c.id_restaurante, r.des_restaurante, count(*)::int as n,
            coalesce(sum(d.qtd_liquido), 0) as kg, coalesce(sum(c.vlr_custo), 0) as custo
          from re_tb_desp_custos c
          join re_tb_desperdicios_det d on d.id_apontamento = c.id_apontamento
          join re_tb_restaurantes r on r.id_empresa = c.id_empresa and r.id_restaurante = c.id_restaurante
          where ${costRowsOf(idEmpresa, s)}
            ${ne === null ? sql`` : sql`and c.num_seq is distinct from ${ne}::int`}
          group by c.dta_apontamento, c.id_restaurante, r.des_restaurante
          order by c.dta_apontamento, c.id_restaurante`,
      );
      return rows.map((r) => ({
        dtaApontamento: r.dta,
        idRestaurante: Number(r.id_restaurante),
        desRestaurante: r.des_restaurante,
        qtdRegistros: Number(r.n),
        qtdKg: Number(r.kg),
        vlrCusto: Number(r.custo),
      }));
    },

    /** The utility screen's recalculation: the whole period, every restaurant (numSeqNe accepted, ignored). */
    async recalculateUtilitario(
      idEmpresa: number,
      idUsuario: number | null,
      body: CustosUtilitarioBody,
    ): Promise<RecalculoUtilitario> {
      const r = await recalculate(idEmpresa, idUsuario, despCustosScope(body.dtaIni, body.dtaFim));
      return { numSeq: r.numSeq, qtdRegistros: r.qtdRegistros, vlrTotal: r.vlrTotal };
    },
  };
}
