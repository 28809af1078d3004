import { randomUUID } from 'node:crypto';
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { cost } from '@domain/rules/appointments';
import type { ApontamentoAnalise, ApontamentoDetalhe } from '@domain/schemas/approvals';
import type { HomeResponse } from '@domain/schemas/dash-inicial';
import type { DesperdiciosResult } from '@domain/schemas/relatorios';
import { reTbDespCustos, reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { reTbRecipientes, reTbRecipientesPesos } from '@server/db/schema/registers';
import { reTbGruposRestaurantes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APONT, DET, edit, save, saveAll, today, tray } from '../../kit/fixtures/apontamentos';
import { call, companySuite } from '../../kit/fixtures/company';
import { storedApontamento } from '../../kit/fixtures/entry';
import { freshUnit, TARE } from '../../kit/fixtures/units';
import { bearer } from '../../kit/sign-in';

/**
 * Gross and net weight: the typed weight (qtdDesperdicio) is GROSS, container included; each save keeps the
 * container's tare of the register at that moment (qtdTara) and every figure adds up the NET (qtdLiquido =
 * gross − tare): costs, the tolerance, the dashboards and reports. A later change of the tare register
 * never changes stored weighings; a maintenance edit to another container takes that container's tare.
 */

const f = companySuite();
/** A container of company A of its own, with the tare TARA_CUBA at every unit made by unitWithCuba. */
let cuba: number;
const TARA_CUBA = 0.5;

beforeAll(async () => {
  const [r] = await db()
    .insert(reTbRecipientes)
    .values({ idEmpresa: f.companyA, desRecipiente: `Cuba líquida ${randomUUID().slice(0, 8)}` })
    .returning();
  cuba = r.idRecipiente;
});

const db = () => f.db;

/** A fresh unit (tolerance −20 %/+30 %, approval above the maximum) where `cuba` weighs TARA_CUBA kg. */
async function unitWithCuba(approvers: Parameters<typeof freshUnit>[1] = []) {
  const unit = await freshUnit(f, approvers);
  await db()
    .insert(reTbRecipientesPesos)
    .values({ idEmpresa: f.companyA, idRestaurante: unit, idRecipiente: cuba, qtdPeso: TARA_CUBA });
  return unit;
}

async function setTare(unit: number, idRecipiente: number, qtdPeso: number) {
  await db()
    .update(reTbRecipientesPesos)
    .set({ qtdPeso })
    .where(
      and(eq(reTbRecipientesPesos.idRestaurante, unit), eq(reTbRecipientesPesos.idRecipiente, idRecipiente)),
    );
}

const rowOf = (id: number) => storedApontamento(f.db, id);

async function costOf(id: number) {
  const [c] = await db().select().from(reTbDespCustos).where(eq(reTbDespCustos.idApontamento, id));
  return c.vlrCusto;
}

describe('saves keep the tare of the register at that moment', () => {
  it('POST and saveAll: gross 2,0 kg in a container of tare 0,5 kg is 1,5 kg net; without a container, tare 0', async () => {
    const unit = await unitWithCuba();
    const one = await call(
      f,
      'POST',
      DET,
      f.token.admin,
      tray(unit, { qtdDesperdicio: 2, idRecipiente: cuba }),
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      qtdDesperdicio: 2,
      qtdTara: 0.5,
      qtdLiquido: 1.5,
      idRecipiente: cuba,
    });
    const [many, bare] = await save(f, [
      tray(unit, { qtdDesperdicio: 2, idRecipiente: cuba }),
      tray(unit, { qtdDesperdicio: 2 }),
    ]);
    expect(many).toMatchObject({ qtdDesperdicio: 2, qtdTara: 0.5, qtdLiquido: 1.5 });
    expect(bare).toMatchObject({ qtdDesperdicio: 2, qtdTara: 0, qtdLiquido: 2, idRecipiente: null });
    expect(await rowOf(one.json().idApontamento)).toMatchObject({ qtdTara: 0.5, qtdLiquido: 1.5 });

    // The register changes: stored weighings keep their tare; the next save takes the new one.
    await setTare(unit, cuba, 0.8);
    expect(await rowOf(one.json().idApontamento)).toMatchObject({ qtdTara: 0.5, qtdLiquido: 1.5 });
    expect(await rowOf(many.idApontamento)).toMatchObject({ qtdTara: 0.5, qtdLiquido: 1.5 });
    const replay = await save(f, [tray(unit, { uuidApontamento: many.uuidApontamento, qtdDesperdicio: 2 })]);
    expect(replay[0]).toMatchObject({ idApontamento: many.idApontamento, qtdTara: 0.5, qtdLiquido: 1.5 });
    const [later] = await save(f, [tray(unit, { qtdDesperdicio: 2, idRecipiente: cuba })]);
    expect(later).toMatchObject({ qtdTara: 0.8, qtdLiquido: 1.2 });
  });

  it('the cost is net kg × cost per kg, on save and on the cost recalculation', async () => {
    const unit = await unitWithCuba();
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 2, idRecipiente: cuba })]);
    expect(await costOf(a.idApontamento)).toBe(cost(1.5, f.custoBandeja));

    // A cost row of the gross (as before) is put right by the recalculation, which uses the net.
    await db()
      .update(reTbDespCustos)
      .set({ vlrCusto: cost(2, f.custoBandeja) })
      .where(eq(reTbDespCustos.idApontamento, a.idApontamento));
    const res = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/v1/reTbDespCustos/recalculate?dtaApontamentoIni=${today}&dtaApontamentoFim=${today}&idRestaurante=${unit}`,
      headers: bearer(f.token.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await costOf(a.idApontamento)).toBe(cost(1.5, f.custoBandeja));
  });
});

describe('the tolerance compares the net', () => {
  it('the reference averages the net of previous weighings; a new weighing is judged by its net', async () => {
    const unit = await unitWithCuba(['aprovador']);
    // Previous weighings of 11 and 21 kg gross in a container of 1 kg: net 10 and 20, reference 15.
    await db()
      .insert(reTbDesperdiciosDet)
      .values(
        [11, 21].map((qtd, i) => ({
          idEmpresa: f.companyA,
          idRestaurante: unit,
          tipDesperdicio: 1,
          dtaApontamento: addDays(today, -(5 + i)),
          qtdDesperdicio: qtd,
          qtdTara: 1,
          idRecipiente: f.idRecipiente,
        })),
      );
    const media = await call(f, 'PUT', `${DET}/findMediaQtd`, f.token.admin, {
      idRestaurante: unit,
      tipDesperdicio: 1,
      dtaApontamento: today,
    });
    expect(media.statusCode, media.body).toBe(200);
    expect(media.json()).toEqual({ minQtd: 12, maxQtd: 19.5, mediaQtd: 15, exception: null });

    // 20 kg gross in the container of TARE (1,15 kg) is 18,85 kg net: within the maximum of 19,5 kg.
    const [within, beyond] = await save(f, [
      tray(unit, { qtdDesperdicio: 20, idRecipiente: f.idRecipiente }),
      tray(unit, { qtdDesperdicio: 21, idRecipiente: f.idRecipiente }),
    ]);
    expect(within).toMatchObject({ qtdLiquido: 18.85, precisaAprovacao: false, maxQtd: 19.5 });
    // 21 kg gross is 19,85 kg net: beyond it, so it waits for approval.
    expect(beyond).toMatchObject({ qtdTara: TARE, qtdLiquido: 19.85, precisaAprovacao: true });

    // The approval detail and list carry gross, tare and net; the justification follows the net.
    const detail = await call(f, 'POST', `${APONT}/findById/${beyond.idApontamento}`, f.token.aprovador);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json() as ApontamentoAnalise).toMatchObject({
      qtdDesperdicio: 21,
      qtdTara: TARE,
      qtdLiquido: 19.85,
    });
    const list = await call(f, 'POST', `${APONT}/findAll`, f.token.aprovador, { idRestaurante: unit });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().content).toEqual([
      expect.objectContaining({ idApontamento: beyond.idApontamento, qtdTara: TARE, qtdLiquido: 19.85 }),
    ]);
    const blank = await call(f, 'POST', `${APONT}/${beyond.idApontamento}/aprovar`, f.token.aprovador, {});
    expect(blank.statusCode).toBe(400);
    expect(blank.json().exception).toBe(MSG.justificationRequired);
  });
});

describe('maintenance edits', () => {
  it('another container takes its tare from the register; the same container keeps the stored one', async () => {
    const unit = await unitWithCuba();
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 2, idRecipiente: cuba })]);
    await setTare(unit, cuba, 0.8);

    // Quantity edited, same container: the tare it was saved with stays (0,5, not the register's 0,8).
    const same = await saveAll(f, [edit(a, { qtdDesperdicio: 2.5 })]);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()[0]).toMatchObject({ qtdDesperdicio: 2.5, qtdTara: 0.5, qtdLiquido: 2 });
    expect(await costOf(a.idApontamento)).toBe(cost(2, f.custoBandeja));

    // The container rule holds on edit, on the gross: 1,0 kg in a container of 1,15 kg is refused.
    const refused = await saveAll(f, [edit(a, { qtdDesperdicio: 1, idRecipiente: f.idRecipiente })]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0].exception).toBe(MSG.containerTare);

    // Another container: its tare now (1,15), the net and the cost follow.
    const other = await saveAll(f, [edit(a, { qtdDesperdicio: 2.5, idRecipiente: f.idRecipiente })]);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()[0]).toMatchObject({ qtdTara: TARE, qtdLiquido: 1.35 });
    expect(await rowOf(a.idApontamento)).toMatchObject({ qtdTara: TARE, qtdLiquido: 1.35 });
    expect(await costOf(a.idApontamento)).toBe(cost(1.35, f.custoBandeja));

    // No container: tare 0, all of it is net.
    const none = await saveAll(f, [edit(a, { qtdDesperdicio: 2.5, idRecipiente: null })]);
    expect(none.json()[0]).toMatchObject({ qtdTara: 0, qtdLiquido: 2.5 });

    // The maintenance search shows gross, tare and net.
    const found = await call(f, 'POST', `${DET}/searchAllForConsultaApontamentos`, f.token.admin, {
      idRestaurante: unit,
      dtaApontamentoIni: today,
      dtaApontamentoFim: today,
    });
    expect((found.json() as ApontamentoDetalhe[])[0]).toMatchObject({
      qtdDesperdicio: 2.5,
      qtdTara: 0,
      qtdLiquido: 2.5,
    });
  });
});

describe('dashboards and reports add up the net', () => {
  it("the home dashboard's indicator kg and the waste report grow by the net only", async () => {
    const unit = await unitWithCuba();
    const [g] = await db()
      .insert(reTbGruposRestaurantes)
      .values({ idEmpresa: f.companyA, desGrupo: `Grupo líquido ${randomUUID().slice(0, 8)}` })
      .returning();
    await db()
      .update(reTbRestaurantes)
      .set({ idGrupo: g.idGrupo })
      .where(eq(reTbRestaurantes.idRestaurante, unit));
    const home = async () => {
      const res = await call(f, 'POST', '/api/v1/home/', f.token.admin, {
        idGrupo: g.idGrupo,
        dtaPeriodoIni: today,
        dtaPeriodoFim: today,
        indPeriodo: 0,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as HomeResponse).indicadores;
    };
    const report = async () => {
      const res = await call(f, 'POST', '/api/v1/relatorios/desperdicios', f.token.admin, {
        idRestaurante: unit,
        dtaIni: today,
        dtaFim: today,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as DesperdiciosResult).totais;
    };
    await save(f, [tray(unit, { qtdDesperdicio: 3 })]);
    const [homeBefore, reportBefore] = [await home(), await report()];

    await save(f, [tray(unit, { qtdDesperdicio: 2, idRecipiente: cuba })]);
    const [homeAfter, reportAfter] = [await home(), await report()];
    expect(homeAfter.qtdKg - homeBefore.qtdKg).toBeCloseTo(1.5, 3);
    expect(homeAfter.vlrCusto - homeBefore.vlrCusto).toBeCloseTo(cost(1.5, f.custoBandeja), 2);
    expect(reportAfter.qtdKg - reportBefore.qtdKg).toBeCloseTo(1.5, 3);
    expect(reportAfter.qtdApontamentos - reportBefore.qtdApontamentos).toBe(1);
    expect(reportAfter.qtdKg).toBeCloseTo(4.5, 3);
  });
});
