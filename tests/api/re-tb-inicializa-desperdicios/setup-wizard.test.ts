import { randomUUID } from 'node:crypto';
import { MSG } from '@domain/messages';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import {
  type ExistenciaRegistros,
  type InsumoMonitoravel,
  type ResultadoInsercao,
  SUGESTOES_RECIPIENTES,
} from '@domain/schemas/setup-wizard';
import type { Db } from '@server/db/client';
import { acessos, empresas, usuarios } from '@server/db/schema/core';
import {
  reTbDesperdiciosRest,
  reTbDespInsumos,
  reTbDestResiduos,
  reTbInsumos,
  reTbRecipientes,
} from '@server/db/schema/registers';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * The setup wizard (spec §7 "Setup wizard") in a company of its own, created here with no data: each step
 * inserts, running every step twice inserts nothing more (rows counted in SQL), the company is the token's,
 * other companies are untouched, indParametros is required on every route, bad input is 400.
 */

const BASE = '/api/v1/reTbInicializaDesperdicios';

let t: TestApp;
let db: Db;
let idEmpresa: number;
let companyA: number;
/** Unique to this run: names other companies cannot have. */
const tag = randomUUID().slice(0, 8);
/** indParametros in the test company. */
let admin: string;
/** Every flag but indParametros in the test company. */
let semParametros: string;
/** The demo admin in company A. */
let adminA: string;
let restaurantes: { ativo1: number; ativo2: number; inativo: number };
let insumos: Record<'carne1' | 'carne2' | 'carne3' | 'horti' | 'hortiN2' | 'semMascara', number>;
const userIds: number[] = [];

async function call(method: 'GET' | 'PUT' | 'POST', path: string, token: string, payload?: unknown) {
  return t.app.inject({ method, url: `${BASE}/${path}`, headers: bearer(token), payload: payload as never });
}
async function ok<T>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload?: unknown,
  token = admin,
): Promise<T> {
  const res = await call(method, path, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function counts(company: number) {
  const n = async (
    table:
      | typeof reTbRecipientes
      | typeof reTbDestResiduos
      | typeof reTbDespInsumos
      | typeof reTbDesperdiciosRest,
  ) => Number((await db.select({ n: count() }).from(table).where(eq(table.idEmpresa, company)))[0].n);
  return {
    recipientes: await n(reTbRecipientes),
    destResiduos: await n(reTbDestResiduos),
    insumosMonitorados: await n(reTbDespInsumos),
    desperdiciosRest: await n(reTbDesperdiciosRest),
  };
}

/** Company A's containers and destinations with one of these names (none: nothing leaked there). */
async function namesInCompanyA(names: string[]) {
  const recs = await db
    .select({ des: reTbRecipientes.desRecipiente })
    .from(reTbRecipientes)
    .where(and(eq(reTbRecipientes.idEmpresa, companyA), inArray(reTbRecipientes.desRecipiente, names)));
  const dests = await db
    .select({ des: reTbDestResiduos.desDestino })
    .from(reTbDestResiduos)
    .where(and(eq(reTbDestResiduos.idEmpresa, companyA), inArray(reTbDestResiduos.desDestino, names)));
  return [...recs, ...dests].map((r) => r.des);
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  [companyA] = await demoCompanies(t.app);
  const [company] = await db
    .insert(empresas)
    .values({ desEmpresa: `Assistente ${tag}` })
    .returning();
  idEmpresa = company.idEmpresa;

  const user = async (name: string, flags: Partial<typeof acessos.$inferInsert>) => {
    const [u] = await db
      .insert(usuarios)
      .values({
        desUsuario: `wizard-${name}-${tag}`,
        desPessoa: `Assistente ${name} ${tag}`,
        desEmail: `wizard-${name}-${tag}@teste.com.br`,
        desSenha: 'não usada: o token é assinado pelo teste',
      })
      .returning();
    userIds.push(u.idUsuario);
    await db.insert(acessos).values({ idUsuario: u.idUsuario, idEmpresa, ...flags });
    return t.app.signToken({ sub: String(u.idUsuario), email: u.desEmail, idEmpresa });
  };
  admin = await user('admin', { indParametros: true });
  semParametros = await user('sem', {
    indRetAdm: true,
    indApontamentos: true,
    indAlertas: true,
    indRelatorios: true,
    indNrSatelites: true,
    indLblDesafios: true,
  });
  adminA = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: companyA });

  const rest = await db
    .insert(reTbRestaurantes)
    .values([
      { idEmpresa, desRestaurante: `Unidade A ${tag}` },
      { idEmpresa, desRestaurante: `Unidade B ${tag}` },
      { idEmpresa, desRestaurante: `Unidade inativa ${tag}`, indInativo: 1 },
    ])
    .returning({ id: reTbRestaurantes.idRestaurante });
  restaurantes = { ativo1: rest[0].id, ativo2: rest[1].id, inativo: rest[2].id };

  const ins = await db
    .insert(reTbInsumos)
    .values([
      { idEmpresa, desInsumo: 'Acém', codMascara: '02.01.001', codNivel: '3' },
      { idEmpresa, desInsumo: 'Patinho', codMascara: '02.01.002', codNivel: '3' },
      { idEmpresa, desInsumo: 'Carne (grupo)', codMascara: '02.01', codNivel: '2' },
      { idEmpresa, desInsumo: 'Alface', codMascara: '02.010.001', codNivel: '3' },
      { idEmpresa, desInsumo: 'Hortaliças', codMascara: '02.02', codNivel: '2' },
      { idEmpresa, desInsumo: 'Sem máscara', codMascara: null, codNivel: null },
    ])
    .returning({ id: reTbInsumos.idInsumo });
  insumos = {
    carne1: ins[0].id,
    carne2: ins[1].id,
    carne3: ins[2].id,
    horti: ins[3].id,
    hortiN2: ins[4].id,
    semMascara: ins[5].id,
  };
});

