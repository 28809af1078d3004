// Writes public/version.json (branch, last commit, date) before the build; vite copies it into dist/.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const git = (args) => {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'desconhecido';
  }
};
const info = {
  branch: process.env.GIT_BRANCH || git('rev-parse --abbrev-ref HEAD'),
  lastCommit: git('rev-parse --short HEAD'),
  date: git('log -1 --format=%cI') || new Date().toISOString(),
};
mkdirSync('public', { recursive: true });
writeFileSync('public/version.json', `${JSON.stringify(info, null, 2)}\n`);
console.log('version.json:', info);
