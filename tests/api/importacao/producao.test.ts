import { randomUUID } from 'node:crypto';
import { PARAM_CONFIG } from '@domain/constants';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { STATUS_APROV } from '@domain/rules/approvals';
import { IMPORT_MSG } from '@domain/rules/import-values';
import type { importResult } from '@domain/schemas/importacao';
import { rowsOf } from '@server/db/client';
import { reTbParametros } from '@server/db/schema/admin';
import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getAs } from '../../kit/inject';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * What the production forecast needs, brought by the import: the kanban's closing (semSobra, esgotadoAs),
 * planned meals (qtdPlanejadas) and a company's historical weighings (apontamentos), with bad input on each
 * new column, idempotence, the approval rules of imported history and company scope. Codes carry a per-run
 * prefix: on PostgreSQL the test database is shared and kept between runs.
 */

const RUN = `H${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const c = (code: string) => `${RUN}-${code}`;
const today = toIsoLocal(new Date());
/** A day long past the date window (RE-Limites seq 5, 7 days by default). */
const OLD = addDays(today, -40);
const TARE = 0.5;

let t: TestApp;
let companyA: number;
let companyB: number;
let tokenA: string;
let tokenB: string;
let idRest: number;
let idRecipiente: number;
let idDestino: number;

/** An import's answer: its counts and errors, with the summary of a refused one. */
type Result = z.infer<typeof importResult> & { message?: string };

const csv = (lines: string[]) => lines.join('\r\n');

async function post(tipo: string, body: string, token = tokenA) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/importacao/${tipo}`,
    headers: { ...bearer(token), 'content-type': 'text/csv' },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as Result };
}

const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);

async function insertId(query: ReturnType<typeof sql>): Promise<number> {
  const [r] = await q<{ id: number }>(query);
  return Number(r.id);
}

beforeAll(async () => {
  t = await createTestApp({ IMPORT_RATE_LIMIT: '1000000' });
  [companyA, companyB] = await demoCompanies(t.app);
  tokenA = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: companyA });
  tokenB = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: companyB });
  idRest = await insertId(
    sql`insert into re_tb_restaurantes (id_empresa, des_restaurante, cod_externo)
        values (${companyA}, 'Histórico', ${c('R1')}) returning id_restaurante as id`,
  );
  const agr = await insertId(
    sql`insert into re_tb_agrupamento (id_empresa, des_agrupamento, cod_externo)
        values (${companyA}, 'Proteína', ${c('A1')}) returning cod_agrupamento as id`,
  );
  const prod = await insertId(
    sql`insert into re_tb_produtos (id_empresa, des_produto, cod_agrupamento, vlr_custo_kg, cod_externo)
        values (${companyA}, 'Frango', ${agr}, 20, ${c('P1')}) returning id_produto as id`,
  );
  const item = await insertId(
    sql`insert into re_mv_itens_venda (id_empresa, des_item_venda, cod_externo)
        values (${companyA}, 'Frango grelhado', ${c('IV1')}) returning id_item_venda as id`,
  );
  await insertId(
    sql`insert into re_tb_insumos (id_empresa, des_insumo, vlr_custo_kg, cod_externo)
        values (${companyA}, 'Cebola', 5, ${c('IN1')}) returning id_insumo as id`,
  );
  idRecipiente = await insertId(
    sql`insert into re_tb_recipientes (id_empresa, des_recipiente)
        values (${companyA}, 'Cuba') returning id_recipiente as id`,
  );
  await q(sql`insert into re_tb_recipientes_pesos (id_empresa, id_restaurante, id_recipiente, qtd_peso)
              values (${companyA}, ${idRest}, ${idRecipiente}, ${TARE}) returning id_peso`);
  idDestino = await insertId(
    sql`insert into re_tb_dest_residuos (id_empresa, des_destino)
        values (${companyA}, 'Compostagem') returning id_destino as id`,
  );
  // The kanban of the surplus weighings' day (the weighings import checks it as a save does).
  await q(sql`insert into re_tb_kanban_producao
                (id_empresa, id_restaurante, dta_cardapio, id_item_venda, id_produto, cod_agrupamento, ind_ativo)
              values (${companyA}, ${idRest}, ${OLD}, ${item}, ${prod}, ${agr}, true) returning id_kanban`);
  // Tolerance −20 %/+30 %, approval above the maximum only; entry by the app only (an import is not blocked).
  const p = (seqParametro: number, v: Partial<typeof reTbParametros.$inferInsert>) => ({
    idEmpresa: companyA,
    idRestaurante: idRest,
    desParametro: PARAM_CONFIG,
    seqParametro,
    ...v,
  });
  await t.database.db
    .insert(reTbParametros)
    .values([
      p(7, { vlrParametroInt: 1 }),
      p(13, { vlrParametroDec: 20 }),
      p(14, { vlrParametroDec: 30 }),
      p(15, { vlrParametroInt: 0 }),
      p(16, { vlrParametroInt: 1 }),
    ]);
}, 60_000);
afterAll(async () => t?.close());

