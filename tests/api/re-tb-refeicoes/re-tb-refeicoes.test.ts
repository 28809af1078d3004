import { randomUUID } from 'node:crypto';
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { MAX_REFEICOES_DIA, MAX_REFEICOES_DIAS } from '@domain/rules/refeicoes';
import { MAX_REFEICOES_LOTE } from '@domain/schemas/refeicoes';
import { businessToday } from '@server/core/business-time';
import { rowsOf } from '@server/db/client';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, companySuite } from '../../kit/fixtures/company';
import { addRestaurant, addSatellite } from '../../kit/fixtures/satellites';
import { signIn } from '../../kit/sign-in';
import { createTestUser } from '../../kit/test-users';

/**
 * /api/v1/reTbRefeicoes: the meals served and planned per restaurant and day typed on the kitchen's screen.
 * Every restaurant is made here, so the seed's meals do not interfere.
 */

const f = companySuite();
const URL = '/api/v1/reTbRefeicoes';
const today = businessToday();
const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(f.db, query);

let rest: number;
let item: { idItemVenda: number; idProduto: number };

const rec = (idRestaurante: number, dtaRefeicao: string, over: Record<string, unknown> = {}) => ({
  uuidRefeicao: randomUUID(),
  idRestaurante,
  dtaRefeicao,
  ...over,
});
const post = (refeicoes: unknown, token = f.token.admin) => call(f, 'POST', URL, token, { refeicoes });
const get = (query: string, token = f.token.admin) => call(f, 'GET', `${URL}?${query}`, token);
const week = (idRestaurante: number, ini = addDays(today, -6), fim = today) =>
  `idRestaurante=${idRestaurante}&dtaIni=${ini}&dtaFim=${fim}`;

/** The day's row of a GET of the restaurant's last week. */
async function dayOf(idRestaurante: number, dia: string) {
  const res = await get(week(idRestaurante, dia, dia));
  expect(res.statusCode).toBe(200);
  return res.json().dias[0];
}

async function satelliteCount(
  idRestaurante: number,
  idSatelite: number,
  dia: string,
  cli: number,
  colab: number,
) {
  await q(sql`insert into re_tb_nr_satelite (id_empresa, id_restaurante, id_satelite, id_item_venda, id_produto,
      dta_nr, qtd_nr_cli, qtd_nr_colab)
    values (${f.companyA}, ${idRestaurante}, ${idSatelite}, ${item.idItemVenda}, ${item.idProduto}, ${dia},
      ${cli}, ${colab}) returning id_nr_sat`);
}

beforeAll(async () => {
  rest = await addRestaurant(f);
  [item] = await q<{ idItemVenda: number; idProduto: number }>(
    sql`select id_item_venda as "idItemVenda", id_produto as "idProduto" from re_tb_itens_produtos
        where id_empresa = ${f.companyA} order by id_item_venda, id_produto limit 1`,
  );
});

