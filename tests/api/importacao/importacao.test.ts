import { Readable } from 'node:stream';
import type { AccessFlag } from '@domain/access';
import { MSG } from '@domain/messages';
import { IMPORT_MSG } from '@domain/rules/import-values';
import type { importResult } from '@domain/schemas/importacao';
import { rowsOf } from '@server/db/client';
import { acessos, empresas } from '@server/db/schema/core';
import { EMAIL_OF_OTHER_COMPANY } from '@server/modules/importacao/kinds/usuarios';
import { importLimits } from '@server/modules/importacao/limits';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoSuite } from '../../kit/fixtures/demo-app';
import { bearer, login, signIn } from '../../kit/sign-in';
import { createTestApp } from '../../kit/test-app';
import { createTestUser } from '../../kit/test-users';

/**
 * Master-data import (/api/v1/importacao): every kind from a good file, the file formats (separators, BOM,
 * Latin-1, decimal comma, XLSX, JSON), the errors (columns, duplicates, references, empty files, size),
 * idempotence, simulation, all-or-nothing, company isolation, access and limits. Codes carry a per-run prefix:
 * on PostgreSQL the test database is shared and kept between runs.
 */

const RUN = `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const c = (code: string) => `${RUN}-${code}`;

const s = demoSuite(['admin', 'adminB'], { IMPORT_RATE_LIMIT: '1000000' });

beforeAll(async () => {}, 60_000);

/** An import's answer: its counts and errors, with the summary of a refused one. */
type Result = z.infer<typeof importResult> & { message?: string };

type Body = string | Buffer | Readable | unknown[];

async function post(
  tipo: string,
  body: Body,
  opts: { token?: string; simular?: boolean; type?: string; headers?: Record<string, string> } = {},
) {
  const isJson = Array.isArray(body);
  const res = await s.t.app.inject({
    method: 'POST',
    url: `/api/v1/importacao/${tipo}${opts.simular ? '?simular=1' : ''}`,
    headers: {
      ...bearer(opts.token ?? s.tokens.admin),
      'content-type': opts.type ?? (isJson ? 'application/json' : 'text/csv'),
      ...opts.headers,
    },
    payload: isJson ? JSON.stringify(body) : (body as string | Buffer | Readable),
  });
  return { status: res.statusCode, body: res.json() as Result, headers: res.headers };
}

const csv = (lines: string[], sep = ';') => lines.map((l) => l.replaceAll(';', sep)).join('\r\n');

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Plan1');
  for (const r of rows) ws.addRow(r);
  wb.addWorksheet('Outra').addRow(['ignorada']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(field: string, filename: string, content: Buffer, mimetype: string) {
  const boundary = `----cd${RUN}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${mimetype}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

