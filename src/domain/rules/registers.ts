import { KG_MAX } from '../limits';
import { MSG } from '../messages';
import { parseDecimalBR } from '../numbers';

/**
 * Register rules of spec §5, pure: the client runs them on its staged rows, the server on the batch merged
 * with the stored rows. "rows" is every row that will exist after the save; "row" one of them (compared by
 * identity, or by its id when it has a saved one).
 */

type Key = string | number | null | undefined;

/** Whether `other` is `row` itself: the same object, or the same id (saved, or temporary on the client). */
function same<T>(row: T, other: T, idOf?: (row: T) => number | null | undefined): boolean {
  if (row === other) return true;
  if (!idOf) return false;
  const a = idOf(row);
  return typeof a === 'number' && a !== 0 && a === idOf(other);
}

/** The first other row of `rows` whose key equals `row`'s (null/undefined keys never match). */
export function findDuplicate<T>(
  rows: readonly T[],
  row: T,
  keyOf: (row: T) => Key,
  idOf?: (row: T) => number | null | undefined,
): T | undefined {
  const key = keyOf(row);
  if (key === null || key === undefined || key === '') return undefined;
  return rows.find((other) => !same(row, other, idOf) && keyOf(other) === key);
}

/** A text key: trimmed and case-insensitive ('Cuba GN ' and 'cuba gn' repeat each other). */
export const textKey = (value: string | null | undefined): string | null => {
  const v = value?.trim().toLocaleLowerCase('pt-BR');
  return v ? v : null;
};

/** A key of several ids ('3:7'), or null while one of them is missing. */
export const idsKey = (...ids: (number | null | undefined)[]): string | null =>
  ids.every((id) => typeof id === 'number' && id > 0) ? ids.join(':') : null;

/** A rule "the key is registered once": `message` when another row has `row`'s key. */
export function uniqueRule<L>(
  keyOf: (row: L) => Key,
  idOf: (row: L) => number | null | undefined,
  message: string | ((row: L) => string),
): <T extends L>(rows: readonly T[], row: T) => string | null {
  return (rows, row) => {
    if (!findDuplicate<L>(rows, row, keyOf, idOf)) return null;
    return typeof message === 'string' ? message : message(row);
  };
}

/**
 * A quantity in kg typed as 1.5, '1,5', '1,5 kg' or '1.5' (spec §3, §5): the number, or null if invalid,
 * negative or past what a kg column holds (numeric(12,3)).
 */
export function parseKg(value: string | number | null | undefined): number | null {
  const n = parseDecimalBR(value);
  return n === null || n < 0 || n > KG_MAX ? null : n;
}

// ---------------------------------------------------------------------------------------------------------
// Scale register

interface CadBalancaLike {
  idBal?: number | null;
  idSerial?: string | null;
  desBalanca?: string | null;
}

/** 'O serial … já está cadastrado na balança …' when another scale of the company has the serial. */
export function serialDuplicateError<T extends CadBalancaLike>(rows: readonly T[], row: T): string | null {
  const other = findDuplicate(
    rows,
    row,
    (r) => textKey(r.idSerial),
    (r) => r.idBal,
  );
  if (!other) return null;
  return MSG.serialExists(
    row.idSerial?.trim() ?? '',
    other.idBal && other.idBal > 0 ? other.idBal : MSG.newRecord,
    other.desBalanca ?? '',
  );
}

// ---------------------------------------------------------------------------------------------------------
// Scale ↔ unit

interface BalancaUnidadeLike {
  idBalUnidade?: number | null;
  idRestaurante?: number | null;
  idBal?: number | null;
  indInativo?: number | null;
}

const isActive = (r: { indInativo?: number | null }) => (r.indInativo ?? 0) === 0;

/**
 * A scale may be active (indInativo 0) for one restaurant only (spec §5): checked on insert, edit and
 * reactivation. An active row of the same scale elsewhere → 'Balança já está ativa para outro restaurante.';
 * at the same restaurant → 'Registro já existente'.
 */
export function scaleActiveElsewhere<T extends BalancaUnidadeLike>(
  rows: readonly T[],
  row: T,
): string | null {
  if (!isActive(row) || !row.idBal) return null;
  const other = rows.find(
    (o) => !same(row, o, (r) => r.idBalUnidade) && isActive(o) && o.idBal === row.idBal,
  );
  if (!other) return null;
  return other.idRestaurante === row.idRestaurante ? MSG.recordExists : MSG.scaleActiveElsewhere;
}

// ---------------------------------------------------------------------------------------------------------
// Containers and tares

interface RecipienteLike {
  idRecipiente?: number | null;
  desRecipiente?: string | null;
}

/** Container names are unique in the company: 'Registro já existente'. */
export const containerDuplicateError = uniqueRule<RecipienteLike>(
  (r) => textKey(r.desRecipiente),
  (r) => r.idRecipiente,
  MSG.recordExists,
);

