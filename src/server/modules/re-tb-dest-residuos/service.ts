import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import { destinationNameError, destinationsInUseMessage } from '@domain/rules/waste-config';
import {
  type DestResiduo,
  type DestValidateDeleteResult,
  destResiduo,
  destResiduoItem,
} from '@domain/schemas/waste-config';
import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { registerTable } from '../../core/register-parts';
import { mergeBatch, type RegisterConfig, ruleErrors } from '../../core/register-service';
import type { Db } from '../../db/client';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';
import { reTbDestDesperdicios, reTbDestResiduos } from '../../db/schema/registers';

const d = reTbDestResiduos;

/** A save item as the engine receives it (after the schema's defaults). */
export type DestResiduoSave = z.output<typeof destResiduoItem>;

/** Serialises the name check of concurrent saves of one company (the table has no unique name index). */
const NAME_LOCK = sql`hashtext('re_tb_dest_residuos.des_destino')`;

function findDestinos(db: Db, idEmpresa: number, where?: SQL): Promise<DestResiduo[]> {
  return db
    .select({
      idDestino: d.idDestino,
      desDestino: d.desDestino,
      indInativo: d.indInativo,
      tipDestino: d.tipDestino,
      fatorCo2e: d.fatorCo2e,
    })
    .from(d)
    .where(and(eq(d.idEmpresa, idEmpresa), where))
    .orderBy(asc(d.desDestino), asc(d.idDestino));
}

/** The company's destinations among `ids` that a table references (appointments or destination links). */
async function usedBy(
  db: Db,
  idEmpresa: number,
  ids: readonly number[],
  table: typeof reTbDesperdiciosDet | typeof reTbDestDesperdicios,
): Promise<number[]> {
  const rows = await db
    .select({ id: d.idDestino })
    .from(d)
    .where(
      and(
        eq(d.idEmpresa, idEmpresa),
        inArray(d.idDestino, [...ids]),
        exists(
          db
            .select({ one: sql`1` })
            .from(table)
            .where(and(eq(table.idEmpresa, d.idEmpresa), eq(table.idDestino, d.idDestino))),
        ),
      ),
    )
    .orderBy(asc(d.idDestino));
  return rows.map((r) => r.id);
}

/**
 * POST .../validateDelete: which of these destinations are used by appointments (reTbDesperdiciosDet) and
 * by destination-waste links (reTbDestDesperdicios), and the message naming them (null when none is).
 * Ids the company does not have are neither used nor reported.
 */
export async function destResiduosUsage(
  db: Db,
  idEmpresa: number,
  ids: readonly number[],
): Promise<DestValidateDeleteResult> {
  const unique = [...new Set(ids)];
  const [apontamentos, links] = await Promise.all([
    usedBy(db, idEmpresa, unique, reTbDesperdiciosDet),
    usedBy(db, idEmpresa, unique, reTbDestDesperdicios),
  ]);
  return {
    reTbDesperdiciosDet: apontamentos,
    reTbDestDesperdicios: links,
    message: destinationsInUseMessage([...apontamentos, ...links]),
  };
}

/**
 * Destinations (spec §3, §5, §7 "Destinations"): a name is registered once per company ('Registro já
 * existente'); a destination used by appointments or destination links is never deleted.
 */
export const destResiduosRegister: RegisterConfig<DestResiduo, DestResiduoSave> = {
  ...registerTable('reTbDestResiduos', d, 'idDestino', findDestinos),
  row: destResiduo,
  item: destResiduoItem,
  values: (item) => ({
    desDestino: item.desDestino.trim(),
    indInativo: item.indInativo,
    // Absent on an update: kept (the engine's update skips undefined); absent on an insert: the column
    // defaults ('OUTRO' and its factor). A kind without a factor takes the kind's default.
    tipDestino: item.tipDestino,
    fatorCo2e: item.fatorCo2e ?? (item.tipDestino ? FATOR_CO2E_PADRAO[item.tipDestino] : undefined),
  }),
  remove: { bodyKey: 'idDestino' },
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      await tx.execute(sql`select pg_advisory_xact_lock(${NAME_LOCK}, ${idEmpresa})`);
      // The destinations to update, locked in id order before any is written: the appointments' rollup
      // triggers lock the destinations they read (FOR SHARE) in that order too, so a factor change
      // (which recomputes the destination's CO2e history, drizzle/0022) cannot deadlock with them.
      const updating = items.flatMap((i) => (i.id === null ? [] : [i.id]));
      if (updating.length)
        await tx.execute(
          sql`select 1 from re_tb_dest_residuos where id_empresa = ${idEmpresa}
                and id_destino in (${sql.join(
                  updating.map((id) => sql`${id}`),
                  sql`, `,
                )})
              order by id_destino for no key update`,
        );
      // Every destination of the company: names compare case-insensitively and trimmed, in JS.
      const stored = await findDestinos(tx, idEmpresa);
      const rows = mergeBatch<DestResiduoSave>(stored, items, (x) => x.idDestino);
      return ruleErrors(items, rows, destinationNameError, 'desDestino');
    },
    async beforeDelete(tx, idEmpresa, ids) {
      const usage = await destResiduosUsage(tx, idEmpresa, ids);
      const blocked = [...new Set([...usage.reTbDesperdiciosDet, ...usage.reTbDestDesperdicios])].sort(
        (a, b) => a - b,
      );
      return { blocked, message: usage.message ?? undefined };
    },
  },
};
