import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FOTO_MAX_BYTES, FOTO_MSG, PARAM_FOTOS } from '@domain/rules/photos';
import { photoStoreFromEnv } from '@server/core/photo-store';
import { reTbParametros } from '@server/db/schema/admin';
import { reTbDesperdiciosFotos } from '@server/db/schema/photos';
import { appRoutineRuns } from '@server/db/schema/platform';
import { photosService } from '@server/modules/re-tb-desperdicios-det/foto/photos-service';
import photoRetentionScheduler, {
  PHOTO_RETENTION_ROUTINE,
} from '@server/plugins/app/photo-retention-scheduler';
import dbPlugin from '@server/plugins/external/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';
import { firstRestaurantOf, trayOf } from '../../kit/fixtures/entry';
import { bearer, signIn } from '../../kit/sign-in';

/**
 * The photo of a weighing's waste: PUT/GET /api/v1/reTbDesperdiciosDet/foto/{uuidApontamento}, per company,
 * written once, checked by its magic bytes and size; the retention routine; the S3-compatible store.
 */

const s = demoSuite(['admin', 'adminB']);
const { db } = s;
let gestor: string;
let restA: number;
const URL = '/api/v1/reTbDesperdiciosDet';

/** A tiny but real-looking JPEG: the SOI marker, a JFIF header, filler and EOI. */
function jpeg(size = 2048, fill = 7): Buffer {
  const b = Buffer.alloc(size, fill);
  b.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0);
  b.set([0xff, 0xd9], size - 2);
  return b;
}
function webp(size = 1024): Buffer {
  const b = Buffer.alloc(size, 1);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(size - 8, 4);
  b.write('WEBPVP8 ', 8, 'ascii');
  return b;
}

async function saveWeighing(token: string, idRestaurante: number): Promise<string> {
  const body = trayOf(idRestaurante);
  const res = await s.post(`${URL}/saveAll`, token, [body]);
  expect(res.statusCode, res.body).toBe(200);
  return body.uuidApontamento;
}

