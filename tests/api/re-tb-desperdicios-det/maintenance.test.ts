import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { cost } from '@domain/rules/appointments';
import type { Apontamento } from '@domain/schemas/appointments';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { reTbNotificacoes } from '@server/db/schema/admin';
import { reTbDespCustos, reTbDesperdiciosDet, reTbHistoricoAprov } from '@server/db/schema/appointments';
import { reTbItensProdutos } from '@server/db/schema/menu';
import { reTbDestResiduos } from '@server/db/schema/registers';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APONT,
  DET,
  edit,
  pending,
  reference,
  save,
  saveAll,
  today,
  tray,
} from '../../kit/fixtures/apontamentos';
import { call, companySuite } from '../../kit/fixtures/company';
import { firstDestinos } from '../../kit/fixtures/destinations';
import { storedApontamento } from '../../kit/fixtures/entry';
import { setEntryMode } from '../../kit/fixtures/entry-params';
import { addSatellite } from '../../kit/fixtures/satellites';
import { freshUnit, TARE } from '../../kit/fixtures/units';

/**
 * Appointment maintenance (spec §7 Appointments): the search with names, edits through saveAll, deletion,
 * and the satellites the screen searches by.
 */

const f = companySuite();
let destinos: number[];

beforeAll(async () => {
  destinos = await firstDestinos(f.db, f.companyA, 2);
});

const db = () => f.db;

const search = (body: Record<string, unknown>, token = f.token.cozinha) =>
  call(f, 'POST', `${DET}/searchAllForConsultaApontamentos`, token, body);
const deleteByIds = (idApontamento: unknown, token = f.token.admin) =>
  call(f, 'DELETE', `${DET}/deleteByIDs`, token, { idApontamento });

const rowOf = (id: number) => storedApontamento(f.db, id);

async function costsOf(id: number) {
  return db().select().from(reTbDespCustos).where(eq(reTbDespCustos.idApontamento, id));
}

