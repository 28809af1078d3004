import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The project's drizzle/ folder. */
export const MIGRATIONS = join(import.meta.dirname, '..', '..', '..', '..', 'drizzle');

const scratch: string[] = [];

/** Removes the copies made by migrationsUpTo (call it in afterAll). */
export function removeMigrationCopies(): void {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A copy of drizzle/ whose journal stops just before `tag` ('before') or just after it ('through'): later
 * migrations may change the rollup again, which is not the concern of the test that asks.
 */
export function migrationsUpTo(tag: string, end: 'before' | 'through'): string {
  const dir = mkdtempSync(join(tmpdir(), 'cd-migrations-'));
  scratch.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`${tag} não está no journal`);
  journal.entries = journal.entries.slice(0, end === 'before' ? at : at + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * The CREATE OR REPLACE statements of the rollup functions as the migrations before `tag` left them (the last
 * definition of each), by function name: what was live before `tag` ran.
 */
export function functionStatementsBefore(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql') && f < `${tag}.sql`)
    .sort();
  for (const file of files)
    for (const chunk of readFileSync(join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint')) {
      const name = /CREATE OR REPLACE FUNCTION (re_resumo_\w+)\(/.exec(chunk)?.[1];
      if (!name) continue;
      // One statement per chunk: the function (its comment above it), nothing after it.
      const statement = chunk.slice(0, chunk.lastIndexOf('$$;') + 3).trim();
      found.set(name, statement);
    }
  return found;
}
