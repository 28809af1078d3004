import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (prom-client, wrapped here once): one registry per process, as Prometheus
 * scrapes each instance. Counters are bumped where the work happens; the gauges read from the database and the
 * pools are set by the /metrics route right before each scrape.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'cd_' });

/** A counter, a gauge or a histogram of this registry (labels: none unless given). */
const counter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers: [registry] });
const gauge = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [registry] });
const histogram = <L extends string = never>(
  name: string,
  help: string,
  buckets: number[],
  labelNames: readonly L[] = [],
) => new Histogram<L>({ name, help, buckets, labelNames, registers: [registry] });

export const httpRequests = counter(
  'cd_http_requests_total',
  'Requisições atendidas, por rota, método e classe de status (2xx, 4xx, 5xx…)',
  ['method', 'route', 'status'],
);
export const httpDuration = histogram(
  'cd_http_request_duration_seconds',
  'Tempo de resposta por rota e método',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  ['method', 'route'],
);

export const weighingsSaved = counter('cd_weighings_saved_total', 'Pesagens novas gravadas (apontamentos)');
export const weighingReplays = counter(
  'cd_weighing_replays_total',
  'Pesagens reenviadas que já estavam gravadas (mesmo uuidApontamento): respondidas sem duplicar',
);
export const weighingRefusals = counter(
  'cd_weighing_refusals_total',
  'Pesagens recusadas pelas regras (o lote inteiro não é gravado)',
);

export const dbPoolConnections = gauge(
  'cd_db_pool_connections',
  'Conexões de cada pool do PostgreSQL, por estado (total, ociosas)',
  ['pool', 'state'],
);
export const dbPoolWaiting = gauge(
  'cd_db_pool_waiting',
  'Chamadas esperando uma conexão de cada pool do PostgreSQL',
  ['pool'],
);

export const rollupPendingDeltas = gauge(
  'cd_rollup_pending_deltas',
  'Deltas dos resumos diários ainda não aplicados (esperando a junção)',
);
export const rollupMergeLag = gauge(
  'cd_rollup_merge_lag_seconds',
  'Com deltas pendentes, segundos desde a última junção desta instância (0 sem pendências)',
);
export const rollupMerges = histogram(
  'cd_rollup_merge_duration_seconds',
  'Duração de cada junção dos deltas nos resumos',
  [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
);

export const routineLastRun = gauge(
  'cd_routine_last_run_timestamp_seconds',
  'Fim da última execução de cada rotina diária (qualquer instância), por resultado',
  ['routine', 'outcome'],
);

/** When this process last merged rollup deltas (epoch ms), for the merge lag. */
let lastMergeAt = Date.now();

/** Times one merge of the rollup deltas. */
export async function timedMerge<T>(merge: () => Promise<T>): Promise<T> {
  const end = rollupMerges.startTimer();
  try {
    return await merge();
  } finally {
    end();
    lastMergeAt = Date.now();
  }
}

/** The merge lag for `pending` deltas: 0 with none, else the seconds since this instance last merged. */
export function mergeLagSeconds(pending: number, now = Date.now()): number {
  return pending > 0 ? Math.max(0, (now - lastMergeAt) / 1000) : 0;
}