describe('GET a period', () => {
  it('answers every day of the period, nulls where nothing is recorded, and today in the restaurant', async () => {
    const r = await addRestaurant(f);
    const res = await get(week(r));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ idRestaurante: r, dtaIni: addDays(today, -6), dtaFim: today, hoje: today });
    expect(body.dias.map((d: { dtaRefeicao: string }) => d.dtaRefeicao)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
    for (const d of body.dias)
      expect(d).toEqual({
        dtaRefeicao: d.dtaRefeicao,
        qtdRefeicoes: null,
        qtdPlanejadas: null,
        qtdSatelites: 0,
        qtdTotal: null,
      });
  });

  it("adds the satellites' counts (per satellite its largest count of the day) to the meals served", async () => {
    const r = await addRestaurant(f);
    const [s1, s2] = [await addSatellite(f, r), await addSatellite(f, r)];
    const dia = addDays(today, -2);
    await satelliteCount(r, s1.idSatelite, dia, 30, 5);
    const [other] = await q<{ idItemVenda: number; idProduto: number }>(
      sql`select id_item_venda as "idItemVenda", id_produto as "idProduto" from re_tb_itens_produtos
          where id_empresa = ${f.companyA} and (id_item_venda, id_produto) <> (${item.idItemVenda}, ${item.idProduto})
          limit 1`,
    );
    await q(sql`insert into re_tb_nr_satelite (id_empresa, id_restaurante, id_satelite, id_item_venda, id_produto,
        dta_nr, qtd_nr_cli, qtd_nr_colab)
      values (${f.companyA}, ${r}, ${s1.idSatelite}, ${other.idItemVenda}, ${other.idProduto}, ${dia}, 20, 2)
      returning id_nr_sat`);
    await satelliteCount(r, s2.idSatelite, dia, 10, 0);
    expect(await dayOf(r, dia)).toEqual({
      dtaRefeicao: dia,
      qtdRefeicoes: null,
      qtdPlanejadas: null,
      qtdSatelites: 45,
      qtdTotal: 45,
    });
    expect((await post([rec(r, dia, { qtdRefeicoes: 200 })])).statusCode).toBe(200);
    expect(await dayOf(r, dia)).toMatchObject({ qtdRefeicoes: 200, qtdSatelites: 45, qtdTotal: 245 });
  });
});

describe('POST a batch', () => {
  it('stores served and planned meals, answers each record in order, and GET reads them', async () => {
    const sent = [
      rec(rest, addDays(today, -1), { qtdRefeicoes: 310, qtdPlanejadas: 300 }),
      rec(rest, today, { qtdRefeicoes: 0 }),
      rec(rest, addDays(today, 3), { qtdPlanejadas: 280 }),
    ];
    const res = await post(sent);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((r: { uuidRefeicao: string }) => r.uuidRefeicao)).toEqual(
      sent.map((s) => s.uuidRefeicao),
    );
    expect(body[0]).toMatchObject({ idRestaurante: rest, qtdRefeicoes: 310, qtdPlanejadas: 300 });
    expect(body[1]).toMatchObject({ qtdRefeicoes: 0 });
    expect(body[1]).not.toHaveProperty('qtdPlanejadas');
    expect(body[2]).toMatchObject({ dtaRefeicao: addDays(today, 3), qtdPlanejadas: 280 });
    expect(body[2]).not.toHaveProperty('qtdRefeicoes');
    expect(await dayOf(rest, addDays(today, -1))).toMatchObject({
      qtdRefeicoes: 310,
      qtdPlanejadas: 300,
      qtdTotal: 310,
    });
    expect(await dayOf(rest, today)).toMatchObject({ qtdRefeicoes: 0, qtdPlanejadas: null, qtdTotal: 0 });
    expect(await dayOf(rest, addDays(today, 3))).toMatchObject({ qtdRefeicoes: null, qtdPlanejadas: 280 });
  });

  it('null or empty clears a value (its row is deleted); a value not sent is left as it is', async () => {
    const dia = addDays(today, -3);
    expect((await post([rec(rest, dia, { qtdRefeicoes: 150, qtdPlanejadas: 160 })])).statusCode).toBe(200);
    expect((await post([rec(rest, dia, { qtdRefeicoes: null })])).statusCode).toBe(200);
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: null, qtdPlanejadas: 160 });
    const served = await q(
      sql`select 1 from re_tb_refeicoes where id_restaurante = ${rest} and dta_refeicao = ${dia}::date`,
    );
    expect(served).toHaveLength(0);
    expect((await post([rec(rest, dia, { qtdPlanejadas: '' })])).statusCode).toBe(200);
    const planned = await q(
      sql`select 1 from re_tb_refeicoes_planejadas where id_restaurante = ${rest} and dta_refeicao = ${dia}::date`,
    );
    expect(planned).toHaveLength(0);
  });

  it('refuses served meals for a day after today, and then saves nothing of the batch', async () => {
    const tomorrow = addDays(today, 1);
    const ok = rec(rest, addDays(today, -4), { qtdRefeicoes: 99 });
    const bad = rec(rest, tomorrow, { qtdRefeicoes: 120 });
    const res = await post([ok, bad]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body[0]).toMatchObject({ uuidRefeicao: ok.uuidRefeicao, exception: null, idRefeicaoSalva: null });
    expect(body[1].exception).toBe(MSG.refeicoesServidasFuturo(tomorrow.split('-').reverse().join('/')));
    expect(await dayOf(rest, addDays(today, -4))).toMatchObject({ qtdRefeicoes: null });
    const stored = await q(
      sql`select 1 from re_tb_refeicoes_digitadas where id_local = ${ok.uuidRefeicao}::uuid`,
    );
    expect(stored).toHaveLength(0);
    // Planned meals go for any day.
    expect((await post([rec(rest, tomorrow, { qtdPlanejadas: 120 })])).statusCode).toBe(200);
  });

  it('is exactly once by the uuid: a replay answers the same and changes nothing', async () => {
    const dia = addDays(today, -5);
    const first = rec(rest, dia, { qtdRefeicoes: 400 });
    const a = await post([first]);
    expect(a.statusCode).toBe(200);
    // A later value for the day, then the first record sent again (a lost answer): the later value stays.
    expect((await post([rec(rest, dia, { qtdRefeicoes: 410 })])).statusCode).toBe(200);
    const replay = await post([{ ...first, qtdRefeicoes: 999_999_999 }, first]);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual([a.json()[0], a.json()[0]]);
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: 410 });
    const rows = await q(
      sql`select 1 from re_tb_refeicoes_digitadas where id_local = ${first.uuidRefeicao}::uuid`,
    );
    expect(rows).toHaveLength(1);
    // A stored record in a refused batch is echoed with its id, not refused.
    const refused = await post([first, rec(rest, dia, {})]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0]).toMatchObject({
      exception: null,
      idRefeicaoSalva: a.json()[0].idRefeicaoDigitada,
    });
    expect(refused.json()[1].exception).toBe(MSG.refeicoesNada);
  });
});

