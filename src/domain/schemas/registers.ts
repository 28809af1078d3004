import { z } from 'zod';
import { continuousPatternError } from '../scale/continuous';
import { BAUD_RATES, PARIDADES, PROTOCOLOS, UNIDADES } from '../scale/protocols';
import { fieldIssue } from './auth';
import { coercedId, id, int4, isoDate } from './fields';
import { satelite } from './satellites';

/**
 * The register rows (spec §3 field names), as the API returns them, and their save items.
 * A save item's id is null (or a temporary negative id, or absent) for a new row: the server inserts it;
 * any other id updates that row of the caller's company. Display names (desRestaurante…) are read-only:
 * the save ignores them.
 */

/** The id of a save item: null/absent/negative = insert, positive = update. */
export const saveId = int4.nullish();
/** 0 active, 1 inactive (spec §4). */
export const indInativo = int4.min(0).max(1);
const text = (max: number) => z.string().trim().min(1).max(max);

/** A new row: no id, or a temporary (negative) one (spec §3, §9). */
export const isNewId = (value: number | null | undefined): boolean =>
  value === null || value === undefined || value <= 0;

// ---------------------------------------------------------------------------------------------------------
// Engine shapes

/** One refused row of a saveAll: its index in the payload, its id as sent, and why. */
export const rowError = z.object({
  index: int4,
  id: int4.nullable(),
  field: z.string().optional(),
  message: z.string(),
});
export type RowError = z.infer<typeof rowError>;

/** 400 of a saveAll: `exception` is the first error ('Linha n: …'); `errors` has every refused row. */
export const saveAllError = z.object({
  statusCode: int4.optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  exception: z.string(),
  errors: z.array(rowError).optional(),
  /** A body its schema refused: each field with its message. */
  fields: z.array(fieldIssue).optional(),
});
export type SaveAllError = z.infer<typeof saveAllError>;

/** One id or a list of ids (at most `max`), read as a list. */
export const idListOf = (max = 1000) =>
  z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(id).min(1).max(max));

/**
 * A body the spec writes as {key} or {key list} (DELETE api/v1/reTbDestResiduos {idDestino list}…): the object
 * {key: id | id[]}, or the bare list or id itself, `[1,2]` as `{"idDestino":[1,2]}`. Read as {key: id[]}.
 */
export const idsBody = <K extends string>(key: K, max = 1000) => listBody(key, idListOf(max));

/** The bodies made by listBody, with their key: the OpenAPI document lists the bare forms they also take. */
export const listBodies = z.registry<{ listKey: string }>();

/** A body {key: list} that may also come as the bare list (or, for a list of ids, one id). */
export const listBody = <K extends string, T extends z.ZodType>(key: K, list: T) => {
  const body = z.preprocess(
    (v) => (Array.isArray(v) ? { [key]: v } : typeof v === 'number' ? { [key]: [v] } : v),
    z.object({ [key]: list } as Record<K, T>),
  );
  listBodies.add(body, { listKey: key });
  return body;
};

/** 200 of an engine DELETE. */
export const deleteResult = z.object({ deleted: int4 });
export type DeleteResult = z.infer<typeof deleteResult>;

// ---------------------------------------------------------------------------------------------------------
// Scale register (reTbCadBalancas)

/** How the browser reads the scale and its serial line (src/domain/scale/protocols.ts), as stored. */
export const balancaLeitura = z.object({
  tipProtocolo: z.enum(PROTOCOLOS),
  numBaudRate: int4.nullable(),
  numDataBits: int4.nullable(),
  tipParidade: z.string().nullable(),
  numStopBits: int4.nullable(),
  desPadraoContinuo: z.string().nullable(),
  desMarcaEstavel: z.string().nullable(),
  numCasasDecimais: int4.nullable(),
  tipUnidade: z.string().nullable(),
});

/** The reading settings of a save item: all optional (a client that does not send them keeps them). */
const oneOf =
  <T extends string | number>(values: readonly T[]) =>
  (v: T) =>
    values.includes(v);

export const balancaLeituraItem = z.object({
  tipProtocolo: z.enum(PROTOCOLOS).nullish(),
  numBaudRate: int4.refine(oneOf<number>(BAUD_RATES)).nullish(),
  numDataBits: int4.refine(oneOf([7, 8])).nullish(),
  tipParidade: z.string().refine(oneOf<string>(PARIDADES)).nullish(),
  numStopBits: int4.refine(oneOf([1, 2])).nullish(),
  desPadraoContinuo: z
    .string()
    .trim()
    .max(200)
    .refine((p) => continuousPatternError(p) === null)
    .nullish(),
  desMarcaEstavel: z.string().trim().max(20).nullish(),
  numCasasDecimais: int4.min(0).max(4).nullish(),
  tipUnidade: z.string().refine(oneOf<string>(UNIDADES)).nullish(),
});

