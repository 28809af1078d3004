import { containerDuplicateError, containerMaxError, parseKg } from '@domain/rules/registers';
import { type Recipiente, type RecipienteItem, recipiente, recipienteItem } from '@domain/schemas/registers';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { registerTable } from '../../core/register-parts';
import { mergeBatch, type RegisterConfig, ruleErrors } from '../../core/register-service';
import type { Db } from '../../db/client';
import { reTbRecipientes } from '../../db/schema/registers';

const r = reTbRecipientes;

async function findRecipientes(db: Db, idEmpresa: number, where?: SQL): Promise<Recipiente[]> {
  const rows = await db
    .select({ idRecipiente: r.idRecipiente, desRecipiente: r.desRecipiente, qtdMaxima: r.qtdMaxima })
    .from(r)
    .where(and(eq(r.idEmpresa, idEmpresa), where))
    .orderBy(asc(r.desRecipiente), asc(r.idRecipiente));
  return rows.map((x) => ({ ...x, qtdMaxima: x.qtdMaxima === null ? null : Number(x.qtdMaxima) }));
}

/**
 * Containers (spec §3 "Container"): a name is registered once per company ('Registro já existente'); an
 * optional maximum weight (kg) outranks its waste type's RE-Limites maximum at entry.
 */
export const recipientesRegister: RegisterConfig<Recipiente, RecipienteItem> = {
  ...registerTable('reTbRecipientes', r, 'idRecipiente', findRecipientes),
  row: recipiente,
  item: recipienteItem,
  values: (item) => ({
    desRecipiente: item.desRecipiente.trim(),
    qtdMaxima: parseKg(item.qtdMaxima) || null,
  }),
  remove: { bodyKey: 'idRecipiente', byParam: true },
  // The tare screen (/listReTbRecipientesPesos, indApontamentos or indRetAdm) picks containers from this list.
  readFlags: ['indApontamentos', 'indRetAdm'],
  hooks: {
    async beforeSave(tx, idEmpresa, items) {
      // Every container of the company: names compare case-insensitively in JS (SQL lower() depends on the locale).
      const stored = await findRecipientes(tx, idEmpresa);
      const rows = mergeBatch<RecipienteItem>(stored, items, (x) => x.idRecipiente);
      return [
        ...ruleErrors(items, rows, (_, row) => containerMaxError(row.qtdMaxima), 'qtdMaxima'),
        ...ruleErrors(items, rows, containerDuplicateError, 'desRecipiente'),
      ];
    },
  },
};
