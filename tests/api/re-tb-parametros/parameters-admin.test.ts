import { randomUUID } from 'node:crypto';
import { PARAM_CONFIG, PARAM_LIMITES } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { Parametro } from '@domain/schemas/entry-lookups';
import { reTbParametros } from '@server/db/schema/admin';
import { reTbGruposRestaurantes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';

/**
 * The administration of parameters (spec §7 Parameters): search by company or restaurant, save-all with
 * validation by type, findByIds and replication onto a restaurant group. Works on its own group, restaurants
 * and parameter names (unique per run) so that the shared demo values stay as they are.
 */

const P = '/api/v1/reTbParametros';
const uid = randomUUID().slice(0, 8);
const UNIT = `TESTE-${uid}/U`;
const UNIT2 = `TESTE2-${uid}/U`;
const GLOBAL = `TESTE-${uid}-G`;

const s = demoSuite(['admin', 'adminB', 'cozinha', 'gestor']);
const { db } = s;
let grupo: number;
/** source (in the group), two others of the group, one of the company outside the group. */
let source: number;
let target1: number;
let target2: number;
let outside: number;
let foreignRest: number;
let foreignParam: number;

const post = (url: string, payload: unknown, token = s.tokens.admin) => s.post(`${P}${url}`, token, payload);

async function newRestaurant(desRestaurante: string, idGrupo: number | null) {
  const [r] = await db()
    .insert(reTbRestaurantes)
    .values({ idEmpresa: s.companyA, desRestaurante, idGrupo })
    .returning({ id: reTbRestaurantes.idRestaurante });
  return r.id;
}

const paramsOf = (idRestaurante: number) =>
  db()
    .select()
    .from(reTbParametros)
    .where(and(eq(reTbParametros.idEmpresa, s.companyA), eq(reTbParametros.idRestaurante, idRestaurante)));

beforeAll(async () => {
  [{ id: grupo }] = await db()
    .insert(reTbGruposRestaurantes)
    .values({ idEmpresa: s.companyA, desGrupo: `Grupo parâmetros ${uid}` })
    .returning({ id: reTbGruposRestaurantes.idGrupo });
  source = await newRestaurant(`Origem ${uid}`, grupo);
  target1 = await newRestaurant(`Destino 1 ${uid}`, grupo);
  target2 = await newRestaurant(`Destino 2 ${uid}`, grupo);
  outside = await newRestaurant(`Fora ${uid}`, null);
  const base = { idEmpresa: s.companyA, txtObservacao: 'obs', txtParametro: null };
  await db()
    .insert(reTbParametros)
    .values([
      { ...base, idRestaurante: source, desParametro: UNIT, seqParametro: 1, vlrParametroDec: 12.5 },
      { ...base, idRestaurante: source, desParametro: UNIT, seqParametro: 2, vlrParametroInt: 3 },
      { ...base, idRestaurante: source, desParametro: UNIT2, seqParametro: 1, vlrParametroTxt: 'x' },
      // Already at a target: replication updates it instead of duplicating.
      { ...base, idRestaurante: target1, desParametro: UNIT, seqParametro: 1, vlrParametroDec: 1 },
    ]);
  [{ id: foreignRest }] = await db()
    .select({ id: reTbRestaurantes.idRestaurante })
    .from(reTbRestaurantes)
    .where(eq(reTbRestaurantes.idEmpresa, s.companyB))
    .limit(1);
  [{ id: foreignParam }] = await db()
    .select({ id: reTbParametros.idParametro })
    .from(reTbParametros)
    .where(eq(reTbParametros.idEmpresa, s.companyB))
    .limit(1);
});

afterAll(async () => {
  if (s.t) {
    const ids = [source, target1, target2, outside].filter(Boolean);
    if (ids.length) {
      await db().delete(reTbParametros).where(inArray(reTbParametros.idRestaurante, ids));
      await db().delete(reTbRestaurantes).where(inArray(reTbRestaurantes.idRestaurante, ids));
    }
    await db()
      .delete(reTbParametros)
      .where(like(reTbParametros.desParametro, `%${uid}%`));
    if (grupo) await db().delete(reTbGruposRestaurantes).where(eq(reTbGruposRestaurantes.idGrupo, grupo));
  }
});

describe('byEmpresaOrRestaurante', () => {
  it("without a restaurant answers the whole company's: globals and every restaurant's rows, each with its restaurant (the token company wins over idEmpresa)", async () => {
    const res = await post('/byEmpresaOrRestaurante', { idEmpresa: s.companyB, idRestaurante: null });
    expect(res.statusCode, res.body).toBe(200);
    const rows: Parametro[] = res.json();
    expect(rows.some((p) => p.desParametro === 'RE-Custos' && p.idRestaurante === null)).toBe(true);
    expect(rows.some((p) => p.desParametro === UNIT && p.idRestaurante === source)).toBe(true);
    for (const p of rows) {
      expect(p.idEmpresa).toBe(s.companyA);
      // A '/U' parameter belongs to a restaurant, named on its row; a global one to none.
      if (p.idRestaurante === null) expect(p.desRestaurante ?? null).toBeNull();
      else expect(p.desRestaurante).toEqual(expect.any(String));
    }
    const keys = rows.map((p) => [p.desParametro, p.seqParametro, p.idRestaurante ?? 0] as const);
    const sorted = [...keys].sort((a, b) =>
      a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || a[2] - b[2],
    );
    expect(keys).toEqual(sorted);
  });

  it("without a restaurant, one key lists that key's parameters of every restaurant", async () => {
    const res = await post('/byEmpresaOrRestaurante', { idRestaurante: null, desParametro: UNIT });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().map((p: Parametro) => [p.desParametro, p.seqParametro, p.idRestaurante, p.desRestaurante]),
    ).toEqual([
      [UNIT, 1, source, `Origem ${uid}`],
      [UNIT, 1, target1, `Destino 1 ${uid}`],
      [UNIT, 2, source, `Origem ${uid}`],
    ]);
  });

  it("with a restaurant answers that restaurant's '/U' parameters; desParametro filters by contains", async () => {
    const res = await post('/byEmpresaOrRestaurante', { idEmpresa: null, idRestaurante: source });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((p: Parametro) => [p.desParametro, p.seqParametro, p.idRestaurante])).toEqual([
      [UNIT, 1, source],
      [UNIT, 2, source],
      [UNIT2, 1, source],
    ]);
    const filtered = await post('/byEmpresaOrRestaurante', {
      idRestaurante: source,
      desParametro: `teste2-${uid}`,
    });
    expect(filtered.json().map((p: Parametro) => p.desParametro)).toEqual([UNIT2]);
  });

  it("isolates companies: another company's restaurant answers nothing", async () => {
    expect((await post('/byEmpresaOrRestaurante', { idRestaurante: foreignRest })).json()).toEqual([]);
    const fromB = await post(
      '/byEmpresaOrRestaurante',
      { idEmpresa: s.companyA, idRestaurante: source },
      s.tokens.adminB,
    );
    expect(fromB.statusCode).toBe(200);
    expect(fromB.json()).toEqual([]);
    const globalsB: Parametro[] = (
      await post('/byEmpresaOrRestaurante', { idEmpresa: s.companyA, idRestaurante: null }, s.tokens.adminB)
    ).json();
    expect(globalsB.length).toBeGreaterThan(0);
    expect(globalsB.every((p) => p.idEmpresa === s.companyB)).toBe(true);
  });
});

