import { createHash } from 'node:crypto';
import { addDays } from '@domain/dates';
import { casosBacktest, quantidadesBaseline, quantidadesRecomendador } from '@domain/forecast/backtest';
import { BASELINES } from '@domain/forecast/baselines';
import { parametros } from '@domain/forecast/params';
import { sugerirProducao } from '@domain/forecast/recommend';
import { historicoDe, linhasBacktest } from '@server/seed/demand/backtest-lines';
import { gerarDemanda } from '@server/seed/demand/generate';
import { describe, expect, it } from 'vitest';

/**
 * The recommender's exact outputs on a seeded generator, pinned: a change made for speed must leave every
 * quantity, observation and sentence as it was. Six weeks of history, so that the early days take every
 * fallback (grouping, company, plate weight, the company's pool of errors). A deliberate change of the method
 * updates the digests below.
 */
const digest = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);

describe('pinned outputs of the recommender', () => {
  const d = gerarDemanda({ seed: 5, semanas: 6 });
  const lines = (dia: string) => d.kanban.filter((k) => k.dtaCardapio === dia);

  it('recommends every restaurant of a day exactly as before, at three service levels', () => {
    const h = historicoDe(d, parametros());
    const out = [];
    for (const dia of [d.ate, addDays(d.inicio, 3), addDays(d.inicio, 9)])
      for (const r of d.restaurantes)
        for (const tau of [0.5, 0.9, 0.97]) {
          const linhas = lines(dia).filter((k) => k.idRestaurante === r.idRestaurante);
          out.push(sugerirProducao(h, { idRestaurante: r.idRestaurante, dtaCardapio: dia, linhas }, tau));
        }
    expect(out.flatMap((s) => s.linhas.map((l) => l.metodo)).sort()).toContain('produto-empresa');
    expect(digest(out)).toBe('d9dfc50793ff9287');
  });

  it('replays a backtest exactly as before: the recommender at three levels and every baseline', () => {
    const casos = casosBacktest(historicoDe(d, parametros()), linhasBacktest(d, 6));
    const qtds = {
      rec: [0.5, 0.9, 0.97].map((tau) => quantidadesRecomendador(casos, tau)),
      base: BASELINES.map((b) => quantidadesBaseline(casos, b)),
      escopo: casos.map((c) => c.dia.erros?.escopo ?? null),
    };
    expect(qtds.escopo).toContain('empresa');
    expect(digest(qtds)).toBe('475b58bd853cd9cc');
  });
});
