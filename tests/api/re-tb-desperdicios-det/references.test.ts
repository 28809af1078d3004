import { randomUUID } from 'node:crypto';
import { TIP_DESPERDICIO } from '@domain/constants';
import { addDays } from '@domain/dates';
import { cost, REFERENCE_WINDOW_DAYS } from '@domain/rules/appointments';
import type { ReferenceKey } from '@domain/rules/batch-context';
import type { ParamLike } from '@domain/rules/entry-params';
import { rowsOf } from '@server/db/client';
import { reTbDespCustos, reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { EntryChecker } from '@server/modules/re-tb-desperdicios-det/entry-checks';
import { loadEntryParams } from '@server/modules/re-tb-desperdicios-det/entry-params';
import { loadReference, loadReferences } from '@server/modules/re-tb-desperdicios-det/references';
import { desperdiciosDetService } from '@server/modules/re-tb-desperdicios-det/service';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../kit/fixtures/apontamentos';
import { companySuite } from '../../kit/fixtures/company';
import { freshUnit, TARE } from '../../kit/fixtures/units';
import { countingDb } from '../helpers/counting-db';
import { compareRollups } from '../helpers/rollup-compare';

/**
 * The references of a batch come from one query: each equals the one-key query for the same weighing, for
 * every way a key narrows (type, day, product of a production surplus, input, grouping, satellite) and for
 * keys with no previous weighing.
 */
const STORED_UUID = randomUUID();
const f = companySuite();
let unit: number;
beforeAll(async () => {
  unit = await freshUnit(f, [], 'Unidade de referências');
  const rows = [
    { tipDesperdicio: 1, qtd: 10, dias: 2, idLocal: STORED_UUID },
    { tipDesperdicio: 1, qtd: 20, dias: 3 },
    { tipDesperdicio: 1, qtd: 7, dias: REFERENCE_WINDOW_DAYS + 5 }, // out of the window
    { tipDesperdicio: 1, qtd: 30, dias: 2, status: 2 }, // rejected: not counted
    { tipDesperdicio: 2, qtd: 4, dias: 1, idProduto: 1 },
    { tipDesperdicio: 2, qtd: 8, dias: 1, idProduto: 2 },
    { tipDesperdicio: 4, qtd: 3, dias: 1, idInsumo: 1 },
    { tipDesperdicio: 3, qtd: 5, dias: 1, idAgrupamento: 1 },
  ];
  await f.t.database.db.insert(reTbDesperdiciosDet).values(
    rows.map((r) => ({
      idEmpresa: f.companyA,
      idRestaurante: unit,
      tipDesperdicio: r.tipDesperdicio,
      dtaApontamento: addDays(today, -r.dias),
      qtdDesperdicio: r.qtd,
      idProduto: r.idProduto ?? null,
      idInsumo: r.idInsumo ?? null,
      idAgrupamento: r.idAgrupamento ?? null,
      indStatusAprov: r.status ?? null,
      idLocal: r.idLocal ?? null,
    })),
  );
});

describe('loadReferences', () => {
  it('answers, in order, what loadReference answers key by key', async () => {
    const db = f.t.database.db;
    const k = (over: Partial<ReferenceKey>): ReferenceKey => ({
      idRestaurante: unit,
      tipDesperdicio: TIP_DESPERDICIO.Bandeja,
      dtaApontamento: today,
      ...over,
    });
    const keys = [
      k({}),
      k({ dtaApontamento: addDays(today, -2) }),
      k({ tipDesperdicio: TIP_DESPERDICIO.ExcedenteDeProducao, idProduto: 1 }),
      k({ tipDesperdicio: TIP_DESPERDICIO.ExcedenteDeProducao, idProduto: 2 }),
      k({ tipDesperdicio: TIP_DESPERDICIO.ExcedenteDeProducao }),
      k({ tipDesperdicio: TIP_DESPERDICIO.PrePreparoPorInsumo, idInsumo: 1 }),
      k({ tipDesperdicio: TIP_DESPERDICIO.PrePreparoPorTurno, idAgrupamento: 1 }),
      k({ tipDesperdicio: TIP_DESPERDICIO.PrePreparoPorTurno, idAgrupamento: 2 }),
      k({ idSatelite: 999_999 }),
      k({ idRestaurante: 999_999 }),
    ];
    const batch = await loadReferences(db, f.companyA, keys);
    const single = [];
    for (const key of keys) single.push(await loadReference(db, f.companyA, key));
    expect(batch).toEqual(single);
    expect(batch.slice(0, 4)).toEqual([
      { average: 15, count: 2 },
      { average: 20, count: 1 }, // the day before −2 only
      { average: 4, count: 1 },
      { average: 8, count: 1 },
    ]);
    expect(batch[4]).toEqual({ average: 6, count: 2 });
    expect(batch[9]).toEqual({ average: 0, count: 0 });
  });
});

describe('the references from the rollup', () => {
  it('equal the average of the weighings themselves: rejected ones out, saves not merged yet in', async () => {
    const db = f.t.database.db;
    const oracleUnit = await freshUnit(f, [], 'Unidade do oráculo');
    // A satellite of that unit (the file's database is shared with other files: the data stays consistent).
    const [{ id: satelite }] = await rowsOf<{ id: number }>(
      db,
      sql`insert into re_tb_unidades_satelite (id_empresa, cod_satelite, des_satelite, id_restaurante)
          values (${f.companyA}, ${`ORACULO-${oracleUnit}`}, 'Satélite do oráculo', ${oracleUnit})
          returning id_satelite as id`,
    );
    // A spread of weighings: every type, narrowing keys set or not, every approval status, days in and out of
    // the window, net kg with odd decimals.
    let seed = 11;
    const rnd = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    const spread = () =>
      Array.from({ length: 60 }, () => {
        const tip = 1 + rnd(4);
        return {
          idEmpresa: f.companyA,
          idRestaurante: oracleUnit,
          tipDesperdicio: tip,
          dtaApontamento: addDays(today, -rnd(REFERENCE_WINDOW_DAYS + 6)),
          qtdDesperdicio: 1 + rnd(20_000) / 1000,
          qtdTara: rnd(3) === 0 ? 0.35 : 0,
          idProduto: tip === 2 ? 1 + rnd(2) : null,
          idInsumo: tip === 4 ? 1 : null,
          idAgrupamento: tip === 3 ? 1 + rnd(2) : null,
          idSatelite: rnd(3) === 0 ? satelite : null,
          indStatusAprov: [null, null, 0, 1, 2][rnd(5)],
        };
      });
    await db.insert(reTbDesperdiciosDet).values(spread());
    // A save whose rollup deltas wait for the merge, and a rejection of some stored ones.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('re.resumo_adiado', 'on', true)`);
      await tx.insert(reTbDesperdiciosDet).values(spread());
    });
    await db.execute(
      sql`update re_tb_desperdicios_det set ind_status_aprov = 2
          where id_restaurante = ${oracleUnit} and ind_status_aprov = 1 and qtd_desperdicio > 10`,
    );
    const [left] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from re_tb_desp_resumo_delta`,
    );
    expect(left.n).toBeGreaterThan(0);

    const keys: ReferenceKey[] = [];
    for (const days of [0, -3, 5])
      for (const tip of [1, 2, 3, 4])
        for (const over of [
          {},
          { idProduto: 1 },
          { idProduto: 2 },
          { idProduto: 0 },
          { idInsumo: 1 },
          { idAgrupamento: 1 },
          { idAgrupamento: 2 },
          { idSatelite: satelite },
          { idSatelite: satelite, idProduto: 1 },
        ])
          keys.push({
            idRestaurante: oracleUnit,
            tipDesperdicio: tip,
            dtaApontamento: addDays(today, days),
            ...over,
          });
    const fromRollup = await loadReferences(db, f.companyA, keys);
    // The oracle: the weighings' own average, as the reference was first defined.
    const direct = [];
    for (const k of keys) {
      const prod = k.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao ? (k.idProduto ?? null) : null;
      const ins = k.tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorInsumo ? (k.idInsumo ?? null) : null;
      const [r] = await rowsOf<{ average: string | null; count: number }>(
        db,
        sql`select avg(qtd_liquido) as average, count(*)::int as count from re_tb_desperdicios_det
            where id_empresa = ${f.companyA} and id_restaurante = ${k.idRestaurante}
              and tip_desperdicio = ${k.tipDesperdicio}
              and dta_apontamento >= ${addDays(k.dtaApontamento, -REFERENCE_WINDOW_DAYS)}::date
              and dta_apontamento < ${k.dtaApontamento}::date
              and (ind_status_aprov is null or ind_status_aprov <> 2)
              and (${prod}::int is null or id_produto = ${prod}::int)
              and (${ins}::int is null or id_insumo = ${ins}::int)
              and (${k.idAgrupamento || null}::int is null or id_agrupamento = ${k.idAgrupamento || null}::int)
              and (${k.idSatelite || null}::int is null or id_satelite = ${k.idSatelite || null}::int)`,
      );
      direct.push({ average: r.count ? Number(r.average) : 0, count: r.count });
    }
    expect(fromRollup).toEqual(direct);
    expect(direct.filter((r) => r.count > 0).length).toBeGreaterThan(keys.length / 3);
    // The deltas left for the merge are applied, as the save's request would have done.
    await rowsOf(db, sql`select re_resumo_juntar()`);
  });
});

describe('EntryChecker.prepare', () => {
  it('reads everything a batch refers to, and which of its uuids are stored, in one statement', async () => {
    const db = f.t.database.db;
    // Every way the checker can reach the database, counted.
    const counting = countingDb(db);
    const item = (over: Record<string, unknown>) => ({
      idRestaurante: unit,
      tipDesperdicio: TIP_DESPERDICIO.Bandeja,
      dtaApontamento: today,
      qtdDesperdicio: 12,
      ...over,
    });
    const batch = [
      item({}),
      item({ idRecipiente: f.idRecipiente, qtdDesperdicio: 13.15 }),
      item({ dtaApontamento: addDays(today, -2), idRecipiente: 999_999, idDestino: 1, idBal: 1 }),
      item({ tipDesperdicio: TIP_DESPERDICIO.ExcedenteDeProducao, idProduto: 1, idItemVenda: 1 }),
      item({ tipDesperdicio: TIP_DESPERDICIO.PrePreparoPorInsumo, idInsumo: 1 }),
      item({ tipDesperdicio: TIP_DESPERDICIO.PrePreparoPorTurno, idAgrupamento: 1, idSatelite: 1 }),
      item({ idRestaurante: 999_999 }),
    ];
    const checker = new EntryChecker(counting.db, f.companyA);
    const replays = await checker.prepare(batch, [STORED_UUID, randomUUID()]);
    expect(counting.statements()).toBe(1);
    expect([...replays]).toEqual([STORED_UUID]);
    expect(checker.hasRestaurant(unit)).toBe(true);
    expect(checker.hasRestaurant(999_999)).toBe(false);
    // The references were loaded with the rest: the first tray's is the window's two weighings.
    expect(await checker.reference(batch[0])).toEqual({ average: 15, count: 2 });
    expect(counting.statements()).toBe(1);
    // The check of that tray stores it as its reference.
    const tray = await checker.check(batch[0]);
    expect(tray.hasReference).toBe(true);
    expect(tray.verdict.mediaQtd).toBe(15);

    // Values come back through JSON as the column mappings gave them: the restaurant's parameters (decimals,
    // dates, integers) equal loadEntryParams', the container's tare and the company's tray cost are numbers.
    const sortParams = (ps: ParamLike[]) =>
      [...ps]
        .map((x) => ({
          ...x,
          vlrParametroDec: x.vlrParametroDec ?? null,
          vlrParametroDta: x.vlrParametroDta ?? null,
        }))
        .sort((a, b) => a.desParametro.localeCompare(b.desParametro) || a.seqParametro - b.seqParametro);
    const direct = (await loadEntryParams(db, f.companyA, [unit])).get(unit) ?? [];
    expect(sortParams(checker.paramsOf(unit))).toEqual(sortParams(direct));
    expect(checker.paramsOf(unit)).toContainEqual(
      expect.objectContaining({ seqParametro: 12, vlrParametroDta: addDays(today, 365) }),
    );
    expect(checker.paramsOf(unit)).toContainEqual(
      expect.objectContaining({ seqParametro: 13, vlrParametroDec: 20 }),
    );
    const withContainer = await checker.check(batch[1]);
    expect(withContainer.exception).toBeNull();
    expect(withContainer.qtdTara).toBe(TARE);
    expect(withContainer.custoKg).toBe(f.custoBandeja);
    expect((await checker.check(batch[2])).exception).toMatch(/Recipiente/);
  });
});

describe('saveAll of new weighings', () => {
  it("stores a shift's trays, their costs and their rollups in one statement between the checks and the merge", async () => {
    const db = f.t.database.db;
    const counting = countingDb(db);
    const tray = (qtdDesperdicio: number, over: Record<string, unknown> = {}) => ({
      uuidApontamento: randomUUID(),
      idRestaurante: unit,
      tipDesperdicio: TIP_DESPERDICIO.Bandeja,
      dtaApontamento: today,
      qtdDesperdicio,
      ...over,
    });
    // In tolerance of the unit's reference (15 kg): no approval. The odd decimals are rounded as the column
    // keeps them, and the cost is worked out from what is stored.
    const [dest] = await rowsOf<{ id: number }>(
      db,
      sql`select id_destino as id from re_tb_dest_residuos where id_empresa = ${f.companyA} and fator_co2e > 0 limit 1`,
    );
    const batch = [
      tray(15, { idDestino: dest.id, tipOrigemPeso: 'L' }),
      tray(16.0125, { idRecipiente: f.idRecipiente }),
      tray(14.0005),
    ];
    const out = await desperdiciosDetService(counting.db).saveAll(f.companyA, f.id.cozinha, batch);
    expect(out.ok).toBe(true);
    // The checks' one read, the insert of the weighings with their cost rows, the rollup merge.
    expect(counting.statements()).toBe(3);
    const saved = out.ok ? out.saved : [];
    expect(saved.map((a) => a.uuidApontamento)).toEqual(batch.map((b) => b.uuidApontamento));
    expect(saved.every((a) => !a.precisaAprovacao)).toBe(true);
    const ids = saved.map((a) => a.idApontamento);
    const costs = await db
      .select({
        id: reTbDespCustos.idApontamento,
        custoKg: reTbDespCustos.vlrCustoKg,
        custo: reTbDespCustos.vlrCusto,
        liquido: reTbDesperdiciosDet.qtdLiquido,
        bruto: reTbDesperdiciosDet.qtdDesperdicio,
      })
      .from(reTbDespCustos)
      .innerJoin(reTbDesperdiciosDet, eq(reTbDesperdiciosDet.idApontamento, reTbDespCustos.idApontamento))
      .where(inArray(reTbDespCustos.idApontamento, ids))
      .orderBy(reTbDespCustos.idApontamento);
    expect(costs.map((c) => c.id)).toEqual(ids);
    expect(costs.map((c) => c.bruto)).toEqual([15, 16.013, 14.001]);
    for (const c of costs) {
      expect(c.custoKg).toBe(f.custoBandeja);
      expect(c.custo).toBe(cost(c.liquido, f.custoBandeja));
    }
    expect(costs[1].liquido).toBe(Math.round((16.013 - TARE) * 1000) / 1000);

    // One that needs approval: the weighing, its cost row and the approvers' notice in one transaction.
    const counting2 = countingDb(db);
    const out2 = await desperdiciosDetService(counting2.db).saveAll(f.companyA, f.id.cozinha, [
      tray(15),
      tray(25),
    ]);
    expect(out2.ok ? out2.saved.map((a) => a.precisaAprovacao) : out2.results).toEqual([false, true]);
    expect(counting.transactions()).toBe(0);
    expect(counting2.transactions()).toBe(1);

    // The rollups hold each weighing once, with its cost once, at every level.
    const levels = ['all', 'coarse', 'tip', 'classe-dia', 'classe-mes', 'item-mes', 'dest-mes'] as const;
    for (const by of levels)
      expect((await compareRollups(db, sql`id_restaurante = ${unit}`, by)).mismatches).toEqual([]);
  });
});
