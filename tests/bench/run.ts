/**
 * Prints timings (never asserts them): demo-data load on embedded PGlite, and login / guarded-request latency.
 * Run with `npm run bench`.
 */
import { openDatabase } from '@server/db/client';
import { loadDemoData } from '@server/seed/demo-data';
import { login, signIn } from '../kit/sign-in';
import { benchApp, timer } from './bench-app';

const time = timer(44);

const database = await openDatabase({ pgliteDir: 'memory://' });
await time('migração (PGlite em memória)', () => database.migrate());
await time('dados de demonstração', () => loadDemoData(database.db));
const app = await benchApp(database, { env: { DIVERGENCES_SCHEDULE: 'off' } });

// The first login outside the timing (as before: it warms argon2 up).
await login(app, 'admin');
const n = 20;
await time(`${n} logins (argon2id), total`, async () => {
  for (let i = 0; i < n; i++) await login(app, 'admin');
});
const token = await signIn(app, 'admin', { idEmpresa: 1 });
const m = 500;
await time(`${m} GET /api/authenticate/permission, total`, async () => {
  for (let i = 0; i < m; i++)
    await app.inject({
      method: 'GET',
      url: '/api/authenticate/permission',
      headers: { authorization: `Bearer ${token}` },
    });
});

// Approvals, history and maintenance on the demo data.
const auth = { authorization: `Bearer ${token}` };
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: auth, payload: payload as Record<string, unknown> });
const p95 = async (label: string, runs: number, call: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)].toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${at(0.5)} ms · p95 ${at(0.95)} ms`);
};
const iso = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
await p95('reTbDespApont/findAll (página de 10), 50×', 50, () =>
  post('/api/v1/reTbDespApont/findAll', { page: 0, size: 10 }),
);
await p95('reTbHistoricoAprov/findAll (30 dias, 10), 50×', 50, () =>
  post('/api/v1/reTbHistoricoAprov/findAll', { dthAnaliseIni: iso(-30), dthAnaliseFim: iso(0), size: 10 }),
);
const consulta = { dtaApontamentoIni: iso(-7), dtaApontamentoFim: iso(0) };
const found = (await post('/api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos', consulta)).json();
await p95(`manutenção: busca de 7 dias (${found.length} linhas), 10×`, 10, () =>
  post('/api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos', consulta),
);
const edits = (found as { idApontamento: number; qtdDesperdicio: number }[]).slice(0, 100).map((r) => ({
  ...r,
  qtdDesperdicio: r.qtdDesperdicio + 0.1,
}));
await time(`manutenção: saveAll de ${edits.length} edições`, () =>
  (async () => {
    const r = await post('/api/v1/reTbDesperdiciosDet/saveAll', edits);
    if (r.statusCode !== 200)
      throw new Error(
        `saveAll ${r.statusCode}: ${JSON.stringify(
          (r.json() as { exception?: string }[])
            .map((x) => x.exception)
            .filter(Boolean)
            .slice(0, 3),
        )}`,
      );
  })(),
);

// The divergence routine and the panels/registers lists.
const generate = (dtaInicial: string, dtaFinal: string) =>
  post('/api/v1/reTbDivergenciasDesp/generate', { dtaInicial, dtaFinal }).then((r) => {
    if (r.statusCode !== 200) throw new Error(`generate ${r.statusCode}: ${r.body.slice(0, 300)}`);
    return r.json() as { criadas: number };
  });
const generated = await time('divergências: rotina de 30 dias (1ª vez)', () => generate(iso(-30), iso(-1)));
console.log(`${'  divergências criadas'.padEnd(44)} ${generated.criadas}`);
await time('divergências: rotina de 30 dias (de novo, 0 novas)', () => generate(iso(-30), iso(-1)));
await p95('divergências: busca de 30 dias, 20×', 20, () =>
  post('/api/v1/reTbDivergenciasDesp/search', { dtaInicial: iso(-30), dtaFinal: iso(0) }),
);
await p95('metas: filtro de todas, 20×', 20, () =>
  post('/api/v1/reTbDespMetas/findAllReTbDespMetasByFilter', {}),
);
await p95('integração: página de 10, 20×', 20, () =>
  post('/api/v1/reTbIntegracaoDesperdicio/findAllByFilter?page=0&size=10', {}),
);
await p95('destinos × restaurantes: busca de todos, 20×', 20, () =>
  post('/api/v1/reTbDestDesperdicio/search', {}),
);
// Cost recalculation, the notification routine and the administration reads.
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode}: ${r.body.slice(0, 300)}`);
  return r.json() as Record<string, unknown>;
};
const recalc = () =>
  ok(
    app.inject({
      method: 'PATCH',
      url: `/api/v1/reTbDespCustos/recalculate?dtaApontamentoIni=${iso(-365)}&dtaApontamentoFim=${iso(0)}`,
      headers: auth,
    }),
  );
const first = await time('custos: recálculo de 1 ano (1ª vez)', recalc);
console.log(`${'  registros / alterados'.padEnd(44)} ${first.qtdRegistros} / ${first.qtdAlterados}`);
const again = await time('custos: recálculo de 1 ano (de novo)', recalc);
console.log(`${'  registros / alterados'.padEnd(44)} ${again.qtdRegistros} / ${again.qtdAlterados}`);
await p95('custos utilitário: busca de 30 dias, 20×', 20, () =>
  post('/api/v1/reCustosUtilitario/search', { dtaIni: iso(-30), dtaFim: iso(0) }),
);
const check = () =>
  app
    .inject({
      method: 'GET',
      url: '/api/v1/reTbNotificacoes/check?shouldSave=1&shouldSendEmail=1',
      headers: auth,
    })
    .then((r) => {
      if (r.statusCode !== 200) throw new Error(`check ${r.statusCode}: ${r.body.slice(0, 300)}`);
      return r.json() as unknown[];
    });
const created = await time('rotina de notificações (1ª vez)', check);
console.log(`${'  notificações criadas'.padEnd(44)} ${created.length}`);
const createdAgain = await time('rotina de notificações (de novo)', check);
console.log(`${'  notificações criadas'.padEnd(44)} ${createdAgain.length}`);
await p95('parâmetros: busca de um restaurante, 20×', 20, () =>
  post('/api/v1/reTbParametros/byEmpresaOrRestaurante', { idRestaurante: 1 }),
);
await p95('assistente: registros existentes, 20×', 20, () =>
  app.inject({
    method: 'GET',
    url: '/api/v1/reTbInicializaDesperdicios/pegarExistenciaRegistros',
    headers: auth,
  }),
);
await app.close();
await database.close();
