import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { mergeResumoDeltas } from './modules/rollup/public';
import { isDatabaseEmpty, loadDemoData } from './seed/demo-data';

/** Exits once the log lines are written (the log file is written asynchronously). */
function exit(log: Logger, code: number): never {
  const stream = (log as unknown as Record<symbol, { flushSync?: () => void }>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    /* the file is busy: stdout has the lines */
  }
  process.exit(code);
}

/**
 * Starts the server: opens the database, migrates it and loads demo data when due (under a lock, so servers
 * starting together on one database take turns), listens, and closes on SIGTERM/SIGINT within
 * SHUTDOWN_TIMEOUT.
 */
async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, env.LOG_FILE);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    readUrl: env.DATABASE_READ_URL,
    poolMax: env.DATABASE_POOL_MAX,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT,
    deadlineMs: env.DATABASE_DEADLINE,
    pgliteDir: `${env.DATA_DIR}/pglite`,
  });
  const embedded = database.kind === 'pglite';
  await database.exclusively(async (db) => {
    log.info({ database: database.kind }, 'aplicando migrações');
    await database.migrate();
    // Rollup deltas a save left when its server stopped before merging them.
    await mergeResumoDeltas(db);
    if ((env.DEMO_DATA ?? embedded) && (await isDatabaseEmpty(db))) {
      log.info('carregando dados de demonstração');
      const summary = await loadDemoData(db);
      log.info({ summary }, 'dados de demonstração carregados');
    }
  });
  const app = await buildApp({ env, database, logger: log, closeDatabase: true });
  if (env.SMTP_URL && !env.APP_URL)
    log.warn('SMTP_URL sem APP_URL: os links dos e-mails irão só como texto (defina APP_URL=https://…)');

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT }, 'encerrando');
      const limit = setTimeout(() => {
        log.error(
          { timeoutMs: env.SHUTDOWN_TIMEOUT },
          'encerramento excedeu SHUTDOWN_TIMEOUT: saindo assim mesmo',
        );
        exit(log, 1);
      }, env.SHUTDOWN_TIMEOUT);
      limit.unref();
      app.close().then(
        () => {
          log.info('encerrado');
          exit(log, 0);
        },
        (err) => {
          log.error({ err }, 'falha ao encerrar');
          exit(log, 1);
        },
      );
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
