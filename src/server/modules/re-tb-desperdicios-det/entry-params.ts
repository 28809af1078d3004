import { PARAM_CONFIG, PARAM_REFEICOES } from '@domain/constants';
import { ENTRY_MODE } from '@domain/rules/entry-mode';
import type { ParamLike, ParamUpdate } from '@domain/rules/entry-params';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reTbParametros } from '../../db/schema/admin';

/** The rows of the RE-Configuracao/U and RE-Refeicoes/U parameters of some restaurants (the entry's). */
export const restaurantEntryParams = (restaurants: readonly number[]) =>
  and(
    inArray(reTbParametros.idRestaurante, [...restaurants]),
    inArray(reTbParametros.desParametro, [PARAM_CONFIG, PARAM_REFEICOES]),
  );

/** The RE-Configuracao/U and RE-Refeicoes/U parameters of some restaurants, by restaurant. */
export async function loadEntryParams(
  db: Db,
  idEmpresa: number,
  restaurants: number[],
): Promise<Map<number, ParamLike[]>> {
  const out = new Map<number, ParamLike[]>(restaurants.map((id) => [id, []]));
  if (!restaurants.length) return out;
  const rows = await db
    .select({
      idRestaurante: reTbParametros.idRestaurante,
      desParametro: reTbParametros.desParametro,
      seqParametro: reTbParametros.seqParametro,
      vlrParametroDec: reTbParametros.vlrParametroDec,
      vlrParametroDta: reTbParametros.vlrParametroDta,
      vlrParametroInt: reTbParametros.vlrParametroInt,
    })
    .from(reTbParametros)
    .where(and(eq(reTbParametros.idEmpresa, idEmpresa), restaurantEntryParams(restaurants)));
  for (const { idRestaurante, ...p } of rows) out.get(idRestaurante!)?.push(p);
  return out;
}

/**
 * Saves the entry-mode expiry switch of one restaurant. Idempotent and race-safe: it only applies while
 * the stored mode is still 'both' (a concurrent request that switched first leaves nothing to do), and a
 * parameter row that does not exist is created.
 */
export async function persistParamUpdates(
  db: Db,
  idEmpresa: number,
  idRestaurante: number,
  updates: readonly ParamUpdate[],
): Promise<void> {
  if (!updates.length) return;
  const p = reTbParametros;
  const where = (des: string, seq: number) =>
    and(
      eq(p.idEmpresa, idEmpresa),
      eq(p.idRestaurante, idRestaurante),
      eq(p.desParametro, des),
      eq(p.seqParametro, seq),
    );
  await db.transaction(async (tx) => {
    const [mode] = await tx
      .select({ v: p.vlrParametroInt })
      .from(p)
      .where(where(PARAM_CONFIG, 7))
      .for('update');
    if (mode && mode.v !== ENTRY_MODE.Both) return;
    for (const u of updates) {
      const set = {
        ...(u.vlrParametroInt !== undefined ? { vlrParametroInt: u.vlrParametroInt } : {}),
        ...(u.vlrParametroDta !== undefined ? { vlrParametroDta: u.vlrParametroDta } : {}),
      };
      const done = await tx
        .update(p)
        .set(set)
        .where(where(u.desParametro, u.seqParametro))
        .returning({ id: p.idParametro });
      if (!done.length) {
        await tx.insert(p).values({
          idEmpresa,
          idRestaurante,
          desParametro: u.desParametro,
          seqParametro: u.seqParametro,
          ...set,
        });
      }
    }
  });
}
