import { randomUUID } from 'node:crypto';
import { PARAM_CONFIG, PARAM_REFEICOES } from '@domain/constants';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { REFERENCE_WINDOW_DAYS } from '@domain/rules/appointments';
import { reTbParametros } from '@server/db/schema/admin';
import { reTbDespCustos, reTbDesperdiciosDet } from '@server/db/schema/appointments';
import {
  reMvItensVenda,
  reTbAgrupamento,
  reTbItensProdutos,
  reTbKanbanProducao,
  reTbProdutos,
} from '@server/db/schema/menu';
import { reTbDestResiduos, reTbRecipientes, reTbRecipientesPesos } from '@server/db/schema/registers';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';
import { setEntryMode, storeEntryParams, webEntryParams } from '../../kit/fixtures/entry-params';
import { bearer, signIn } from '../../kit/sign-in';
import { userIdByEmail } from '../../kit/test-users';

/**
 * Waste entry on the server (spec §4, §5, §7 Appointments), on the seeded demo database. Rules that need
 * controlled data run on restaurants created here ("fresh" ones), so the seed's history does not interfere.
 */

const s = demoSuite(['admin']);
const { db } = s;
let adminId: number;
let custoBandeja: number;
let cuba: { idRecipiente: number; tare: number };
let firstUnit: number;
let foreignRestaurant: number;
const today = toIsoLocal(new Date());
const URL = '/api/v1/reTbDesperdiciosDet';

beforeAll(async () => {
  adminId = await userIdByEmail(db(), 'admin@demo.com.br');
  const [custo] = await db()
    .select({ v: reTbParametros.vlrParametroDec })
    .from(reTbParametros)
    .where(
      and(
        eq(reTbParametros.idEmpresa, s.companyA),
        isNull(reTbParametros.idRestaurante),
        eq(reTbParametros.desParametro, 'RE-Custos'),
        eq(reTbParametros.seqParametro, 1),
      ),
    );
  custoBandeja = Number(custo.v);
  const [rec] = await db()
    .select()
    .from(reTbRecipientes)
    .where(eq(reTbRecipientes.idEmpresa, s.companyA))
    .orderBy(asc(reTbRecipientes.idRecipiente))
    .limit(1);
  cuba = { idRecipiente: rec.idRecipiente, tare: 1.15 };
  [{ id: firstUnit }] = await db()
    .select({ id: reTbRestaurantes.idRestaurante })
    .from(reTbRestaurantes)
    .where(eq(reTbRestaurantes.idEmpresa, s.companyA))
    .orderBy(asc(reTbRestaurantes.idRestaurante))
    .limit(1);
  [{ id: foreignRestaurant }] = await db()
    .select({ id: reTbRestaurantes.idRestaurante })
    .from(reTbRestaurantes)
    .where(eq(reTbRestaurantes.idEmpresa, s.companyB))
    .limit(1);
});

// -- helpers --------------------------------------------------------------------------------------------------

/** A kanban of today for a restaurant, sale item and product (active or not). */
function addKanban(
  idRestaurante: number,
  ip: { idItemVenda: number; idProduto: number; codAgrupamento: number | null },
  indAtivo: boolean,
) {
  return db().insert(reTbKanbanProducao).values({
    idEmpresa: s.companyA,
    idRestaurante,
    dtaCardapio: today,
    idItemVenda: ip.idItemVenda,
    idProduto: ip.idProduto,
    codAgrupamento: ip.codAgrupamento,
    indAtivo,
  });
}

interface FreshOptions {
  mode?: number;
  seq12?: string;
  seq13?: number | null;
  seq14?: number | null;
  seq15?: number;
  seq16?: number;
  ref7?: number;
  ref14?: number;
}

let freshCount = 0;
/** A new restaurant of company A with its entry parameters and the tare of one container. */
async function freshRestaurant(o: FreshOptions = {}): Promise<number> {
  const [r] = await db()
    .insert(reTbRestaurantes)
    .values({ idEmpresa: s.companyA, desRestaurante: `Restaurante de teste ${++freshCount}` })
    .returning();
  const id = r.idRestaurante;
  // The options given (a null included) over the web entry's parameters.
  const given = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
  await storeEntryParams(db(), s.companyA, id, { ...webEntryParams(today), ...given });
  await db().insert(reTbRecipientesPesos).values({
    idEmpresa: s.companyA,
    idRestaurante: id,
    idRecipiente: cuba.idRecipiente,
    qtdPeso: cuba.tare,
  });
  return id;
}

