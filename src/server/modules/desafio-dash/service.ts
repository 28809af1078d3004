import { variationPc } from '@domain/rules/dashboards';
import type { DesafioDash, DesafioPeriodo, DesafioRestaurante } from '@domain/schemas/dash-desafio';
import type { DesafioBody, Indicadores } from '@domain/schemas/dashboards';
import type { Db } from '../../db/client';
import { somenteEvitavel } from '../classes-desperdicio/public';
import {
  checkPeriod,
  evitavelByRestaurante,
  indicadoresByRestaurante,
  indicadoresOf,
  restaurantsOfGroup,
} from '../rollup/public';

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
const round3 = (n: number) => Math.round(n * 1000) / 1000;

const periodo = (i: Indicadores | undefined): DesafioPeriodo => ({
  qtdKg: i?.qtdKg ?? 0,
  vlrCusto: i?.vlrCusto ?? 0,
  refeicoes: i?.refeicoes ?? 0,
  gPorRefeicao: i?.gPorRefeicao ?? null,
});

/** Plain change and reduction (positive = less waste), both with 2 decimals; null without previous waste. */
function change(anterior: number, desafio: number) {
  const v = round2(variationPc(anterior, desafio));
  return { variationPc: v, reducaoPc: v === null ? null : v === 0 ? 0 : -v };
}

/**
 * Per restaurant of the group, the waste of the previous period against the challenge period and the reduction
 * %, ranked by reduction; the group's totals and the challenge period's indicators. Aggregated in SQL over the
 * daily rollup (modules/rollup/queries).
 */
export async function desafioDash(db: Db, idEmpresa: number, b: DesafioBody): Promise<DesafioDash> {
  checkPeriod(b.dtaPeriodoDesafioIni, b.dtaPeriodoDesafioFim);
  checkPeriod(b.dtaPeriodoAnteriorIni, b.dtaPeriodoAnteriorFim);
  const rests = await restaurantsOfGroup(db, idEmpresa, b.idGrupo);
  const restaurantes = rests.map((r) => r.idRestaurante);
  const desafioScope = { restaurantes, dtaIni: b.dtaPeriodoDesafioIni, dtaFim: b.dtaPeriodoDesafioFim };
  const anteriorScope = {
    restaurantes,
    dtaIni: b.dtaPeriodoAnteriorIni,
    dtaFim: b.dtaPeriodoAnteriorFim,
  };
  const evitavel = await somenteEvitavel(db, idEmpresa);
  const [porDesafio, porAnterior, indicadores, totAnterior, evDesafio, evAnterior] = await Promise.all([
    indicadoresByRestaurante(db, idEmpresa, desafioScope),
    indicadoresByRestaurante(db, idEmpresa, anteriorScope),
    indicadoresOf(db, idEmpresa, desafioScope),
    indicadoresOf(db, idEmpresa, anteriorScope, { semClasses: true }),
    evitavel ? evitavelByRestaurante(db, idEmpresa, desafioScope) : null,
    evitavel ? evitavelByRestaurante(db, idEmpresa, anteriorScope) : null,
  ]);
  // Counting only the avoidable kg: each period's kg and R$ are their avoidable part.
  const periodoDe = (
    i: Indicadores | undefined,
    ev: Map<number, { kg: number; custo: number }> | null,
    id?: number,
  ): DesafioPeriodo => {
    const p = periodo(i);
    if (!ev) return p;
    const parts = id === undefined ? [...ev.values()] : [ev.get(id) ?? { kg: 0, custo: 0 }];
    const kg = parts.reduce((sum, v) => sum + v.kg, 0);
    const custo = parts.reduce((sum, v) => sum + v.custo, 0);
    return {
      ...p,
      qtdKg: round3(kg),
      vlrCusto: round2(custo) ?? 0,
      gPorRefeicao: p.refeicoes > 0 ? round2((kg * 1000) / p.refeicoes) : null,
    };
  };

  const rows: Omit<DesafioRestaurante, 'posicao'>[] = rests.map((r) => {
    const anterior = periodoDe(porAnterior.get(r.idRestaurante), evAnterior, r.idRestaurante);
    const desafio = periodoDe(porDesafio.get(r.idRestaurante), evDesafio, r.idRestaurante);
    return { ...r, anterior, desafio, ...change(anterior.qtdKg, desafio.qtdKg) };
  });
  rows.sort(
    (a, b) =>
      (a.reducaoPc === null ? 1 : 0) - (b.reducaoPc === null ? 1 : 0) ||
      (b.reducaoPc ?? 0) - (a.reducaoPc ?? 0) ||
      a.desRestaurante.localeCompare(b.desRestaurante, 'pt-BR') ||
      a.idRestaurante - b.idRestaurante,
  );

  const anterior = periodoDe(totAnterior, evAnterior);
  const desafio = periodoDe(indicadores, evDesafio);
  return {
    restaurantes: rows.map((r, i) => ({ posicao: i + 1, ...r })),
    totais: { anterior, desafio, ...change(anterior.qtdKg, desafio.qtdKg) },
    somenteEvitavel: evitavel,
    indicadores,
  };
}
