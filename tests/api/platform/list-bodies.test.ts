import type { BalRestUsuario, RecipientePeso } from '@domain/schemas/registers';
import { reTbDestResiduos, reTbRecipientesPesos } from '@server/db/schema/registers';
import { reTbRestBalancasUsuarios } from '@server/db/schema/scales';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { DEST, freshDestino } from '../../kit/fixtures/destinations';
import {
  call,
  expectStatus,
  freshContainer,
  freshRestaurant,
  freshScale,
  PESOS,
  RBU,
  registerSuite,
} from '../../kit/fixtures/registers';

/**
 * Bodies the spec writes as "{x list}" (or {x} for a list of ids): every one of them takes the object
 * `{"idDestino":[1,2]}`, the bare list `[1,2]` and one id alone, and reads them the same.
 */

const f = registerSuite();

/** Every operation whose body is a list of ids under one key. */
const OPERATIONS: [method: 'POST' | 'PUT' | 'DELETE', path: string, key: string][] = [
  ['POST', '/api/v1/reTbDestResiduos/validateDelete', 'idDestino'],
  ['DELETE', '/api/v1/reTbDestResiduos', 'idDestino'],
  ['DELETE', '/api/v1/reTbRecipientesPesos', 'idPeso'],
  ['DELETE', '/api/v1/reTbRecipientes', 'idRecipiente'],
  ['DELETE', '/api/v1/reTbRestBalancasUsuarios', 'idBalRestUsuario'],
  ['POST', '/api/v1/reTbRestBalancasUsuarios/findByIdsBal', 'idBal'],
  ['DELETE', '/api/v1/reTbUnidadesSatelite/byIds', 'idSatelite'],
  ['DELETE', '/api/v1/reTbDesperdiciosDet/deleteByIDs', 'idApontamento'],
  ['DELETE', '/api/v1/reTbCadBalancas', 'idBal'],
  ['DELETE', '/api/v1/reTbBalancasUnidades', 'idBalUnidade'],
  ['POST', '/api/v1/reTbBalancasUnidades/findByIdsBalUnidade', 'idBalCad'],
  ['DELETE', '/api/v1/reTbSatBalancas', 'idSatBal'],
  ['DELETE', '/api/v1/reTbIntegracaoDesperdicio', 'numSeq'],
  ['POST', '/api/v1/reTbIntegracaoDesperdicio/reprocessaIntegraDesperdicio', 'numSeq'],
  ['POST', '/api/v1/reTbParametros/findByIds', 'idParametros'],
  ['POST', '/api/v1/reTbLabels/findByIds', 'idsLabels'],
  ['DELETE', '/api/v1/reTbDestDesperdicio', 'idDestDesp'],
  ['POST', '/api/v1/reTbDesperdiciosRest/validateDelete', 'idRestDesp'],
  ['DELETE', '/api/v1/reTbDesperdiciosRest', 'idRestDesp'],
  ['DELETE', '/api/v1/reTbDespInsumos', 'idInsumo'],
  ['DELETE', '/api/v1/reGramaturaPratos', 'idGrupo'],
  ['DELETE', '/api/v1/reTbDespMetas', 'idDespMeta'],
  ['POST', '/api/v1/reTbDivergenciasDesp/reprocess', 'idDivergencia'],
  ['POST', '/api/v1/reTbDivergenciasDesp/deleteAllInBatch', 'idDivergencia'],
  ['DELETE', '/api/v1/reTbGruposRestaurantes', 'idGrupo'],
  ['DELETE', '/api/v1/reTbRestaurantes', 'idRestaurante'],
  ['DELETE', '/api/v1/reTbAlertas', 'idAlertas'],
  ['PUT', '/api/v1/reTbAlertas/indStatus/1', 'idAlertas'],
];

/** Ids that exist nowhere: every form must reach the service and get the same answer. */
const UNKNOWN = [2147483001, 2147483002];

/** None of these rows is stored any more. */
async function expectNoneLeft(table: PgTable, id: PgColumn, ids: number[]) {
  expect(await f.db.select().from(table).where(inArray(id, ids))).toEqual([]);
}

