import { TIP_DESPERDICIO } from '@domain/constants';
import { variationPc } from '@domain/rules/dashboards';
import type {
  ComparativoBody,
  ComparativoResult,
  DesperdiciosBody,
  DesperdiciosResult,
  ExcedentesBody,
  ExcedentesResult,
  RelatorioTotais,
} from '@domain/schemas/relatorios';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import {
  checkPeriod,
  comparativoPorTipo,
  desperdiciosPorDia,
  excedentesPorItem,
  type RelatorioScope,
  type RelatorioSomasRow,
  restaurantsOfGroup,
} from '../rollup/public';

/**
 * The three reports, aggregated in PostgreSQL on the rollups (never on the appointment rows;
 * rollup/readers/relatorios.ts): /excedentes on the monthly item rollup and the fine daily one for the edge
 * days (sale items, products), /comparativo and /desperdicios on the type rollup (restaurant × day × type).
 * Scope: the token's company; optionally a restaurant group and/or one restaurant. The group is resolved to
 * its restaurant ids first.
 */

type Num = number | string | null;
const kg = (v: Num) => Math.round(Number(v ?? 0) * 1000) / 1000;
const brl = (v: Num) => Math.round(Number(v ?? 0) * 100) / 100;
const int = (v: Num) => Math.round(Number(v ?? 0));
const pc = (base: number, value: number) => {
  const v = variationPc(base, value);
  return v === null ? null : Math.round(v * 100) / 100;
};
/** Rollup keys are 0 when absent. */
const idOrNull = (v: Num) => (v === null || Number(v) === 0 ? null : Number(v));

/** The restaurant scope: the company, and the group's restaurant ids and/or one restaurant. */
async function scope(
  db: Db,
  idEmpresa: number,
  f: { idGrupo?: number | null; idRestaurante?: number | null },
): Promise<RelatorioScope> {
  const out: RelatorioScope = { idEmpresa };
  if (f.idGrupo)
    out.restaurantes = (await restaurantsOfGroup(db, idEmpresa, f.idGrupo)).map((r) => r.idRestaurante);
  if (f.idRestaurante) out.idRestaurante = f.idRestaurante;
  return out;
}

type RawTotais = RelatorioSomasRow;
const totaisOf = (r: RawTotais): RelatorioTotais => ({
  qtdKg: kg(r.kg),
  vlrCusto: brl(r.custo),
  qtdApontamentos: int(r.n),
  co2eKg: kg(r.co2e),
});
/**
 * The totals of some lines. The CO2e is summed from the lines' unrounded values (`raw`, in the same order):
 * a line's kg CO2e has more decimals than the 3 it is shown with, and the rounded lines would not add up to
 * the total.
 */
function sumTotais(rows: readonly RelatorioTotais[], raw: readonly RawTotais[]): RelatorioTotais {
  let k = 0;
  let c = 0;
  let n = 0;
  let e = 0;
  for (const r of rows) {
    k += r.qtdKg;
    c += r.vlrCusto;
    n += r.qtdApontamentos;
  }
  for (const r of raw) e += Number(r.co2e ?? 0);
  return { qtdKg: kg(k), vlrCusto: brl(c), qtdApontamentos: n, co2eKg: kg(e) };
}

/** Running totals of lines, added as sumTotais adds them: the rounded kg, R$ and count, the raw CO2e. */
interface Soma {
  desRestaurante: string;
  kg: number;
  custo: number;
  n: number;
  co2e: number;
}
const soma = (desRestaurante: string): Soma => ({ desRestaurante, kg: 0, custo: 0, n: 0, co2e: 0 });
function somar(s: Soma, l: RelatorioTotais, co2e: number): void {
  s.kg += l.qtdKg;
  s.custo += l.vlrCusto;
  s.n += l.qtdApontamentos;
  s.co2e += co2e;
}
const totaisDaSoma = (s: Soma): RelatorioTotais => ({
  qtdKg: kg(s.kg),
  vlrCusto: brl(s.custo),
  qtdApontamentos: s.n,
  co2eKg: kg(s.co2e),
});

