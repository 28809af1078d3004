import { randomUUID } from 'node:crypto';
import { addDays } from '@domain/dates';
import { rowsOf } from '@server/db/client';
import { reTbDespCustos } from '@server/db/schema/appointments';
import { reTbDestResiduos } from '@server/db/schema/registers';
import { ROLLUP } from '@server/modules/rollup/definition/levels';
import { rollupFunctions } from '@server/modules/rollup/definition/migration';
import { functionStatement } from '@server/modules/rollup/definition/sql-text';
import { rebuildResumoDia } from '@server/modules/rollup/rebuild';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DET, edit, save, saveAll, today, tray } from '../../kit/fixtures/apontamentos';
import { call, type Fixture, setupFixture } from '../../kit/fixtures/company';
import { addSatellite } from '../../kit/fixtures/satellites';
import { freshUnit } from '../../kit/fixtures/units';
import { compareRollups } from '../helpers/rollup-compare';
import { generatedRollupFunctions, liveRollupFunctions } from './helpers/live-functions';
import { functionStatementsBefore } from './helpers/migrations';

/**
 * The rollup's functions as the migrations before drizzle/0034_rollup_gerado left them, and as generated from the
 * declaration: the same writes (saves and their merge, edits, cost rows, a factor change, deletes, a rebuild)
 * give the same rollups with either, and after each write every level equals the independent aggregate over the
 * appointments (rollup-compare).
 */

let f: Fixture;
beforeAll(async () => {
  f = await setupFixture();
});
afterAll(async () => {
  // The generated functions stay live whatever happened.
  if (f) await install(generated());
  await f?.t.close();
});

const db = () => f.t.database.db;

const generated = () => rollupFunctions(ROLLUP).map(functionStatement);

function beforeGeneration(): string[] {
  const live = functionStatementsBefore('0034_rollup_gerado');
  return rollupFunctions(ROLLUP).map((fn) => live.get(fn.name) as string);
}

async function install(statements: string[]) {
  for (const statement of statements) await db().execute(sql.raw(statement));
}

const live = () => liveRollupFunctions((text) => rowsOf(db(), sql.raw(text)));

/** The apply's body as stored, layout included. */
async function applyAsStored() {
  const [row] = await rowsOf<{ src: string }>(
    db(),
    sql`select prosrc as src from pg_proc where proname = 're_resumo_apply'`,
  );
  return row.src;
}

const LEVEL_NAMES = ['all', 'coarse', 'tip', 'classe-dia', 'classe-mes', 'item-mes', 'dest-mes'] as const;

/** Every level of the unit equals the independent aggregate. */
async function expectInStep(unit: number) {
  for (const level of LEVEL_NAMES)
    expect((await compareRollups(db(), sql`id_restaurante = ${unit}`, level)).mismatches, level).toEqual([]);
}

/** The unit's rows on every level, its satellite and destinations by their place in the run. */
async function rollupsOf(unit: number, destinos: number[]) {
  const out: Record<string, unknown[]> = {};
  for (const level of ROLLUP.levels) {
    const keys = level.keys
      .filter((k) => k !== 'id_empresa' && k !== 'id_restaurante')
      .map((k) =>
        k === 'id_satelite'
          ? '(id_satelite <> 0)::int as sat'
          : k === 'id_destino'
            ? `array_position(array[${destinos.join(', ')}], id_destino) as dest`
            : `${k}::text as ${k}`,
      );
    const measures = ROLLUP.measures.map((m) => `${m.column}::text as ${m.column}`);
    out[level.table] = await rowsOf(
      db(),
      sql.raw(`select ${[...keys, ...measures].join(', ')} from ${level.table}
        where id_restaurante = ${unit} order by ${keys.map((_, i) => i + 1).join(', ')}`),
    );
  }
  return out;
}

/** The writes, on a unit and destinations of their own; the rollups after each of them. */
async function writes(): Promise<unknown[]> {
  const unit = await freshUnit(f, []);
  const sat = await addSatellite(f, unit, { desSatelite: 'Satélite antes/depois' });
  const destinos = (
    await db()
      .insert(reTbDestResiduos)
      .values([
        { idEmpresa: f.companyA, desDestino: `Compostagem ${randomUUID()}`, fatorCo2e: 0.2 },
        { idEmpresa: f.companyA, desDestino: `Aterro ${randomUUID()}`, fatorCo2e: 0.7 },
      ])
      .returning()
  ).map((d) => d.idDestino);
  const trace: unknown[] = [];
  const step = async () => {
    await expectInStep(unit);
    trace.push(await rollupsOf(unit, destinos));
  };

  const [a, b, s, p] = await save(f, [
    tray(unit, { qtdDesperdicio: 3, idDestino: destinos[0] }),
    tray(unit, { qtdDesperdicio: 2.5, idDestino: destinos[0] }),
    tray(unit, { qtdDesperdicio: 1.25, idSatelite: sat.idSatelite, idDestino: destinos[1] }),
    tray(unit, { qtdDesperdicio: 4, tipDesperdicio: 3, idRecipiente: f.idRecipiente }),
  ]);
  await step();
  expect((await saveAll(f, [edit(a, { qtdDesperdicio: 3.75 })])).statusCode).toBe(200);
  expect(
    (await saveAll(f, [edit(b, { dtaApontamento: addDays(today, -40), idDestino: destinos[1] })])).statusCode,
  ).toBe(200);
  await step();
  await db()
    .update(reTbDespCustos)
    .set({ vlrCustoKg: 10, vlrCusto: 37.5 })
    .where(eq(reTbDespCustos.idApontamento, a.idApontamento));
  await db().delete(reTbDespCustos).where(eq(reTbDespCustos.idApontamento, p.idApontamento));
  await step();
  await db().insert(reTbDespCustos).values({
    idEmpresa: f.companyA,
    idApontamento: p.idApontamento,
    idRestaurante: unit,
    dtaApontamento: p.dtaApontamento,
    vlrCustoKg: 3.5,
    vlrCusto: 9.98,
  });
  await db()
    .update(reTbDestResiduos)
    .set({ fatorCo2e: 1.25 })
    .where(eq(reTbDestResiduos.idDestino, destinos[1]));
  await step();
  const del = await call(f, 'DELETE', `${DET}/deleteByIDs`, f.token.admin, {
    idApontamento: [s.idApontamento],
  });
  expect(del.statusCode, del.body).toBe(200);
  await step();
  await rebuildResumoDia(db(), f.companyA);
  await step();
  return trace;
}

describe('the rollup functions before drizzle/0034 and generated', () => {
  it('keep the rollups the same on the same writes, every level equal to the independent aggregate', async () => {
    await install(beforeGeneration());
    const before = await live();
    // Installed as they were: the same text whitespace aside, another layout.
    expect(before).toEqual(generatedRollupFunctions());
    const storedBefore = await applyAsStored();
    const tracedBefore = await writes();

    await install(generated());
    expect(await live()).toEqual(before);
    expect(await applyAsStored()).not.toBe(storedBefore);
    const tracedAfter = await writes();

    expect(tracedBefore).toHaveLength(6);
    expect(tracedAfter).toEqual(tracedBefore);
    // The writes reached every level, the monthly ones included.
    const last = tracedAfter.at(-1) as Record<string, unknown[]>;
    for (const level of ROLLUP.levels) expect(last[level.table].length, level.table).toBeGreaterThan(0);
  }, 120_000);
});
