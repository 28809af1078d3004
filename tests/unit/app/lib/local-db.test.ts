import 'fake-indexeddb/auto';
import { cacheClearExpired, cacheGet, cachePut, type LocalDb, openLocalDb } from '@app/lib/local-db';
import { afterEach, describe, expect, it } from 'vitest';

const DAY = 24 * 60 * 60 * 1000;
let db: LocalDb;
let n = 0;

function fresh(): LocalDb {
  db = openLocalDb(`local-db-test-${++n}`);
  return db;
}

afterEach(async () => {
  await db?.delete();
});

describe('local-db cache', () => {
  it('keeps a value with its refresh date (one day ahead by default)', async () => {
    fresh();
    const before = Date.now();
    await cachePut('3:destinos', [{ id: 1 }], undefined, db);
    const entry = await cacheGet<{ id: number }[]>('3:destinos', db);
    expect(entry?.value).toEqual([{ id: 1 }]);
    expect(entry?.updatedAt).toBeGreaterThanOrEqual(before);
    expect(entry?.refreshAt).toBeGreaterThanOrEqual(before + DAY);
    expect(await cacheGet('missing', db)).toBeUndefined();
  });

  it('cacheClearExpired removes only the entries whose refresh date has passed', async () => {
    fresh();
    await cachePut('old', 1, Date.now() - 1000, db);
    await cachePut('new', 2, Date.now() + DAY, db);
    expect(await cacheClearExpired(db)).toBe(1);
    expect(await cacheGet('old', db)).toBeUndefined();
    expect((await cacheGet('new', db))?.value).toBe(2);
  });

  it('opens at schema version 3 with its tables', async () => {
    fresh();
    await db.open();
    expect(db.verno).toBe(3);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['cache', 'outbox', 'photos']);
    expect(db.photos.schema.indexes.map((i) => i.name)).toContain('[idEmpresa+status]');
    expect(db.outbox.schema.indexes.map((i) => i.name)).toContain('[idEmpresa+status]');
  });
});
