import { ALERT_MSG, type Alerta } from '@domain/schemas/alerts';
import { reTbAlertas } from '@server/db/schema/admin';
import { usuarios } from '@server/db/schema/core';
import { reTbGruposRestaurantes } from '@server/db/schema/restaurants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';

/** Alerts (spec §7 Alerts): list, create, toggles, delete — scoped to the token's company. */

const URL = '/api/v1/reTbAlertas';
const s = demoSuite(['admin', 'adminB', 'gestor']);
const { call } = s;
let grupoA: number;
let grupoB: number;
const id: Record<string, number> = {};
const run = `${Date.now()}`;

beforeAll(async () => {
  const db = s.db();
  [{ idGrupo: grupoA }] = await db
    .insert(reTbGruposRestaurantes)
    .values({ idEmpresa: s.companyA, desGrupo: `Grupo de alertas ${run}` })
    .returning();
  [{ idGrupo: grupoB }] = await db
    .insert(reTbGruposRestaurantes)
    .values({ idEmpresa: s.companyB, desGrupo: `Grupo B de alertas ${run}` })
    .returning();
  for (const u of ['aprovador', 'fernanda.alves']) {
    const [row] = await db
      .select({ id: usuarios.idUsuario, p: usuarios.desPessoa })
      .from(usuarios)
      .where(eq(usuarios.desEmail, `${u}@demo.com.br`));
    id[u] = row.id;
  }
});
afterAll(async () => {
  await s.t?.database.db.delete(reTbAlertas).where(inArray(reTbAlertas.idGrupo, [grupoA, grupoB]));
});