const kanbanOf = (item: string, dta: string) =>
  q<{ tip: string | null; hor: string | null }>(
    sql`select k.tip_fechamento as tip, to_char(k.hor_esgotado, 'HH24:MI') as hor
          from re_tb_kanban_producao k
          join re_mv_itens_venda i on i.id_item_venda = k.id_item_venda
         where k.id_restaurante = ${idRest} and i.cod_externo = ${item} and k.dta_cardapio = ${dta}`,
  );

describe('kanbans: semSobra and esgotadoAs', () => {
  const header =
    'codRestaurante;dtaCardapio;codItemVenda;codProduto;qtdPlanejada;qtdProduzida;semSobra;esgotadoAs';
  const dta = addDays(today, -3);

  it('close a line as no surplus or ran out at a time; importing again changes nothing', async () => {
    await post(
      'itensVenda',
      csv(['codigo;descricao', `${c('IV2')};Arroz`, `${c('IV3')};Feijão`, `${c('IV4')};Salada`]),
    );
    const file = csv([
      header,
      `${c('R1')};${dta};${c('IV2')};${c('P1')};10;10;S;`,
      `${c('R1')};${dta};${c('IV3')};${c('P1')};8;8;N;13:45`,
      `${c('R1')};${dta};${c('IV4')};${c('P1')};5;5;;`,
    ]);
    let r = await post('kanbans', file);
    expect(r.body).toEqual({ linhas: 3, inseridas: 3, alteradas: 0, inalteradas: 0, erros: [] });
    expect(await kanbanOf(c('IV2'), dta)).toEqual([{ tip: 'S', hor: null }]);
    expect(await kanbanOf(c('IV3'), dta)).toEqual([{ tip: 'E', hor: '13:45' }]);
    expect(await kanbanOf(c('IV4'), dta)).toEqual([{ tip: null, hor: null }]);
    r = await post('kanbans', file);
    expect(r.body).toEqual({ linhas: 3, inseridas: 0, alteradas: 0, inalteradas: 3, erros: [] });
  });

  it('a ran-out line re-closed as no surplus by a file with semSobra only drops its time', async () => {
    const r = await post(
      'kanbans',
      csv([
        'codRestaurante;dtaCardapio;codItemVenda;codProduto;semSobra',
        `${c('R1')};${dta};${c('IV3')};${c('P1')};S`,
      ]),
    );
    expect(r.body).toMatchObject({ alteradas: 1, erros: [] });
    expect(await kanbanOf(c('IV3'), dta)).toEqual([{ tip: 'S', hor: null }]);
  });

  it('a file without the closing columns keeps the stored closing', async () => {
    const r = await post(
      'kanbans',
      csv([
        'codRestaurante;dtaCardapio;codItemVenda;codProduto;qtdPlanejada',
        `${c('R1')};${dta};${c('IV2')};${c('P1')};11`,
      ]),
    );
    expect(r.body).toMatchObject({ alteradas: 1, erros: [] });
    expect(await kanbanOf(c('IV2'), dta)).toEqual([{ tip: 'S', hor: null }]);
  });

  it('refuses both closings on one line, a bad time and a bad semSobra, line by line (nothing written)', async () => {
    const r = await post(
      'kanbans',
      csv([
        header,
        `${c('R1')};${dta};${c('IV4')};${c('P1')};5;5;S;12:00`,
        `${c('R1')};${dta};${c('IV4')};${c('P1')};5;5;;25:00`,
        `${c('R1')};${dta};${c('IV4')};${c('P1')};5;5;;12h30`,
        `${c('R1')};${dta};${c('IV4')};${c('P1')};5;5;talvez;`,
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 2, coluna: 'esgotadoAs', mensagem: IMPORT_MSG.closedTwoWays },
      { linha: 3, coluna: 'esgotadoAs', mensagem: IMPORT_MSG.invalidTime('25:00') },
      { linha: 4, coluna: 'esgotadoAs', mensagem: IMPORT_MSG.invalidTime('12h30') },
      { linha: 5, coluna: 'semSobra', mensagem: IMPORT_MSG.invalidBoolean('talvez') },
    ]);
    expect(await kanbanOf(c('IV4'), dta)).toEqual([{ tip: null, hor: null }]);
  });
});

