import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLLUP, type RollupDefinition } from '@server/modules/rollup/definition/levels';
import { rollupFunctions } from '@server/modules/rollup/definition/migration';
import {
  checkNewestRollupMigration,
  writeRollupMigration,
} from '@server/modules/rollup/definition/migration-files';
import { afterAll, describe, expect, it } from 'vitest';
import { GROSS_KG } from '../../../fixtures/rollup/gross-kg';

/**
 * The recipe of docs/architecture/rollup.md, proven on a copy of the declaration: one measure declared (the
 * gross kg) and every function that restates the measures carries it, and `npm run rollup:generate` writes the
 * next migration with it.
 */

const WITH_GROSS: RollupDefinition = { ...ROLLUP, measures: [...ROLLUP.measures, GROSS_KG] };

const bodies = (def: RollupDefinition) =>
  Object.fromEntries(rollupFunctions(def).map((f) => [f.name, f.body]));
const count = (text: string, part: string) => text.split(part).length - 1;

const DRIZZLE = join(import.meta.dirname, '..', '..', '..', '..', 'drizzle');
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('a measure added to the declaration', () => {
  const before = bodies(ROLLUP);
  const after = bodies(WITH_GROSS);
  const levels = ROLLUP.levels.length;

  it('is written by the appointments’ three delta triggers', () => {
    expect(after.re_resumo_delta_apont_ins).toContain('qtd_co2e, qtd_bruto)');
    expect(after.re_resumo_delta_apont_ins).toContain('sum(n.qtd_desperdicio)');
    expect(after.re_resumo_delta_apont_upd).toContain('sum(a.qtd_desperdicio * a.sinal)');
    // In the HAVING too, and the update diffs the rows on the column it reads (four selects).
    expect(count(after.re_resumo_delta_apont_upd, 'sum(a.qtd_desperdicio * a.sinal)')).toBe(2);
    expect(count(after.re_resumo_delta_apont_upd, 'tip_origem_peso, qtd_desperdicio,')).toBe(4);
    expect(after.re_resumo_delta_apont_del).toContain('-OLD.qtd_desperdicio);');
  });

  it('is added up on every level at commit, and rebuilt on every level', () => {
    expect(count(after.re_resumo_apply, 'sum(qtd_bruto)')).toBe(2 * levels); // SELECT and HAVING
    expect(count(after.re_resumo_apply, 'qtd_bruto = r.qtd_bruto + excluded.qtd_bruto')).toBe(levels);
    expect(after.re_resumo_dia_rebuild).toContain('sum(d.qtd_desperdicio)');
    expect(count(after.re_resumo_dia_rebuild, 'sum(d.qtd_bruto)')).toBe(levels - 1);
  });

  it('is carried by the merge of the saves’ deltas and zero in the CO2e corrections', () => {
    expect(count(after.re_resumo_juntar, 'qtd_co2e, qtd_bruto')).toBe(2); // RETURNING and INSERT
    expect(after.re_resumo_co2e_recalc).toContain('sum(x.qtd_co2e), 0\n');
  });

  it('changes those six functions and the CO2e correction, and nothing else', () => {
    const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
    expect(changed.sort()).toEqual([
      're_resumo_apply',
      're_resumo_co2e_recalc',
      're_resumo_delta_apont_del',
      're_resumo_delta_apont_ins',
      're_resumo_delta_apont_upd',
      're_resumo_dia_rebuild',
      're_resumo_juntar',
    ]);
    // The cost rows do not move it: their trigger leaves the delta column's default (0).
    expect(after.re_resumo_delta_custo).toBe(before.re_resumo_delta_custo);
  });

  it('gets the next migration from npm run rollup:generate: its delta column, the functions, a rebuild', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-rollup-'));
    copies.push(dir);
    cpSync(DRIZZLE, dir, { recursive: true });
    // The newest migration of any kind (a later one may not be the rollup's): the generated one follows it.
    const newest = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')).entries.at(-1)
      .tag as string;
    const tag = writeRollupMigration(dir, WITH_GROSS, 0) as string;
    expect(Number(tag.slice(0, 4))).toBe(Number(newest.slice(0, 4)) + 1);
    const text = readFileSync(join(dir, `${tag}.sql`), 'utf8');
    expect(text).toContain(
      'ALTER TABLE re_tb_desp_resumo_delta ADD COLUMN IF NOT EXISTS qtd_bruto numeric NOT NULL DEFAULT 0;',
    );
    expect(text).toContain('SELECT re_resumo_reconstruir(NULL);');
    expect(count(text, 'CREATE OR REPLACE FUNCTION')).toBe(rollupFunctions(WITH_GROSS).length);
    const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8'));
    const [previous, entry] = journal.entries.slice(-2);
    expect(entry).toMatchObject({ tag, idx: previous.idx + 1, breakpoints: true });
    expect(entry.when).toBeGreaterThan(previous.when);
    const snapshot = JSON.parse(readFileSync(join(dir, 'meta', `${tag.slice(0, 4)}_snapshot.json`), 'utf8'));
    expect(snapshot.prevId).toBe(
      JSON.parse(readFileSync(join(dir, 'meta', `${newest.slice(0, 4)}_snapshot.json`), 'utf8')).id,
    );
    // Now up to date: the check passes and a second run writes nothing; the old declaration would fail it.
    expect(checkNewestRollupMigration(dir, WITH_GROSS)).toMatchObject({ tag });
    const check = checkNewestRollupMigration(dir, WITH_GROSS);
    expect(check?.actual).toBe(check?.expected);
    expect(writeRollupMigration(dir, WITH_GROSS)).toBeNull();
    const stale = checkNewestRollupMigration(dir, ROLLUP);
    expect(stale?.actual).not.toBe(stale?.expected);
  });
});
