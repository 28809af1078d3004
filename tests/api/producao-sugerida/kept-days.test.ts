import type { AccessRecord } from '@domain/access';
import { addDays, toIsoLocal } from '@domain/dates';
import { guardar } from '@server/modules/producao-sugerida/kept-days';
import { recomendar } from '@server/modules/producao-sugerida/recommend';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';

/**
 * The recommender keeps each restaurant's derived days (observations, past forecast errors) and reads them back
 * while no write has touched their inputs. Under random writes to every input table (kanban lines, surplus
 * weighings, meals, satellite counts), on days inside and outside what a recommendation reads, each answer from
 * the kept days must equal the answer computed from nothing.
 */

const today = toIsoLocal(new Date());
const demo = demoSuite(['admin']);

/*
 * The test writes to two demo restaurants. On PostgreSQL the files of a worker share its database one after the
 * other, so what it changes is put back after it (rows updated get their values back, rows added go away).
 */
let mine: number[] = [];
const ids = () =>
  sql.join(
    mine.map((r) => sql`${r}`),
    sql`, `,
  );
beforeAll(async () => {
  mine = (
    await demo.rows<{ id: number }>(
      sql`select id_restaurante as id from re_tb_kanban_producao
          where id_empresa = ${demo.companyA} and dta_cardapio = ${addDays(today, 1)} group by 1 order by 1 limit 2`,
    )
  ).map((r) => r.id);
  for (const [copy, table] of [
    ['ps_teste_kanban', 're_tb_kanban_producao'],
    ['ps_teste_pesagens', 're_tb_desperdicios_det'],
    ['ps_teste_refeicoes', 're_tb_refeicoes'],
  ])
    await demo.rows(sql`create table ${sql.raw(copy)} as select * from ${sql.raw(table)}
      where id_restaurante in (${ids()})`);
});
afterAll(async () => {
  await demo.rows(sql`update re_tb_kanban_producao k set qtd_produzida = c.qtd_produzida,
      tip_fechamento = c.tip_fechamento, hor_esgotado = c.hor_esgotado
    from ps_teste_kanban c where k.id_kanban = c.id_kanban`);
  await demo.rows(sql`delete from re_tb_kanban_producao where id_restaurante in (${ids()})
    and id_kanban not in (select id_kanban from ps_teste_kanban)`);
  await demo.rows(sql`update re_tb_desperdicios_det d set qtd_desperdicio = c.qtd_desperdicio,
      qtd_tara = c.qtd_tara, ind_status_aprov = c.ind_status_aprov
    from ps_teste_pesagens c where d.id_apontamento = c.id_apontamento`);
  await demo.rows(sql`delete from re_tb_desperdicios_det where id_restaurante in (${ids()})
    and id_apontamento not in (select id_apontamento from ps_teste_pesagens)`);
  await demo.rows(sql`delete from re_tb_refeicoes where id_restaurante in (${ids()})`);
  await demo.rows(sql`insert into re_tb_refeicoes select * from ps_teste_refeicoes`);
  await demo.rows(sql`delete from re_tb_nr_satelite where id_satelite in
    (select id_satelite from re_tb_unidades_satelite where cod_satelite = 'PS-TESTE')`);
  await demo.rows(sql`delete from re_tb_unidades_satelite where cod_satelite = 'PS-TESTE'`);
  for (const copy of ['ps_teste_kanban', 'ps_teste_pesagens', 'ps_teste_refeicoes'])
    await demo.rows(sql`drop table ${sql.raw(copy)}`);
});