describe('refeicoes: qtdPlanejadas', () => {
  const planned = (dta: string) =>
    q<{ n: number }>(
      sql`select qtd_planejadas as n from re_tb_refeicoes_planejadas
           where id_empresa = ${companyA} and id_restaurante = ${idRest} and dta_refeicao = ${dta}`,
    );
  const served = (dta: string) =>
    q<{ n: number }>(
      sql`select qtd_refeicoes as n from re_tb_refeicoes
           where id_empresa = ${companyA} and id_restaurante = ${idRest} and dta_refeicao = ${dta}`,
    );
  const past = addDays(today, -2);
  const future = addDays(today, 5);

  it('served and planned per restaurant and day; a future day may carry planned meals only', async () => {
    const file = csv([
      'codRestaurante;dtaRefeicao;qtdRefeicoes;qtdPlanejadas',
      `${c('R1')};${past};850;900`,
      `${c('R1')};${future};;950`,
    ]);
    let r = await post('refeicoes', file);
    expect(r.body).toEqual({ linhas: 2, inseridas: 2, alteradas: 0, inalteradas: 0, erros: [] });
    expect(await served(past)).toEqual([{ n: 850 }]);
    expect(await planned(past)).toEqual([{ n: 900 }]);
    expect(await served(future)).toEqual([]);
    expect(await planned(future)).toEqual([{ n: 950 }]);
    r = await post('refeicoes', file);
    expect(r.body).toEqual({ linhas: 2, inseridas: 0, alteradas: 0, inalteradas: 2, erros: [] });
    // Served meals of the future day arrive later: its planned meals stay.
    r = await post('refeicoes', csv(['codRestaurante;dtaRefeicao;qtdRefeicoes', `${c('R1')};${future};940`]));
    expect(r.body).toEqual({ linhas: 1, inseridas: 1, alteradas: 0, inalteradas: 0, erros: [] });
    expect(await planned(future)).toEqual([{ n: 950 }]);
    r = await post(
      'refeicoes',
      csv(['codRestaurante;dtaRefeicao;qtdPlanejadas', `${c('R1')};${future};960`]),
    );
    expect(r.body).toEqual({ linhas: 1, inseridas: 0, alteradas: 1, inalteradas: 0, erros: [] });
    expect(await planned(future)).toEqual([{ n: 960 }]);
    expect(await served(future)).toEqual([{ n: 940 }]);
  });

  it('refuses a line with no meals and bad planned meals', async () => {
    const r = await post(
      'refeicoes',
      csv([
        'codRestaurante;dtaRefeicao;qtdRefeicoes;qtdPlanejadas',
        `${c('R1')};${addDays(today, 9)};;`,
        `${c('R1')};${addDays(today, 10)};;muitas`,
        `${c('R1')};${addDays(today, 11)};;-5`,
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 2, coluna: 'qtdRefeicoes', mensagem: IMPORT_MSG.noMeals },
      { linha: 3, coluna: 'qtdPlanejadas', mensagem: IMPORT_MSG.invalidInteger('muitas') },
      { linha: 4, coluna: 'qtdPlanejadas', mensagem: IMPORT_MSG.negative },
    ]);
    expect(await planned(addDays(today, 9))).toEqual([]);
  });
});