/** A container's own maximum weight: optional; when typed, a number of kg above zero ('25', '25 kg', '12,5'). */
export function containerMaxError(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return null;
  const kg = parseKg(value);
  return kg === null || kg <= 0 ? MSG.containerMaxInvalid : null;
}

interface RecipientePesoLike {
  idPeso?: number | null;
  idRestaurante?: number | null;
  idRecipiente?: number | null;
}

/**
 * One tare per restaurant and container (spec §5): a new row repeating one → 'Registro já existente';
 * an edit into a repeat → 'Tara já cadastrada para este restaurante'.
 */
export const tareDuplicateError = uniqueRule<RecipientePesoLike>(
  (r) => idsKey(r.idRestaurante, r.idRecipiente),
  (r) => r.idPeso,
  (row) => (!row.idPeso || row.idPeso < 0 ? MSG.recordExists : MSG.tareExists),
);

/** The tare's quantity message, or null when parseKg reads it. */
export function tareQuantityError(value: string | number | null | undefined): string | null {
  return parseKg(value) === null ? MSG.tareInvalid : null;
}

// ---------------------------------------------------------------------------------------------------------
// Satellites

interface SateliteLike {
  idSatelite?: number | null;
  codSatelite?: string | null;
}

/** 'Satélite com código {code} já existe' (codes unique in the company, trimmed, case-insensitive). */
export const satelliteCodeError = uniqueRule<SateliteLike>(
  (r) => textKey(r.codSatelite),
  (r) => r.idSatelite,
  (row) => MSG.satelliteCodeExists(row.codSatelite?.trim() ?? ''),
);

/** 'Os seguintes registros não podem ser excluidos 1, 2' (spec §8), or null when every id was deleted. */
export function cannotDeleteMessage(ids: readonly number[]): string | null {
  return ids.length ? MSG.cannotDelete(ids.join(', ')) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Scale ↔ restaurant ↔ user

interface BalRestUsuarioLike {
  idBalRestUsuario?: number | null;
  idRestaurante?: number | null;
  idBal?: number | null;
  idUsuario?: number | null;
}

/** A restaurant/scale/user triple is registered once (spec §5). */
export const scaleUserDuplicateError = uniqueRule<BalRestUsuarioLike>(
  (r) => idsKey(r.idRestaurante, r.idBal, r.idUsuario),
  (r) => r.idBalRestUsuario,
  (row) => MSG.scaleUserExists(row.idRestaurante ?? '', row.idBal ?? '', row.idUsuario ?? ''),
);

// ---------------------------------------------------------------------------------------------------------
// Scale ↔ satellite

export interface SatBalancaLike {
  idSatBal?: number | null;
  idBal?: number | null;
  idSatelite?: number | null;
  indInativo?: number | null;
  idSateliteFk?: { codSatelite?: string | null; idRestaurante?: number | null } | null;
}

/**
 * The three rejections of spec §5, in order:
 * - the same scale and satellite already registered → 'Balança {id} já cadastrada com o satélite de código {code}';
 * - an active row while the scale is active in another satellite → 'Balança {id} está ativa no satélite de código {code}';
 * - an active row while the scale is not active in the satellite's unit → 'Balança {id} não está ativa na unidade {id}'
 *   (only when `scaleUnits`, the company's scale-unit links, are given).
 */
export function satBalancaError<T extends SatBalancaLike>(
  rows: readonly T[],
  row: T,
  scaleUnits?: readonly BalancaUnidadeLike[],
): string | null {
  if (!row.idBal || !row.idSatelite) return null;
  const code = row.idSateliteFk?.codSatelite ?? String(row.idSatelite);
  const idOf = (r: T) => r.idSatBal;
  const pair = rows.find(
    (o) => !same(row, o, idOf) && o.idBal === row.idBal && o.idSatelite === row.idSatelite,
  );
  if (pair) return MSG.scaleSatelliteExists(row.idBal, code);
  if (!isActive(row)) return null;
  const elsewhere = rows.find(
    (o) => !same(row, o, idOf) && isActive(o) && o.idBal === row.idBal && o.idSatelite !== row.idSatelite,
  );
  if (elsewhere) {
    return MSG.scaleActiveInSatellite(
      row.idBal,
      elsewhere.idSateliteFk?.codSatelite ?? String(elsewhere.idSatelite),
    );
  }
  const unit = row.idSateliteFk?.idRestaurante;
  if (scaleUnits && unit) {
    const active = scaleUnits.some((u) => isActive(u) && u.idBal === row.idBal && u.idRestaurante === unit);
    if (!active) return MSG.scaleNotActiveInUnit(row.idBal, unit);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Satellite meal counts

/** A customer count of 0 clears the collaborator count (spec §5). */
export function normalizeNrSatelite<T extends { qtdNrCli?: number | null; qtdNrColab?: number | null }>(
  row: T,
): T {
  return row.qtdNrCli === 0 ? { ...row, qtdNrColab: null } : row;
}