/** Previous weighings stored directly (the reference of findMediaQtd). */
async function history(
  idRestaurante: number,
  rows: { daysAgo: number; qtd: number; tip?: number; status?: number | null; idProduto?: number }[],
) {
  await db()
    .insert(reTbDesperdiciosDet)
    .values(
      rows.map((r) => ({
        idEmpresa: s.companyA,
        idRestaurante,
        tipDesperdicio: r.tip ?? 1,
        dtaApontamento: addDays(today, -r.daysAgo),
        qtdDesperdicio: r.qtd,
        indStatusAprov: r.status ?? null,
        precisaAprovacao: r.status !== undefined && r.status !== null,
        idProduto: r.idProduto ?? null,
      })),
    );
}

const tray = (idRestaurante: number, over: Record<string, unknown> = {}) => ({
  uuidApontamento: randomUUID(),
  idRestaurante,
  tipDesperdicio: 1,
  dtaApontamento: today,
  qtdDesperdicio: 2.5,
  ...over,
});

const post = (payload: unknown, token = s.tokens.admin) => s.post(URL, token, payload);
const saveAll = (payload: unknown, token = s.tokens.admin) => s.post(`${URL}/saveAll`, token, payload);
const validar = (payload: unknown, token = s.tokens.admin) =>
  s.call('PUT', `${URL}/validarApontamento`, token, payload);
const mediaQtd = (payload: unknown) =>
  s.t.app.inject({
    method: 'PUT',
    url: `${URL}/findMediaQtd`,
    headers: bearer(s.tokens.admin),
    payload: payload as object,
  });

async function rowsByUuid(uuids: string[]) {
  return db().select().from(reTbDesperdiciosDet).where(inArray(reTbDesperdiciosDet.idLocal, uuids));
}

async function param(idRestaurante: number, des: string, seq: number) {
  const [p] = await db()
    .select()
    .from(reTbParametros)
    .where(
      and(
        eq(reTbParametros.idRestaurante, idRestaurante),
        eq(reTbParametros.desParametro, des),
        eq(reTbParametros.seqParametro, seq),
      ),
    );
  return p;
}

/** A sale item and one of its products valid at every restaurant of company A. */
async function itemAndProduct() {
  const [ip] = await db()
    .select({
      idItemVenda: reTbItensProdutos.idItemVenda,
      idProduto: reTbItensProdutos.idProduto,
      codAgrupamento: reTbProdutos.codAgrupamento,
      vlrCustoKg: reTbProdutos.vlrCustoKg,
      idGrupoPrato: reMvItensVenda.idGrupoPrato,
    })
    .from(reTbItensProdutos)
    .innerJoin(reTbProdutos, eq(reTbProdutos.idProduto, reTbItensProdutos.idProduto))
    .innerJoin(reMvItensVenda, eq(reMvItensVenda.idItemVenda, reTbItensProdutos.idItemVenda))
    .where(and(eq(reTbItensProdutos.idEmpresa, s.companyA), isNull(reTbItensProdutos.idRestaurante)))
    .orderBy(asc(reTbItensProdutos.idItemProduto))
    .limit(1);
  return ip;
}

// -- tests ----------------------------------------------------------------------------------------------------