describe('apontamentos: historical weighings', () => {
  const header =
    'codRestaurante;dtaApontamento;tipDesperdicio;qtdDesperdicio;codItemVenda;codProduto;codAgrupamento;codInsumo;codDestino;codRecipiente;uuidApontamento';
  const stored = (dta: string) =>
    q<{
      tip: number;
      qtd: string;
      tara: string;
      importado: boolean;
      precisa: boolean;
      status: number | null;
      motivo: string | null;
      destino: number | null;
    }>(
      sql`select tip_desperdicio as tip, qtd_desperdicio::text as qtd, qtd_tara::text as tara,
                 ind_importado as importado, precisa_aprovacao as precisa, ind_status_aprov as status,
                 motivo_aprovacao as motivo, id_destino as destino
            from re_tb_desperdicios_det
           where id_empresa = ${companyA} and id_restaurante = ${idRest} and dta_apontamento = ${dta}
           order by tip_desperdicio, qtd_desperdicio`,
    );
  const rollupKg = (dta: string) =>
    q<{ kg: string }>(
      sql`select coalesce(sum(qtd_kg), 0)::text as kg from re_tb_desp_resumo_tip_dia
           where id_empresa = ${companyA} and id_restaurante = ${idRest} and dta_apontamento = ${dta}`,
    );

  it('saves each type as a save does (tare, cost, kanban), marked imported, not sent to approval for its age', async () => {
    const file = csv([
      header,
      `${c('R1')};${OLD};1;"2,5";;;;;${idDestino};;`,
      `${c('R1')};${OLD};2;"3,5";${c('IV1')};${c('P1')};;;;${idRecipiente};`,
      `${c('R1')};${OLD};2;"1,2";;;${c('A1')};;;;${randomUUID().toUpperCase()}`,
      `${c('R1')};${OLD};4;"0,8";;;;${c('IN1')};;;`,
    ]);
    let r = await post('apontamentos', file);
    expect(r.body).toEqual({ linhas: 4, inseridas: 4, alteradas: 0, inalteradas: 0, erros: [] });
    const rows = await stored(OLD);
    expect(rows).toEqual([
      expect.objectContaining({ tip: 1, qtd: '2.500', tara: '0.000', destino: idDestino }),
      expect.objectContaining({ tip: 2, qtd: '1.200', tara: '0.000' }),
      expect.objectContaining({ tip: 2, qtd: '3.500', tara: TARE.toFixed(3) }),
      expect.objectContaining({ tip: 4, qtd: '0.800' }),
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ importado: true, precisa: false, status: null, motivo: null });
    // The rollup holds them (net kg: the tare is off), as after a save.
    expect(Number((await rollupKg(OLD))[0].kg)).toBeCloseTo(2.5 + 3 + 1.2 + 0.8, 3);
    // The same file again (with and without uuids) creates nothing.
    r = await post('apontamentos', file);
    expect(r.body).toEqual({ linhas: 4, inseridas: 0, alteradas: 0, inalteradas: 4, erros: [] });
    expect(await stored(OLD)).toHaveLength(4);
    expect(Number((await rollupKg(OLD))[0].kg)).toBeCloseTo(7.5, 3);
  });

  it('still goes to approval for the tolerance (an old day: no reason of age)', async () => {
    // Far from the other days of these tests: the reference window holds only the two trays below.
    const dta = addDays(today, -90);
    // Previous trays of the window: reference 15 kg, max 19.5 kg.
    await t.database.db.insert(reTbDesperdiciosDet).values(
      [10, 20].map((qtd, i) => ({
        idEmpresa: companyA,
        idRestaurante: idRest,
        tipDesperdicio: 1,
        dtaApontamento: addDays(dta, -(i + 1)),
        qtdDesperdicio: qtd,
      })),
    );
    const r = await post(
      'apontamentos',
      csv([header, `${c('R1')};${dta};1;25;;;;;;;`, `${c('R1')};${dta};1;16;;;;;;;`]),
    );
    expect(r.body).toMatchObject({ inseridas: 2, erros: [] });
    expect(await stored(dta)).toEqual([
      expect.objectContaining({ qtd: '16.000', importado: true, precisa: false, status: null }),
      expect.objectContaining({
        qtd: '25.000',
        importado: true,
        precisa: true,
        status: STATUS_APROV.Pendente,
        motivo: null,
      }),
    ]);
  });

  it('refuses bad input on each column, line by line in pt-BR, and writes nothing', async () => {
    const dta = addDays(today, -20);
    const uuid = randomUUID();
    const r = await post(
      'apontamentos',
      csv([
        header,
        `${c('R1')};${dta};7;1;;;;;;;`,
        `${c('R1')};${dta};1;abc;;;;;;;`,
        `${c('R1')};${dta};1;0;;;;;;;`,
        `${c('R1')};31/02/2026;1;1;;;;;;;`,
        `${c('R1')};${addDays(today, 3)};1;1;;;;;;;`,
        `${c('R1')};${dta};2;1;;;;;;;`,
        `${c('R1')};${dta};2;1;${c('IV1')};${c('P1')};;;;;`,
        `${c('R1')};${dta};4;1;;;;${c('NADA')};;;`,
        `${c('R1')};${dta};1;"0,4";;;;;;${idRecipiente};`,
        `${c('R1')};${dta};1;1;;;;;;999999;`,
        `${c('R1')};${dta};1;"1,1";;;;;999999;;`,
        `${c('R1')};${dta};1;1;;;;;;;não-é-uuid`,
        `${c('R1')};${dta};1;"1,5";;;;;;;${uuid}`,
        `${c('R1')};${dta};1;"1,6";;;;;;;${uuid}`,
        `${c('R1')};${dta};1;"1,7";;;;;;;`,
        `${c('R1')};${dta};1;"1,7";;;;;;;`,
        `;${dta};1;1;;;;;;;`,
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(IMPORT_MSG.failed(r.body.erros.length, false));
    const at = (linha: number) => r.body.erros.filter((e) => e.linha === linha);
    expect(at(2)).toEqual([
      { linha: 2, coluna: 'tipDesperdicio', mensagem: IMPORT_MSG.invalidWasteType('7') },
    ]);
    expect(at(3)).toEqual([
      { linha: 3, coluna: 'qtdDesperdicio', mensagem: IMPORT_MSG.invalidDecimal('abc') },
    ]);
    expect(at(4)).toEqual([{ linha: 4, coluna: 'qtdDesperdicio', mensagem: MSG.quantityInvalid }]);
    expect(at(5)).toEqual([
      { linha: 5, coluna: 'dtaApontamento', mensagem: IMPORT_MSG.invalidDate('31/02/2026') },
    ]);
    expect(at(6)).toEqual([{ linha: 6, coluna: 'dtaApontamento', mensagem: MSG.dateTooFarAhead }]);
    expect(at(7)).toEqual([{ linha: 7, coluna: 'codItemVenda', mensagem: MSG.itemRequired }]);
    expect(at(8)).toEqual([{ linha: 8, coluna: 'codProduto', mensagem: MSG.kanbanNotFound }]);
    expect(at(9)).toEqual([
      { linha: 9, coluna: 'codInsumo', mensagem: IMPORT_MSG.notFound('Insumo', c('NADA')) },
    ]);
    expect(at(10)).toEqual([{ linha: 10, coluna: 'qtdDesperdicio', mensagem: MSG.containerTare }]);
    expect(at(11)).toEqual([
      { linha: 11, coluna: 'codRecipiente', mensagem: MSG.notFoundRef('Recipiente', 999999) },
    ]);
    expect(at(12)).toEqual([
      { linha: 12, coluna: 'codDestino', mensagem: MSG.notFoundRef('Destino', 999999) },
    ]);
    expect(at(13)).toEqual([
      { linha: 13, coluna: 'uuidApontamento', mensagem: IMPORT_MSG.invalidUuid('não-é-uuid') },
    ]);
    expect(at(14)).toEqual([]);
    expect(at(15)).toEqual([
      { linha: 15, coluna: 'uuidApontamento', mensagem: IMPORT_MSG.duplicatedKey(uuid, 14) },
    ]);
    expect(at(16)).toEqual([]);
    expect(at(17)).toEqual([
      {
        linha: 17,
        coluna: 'uuidApontamento',
        mensagem: IMPORT_MSG.duplicatedKey(`${c('R1')} / ${dta} / 1 /  /  /  /  / 1.7`, 16),
      },
    ]);
    expect(at(18)).toEqual([{ linha: 18, coluna: 'codRestaurante', mensagem: IMPORT_MSG.required }]);
    expect(await stored(dta)).toEqual([]);
  });

  it('a uuid already saved with other data is refused; the same data is left as it is', async () => {
    const dta = addDays(today, -15);
    const uuid = randomUUID();
    let r = await post('apontamentos', csv([header, `${c('R1')};${dta};1;2;;;;;;;${uuid}`]));
    expect(r.body).toMatchObject({ inseridas: 1, erros: [] });
    r = await post('apontamentos', csv([header, `${c('R1')};${dta};1;3;;;;;;;${uuid}`]));
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 2, coluna: 'uuidApontamento', mensagem: IMPORT_MSG.uuidTaken(uuid) },
    ]);
    r = await post('apontamentos', csv([header, `${c('R1')};${dta};1;2;;;;;;;${uuid}`]));
    expect(r.body).toMatchObject({ inseridas: 0, inalteradas: 1, erros: [] });
  });

  it('is scoped to the company: another company does not find these codes', async () => {
    const dta = addDays(today, -10);
    const r = await post('apontamentos', csv([header, `${c('R1')};${dta};4;1;;;;${c('IN1')};;;`]), tokenB);
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 2, coluna: 'codRestaurante', mensagem: IMPORT_MSG.notFound('Restaurante', c('R1')) },
      { linha: 2, coluna: 'codInsumo', mensagem: IMPORT_MSG.notFound('Insumo', c('IN1')) },
    ]);
    const [n] = await q<{ n: number }>(
      sql`select count(*)::int as n from re_tb_desperdicios_det where id_empresa = ${companyB} and dta_apontamento = ${dta} and ind_importado`,
    );
    expect(Number(n.n)).toBe(0);
  });

  it('lists the kind with its columns and serves its template', async () => {
    const res = await getAs(t.app, '/api/v1/importacao', tokenA);
    const kind = (res.json() as { tipo: string; colunas: { nome: string; obrigatoria: boolean }[] }[]).find(
      (k) => k.tipo === 'apontamentos',
    );
    expect(kind?.colunas.map((col) => [col.nome, col.obrigatoria])).toEqual([
      ['codRestaurante', true],
      ['dtaApontamento', true],
      ['tipDesperdicio', true],
      ['qtdDesperdicio', true],
      ['codItemVenda', false],
      ['codProduto', false],
      ['codAgrupamento', false],
      ['codInsumo', false],
      ['codDestino', false],
      ['codRecipiente', false],
      ['uuidApontamento', false],
    ]);
    const tpl = await getAs(t.app, '/api/v1/importacao/apontamentos/modelo', tokenA);
    expect(tpl.statusCode).toBe(200);
    expect(tpl.body.split('\r\n')[0]).toBe(`\uFEFF${header}`);
  });
});