describe('records of one day from several tablets (each test on a restaurant of its own)', () => {
  const at = (minutes: number) => new Date(Date.now() - 1000 * 60 * minutes).toISOString();

  it('the one typed last is in force, whichever reaches the server last', async () => {
    const rest = await addRestaurant(f);
    const dia = addDays(today, -4);
    // Tablet A typed 300 two hours ago and was offline; tablet B corrected it to 320 an hour ago.
    expect((await post([rec(rest, dia, { qtdRefeicoes: 320, dtaDispositivo: at(60) })])).statusCode).toBe(
      200,
    );
    expect((await post([rec(rest, dia, { qtdRefeicoes: 300, dtaDispositivo: at(120) })])).statusCode).toBe(
      200,
    );
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: 320 });
    // A clearing typed later wins over a number typed before it, arriving after it.
    const planned = addDays(today, 3);
    expect(
      (await post([rec(rest, planned, { qtdPlanejadas: null, dtaDispositivo: at(10) })])).statusCode,
    ).toBe(200);
    expect(
      (await post([rec(rest, planned, { qtdPlanejadas: 500, dtaDispositivo: at(30) })])).statusCode,
    ).toBe(200);
    expect(await dayOf(rest, planned)).toMatchObject({ qtdPlanejadas: null });
    // A newer planned count is in force again.
    expect((await post([rec(rest, planned, { qtdPlanejadas: 450, dtaDispositivo: at(5) })])).statusCode).toBe(
      200,
    );
    expect(await dayOf(rest, planned)).toMatchObject({ qtdPlanejadas: 450 });
  });

  it('a record changes only its own quantity, and only when it is the one typed last (an import in between stays)', async () => {
    const rest = await addRestaurant(f);
    const dia = addDays(today, -1);
    expect(
      (await post([rec(rest, dia, { qtdRefeicoes: 300, qtdPlanejadas: 310, dtaDispositivo: at(90) })]))
        .statusCode,
    ).toBe(200);
    // An import writes the day's values since (the meals import writes these tables directly).
    await q(
      sql`update re_tb_refeicoes set qtd_refeicoes = 333 where id_restaurante = ${rest} returning id_refeicao`,
    );
    await q(
      sql`update re_tb_refeicoes_planejadas set qtd_planejadas = 344 where id_restaurante = ${rest} returning dta_refeicao`,
    );
    // A served count typed later leaves the planned one as imported.
    expect((await post([rec(rest, dia, { qtdRefeicoes: 305, dtaDispositivo: at(30) })])).statusCode).toBe(
      200,
    );
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: 305, qtdPlanejadas: 344 });
    // A planned count typed before the one in force (a tablet that was offline) changes nothing.
    expect((await post([rec(rest, dia, { qtdPlanejadas: 100, dtaDispositivo: at(120) })])).statusCode).toBe(
      200,
    );
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: 305, qtdPlanejadas: 344 });
  });

  it('a tablet whose clock runs ahead counts as typed when it arrived: a later correction still wins', async () => {
    const rest = await addRestaurant(f);
    const dia = addDays(today, -1);
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    expect((await post([rec(rest, dia, { qtdRefeicoes: 900, dtaDispositivo: tomorrow })])).statusCode).toBe(
      200,
    );
    expect((await post([rec(rest, dia, { qtdRefeicoes: 290 })])).statusCode).toBe(200);
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: 290 });
  });

  it('in one batch too, and a record of an older tablet (no instant) counts as typed when it arrives', async () => {
    const rest = await addRestaurant(f);
    const dia = addDays(today, -3);
    const res = await post([
      rec(rest, dia, { qtdRefeicoes: 250, dtaDispositivo: at(5) }),
      rec(rest, dia, { qtdRefeicoes: 200, dtaDispositivo: at(50) }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: 250 });
    expect((await post([rec(rest, dia, { qtdRefeicoes: 260 })])).statusCode).toBe(200);
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: 260 });
    const [row] = await q<{ n: number }>(sql`select count(*)::int as n from re_tb_refeicoes_digitadas
      where id_restaurante = ${rest} and dta_refeicao = ${dia}::date and dth_dispositivo is null`);
    expect(row.n).toBe(1);
  });

  it('saves sent together for one day end with the one typed last (each waits for the one before)', async () => {
    const rest = await addRestaurant(f);
    const dia = addDays(today, -2);
    const minutes = Array.from({ length: 16 }, (_, i) => 200 - i * 7).sort(() => Math.random() - 0.5);
    const results = await Promise.all(
      minutes.map((m) => post([rec(rest, dia, { qtdRefeicoes: 1000 + m, dtaDispositivo: at(m) })])),
    );
    expect(results.map((r) => r.statusCode)).toEqual(minutes.map(() => 200));
    expect(await dayOf(rest, dia)).toMatchObject({ qtdRefeicoes: 1000 + Math.min(...minutes) });
  });
});