describe('POST /api/v1/reTbDesperdiciosDet (one weighing)', () => {
  it('stores a tray weighing with the caller, the receipt time, the uuid and one cost row', async () => {
    const rest = await freshRestaurant();
    const dtaDispositivo = new Date(Date.now() - 3_600_000).toISOString();
    const body = tray(rest, { qtdDesperdicio: 2.5, dtaDispositivo, idRecipiente: cuba.idRecipiente });
    const before = Date.now();
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      uuidApontamento: body.uuidApontamento,
      idRestaurante: rest,
      tipDesperdicio: 1,
      dtaApontamento: today,
      // Gross as typed; the container's tare at the restaurant when saved; net = gross − tare.
      qtdDesperdicio: 2.5,
      qtdTara: cuba.tare,
      qtdLiquido: 1.35,
      idUsuario: adminId,
      precisaAprovacao: false,
      notificar: false,
      transferido: false,
      // first weighing of the kind: no reference
      minQtd: null,
      maxQtd: null,
      mediaQtd: null,
    });
    expect(new Date(a.dtaRegistro).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(a.dtaDispositivo).toISOString()).toBe(dtaDispositivo);

    const rows = await rowsByUuid([body.uuidApontamento]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idApontamento: a.idApontamento,
      idUsuario: adminId,
      idEmpresa: s.companyA,
    });
    expect(rows[0].dtaRegistro).toBeInstanceOf(Date);
    const costs = await db()
      .select()
      .from(reTbDespCustos)
      .where(eq(reTbDespCustos.idApontamento, a.idApontamento));
    expect(costs).toHaveLength(1);
    expect(costs[0].vlrCustoKg).toBe(custoBandeja);
    // The cost is the net's: (2.5 − 1.15) kg × cost per kg.
    expect(costs[0].vlrCusto).toBe(Math.round(1.35 * custoBandeja * 100) / 100);
  });

  it("refuses bad dates with 'Formato da data invalido' and dates after tomorrow", async () => {
    const rest = await freshRestaurant();
    for (const dtaApontamento of ['2026-13-40', '22/11/2026']) {
      const res = await post(tray(rest, { dtaApontamento }));
      expect(res.statusCode).toBe(400);
      expect(res.json().exception).toBe('Formato da data invalido');
    }
    const far = await post(tray(rest, { dtaApontamento: addDays(today, 2) }));
    expect(far.statusCode).toBe(400);
    expect(far.json().exception).toBe(MSG.dateTooFarAhead);
    const tomorrow = await post(tray(rest, { dtaApontamento: addDays(today, 1) }));
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
  });

  it('refuses web entry for an app-only unit (mode 1)', async () => {
    const rest = await freshRestaurant({ mode: 1 });
    const body = tray(rest);
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(
      'Unidade automatizada deve realizar apontamento de desperdícios pelo aplicativo',
    );
    expect(await rowsByUuid([body.uuidApontamento])).toHaveLength(0);
  });

  it('switches an expired "both" unit to app-only and saves the parameters, even though it refuses', async () => {
    const yesterday = addDays(today, -1);
    const rest = await freshRestaurant({ mode: 2, seq12: addDays(today, -3), ref7: 1, ref14: 2 });
    const res = await post(tray(rest));
    expect(res.statusCode).toBe(400);
    const exception: string = res.json().exception;
    expect(exception).toContain(`Parâmetro RE-Configuracao/U 12 expirado para o restaurante ${rest}`);
    expect(exception).toContain(MSG.entryBlocked);
    expect((await param(rest, PARAM_CONFIG, 7)).vlrParametroInt).toBe(1);
    expect((await param(rest, PARAM_CONFIG, 10)).vlrParametroInt).toBe(0);
    expect((await param(rest, PARAM_CONFIG, 12)).vlrParametroDta).toBe(yesterday);
    expect((await param(rest, PARAM_REFEICOES, 7)).vlrParametroInt).toBe(2);
    expect((await param(rest, PARAM_REFEICOES, 14)).vlrParametroInt).toBe(0);
    // Idempotent: the next attempt is simply blocked, nothing changes again.
    const again = await post(tray(rest));
    expect(again.json().exception).toBe(MSG.entryBlocked);
    expect((await param(rest, PARAM_REFEICOES, 7)).vlrParametroInt).toBe(2);
  });

  it('the limit date of yesterday has expired too', async () => {
    const rest = await freshRestaurant({ mode: 2, seq12: addDays(today, -1) });
    const res = await validar([tray(rest)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].exception).toContain('expirado');
    expect((await param(rest, PARAM_CONFIG, 7)).vlrParametroInt).toBe(1);
  });

  it('POST reTbParametros/modoApontamento: entry reports the expiry it met; the server saves the switch once', async () => {
    const modo = (idRestaurante: number, token = s.tokens.admin) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/v1/reTbParametros/modoApontamento',
        headers: bearer(token),
        payload: { idRestaurante },
      });
    const rest = await freshRestaurant({ mode: 2, seq12: addDays(today, -2), ref7: 3, ref14: 5 });
    const first = await modo(rest);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ expirado: true, modo: 1 });
    expect((await param(rest, PARAM_CONFIG, 7)).vlrParametroInt).toBe(1);
    expect((await param(rest, PARAM_CONFIG, 10)).vlrParametroInt).toBe(0);
    expect((await param(rest, PARAM_CONFIG, 12)).vlrParametroDta).toBe(addDays(today, -1));
    expect((await param(rest, PARAM_REFEICOES, 7)).vlrParametroInt).toBe(5);
    expect((await param(rest, PARAM_REFEICOES, 14)).vlrParametroInt).toBe(0);
    // Reloaded, the parameters say app-only: the next visit meets no expiry, and nothing changes again.
    expect((await modo(rest)).json()).toEqual({ expirado: false, modo: 1 });
    expect((await param(rest, PARAM_REFEICOES, 7)).vlrParametroInt).toBe(5);
    // Not due (the limit date is ahead): nothing is saved, whatever the client thought.
    const ahead = await freshRestaurant({ mode: 2, seq12: addDays(today, 30) });
    expect((await modo(ahead)).json()).toEqual({ expirado: false, modo: 2 });
    expect((await param(ahead, PARAM_CONFIG, 7)).vlrParametroInt).toBe(2);
    // Another company's restaurant is not found; a bad body is a 400.
    expect((await modo(foreignRestaurant)).statusCode).toBe(404);
    expect((await modo('x' as unknown as number)).statusCode).toBe(400);
  });

  it('refuses a quantity at or below the tare of the container; a container without tare is refused too', async () => {
    const rest = await freshRestaurant();
    const atTare = await post(tray(rest, { idRecipiente: cuba.idRecipiente, qtdDesperdicio: cuba.tare }));
    expect(atTare.statusCode).toBe(400);
    expect(atTare.json().exception).toBe(
      'Quantidade informada está em desacordo com o peso do recipiente. Ajustar quantidade ou recipiente informado para a pesagem',
    );
    const [other] = await db()
      .select()
      .from(reTbRecipientes)
      .where(eq(reTbRecipientes.idEmpresa, s.companyA))
      .orderBy(asc(reTbRecipientes.idRecipiente))
      .offset(1)
      .limit(1);
    const noTare = await post(tray(rest, { idRecipiente: other.idRecipiente, qtdDesperdicio: 5 }));
    expect(noTare.statusCode).toBe(400);
    expect(noTare.json().exception).toBe(MSG.containerWithoutTare(other.idRecipiente, rest));
    const ok = await post(tray(rest, { idRecipiente: cuba.idRecipiente, qtdDesperdicio: cuba.tare + 0.2 }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('bad input is a 400 with a clear message', async () => {
    const rest = await freshRestaurant();
    const nan = await post(tray(rest, { qtdDesperdicio: 'abc' }));
    expect(nan.statusCode).toBe(400);
    expect(nan.json().message).toBe('Quantidade: informe um número');
    const { idRestaurante: _, ...noRest } = tray(rest);
    const missing = await post(noRest);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Restaurante: informação obrigatória');
    const zero = await post(tray(rest, { qtdDesperdicio: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().exception).toBe(MSG.quantityInvalid);
    const unknown = await post(tray(rest, { idDestino: 987654 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().exception).toBe(MSG.notFoundRef('Destino', 987654));
  });

  it('a restaurant of the other company is refused and nothing is saved', async () => {
    const body = tray(foreignRestaurant);
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.notFoundRef('Restaurante', foreignRestaurant));
    const [destB] = await db()
      .select()
      .from(reTbDestResiduos)
      .where(eq(reTbDestResiduos.idEmpresa, s.companyB))
      .limit(1);
    const rest = await freshRestaurant();
    const foreignDest = await post(tray(rest, { idDestino: destB.idDestino }));
    expect(foreignDest.statusCode).toBe(400);
    expect(foreignDest.json().exception).toBe(MSG.notFoundRef('Destino', destB.idDestino));
    expect(await rowsByUuid([body.uuidApontamento])).toHaveLength(0);
  });
});

describe('tolerance, reference and approval', () => {
  it('invalid tolerance parameters: no validation, all zero, and the save goes through', async () => {
    for (const seq13 of [0, -5, null]) {
      const rest = await freshRestaurant({ seq13 });
      await history(rest, [{ daysAgo: 1, qtd: 10 }]);
      const res = await mediaQtd({ idRestaurante: rest, tipDesperdicio: 1, dtaApontamento: today });
      expect(res.statusCode, res.body).toBe(200);
      const m = res.json();
      expect(m.exception).toContain('Nenhuma validação será realizada.');
      expect(m.exception).toContain(MSG.toleranceInvalid(rest));
      expect(m).toMatchObject({ minQtd: 0, maxQtd: 0, mediaQtd: 0 });
      // Far beyond what a valid tolerance would allow (13 kg), still under the tray maximum (RE-Limites).
      const saved = await post(tray(rest, { qtdDesperdicio: 45 }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().precisaAprovacao).toBe(false);
    }
  });

  it('computes min/max/average from the previous weighings of the window, without rejected ones', async () => {
    const rest = await freshRestaurant({ seq13: 20, seq14: 30 });
    await history(rest, [
      { daysAgo: 1, qtd: 10 },
      { daysAgo: 5, qtd: 20 },
      { daysAgo: 2, qtd: 90, status: 2 }, // rejected
      { daysAgo: REFERENCE_WINDOW_DAYS + 2, qtd: 500 }, // outside the window
      { daysAgo: 0, qtd: 700 }, // the day itself is not "before"
      { daysAgo: 1, qtd: 300, tip: 3 }, // another type
    ]);
    const res = await mediaQtd({ idRestaurante: rest, tipDesperdicio: 1, dtaApontamento: today });
    expect(res.json()).toEqual({ minQtd: 12, maxQtd: 19.5, mediaQtd: 15, exception: null });
    const none = await mediaQtd({ idRestaurante: rest, tipDesperdicio: 4, dtaApontamento: today });
    expect(none.json()).toEqual({ minQtd: 0, maxQtd: 0, mediaQtd: 0, exception: null });
    const bad = await mediaQtd({ idRestaurante: rest, tipDesperdicio: 1, dtaApontamento: '31/12/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exception).toBe(MSG.dateFormatInvalid);
  });

  it('approval only beyond the limits, as the parameter of that side says', async () => {
    const rest = await freshRestaurant({ seq13: 20, seq14: 30, seq15: 0, seq16: 1 });
    await history(rest, [
      { daysAgo: 1, qtd: 10 },
      { daysAgo: 3, qtd: 20 },
    ]);
    const above = await post(tray(rest, { qtdDesperdicio: 25 }));
    expect(above.statusCode, above.body).toBe(200);
    expect(above.json()).toMatchObject({
      precisaAprovacao: true,
      notificar: true,
      minQtd: 12,
      maxQtd: 19.5,
      mediaQtd: 15,
    });
    const [row] = await rowsByUuid([above.json().uuidApontamento]);
    expect(row.indStatusAprov).toBe(0);

    const below = await post(tray(rest, { qtdDesperdicio: 5 }));
    expect(below.json().precisaAprovacao).toBe(false);
    const [rowBelow] = await rowsByUuid([below.json().uuidApontamento]);
    expect(rowBelow.indStatusAprov).toBeNull();

    const inside = await post(tray(rest, { qtdDesperdicio: 15 }));
    expect(inside.json()).toMatchObject({ precisaAprovacao: false, notificar: false });

    const strict = await freshRestaurant({ seq15: 1, seq16: 0 });
    await history(strict, [{ daysAgo: 1, qtd: 10 }]);
    expect((await post(tray(strict, { qtdDesperdicio: 7 }))).json().precisaAprovacao).toBe(true);
    expect((await post(tray(strict, { qtdDesperdicio: 50 }))).json().precisaAprovacao).toBe(false);
  });
});

describe('kanban of surplus weighings (type 2)', () => {
  it('no kanban for the item on that day → NoKanban; an active one → saved with grouping, dish group and cost', async () => {
    const rest = await freshRestaurant();
    const ip = await itemAndProduct();
    const body = {
      uuidApontamento: randomUUID(),
      idRestaurante: rest,
      tipDesperdicio: 2,
      dtaApontamento: today,
      qtdDesperdicio: 3,
      idItemVenda: ip.idItemVenda,
      idProduto: ip.idProduto,
    };
    const none = await post(body);
    expect(none.statusCode).toBe(400);
    expect(none.json().exception).toBe(MSG.kanbanNotFound);

    await addKanban(rest, ip, true);
    const ok = await post(body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().idAgrupamento).toBe(ip.codAgrupamento);
    const [row] = await rowsByUuid([body.uuidApontamento]);
    expect(row.idPrato).toBe(ip.idGrupoPrato);
    const [c] = await db()
      .select()
      .from(reTbDespCustos)
      .where(eq(reTbDespCustos.idApontamento, row.idApontamento));
    expect(c.vlrCusto).toBe(Math.round(3 * Number(ip.vlrCustoKg) * 100) / 100);
  });

  it('only inactive kanbans (desserts of the first unit) → inactive product, by item and by grouping', async () => {
    const [k] = await db()
      .select({
        idItemVenda: reTbKanbanProducao.idItemVenda,
        idProduto: reTbKanbanProducao.idProduto,
        codAgrupamento: reTbKanbanProducao.codAgrupamento,
      })
      .from(reTbKanbanProducao)
      .innerJoin(reTbAgrupamento, eq(reTbAgrupamento.codAgrupamento, reTbKanbanProducao.codAgrupamento))
      .where(
        and(
          eq(reTbKanbanProducao.idRestaurante, firstUnit),
          eq(reTbKanbanProducao.dtaCardapio, today),
          eq(reTbAgrupamento.desAgrupamento, 'Sobremesas'),
        ),
      );
    expect(k).toBeDefined();
    const base = {
      idRestaurante: firstUnit,
      tipDesperdicio: 2,
      dtaApontamento: today,
      qtdDesperdicio: 2,
    };
    const inactive = 'Kanban encontrado para um produto inativo. Não é possível cadastrar o apontamento.';
    const byItem = await post({ ...base, idItemVenda: k.idItemVenda, idProduto: k.idProduto });
    expect(byItem.statusCode).toBe(400);
    expect(byItem.json().exception).toBe(inactive);
    // By grouping: no active kanban of the grouping, the retry finds the inactive ones.
    const byGrouping = await post({ ...base, idAgrupamento: k.codAgrupamento });
    expect(byGrouping.statusCode).toBe(400);
    expect(byGrouping.json().exception).toBe(inactive);
  });

  it('by grouping: an active kanban of the grouping lets it through; none at all is NoKanban', async () => {
    const rest = await freshRestaurant();
    const ip = await itemAndProduct();
    const body = {
      idRestaurante: rest,
      tipDesperdicio: 2,
      dtaApontamento: today,
      qtdDesperdicio: 2,
      idAgrupamento: ip.codAgrupamento,
    };
    expect((await post(body)).json().exception).toBe(MSG.kanbanNotFound);
    await addKanban(rest, ip, false);
    expect((await post(body)).json().exception).toBe(MSG.kanbanInactive);
    await addKanban(rest, ip, true);
    const ok = await post(body);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a surplus weighing needs the item and product or the grouping', async () => {
    const rest = await freshRestaurant();
    const res = await post({
      idRestaurante: rest,
      tipDesperdicio: 2,
      dtaApontamento: today,
      qtdDesperdicio: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.itemRequired);
  });
});

describe('saveAll', () => {
  it('is idempotent by uuidApontamento: a replay returns the same records, one row each', async () => {
    const rest = await freshRestaurant();
    const batch = [
      tray(rest, { qtdDesperdicio: 1.1 }),
      tray(rest, { qtdDesperdicio: 1.2 }),
      tray(rest, { qtdDesperdicio: 1.3 }),
    ];
    const first = await saveAll(batch);
    expect(first.statusCode, first.body).toBe(200);
    const again = await saveAll(batch);
    expect(again.statusCode, again.body).toBe(200);
    const ids = first.json().map((a: { idApontamento: number }) => a.idApontamento);
    expect(again.json().map((a: { idApontamento: number }) => a.idApontamento)).toEqual(ids);
    expect(first.json().map((a: { qtdDesperdicio: number }) => a.qtdDesperdicio)).toEqual([1.1, 1.2, 1.3]);
    const uuids = batch.map((b) => b.uuidApontamento);
    const counts = await db()
      .select({ idLocal: reTbDesperdiciosDet.idLocal, n: sql<number>`count(*)::int` })
      .from(reTbDesperdiciosDet)
      .where(inArray(reTbDesperdiciosDet.idLocal, uuids))
      .groupBy(reTbDesperdiciosDet.idLocal);
    expect(counts).toHaveLength(3);
    for (const c of counts) expect(c.n).toBe(1);
    const costs = await db().select().from(reTbDespCustos).where(inArray(reTbDespCustos.idApontamento, ids));
    expect(costs).toHaveLength(3);
  });

  it('a replay is not validated again (the unit may have become app-only since)', async () => {
    const rest = await freshRestaurant();
    const batch = [tray(rest)];
    const first = await saveAll(batch);
    expect(first.statusCode).toBe(200);
    await setEntryMode(db(), rest, 1);
    const again = await saveAll(batch);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()[0].idApontamento).toBe(first.json()[0].idApontamento);
  });

  it('two concurrent saveAll of the same uuids leave one row each', async () => {
    const rest = await freshRestaurant();
    const batch = Array.from({ length: 5 }, (_, i) => tray(rest, { qtdDesperdicio: 1 + i }));
    const [a, b] = await Promise.all([saveAll(batch), saveAll(batch)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().map((x: { idApontamento: number }) => x.idApontamento)).toEqual(
      a.json().map((x: { idApontamento: number }) => x.idApontamento),
    );
    const rows = await rowsByUuid(batch.map((x) => x.uuidApontamento));
    expect(rows).toHaveLength(5);
    const costs = await db()
      .select()
      .from(reTbDespCustos)
      .where(
        inArray(
          reTbDespCustos.idApontamento,
          rows.map((r) => r.idApontamento),
        ),
      );
    expect(costs).toHaveLength(5);
  });

  it('a uuid repeated in one batch is one row', async () => {
    const rest = await freshRestaurant();
    const one = tray(rest);
    const res = await saveAll([one, tray(rest), one]);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toHaveLength(3);
    expect(out[2].idApontamento).toBe(out[0].idApontamento);
    expect(await rowsByUuid([one.uuidApontamento])).toHaveLength(1);
  });

  it('one refused item refuses the batch: 400, every item echoed, nothing saved; without it, all saved', async () => {
    const rest = await freshRestaurant();
    const good1 = tray(rest, { qtdDesperdicio: 2 });
    const bad = tray(rest, { dtaApontamento: '2026-13-40' });
    const good2 = tray(rest, { qtdDesperdicio: 3 });
    const res = await saveAll([good1, bad, good2]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(3);
    expect(body.map((r: { exception: string | null }) => r.exception)).toEqual([
      null,
      MSG.dateFormatInvalid,
      null,
    ]);
    expect(body[0]).toMatchObject({
      uuidApontamento: good1.uuidApontamento,
      qtdDesperdicio: 2,
      idApontamentoSalvo: null,
      avisos: [],
      precisaAprovacao: false,
    });
    const uuids = [good1, bad, good2].map((x) => x.uuidApontamento);
    expect(await rowsByUuid(uuids)).toHaveLength(0);

    const retry = await saveAll([good1, good2]);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await rowsByUuid(uuids)).toHaveLength(2);
  });

  it('saves items without a uuid too (the server gives them one)', async () => {
    const rest = await freshRestaurant();
    const { uuidApontamento: _, ...noUuid } = tray(rest);
    const res = await saveAll([noUuid, noUuid]);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = res.json();
    expect(a.idApontamento).not.toBe(b.idApontamento);
    expect(a.uuidApontamento).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('saves 500 tray weighings at once', async () => {
    const rest = await freshRestaurant();
    const now = new Date().toISOString();
    const batch = Array.from({ length: 500 }, (_, i) =>
      tray(rest, {
        qtdDesperdicio: cuba.tare + 1 + (i % 50) / 10,
        idRecipiente: cuba.idRecipiente,
        dtaDispositivo: now,
      }),
    );
    const started = performance.now();
    const res = await saveAll(batch);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    console.log(`[entry] saveAll de 500 pesagens em ${Math.round(ms)} ms`);
    expect(res.json()).toHaveLength(500);
    expect(await rowsByUuid(batch.map((b) => b.uuidApontamento))).toHaveLength(500);
    expect(ms).toBeLessThan(10_000);
  });
});

describe('PUT validarApontamento', () => {
  it('answers one verdict per item, saves nothing, and marks replays with idApontamentoSalvo', async () => {
    const rest = await freshRestaurant();
    const saved = tray(rest);
    const stored = await post(saved);
    expect(stored.statusCode).toBe(200);
    const fresh = tray(rest);
    const res = await validar([saved, fresh]);
    expect(res.statusCode, res.body).toBe(200);
    const [r1, r2] = res.json();
    expect(r1).toMatchObject({ idApontamentoSalvo: stored.json().idApontamento, exception: null });
    expect(r2).toMatchObject({
      idApontamentoSalvo: null,
      exception: null,
      uuidApontamento: fresh.uuidApontamento,
    });
    expect(await rowsByUuid([fresh.uuidApontamento])).toHaveLength(0);

    const single = await validar(fresh);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toHaveLength(1);

    const refused = await validar([fresh, tray(rest, { qtdDesperdicio: -1 })]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().map((r: { exception: string | null }) => r.exception)).toEqual([
      null,
      MSG.quantityInvalid,
    ]);
  });

  it('reports the tolerance problem as a non-blocking note', async () => {
    const rest = await freshRestaurant({ seq14: null });
    await history(rest, [{ daysAgo: 1, qtd: 4 }]);
    const res = await validar([tray(rest)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].avisos[0]).toContain('Nenhuma validação será realizada.');
  });
});

describe('findIdInsumos', () => {
  it('lists the monitored inputs of the company, active first, or one', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `${URL}/findIdInsumos`,
      headers: bearer(s.tokens.admin),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { idInsumo: number; indInativo: number }[];
    expect(list.length).toBeGreaterThan(1);
    const flags = list.map((i) => i.indInativo);
    expect(flags).toEqual([...flags].sort());
    const one = await s.t.app.inject({
      method: 'POST',
      url: `${URL}/findIdInsumos`,
      headers: bearer(s.tokens.admin),
      payload: { idInsumo: list[0].idInsumo },
    });
    expect(one.json()).toEqual([list[0]]);
  });
});

describe('access', () => {
  it('gestor (reports only) is refused on every appointment route', async () => {
    const gestor = await signIn(s.t.app, 'gestor@demo.com.br');
    const rest = await freshRestaurant();
    for (const [method, url, payload] of [
      ['POST', URL, tray(rest)],
      ['POST', `${URL}/saveAll`, [tray(rest)]],
      ['PUT', `${URL}/validarApontamento`, [tray(rest)]],
      ['PUT', `${URL}/findMediaQtd`, { idRestaurante: rest, tipDesperdicio: 1, dtaApontamento: today }],
      ['POST', `${URL}/findIdInsumos`, {}],
    ] as const) {
      const res = await s.t.app.inject({ method, url, headers: bearer(gestor), payload });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('cozinha (entry only) saves, as itself', async () => {
    const cozinha = await signIn(s.t.app, 'cozinha@demo.com.br');
    const id = await userIdByEmail(db(), 'cozinha@demo.com.br');
    const rest = await freshRestaurant();
    const res = await post(tray(rest), cozinha);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().idUsuario).toBe(id);
  });
});

describe('searchAllForConsultaApontamentos', () => {
  it('lists the appointments of a restaurant and period, with their uuids; bad periods are a 400', async () => {
    const rest = await freshRestaurant();
    const batch = [tray(rest, { qtdDesperdicio: 1.5 }), tray(rest, { qtdDesperdicio: 2.5 })];
    expect((await saveAll(batch)).statusCode).toBe(200);
    const search = (payload: Record<string, unknown>) =>
      s.t.app.inject({
        method: 'POST',
        url: `${URL}/searchAllForConsultaApontamentos`,
        headers: bearer(s.tokens.admin),
        payload,
      });
    const res = await search({ idRestaurante: rest, dtaApontamentoIni: today, dtaApontamentoFim: today });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { uuidApontamento: string; qtdDesperdicio: number }[];
    expect(rows.map((r) => r.uuidApontamento).sort()).toEqual(batch.map((b) => b.uuidApontamento).sort());
    expect(rows.map((r) => r.qtdDesperdicio)).toEqual([1.5, 2.5]);
    const backwards = await search({ dtaApontamentoIni: today, dtaApontamentoFim: addDays(today, -1) });
    expect(backwards.statusCode).toBe(400);
    expect((await search({ dtaApontamentoIni: '22/11/2026', dtaApontamentoFim: today })).statusCode).toBe(
      400,
    );
    // another company sees none of them
    const other = await signIn(s.t.app, 'admin@demo.com.br', { idEmpresa: s.companyB });
    const foreign = await s.t.app.inject({
      method: 'POST',
      url: `${URL}/searchAllForConsultaApontamentos`,
      headers: bearer(other),
      payload: { idRestaurante: rest, dtaApontamentoIni: today, dtaApontamentoFim: today },
    });
    expect(foreign.json()).toEqual([]);
  });
});