async function postFile(
  tipo: string,
  file: Buffer,
  filename: string,
  mimetype: string,
  token = s.tokens.admin,
) {
  const m = multipart('arquivo', filename, file, mimetype);
  return post(tipo, m.payload, { type: m.type, token });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function count(table: string, where = sql``): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    s.t.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where cod_externo like ${`${RUN}%`} ${where}`,
  );
  return Number(r.n);
}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [r] = await rowsOf<T>(s.t.database.db, query);
  return r;
}

/** A user created in the database (password 'demo'), with access flags in `idEmpresa` when given. */
const newUser = (idEmpresa?: number, flags: Partial<Record<AccessFlag, boolean>> = {}) =>
  createTestUser(s.t.database.db, { prefix: RUN.toLowerCase(), idEmpresa, flags, domain: 'exemplo.com.br' });

async function accessOf(idUsuario: number, idEmpresa: number) {
  return one<{ adm: boolean; apont: boolean } | undefined>(
    sql`select ind_ret_adm as adm, ind_apontamentos as apont from re_tb_acesso_desperdicio
         where id_usuario = ${idUsuario} and id_empresa = ${idEmpresa}`,
  );
}

describe('catalogue of kinds and templates', () => {
  it('lists every kind with its columns', async () => {
    const res = await s.call('GET', '/api/v1/importacao', s.tokens.admin);
    expect(res.statusCode).toBe(200);
    const kinds = res.json() as { tipo: string; colunas: { nome: string; obrigatoria: boolean }[] }[];
    expect(kinds.map((k) => k.tipo)).toEqual([
      'grupos',
      'restaurantes',
      'satelites',
      'gruposPratos',
      'itensVenda',
      'agrupamentos',
      'produtos',
      'insumos',
      'usuarios',
      'kanbans',
      'refeicoes',
      'apontamentos',
    ]);
    const kanban = kinds.find((k) => k.tipo === 'kanbans');
    expect(kanban?.colunas.filter((col) => col.obrigatoria).map((col) => col.nome)).toEqual([
      'codRestaurante',
      'dtaCardapio',
      'codItemVenda',
      'codProduto',
    ]);
  });

  it('serves a CSV template with a BOM, ";" and an example line', async () => {
    const res = await s.call('GET', '/api/v1/importacao/produtos/modelo', s.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="modelo-produtos.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, example] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('codigo;descricao;codAgrupamento;vlrCustoKg');
    expect(example.split(';')).toHaveLength(4);
  });

  it('a template imports back as a simulation (its own columns)', async () => {
    const res = await s.call('GET', '/api/v1/importacao/grupos/modelo', s.tokens.admin);
    const r = await post('grupos', res.rawPayload, { simular: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ linhas: 1, erros: [] });
  });

  it('an unknown kind is 400', async () => {
    const r = await post('desconhecido', 'a;b\n1;2');
    expect(r.status).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it("documents the import's three body forms with examples, and its answers", async () => {
    const doc = (await s.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { example?: unknown }> };
            responses: Record<string, unknown>;
          }
        >
      >;
    };
    const post = doc.paths['/api/v1/importacao/{tipo}'].post;
    const content = post.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data', 'text/csv']);
    expect(String(content['text/csv'].example)).toContain('codigo;descricao');
    expect(content['application/json'].example).toEqual([expect.objectContaining({ codigo: 'R001' })]);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '400', '413', '429']));
  });
});

describe('every kind from a good file, and again (idempotent)', () => {
  it('grupos (CSV with ";"): inserted, then unchanged, then one changed', async () => {
    const file = csv(['codigo;descricao', `${c('G1')};Regional Sul`, `${c('G2')};Regional Norte`]);
    let r = await post('grupos', file);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ linhas: 2, inseridas: 2, alteradas: 0, inalteradas: 0, erros: [] });
    r = await post('grupos', file);
    expect(r.body).toEqual({ linhas: 2, inseridas: 0, alteradas: 0, inalteradas: 2, erros: [] });
    r = await post(
      'grupos',
      csv(['codigo;descricao', `${c('G1')};Regional Sul`, `${c('G2')};Regional Nordeste`]),
    );
    expect(r.body).toMatchObject({ inseridas: 0, alteradas: 1, inalteradas: 1 });
    expect(await count('re_tb_grupos_restaurantes', sql`and id_empresa = ${s.companyA}`)).toBe(2);
  });

  it('restaurantes (CSV with ","), with group and time zone', async () => {
    const file = csv(
      [
        'Código;Descrição;cod_grupo;fusoHorario;inativo',
        `${c('R1')};Restaurante Centro;${c('G1')};America/Sao_Paulo;N`,
        `${c('R2')};Restaurante Manaus;${c('G2')};America/Manaus;não`,
        `${c('R3')};Restaurante Antigo;;;S`,
      ],
      ',',
    );
    let r = await post('restaurantes', file);
    expect(r.body).toMatchObject({ linhas: 3, inseridas: 3, erros: [] });
    const manaus = await one<{ fuso: string; grupo: string }>(
      sql`select r.des_fuso_horario as fuso, g.cod_externo as grupo from re_tb_restaurantes r
            join re_tb_grupos_restaurantes g on g.id_grupo = r.id_grupo where r.cod_externo = ${c('R2')}`,
    );
    expect(manaus).toEqual({ fuso: 'America/Manaus', grupo: c('G2') });
    const old = await one<{ fuso: string; inativo: number }>(
      sql`select des_fuso_horario as fuso, ind_inativo as inativo from re_tb_restaurantes where cod_externo = ${c('R3')}`,
    );
    expect(old).toEqual({ fuso: 'America/Sao_Paulo', inativo: 1 });
    r = await post('restaurantes', file);
    expect(r.body).toMatchObject({ inseridas: 0, alteradas: 0, inalteradas: 3 });
  });

  it('restaurantes: an invalid time zone is an error of its column', async () => {
    const r = await post('restaurantes', csv(['codigo;descricao;fusoHorario', `${c('RX')};X;Brasil/Hora`]));
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 2, coluna: 'fusoHorario', mensagem: IMPORT_MSG.invalidTimeZone('Brasil/Hora') },
    ]);
  });

  it('satelites, keyed by their code', async () => {
    const file = csv([
      'codSatelite;descricao;codRestaurante',
      `${c('S1')};Satélite Hospital;${c('R1')}`,
      `${c('S2')};Satélite Escola;${c('R2')}`,
    ]);
    let r = await post('satelites', file);
    expect(r.body).toMatchObject({ inseridas: 2, erros: [] });
    r = await post('satelites', file);
    expect(r.body).toMatchObject({ inseridas: 0, inalteradas: 2 });
  });

  it('gruposPratos and itensVenda from XLSX uploads', async () => {
    let r = await postFile(
      'gruposPratos',
      await xlsx([
        ['codigo', 'descricao'],
        [c('GP1'), 'Prato principal'],
        [c('GP2'), 'Guarnição'],
      ]),
      'grupos.xlsx',
      XLSX,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ linhas: 2, inseridas: 2, erros: [] });
    const items = await xlsx([
      ['CODIGO', 'Descrição', 'codGrupoPrato'],
      [c('IV1'), 'Frango grelhado', c('GP1')],
      [c('IV2'), 'Arroz', c('GP2')],
      [],
      [c('IV3'), 'Salada', null],
    ]);
    r = await postFile('itensVenda', items, 'itens.xlsx', XLSX);
    expect(r.body).toMatchObject({ linhas: 3, inseridas: 3, erros: [] });
    r = await postFile('itensVenda', items, 'itens.xlsx', XLSX);
    expect(r.body).toMatchObject({ inseridas: 0, alteradas: 0, inalteradas: 3 });
  });

  it('agrupamentos and produtos, costs with decimal comma and dot (also from XLSX numbers)', async () => {
    let r = await post(
      'agrupamentos',
      csv(['codigo;descricao', `${c('A1')};Proteína`, `${c('A2')};Guarnição`]),
    );
    expect(r.body).toMatchObject({ inseridas: 2 });
    const file = csv([
      'codigo;descricao;codAgrupamento;vlrCustoKg',
      `${c('P1')};Frango;${c('A1')};"12,5"`,
      `${c('P2')};Arroz;${c('A2')};4.9`,
      `${c('P3')};Feijão;;"1.234,56"`,
    ]);
    r = await post('produtos', file);
    expect(r.body).toMatchObject({ linhas: 3, inseridas: 3, erros: [] });
    const costs = await rowsOf<{ cod: string; custo: string }>(
      s.t.database.db,
      sql`select cod_externo as cod, vlr_custo_kg::text as custo from re_tb_produtos
           where cod_externo like ${`${RUN}%`} order by cod_externo`,
    );
    expect(costs.map((x) => x.custo)).toEqual(['12.50', '4.90', '1234.56']);
    r = await post('produtos', file);
    expect(r.body).toMatchObject({ inalteradas: 3 });
    r = await postFile(
      'produtos',
      await xlsx([
        ['codigo', 'descricao', 'codAgrupamento', 'vlrCustoKg'],
        [c('P1'), 'Frango', c('A1'), 13.25],
      ]),
      'p.xlsx',
      XLSX,
    );
    expect(r.body).toMatchObject({ alteradas: 1 });
  });

  it('insumos from a Latin-1 (Windows-1252) file without BOM', async () => {
    const text = csv([
      'codigo;descricao;codMascara;codNivel;vlrCustoKg',
      `${c('I1')};Cebola roxa à granel;01.02;3;4,90`,
      `${c('I2')};Açúcar refinado;01.03;3;`,
    ]);
    const r = await post('insumos', Buffer.from(text, 'latin1'));
    expect(r.body).toMatchObject({ inseridas: 2, erros: [] });
    const acucar = await one<{ des: string }>(
      sql`select des_insumo as des from re_tb_insumos where cod_externo = ${c('I2')}`,
    );
    expect(acucar.des).toBe('Açúcar refinado');
  });

  it('a UTF-8 file with BOM reads its first column', async () => {
    const text = `\uFEFF${csv(['codigo;descricao', `${c('I3')};Maçã`])}`;
    const r = await post('insumos', Buffer.from(text, 'utf8'));
    expect(r.body).toMatchObject({ inseridas: 1, erros: [] });
    const maca = await one<{ des: string }>(
      sql`select des_insumo as des from re_tb_insumos where cod_externo = ${c('I3')}`,
    );
    expect(maca.des).toBe('Maçã');
  });

  it('kanbans: keyed by restaurant, day, item and product; dates in both formats', async () => {
    const file = csv([
      'codRestaurante;dtaCardapio;codItemVenda;codProduto;codAgrupamento;qtdPlanejada;qtdProduzida;ativo',
      `${c('R1')};01/03/2026;${c('IV1')};${c('P1')};${c('A1')};25,5;24,8;S`,
      `${c('R1')};2026-03-01;${c('IV2')};${c('P2')};;10;;`,
      `${c('R2')};02/03/2026;${c('IV1')};${c('P1')};;"3,125";;N`,
    ]);
    let r = await post('kanbans', file);
    expect(r.body).toEqual({ linhas: 3, inseridas: 3, alteradas: 0, inalteradas: 0, erros: [] });
    r = await post('kanbans', file);
    expect(r.body).toEqual({ linhas: 3, inseridas: 0, alteradas: 0, inalteradas: 3, erros: [] });
    const k = await one<{ plan: string; ativo: boolean }>(
      sql`select k.qtd_planejada::text as plan, k.ind_ativo as ativo from re_tb_kanban_producao k
            join re_tb_restaurantes r on r.id_restaurante = k.id_restaurante
           where r.cod_externo = ${c('R2')} and k.dta_cardapio = '2026-03-02'`,
    );
    expect(k).toEqual({ plan: '3.125', ativo: false });
    // No grouping in the file: the product's.
    const g = await one<{ cod: string }>(
      sql`select a.cod_externo as cod from re_tb_kanban_producao k
            join re_tb_restaurantes r on r.id_restaurante = k.id_restaurante
            join re_mv_itens_venda i on i.id_item_venda = k.id_item_venda
            join re_tb_agrupamento a on a.cod_agrupamento = k.cod_agrupamento
           where r.cod_externo = ${c('R1')} and i.cod_externo = ${c('IV2')}`,
    );
    expect(g.cod).toBe(c('A2'));
  });

  it('refeicoes: keyed by restaurant and day', async () => {
    const file = csv([
      'codRestaurante;dtaRefeicao;qtdRefeicoes',
      `${c('R1')};01/03/2026;850`,
      `${c('R2')};2026-03-01;120`,
    ]);
    let r = await post('refeicoes', file);
    expect(r.body).toMatchObject({ inseridas: 2, erros: [] });
    r = await post(
      'refeicoes',
      csv([
        'codRestaurante;dtaRefeicao;qtdRefeicoes',
        `${c('R1')};01/03/2026;900`,
        `${c('R2')};2026-03-01;120`,
      ]),
    );
    expect(r.body).toMatchObject({ inseridas: 0, alteradas: 1, inalteradas: 1 });
  });

  it('usuarios: access flags and approval rights; no password is imported', async () => {
    const email = `${RUN.toLowerCase()}.erp@exemplo.com.br`;
    const file = csv([
      'email;usuario;nome;indRetAdm;indApontamentos;indApp;codRestaurantesAprovacao',
      `${email};${RUN.toLowerCase()}.erp;Integração ERP;N;sim;S;${c('R1')}|${c('R2')}`,
    ]);
    let r = await post('usuarios', file);
    expect(r.body).toMatchObject({ linhas: 1, inseridas: 1, erros: [] });
    r = await post('usuarios', file);
    expect(r.body).toMatchObject({ inseridas: 0, alteradas: 0, inalteradas: 1 });
    const user = await one<{ id: number; apont: boolean; app: boolean; adm: boolean }>(
      sql`select u.id_usuario as id, a.ind_apontamentos as apont, a.ind_app as app, a.ind_ret_adm as adm
            from nl_base_usuarios u join re_tb_acesso_desperdicio a on a.id_usuario = u.id_usuario
           where u.des_email = ${email} and a.id_empresa = ${s.companyA}`,
    );
    expect(user).toMatchObject({ apont: true, app: true, adm: false });
    const approves = await one<{ n: number }>(
      sql`select count(*)::int as n from re_tb_aprovadores where id_usuario = ${user.id} and id_empresa = ${s.companyA}`,
    );
    expect(Number(approves.n)).toBe(2);
    // No password: nobody logs in until one is set.
    const attempt = await s.t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login',
      payload: { username: email, password: '' },
    });
    expect(attempt.statusCode).not.toBe(200);

    // One approval right less: the user changes.
    r = await post(
      'usuarios',
      csv([
        'email;usuario;nome;indRetAdm;indApontamentos;indApp;codRestaurantesAprovacao',
        `${email};${RUN.toLowerCase()}.erp;Integração ERP;N;sim;S;${c('R1')}`,
      ]),
    );
    expect(r.body).toMatchObject({ alteradas: 1 });

    // An integration account (indApp only) may import.
    await s.t.database.db.execute(
      sql`update nl_base_usuarios set des_senha = ${await argon2.hash('demo', { type: argon2.argon2id })}
           where id_usuario = ${user.id}`,
    );
    await s.t.database.db.execute(
      sql`update re_tb_acesso_desperdicio set ind_apontamentos = false where id_usuario = ${user.id}`,
    );
    const appToken = await signIn(s.t.app, email, { idEmpresa: s.companyA });
    r = await post('grupos', csv(['codigo;descricao', `${c('G1')};Regional Sul`]), {
      token: appToken,
      simular: true,
    });
    expect(r.status).toBe(200);
  });

  it('usuarios: a login name of another person is an error of its column', async () => {
    const r = await post(
      'usuarios',
      csv(['email;usuario;nome', `${RUN.toLowerCase()}.x@exemplo.com.br;admin;Outro`]),
    );
    expect(r.status).toBe(400);
    expect(r.body.erros[0]).toMatchObject({ linha: 2, coluna: 'usuario' });
  });

  it('restaurantes: a column absent from the file keeps the stored value; defaults go in on insert', async () => {
    await post('grupos', csv(['codigo;descricao', `${c('GM')};Regional Amazonas`]));
    let r = await post(
      'restaurantes',
      csv([
        'codigo;descricao;codGrupo;fusoHorario',
        `${c('RM')};Restaurante Manaus;${c('GM')};America/Manaus`,
      ]),
    );
    expect(r.body).toMatchObject({ inseridas: 1, erros: [] });
    const stored = (code: string) =>
      one<{ fuso: string; grupo: string | null }>(
        sql`select r.des_fuso_horario as fuso, g.cod_externo as grupo from re_tb_restaurantes r
              left join re_tb_grupos_restaurantes g on g.id_grupo = r.id_grupo
             where r.cod_externo = ${code} and r.id_empresa = ${s.companyA}`,
      );
    // An ERP file without fusoHorario and codGrupo: the restaurant keeps its zone and group.
    r = await post(
      'restaurantes',
      csv(['codigo;descricao', `${c('RM')};Restaurante Manaus`, `${c('RN')};Novo`]),
    );
    expect(r.body).toEqual({ linhas: 2, inseridas: 1, alteradas: 0, inalteradas: 1, erros: [] });
    expect(await stored(c('RM'))).toEqual({ fuso: 'America/Manaus', grupo: c('GM') });
    expect(await stored(c('RN'))).toEqual({ fuso: 'America/Sao_Paulo', grupo: null });
    // An empty cell of a present column still means "empty / default".
    r = await post('restaurantes', csv(['codigo;descricao;fusoHorario', `${c('RM')};Restaurante Manaus;`]));
    expect(r.body).toMatchObject({ inseridas: 0, alteradas: 1, inalteradas: 0 });
    expect(await stored(c('RM'))).toEqual({ fuso: 'America/Sao_Paulo', grupo: c('GM') });
  });

  it('the JSON variant: a list of row objects', async () => {
    const r = await post('grupos', [
      { codigo: c('G3'), descricao: 'Regional Oeste' },
      { codigo: c('G4'), descricao: 'Regional Leste' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ linhas: 2, inseridas: 2 });
    const bad = await post('grupos', [
      { codigo: c('G5'), descricao: 'X' },
      { codigo: c('G6'), nome: 'Y' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.erros).toEqual(
      expect.arrayContaining([{ linha: 3, coluna: 'nome', mensagem: IMPORT_MSG.unknownColumn('nome') }]),
    );
    const notList = await post('grupos', { codigo: 'x' } as never, { type: 'application/json' });
    expect(notList.status).toBe(400);
  });
});

describe('bad files', () => {
  it('unknown and missing columns are errors naming the column', async () => {
    const r = await post('produtos', csv(['codigo;nome;vlrCustoKg', `${c('PX')};X;1`]));
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 1, coluna: 'nome', mensagem: IMPORT_MSG.unknownColumn('nome') },
      { linha: 1, coluna: 'descricao', mensagem: IMPORT_MSG.missingColumn('descricao') },
    ]);
    expect(r.body.message).toBe(IMPORT_MSG.failed(2, false));
  });

  it('duplicated codes within the file name both lines', async () => {
    const r = await post('grupos', csv(['codigo;descricao', `${c('GD')};A`, `${c('GD')};B`]));
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 3, coluna: 'codigo', mensagem: IMPORT_MSG.duplicatedKey(c('GD'), 2) },
    ]);
    expect(await count('re_tb_grupos_restaurantes', sql`and cod_externo = ${c('GD')}`)).toBe(0);
  });

  it('a code repeated thousands of lines later (another batch) is found too, naming the first line', async () => {
    const lines = ['codigo;descricao', `${c('GL')};Primeira`];
    for (let i = 0; i < 6_000; i++) lines.push(`${c(`GL${i}`)};Grupo ${i}`);
    lines.push(`${c('GL')};De novo`);
    const r = await post('grupos', csv(lines), { simular: true });
    expect(r.status).toBe(200);
    expect(r.body.linhas).toBe(6_002);
    expect(r.body.erros).toEqual([
      { linha: 6_003, coluna: 'codigo', mensagem: IMPORT_MSG.duplicatedKey(c('GL'), 2) },
    ]);
  });

  it('unknown references are errors of their line and column', async () => {
    const r = await post(
      'kanbans',
      csv([
        'codRestaurante;dtaCardapio;codItemVenda;codProduto',
        `${c('R1')};05/03/2026;${c('IV1')};${c('P1')}`,
        `${c('R1')};05/03/2026;${c('NADA')};${c('P1')}`,
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 3, coluna: 'codItemVenda', mensagem: IMPORT_MSG.notFound('Item de venda', c('NADA')) },
    ]);
    const [k] = await rowsOf<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from re_tb_kanban_producao where dta_cardapio = '2026-03-05'
            and id_restaurante = (select id_restaurante from re_tb_restaurantes where cod_externo = ${c('R1')})`,
    );
    expect(Number(k.n)).toBe(0);
  });

  it('bad values: dates, decimals, booleans, required cells', async () => {
    const r = await post(
      'kanbans',
      csv([
        'codRestaurante;dtaCardapio;codItemVenda;codProduto;qtdPlanejada;ativo',
        `${c('R1')};31/02/2026;${c('IV1')};${c('P1')};1;S`,
        `${c('R1')};01/04/2026;${c('IV1')};${c('P1')};abc;talvez`,
        `;01/04/2026;${c('IV1')};${c('P1')};1;S`,
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 2, coluna: 'dtaCardapio', mensagem: IMPORT_MSG.invalidDate('31/02/2026') },
      { linha: 3, coluna: 'qtdPlanejada', mensagem: expect.stringContaining('abc') },
      { linha: 3, coluna: 'ativo', mensagem: IMPORT_MSG.invalidBoolean('talvez') },
      { linha: 4, coluna: 'codRestaurante', mensagem: IMPORT_MSG.required },
    ]);
  });

  it('an empty file, and a file with only the header', async () => {
    let r = await post('grupos', '');
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([{ linha: 1, coluna: '', mensagem: IMPORT_MSG.emptyFile }]);
    r = await post('grupos', 'codigo;descricao\r\n');
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([{ linha: 2, coluna: '', mensagem: IMPORT_MSG.noRows }]);
  });

  it('a broken XLSX is an error, not a 5xx', async () => {
    const r = await postFile('grupos', Buffer.from('PK\u0003\u0004 não é planilha'), 'x.xlsx', XLSX);
    expect(r.status).toBe(400);
    expect(r.body.erros[0].mensagem).toBe(IMPORT_MSG.invalidXlsx);
  });

  it('an unsupported content type is 415, a multipart without "arquivo" is 400', async () => {
    let r = await post('grupos', '<x/>', { type: 'application/xml' });
    expect(r.status).toBe(415);
    const m = multipart('outro', 'a.csv', Buffer.from('codigo;descricao\n1;2'), 'text/csv');
    r = await post('grupos', m.payload, { type: m.type });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(IMPORT_MSG.missingFile);
  });

  it('a 50 MB file is refused with 413 while it streams', async () => {
    const line = Buffer.from(`${c('BIG')}-0000000000;${'x'.repeat(60)}\r\n`);
    const total = 50 * 1024 * 1024;
    let sent = 0;
    async function* big() {
      yield Buffer.from('codigo;descricao\r\n');
      const chunk = Buffer.concat(Array.from({ length: 1000 }, () => line));
      while (sent < total) {
        sent += chunk.length;
        yield chunk;
      }
    }
    const r = await post('grupos', Readable.from(big()));
    expect(r.status).toBe(413);
    expect(r.body.message).toBe(IMPORT_MSG.tooLarge413(20));
    expect(sent).toBeLessThan(total);
    // Declared larger than the limit: refused before reading.
    const declared = await post('grupos', 'codigo;descricao\r\n', {
      headers: { 'content-length': String(total) },
    });
    expect(declared.status).toBe(413);
    const m = multipart('arquivo', 'g.csv', Buffer.alloc(21 * 1024 * 1024, 0x61), 'text/csv');
    const upload = await post('grupos', m.payload, { type: m.type });
    expect(upload.status).toBe(413);
  });
});