describe('flags and scope', () => {
  it('needs entry or registers, a token, and the restaurant of the company', async () => {
    expect((await get(week(rest), f.token.gestor)).statusCode).toBe(403);
    expect((await post([rec(rest, today, { qtdRefeicoes: 1 })], f.token.gestor)).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: 'GET', url: `${URL}?${week(rest)}` })).statusCode).toBe(401);
    const other = await get(week(rest), f.tokenB);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(MSG.producaoRestauranteDesconhecido(rest));
    const foreign = await post([rec(rest, today, { qtdRefeicoes: 1 })], f.tokenB);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()[0].exception).toBe(MSG.producaoRestauranteDesconhecido(rest));
    const entry = await createTestUser(f.db, { idEmpresa: f.companyA, flags: { indApontamentos: true } });
    const entryToken = await signIn(f.t.app, entry.email, { idEmpresa: f.companyA });
    expect((await get(week(rest), entryToken)).statusCode).toBe(200);
  });

  it('a kitchen leader reaches only the units of their scale links; an administrator every unit', async () => {
    const [own] = await q<{ id: number }>(
      sql`select l.id_restaurante as id from re_tb_rest_balancas_usuarios l
          where l.id_empresa = ${f.companyA} and l.id_usuario = ${f.id.cozinha} and l.ind_inativo = 0 limit 1`,
    );
    expect((await get(week(own.id), f.token.cozinha)).statusCode).toBe(200);
    expect((await get(week(rest), f.token.cozinha)).statusCode).toBe(403);
    const res = await post([rec(rest, today, { qtdRefeicoes: 7 })], f.token.cozinha);
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].exception).toBe(MSG.refeicoesSemAcesso(rest));
    expect(
      (await post([rec(own.id, addDays(today, 30), { qtdPlanejadas: 7 })], f.token.cozinha)).statusCode,
    ).toBe(200);
  });
});

