import { type BaselineId, baselinesDe } from './baselines';
import type { Historico } from './history';
import type { Demanda } from './metrics';
import { fatorQuantil, prepararDia, quantidadeSugerida } from './recommend';
import type { AlvoLinha, PreparoDia, PreparoLinha } from './recommend-types';

/** A line-day of a backtest: the target line, its restaurant and day, and what is known of its demand. */
export interface LinhaBacktest extends AlvoLinha, Demanda {
  idRestaurante: number;
  dtaCardapio: string;
}

export interface CasoBacktest extends Demanda {
  linha: LinhaBacktest;
  dia: PreparoDia;
  preparo: PreparoLinha;
  baselines: Record<BaselineId, number | null>;
}

/**
 * Prepares every line-day of a backtest exactly as a recommendation for that day is made (as of its own
 * dtaCardapio − the lead time), with the baselines' quantities beside it.
 */
export function casosBacktest(h: Historico, linhas: readonly LinhaBacktest[]): CasoBacktest[] {
  const days = new Map<string, LinhaBacktest[]>();
  for (const l of linhas) {
    const key = `${l.idRestaurante}|${l.dtaCardapio}`;
    const list = days.get(key);
    if (list) list.push(l);
    else days.set(key, [l]);
  }
  const out: CasoBacktest[] = [];
  for (const list of days.values()) {
    const dia = prepararDia(h, {
      idRestaurante: list[0].idRestaurante,
      dtaCardapio: list[0].dtaCardapio,
      linhas: list,
    });
    dia.linhas.forEach((preparo, i) => {
      const l = list[i];
      out.push({
        linha: l,
        dia,
        preparo,
        baselines: baselinesDe(h, dia, preparo),
        demandaKg: l.demandaKg,
        censurada: l.censurada,
        custoKg: l.custoKg,
        fatorCo2e: l.fatorCo2e,
      });
    });
  }
  return out;
}

/** The recommender's quantity for every case at service level τ. */
export function quantidadesRecomendador(casos: readonly CasoBacktest[], tau: number): (number | null)[] {
  const factors = new Map<PreparoDia, number>();
  return casos.map((c) => {
    let f = factors.get(c.dia);
    if (f === undefined) {
      f = fatorQuantil(c.dia, tau);
      factors.set(c.dia, f);
    }
    return quantidadeSugerida(c.dia, c.preparo, tau, f);
  });
}

/** A baseline's quantity for every case. */
export function quantidadesBaseline(casos: readonly CasoBacktest[], id: BaselineId): (number | null)[] {
  return casos.map((c) => c.baselines[id]);
}
