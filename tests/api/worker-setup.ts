import { workerDatabaseUrl } from './helpers/worker-database';

// Before each file's imports: this worker's copy of the test database (see worker-database.ts). The worker keeps
// its environment from file to file, so the first file's DATABASE_URL is kept as the base.
process.env.CD_TEST_BASE_DATABASE_URL ??= process.env.DATABASE_URL ?? '';
if (process.env.CD_TEST_BASE_DATABASE_URL)
  process.env.DATABASE_URL = workerDatabaseUrl(
    process.env.CD_TEST_BASE_DATABASE_URL,
    Number(process.env.VITEST_POOL_ID ?? 1),
  );