describe('bad input answers 400 in Portuguese, never 5xx', () => {
  const ptBr = (message: unknown) => {
    expect(typeof message).toBe('string');
    expect(message).not.toMatch(/Expected|Invalid input|invalid_|Too big|Too small|received/);
  };

  it('on every field of a record', async () => {
    const dia = addDays(today, -1);
    const bodies: [string, unknown][] = [
      ['no array', 'x'],
      ['empty', []],
      ['too many', Array.from({ length: MAX_REFEICOES_LOTE + 1 }, () => rec(rest, dia, { qtdRefeicoes: 1 }))],
      ['uuid', [rec(rest, dia, { uuidRefeicao: 'não-é-uuid', qtdRefeicoes: 1 })]],
      ['no uuid', [{ idRestaurante: rest, dtaRefeicao: dia, qtdRefeicoes: 1 }]],
      ['restaurant text', [rec(rest, dia, { idRestaurante: 'abc', qtdRefeicoes: 1 })]],
      ['restaurant negative', [rec(rest, dia, { idRestaurante: -1, qtdRefeicoes: 1 })]],
      ['restaurant huge', [rec(rest, dia, { idRestaurante: 1e12, qtdRefeicoes: 1 })]],
      ['day impossible', [rec(rest, '2026-02-30', { qtdRefeicoes: 1 })]],
      ['day text', [rec(rest, 'ontem', { qtdRefeicoes: 1 })]],
      ['day br', [rec(rest, '01/03/2026', { qtdRefeicoes: 1 })]],
      ['day far', [rec(rest, '99999-01-01', { qtdRefeicoes: 1 })]],
      ['served text', [rec(rest, dia, { qtdRefeicoes: 'muitas' })]],
      ['served object', [rec(rest, dia, { qtdRefeicoes: {} })]],
      ['served boolean', [rec(rest, dia, { qtdRefeicoes: true })]],
      ['planned text', [rec(rest, dia, { qtdPlanejadas: '12' })]],
      ['planned array', [rec(rest, dia, { qtdPlanejadas: [1] })]],
      ['instant number', [rec(rest, dia, { qtdRefeicoes: 1, dtaDispositivo: 1_700_000_000 })]],
      [
        'instant long',
        [rec(rest, dia, { qtdRefeicoes: 1, dtaDispositivo: `2026-01-01T00:00:00Z${'0'.repeat(40)}` })],
      ],
    ];
    for (const [what, body] of bodies) {
      const res = await post(body);
      expect(res.statusCode, what).toBe(400);
      ptBr(res.json().message);
    }
    const perRecord: [string, Record<string, unknown>, string][] = [
      ['served negative', { qtdRefeicoes: -1 }, MSG.refeicoesInvalida('Refeições servidas')],
      ['served fraction', { qtdRefeicoes: 1.5 }, MSG.refeicoesInvalida('Refeições servidas')],
      ['served huge', { qtdRefeicoes: 1e15 }, MSG.refeicoesAcimaMaximo('Refeições servidas', '100.000')],
      ['planned negative', { qtdPlanejadas: -3 }, MSG.refeicoesInvalida('Refeições planejadas')],
      [
        'planned over',
        { qtdPlanejadas: MAX_REFEICOES_DIA + 1 },
        MSG.refeicoesAcimaMaximo('Refeições planejadas', '100.000'),
      ],
      ['nothing', {}, MSG.refeicoesNada],
      ['instant text', { qtdRefeicoes: 1, dtaDispositivo: 'ontem' }, MSG.refeicoesInstante],
      [
        'instant no offset',
        { qtdRefeicoes: 1, dtaDispositivo: '2026-03-10T13:40:00' },
        MSG.refeicoesInstante,
      ],
      [
        'instant impossible',
        { qtdRefeicoes: 1, dtaDispositivo: '2026-02-30T13:40:00Z' },
        MSG.refeicoesInstante,
      ],
      [
        'unknown restaurant',
        { idRestaurante: 2_000_000_000, qtdRefeicoes: 1 },
        MSG.producaoRestauranteDesconhecido(2_000_000_000),
      ],
    ];
    for (const [what, over, message] of perRecord) {
      const res = await post([rec(rest, dia, over)]);
      expect(res.statusCode, what).toBe(400);
      expect(res.json()[0].exception, what).toBe(message);
    }
  });

  it('on every parameter of a read', async () => {
    const cases: [string, string | null][] = [
      [`idRestaurante=abc&dtaIni=${today}&dtaFim=${today}`, null],
      [`idRestaurante=-4&dtaIni=${today}&dtaFim=${today}`, null],
      [`dtaIni=${today}&dtaFim=${today}`, null],
      [`idRestaurante=${rest}&dtaIni=2026-13-01&dtaFim=${today}`, null],
      [`idRestaurante=${rest}&dtaIni=${today}&dtaFim=amanhã`, null],
      [`idRestaurante=${rest}&dtaIni=${today}`, null],
      [`idRestaurante=${rest}&dtaIni=${today}&dtaFim=${addDays(today, -1)}`, MSG.refeicoesPeriodoInvertido],
      [
        `idRestaurante=${rest}&dtaIni=${today}&dtaFim=${addDays(today, MAX_REFEICOES_DIAS)}`,
        MSG.refeicoesPeriodoLongo(MAX_REFEICOES_DIAS),
      ],
      [
        `idRestaurante=2000000000&dtaIni=${today}&dtaFim=${today}`,
        MSG.producaoRestauranteDesconhecido(2_000_000_000),
      ],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      ptBr(res.json().message);
      if (message) expect(res.json().message, query).toBe(message);
    }
    expect(
      (await get(`idRestaurante=${rest}&dtaIni=${today}&dtaFim=${addDays(today, MAX_REFEICOES_DIAS - 1)}`))
        .statusCode,
    ).toBe(200);
  });
});