afterAll(async () => {
  if (db && idEmpresa) {
    await db.delete(reTbDesperdiciosRest).where(eq(reTbDesperdiciosRest.idEmpresa, idEmpresa));
    await db.delete(reTbDespInsumos).where(eq(reTbDespInsumos.idEmpresa, idEmpresa));
    await db.delete(reTbInsumos).where(eq(reTbInsumos.idEmpresa, idEmpresa));
    await db.delete(reTbDestResiduos).where(eq(reTbDestResiduos.idEmpresa, idEmpresa));
    await db.delete(reTbRecipientes).where(eq(reTbRecipientes.idEmpresa, idEmpresa));
    await db.delete(reTbRestaurantes).where(eq(reTbRestaurantes.idEmpresa, idEmpresa));
    await db.delete(acessos).where(eq(acessos.idEmpresa, idEmpresa));
    if (userIds.length) await db.delete(usuarios).where(inArray(usuarios.idUsuario, userIds));
    await db.delete(empresas).where(eq(empresas.idEmpresa, idEmpresa));
  }
  await t?.close();
});

const ROUTES: [method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown][] = [
  ['GET', 'pegarExistenciaRegistros'],
  ['GET', 'pegarNomesRecipientes'],
  ['PUT', 'pegarInsumosMonitorados', { codMascara: '', codsNivel: [] }],
  ['POST', 'inserirDadosDesperdiciosRest', { tipDesperdicio: [1] }],
  ['POST', 'inserirDadosDestResiduos', { destResiduos: ['Compostagem'] }],
  ['POST', 'inserirDadosRecipientes', { recipientes: ['Balde 20 L'] }],
  ['POST', 'inserirDadosInsumosMonitorados', { insumos: [1] }],
];

describe('access', () => {
  it.each(
    ROUTES,
  )('%s %s answers 403 without indParametros and inserts nothing', async (method, path, body) => {
    const before = await counts(idEmpresa);
    const res = await call(method, path, semParametros, body);
    expect(res.statusCode).toBe(403);
    expect(typeof res.json().exception).toBe('string');
    expect(await counts(idEmpresa)).toEqual(before);
  });

  it.each(ROUTES)('%s %s answers 401 without a token', async (method, path, body) => {
    const res = await t.app.inject({ method, url: `${BASE}/${path}`, payload: body as never });
    expect(res.statusCode).toBe(401);
  });
});

