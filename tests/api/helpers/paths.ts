import { join } from 'node:path';

/**
 * Where global-setup leaves the seeded embedded database for the API tests: an uncompressed tar (about 90 MB), since
 * each test app loads it and un-gzipping it took about half of that load (2.3 s against 1.2 s).
 */
export const SEED_DUMP = join(process.cwd(), 'data', 'test', 'seed.tar');
