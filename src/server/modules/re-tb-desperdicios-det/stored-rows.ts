import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';

/** A stored appointment (a row of re_tb_desperdicios_det). */
export type Row = typeof reTbDesperdiciosDet.$inferSelect;

const t = reTbDesperdiciosDet;

/** The stored appointments of the company with these device uuids, by uuid. */
export async function storedByUuid(q: Db, idEmpresa: number, uuids: string[]): Promise<Map<string, Row>> {
  const out = new Map<string, Row>();
  if (!uuids.length) return out;
  const rows = await q
    .select()
    .from(t)
    .where(and(eq(t.idEmpresa, idEmpresa), inArray(t.idLocal, uuids)));
  for (const r of rows) if (r.idLocal) out.set(r.idLocal, r);
  return out;
}

/** The stored appointments of the company with these ids, by id. */
export async function storedById(db: Db, idEmpresa: number, ids: number[]): Promise<Map<number, Row>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.idEmpresa, idEmpresa), inArray(t.idApontamento, ids)));
  return new Map(rows.map((r) => [r.idApontamento, r]));
}