const list = async (token = s.tokens.admin) => {
  const res = await call('GET', URL, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Alerta[];
};

async function create(body: Record<string, unknown>, token = s.tokens.admin): Promise<Alerta> {
  const res = await call('POST', URL, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const base = () => ({
  desAlerta: `Unidade parada ${run}`,
  tipAlerta: 2,
  tipRegra: 0,
  idGrupo: grupoA,
});

const stored = async (idAlerta: number) =>
  (await s.db().select().from(reTbAlertas).where(eq(reTbAlertas.idAlerta, idAlerta)))[0];

describe('alerts CRUD', () => {
  it('creates an alert for a group and lists it with the group name; defaults active, notifying, no e-mail', async () => {
    const a = await create(base());
    expect(a).toEqual({
      idAlerta: expect.any(Number),
      desAlerta: `Unidade parada ${run}`,
      tipAlerta: 2,
      tipRegra: 0,
      idGrupo: grupoA,
      desGrupo: `Grupo de alertas ${run}`,
      idUsuario: null,
      desPessoa: null,
      tipDesperdicio: null,
      vlrLimite: null,
      indStatus: 1,
      indNotificar: 1,
      indEmail: 0,
      dtaCriacao: expect.any(String),
    });
    expect((await list()).find((x) => x.idAlerta === a.idAlerta)).toEqual(a);
    expect(await stored(a.idAlerta)).toMatchObject({ idEmpresa: s.companyA, tipRegra: 0, idGrupo: grupoA });
  });

  it('creates an alert for a user with its rule parameters and names the user', async () => {
    const a = await create({
      desAlerta: `  Meta de bandeja ${run}  `,
      tipAlerta: 1,
      tipRegra: 1,
      idUsuario: id.aprovador,
      tipDesperdicio: 1,
      vlrLimite: 12.5,
      indStatus: 0,
      indNotificar: 0,
      indEmail: 1,
    });
    expect(a).toMatchObject({
      desAlerta: `Meta de bandeja ${run}`,
      tipRegra: 1,
      idGrupo: null,
      desGrupo: null,
      idUsuario: id.aprovador,
      desPessoa: expect.any(String),
      tipDesperdicio: 1,
      vlrLimite: 12.5,
      indStatus: 0,
      indNotificar: 0,
      indEmail: 1,
    });
    expect(a.desPessoa?.length).toBeGreaterThan(0);
  });

  it('toggles status and notify, deactivates e-mail, for one id or several', async () => {
    const a = await create({ ...base(), indEmail: 1 });
    const b = await create({ ...base(), indEmail: 1 });
    let res = await call('PUT', `${URL}/indStatus/0`, s.tokens.admin, {
      idAlertas: [a.idAlerta, b.idAlerta],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await stored(a.idAlerta)).indStatus).toBe(0);
    expect((await stored(b.idAlerta)).indStatus).toBe(0);
    res = await call('PUT', `${URL}/indStatus/1`, s.tokens.admin, { idAlertas: a.idAlerta });
    expect(res.json()).toEqual({ updated: 1 });
    expect((await stored(a.idAlerta)).indStatus).toBe(1);
    expect((await stored(b.idAlerta)).indStatus).toBe(0);

    res = await call('PUT', `${URL}/indNotificar/0`, s.tokens.admin, { idAlertas: [a.idAlerta] });
    expect(res.json()).toEqual({ updated: 1 });
    expect((await stored(a.idAlerta)).indNotificar).toBe(0);
    expect((await stored(b.idAlerta)).indNotificar).toBe(1);

    res = await call('PUT', `${URL}/email/deactivate/`, s.tokens.admin, { idAlertas: [b.idAlerta] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(b.idAlerta)).indEmail).toBe(0);
    expect((await stored(a.idAlerta)).indEmail).toBe(1);
    const listed = (await list()).find((x) => x.idAlerta === a.idAlerta);
    expect(listed).toMatchObject({ indStatus: 1, indNotificar: 0, indEmail: 1 });
  });

  it('deletes alerts', async () => {
    const a = await create(base());
    const res = await call('DELETE', URL, s.tokens.admin, { idAlertas: [a.idAlerta] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await stored(a.idAlerta)).toBeUndefined();
    expect((await list()).some((x) => x.idAlerta === a.idAlerta)).toBe(false);
  });
});

describe('validation', () => {
  const bad = async (body: unknown, message?: string) => {
    const res = await call('POST', URL, s.tokens.admin, body);
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().exception).toContain(message);
  };

  it('refuses a blank description, a bad type or rule, a missing target and bad flags', async () => {
    await bad({ ...base(), desAlerta: '   ' }, ALERT_MSG.desAlertaRequired);
    await bad({ ...base(), desAlerta: undefined }, ALERT_MSG.desAlertaRequired);
    await bad({ ...base(), tipAlerta: 3 });
    await bad({ ...base(), tipRegra: 7 });
    await bad({ ...base(), idGrupo: null }, ALERT_MSG.targetRequired);
    await bad({ ...base(), indStatus: 2 });
    await bad({ ...base(), tipDesperdicio: 9 });
    await bad({ ...base(), vlrLimite: -1 });
  });

  it('refuses a group or a user outside the company', async () => {
    const before = (await list()).length;
    await bad({ ...base(), idGrupo: grupoB }, ALERT_MSG.groupNotFound(grupoB));
    await bad(
      { ...base(), idGrupo: null, idUsuario: id['fernanda.alves'] },
      ALERT_MSG.userNotFound(id['fernanda.alves']),
    );
    expect((await list()).length).toBe(before);
  });

  it('refuses toggles with bad values or bodies', async () => {
    const a = await create(base());
    expect(
      (await call('PUT', `${URL}/indStatus/2`, s.tokens.admin, { idAlertas: [a.idAlerta] })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `${URL}/indNotificar/x`, s.tokens.admin, { idAlertas: [a.idAlerta] })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `${URL}/indStatus/0`, s.tokens.admin, { idAlertas: [] })).statusCode).toBe(400);
    expect((await call('PUT', `${URL}/email/deactivate/`, s.tokens.admin, {})).statusCode).toBe(400);
    expect((await call('DELETE', URL, s.tokens.admin, { idAlertas: ['a'] })).statusCode).toBe(400);
    expect(await stored(a.idAlerta)).toMatchObject({ indStatus: 1, indNotificar: 1 });
  });
});

describe('isolation and access', () => {
  it("a company never sees nor changes another's alerts", async () => {
    const a = await create(base());
    const b = await create({ ...base(), idGrupo: grupoB, desAlerta: `Alerta B ${run}` }, s.tokens.adminB);
    expect((await list()).some((x) => x.idAlerta === b.idAlerta)).toBe(false);
    expect((await list(s.tokens.adminB)).some((x) => x.idAlerta === a.idAlerta)).toBe(false);
    for (const [method, url] of [
      ['PUT', `${URL}/indStatus/0`],
      ['PUT', `${URL}/indNotificar/0`],
      ['PUT', `${URL}/email/deactivate/`],
      ['DELETE', URL],
    ] as const) {
      const res = await call(method, url, s.tokens.admin, { idAlertas: [b.idAlerta] });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().exception).toBe(ALERT_MSG.notFound);
    }
    expect(await stored(b.idAlerta)).toMatchObject({ idEmpresa: s.companyB, indStatus: 1, indNotificar: 1 });
  });

  it('answers 403 on every route without indAlertas', async () => {
    const a = await create(base());
    const routes = [
      ['GET', URL, undefined],
      ['POST', URL, base()],
      ['PUT', `${URL}/indStatus/0`, { idAlertas: [a.idAlerta] }],
      ['PUT', `${URL}/indNotificar/0`, { idAlertas: [a.idAlerta] }],
      ['PUT', `${URL}/email/deactivate/`, { idAlertas: [a.idAlerta] }],
      ['DELETE', URL, { idAlertas: [a.idAlerta] }],
    ] as const;
    for (const [method, url, body] of routes) {
      const res = await call(method, url, s.tokens.gestor, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await stored(a.idAlerta)).toMatchObject({ indStatus: 1, indNotificar: 1 });
    const res = await s.t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});