describe('findByIds', () => {
  it("answers the company's rows only", async () => {
    const own = await paramsOf(source);
    const res = await post('/findByIds', { idParametros: [...own.map((p) => p.idParametro), foreignParam] });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .map((p: Parametro) => p.idParametro)
        .sort(),
    ).toEqual(own.map((p) => p.idParametro).sort());
  });
});

describe('saveAll', () => {
  it('edits by idParametro and inserts new ones (negative or absent id), in one answer', async () => {
    const [dec] = (await paramsOf(source)).filter((p) => p.desParametro === UNIT && p.seqParametro === 1);
    const res = await post('/saveAll', [
      {
        idParametro: dec.idParametro,
        idRestaurante: source,
        desParametro: UNIT,
        seqParametro: 1,
        vlrParametroDec: '7,25',
        txtObservacao: 'nova observação',
      },
      {
        idParametro: -1,
        idRestaurante: null,
        desParametro: GLOBAL,
        seqParametro: 1,
        vlrParametroDta: '2030-01-31',
      },
      {
        idRestaurante: null,
        desParametro: GLOBAL,
        seqParametro: 2,
        vlrParametroInt: 42,
        tipParametro: 'int',
      },
      { idRestaurante: outside, desParametro: UNIT, seqParametro: 9, vlrParametroTxt: 'texto' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved: Parametro[] = res.json();
    expect(saved).toHaveLength(4);
    expect(saved[0]).toMatchObject({
      idParametro: dec.idParametro,
      vlrParametroDec: 7.25,
      txtObservacao: 'nova observação',
    });
    expect(saved[1]).toMatchObject({
      idRestaurante: null,
      vlrParametroDta: '2030-01-31',
      idEmpresa: s.companyA,
    });
    expect(saved[1].idParametro).toBeGreaterThan(0);
    expect(saved[2]).toMatchObject({ vlrParametroInt: 42, vlrParametroDec: null });
    expect(saved[3]).toMatchObject({ idRestaurante: outside, vlrParametroTxt: 'texto' });
    const [stored] = await db()
      .select()
      .from(reTbParametros)
      .where(eq(reTbParametros.idParametro, dec.idParametro));
    expect(Number(stored.vlrParametroDec)).toBe(7.25);
    const globals: Parametro[] = (
      await post('/byEmpresaOrRestaurante', { idRestaurante: null, desParametro: GLOBAL })
    ).json();
    expect(globals.map((p) => p.seqParametro)).toEqual([1, 2]);
  });

  it('refuses invalid values by type and misplaced scopes with a message naming the parameter; nothing saved', async () => {
    const [dec] = (await paramsOf(source)).filter((p) => p.desParametro === UNIT && p.seqParametro === 1);
    const [int] = (await paramsOf(source)).filter((p) => p.desParametro === UNIT && p.seqParametro === 2);
    const goodEdit = {
      idParametro: int.idParametro,
      idRestaurante: source,
      desParametro: UNIT,
      seqParametro: 2,
      vlrParametroInt: 99,
    };
    const cases: [unknown, string][] = [
      [
        {
          idParametro: dec.idParametro,
          idRestaurante: source,
          desParametro: UNIT,
          seqParametro: 1,
          vlrParametroDec: 'abc',
        },
        `Parâmetro ${UNIT} seq 1: informe um valor decimal válido`,
      ],
      [
        {
          idParametro: int.idParametro,
          idRestaurante: source,
          desParametro: UNIT,
          seqParametro: 2,
          vlrParametroInt: '1,5',
        },
        `Parâmetro ${UNIT} seq 2: informe um valor inteiro válido`,
      ],
      [
        {
          idRestaurante: null,
          desParametro: GLOBAL,
          seqParametro: 3,
          tipParametro: 'dta',
          vlrParametroDta: '2030-02-30',
        },
        `Parâmetro ${GLOBAL} seq 3: informe uma data válida (dd/mm/aaaa)`,
      ],
      [
        { idRestaurante: null, desParametro: UNIT, seqParametro: 5, vlrParametroInt: 1 },
        `Parâmetro ${UNIT} seq 5: parâmetro por restaurante ('/U') exige um restaurante`,
      ],
      [
        { idRestaurante: foreignRest, desParametro: UNIT, seqParametro: 5, vlrParametroInt: 1 },
        `Parâmetro ${UNIT} seq 5: restaurante ${foreignRest} não encontrado na empresa`,
      ],
      [
        { idRestaurante: source, desParametro: GLOBAL, seqParametro: 5, vlrParametroInt: 1 },
        `Parâmetro ${GLOBAL} seq 5: parâmetro global não pode ter restaurante`,
      ],
      [
        { idRestaurante: source, desParametro: UNIT, seqParametro: 1, vlrParametroDec: 2 },
        `Parâmetro ${UNIT} seq 1 já existe para o restaurante ${source}`,
      ],
      [
        {
          idParametro: foreignParam,
          idRestaurante: null,
          desParametro: GLOBAL,
          seqParametro: 8,
          vlrParametroInt: 1,
        },
        `Parâmetro ${foreignParam} não encontrado`,
      ],
    ];
    for (const [bad, message] of cases) {
      const res = await post('/saveAll', [goodEdit, bad]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().exception).toBe(message);
    }
    const [after] = await db()
      .select()
      .from(reTbParametros)
      .where(eq(reTbParametros.idParametro, int.idParametro));
    expect(after.vlrParametroInt).toBe(int.vlrParametroInt);
    const empty = await post('/saveAll', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().exception).toBe(MSG.nothingToSave);
  });
});

describe('replicar', () => {
  it("copies the source's '/U' parameters onto every other restaurant of the group (upsert)", async () => {
    // One desParametro only.
    const one = await post('/replicar', {
      idRestaurante: source,
      idEmpresa: s.companyB,
      desParametro: UNIT2,
      idGrupo: grupo,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ qtdRestaurantes: 2, qtdParametros: 2 });
    expect((await paramsOf(target2)).map((p) => p.desParametro)).toEqual([UNIT2]);

    const all = await post('/replicar', {
      idRestaurante: source,
      idEmpresa: null,
      desParametro: null,
      idGrupo: grupo,
    });
    expect(all.statusCode, all.body).toBe(200);
    const sourceRows = await paramsOf(source);
    expect(all.json()).toEqual({ qtdRestaurantes: 2, qtdParametros: 2 * sourceRows.length });
    const shape = (rows: (typeof reTbParametros.$inferSelect)[]) =>
      rows
        .map((p) => [
          p.desParametro,
          p.seqParametro,
          p.vlrParametroDec,
          p.vlrParametroInt,
          p.vlrParametroTxt,
          p.txtObservacao,
        ])
        .sort((a, b) => String(a).localeCompare(String(b)));
    for (const target of [target1, target2]) {
      const rows = await paramsOf(target);
      expect(rows).toHaveLength(sourceRows.length);
      expect(shape(rows)).toEqual(shape(sourceRows));
    }
    // Running it again writes the same and duplicates nothing; the restaurant outside the group is untouched.
    const again = await post('/replicar', { idRestaurante: source, idGrupo: grupo });
    expect(again.json()).toEqual(all.json());
    expect(await paramsOf(target1)).toHaveLength(sourceRows.length);
    expect((await paramsOf(outside)).map((p) => p.seqParametro)).toEqual([9]);
  });

  it("refuses another company's restaurant or group", async () => {
    const [{ id: foreignGroup }] = await db()
      .select({ id: reTbGruposRestaurantes.idGrupo })
      .from(reTbGruposRestaurantes)
      .where(eq(reTbGruposRestaurantes.idEmpresa, s.companyB))
      .limit(1);
    const r1 = await post('/replicar', { idRestaurante: foreignRest, idGrupo: grupo });
    expect(r1.statusCode).toBe(404);
    expect(r1.json().exception).toBe(MSG.notFoundRef('Restaurante', foreignRest));
    const r2 = await post('/replicar', { idRestaurante: source, idGrupo: foreignGroup });
    expect(r2.statusCode).toBe(404);
    expect(r2.json().exception).toBe(MSG.notFoundRef('Grupo', foreignGroup));
  });
});

describe('saveAll against the parameter catalogue', () => {
  it('refuses an out-of-range value or a choice the product does not know with a 400 naming it; a valid one saves', async () => {
    const unit = await newRestaurant(`Faixa ${uid}`, null);
    try {
      const tol = { idRestaurante: unit, desParametro: PARAM_CONFIG, seqParametro: 14 };
      // The spec's call, a valid value: inserted, then edited.
      const created = await post('/saveAll', [{ ...tol, tipParametro: 'dec', vlrParametroDec: '30,5' }]);
      expect(created.statusCode, created.body).toBe(200);
      const [row] = created.json() as Parametro[];
      expect(row.vlrParametroDec).toBe(30.5);
      const edited = await post('/saveAll', [
        { ...tol, idParametro: row.idParametro, vlrParametroDec: 1000 },
      ]);
      expect(edited.statusCode, edited.body).toBe(200);

      const refused: [unknown, string][] = [
        [
          { ...tol, idParametro: row.idParametro, vlrParametroDec: 1000.5 },
          'Valor fora do intervalo permitido para Tolerância acima da média (mín. 0,1%, máx. 1.000%)',
        ],
        [
          { ...tol, idParametro: row.idParametro, vlrParametroDec: 0 },
          'Valor fora do intervalo permitido para Tolerância acima da média (mín. 0,1%, máx. 1.000%)',
        ],
        [
          { idRestaurante: unit, desParametro: PARAM_CONFIG, seqParametro: 7, vlrParametroInt: 3 },
          'Valor não permitido para Modo de apontamento (0 = Somente web, 1 = Somente aplicativo, 2 = Web e aplicativo)',
        ],
        [
          { idRestaurante: unit, desParametro: PARAM_CONFIG, seqParametro: 16, vlrParametroInt: 2 },
          'Aprovar quantidade acima do máximo: informe Sim ou Não',
        ],
        [
          { idRestaurante: null, desParametro: PARAM_LIMITES, seqParametro: 1, vlrParametroDec: 5000 },
          'Valor fora do intervalo permitido para Peso máximo: Bandeja (mín. 1 kg, máx. 1.000 kg)',
        ],
        [
          { idRestaurante: null, desParametro: PARAM_LIMITES, seqParametro: 5, vlrParametroInt: -1 },
          'Valor fora do intervalo permitido para Dias para apontar sem aprovação (mín. 0 dias, máx. 365 dias)',
        ],
      ];
      for (const [bad, message] of refused) {
        const res = await post('/saveAll', [bad]);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().exception).toBe(message);
      }
      const stored = (await paramsOf(unit)).map((p) => [p.seqParametro, Number(p.vlrParametroDec)]);
      expect(stored).toEqual([[14, 1000]]);
    } finally {
      await db().delete(reTbParametros).where(eq(reTbParametros.idRestaurante, unit));
      await db().delete(reTbRestaurantes).where(eq(reTbRestaurantes.idRestaurante, unit));
    }
  });
});

describe('access', () => {
  it('every administration route needs indParametros', async () => {
    const calls: [string, unknown][] = [
      ['/byEmpresaOrRestaurante', { idRestaurante: null }],
      ['/replicar', { idRestaurante: source, idGrupo: grupo }],
      ['/saveAll', [{ idRestaurante: null, desParametro: GLOBAL, seqParametro: 7, vlrParametroInt: 1 }]],
      ['/findByIds', { idParametros: [1] }],
    ];
    for (const token of [s.tokens.cozinha, s.tokens.gestor]) {
      for (const [url, body] of calls) {
        const res = await post(url, body, token);
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      }
    }
    // The entry screens still read parameters with indApontamentos (the GET keeps its override).
    const read = await s.call(
      'GET',
      `${P}?desParametro=${encodeURIComponent(UNIT)}&idRestaurante=${source}`,
      s.tokens.cozinha,
    );
    expect(read.statusCode).toBe(200);
  });
});