describe('searchAllForConsultaApontamentos', () => {
  it('answers detail rows with their names, by restaurant, satellite, type, date and id', async () => {
    const unit = await freshUnit(f, []);
    const sat = await addSatellite(f, unit);
    const [own, ofSat, shift] = await save(f, [
      tray(unit, { qtdDesperdicio: 3, idDestino: destinos[0], idRecipiente: f.idRecipiente }),
      tray(unit, { qtdDesperdicio: 2, idSatelite: sat.idSatelite }),
      tray(unit, { qtdDesperdicio: 4, tipDesperdicio: 3, dtaApontamento: addDays(today, -1) }),
    ]);
    const res = await search({
      idRestaurante: unit,
      dtaApontamentoIni: addDays(today, -1),
      dtaApontamentoFim: today,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as ApontamentoDetalhe[];
    // The restaurant's own rows first (types in order), then the satellite's.
    expect(rows.map((r) => r.idApontamento)).toEqual([
      own.idApontamento,
      shift.idApontamento,
      ofSat.idApontamento,
    ]);
    const [dest] = await db()
      .select({ des: reTbDestResiduos.desDestino })
      .from(reTbDestResiduos)
      .where(eq(reTbDestResiduos.idDestino, destinos[0]));
    expect(rows[0]).toMatchObject({
      uuidApontamento: own.uuidApontamento,
      tipDesperdicio: 1,
      // Gross 3 kg in the container of TARE kg: the net is what the cost is about.
      qtdDesperdicio: 3,
      qtdTara: TARE,
      qtdLiquido: 1.85,
      desRestaurante: expect.stringContaining('Unidade de aprovação'),
      codSatelite: null,
      desDestino: dest.des,
      desRecipiente: expect.any(String),
      desBalanca: null,
      desUsuario: 'Administrador Demo',
      indStatusAprov: null,
      vlrCusto: cost(1.85, f.custoBandeja),
    });
    expect(rows[2]).toMatchObject({ codSatelite: sat.codSatelite, desSatelite: 'Satélite de teste' });

    const bySat = (
      await search({ idSatelite: sat.idSatelite, dtaApontamentoIni: today, dtaApontamentoFim: today })
    ).json() as ApontamentoDetalhe[];
    expect(bySat.map((r) => r.idApontamento)).toEqual([ofSat.idApontamento]);
    const byType = (
      await search({
        idRestaurante: unit,
        tipDesperdicio: 3,
        dtaApontamentoIni: addDays(today, -1),
        dtaApontamentoFim: today,
      })
    ).json() as ApontamentoDetalhe[];
    expect(byType.map((r) => r.idApontamento)).toEqual([shift.idApontamento]);
    // Another company sees nothing of it.
    expect(
      (
        await search({ idRestaurante: unit, dtaApontamentoIni: today, dtaApontamentoFim: today }, f.tokenB)
      ).json(),
    ).toEqual([]);
  });
});

describe('GET /reTbUnidadesSatelite', () => {
  it('lists the satellites of the company (of a restaurant), for registers and appointment users', async () => {
    const unit = await freshUnit(f, []);
    const a = await addSatellite(f, unit);
    const b = await addSatellite(f, unit);
    const res = await call(f, 'GET', `/api/v1/reTbUnidadesSatelite?idRestaurante=${unit}`, f.token.cozinha);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(
      [a, b]
        .sort((x, y) => x.codSatelite.localeCompare(y.codSatelite))
        .map((s) => ({
          idSatelite: s.idSatelite,
          codSatelite: s.codSatelite,
          desSatelite: s.desSatelite,
          idRestaurante: unit,
          indInativo: 0,
        })),
    );
    const all = (await call(f, 'GET', '/api/v1/reTbUnidadesSatelite', f.token.admin)).json() as {
      idSatelite: number;
    }[];
    expect(all.map((s) => s.idSatelite)).toEqual(expect.arrayContaining([a.idSatelite, b.idSatelite]));
    const other = (await call(f, 'GET', '/api/v1/reTbUnidadesSatelite', f.tokenB)).json() as {
      idSatelite: number;
    }[];
    expect(other.map((s) => s.idSatelite)).not.toContain(a.idSatelite);
    expect((await call(f, 'GET', '/api/v1/reTbUnidadesSatelite', f.token.gestor)).statusCode).toBe(403);
  });
});

describe('saveAll edits stored appointments', () => {
  it('edits quantity, destination and date; recomputes the cost; restaurant, type and item stay stored', async () => {
    const unit = await freshUnit(f, []);
    const other = await freshUnit(f, []);
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 3, idDestino: destinos[0] })]);
    const yesterday = addDays(today, -1);
    const res = await saveAll(f, [
      edit(a, {
        qtdDesperdicio: 4.25,
        idDestino: destinos[1],
        dtaApontamento: yesterday,
        idRestaurante: other,
        tipDesperdicio: 3,
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [out] = res.json() as Apontamento[];
    expect(out).toMatchObject({
      idApontamento: a.idApontamento,
      uuidApontamento: a.uuidApontamento,
      idRestaurante: unit,
      tipDesperdicio: 1,
      qtdDesperdicio: 4.25,
      idDestino: destinos[1],
      dtaApontamento: yesterday,
      idUsuario: f.id.admin,
    });
    const row = await rowOf(a.idApontamento);
    expect(row).toMatchObject({
      qtdDesperdicio: 4.25,
      idDestino: destinos[1],
      dtaApontamento: yesterday,
      idRestaurante: unit,
    });
    const costs = await costsOf(a.idApontamento);
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({ vlrCusto: cost(4.25, f.custoBandeja), dtaApontamento: yesterday });
    const [stored] = (
      await search({ idRestaurante: unit, dtaApontamentoIni: yesterday, dtaApontamentoFim: yesterday })
    ).json();
    expect(stored.vlrCusto).toBe(cost(4.25, f.custoBandeja));
  });

  it('edits and new weighings of a batch: all saved together, or nothing when one is refused', async () => {
    const unit = await freshUnit(f, []);
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 3, idRecipiente: f.idRecipiente })]);
    const fresh = tray(unit, { qtdDesperdicio: 2 });

    // The container rule also holds on edit: the whole batch is refused.
    const refused = await saveAll(f, [fresh, edit(a, { qtdDesperdicio: TARE, idDestino: destinos[1] })]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().map((r: { exception: string | null }) => r.exception)).toEqual([
      null,
      MSG.containerTare,
    ]);
    expect(await rowOf(a.idApontamento)).toMatchObject({ qtdDesperdicio: 3, idDestino: null });
    const [none] = await db()
      .select()
      .from(reTbDesperdiciosDet)
      .where(eq(reTbDesperdiciosDet.idLocal, fresh.uuidApontamento));
    expect(none).toBeUndefined();

    // Other rules of an entry hold too: the date, the quantity, the destination of the company.
    const bad = await saveAll(f, [
      edit(a, { dtaApontamento: '31/12/2026' }),
      edit(a, { dtaApontamento: addDays(today, 2) }),
      edit(a, { qtdDesperdicio: 0 }),
      edit(a, { idDestino: 987654 }),
    ]);
    expect(bad.json().map((r: { exception: string | null }) => r.exception)).toEqual([
      MSG.dateFormatInvalid,
      MSG.dateTooFarAhead,
      MSG.quantityInvalid,
      MSG.notFoundRef('Destino', 987654),
    ]);

    const ok = await saveAll(f, [fresh, edit(a, { qtdDesperdicio: 5 })]);
    expect(ok.statusCode, ok.body).toBe(200);
    const [created, edited] = ok.json() as Apontamento[];
    expect(created.uuidApontamento).toBe(fresh.uuidApontamento);
    expect(edited).toMatchObject({ idApontamento: a.idApontamento, qtdDesperdicio: 5 });
  });

  it('an appointment that is not of the caller’s company is refused as not found', async () => {
    const unit = await freshUnit(f, []);
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 3 })]);
    const res = await saveAll(f, [edit(a, { qtdDesperdicio: 9 })], f.tokenB);
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].exception).toBe(MSG.notFoundRef('Apontamento', a.idApontamento));
    expect((await rowOf(a.idApontamento)).qtdDesperdicio).toBe(3);
  });

  it('does not check the entry mode and the kanban again (a correction of an accepted entry)', async () => {
    const unit = await freshUnit(f, []);
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 3 })]);
    await setEntryMode(db(), unit, 1);
    const blocked = await saveAll(f, [tray(unit)]);
    expect(blocked.json()[0].exception).toBe(MSG.entryBlocked);
    const res = await saveAll(f, [edit(a, { qtdDesperdicio: 3.5 })]);
    expect(res.statusCode, res.body).toBe(200);

    // A surplus weighing whose day has no kanban (entered before the kanban was removed).
    const other = await freshUnit(f, []);
    const [ip] = await db()
      .select({ idItemVenda: reTbItensProdutos.idItemVenda, idProduto: reTbItensProdutos.idProduto })
      .from(reTbItensProdutos)
      .where(and(eq(reTbItensProdutos.idEmpresa, f.companyA), isNull(reTbItensProdutos.idRestaurante)))
      .limit(1);
    const [surplus] = await db()
      .insert(reTbDesperdiciosDet)
      .values({
        idEmpresa: f.companyA,
        idRestaurante: other,
        tipDesperdicio: 2,
        dtaApontamento: today,
        qtdDesperdicio: 2,
        ...ip,
      })
      .returning();
    const newOne = await saveAll(f, [tray(other, { tipDesperdicio: 2, qtdDesperdicio: 2, ...ip })]);
    expect(newOne.json()[0].exception).toBe(MSG.kanbanNotFound);
    const edited = await saveAll(f, [
      edit({ ...surplus, qtdDesperdicio: 2, uuidApontamento: null } as unknown as Apontamento, {
        qtdDesperdicio: 2.5,
      }),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()[0]).toMatchObject({
      idApontamento: surplus.idApontamento,
      qtdDesperdicio: 2.5,
      ...ip,
    });
  });

  it('an edit leaving the tolerance returns to approval and notifies the approvers once each', async () => {
    const unit = await freshUnit(f, ['aprovador', 'admin']);
    await reference(f, unit);
    const [a] = await save(f, [tray(unit, { qtdDesperdicio: 15 })]);
    expect((await rowOf(a.idApontamento)).indStatusAprov).toBeNull();
    const key = `aprovacao:${a.idApontamento}`;
    const notes = () =>
      db()
        .select({ idUsuario: reTbNotificacoes.idUsuario, indLido: reTbNotificacoes.indLido })
        .from(reTbNotificacoes)
        .where(eq(reTbNotificacoes.chave, key))
        .orderBy(asc(reTbNotificacoes.idUsuario));
    expect(await notes()).toEqual([]);

    // A change of destination only keeps the status.
    expect((await saveAll(f, [edit(a, { idDestino: destinos[0] })])).statusCode).toBe(200);
    expect((await rowOf(a.idApontamento)).indStatusAprov).toBeNull();

    const res = await saveAll(f, [edit(a, { qtdDesperdicio: 30 })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({
      precisaAprovacao: true,
      notificar: true,
      minQtd: 12,
      maxQtd: 19.5,
    });
    expect((await rowOf(a.idApontamento)).indStatusAprov).toBe(0);
    const expected = [f.id.admin, f.id.aprovador].sort((x, y) => x - y);
    expect(await notes()).toEqual(expected.map((idUsuario) => ({ idUsuario, indLido: 0 })));

    // Approved, then edited out of tolerance again: pending again, the same notifications unread again.
    const ok = await call(f, 'POST', `${APONT}/${a.idApontamento}/aprovar`, f.token.aprovador, {
      justificativa: 'Conferido.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await notes()).every((n) => n.indLido === 1)).toBe(true);
    expect((await saveAll(f, [edit(a, { qtdDesperdicio: 31 })])).statusCode).toBe(200);
    expect((await rowOf(a.idApontamento)).indStatusAprov).toBe(0);
    expect(await notes()).toEqual(expected.map((idUsuario) => ({ idUsuario, indLido: 0 })));
    const [text] = await db()
      .select({ txt: reTbNotificacoes.txtMensagem })
      .from(reTbNotificacoes)
      .where(and(eq(reTbNotificacoes.chave, key), eq(reTbNotificacoes.idUsuario, f.id.aprovador)));
    expect(text.txt).toContain('<b>31,000 kg</b>');

    // Back inside the tolerance: a pending appointment no longer needs approval.
    expect((await saveAll(f, [edit(a, { qtdDesperdicio: 16 })])).statusCode).toBe(200);
    expect(await rowOf(a.idApontamento)).toMatchObject({ indStatusAprov: null, precisaAprovacao: false });
  });
});

describe('DELETE deleteByIDs', () => {
  it('deletes only the caller’s company rows, with costs, history and approval notifications', async () => {
    const unit = await freshUnit(f, ['aprovador']);
    await reference(f, unit);
    const [a, b] = await save(f, [tray(unit, { qtdDesperdicio: 3 }), tray(unit)]);
    const p = await pending(f, unit);
    await call(f, 'POST', `${APONT}/${b.idApontamento}/aprovar`, f.token.aprovador, { justificativa: 'Ok.' });
    const keep = await pending(f, unit);

    // Another company deletes nothing.
    const foreign = await deleteByIds([a.idApontamento, p.idApontamento], f.tokenB);
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json()).toEqual({ deleted: 0 });

    const ids = [a.idApontamento, b.idApontamento, p.idApontamento];
    const res = await deleteByIds([...ids, 987654321]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    const left = await db()
      .select({ id: reTbDesperdiciosDet.idApontamento })
      .from(reTbDesperdiciosDet)
      .where(inArray(reTbDesperdiciosDet.idApontamento, [...ids, keep.idApontamento]));
    expect(left.map((r) => r.id)).toEqual([keep.idApontamento]);
    expect(
      await db().select().from(reTbDespCustos).where(inArray(reTbDespCustos.idApontamento, ids)),
    ).toEqual([]);
    expect(
      await db().select().from(reTbHistoricoAprov).where(inArray(reTbHistoricoAprov.idApontamento, ids)),
    ).toEqual([]);
    const notes = await db()
      .select({ chave: reTbNotificacoes.chave })
      .from(reTbNotificacoes)
      .where(
        inArray(reTbNotificacoes.chave, [`aprovacao:${p.idApontamento}`, `aprovacao:${keep.idApontamento}`]),
      );
    expect(notes).toEqual([{ chave: `aprovacao:${keep.idApontamento}` }]);

    // One id is accepted too; bad bodies are a 400; gestor has no access.
    expect((await deleteByIds(keep.idApontamento)).json()).toEqual({ deleted: 1 });
    expect((await deleteByIds([])).statusCode).toBe(400);
    expect((await deleteByIds([1], f.token.gestor)).statusCode).toBe(403);
  });
});