describe('reads on an empty company', () => {
  it('pegarExistenciaRegistros: nothing yet, two active restaurants', async () => {
    expect(await ok<ExistenciaRegistros>('GET', 'pegarExistenciaRegistros')).toEqual({
      desperdiciosRest: { existe: false, quantidade: 0 },
      destResiduos: { existe: false, quantidade: 0 },
      recipientes: { existe: false, quantidade: 0 },
      insumosMonitorados: { existe: false, quantidade: 0 },
      qtdRestaurantesAtivos: 2,
      possuiDados: false,
    });
  });

  it('pegarNomesRecipientes: every suggestion while the company has no container', async () => {
    expect(await ok<string[]>('GET', 'pegarNomesRecipientes')).toEqual([...SUGESTOES_RECIPIENTES]);
  });

  it('pegarInsumosMonitorados: mask by whole segments, levels, blank = all; only the company’s', async () => {
    const ids = async (body: unknown) =>
      (await ok<InsumoMonitoravel[]>('PUT', 'pegarInsumosMonitorados', body)).map((i) => i.idInsumo);
    expect(await ids({ codMascara: '02.01', codsNivel: ['3'] })).toEqual([insumos.carne1, insumos.carne2]);
    // A trailing dot is the same prefix; numbers are read as level codes.
    expect(await ids({ codMascara: '02.01.', codsNivel: [3, 2] })).toEqual([
      insumos.carne3,
      insumos.carne1,
      insumos.carne2,
    ]);
    expect(await ids({ codMascara: '02.01', codsNivel: [] })).toEqual([
      insumos.carne3,
      insumos.carne1,
      insumos.carne2,
    ]);
    expect(await ids({ codMascara: '02', codsNivel: ['2'] })).toEqual([insumos.carne3, insumos.hortiN2]);
    // '%' and '_' are literal characters of the mask.
    expect(await ids({ codMascara: '02.0_', codsNivel: [] })).toEqual([]);
    const all = await ids({ codMascara: '', codsNivel: [] });
    expect(all).toEqual([
      insumos.carne3,
      insumos.carne1,
      insumos.carne2,
      insumos.horti,
      insumos.hortiN2,
      insumos.semMascara,
    ]);
    const row = (
      await ok<InsumoMonitoravel[]>('PUT', 'pegarInsumosMonitorados', { codMascara: '02.01.001' })
    )[0];
    expect(row).toEqual({
      idInsumo: insumos.carne1,
      desInsumo: 'Acém',
      codMascara: '02.01.001',
      codNivel: '3',
      monitorado: false,
      indInativo: null,
    });
  });
});