describe('simulation and all-or-nothing', () => {
  it('simular=1 validates and counts, and writes nothing', async () => {
    const before = await count('re_tb_agrupamento');
    const r = await post(
      'agrupamentos',
      csv(['codigo;descricao', `${c('A3')};Sobremesa`, `${c('A1')};Proteína`]),
      {
        simular: true,
      },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ linhas: 2, inseridas: 1, alteradas: 0, inalteradas: 1, erros: [] });
    expect(await count('re_tb_agrupamento')).toBe(before);
  });

  it('simular=1 with errors answers 200 with the errors', async () => {
    const r = await post('agrupamentos', csv(['codigo;descricao', `${c('A4')};`]), { simular: true });
    expect(r.status).toBe(200);
    expect(r.body.erros).toEqual([{ linha: 2, coluna: 'descricao', mensagem: IMPORT_MSG.required }]);
  });

  it('one bad line among many: nothing is written', async () => {
    const lines = ['codigo;descricao'];
    for (let i = 0; i < 12_000; i++) lines.push(`${c(`AG${i}`)};Agrupamento ${i}`);
    lines.push(`${c('AGBAD')};${'x'.repeat(201)}`);
    const before = await count('re_tb_agrupamento');
    const r = await post('agrupamentos', csv(lines));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ linhas: 12_001, inseridas: 0, alteradas: 0, inalteradas: 0 });
    expect(r.body.erros).toEqual([{ linha: 12_002, coluna: 'descricao', mensagem: IMPORT_MSG.tooLong(200) }]);
    expect(await count('re_tb_agrupamento')).toBe(before);
  });

  it('errors are capped at 1,000 in the answer', async () => {
    const lines = ['codigo;descricao'];
    for (let i = 0; i < 1500; i++) lines.push(`${c(`E${i}`)};`);
    const r = await post('agrupamentos', csv(lines));
    expect(r.status).toBe(400);
    expect(r.body.erros).toHaveLength(1000);
    expect(r.body.message).toBe(IMPORT_MSG.failed(1500, false));
  });
});

