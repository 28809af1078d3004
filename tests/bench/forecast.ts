/**
 * The production recommender's backtest on the demand generator (the demo's seed), last 8 weeks, 1-day lead,
 * scored against the generator's hidden true demand, all figures as ratios within the run:
 * (a) at the recorded plan's own stock-out rate, the recommender's surplus kg against the plan's (target ≥ 30%
 *     less); (b) at equal stock-out rate, against the best naive baseline given its matching margin (≥ 15% less);
 * (c) the calibration at τ = 0.9 (0.87–0.93); and the time of the pure part of recommending one day for 200
 * restaurants × 40 lines. Prints, never asserts. Run: `npx tsx tests/bench/forecast.ts`.
 */
import { casosBacktest, quantidadesRecomendador } from '@domain/forecast/backtest';
import { BASELINE_LABELS, type BaselineId } from '@domain/forecast/baselines';
import { compararComIgualFalta } from '@domain/forecast/comparison';
import { metricas } from '@domain/forecast/metrics';
import { NIVEL_SERVICO_PADRAO, parametros } from '@domain/forecast/params';
import { sugerirProducao } from '@domain/forecast/recommend';
import { historicoDe, linhasBacktest } from '@server/seed/demand/backtest-lines';
import { gerarDemanda } from '@server/seed/demand/generate';

const DEMO_SEED = 20240601;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const kg = (x: number) => `${x.toFixed(0)} kg`;

function backtest() {
  const data = gerarDemanda({ seed: DEMO_SEED });
  const h = historicoDe(data, parametros());
  const casos = casosBacktest(h, linhasBacktest(data, 8));
  const cmp = compararComIgualFalta(casos);
  const rec = cmp.recomendador.metricas;
  console.log(
    `\n== Backtest: semente da demonstração, últimas 8 semanas, antecedência 1 dia (${cmp.casos} linhas-dia)`,
  );
  console.log(
    `  plano registrado: excedente ${kg(cmp.plano.excedenteKg)}, falta em ${pct(cmp.plano.taxaFalta)} das linhas-dia`,
  );
  console.log(
    `  recomendador (τ = ${cmp.recomendador.ajuste.toFixed(3)}): excedente ${kg(rec.excedenteKg)}, falta ${pct(rec.taxaFalta)}`,
  );
  const a = 1 - rec.excedenteKg / cmp.plano.excedenteKg;
  console.log(`  (a) mesma falta, menos sobra: ${pct(a)} abaixo do plano registrado (meta ≥ 30%)`);
  for (const [id, s] of Object.entries(cmp.baselines))
    console.log(
      `      ${BASELINE_LABELS[id as BaselineId]} × ${s.ajuste.toFixed(3)}: excedente ${kg(s.metricas.excedenteKg)}, falta ${pct(s.metricas.taxaFalta)}`,
    );
  const best = cmp.baselines[cmp.melhorBaseline].metricas;
  const b = 1 - rec.excedenteKg / best.excedenteKg;
  console.log(
    `  (b) ${pct(b)} abaixo do melhor ingênuo (${BASELINE_LABELS[cmp.melhorBaseline]}) (meta ≥ 15%)`,
  );
  const at90 = metricas(casos, quantidadesRecomendador(casos, NIVEL_SERVICO_PADRAO), NIVEL_SERVICO_PADRAO);
  console.log(
    `  (c) calibração a τ = 0,9: ${at90.calibracao.toFixed(3)} (meta 0,87–0,93); excedente ${kg(at90.excedenteKg)}, R$ ${at90.excedenteRs.toFixed(0)}, ${at90.excedenteCo2e.toFixed(1)} kg CO2e; perda pinball ${at90.perdaPinball.toFixed(3)} kg`,
  );
}

function timing() {
  let t = performance.now();
  const small = gerarDemanda({ seed: 7, restaurantes: 20, extras: 32 });
  const genSmall = performance.now() - t;
  const lines = small.kanban.filter((k) => k.dtaCardapio === small.ate).length / 20;
  console.log(`\n== Tempo (parte pura)`);
  console.log(
    `  gerador: 20 restaurantes × 16 semanas × ${lines.toFixed(0)} linhas/dia em ${genSmall.toFixed(0)} ms`,
  );
  const big = gerarDemanda({ seed: 11, restaurantes: 200, extras: 32 });
  // CPU time besides the wall clock: on a shared machine the wall clock also counts the other processes.
  const cpu = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  t = performance.now();
  let c0 = process.cpuUsage();
  const h = historicoDe(big, parametros());
  const built = performance.now() - t;
  const builtCpu = cpu(process.cpuUsage(c0));
  const day = big.ate;
  const byRest = new Map<number, typeof big.kanban>();
  for (const k of big.kanban)
    if (k.dtaCardapio === day) byRest.set(k.idRestaurante, [...(byRest.get(k.idRestaurante) ?? []), k]);
  t = performance.now();
  c0 = process.cpuUsage();
  let n = 0;
  for (const [idRestaurante, linhas] of byRest) {
    n += sugerirProducao(h, { idRestaurante, dtaCardapio: day, linhas }, NIVEL_SERVICO_PADRAO).linhas.length;
  }
  const rec = performance.now() - t;
  const recCpu = cpu(process.cpuUsage(c0));
  console.log(
    `  histórico de 200 restaurantes × 16 semanas indexado em ${built.toFixed(0)} ms (CPU ${builtCpu.toFixed(0)} ms); ${n} linhas de um dia sugeridas em ${rec.toFixed(0)} ms (CPU ${recCpu.toFixed(0)} ms)`,
  );
}

backtest();
timing();