const put = (token: string, uuid: string, bytes: Buffer, type = 'image/jpeg') =>
  s.t.app.inject({
    method: 'PUT',
    url: `${URL}/foto/${uuid}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: bytes,
  });
const get = (token: string, uuid: string) => s.call('GET', `${URL}/foto/${uuid}`, token);

const photoRows = (uuid: string) =>
  db().select().from(reTbDesperdiciosFotos).where(eq(reTbDesperdiciosFotos.uuidApontamento, uuid));

beforeAll(async () => {
  gestor = await signIn(s.t.app, 'gestor@demo.com.br');
  restA = await firstRestaurantOf(db(), s.companyA);
});

describe('PUT and GET a photo', () => {
  it('stores the photo of a saved weighing once and returns the same bytes', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    const bytes = jpeg(4096);
    const first = await put(s.tokens.admin, uuid, bytes);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ uuidApontamento: uuid, tipConteudo: 'image/jpeg', qtdBytes: 4096 });

    const got = await get(s.tokens.admin, uuid);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(got.rawPayload, bytes)).toBe(0);
  });

  it('a second PUT of the same weighing (a lost answer) answers the stored photo and writes nothing', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    const first = await put(s.tokens.admin, uuid, jpeg(3000));
    expect(first.statusCode).toBe(201);
    const again = await put(s.tokens.admin, uuid, jpeg(3000));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Even other bytes do not replace the photo taken at the weighing.
    const other = await put(s.tokens.admin, uuid, webp(900), 'image/webp');
    expect(other.statusCode).toBe(200);
    expect(other.json().qtdBytes).toBe(3000);
    expect(await photoRows(uuid)).toHaveLength(1);
  });

  it('the type comes from the magic bytes, not the header (WebP sent as octet-stream)', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    const res = await put(s.tokens.admin, uuid, webp(), 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().tipConteudo).toBe('image/webp');
    expect((await get(s.tokens.admin, uuid)).headers['content-type']).toBe('image/webp');
  });

  it('a weighing the server does not know yet answers 404 (the device sends it later)', async () => {
    const uuid = crypto.randomUUID();
    const res = await put(s.tokens.admin, uuid, jpeg());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(FOTO_MSG.weighingNotFound(uuid));
    expect(await photoRows(uuid)).toHaveLength(0);
  });

  it("the weighing's detail (approval, maintenance) says whether it has a photo", async () => {
    const body = trayOf(restA);
    const saved = await s.post(`${URL}/saveAll`, s.tokens.admin, [body]);
    const id = saved.json()[0].idApontamento;
    const detail = () => s.call('POST', `/api/v1/reTbDespApont/findById/${id}`, s.tokens.admin);
    expect((await detail()).json().temFoto).toBe(false);
    expect((await put(s.tokens.admin, body.uuidApontamento, jpeg())).statusCode).toBe(201);
    expect((await detail()).json().temFoto).toBe(true);
  });

  it('GET of a weighing without a photo is 404 with a pt-BR message', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    const res = await get(s.tokens.admin, uuid);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(FOTO_MSG.notFound);
  });
});

describe('company and access', () => {
  it("another company neither reads nor writes a company's photo (404)", async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    expect((await put(s.tokens.admin, uuid, jpeg())).statusCode).toBe(201);
    expect((await get(s.tokens.adminB, uuid)).statusCode).toBe(404);
    const res = await put(s.tokens.adminB, uuid, jpeg(5000));
    expect(res.statusCode).toBe(404);
    const rows = await photoRows(uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0].idEmpresa).toBe(s.companyA);
    expect(rows[0].qtdBytes).toBe(2048);
  });

  it('a user without indApontamentos gets 403 on PUT and GET; no token 401', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    expect((await put(gestor, uuid, jpeg())).statusCode).toBe(403);
    expect((await get(gestor, uuid)).statusCode).toBe(403);
    const anon = await s.t.app.inject({ method: 'GET', url: `${URL}/foto/${uuid}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('bad bodies answer 400 in pt-BR', () => {
  it('not an image', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    const res = await put(s.tokens.admin, uuid, Buffer.from('%PDF-1.7 not a photo'), 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FOTO_MSG.badType);
    const gif = await put(s.tokens.admin, uuid, Buffer.from('GIF89a.........'), 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(await photoRows(uuid)).toHaveLength(0);
  });

  it('over the size limit', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    const big = jpeg(FOTO_MAX_BYTES + 1);
    const res = await put(s.tokens.admin, uuid, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FOTO_MSG.tooLarge(big.length));
    // The limit itself is accepted.
    expect((await put(s.tokens.admin, uuid, jpeg(FOTO_MAX_BYTES))).statusCode).toBe(201);
    // A body far past it is cut before the server holds it in memory.
    const huge = await put(s.tokens.admin, uuid, jpeg(2 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('O corpo da requisição é grande demais');
  });

  it('empty body and a bad uuid', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    const empty = await s.call('PUT', `${URL}/foto/${uuid}`, s.tokens.admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(FOTO_MSG.empty);
    const bad = await put(s.tokens.admin, 'nao-e-um-uuid', jpeg());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(FOTO_MSG.badUuid);
  });
});

describe('retention', () => {
  it('deletes the photos older than RE-Fotos seq 1 days (90 by default), per company', async () => {
    const restB = await firstRestaurantOf(db(), s.companyB);
    const [oldA, recentA, oldB, midB] = [
      await saveWeighing(s.tokens.admin, restA),
      await saveWeighing(s.tokens.admin, restA),
      await saveWeighing(s.tokens.adminB, restB),
      await saveWeighing(s.tokens.adminB, restB),
    ];
    for (const [token, uuid] of [
      [s.tokens.admin, oldA],
      [s.tokens.admin, recentA],
      [s.tokens.adminB, oldB],
      [s.tokens.adminB, midB],
    ] as const)
      expect((await put(token, uuid, jpeg())).statusCode).toBe(201);
    const age = (uuid: string, days: number) =>
      db()
        .update(reTbDesperdiciosFotos)
        .set({ dtaRegistro: sql`now() - make_interval(days => ${days})` })
        .where(eq(reTbDesperdiciosFotos.uuidApontamento, uuid));
    await age(oldA, 91);
    await age(recentA, 89);
    await age(oldB, 31);
    await age(midB, 29);
    // Company B keeps photos for 30 days.
    const paramB = and(
      eq(reTbParametros.idEmpresa, s.companyB),
      isNull(reTbParametros.idRestaurante),
      eq(reTbParametros.desParametro, PARAM_FOTOS),
    );
    await db().delete(reTbParametros).where(paramB);
    await db()
      .insert(reTbParametros)
      .values({ idEmpresa: s.companyB, desParametro: PARAM_FOTOS, seqParametro: 1, vlrParametroInt: 30 });
    try {
      const service = photosService(db(), photoStoreFromEnv(s.t.env));
      const deleted = await service.deleteExpired();
      expect(deleted).toBeGreaterThanOrEqual(2);
      expect(await photoRows(oldA)).toHaveLength(0);
      expect(await photoRows(oldB)).toHaveLength(0);
      expect(await photoRows(recentA)).toHaveLength(1);
      expect(await photoRows(midB)).toHaveLength(1);
      expect((await get(s.tokens.admin, oldA)).statusCode).toBe(404);
      expect((await get(s.tokens.admin, recentA)).statusCode).toBe(200);
    } finally {
      await db().delete(reTbParametros).where(paramB);
    }
  });
  it('also deletes the photo of a deleted weighing (maintenance), whatever its age', async () => {
    const body = trayOf(restA);
    const saved = await s.post(`${URL}/saveAll`, s.tokens.admin, [body]);
    const id = saved.json()[0].idApontamento;
    expect((await put(s.tokens.admin, body.uuidApontamento, jpeg())).statusCode).toBe(201);
    const del = await s.call('DELETE', `${URL}/deleteByIDs`, s.tokens.admin, { idApontamento: [id] });
    expect(del.statusCode, del.body).toBe(200);
    await photosService(db(), photoStoreFromEnv(s.t.env)).deleteExpired();
    expect(await photoRows(body.uuidApontamento)).toHaveLength(0);
  });
});

describe('the daily retention routine', () => {
  it('runs once shortly after the app is ready, on one instance, and deletes the expired photos', async () => {
    const uuid = await saveWeighing(s.tokens.admin, restA);
    expect((await put(s.tokens.admin, uuid, jpeg())).statusCode).toBe(201);
    await db()
      .update(reTbDesperdiciosFotos)
      .set({ dtaRegistro: sql`now() - make_interval(days => 120)` })
      .where(eq(reTbDesperdiciosFotos.uuidApontamento, uuid));
    await db().delete(appRoutineRuns).where(eq(appRoutineRuns.rotina, PHOTO_RETENTION_ROUTINE));
    const photos = photosService(db(), photoStoreFromEnv(s.t.env));
    const apps = [Fastify({ logger: false }), Fastify({ logger: false })];
    for (const app of apps) {
      await app.register(dbPlugin, { database: s.t.database });
      await app.register(photoRetentionScheduler, { enabled: true, photos, catchUpDelayMs: 0 });
      await app.ready();
    }
    try {
      await expect
        .poll(async () => (await photoRows(uuid)).length, { timeout: 10_000, interval: 100 })
        .toBe(0);
      await expect
        .poll(async () => {
          const runs = await db()
            .select()
            .from(appRoutineRuns)
            .where(eq(appRoutineRuns.rotina, PHOTO_RETENTION_ROUTINE));
          return runs.length === 1 && runs[0].dtaFim !== null && !runs[0].indFalhou;
        })
        .toBe(true);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});

/** A minimal S3-compatible server: objects in memory by path; answers 403 to unsigned requests. */
function fakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer>; calls: string[] }> {
  const objects = new Map<string, Buffer>();
  const calls: string[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(req.url ?? '');
    calls.push(`${req.method} ${path}`);
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=chave/')) {
      res.writeHead(403).end();
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, await read(req));
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const o = objects.get(path);
      if (o) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(o);
      else res.writeHead(404).end();
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, calls }),
    ),
  );
}

describe('S3-compatible store', () => {
  it('keeps the bytes in the bucket (signed requests), the row in the database, and retention removes both', async () => {
    const s3 = await fakeS3();
    const env = {
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'fotos-teste',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
      S3_REGION: 'us-east-1',
    };
    try {
      const service = photosService(db(), photoStoreFromEnv(env));
      expect(service.store.kind).toBe('s3');
      const uuid = await saveWeighing(s.tokens.admin, restA);
      const bytes = jpeg(1500);
      const out = await service.put({ idEmpresa: s.companyA, uuidApontamento: uuid }, bytes, 'image/jpeg');
      expect(out.kind).toBe('created');
      const path = `/fotos-teste/fotos/${s.companyA}/${uuid}`;
      expect(Buffer.compare(s3.objects.get(path)!, bytes)).toBe(0);
      const [row] = await photoRows(uuid);
      expect(row.tipArmazenamento).toBe('s3');
      expect(row.dadosFoto).toBeNull();
      const got = await service.get({ idEmpresa: s.companyA, uuidApontamento: uuid });
      expect(Buffer.compare(got!.bytes, bytes)).toBe(0);
      // Another company's key reads nothing.
      expect(await service.get({ idEmpresa: s.companyB, uuidApontamento: uuid })).toBeNull();

      await db()
        .update(reTbDesperdiciosFotos)
        .set({ dtaRegistro: sql`now() - make_interval(days => 400)` })
        .where(eq(reTbDesperdiciosFotos.uuidApontamento, uuid));
      await service.deleteExpired();
      expect(s3.objects.has(path)).toBe(false);
      expect(await photoRows(uuid)).toHaveLength(0);
      expect(s3.calls).toContain(`DELETE ${path}`);

      // A weighing deleted in maintenance: its object goes with the next daily run.
      const body = trayOf(restA);
      const saved = await s.post(`${URL}/saveAll`, s.tokens.admin, [body]);
      await service.put(
        { idEmpresa: s.companyA, uuidApontamento: body.uuidApontamento },
        bytes,
        'image/jpeg',
      );
      const path2 = `/fotos-teste/fotos/${s.companyA}/${body.uuidApontamento}`;
      expect(s3.objects.has(path2)).toBe(true);
      await s.call('DELETE', `${URL}/deleteByIDs`, s.tokens.admin, {
        idApontamento: [saved.json()[0].idApontamento],
      });
      await service.deleteExpired();
      expect(s3.objects.has(path2)).toBe(false);
    } finally {
      await new Promise((r) => s3.server.close(r));
    }
  });

  it('the database store is the default without the S3 settings', () => {
    expect(photoStoreFromEnv({ S3_REGION: 'us-east-1' }).kind).toBe('db');
    expect(photoStoreFromEnv({ S3_REGION: 'x', S3_ENDPOINT: 'http://s3', S3_BUCKET: 'b' }).kind).toBe('db');
  });
});