describe('company isolation and access', () => {
  it("company B's codes are invisible to company A, and the same code lives in both", async () => {
    let r = await post('grupos', csv(['codigo;descricao', `${c('GB')};Grupo da B`]), {
      token: s.tokens.adminB,
    });
    expect(r.body).toMatchObject({ inseridas: 1 });
    r = await post('restaurantes', csv(['codigo;descricao;codGrupo', `${c('RB')};Rest;${c('GB')}`]));
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 2, coluna: 'codGrupo', mensagem: IMPORT_MSG.notFound('Grupo', c('GB')) },
    ]);
    // The same code in company B is a row of its own; company A's row is untouched.
    r = await post('grupos', csv(['codigo;descricao', `${c('G1')};Outro nome`]), { token: s.tokens.adminB });
    expect(r.body).toMatchObject({ inseridas: 1, alteradas: 0 });
    const a = await one<{ des: string }>(
      sql`select des_grupo as des from re_tb_grupos_restaurantes where cod_externo = ${c('G1')} and id_empresa = ${s.companyA}`,
    );
    expect(a.des).toBe('Regional Sul');
  });

  it('403 without indRetAdm or indApp; 401 without a token', async () => {
    const cozinha = await signIn(s.t.app, 'cozinha@demo.com.br', { idEmpresa: s.companyA });
    for (const req of [
      { method: 'GET' as const, url: '/api/v1/importacao' },
      { method: 'GET' as const, url: '/api/v1/importacao/grupos/modelo' },
    ]) {
      const res = await s.t.app.inject({ ...req, headers: bearer(cozinha) });
      expect(res.statusCode).toBe(403);
    }
    const r = await post('grupos', csv(['codigo;descricao', `${c('G9')};X`]), { token: cozinha });
    expect(r.status).toBe(403);
    const noToken = await s.t.app.inject({ method: 'GET', url: '/api/v1/importacao' });
    expect(noToken.statusCode).toBe(401);
    expect(await login(s.t.app, 'cozinha@demo.com.br')).toBeTruthy();
  });
});

