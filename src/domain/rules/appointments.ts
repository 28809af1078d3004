/**
 * The rules of one waste weighing's values (spec §5): its date, quantity, item, container tare, net weight and
 * cost, and the item lists of the entry screens. The server runs them as the authority; the client runs them
 * too, for speed and offline. The other entry rules sit beside this file: entry-params, plausibility,
 * entry-mode, tolerance, kanban and weighing-verdict (the whole check of one weighing).
 */
import { TIP_DESPERDICIO } from '../constants';
import { addDays, isIsoDate } from '../dates';
import { MSG } from '../messages';

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const round2 = (n: number) => Math.round(n * 100) / 100;

// -- date -------------------------------------------------------------------------------------------------

/** The waste-record date: 'Formato da data invalido' when not a real yyyy-MM-dd; at most one day ahead. */
export function dateError(dtaApontamento: string | null | undefined, today: string): string | null {
  if (!dtaApontamento || !isIsoDate(dtaApontamento)) return MSG.dateFormatInvalid;
  if (dtaApontamento > addDays(today, 1)) return MSG.dateTooFarAhead;
  return null;
}

export function quantityError(qtd: number | null | undefined): string | null {
  return typeof qtd === 'number' && Number.isFinite(qtd) && qtd > 0 ? null : MSG.quantityInvalid;
}

// -- container tare (spec §5) -----------------------------------------------------------------------------

/** The container rule compares the GROSS weight (as typed or read, container included) with the tare. */
export function tareError(qtd: number, tareKg: number | null | undefined): string | null {
  if (tareKg === null || tareKg === undefined) return null;
  return qtd <= tareKg ? MSG.containerTare : null;
}

/**
 * The origin of a weighing's quantity after an edit: a quantity changed by hand is typed ('D'), whatever it
 * was; an edit that keeps the quantity keeps its origin (a weight read from the scale stays read).
 */
export function origemAfterEdit<O extends 'L' | 'D'>(
  before: { qtd: number; origem: O | null | undefined },
  qtd: number,
): O | 'D' {
  return qtd === before.qtd ? (before.origem ?? 'D') : 'D';
}

/**
 * The net waste of a weighing: gross − the container's tare (no container or tare: the gross). What every
 * figure adds up and what the tolerance compares; the database keeps it as re_tb_desperdicios_det.qtd_liquido.
 */
export function netKg(qtd: number, tareKg: number | null | undefined): number {
  return round3(qtd - (tareKg ?? 0));
}

// -- what each type needs ---------------------------------------------------------------------------------

export function itemError(w: {
  tipDesperdicio: number;
  idItemVenda?: number | null;
  idProduto?: number | null;
  idAgrupamento?: number | null;
  idInsumo?: number | null;
}): string | null {
  if (w.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao)
    return (w.idItemVenda && w.idProduto) || w.idAgrupamento ? null : MSG.itemRequired;
  if (w.tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorInsumo) return w.idInsumo ? null : MSG.itemRequired;
  return null;
}

// -- item lists (spec §5) ---------------------------------------------------------------------------------

export interface ListItem {
  idItemVenda?: number | null;
  idProduto?: number | null;
  idAgrupamento?: number | null;
  idInsumo?: number | null;
  qtdDesperdicio?: number | null;
}

/** What makes two lines of an item list the same record. */
export function listItemKey(i: ListItem): string {
  return [i.idItemVenda ?? '', i.idProduto ?? '', i.idAgrupamento ?? '', i.idInsumo ?? ''].join('|');
}

/** 'Registro já adicionado' when the item is already in the list. */
export function addListItemError(list: readonly ListItem[], item: ListItem): string | null {
  const key = listItemKey(item);
  return list.some((i) => listItemKey(i) === key) ? MSG.alreadyAdded : null;
}

/** Only items with a quantity are sent; none at all is 'Nenhuma pesagem informada'. */
export function weighingsToSend<T extends ListItem>(
  list: readonly T[],
): { items: T[]; error: string | null } {
  const items = list.filter((i) => typeof i.qtdDesperdicio === 'number' && i.qtdDesperdicio > 0);
  return { items, error: items.length ? null : MSG.noWeighing };
}

// -- cost (one record per saved appointment) --------------------------------------------------------------

export const COST_PARAM = 'RE-Custos';

/**
 * The cost per kg of a weighing: trays use RE-Custos seq 1, shift pre-preparation seq 2, surplus the product's
 * cost (else seq 2), input trimmings the input's cost (else seq 2).
 */
export function costPerKg(
  tipDesperdicio: number,
  prices: { custoBandeja: number | null; custoPreparo: number | null; custoItem: number | null },
): number {
  if (tipDesperdicio === TIP_DESPERDICIO.Bandeja) return prices.custoBandeja ?? 0;
  if (tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorTurno) return prices.custoPreparo ?? 0;
  return prices.custoItem ?? prices.custoPreparo ?? 0;
}

export function cost(qtdKg: number, custoKg: number): number {
  return round2(qtdKg * custoKg);
}

/** How many days back findMediaQtd averages the previous weighings of the same kind. */
export const REFERENCE_WINDOW_DAYS = 30;

// -- outliers (asked on screen before queueing) -----------------------------------------------------------

/** A weighing this many times the reference average is confirmed by the worker before it is queued. */
export const OUTLIER_FACTOR = 10;

/** The net weight is at least OUTLIER_FACTOR × the reference average (no reference: never). */
export function isOutlier(liquidoKg: number, mediaQtd: number | null | undefined): boolean {
  return typeof mediaQtd === 'number' && mediaQtd > 0 && liquidoKg >= OUTLIER_FACTOR * mediaQtd;
}