describe('bad input', () => {
  it.each([
    ['inserirDadosDesperdiciosRest', { tipDesperdicio: [5] }],
    ['inserirDadosDesperdiciosRest', { tipDesperdicio: 1 }],
    ['inserirDadosDesperdiciosRest', { tipDesperdicio: [4], tipoDesperdicioTipCardapio: 9 }],
    ['inserirDadosDestResiduos', { destResiduos: ['  '] }],
    ['inserirDadosDestResiduos', {}],
    ['inserirDadosRecipientes', { recipientes: ['x'.repeat(201)] }],
    ['inserirDadosRecipientes', { recipientes: [3] }],
    ['inserirDadosInsumosMonitorados', { insumos: ['a'] }],
    ['inserirDadosInsumosMonitorados', { insumos: [-1] }],
  ])('POST %s %j → 400, nothing inserted', async (path, body) => {
    const before = await counts(idEmpresa);
    const res = await call('POST', path, admin, body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().exception).toBe('string');
    expect(await counts(idEmpresa)).toEqual(before);
  });

  it('PUT pegarInsumosMonitorados with a bad body → 400', async () => {
    expect((await call('PUT', 'pegarInsumosMonitorados', admin, { codsNivel: 'x' })).statusCode).toBe(400);
  });

  it('an input of another company → 400 with its id, nothing inserted', async () => {
    const [theirs] = await db
      .select({ id: reTbInsumos.idInsumo })
      .from(reTbInsumos)
      .where(eq(reTbInsumos.idEmpresa, companyA))
      .orderBy(asc(reTbInsumos.idInsumo))
      .limit(1);
    const before = await counts(idEmpresa);
    const res = await call('POST', 'inserirDadosInsumosMonitorados', admin, {
      insumos: [insumos.carne1, theirs.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe(MSG.recordNotFound(theirs.id));
    expect(await counts(idEmpresa)).toEqual(before);
  });

  it('a body idEmpresa other than the token’s → 403, nothing inserted in either company', async () => {
    const before = await counts(idEmpresa);
    for (const [path, body] of [
      ['inserirDadosDesperdiciosRest', { idEmpresa: companyA, tipDesperdicio: [1] }],
      ['inserirDadosDestResiduos', { idEmpresa: companyA, destResiduos: [`Destino intruso ${tag}`] }],
      ['inserirDadosRecipientes', { idEmpresa: companyA, recipientes: [`Recipiente intruso ${tag}`] }],
      ['inserirDadosInsumosMonitorados', { idEmpresa: companyA, insumos: [insumos.carne1] }],
    ] as const) {
      const res = await call('POST', path, admin, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().exception).toBe(MSG.setupCompanyMismatch);
    }
    expect(await counts(idEmpresa)).toEqual(before);
    expect(await namesInCompanyA([`Destino intruso ${tag}`, `Recipiente intruso ${tag}`])).toEqual([]);
  });
});

describe('the wizard, twice', () => {
  const steps = (run: number) => [
    {
      path: 'inserirDadosRecipientes',
      // Same name twice in one request (any case/spacing) counts once.
      body: {
        idEmpresa,
        recipientes: ['Cuba GN 1/1', 'Balde 20 L', ' balde  20 l ', `Caixa térmica ${tag}`],
      },
      first: { inseridos: 3, existentes: 0 },
      run,
    },
    {
      path: 'inserirDadosInsumosMonitorados',
      body: { insumos: [insumos.carne1, insumos.carne2, insumos.carne1] },
      first: { inseridos: 2, existentes: 0 },
      run,
    },
    {
      path: 'inserirDadosDesperdiciosRest',
      body: { idEmpresa, tipDesperdicio: [1, 2, 4], excedenteProducaoTipCardapio: 2 },
      // 2 active restaurants × 3 types; the inactive one is left out.
      first: { inseridos: 6, existentes: 0 },
      run,
    },
    {
      path: 'inserirDadosDestResiduos',
      body: { destResiduos: ['Compostagem', 'Ração animal', `Doação ${tag}`] },
      first: { inseridos: 3, existentes: 0 },
      run,
    },
  ];

  it('the first run inserts every step; the second inserts nothing and counts them as existing', async () => {
    for (const s of steps(1)) {
      expect(await ok<ResultadoInsercao>('POST', s.path, s.body), s.path).toEqual(s.first);
    }
    const afterFirst = await counts(idEmpresa);
    expect(afterFirst).toEqual({
      recipientes: 3,
      destResiduos: 3,
      insumosMonitorados: 2,
      desperdiciosRest: 6,
    });

    for (const s of steps(2)) {
      expect(await ok<ResultadoInsercao>('POST', s.path, s.body), s.path).toEqual({
        inseridos: 0,
        existentes: s.first.inseridos,
      });
    }
    expect(await counts(idEmpresa)).toEqual(afterFirst);
    // Another company is untouched.
    expect(await namesInCompanyA([`Caixa térmica ${tag}`, `Doação ${tag}`])).toEqual([]);

    // What was stored.
    const recs = await db
      .select({ des: reTbRecipientes.desRecipiente })
      .from(reTbRecipientes)
      .where(eq(reTbRecipientes.idEmpresa, idEmpresa))
      .orderBy(asc(reTbRecipientes.desRecipiente));
    expect(recs.map((r) => r.des)).toEqual(['Balde 20 L', `Caixa térmica ${tag}`, 'Cuba GN 1/1']);
    const dests = await db
      .select({
        des: reTbDestResiduos.desDestino,
        ind: reTbDestResiduos.indInativo,
        tip: reTbDestResiduos.tipDestino,
        fator: reTbDestResiduos.fatorCo2e,
      })
      .from(reTbDestResiduos)
      .where(eq(reTbDestResiduos.idEmpresa, idEmpresa))
      .orderBy(asc(reTbDestResiduos.desDestino));
    // A suggested destination takes its kind and default CO2e factor; a typed name is 'OUTRO'.
    expect(dests).toEqual([
      { des: 'Compostagem', ind: 0, tip: 'COMPOSTAGEM', fator: FATOR_CO2E_PADRAO.COMPOSTAGEM },
      { des: `Doação ${tag}`, ind: 0, tip: 'OUTRO', fator: FATOR_CO2E_PADRAO.OUTRO },
      { des: 'Ração animal', ind: 0, tip: 'RACAO', fator: FATOR_CO2E_PADRAO.RACAO },
    ]);
    const links = await db
      .select({
        idRestaurante: reTbDesperdiciosRest.idRestaurante,
        tipDesperdicio: reTbDesperdiciosRest.tipDesperdicio,
        tipCardapio: reTbDesperdiciosRest.tipCardapio,
      })
      .from(reTbDesperdiciosRest)
      .where(eq(reTbDesperdiciosRest.idEmpresa, idEmpresa))
      .orderBy(asc(reTbDesperdiciosRest.idRestaurante), asc(reTbDesperdiciosRest.tipDesperdicio));
    const { ativo1, ativo2 } = restaurantes;
    // Type 2 takes the chosen excedente tipCardapio, type 4 defaults to 1, type 1 has none.
    expect(links).toEqual([
      { idRestaurante: ativo1, tipDesperdicio: 1, tipCardapio: null },
      { idRestaurante: ativo1, tipDesperdicio: 2, tipCardapio: 2 },
      { idRestaurante: ativo1, tipDesperdicio: 4, tipCardapio: 1 },
      { idRestaurante: ativo2, tipDesperdicio: 1, tipCardapio: null },
      { idRestaurante: ativo2, tipDesperdicio: 2, tipCardapio: 2 },
      { idRestaurante: ativo2, tipDesperdicio: 4, tipCardapio: 1 },
    ]);
    const monit = await db
      .select({ id: reTbDespInsumos.idInsumo, ind: reTbDespInsumos.indInativo })
      .from(reTbDespInsumos)
      .where(eq(reTbDespInsumos.idEmpresa, idEmpresa))
      .orderBy(asc(reTbDespInsumos.idInsumo));
    expect(monit).toEqual(
      [insumos.carne1, insumos.carne2].sort((a, b) => a - b).map((id) => ({ id, ind: 0 })),
    );
  });

  it('new choices add only what is missing; the chosen type-4 tipCardapio goes on new links only', async () => {
    const [novo] = await db
      .insert(reTbRestaurantes)
      .values({ idEmpresa, desRestaurante: `Unidade nova ${idEmpresa}` })
      .returning({ id: reTbRestaurantes.idRestaurante });
    const before = await counts(idEmpresa);
    // Restaurants 1 and 2 get type 3 (type 4 exists); the new one gets 3 and 4.
    expect(
      await ok<ResultadoInsercao>('POST', 'inserirDadosDesperdiciosRest', {
        tipDesperdicio: [3, 4],
        tipoDesperdicioTipCardapio: 3,
      }),
    ).toEqual({ inseridos: 4, existentes: 2 });
    expect(
      await ok<ResultadoInsercao>('POST', 'inserirDadosRecipientes', {
        recipientes: ['CUBA GN 1/1', 'Bandeja'],
      }),
    ).toEqual({ inseridos: 1, existentes: 1 });
    expect(await counts(idEmpresa)).toEqual({
      ...before,
      desperdiciosRest: before.desperdiciosRest + 4,
      recipientes: before.recipientes + 1,
    });
    const type4 = await db
      .select({
        idRestaurante: reTbDesperdiciosRest.idRestaurante,
        tipCardapio: reTbDesperdiciosRest.tipCardapio,
      })
      .from(reTbDesperdiciosRest)
      .where(eq(reTbDesperdiciosRest.tipDesperdicio, 4))
      .orderBy(asc(reTbDesperdiciosRest.idRestaurante));
    expect(
      type4.filter((r) => [restaurantes.ativo1, restaurantes.ativo2, novo.id].includes(r.idRestaurante)),
    ).toEqual([
      { idRestaurante: restaurantes.ativo1, tipCardapio: 1 },
      { idRestaurante: restaurantes.ativo2, tipCardapio: 1 },
      { idRestaurante: novo.id, tipCardapio: 3 },
    ]);
    const type3 = await db
      .select({ tipCardapio: reTbDesperdiciosRest.tipCardapio })
      .from(reTbDesperdiciosRest)
      .where(and(eq(reTbDesperdiciosRest.idEmpresa, idEmpresa), eq(reTbDesperdiciosRest.tipDesperdicio, 3)));
    expect(type3).toEqual([{ tipCardapio: null }, { tipCardapio: null }, { tipCardapio: null }]);
  });

  it('the reads now report the data: counts, suggestions minus the company’s containers, monitored inputs', async () => {
    const c = await counts(idEmpresa);
    expect(await ok<ExistenciaRegistros>('GET', 'pegarExistenciaRegistros')).toEqual({
      desperdiciosRest: { existe: true, quantidade: c.desperdiciosRest },
      destResiduos: { existe: true, quantidade: c.destResiduos },
      recipientes: { existe: true, quantidade: c.recipientes },
      insumosMonitorados: { existe: true, quantidade: c.insumosMonitorados },
      qtdRestaurantesAtivos: 3,
      possuiDados: true,
    });
    const nomes = await ok<string[]>('GET', 'pegarNomesRecipientes');
    expect(nomes).toEqual(
      SUGESTOES_RECIPIENTES.filter((n) => !['Cuba GN 1/1', 'Balde 20 L', 'Bandeja'].includes(n)),
    );
    const list = await ok<InsumoMonitoravel[]>('PUT', 'pegarInsumosMonitorados', {
      codMascara: '02.01',
      codsNivel: ['3'],
    });
    expect(list.map((i) => [i.idInsumo, i.monitorado, i.indInativo])).toEqual([
      [insumos.carne1, true, 0],
      [insumos.carne2, true, 0],
    ]);
  });

  it('an inactive monitored input is kept inactive and counted as existing', async () => {
    await db.insert(reTbDespInsumos).values({ idInsumo: insumos.horti, idEmpresa, indInativo: 1 });
    expect(
      await ok<ResultadoInsercao>('POST', 'inserirDadosInsumosMonitorados', {
        insumos: [insumos.horti, insumos.hortiN2],
      }),
    ).toEqual({ inseridos: 1, existentes: 1 });
    const rows = await db
      .select({ id: reTbDespInsumos.idInsumo, ind: reTbDespInsumos.indInativo })
      .from(reTbDespInsumos)
      .where(inArray(reTbDespInsumos.idInsumo, [insumos.horti, insumos.hortiN2]))
      .orderBy(asc(reTbDespInsumos.idInsumo));
    expect(rows).toEqual(
      [
        { id: insumos.horti, ind: 1 },
        { id: insumos.hortiN2, ind: 0 },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it('two identical runs at once insert each name once', async () => {
    const names = [`Paralelo 1 ${tag}`, `Paralelo 2 ${tag}`];
    const before = await counts(idEmpresa);
    const [r1, r2] = await Promise.all([
      ok<ResultadoInsercao>('POST', 'inserirDadosRecipientes', { recipientes: names }),
      ok<ResultadoInsercao>('POST', 'inserirDadosRecipientes', { recipientes: names }),
    ]);
    expect(r1.inseridos + r2.inseridos).toBe(2);
    expect(r1.existentes + r2.existentes).toBe(2);
    expect((await counts(idEmpresa)).recipientes).toBe(before.recipientes + 2);
  });

  it('isolation: company A’s admin sees company A’s own data, not this company’s', async () => {
    const a = await ok<ExistenciaRegistros>('GET', 'pegarExistenciaRegistros', undefined, adminA);
    // The seeded company A has data in every register (exact counts would race with other test files).
    expect(a.possuiDados).toBe(true);
    for (const r of [a.recipientes, a.destResiduos, a.insumosMonitorados, a.desperdiciosRest])
      expect(r.quantidade).toBeGreaterThan(0);
    const listA = await ok<InsumoMonitoravel[]>('PUT', 'pegarInsumosMonitorados', { codMascara: '' }, adminA);
    expect(listA.length).toBeGreaterThan(0);
    const owners = await db
      .selectDistinct({ idEmpresa: reTbInsumos.idEmpresa })
      .from(reTbInsumos)
      .where(
        inArray(
          reTbInsumos.idInsumo,
          listA.map((i) => i.idInsumo),
        ),
      );
    expect(owners).toEqual([{ idEmpresa: companyA }]);
    // Company A's containers: suggestions it already has (any case) are left out.
    const ownA = await db
      .select({ des: reTbRecipientes.desRecipiente })
      .from(reTbRecipientes)
      .where(eq(reTbRecipientes.idEmpresa, companyA));
    const haveA = new Set(ownA.map((r) => r.des.toLowerCase()));
    expect(await ok<string[]>('GET', 'pegarNomesRecipientes', undefined, adminA)).toEqual(
      SUGESTOES_RECIPIENTES.filter((n) => !haveA.has(n.toLowerCase())),
    );
  });
});