describe('the users kind and the access rules', () => {
  let company: number;
  let admin: Awaited<ReturnType<typeof newUser>>;
  let adminToken: string;

  beforeAll(async () => {
    // A company of its own with a single administrator.
    const [e] = await s.t.database.db
      .insert(empresas)
      .values({ desEmpresa: `Empresa de importação ${RUN}` })
      .returning({ id: empresas.idEmpresa });
    company = e.id;
    admin = await newUser(company, { indRetAdm: true });
    adminToken = await signIn(s.t.app, admin.email, { idEmpresa: company });
  });

  it("an e-mail of another company's user is a line error, and no access to this company is written", async () => {
    const other = await newUser(s.companyB, { indApontamentos: true });
    const r = await post(
      'usuarios',
      csv(['email;usuario;nome;indRetAdm', `${other.email};${other.name};X;N`]),
    );
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([
      { linha: 2, coluna: 'email', mensagem: EMAIL_OF_OTHER_COMPANY(other.email) },
    ]);
    expect(await accessOf(other.id, s.companyA)).toBeUndefined();
    // A user already in both companies: his access here is written, his name and login are kept.
    const shared = await newUser(s.companyB, { indApontamentos: true });
    await s.t.database.db.insert(acessos).values({ idEmpresa: s.companyA, idUsuario: shared.id });
    const ok = await post(
      'usuarios',
      csv(['email;usuario;nome;indApontamentos', `${shared.email};outro.login;Outro Nome;S`]),
    );
    expect(ok.body).toMatchObject({ alteradas: 1, erros: [] });
    expect(await accessOf(shared.id, s.companyA)).toEqual({ adm: false, apont: true });
    const user = await one<{ nome: string }>(
      sql`select des_pessoa as nome from nl_base_usuarios where id_usuario = ${shared.id}`,
    );
    expect(user.nome).toBe(shared.nome);
  });

  it('usuarios needs indRetAdm: an integration account (indApp only) is refused there, not on grupos', async () => {
    const app = await newUser(s.companyA, { indApp: true });
    const token = await signIn(s.t.app, app.email, { idEmpresa: s.companyA });
    const file = csv(['email;usuario;nome;indRetAdm', `${app.email};${app.name};${app.nome};S`]);
    for (const simular of [false, true]) {
      const r = await post('usuarios', file, { token, simular });
      expect(r.status).toBe(403);
    }
    expect(await accessOf(app.id, s.companyA)).toEqual({ adm: false, apont: false });
    const r = await post('grupos', csv(['codigo;descricao', `${c('GAPP')};Do ERP`]), { token });
    expect(r.status).toBe(200);
    // the screen's list of kinds leaves usuarios out for that account, and keeps it for an administrator
    const listed = async (tk: string) =>
      (
        (
          await s.t.app.inject({
            method: 'GET',
            url: '/api/v1/importacao',
            headers: { authorization: `Bearer ${tk}` },
          })
        ).json() as {
          tipo: string;
        }[]
      ).map((k) => k.tipo);
    expect(await listed(token)).not.toContain('usuarios');
    expect(await listed(token)).toContain('grupos');
    expect(await listed(adminToken)).toContain('usuarios');
  });

  it("removing the last administrator's indRetAdm is a line error, and nothing is written", async () => {
    const novo = `${RUN.toLowerCase()}.novo@exemplo.com.br`;
    const r = await post(
      'usuarios',
      csv([
        'email;usuario;nome;indRetAdm;indApontamentos',
        `${novo};${RUN.toLowerCase()}.novo;Novo;N;S`,
        `${admin.email};${admin.name};${admin.nome};N;S`,
      ]),
      { token: adminToken },
    );
    expect(r.status).toBe(400);
    expect(r.body.erros).toEqual([{ linha: 3, coluna: 'indRetAdm', mensagem: MSG.accessLastAdmin }]);
    expect(await accessOf(admin.id, company)).toEqual({ adm: true, apont: false });
    const created = await one<{ n: number }>(
      sql`select count(*)::int as n from nl_base_usuarios where des_email = ${novo}`,
    );
    expect(Number(created.n)).toBe(0);
    const history = await one<{ n: number }>(
      sql`select count(*)::int as n from re_tb_acessos_historico where id_empresa = ${company}`,
    );
    expect(Number(history.n)).toBe(0);
  });

  it('an import records each access change in the history, authored by the importing user', async () => {
    const email = `${RUN.toLowerCase()}.hist@exemplo.com.br`;
    let r = await post(
      'usuarios',
      csv([
        'email;usuario;nome;indApontamentos;indRelatorios',
        `${email};${RUN.toLowerCase()}.hist;Hist;S;N`,
      ]),
      { token: adminToken },
    );
    expect(r.body).toMatchObject({ inseridas: 1, erros: [] });
    const rows = () =>
      rowsOf<{ alteracao: string; antes: string; depois: string; autor: string; idAutor: number }>(
        s.t.database.db,
        sql`select h.des_alteracao as alteracao, h.des_antes as antes, h.des_depois as depois,
                   h.des_autor as autor, h.id_usuario_autor as "idAutor"
              from re_tb_acessos_historico h join nl_base_usuarios u on u.id_usuario = h.id_usuario
             where u.des_email = ${email} and h.id_empresa = ${company} order by h.id_historico`,
      );
    expect(await rows()).toEqual([
      {
        alteracao: 'Apontamentos',
        antes: 'Não',
        depois: 'Sim',
        autor: admin.nome,
        idAutor: admin.id,
      },
    ]);
    r = await post(
      'usuarios',
      csv([
        'email;usuario;nome;indApontamentos;indRelatorios',
        `${email};${RUN.toLowerCase()}.hist;Hist;S;S`,
      ]),
      { token: adminToken },
    );
    expect(r.body).toMatchObject({ alteradas: 1, erros: [] });
    expect((await rows()).map((h) => h.alteracao)).toEqual(['Apontamentos', 'Relatórios']);
    // A file without the flag columns keeps the stored access.
    r = await post('usuarios', csv(['email;usuario;nome', `${email};${RUN.toLowerCase()}.hist;Hist`]), {
      token: adminToken,
    });
    expect(r.body).toMatchObject({ inseridas: 0, alteradas: 0, inalteradas: 1, erros: [] });
    expect(await rows()).toHaveLength(2);
  });
});

