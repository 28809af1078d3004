import { z } from 'zod';
import { classeError, MSG_CLASSE, TIP_CLASSES } from '../rules/waste-classes';
import { id, int4 } from './fields';

/**
 * The waste classes of the waste types, the sale items and the inputs (GET and saveAll of
 * /api/v1/classesDesperdicio/{tipos,itensVenda,insumos}), and the dashboards' split by class.
 * `tipClasse` null = not classified; `pctEvitavel` (0–100) only for 'parcial'.
 */

export const tipClasse = z.enum(TIP_CLASSES);
const pct = z.number().min(0).max(100);

/** The class pair of a row as the API returns it. */
const classeRow = { tipClasse: tipClasse.nullable(), pctEvitavel: z.number().nullable() };

/** The class pair of a save item: both optional (absent = not classified); checked together. */
const classeItem = { tipClasse: tipClasse.nullish(), pctEvitavel: pct.nullish() };

/** Refines a save item: a share exactly for 'parcial' (pt-BR message on the field). */
function pairRule(v: { tipClasse?: string | null; pctEvitavel?: number | null }, ctx: z.RefinementCtx) {
  const message = classeError(v.tipClasse ?? null, v.pctEvitavel ?? null);
  if (message)
    ctx.addIssue({
      code: 'custom',
      message,
      path: [message === MSG_CLASSE.invalida ? 'tipClasse' : 'pctEvitavel'],
    });
}

export const tipoClasseRow = z.object({
  tipDesperdicio: int4,
  desTipDesperdicio: z.string(),
  ...classeRow,
});
export type TipoClasseRow = z.infer<typeof tipoClasseRow>;
export const tipoClasseItem = z
  .object({ tipDesperdicio: int4.min(1).max(4), ...classeItem })
  .superRefine(pairRule);
export type TipoClasseItem = z.input<typeof tipoClasseItem>;

export const itemVendaClasseRow = z.object({
  idItemVenda: int4,
  desItemVenda: z.string(),
  codExterno: z.string().nullable(),
  ...classeRow,
});
export type ItemVendaClasseRow = z.infer<typeof itemVendaClasseRow>;
export const itemVendaClasseItem = z.object({ idItemVenda: id, ...classeItem }).superRefine(pairRule);
export type ItemVendaClasseItem = z.input<typeof itemVendaClasseItem>;

export const insumoClasseRow = z.object({
  idInsumo: int4,
  desInsumo: z.string(),
  codMascara: z.string().nullable(),
  codNivel: z.string().nullable(),
  ...classeRow,
});
export type InsumoClasseRow = z.infer<typeof insumoClasseRow>;
export const insumoClasseItem = z.object({ idInsumo: id, ...classeItem }).superRefine(pairRule);
export type InsumoClasseItem = z.input<typeof insumoClasseItem>;

/** A saveAll body: the list (at most 5000 rows). */
export const saveListOf = <T extends z.ZodType>(item: T) => z.array(item).max(5000);

// ---------------------------------------------------------------------------------------------------------
// The dashboards' split by class

/**
 * One bucket of the split (evitavel, parcial, inevitavel, nao_classificado): its net kg, R$ and kg CO2e, and
 * of them the avoidable part (evitável all, parcial its share pro rata, inevitável none, not classified all).
 */
export const porClasseLinha = z.object({
  classe: z.enum(['evitavel', 'parcial', 'inevitavel', 'nao_classificado']),
  qtdKg: z.number(),
  vlrCusto: z.number(),
  qtdKgEvitavel: z.number(),
  vlrCustoEvitavel: z.number(),
  co2eKg: z.number(),
  co2eKgEvitavel: z.number(),
});
export type PorClasseLinha = z.infer<typeof porClasseLinha>;
