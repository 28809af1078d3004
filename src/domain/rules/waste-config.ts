import { defaultTipCardapio, TIP_DESPERDICIO } from '../constants';
import { MSG } from '../messages';
import { idsKey, parseKg, textKey, uniqueRule } from './registers';

/**
 * Rules of the waste configuration registers (spec §5), pure: the client runs them on its staged rows, the
 * server on the batch merged with the stored rows. As in ./registers, `rows` is every row after the save and
 * `row` one of them.
 */

// ---------------------------------------------------------------------------------------------------------
// Destinations

interface DestResiduoLike {
  idDestino?: number | null;
  desDestino?: string | null;
}

/** A destination name is registered once per company: 'Registro já existente'. */
export const destinationNameError = uniqueRule<DestResiduoLike>(
  (r) => textKey(r.desDestino),
  (r) => r.idDestino,
  MSG.recordExists,
);

/** The message of destinations in use (validateDelete), or null when none is. */
export function destinationsInUseMessage(ids: readonly number[]): string | null {
  return ids.length ? MSG.destinationsInUse([...new Set(ids)].sort((a, b) => a - b).join(', ')) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Destination × restaurant × waste type

interface DestDespLike {
  idDestDesp?: number | null;
  idRestaurante?: number | null;
  idDestino?: number | null;
  tipDesperdicio?: number | null;
  indInativo?: number | null;
}

/** Restaurant, destination and type are linked once: 'Registro já existente'. */
export const destWasteDuplicateError = uniqueRule<DestDespLike>(
  (r) => idsKey(r.idRestaurante, r.idDestino, r.tipDesperdicio),
  (r) => r.idDestDesp,
  MSG.recordExists,
);

const TURNO = TIP_DESPERDICIO.PrePreparoPorTurno;
const INSUMO = TIP_DESPERDICIO.PrePreparoPorInsumo;

/**
 * An active link of a destination for type 3 or 4 while the same restaurant has the same destination
 * active for the other of the two: 'Um destino de não pode estar habilitado para Pré-preparo por Turno e
 * Pré-preparo por Insumo ao mesmo tempo'.
 */
export function destTurnoInsumoError<T extends DestDespLike>(rows: readonly T[], row: T): string | null {
  if ((row.indInativo ?? 0) !== 0) return null;
  if (row.tipDesperdicio !== TURNO && row.tipDesperdicio !== INSUMO) return null;
  const other = row.tipDesperdicio === TURNO ? INSUMO : TURNO;
  const clash = rows.some(
    (r) =>
      r !== row &&
      (r.indInativo ?? 0) === 0 &&
      r.tipDesperdicio === other &&
      r.idRestaurante === row.idRestaurante &&
      r.idDestino === row.idDestino &&
      typeof row.idDestino === 'number',
  );
  return clash ? MSG.destinationTurnoAndInsumo : null;
}

/**
 * Duplicating a restaurant's destinations to another restaurant: the new links (same destination, type and
 * state), or why nothing is added — the target already has links, or the source has none.
 */
export function duplicateDestinations<T extends DestDespLike>(
  source: readonly T[],
  targetExisting: readonly DestDespLike[],
  idRestauranteTarget: number,
):
  | {
      ok: true;
      rows: { idRestaurante: number; idDestino: number; tipDesperdicio: number; indInativo: number }[];
    }
  | { ok: false; message: string } {
  if (targetExisting.length) return { ok: false, message: MSG.destinationsExistInRestaurant };
  const rows = source
    .filter((r) => typeof r.idDestino === 'number' && typeof r.tipDesperdicio === 'number')
    .map((r) => ({
      idRestaurante: idRestauranteTarget,
      idDestino: r.idDestino as number,
      tipDesperdicio: r.tipDesperdicio as number,
      indInativo: r.indInativo ?? 0,
    }));
  return rows.length ? { ok: true, rows } : { ok: false, message: MSG.destinationsNothingToCopy };
}

// ---------------------------------------------------------------------------------------------------------
// Restaurants per waste type

interface RestDespLike {
  idRestDesp?: number | null;
  idRestaurante?: number | null;
  tipDesperdicio?: number | null;
  tipCardapio?: number | null;
}

/** A restaurant is linked to a type once: 'Registro já existente'. */
export const restWasteDuplicateError = uniqueRule<RestDespLike>(
  (r) => idsKey(r.idRestaurante, r.tipDesperdicio),
  (r) => r.idRestDesp,
  MSG.recordExists,
);

/** The tipCardapio stored: the one chosen, else the type's default (1 for type 4, otherwise null). */
export const tipCardapioOf = (row: RestDespLike): number | null =>
  row.tipCardapio ?? defaultTipCardapio(row.tipDesperdicio);

/**
 * Adding a group's restaurants to a type (validateAdd), given the group's restaurants and those already
 * linked: the exception of spec §5 when nothing can be added, else the restaurants to add.
 */
export function validateAddGroup<R extends { idRestaurante: number }>(
  groupRestaurants: readonly R[],
  linkedIds: ReadonlySet<number>,
): { exception: string | null; restricted: R[]; valid: R[] } {
  if (!groupRestaurants.length) return { exception: MSG.groupWithoutRestaurants, restricted: [], valid: [] };
  const restricted = groupRestaurants.filter((r) => linkedIds.has(r.idRestaurante));
  const valid = groupRestaurants.filter((r) => !linkedIds.has(r.idRestaurante));
  return { exception: valid.length ? null : MSG.groupAlreadyAdded, restricted, valid };
}

/** Where restaurant-waste links are used, for the 'Alguns registros estão sendo usados…' message. */
export interface RestWasteUsage {
  metas: boolean;
  apontamentos: boolean;
  destinos: boolean;
}

/** 'Alguns registros estão sendo usados nos cadastros de metas, apontamentos e destinos. …', or null. */
export function restWasteInUseMessage(usage: RestWasteUsage): string | null {
  const names = [
    usage.metas ? 'metas' : null,
    usage.apontamentos ? 'apontamentos' : null,
    usage.destinos ? 'destinos' : null,
  ].filter((n): n is string => n !== null);
  if (!names.length) return null;
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
  return MSG.restWasteInUse(list);
}

// ---------------------------------------------------------------------------------------------------------
// Monitored inputs

interface DespInsumoLike {
  /** The input (a saved row's key; a new row's chosen input). */
  idInsumo?: number | null;
}

/** An input is monitored once: 'Registro já existente' (rows compared by identity: the key is the input). */
export function inputDuplicateError<T extends DespInsumoLike>(rows: readonly T[], row: T): string | null {
  if (typeof row.idInsumo !== 'number' || row.idInsumo <= 0) return null;
  return rows.some((r) => r !== row && r.idInsumo === row.idInsumo) ? MSG.recordExists : null;
}

export function inputsInUseMessage(ids: readonly number[]): string | null {
  return ids.length ? MSG.inputsInUse([...new Set(ids)].sort((a, b) => a - b).join(', ')) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Plate weights

interface GramaturaLike {
  idGramatura?: number | null;
  idGrupo?: number | null;
  qtdPrato?: number | string | null;
}

/** A dish group has one plate weight: 'Registro já existente'. */
export const plateWeightDuplicateError = uniqueRule<GramaturaLike>(
  (r) => idsKey(r.idGrupo),
  (r) => r.idGramatura,
  MSG.recordExists,
);

/** The plate weight must read as kg above zero ('0,45', '0,45 kg'). */
export function plateWeightError(value: number | string | null | undefined): string | null {
  const kg = parseKg(value ?? null);
  return kg === null || kg <= 0 || kg > 100 ? MSG.plateWeightInvalid : null;
}

// ---------------------------------------------------------------------------------------------------------
// Goals

export interface DespMetaLike {
  idDespMeta?: number | null;
  idRestaurante?: number | null;
  idSatelite?: number | null;
  codSatelite?: string | null;
  tipDesperdicio?: number | null;
  /** yyyy-MM-dd. */
  dtaInicial?: string | null;
  /** yyyy-MM-dd or null (open-ended). */
  dtaFinal?: string | null;
  vlrMeta?: number | null;
  vlrMetaPc?: number | null;
}

/** 'Data final anterior a inicial' when both dates are set and the end is before the start. */
export function goalDatesError(row: DespMetaLike): string | null {
  if (!row.dtaInicial || !row.dtaFinal) return null;
  return row.dtaFinal < row.dtaInicial ? MSG.goalEndBeforeStart : null;
}

/** Whether two periods meet; a null end is open (yyyy-MM-dd compares as text). */
export function periodsOverlap(
  a: { dtaInicial?: string | null; dtaFinal?: string | null },
  b: { dtaInicial?: string | null; dtaFinal?: string | null },
): boolean {
  if (!a.dtaInicial || !b.dtaInicial) return false;
  const aEndsBeforeB = !!a.dtaFinal && a.dtaFinal < b.dtaInicial;
  const bEndsBeforeA = !!b.dtaFinal && b.dtaFinal < a.dtaInicial;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/** The satellite and restaurant of the overlap message: the satellite's code ('-' without one). */
export function goalOverlapMessage(row: DespMetaLike): string {
  const satelite = row.idSatelite ? (row.codSatelite ?? String(row.idSatelite)) : '-';
  return MSG.goalOverlap(satelite, String(row.idRestaurante ?? ''));
}

/**
 * Another goal of the same restaurant, satellite (or none) and type whose period meets this one's:
 * 'Já existe nesse periodo meta para o satélite: {codSatelite | -} / restaurante: {idRestaurante}'.
 */
export function goalOverlapError<T extends DespMetaLike>(rows: readonly T[], row: T): string | null {
  if (!row.idRestaurante || !row.tipDesperdicio || !row.dtaInicial || goalDatesError(row)) return null;
  const clash = rows.some(
    (r) =>
      r !== row &&
      !(typeof row.idDespMeta === 'number' && row.idDespMeta !== 0 && r.idDespMeta === row.idDespMeta) &&
      r.idRestaurante === row.idRestaurante &&
      (r.idSatelite ?? null) === (row.idSatelite ?? null) &&
      r.tipDesperdicio === row.tipDesperdicio &&
      !goalDatesError(r) &&
      periodsOverlap(r, row),
  );
  return clash ? goalOverlapMessage(row) : null;
}

/** The goal's values: kg required (≥ 0), percent optional (0–100). */
export function goalValuesError(row: DespMetaLike): Partial<Record<'vlrMeta' | 'vlrMetaPc', string>> | null {
  const errors: Partial<Record<'vlrMeta' | 'vlrMetaPc', string>> = {};
  if (typeof row.vlrMeta !== 'number' || !Number.isFinite(row.vlrMeta) || row.vlrMeta < 0)
    errors.vlrMeta = MSG.goalValueRequired;
  if (row.vlrMetaPc !== null && row.vlrMetaPc !== undefined && (row.vlrMetaPc < 0 || row.vlrMetaPc > 100))
    errors.vlrMetaPc = MSG.goalPercentInvalid;
  return Object.keys(errors).length ? errors : null;
}
