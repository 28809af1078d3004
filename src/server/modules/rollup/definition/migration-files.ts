import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RollupDefinition } from './levels';
import { MEASURES_BEFORE_GENERATION, measuresOfMigration, rollupMigration } from './migration';

/**
 * The generated rollup migrations in a drizzle/ folder: finding them, checking that the newest one is what the
 * declaration generates, and writing a new one (`npm run rollup:generate`).
 */

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

const journalPath = (folder: string) => join(folder, 'meta', '_journal.json');
const snapshotPath = (folder: string, tag: string) =>
  join(folder, 'meta', `${tag.slice(0, 4)}_snapshot.json`);

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(journalPath(folder), 'utf8')) as Journal;
}

interface GeneratedMigration {
  tag: string;
  text: string;
  /** The measures it was generated with. */
  measures: string[];
}

/** The generated rollup migrations of the journal, oldest first. */
function generatedMigrations(folder: string): GeneratedMigration[] {
  return readJournal(folder).entries.flatMap((e) => {
    const text = readFileSync(join(folder, `${e.tag}.sql`), 'utf8');
    const measures = measuresOfMigration(text);
    return measures ? [{ tag: e.tag, text, measures }] : [];
  });
}

export interface NewestCheck {
  tag: string;
  actual: string;
  /** What the declaration generates for it (with the measures of the generated migration before it). */
  expected: string;
}

/** The newest generated rollup migration against the declaration; null when there is none. */
export function checkNewestRollupMigration(folder: string, def: RollupDefinition): NewestCheck | null {
  const generated = generatedMigrations(folder);
  const newest = generated.at(-1);
  if (!newest) return null;
  const before = generated.at(-2)?.measures ?? MEASURES_BEFORE_GENERATION;
  return { tag: newest.tag, actual: newest.text, expected: rollupMigration(def, before) };
}

/**
 * Writes a new migration when the declaration no longer generates the newest one (or there is none): the next
 * number, its journal entry, and its snapshot (the previous one's schema: the functions are not in drizzle's
 * snapshots). Returns its tag, or null when the newest one is up to date. Migrations already written are never
 * changed: they may have run in the field.
 */
export function writeRollupMigration(folder: string, def: RollupDefinition, now = Date.now()): string | null {
  const check = checkNewestRollupMigration(folder, def);
  if (check && check.actual === check.expected) return null;
  const existing = generatedMigrations(folder).at(-1)?.measures ?? MEASURES_BEFORE_GENERATION;
  const journal = readJournal(folder);
  const last = journal.entries.at(-1) as JournalEntry;
  const idx = last.idx + 1;
  const tag = `${String(idx).padStart(4, '0')}_rollup_gerado`;
  writeFileSync(join(folder, `${tag}.sql`), rollupMigration(def, existing));
  const snapshot = JSON.parse(readFileSync(snapshotPath(folder, last.tag), 'utf8')) as {
    id: string;
    prevId: string;
  };
  const next = { ...snapshot, id: randomUUID(), prevId: snapshot.id };
  writeFileSync(snapshotPath(folder, tag), JSON.stringify(next, null, 2));
  journal.entries.push({
    idx,
    version: last.version,
    when: Math.max(now, last.when + 1),
    tag,
    breakpoints: true,
  });
  writeFileSync(journalPath(folder), JSON.stringify(journal, null, 2));
  return tag;
}