/** A tiny seeded generator (the test is random, but the same on every run). */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function get(idRestaurante: number, dtaCardapio: string) {
  const r = await demo.call(
    'GET',
    `/api/v1/producaoSugerida?idRestaurante=${idRestaurante}&dtaCardapio=${dtaCardapio}`,
    demo.tokens.admin,
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as unknown;
}

/** The answer computed from the rows alone (the kept days neither read nor written). */
async function fresh(idRestaurante: number, dtaCardapio: string) {
  const db = demo.t.database;
  const auth = {
    idUsuario: 0,
    email: 'teste@teste',
    desPessoa: 'Teste',
    desUsuario: 'teste',
    idEmpresa: demo.companyA,
    access: { indRetAdm: true } as AccessRecord,
  };
  const out = await recomendar(
    { write: db.db, read: db.readDb },
    auth,
    demo.companyA,
    { idRestaurante, dtaCardapio },
    true,
  );
  return JSON.parse(JSON.stringify(out)) as unknown;
}

/** One random write to one of the inputs of a restaurant, on a day of the last 22 weeks. */
async function write(rnd: () => number, idRestaurante: number) {
  const dia = addDays(today, -1 - Math.floor(rnd() * 154));
  const emp = demo.companyA;
  const where = sql`id_empresa = ${emp} and id_restaurante = ${idRestaurante}`;
  const kind = Math.floor(rnd() * 8);
  const factor = 0.3 + rnd() * 2;
  if (kind === 0)
    await demo.rows(sql`update re_tb_kanban_producao set qtd_produzida = qtd_produzida * ${factor}::float8
      where ${where} and dta_cardapio = ${dia}`);
  else if (kind === 1)
    await demo.rows(sql`update re_tb_kanban_producao set tip_fechamento = 'E', hor_esgotado = '13:00'
      where id_kanban = (select min(id_kanban) from re_tb_kanban_producao where ${where} and dta_cardapio = ${dia})`);
  else if (kind === 2)
    await demo.rows(sql`update re_tb_desperdicios_det set qtd_desperdicio = qtd_desperdicio * ${factor}::float8
      where ${where} and dta_apontamento = ${dia} and tip_desperdicio = 2`);
  else if (kind === 3)
    await demo.rows(sql`update re_tb_desperdicios_det set ind_status_aprov = 2
      where id_apontamento = (select max(id_apontamento) from re_tb_desperdicios_det
        where ${where} and dta_apontamento = ${dia} and tip_desperdicio = 2)`);
  else if (kind === 4)
    await demo.rows(sql`update re_tb_desperdicios_det set qtd_tara = qtd_desperdicio * ${factor / 3}::float8
      where id_apontamento = (select min(id_apontamento) from re_tb_desperdicios_det
        where ${where} and dta_apontamento = ${dia} and tip_desperdicio = 2)`);
  else if (kind === 5)
    await demo.rows(sql`insert into re_tb_desperdicios_det (id_empresa, id_restaurante, tip_desperdicio,
        dta_apontamento, qtd_desperdicio, qtd_tara, id_item_venda, id_produto)
      select id_empresa, id_restaurante, 2, dta_cardapio, qtd_produzida * ${factor / 4}::float8, 0, id_item_venda, id_produto
        from re_tb_kanban_producao where ${where} and dta_cardapio = ${dia} and qtd_produzida > 0
        order by id_kanban limit 3`);
  else if (kind === 6)
    await demo.rows(sql`update re_tb_refeicoes set qtd_refeicoes = greatest(1, round(qtd_refeicoes * ${factor}::float8))
      where ${where} and dta_refeicao = ${dia}`);
  else await demo.rows(sql`delete from re_tb_refeicoes where ${where} and dta_refeicao = ${dia}`);
}

describe('the kept days of the recommendation', () => {
  it('answer as a recommendation computed from nothing, under random writes to every input', async () => {
    const restaurantes = mine.map((id) => ({ id }));
    expect(restaurantes.length).toBe(2);
    const rnd = prng(36);
    let changed = 0;
    const last = new Map<string, string>();
    for (let round = 0; round < 14; round++) {
      const r = restaurantes[round % 2].id;
      // Writes to this restaurant, and now and then to the other one (which must not disturb this one).
      for (let w = 0; w < 3; w++) await write(rnd, r);
      if (round % 3 === 0) await write(rnd, restaurantes[(round + 1) % 2].id);
      const dia = addDays(today, round % 4 === 3 ? 0 : 1);
      const kept = await get(r, dia);
      expect(kept).toEqual(await fresh(r, dia));
      const key = `${r}|${dia}`;
      if (last.has(key) && last.get(key) !== JSON.stringify(kept)) changed++;
      last.set(key, JSON.stringify(kept));
    }
    // The writes did change the answers (so a kept day read back after its inputs changed would have shown).
    expect(changed).toBeGreaterThan(2);
    const [{ n }] = await demo.rows<{ n: number }>(sql`select count(*)::int as n from re_tb_ps_dias`);
    expect(n).toBeGreaterThan(100);
    // And they were kept again and again as the days changed (each store is a new version).
    const [{ v }] = await demo.rows<{ v: number }>(sql`select max(versao)::int as v from re_tb_ps_estado`);
    expect(v).toBeGreaterThan(3);
  });

  it('a satellite count and a new kanban line on a past day are seen too', async () => {
    const r = mine[0];
    const dia = addDays(today, 1);
    const before = await get(r, dia);
    // 400 more meals on the last 20 days (through a satellite), and a large line on yesterday.
    const [{ id: sat }] = await demo.rows<{ id: number }>(sql`insert into re_tb_unidades_satelite
        (id_empresa, cod_satelite, des_satelite, id_restaurante)
      values (${demo.companyA}, 'PS-TESTE', 'Satélite do teste', ${r}) returning id_satelite as id`);
    await demo.rows(sql`insert into re_tb_nr_satelite (id_empresa, id_restaurante, id_satelite, id_item_venda,
        id_produto, dta_nr, qtd_nr_cli, qtd_nr_colab)
      select k.id_empresa, ${r}, ${sat}, k.id_item_venda, k.id_produto, g::date, 400, 0
        from (select * from re_tb_kanban_producao where id_restaurante = ${r} order by id_kanban limit 1) k,
          generate_series(${addDays(today, -20)}::date, ${addDays(today, -1)}::date, '1 day') g`);
    const [{ n }] = await demo.rows<{ n: number }>(
      sql`select count(*)::int as n from re_tb_nr_satelite where id_restaurante = ${r} and qtd_nr_cli = 400`,
    );
    expect(n).toBe(20);
    await demo.rows(sql`insert into re_tb_kanban_producao (id_empresa, id_restaurante, dta_cardapio, id_item_venda,
        id_produto, cod_agrupamento, qtd_planejada, qtd_produzida, tip_fechamento)
      select id_empresa, id_restaurante, ${addDays(today, -1)}, id_item_venda, id_produto, cod_agrupamento,
        qtd_planejada, qtd_produzida * 5, 'S'
        from re_tb_kanban_producao where id_empresa = ${demo.companyA} and id_restaurante = ${r}
          and dta_cardapio = ${addDays(today, -1)} order by id_kanban limit 1`);
    const after = await get(r, dia);
    expect(after).not.toEqual(before);
    expect(after).toEqual(await fresh(r, dia));
  });

  it('requests and writes at once (on PostgreSQL, over many connections) leave days that answer as from nothing', async () => {
    const r = mine[1];
    const dia = addDays(today, 1);
    const rnd = prng(7);
    for (let round = 0; round < 2; round++) {
      await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? get(r, dia) : write(rnd, r))));
      expect(await get(r, dia)).toEqual(await fresh(r, dia));
    }
  });

  it('kept days expire 7 days after their snapshot, and marks are deleted 8 days after they were written', async () => {
    const r = mine[0];
    const dia = addDays(today, 1);
    await get(r, dia);
    await demo.rows(sql`update re_tb_ps_estado set dth_instantaneo = now() - interval '8 days'
      where id_restaurante = ${r}`);
    // Nothing changed, yet the expired days are computed again and kept anew.
    expect(await get(r, dia)).toEqual(await fresh(r, dia));
    const [{ novo }] = await demo.rows<{ novo: boolean }>(
      sql`select dth_instantaneo > now() - interval '1 hour' as novo from re_tb_ps_estado where id_restaurante = ${r}`,
    );
    expect(novo).toBe(true);
    await demo.rows(sql`insert into re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max, dth_registro)
      values (${r}, ${today}, ${today}, now() - interval '9 days')`);
    await demo.rows(sql`update re_tb_refeicoes set qtd_refeicoes = qtd_refeicoes
      where id_empresa = ${demo.companyA} and id_restaurante = ${r} and dta_refeicao = ${addDays(today, -1)}`);
    const [{ n }] = await demo.rows<{ n: number }>(
      sql`select count(*)::int as n from re_tb_ps_alteracoes where dth_registro < now() - interval '8 days'`,
    );
    expect(n).toBe(0);
  });

  it('days kept by the previous version (numbers as JSON digits) are computed again and kept anew', async () => {
    const r = mine[0];
    const dia = addDays(today, 1);
    await get(r, dia);
    // The state as version 1 of the method left it: its key, and its days as JSON arrays.
    await demo.rows(sql`update re_tb_ps_estado set chave = '1:' || substr(chave, strpos(chave, ':') + 1)
      where id_restaurante = ${r}`);
    await demo.rows(sql`update re_tb_ps_dias set observacoes = '[783,3,3,1,122.92,0,2]',
        erros = case when erros is null then null else '[0.1]' end
      where id_restaurante = ${r}`);
    expect(await get(r, dia)).toEqual(await fresh(r, dia));
    const [state] = await demo.rows<{ v1: boolean; antigos: number }>(
      sql`select e.chave like '1:%' as v1,
            (select count(*)::int from re_tb_ps_dias d where d.id_restaurante = e.id_restaurante
              and left(d.observacoes, 1) = '[') as antigos
          from re_tb_ps_estado e where e.id_restaurante = ${r}`,
    );
    expect(state).toEqual({ v1: false, antigos: 0 });
    expect(await get(r, dia)).toEqual(await fresh(r, dia));
  });

  it('a first store under another key never replaces days kept in a newer snapshot', async () => {
    const r = mine[1];
    const [{ antes }] = await demo.rows<{ antes: string }>(sql`select pg_current_snapshot()::text as antes`);
    // A write, then a request that keeps its days in a snapshot that sees it (and deletes the marks it sees).
    await demo.rows(sql`update re_tb_kanban_producao set qtd_produzida = qtd_produzida * 1.1
      where id_empresa = ${demo.companyA} and id_restaurante = ${r} and dta_cardapio = ${addDays(today, -2)}`);
    await get(r, addDays(today, 1));
    const [{ mais }] = await demo.rows<{ mais: boolean }>(
      sql`select pg_snapshot_xmin(instantaneo) > pg_snapshot_xmin(${antes}::pg_snapshot) as mais
          from re_tb_ps_estado where id_restaurante = ${r}`,
    );
    expect(mais).toBe(true);
    const [before] = await demo.rows<{ chave: string; versao: number }>(
      sql`select chave, versao::int as versao from re_tb_ps_estado where id_restaurante = ${r}`,
    );
    // A request of another key that read before that write comes to keep what it read: it must not.
    const alvo = {
      idEmpresa: demo.companyA,
      idRestaurante: r,
      chave: 'outra chave',
      dependencia: 92,
      centro: 84,
      comErros: 56,
      de: 0,
      antes: 1,
    };
    const lidos = { versao: null, agora: antes, lido: Date.now() / 1000, desde: 0, dias: new Map() };
    await guardar(demo.db(), alvo, lidos, [{ dn: 0, observacoes: [], erros: null }]);
    const [after] = await demo.rows<{ chave: string; versao: number }>(
      sql`select chave, versao::int as versao from re_tb_ps_estado where id_restaurante = ${r}`,
    );
    expect(after).toEqual(before);
    expect(await get(r, addDays(today, 1))).toEqual(await fresh(r, addDays(today, 1)));
  });
});
