import type { PesagensDoDia } from '@domain/schemas/appointments';
import { and, count, eq, sql } from 'drizzle-orm';
import { businessToday } from '../../core/business-time';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet as t } from '../../db/schema/appointments';

/**
 * The weighings a user recorded for one day (today in São Paulo when no day is given) in a company: how many
 * and their net kg. What the kitchen's home shows as the day's work.
 */
export async function pesagensDoDia(
  db: Db,
  idEmpresa: number,
  idUsuario: number,
  data: string = businessToday(),
): Promise<PesagensDoDia> {
  const [row] = await db
    .select({ n: count(), kg: sql<string | null>`sum(${t.qtdLiquido})` })
    .from(t)
    .where(and(eq(t.idEmpresa, idEmpresa), eq(t.idUsuario, idUsuario), eq(t.dtaApontamento, data)));
  return {
    data,
    qtdPesagens: Number(row?.n ?? 0),
    qtdLiquido: Math.round(Number(row?.kg ?? 0) * 1000) / 1000,
  };
}