export const cadBalanca = z.object({
  idBal: int4,
  idSerial: z.string(),
  desBalanca: z.string(),
  ...balancaLeitura.shape,
});
export type CadBalanca = z.infer<typeof cadBalanca>;
export const cadBalancaItem = z.object({
  idBal: saveId,
  idSerial: text(60),
  desBalanca: text(200),
  ...balancaLeituraItem.shape,
});
export type CadBalancaItem = z.infer<typeof cadBalancaItem>;

// ---------------------------------------------------------------------------------------------------------
// Scale ↔ unit (reTbBalancasUnidades)

export const balancaUnidade = z.object({
  idBalUnidade: int4,
  idRestaurante: int4,
  idBal: int4,
  indInativo,
  desRestaurante: z.string().optional(),
  desBalanca: z.string().optional(),
  idSerial: z.string().optional(),
});
export type BalancaUnidade = z.infer<typeof balancaUnidade>;
export const balancaUnidadeItem = z.object({
  idBalUnidade: saveId,
  idRestaurante: id,
  idBal: id,
  indInativo: indInativo.default(0),
  desRestaurante: z.string().nullish(),
  desBalanca: z.string().nullish(),
  idSerial: z.string().nullish(),
});
export type BalancaUnidadeItem = z.input<typeof balancaUnidadeItem>;

/** POST .../findByIdRestauranteAndIdBalCad {idRestaurante, idBalCad}. */
export const balancaUnidadeByRestauranteAndBalBody = z.object({ idRestaurante: id, idBalCad: id });
/** POST .../findByIdsBalUnidade {idBalCad}: one scale id or a list. */
export const balancaUnidadeByBalsBody = idsBody('idBalCad');
/** POST .../findByIdBalUnidade {idBalUnidade}. */
export const balancaUnidadeByIdBody = z.object({ idBalUnidade: id });

// ---------------------------------------------------------------------------------------------------------
// Containers (reTbRecipientes) and tares (reTbRecipientesPesos)

export const recipiente = z.object({
  idRecipiente: int4,
  desRecipiente: z.string(),
  /** The heaviest plausible gross weighing in it (kg); null: its waste type's maximum (RE-Limites) applies. */
  qtdMaxima: z.number().nullable(),
});
export type Recipiente = z.infer<typeof recipiente>;
/** qtdMaxima may be typed as '25', '25 kg' or '12,5' (as a tare); blank or absent: no maximum of its own. */
export const recipienteItem = z.object({
  idRecipiente: saveId,
  desRecipiente: text(200),
  qtdMaxima: z.union([z.number(), z.string().max(40)]).nullish(),
});
export type RecipienteItem = z.infer<typeof recipienteItem>;

export const recipientePeso = z.object({
  idPeso: int4,
  idRestaurante: int4,
  idRecipiente: int4,
  qtdPeso: z.number(),
  desRestaurante: z.string().optional(),
  desRecipiente: z.string().optional(),
});
export type RecipientePeso = z.infer<typeof recipientePeso>;
/** qtdPeso may be typed as '1,5', '1,5 kg' or '1.5' (spec §3); the server stores the number (parseKg). */
export const recipientePesoItem = z.object({
  idPeso: saveId,
  idRestaurante: id,
  idRecipiente: id,
  qtdPeso: z.union([z.number(), z.string()]),
  desRestaurante: z.string().nullish(),
  desRecipiente: z.string().nullish(),
});
export type RecipientePesoItem = z.infer<typeof recipientePesoItem>;
/** POST api/v1/reTbRecipientesPesos/search {idRestaurante} (absent = every restaurant). */
export const recipientePesoSearchBody = z.object({ idRestaurante: id.nullish() });

// ---------------------------------------------------------------------------------------------------------
// Satellites (reTbUnidadesSatelite)

export const sateliteRow = satelite.extend({ desRestaurante: z.string().optional() });
export type SateliteRow = z.infer<typeof sateliteRow>;
export const sateliteItem = z.object({
  idSatelite: saveId,
  codSatelite: text(30),
  /** Not in the spec's satellite entity: optional, the code when absent or blank. */
  desSatelite: z.string().trim().max(200).nullish(),
  idRestaurante: id,
  indInativo: indInativo.default(0),
  desRestaurante: z.string().nullish(),
});
export type SateliteItem = z.input<typeof sateliteItem>;

// ---------------------------------------------------------------------------------------------------------
// Scale ↔ restaurant ↔ user (reTbRestBalancasUsuarios)

