import { randomUUID } from 'node:crypto';
import { addDays } from '@domain/dates';
import type { Apontamento } from '@domain/schemas/appointments';
import { rowsOf } from '@server/db/client';
import { desperdiciosDetService } from '@server/modules/re-tb-desperdicios-det/service';
import { mergeResumoDeltas, rebuildResumoDia } from '@server/modules/rollup/rebuild';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { edit, save, saveAll, today } from '../../kit/fixtures/apontamentos';

import { rollupSuite } from '../../kit/fixtures/rollups';
import { freshUnit } from '../../kit/fixtures/units';
import { deadlocksOf, whileHeld } from '../helpers/lock-waits';
import { compareRollups } from '../helpers/rollup-compare';

/**
 * Tablets syncing together at a shift end. On PostgreSQL (CI runs this suite there too) the requests really
 * run at once over the pool's connections: before the rollups were applied in key order at commit, batches
 * with the same restaurants and days in another order deadlocked and answered 500. On the embedded database
 * they run one after the other and the same checks hold.
 */

const { f, db } = rollupSuite();
let units: number[];
beforeAll(async () => {
  units = [];
  for (let i = 0; i < 4; i++) units.push(await freshUnit(f, [], `Unidade concorrente ${i + 1}`));
});

const uuids = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}::uuid`),
    sql`, `,
  );

/** A tray of a random weight in one of the units, on one of the last four days. */
const trayIn = (idRestaurante: number, dia: number) => ({
  uuidApontamento: randomUUID(),
  idRestaurante,
  tipDesperdicio: 1,
  dtaApontamento: addDays(today, -dia),
  qtdDesperdicio: 1 + Math.round(Math.random() * 2000) / 1000,
});

const shuffled = <T>(xs: readonly T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** Where the five rollups of the test's units differ from an independent GROUP BY (each level in one statement). */
async function rollupMismatches(): Promise<unknown[]> {
  const ids = sql.join(
    units.map((u) => sql`${u}`),
    sql`, `,
  );
  const where = sql`id_restaurante in (${ids})`;
  const levels = ['all', 'coarse', 'tip', 'classe-dia', 'classe-mes', 'item-mes', 'dest-mes'] as const;
  const found = await Promise.all(levels.map((by) => compareRollups(db(), where, by)));
  return found.flatMap((r, i) => r.mismatches.map((m) => ({ nivel: levels[i], ...m })));
}

const deadlocks = () => deadlocksOf(f.t.database);

let deadlocksBefore = 0;
beforeAll(async () => {
  deadlocksBefore = await deadlocks();
});

describe('saveAll from many tablets at once', () => {
  it('20 clients × 5 batches of 12 over 4 units in random orders and 4 days: no 5xx, each weighing once, rollups exact', async () => {
    const sent: string[] = [];
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let b = 0; b < 5; b++) {
          const order = shuffled(units);
          const batch = Array.from({ length: 12 }, (_, i) =>
            trayIn(order[i % order.length], Math.floor(Math.random() * 4)),
          );
          sent.push(...batch.map((w) => w.uuidApontamento));
          const res = await saveAll(f, batch);
          statuses.push(res.statusCode);
          if (res.statusCode !== 200) console.error(res.statusCode, res.body.slice(0, 300));
        }
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const [{ stored, distinct }] = await rowsOf<{ stored: number; distinct: number }>(
      db(),
      sql`select count(*)::int as stored, count(distinct id_local)::int as distinct
          from re_tb_desperdicios_det where id_local in (${uuids(sent)})`,
    );
    expect({ stored, distinct }).toEqual({ stored: sent.length, distinct: sent.length });
    expect(await rollupMismatches()).toEqual([]);
  });

  it('pairs of batches with the same two units in opposite orders, and edits moving weighings between days', async () => {
    const [u1, u2] = units;
    const saved: Apontamento[] = [];
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const [x, y] = i % 2 ? [u1, u2] : [u2, u1];
        const batch = [0, 1, 2, 3, 4, 5].map((k) => trayIn(k < 3 ? x : y, k % 2));
        const res = await saveAll(f, batch);
        statuses.push(res.statusCode);
        if (res.statusCode === 200) saved.push(...(res.json() as Apontamento[]));
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // Edits of stored weighings (quantity and day) from several clients at once, each in its own order.
    const edits = shuffled(saved).slice(0, 60);
    await Promise.all(
      Array.from({ length: 10 }, async (_, c) => {
        const mine = edits.filter((_, k) => k % 10 === c);
        const body = (c % 2 ? mine : [...mine].reverse()).map((a) =>
          edit(a, { dtaApontamento: addDays(today, -((c % 3) + 1)), qtdDesperdicio: 2.5 }),
        );
        const res = await saveAll(f, body);
        statuses.push(res.statusCode);
        if (res.statusCode !== 200) console.error(res.statusCode, res.body.slice(0, 300));
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await rollupMismatches()).toEqual([]);
  });

  it('the same batch sent twice at once (a retry racing the lost answer) is stored once', async () => {
    const batch = units.flatMap((u) => [trayIn(u, 0), trayIn(u, 1)]);
    const [a, b] = await Promise.all([saveAll(f, batch), saveAll(f, shuffled(batch))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = (r: typeof a) =>
      (r.json() as Apontamento[]).map((x) => `${x.uuidApontamento}:${x.idApontamento}`).sort();
    expect(ids(a)).toEqual(ids(b));
    const [{ n }] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from re_tb_desperdicios_det
          where id_local in (${uuids(batch.map((w) => w.uuidApontamento))})`,
    );
    expect(n).toBe(batch.length);
    expect(await rollupMismatches()).toEqual([]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a batch and its retry in the opposite order, meeting at a weighing a third save holds: no deadlock (PostgreSQL)',
    async () => {
      const before = await deadlocks();
      const batch = Array.from({ length: 120 }, (_, k) => trayIn(units[k % units.length], k % 3));
      const held = batch[60];
      // A third save holds one weighing of the middle, uncommitted, until both requests wait. Writing in the
      // order sent, each would have written its own end by then and wait on the other's next: a deadlock as
      // soon as the third lets go. Written in uuid order, the second waits on the first from the start.
      const [a, b] = await whileHeld(
        f.t.database,
        async (tx) => {
          const out = await desperdiciosDetService(tx).saveAll(f.companyA, f.id.admin, [held], {
            withinCallerTransaction: true,
          });
          expect(out.ok).toBe(true);
        },
        () => Promise.all([saveAll(f, batch), saveAll(f, [...batch].reverse())]),
      );
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const sent = batch.map((w) => w.uuidApontamento);
      const [{ n }] = await rowsOf<{ n: number }>(
        db(),
        sql`select count(*)::int as n from re_tb_desperdicios_det where id_local in (${uuids(sent)})`,
      );
      expect(n).toBe(sent.length);
      expect((await deadlocks()) - before).toBe(0);
      expect(await rollupMismatches()).toEqual([]);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'a save commits without waiting for a rollup row another transaction holds (PostgreSQL)',
    async () => {
      const [u] = units;
      await save(f, [trayIn(u, 0)]);
      const w = trayIn(u, 0);
      const visible = async () => {
        const [{ n }] = await rowsOf<{ n: number }>(
          db(),
          sql`select count(*)::int as n from re_tb_desperdicios_det where id_local = ${w.uuidApontamento}::uuid`,
        );
        return n;
      };
      let answer: ReturnType<typeof saveAll> | undefined;
      await db().transaction(async (tx) => {
        // The unit's day in the type rollup, held as a dashboard refresh or another merge would.
        await tx.execute(
          sql`select 1 from re_tb_desp_resumo_tip_dia where id_empresa = ${f.companyA} and id_restaurante = ${u}
                and dta_apontamento = ${today}::date and tip_desperdicio = 1 for update`,
        );
        answer = saveAll(f, [w]);
        await expect.poll(visible, { timeout: 5_000, interval: 50 }).toBe(1);
      });
      expect((await answer!).statusCode).toBe(200);
      expect(await rollupMismatches()).toEqual([]);
    },
  );

  it('deltas a save left are applied by the next merge; a rebuild drops them instead of counting them twice', async () => {
    const u = units[3];
    const kgOf = async () => {
      const [{ kg }] = await rowsOf<{ kg: string | null }>(
        db(),
        sql`select sum(qtd_kg)::text as kg from re_tb_desp_resumo_tip_dia
            where id_empresa = ${f.companyA} and id_restaurante = ${u} and dta_apontamento = ${today}::date`,
      );
      return Number(kg ?? 0);
    };
    await save(f, [trayIn(u, 0)]);
    const before = await kgOf();
    // A save's delta whose merge never ran (its server stopped right after the commit).
    const leftOver = () =>
      db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('re.resumo_adiado', 'on', true)`);
        await tx.execute(
          sql`insert into re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
                id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo,
                qtd_apontamentos, qtd_lidos, qtd_co2e)
              values (${f.companyA}, ${today}::date, ${u}, 1, 0, 0, 0, 0, 0, 0, 7, 0, 1, 0, 0)`,
        );
      });
    await leftOver();
    expect(await kgOf()).toBeCloseTo(before, 3);
    expect(await mergeResumoDeltas(db())).toBe(1);
    expect(await kgOf()).toBeCloseTo(before + 7, 3);
    expect(await mergeResumoDeltas(db())).toBe(0);

    await leftOver();
    await rebuildResumoDia(db(), f.companyA);
    expect(await mergeResumoDeltas(db())).toBe(0);
    expect(await kgOf()).toBeCloseTo(before, 3);
    expect(await rollupMismatches()).toEqual([]);
  });

  it('PostgreSQL detected no deadlock during these tests', async () => {
    // Long enough for an idle backend's counters too.
    expect((await deadlocksOf(f.t.database, 11_000)) - deadlocksBefore).toBe(0);
  }, 30_000);
});
