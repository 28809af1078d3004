import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (prom-client, wrapped here once): one registry per process, as Prometheus
 * scrapes each instance. Counters are bumped where the work happens; the gauges read from the database and the
 * pools are set by the /metrics route right before each scrape.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'cd_' });

export const httpRequests = new Counter({
  name: 'cd_http_requests_total',
  help: 'Requisições atendidas, por rota, método e classe de status (2xx, 4xx, 5xx…)',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'cd_http_request_duration_seconds',
  help: 'Tempo de resposta por rota e método',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const weighingsSaved = new Counter({
  name: 'cd_weighings_saved_total',
  help: 'Pesagens novas gravadas (apontamentos)',
  registers: [registry],
});

export const weighingReplays = new Counter({
  name: 'cd_weighing_replays_total',
  help: 'Pesagens reenviadas que já estavam gravadas (mesmo uuidApontamento): respondidas sem duplicar',
  registers: [registry],
});

export const weighingRefusals = new Counter({
  name: 'cd_weighing_refusals_total',
  help: 'Pesagens recusadas pelas regras (o lote inteiro não é gravado)',
  registers: [registry],
});

export const dbPoolConnections = new Gauge({
  name: 'cd_db_pool_connections',
  help: 'Conexões de cada pool do PostgreSQL, por estado (total, ociosas)',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
});

export const dbPoolWaiting = new Gauge({
  name: 'cd_db_pool_waiting',
  help: 'Chamadas esperando uma conexão de cada pool do PostgreSQL',
  labelNames: ['pool'] as const,
  registers: [registry],
});

export const rollupPendingDeltas = new Gauge({
  name: 'cd_rollup_pending_deltas',
  help: 'Deltas dos resumos diários ainda não aplicados (esperando a junção)',
  registers: [registry],
});

export const rollupMergeLag = new Gauge({
  name: 'cd_rollup_merge_lag_seconds',
  help: 'Com deltas pendentes, segundos desde a última junção desta instância (0 sem pendências)',
  registers: [registry],
});

export const rollupMerges = new Histogram({
  name: 'cd_rollup_merge_duration_seconds',
  help: 'Duração de cada junção dos deltas nos resumos',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

export const routineLastRun = new Gauge({
  name: 'cd_routine_last_run_timestamp_seconds',
  help: 'Fim da última execução de cada rotina diária (qualquer instância), por resultado',
  labelNames: ['routine', 'outcome'] as const,
  registers: [registry],
});

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