export const balRestUsuario = z.object({
  idBalRestUsuario: int4,
  idRestaurante: int4,
  idBal: int4,
  idUsuario: int4,
  indInativo,
  desRestaurante: z.string().optional(),
  desBalanca: z.string().optional(),
  desUsuario: z.string().optional(),
  desPessoa: z.string().optional(),
});
export type BalRestUsuario = z.infer<typeof balRestUsuario>;
export const balRestUsuarioItem = z.object({
  idBalRestUsuario: saveId,
  idRestaurante: id,
  idBal: id,
  idUsuario: id,
  indInativo: indInativo.default(0),
  desRestaurante: z.string().nullish(),
  desBalanca: z.string().nullish(),
  desUsuario: z.string().nullish(),
  desPessoa: z.string().nullish(),
});
export type BalRestUsuarioItem = z.input<typeof balRestUsuarioItem>;
/** POST .../findByIdRestauranteAndIdUsuario {idRestaurante, idUsuario}. */
export const balRestUsuarioByRestUserBody = z.object({ idRestaurante: id, idUsuario: id });
/** POST .../findByIdRestauranteAndIdUsuarioAndIdBalanca {idRestaurante, idUsuario, idBal}. */
export const balRestUsuarioByRestUserBalBody = z.object({ idRestaurante: id, idUsuario: id, idBal: id });
/** POST api/v1/reTbRestBalancasUsuarios/findByIdsBal {idBal}: one scale id or a list. */
export const balRestUsuarioByBalsBody = idsBody('idBal');

// ---------------------------------------------------------------------------------------------------------
// Scale ↔ satellite (reTbSatBalancas)

export const sateliteFk = z.object({
  codSatelite: z.string(),
  idRestaurante: int4,
  desSatelite: z.string().optional(),
});
export const satBalanca = z.object({
  idSatBal: int4,
  idBal: int4,
  idSatelite: int4,
  idSateliteFk: sateliteFk,
  indInativo,
  desBalanca: z.string().optional(),
});
export type SatBalanca = z.infer<typeof satBalanca>;
export const satBalancaItem = z.object({
  idSatBal: saveId,
  idBal: id,
  idSatelite: id,
  indInativo: indInativo.default(0),
  idSateliteFk: sateliteFk.partial().nullish(),
  desBalanca: z.string().nullish(),
});
export type SatBalancaItem = z.input<typeof satBalancaItem>;
/** GET /api/v1/reTbSatBalancas?idBal&idSatelite. */
export const satBalancaQuery = z.object({
  idBal: coercedId.optional(),
  idSatelite: coercedId.optional(),
});
/** GET /api/v1/reTbSatBalancas/balIsActive?idBal → whether the scale is active in a satellite, and which. */
export const balIsActiveQuery = z.object({ idBal: coercedId });
export const balIsActiveResult = z.object({
  ativa: z.boolean(),
  idSatelite: int4.nullable(),
  codSatelite: z.string().nullable(),
});
export type BalIsActiveResult = z.infer<typeof balIsActiveResult>;

// ---------------------------------------------------------------------------------------------------------
// Satellite meal counts (reTbNrSatelite)

export const nrSatelite = z.object({
  idItemVenda: int4,
  desItemVenda: z.string(),
  idProduto: int4,
  desProduto: z.string(),
  idRestaurante: int4,
  idSatelite: int4,
  /** null: no count stored yet for that day. */
  idNrSat: int4.nullable(),
  qtdNrCli: int4.nullable(),
  qtdNrColab: int4.nullable(),
  /** 'YYYY-MM-DD'. */
  dtaNr: z.string(),
});
export type NrSatelite = z.infer<typeof nrSatelite>;
/** GET /api/v1/reTbNrSatelite/search?idRestaurante&idSatelite&dtaInicial&dtaFinal. */
export const nrSateliteQuery = z.object({
  idRestaurante: coercedId,
  idSatelite: coercedId,
  dtaInicial: isoDate(),
  dtaFinal: isoDate(),
});
export type NrSateliteQuery = z.infer<typeof nrSateliteQuery>;
/** POST /api/v1/reTbNrSatelite: list items. A customer count of 0 clears the collaborator count (spec §5). */
export const nrSateliteItem = z.object({
  idNrSat: saveId,
  dtaNr: isoDate(),
  idItemVenda: id,
  idProduto: id,
  idRestaurante: id,
  idSatelite: id,
  qtdNrCli: int4.min(0).nullish(),
  qtdNrColab: int4.min(0).nullish(),
});
export type NrSateliteItem = z.infer<typeof nrSateliteItem>;

// ---------------------------------------------------------------------------------------------------------
// Base users (nlBaseUsuarios): desSenha is write-only, never returned.

export const baseUsuario = z.object({
  idUsuario: int4,
  desUsuario: z.string(),
  desPessoa: z.string(),
  desEmail: z.string(),
  /** ISO instants. */
  dtaCriacao: z.string(),
  dtaAlteracao: z.string(),
});
export type BaseUsuario = z.infer<typeof baseUsuario>;
/** POST api/nlBaseUsuarios: idUsuario null creates (desSenha required), otherwise updates (blank keeps it). */
export const baseUsuarioItem = z.object({
  idUsuario: saveId,
  desUsuario: text(100),
  desPessoa: text(200),
  desEmail: z.string().trim().min(1).max(200),
  desSenha: z.string().max(200).nullish(),
});
export type BaseUsuarioItem = z.infer<typeof baseUsuarioItem>;
/** POST api/nlBaseUsuarios/search. */
export const baseUsuarioSearchBody = z.object({ search: z.string().trim().max(200).nullish() });
