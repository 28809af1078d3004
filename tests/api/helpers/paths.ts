import { join } from 'node:path';

/** Where global-setup leaves the seeded embedded database for the API tests. */
export const SEED_DUMP = join(process.cwd(), 'data', 'test', 'seed.tar.gz');