describe('a list of ids as the object or as the bare list', () => {
  for (const [method, path, key] of OPERATIONS) {
    it(`${method} ${path}: {${key}: [..]}, [..] and one id are read alike`, async () => {
      const asObject = await call(f, method, path, f.admin, { [key]: UNKNOWN });
      expect(asObject.statusCode, asObject.body).not.toBe(400);
      expect(asObject.statusCode, asObject.body).toBeLessThan(500);
      const bare = await call(f, method, path, f.admin, UNKNOWN);
      expect([bare.statusCode, bare.json()]).toEqual([asObject.statusCode, asObject.json()]);
      const one = await call(f, method, path, f.admin, UNKNOWN[0]);
      const oneAsObject = await call(f, method, path, f.admin, { [key]: [UNKNOWN[0]] });
      expect([one.statusCode, one.json()]).toEqual([oneAsObject.statusCode, oneAsObject.json()]);
      // A bad list is refused the same way in both forms, with a message in Portuguese.
      const bad = await expectStatus<{ message: string }>(await call(f, method, path, f.admin, ['x']), 400);
      const badObject = await expectStatus<{ message: string }>(
        await call(f, method, path, f.admin, { [key]: ['x'] }),
        400,
      );
      expect(bad).toEqual(badObject);
      expect(bad.message).toMatch(/[a-zà-ú]/i);
      const empty = await call(f, method, path, f.admin, []);
      const emptyObject = await call(f, method, path, f.admin, { [key]: [] });
      expect([empty.statusCode, empty.json()]).toEqual([emptyObject.statusCode, emptyObject.json()]);
    });
  }
});

describe('the spec\'s "{x list}" bodies, sent as bare lists, do their work', () => {
  it('reTbDestResiduos: validateDelete and DELETE [ids]', async () => {
    const a = await freshDestino(f);
    const b = await freshDestino(f);
    const check = await expectStatus<{ message?: string | null }>(
      await call(f, 'POST', `${DEST}/validateDelete`, f.admin, [a.idDestino, b.idDestino]),
      200,
    );
    expect(check.message ?? null).toBeNull();
    await expectStatus(await call(f, 'DELETE', DEST, f.admin, [a.idDestino, b.idDestino]), 200);
    await expectNoneLeft(reTbDestResiduos, reTbDestResiduos.idDestino, [a.idDestino, b.idDestino]);
  });

  it('reTbRecipientesPesos: DELETE [idPeso]', async () => {
    const idRestaurante = await freshRestaurant(f);
    const [c1, c2] = [await freshContainer(f), await freshContainer(f)];
    const saved = await expectStatus<RecipientePeso[]>(
      await call(f, 'POST', `${PESOS}/saveAll`, f.admin, [
        { idPeso: -1, idRestaurante, idRecipiente: c1, qtdPeso: 1 },
        { idPeso: -2, idRestaurante, idRecipiente: c2, qtdPeso: 2 },
      ]),
      200,
    );
    const ids = saved.map((p) => p.idPeso as number);
    await expectStatus(await call(f, 'DELETE', PESOS, f.admin, ids), 200);
    await expectNoneLeft(reTbRecipientesPesos, reTbRecipientesPesos.idPeso, ids);
  });

  it('reTbRestBalancasUsuarios: DELETE [idBalRestUsuario]', async () => {
    const { idBal } = await freshScale(f);
    const idRestaurante = await freshRestaurant(f);
    const rows = await expectStatus<BalRestUsuario[]>(
      await call(f, 'POST', `${RBU}/saveAll`, f.admin, [
        { idBalRestUsuario: null, idRestaurante, idBal, idUsuario: f.user.cozinha, indInativo: 0 },
        { idBalRestUsuario: null, idRestaurante, idBal, idUsuario: f.user.gestor, indInativo: 0 },
      ]),
      200,
    );
    const ids = rows.map((r) => r.idBalRestUsuario as number);
    await expectStatus(await call(f, 'DELETE', RBU, f.admin, ids), 200);
    await expectNoneLeft(reTbRestBalancasUsuarios, reTbRestBalancasUsuarios.idBalRestUsuario, ids);
  });
});

describe('the OpenAPI document', () => {
  it('lists the object and the bare list for each of these bodies', async () => {
    const doc = (await f.t.app.inject({ url: '/api/docs/json' })).json();
    for (const [method, path, key] of OPERATIONS) {
      const documented = path.replace(/\/indStatus\/1$/, '/indStatus/{v}');
      const op =
        doc.paths[documented]?.[method.toLowerCase()] ?? doc.paths[`${documented}/`]?.[method.toLowerCase()];
      const schema = op?.requestBody?.content?.['application/json']?.schema;
      expect(schema?.anyOf, `${method} ${path}`).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'object', required: [key] }),
          expect.objectContaining({ type: 'array' }),
        ]),
      );
    }
  });
});