describe('limits', () => {
  it('at most N imports per minute per company: 429 with Retry-After', async () => {
    const limited = await createTestApp({ IMPORT_RATE_LIMIT: '2' });
    try {
      const token = await signIn(limited.app, 'admin@demo.com.br', { idEmpresa: s.companyA });
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/importacao/grupos?simular=1',
          headers: { ...bearer(token), 'content-type': 'text/csv' },
          payload: csv(['codigo;descricao', `${c('G1')};Regional Sul`]),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          retryAfter = res.headers['retry-after'] as string;
          expect(res.json().message).toMatch(/Limite de importações por minuto/);
        }
      }
      expect(statuses).toContain(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('one import at a time per company: a second one while one runs is 429', async () => {
    const limits = importLimits(s.t.database.db, 100);
    const leave = limits.enter(s.companyA);
    expect(() => limits.enter(s.companyA)).toThrow(IMPORT_MSG.busy);
    expect(() => limits.enter(s.companyB)()).not.toThrow();
    leave();
    expect(() => limits.enter(s.companyA)()).not.toThrow();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'over HTTP on PostgreSQL: a second import of the company while the first streams is 429',
    async () => {
      const first = new Readable({ read() {} });
      first.push(`codigo;descricao\r\n${c('GS')};Lento\r\n`);
      const running = post('grupos', first, { simular: true });
      await new Promise((r) => setTimeout(r, 300));
      const second = await post('grupos', csv(['codigo;descricao', `${c('GS2')};X`]), { simular: true });
      expect(second.status).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
      first.push(null);
      expect((await running).status).toBe(200);
    },
  );
});
