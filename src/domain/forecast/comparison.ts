import { type CasoBacktest, quantidadesBaseline, quantidadesRecomendador } from './backtest';
import { BASELINES_INGENUOS, type BaselineId } from './baselines';
import { type Metricas, metricas, taxaFalta } from './metrics';
import { comMargem, margemParaTaxa, nivelParaTaxa } from './service-level';

/** A method scored at a chosen service: its metrics and the τ or margin that set it. */
export interface Pontuacao {
  metricas: Metricas;
  /** The recommender's τ, or a baseline's safety margin (multiplier). */
  ajuste: number;
}

/** The recommender and the baselines compared at the same stock-out rate. */
export interface Comparacao {
  /** The line-days every method has a quantity for (the others are left out of all figures). */
  casos: number;
  plano: Metricas;
  /** The recommender at the τ whose stock-out rate matches the recorded plan's. */
  recomendador: Pontuacao;
  /** Each naive baseline with the margin that matches the recommender's stock-out rate. */
  baselines: Record<string, Pontuacao>;
  /** The naive baseline with the least surplus kg at that rate. */
  melhorBaseline: BaselineId;
}

/**
 * Same service, less waste: the recorded plan's stock-out rate is the target; the recommender gets the τ that
 * matches it and each naive baseline the safety margin that matches the recommender's rate then.
 */
export function compararComIgualFalta(todos: readonly CasoBacktest[], tauMetricas = 0.9): Comparacao {
  const casos = todos.filter(
    (c) =>
      c.baselines.planoRegistrado !== null &&
      BASELINES_INGENUOS.every((b) => c.baselines[b] !== null) &&
      c.preparo.porRefeicaoKg !== null &&
      c.dia.refeicoes !== null,
  );
  const plan = quantidadesBaseline(casos, 'planoRegistrado');
  const planRate = taxaFalta(casos, plan);
  const tau = nivelParaTaxa(casos, (t) => quantidadesRecomendador(casos, t), planRate);
  const rec = quantidadesRecomendador(casos, tau);
  const recRate = taxaFalta(casos, rec);
  const baselines: Record<string, Pontuacao> = {};
  let melhor: BaselineId = BASELINES_INGENUOS[0];
  for (const b of BASELINES_INGENUOS) {
    const q = quantidadesBaseline(casos, b);
    const m = margemParaTaxa(casos, q, recRate) ?? 1;
    baselines[b] = { metricas: metricas(casos, comMargem(q, m), tauMetricas), ajuste: m };
    if (baselines[b].metricas.excedenteKg < baselines[melhor].metricas.excedenteKg) melhor = b;
  }
  return {
    casos: casos.length,
    plano: metricas(casos, plan, tauMetricas),
    recomendador: { metricas: metricas(casos, rec, tau), ajuste: tau },
    baselines,
    melhorBaseline: melhor,
  };
}
