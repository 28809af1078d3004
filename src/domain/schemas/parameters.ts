/** The administration of parameters (spec §3 Parameter, §7 Parameters): search, save-all, replicate. */
import { z } from 'zod';
import { parametro } from './entry-lookups';
import { id, int4 } from './fields';
import { listBody } from './registers';

/** The value types of a parameter; the stored one is the value column that is filled (spec §3). */
export const TIP_PARAMETRO = ['dec', 'dta', 'int', 'txt'] as const;
export const tipParametro = z.enum(TIP_PARAMETRO);
export type TipParametro = z.infer<typeof tipParametro>;

/**
 * POST /api/v1/reTbParametros/byEmpresaOrRestaurante. The company of the token always wins over idEmpresa;
 * idRestaurante null → the whole company's parameters (the globals and every restaurant's '/U' ones, each
 * row with its restaurant); a restaurant → its '/U' parameters. desParametro filters by 'contains'
 * (case-insensitive).
 */
export const parametrosBuscaBody = z.object({
  idEmpresa: int4.nullish(),
  idRestaurante: id.nullish(),
  desParametro: z.string().trim().max(100).nullish(),
});
export type ParametrosBuscaBody = z.infer<typeof parametrosBuscaBody>;

/**
 * One item of POST /api/v1/reTbParametros/saveAll: a positive idParametro edits that row, a null, absent
 * or negative one inserts. Values travel loosely so that the server answers a pt-BR message naming the
 * parameter: the value of the row's type must be valid (decimal number, date 'yyyy-MM-dd', integer, text).
 * tipParametro is optional: an edit keeps the stored row's type, a new row takes the filled value's type.
 */
export const parametroSaveItem = z.object({
  idParametro: int4.nullish(),
  idRestaurante: int4.nullish(),
  desParametro: z.string().trim().min(1).max(100),
  seqParametro: int4,
  tipParametro: tipParametro.nullish(),
  vlrParametroDec: z.union([z.number(), z.string()]).nullish(),
  vlrParametroDta: z.string().nullish(),
  vlrParametroInt: z.union([z.number(), z.string()]).nullish(),
  vlrParametroTxt: z.string().nullish(),
  txtObservacao: z.string().max(4000).nullish(),
  txtParametro: z.string().max(4000).nullish(),
});
export type ParametroSaveItem = z.infer<typeof parametroSaveItem>;
export const parametrosSaveAllBody = z.array(parametroSaveItem).max(5000);

/** POST /api/v1/reTbParametros/replicar: the source restaurant's '/U' parameters onto its group. */
export const replicarBody = z.object({
  idRestaurante: id,
  idEmpresa: int4.nullish(),
  /** Only the parameters whose name contains it (as the search); absent/blank = every '/U' one. */
  desParametro: z.string().trim().max(100).nullish(),
  idGrupo: id,
});
export type ReplicarBody = z.infer<typeof replicarBody>;
export const replicarResult = z.object({
  /** The restaurants written to (the group's others). */
  qtdRestaurantes: int4,
  /** The parameter rows written (inserted or updated). */
  qtdParametros: int4,
});
export type ReplicarResult = z.infer<typeof replicarResult>;

/** POST /api/v1/reTbParametros/findByIds */
export const findByIdsBody = listBody('idParametros', z.array(int4).max(5000));

export const parametros = z.array(parametro);

/**
 * POST /api/v1/reTbParametros/modoApontamento {idRestaurante}: entry met the §4 expiry (mode 'both' past the
 * seq 12 date); the server checks it against the stored parameters at the restaurant's today, saves the
 * switch when it applies, and answers whether it did and the mode now in force.
 */
export const modoApontamentoBody = z.object({ idRestaurante: id });
export const modoApontamentoResult = z.object({
  /** The switch was due and is now saved (false when it was not due, or was already made). */
  expirado: z.boolean(),
  /** The entry mode now stored: 0 web only, 1 app only, 2 both. */
  modo: int4,
});
export type ModoApontamentoResult = z.infer<typeof modoApontamentoResult>;