export function relatoriosService(db: Db) {
  return {
    /** Production surplus (type 2) per restaurant × sale item × product, with totals. */
    async excedentes(idEmpresa: number, b: ExcedentesBody): Promise<ExcedentesResult> {
      checkPeriod(b.dtaIni, b.dtaFim);
      const rows = await excedentesPorItem(db, {
        ...(await scope(db, idEmpresa, b)),
        tipDesperdicio: TIP_DESPERDICIO.ExcedenteDeProducao,
        dtaIni: b.dtaIni,
        dtaFim: b.dtaFim,
        idItemVenda: b.idItemVenda,
        idProduto: b.idProduto,
      });
      const linhas = rows.map((r) => ({
        idRestaurante: Number(r.id_restaurante),
        desRestaurante: r.des_restaurante,
        idItemVenda: idOrNull(r.id_item_venda),
        desItemVenda: idOrNull(r.id_item_venda) === null ? null : (r.des_item_venda ?? null),
        idProduto: idOrNull(r.id_produto),
        desProduto: idOrNull(r.id_produto) === null ? null : (r.des_produto ?? null),
        ...totaisOf(r),
      }));
      return { linhas, totais: sumTotais(linhas, rows) };
    },

    /** Per restaurant × type: kg and R$ in the base period and in the period, with the variation. */
    async comparativo(idEmpresa: number, b: ComparativoBody): Promise<ComparativoResult> {
      checkPeriod(b.dtaBaseIni, b.dtaBaseFim);
      checkPeriod(b.dtaIni, b.dtaFim);
      const rows = await comparativoPorTipo(db, {
        ...(await scope(db, idEmpresa, b)),
        base: { dtaIni: b.dtaBaseIni, dtaFim: b.dtaBaseFim },
        periodo: { dtaIni: b.dtaIni, dtaFim: b.dtaFim },
        tipDesperdicio: b.tipDesperdicio,
      });
      let kgBase = 0;
      let custoBase = 0;
      let kgPeriod = 0;
      let custoPeriod = 0;
      let co2eBase = 0;
      let co2ePeriod = 0;
      const linhas = rows.map((r) => {
        const v = {
          qtdKgBase: kg(r.kg_base),
          vlrCustoBase: brl(r.custo_base),
          co2eKgBase: kg(r.co2e_base),
          qtdKg: kg(r.kg),
          vlrCusto: brl(r.custo),
          co2eKg: kg(r.co2e),
        };
        kgBase += v.qtdKgBase;
        custoBase += v.vlrCustoBase;
        kgPeriod += v.qtdKg;
        custoPeriod += v.vlrCusto;
        co2eBase += Number(r.co2e_base ?? 0);
        co2ePeriod += Number(r.co2e ?? 0);
        return {
          idRestaurante: Number(r.id_restaurante),
          desRestaurante: r.des_restaurante,
          tipDesperdicio: Number(r.tip_desperdicio),
          ...v,
          variacaoKgPc: pc(v.qtdKgBase, v.qtdKg),
          variacaoCustoPc: pc(v.vlrCustoBase, v.vlrCusto),
        };
      });
      const totais = {
        qtdKgBase: kg(kgBase),
        vlrCustoBase: brl(custoBase),
        co2eKgBase: kg(co2eBase),
        qtdKg: kg(kgPeriod),
        vlrCusto: brl(custoPeriod),
        co2eKg: kg(co2ePeriod),
      };
      return {
        linhas,
        totais: {
          ...totais,
          variacaoKgPc: pc(totais.qtdKgBase, totais.qtdKg),
          variacaoCustoPc: pc(totais.vlrCustoBase, totais.vlrCusto),
        },
      };
    },

    /** Per restaurant × day × type, with totals per restaurant and overall. */
    async desperdicios(idEmpresa: number, b: DesperdiciosBody): Promise<DesperdiciosResult> {
      checkPeriod(b.dtaIni, b.dtaFim);
      const sc = await scope(db, idEmpresa, b);
      const [lines, names] = await Promise.all([
        desperdiciosPorDia(db, {
          ...sc,
          dtaIni: b.dtaIni,
          dtaFim: b.dtaFim,
          tipDesperdicio: b.tipDesperdicio,
        }),
        rowsOf<{ id_restaurante: number; des_restaurante: string }>(
          db,
          sql`select id_restaurante, des_restaurante from re_tb_restaurantes where id_empresa = ${idEmpresa}`,
        ),
      ]);
      const nameOf = new Map(names.map((r) => [Number(r.id_restaurante), r.des_restaurante]));
      // The lines (sorted on the restaurant's rank, rollup/readers/relatorios.ts) are written and added up in
      // one pass; the totals add what sumTotais adds, in the same order.
      const linhas: DesperdiciosResult['linhas'] = [];
      const porRestaurante = new Map<number, Soma>();
      const total = soma('');
      lines.forEach((r) => {
        const l = {
          idRestaurante: r.idRestaurante,
          desRestaurante: nameOf.get(r.idRestaurante) ?? '',
          dtaApontamento: r.dia,
          tipDesperdicio: r.tipDesperdicio,
          qtdKg: kg(r.kg),
          vlrCusto: brl(r.custo),
          qtdApontamentos: int(r.n),
          co2eKg: kg(r.co2e),
        };
        linhas.push(l);
        let s = porRestaurante.get(l.idRestaurante);
        if (!s) {
          s = soma(l.desRestaurante);
          porRestaurante.set(l.idRestaurante, s);
        }
        somar(s, l, r.co2e);
        somar(total, l, r.co2e);
      });
      const totaisRestaurante = [...porRestaurante].map(([idRestaurante, s]) => ({
        idRestaurante,
        desRestaurante: s.desRestaurante,
        ...totaisDaSoma(s),
      }));
      return { linhas, totaisRestaurante, totais: totaisDaSoma(total) };
    },
  };
}
