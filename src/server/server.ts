import { buildApp } from './app';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, loadDemoData } from './db/seed/demo-data';
import { loadEnv } from './env';
import { createLogger } from './logger';

/** Starts the server: opens and migrates the database, loads demo data when due, listens. */
async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, env.LOG_FILE);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: `${env.DATA_DIR}/pglite` });
  log.info({ database: database.kind }, 'aplicando migrações');
  await database.migrate();
  const embedded = database.kind === 'pglite';
  if ((embedded || env.DEMO_DATA) && (await isDatabaseEmpty(database.db))) {
    log.info('carregando dados de demonstração');
    const summary = await loadDemoData(database.db);
    log.info({ summary }, 'dados de demonstração carregados');
  }
  const app = await buildApp({ env, database, logger: log, closeDatabase: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info({ signal }, 'encerrando');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
