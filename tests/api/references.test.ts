import { randomUUID } from 'node:crypto';
import { TIP_DESPERDICIO } from '@domain/constants';
import { addDays, cost, type ParamLike, REFERENCE_WINDOW_DAYS } from '@domain/rules/appointments';
import { rowsOf } from '@server/db/client';
import { reTbDespCustos, reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { desperdiciosDetService } from '@server/services/desperdicios-det-service';
import {
  EntryChecker,
  loadEntryParams,
  loadReference,
  loadReferences,
  type ReferenceKey,
} from '@server/services/entry-checks';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, freshUnit, setupFixture, TARE, today } from './helpers/approval-fixtures';
import { countingDb } from './helpers/counting-db';

/**
 * The references of a batch come from one query: each equals the one-key query for the same weighing, for
 * every way a key narrows (type, day, product of a production surplus, input, grouping, satellite) and for
 * keys with no previous weighing.
 */
const STORED_UUID = randomUUID();
let f: Fixture;
let unit: number;
beforeAll(async () => {
  f = await setupFixture();
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
afterAll(async () => f?.t.close());

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
    const service = desperdiciosDetService(db);
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
    const batch = [tray(15), tray(16.0125, { idRecipiente: f.idRecipiente }), tray(14.0005)];
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
    const out2 = await service.saveAll(f.companyA, f.id.cozinha, [tray(15), tray(25)]);
    expect(out2.ok ? out2.saved.map((a) => a.precisaAprovacao) : out2.results).toEqual([false, true]);

    // The rollups hold each weighing once, with its cost once.
    const [drift] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
        select a.dta_apontamento, a.tip_desperdicio, sum(a.qtd_liquido) as kg, coalesce(sum(c.vlr_custo), 0) as custo,
               count(*)::int as n
          from re_tb_desperdicios_det a left join re_tb_desp_custos c using (id_apontamento)
         where a.id_empresa = ${f.companyA} and a.id_restaurante = ${unit}
         group by 1, 2) a
        full join (select * from re_tb_desp_resumo_tip_dia where id_empresa = ${f.companyA} and id_restaurante = ${unit}) r
          using (dta_apontamento, tip_desperdicio)
       where a.kg is distinct from r.qtd_kg or a.custo is distinct from r.vlr_custo
          or a.n is distinct from r.qtd_apontamentos`,
    );
    expect(drift.n).toBe(0);
  });
});
