import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface VersionInfo {
  branch: string;
  lastCommit: string;
  date: string;
}

function git(args: string): string {
  try {
    return execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'desconhecido';
  }
}

/** The version written by the build (dist/version.json), or read from git when there is no build. */
export function readVersion(staticDir: string): VersionInfo {
  const file = join(staticDir, 'version.json');
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as VersionInfo;
    } catch {
      /* falls through to git */
    }
  }
  return {
    branch: git('rev-parse --abbrev-ref HEAD'),
    lastCommit: git('rev-parse --short HEAD'),
    date: git('log -1 --format=%cI'),
  };
}
