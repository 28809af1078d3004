// npm run admin:create: runs the built command line (dist-server/admin-create.js, as in production, where tsx
// is not installed) when it exists, else its sources through tsx (development). The arguments pass through.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = 'dist-server/admin-create.js';
const args = existsSync(built)
  ? ['--enable-source-maps', built]
  : ['--import', 'tsx', 'src/server/cli/admin-create.ts'];
const result = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