describe('what the recommended production uses', () => {
  it('typed served meals (with the satellites) and planned meals change refeicoesPrevistas', async () => {
    const r = await addRestaurant(f);
    const d1 = addDays(today, 1);
    await q(sql`insert into re_tb_kanban_producao (id_empresa, id_restaurante, dta_cardapio, id_item_venda, id_produto,
        qtd_planejada) values (${f.companyA}, ${r}, ${d1}, ${item.idItemVenda}, ${item.idProduto}, 10)
      returning id_kanban`);
    const previstas = async () => {
      const res = await call(
        f,
        'GET',
        `/api/v1/producaoSugerida?idRestaurante=${r}&dtaCardapio=${d1}`,
        f.token.admin,
      );
      expect(res.statusCode).toBe(200);
      return res.json().refeicoesPrevistas;
    };
    const before = await previstas();
    const sameWeekday = addDays(d1, -7);
    const sat = await addSatellite(f, r);
    await satelliteCount(r, sat.idSatelite, sameWeekday, 50, 10);
    expect((await post([rec(r, sameWeekday, { qtdRefeicoes: 240 })])).statusCode).toBe(200);
    expect(before).not.toBe(300);
    expect(await previstas()).toBe(300);
    expect((await post([rec(r, d1, { qtdPlanejadas: 345 })])).statusCode).toBe(200);
    expect(await previstas()).toBe(345);
    expect((await post([rec(r, d1, { qtdPlanejadas: null })])).statusCode).toBe(200);
    expect(await previstas()).toBe(300);
  });
});
