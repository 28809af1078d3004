/**
 * The business rules of waste entry (spec §4 Kanban / Entry mode / Approval, §5), as plain functions.
 * The server runs them as the authority; the client runs them too, for speed and offline.
 */
import {
  LIMITES_JANELA_DIAS_PADRAO,
  LIMITES_MAX_KG_PADRAO,
  LIMITES_SEQ_JANELA,
  PARAM_CONFIG,
  PARAM_LIMITES,
  PARAM_REFEICOES,
  TIP_DESPERDICIO,
  TIP_DESPERDICIO_LABEL,
  type TipDesperdicio,
} from '../constants';
import { isIsoDate } from '../dates';
import { MSG } from '../messages';

/** The parameter fields the rules read (a subset of reTbParametros). */
export interface ParamLike {
  desParametro: string;
  seqParametro: number;
  vlrParametroDec?: number | null;
  vlrParametroDta?: string | null;
  vlrParametroInt?: number | null;
}

/** A change the entry-mode expiry switch makes to a parameter. */
export interface ParamUpdate {
  desParametro: string;
  seqParametro: number;
  vlrParametroInt?: number;
  vlrParametroDta?: string;
}

export function findParam(params: readonly ParamLike[], desParametro: string, seq: number) {
  return params.find((p) => p.desParametro === desParametro && p.seqParametro === seq);
}
const intOf = (params: readonly ParamLike[], des: string, seq: number) =>
  findParam(params, des, seq)?.vlrParametroInt ?? null;
const decOf = (params: readonly ParamLike[], des: string, seq: number) => {
  const v = findParam(params, des, seq)?.vlrParametroDec;
  return v === null || v === undefined ? null : Number(v);
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone involved). */
export function addDays(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d + n));
  return dt.toISOString().slice(0, 10);
}

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

// -- plausibility (RE-Limites: maximum weight per type or container, date window) -------------------------

/** The heaviest plausible gross weighing, and what it is the maximum of ('Bandeja', 'o recipiente X'). */
export interface Limite {
  maxKg: number;
  rotulo: string;
}

/** What the plausibility rules of one weighing need (plausibilityLimits gives it). */
export interface Plausibilidade {
  /** Null: the waste type is unknown (no maximum). */
  limites: Limite | null;
  /** A weighing dated more than this many days before today goes to approval. */
  janelaDias: number;
}

/** The container a weighing uses, as the plausibility rule reads it. */
export interface RecipienteLimite {
  desRecipiente: string;
  /** Its own maximum (kg); null/absent or not positive: the waste type's applies. */
  qtdMaxima?: number | string | null;
}

const positive = (v: unknown): number | null => {
  const n = v === null || v === undefined || v === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The plausibility limits of a weighing, the same way on the server and the client: `params` holds the
 * company's RE-Limites (any other parameter is ignored); the container's own maximum outranks the type's
 * (RE-Limites seq = type, defaults LIMITES_MAX_KG_PADRAO); the date window is seq 5 (default 7 days).
 */
export function plausibilityLimits(
  params: readonly ParamLike[],
  tipDesperdicio: number,
  recipiente?: RecipienteLimite | null,
): Plausibilidade {
  const janela = intOf(params, PARAM_LIMITES, LIMITES_SEQ_JANELA);
  const janelaDias =
    janela !== null && Number.isInteger(Number(janela)) && Number(janela) >= 0
      ? Number(janela)
      : LIMITES_JANELA_DIAS_PADRAO;
  const proprio = recipiente ? positive(recipiente.qtdMaxima) : null;
  if (recipiente && proprio !== null)
    return { limites: { maxKg: proprio, rotulo: `o recipiente ${recipiente.desRecipiente}` }, janelaDias };
  const tipo = tipDesperdicio as TipDesperdicio;
  const padrao = LIMITES_MAX_KG_PADRAO[tipo];
  if (padrao === undefined) return { limites: null, janelaDias };
  const maxKg = positive(findParam(params, PARAM_LIMITES, tipo)?.vlrParametroDec) ?? padrao;
  return { limites: { maxKg, rotulo: TIP_DESPERDICIO_LABEL[tipo] }, janelaDias };
}

/** 'Quantidade acima do máximo permitido para Bandeja (50 kg)' above the limit (gross, as weighed). */
export function maxWeightError(qtd: number, limites: Limite | null | undefined): string | null {
  if (!limites) return null;
  return qtd > limites.maxKg ? MSG.quantityAboveMax(limites.rotulo, limites.maxKg) : null;
}

/** Why a weighing dated more than `janelaDias` days before today goes to approval, or null. */
export function dateWindowReason(
  dtaApontamento: string,
  today: string,
  janelaDias: number | null | undefined,
): string | null {
  if (janelaDias === null || janelaDias === undefined || !isIsoDate(dtaApontamento)) return null;
  return dtaApontamento < addDays(today, -janelaDias) ? MSG.dateOutsideWindow(janelaDias) : null;
}

// -- entry mode (RE-Configuracao/U seq 7, spec §4) --------------------------------------------------------

export const ENTRY_MODE = { WebOnly: 0, AppOnly: 1, Both: 2 } as const;

export interface EntryMode {
  mode: number;
  /** Seq 12 had passed while the mode was 'both': the switch below applies. */
  expired: boolean;
  /** The unit must record through the (scale) app: web entry is refused. */
  blocked: boolean;
  /** What to show: the expired message (when expired), then the blocked one. */
  messages: string[];
  /** The parameter changes of the expiry switch (empty unless expired). */
  updates: ParamUpdate[];
}

/**
 * The entry mode of a restaurant. If it is 2 (both) and the date parameter seq 12 is before today: seq 12 is
 * set to yesterday, seq 7 to app-only, seq 10 to 0, RE-Refeicoes/U seq 7 takes seq 14's value and seq 14 is
 * zeroed; the mode becomes app-only.
 */
export function entryMode(params: readonly ParamLike[], idRestaurante: number, today: string): EntryMode {
  let mode = intOf(params, PARAM_CONFIG, 7) ?? ENTRY_MODE.WebOnly;
  const limit = findParam(params, PARAM_CONFIG, 12)?.vlrParametroDta ?? null;
  const expired = mode === ENTRY_MODE.Both && !!limit && limit.slice(0, 10) < today;
  const updates: ParamUpdate[] = [];
  const messages: string[] = [];
  if (expired) {
    const ref14 = intOf(params, PARAM_REFEICOES, 14) ?? 0;
    updates.push(
      { desParametro: PARAM_CONFIG, seqParametro: 12, vlrParametroDta: addDays(today, -1) },
      { desParametro: PARAM_CONFIG, seqParametro: 7, vlrParametroInt: ENTRY_MODE.AppOnly },
      { desParametro: PARAM_CONFIG, seqParametro: 10, vlrParametroInt: 0 },
      { desParametro: PARAM_REFEICOES, seqParametro: 7, vlrParametroInt: ref14 },
      { desParametro: PARAM_REFEICOES, seqParametro: 14, vlrParametroInt: 0 },
    );
    mode = ENTRY_MODE.AppOnly;
    messages.push(MSG.paramExpired(idRestaurante));
  }
  const blocked = mode === ENTRY_MODE.AppOnly;
  if (blocked) messages.push(MSG.entryBlocked);
  return { mode, expired, blocked, messages, updates };
}

/**
 * Applies the expiry switch's updates to a parameter list.
 * @internal Tests only: they check what the switch leaves (the server writes the updates, persistParamUpdates).
 */
export function applyParamUpdates<T extends ParamLike>(
  params: readonly T[],
  updates: readonly ParamUpdate[],
): T[] {
  return params.map((p) => {
    const u = updates.find((x) => x.desParametro === p.desParametro && x.seqParametro === p.seqParametro);
    return u ? { ...p, ...u } : p;
  });
}

// -- tolerance and approval (seq 13/14, 15/16, spec §5) ---------------------------------------------------

export interface Tolerance {
  minQtd: number;
  maxQtd: number;
  mediaQtd: number;
  /** The parameters are invalid: no validation is made. */
  exception: string | null;
}

/** Min = reference − seq 13 %, max = reference + seq 14 %, average = reference; all 0 when invalid. */
export function tolerance(params: readonly ParamLike[], reference: number, idRestaurante: number): Tolerance {
  const below = decOf(params, PARAM_CONFIG, 13);
  const above = decOf(params, PARAM_CONFIG, 14);
  if (!(below !== null && above !== null && below > 0 && above > 0)) {
    return {
      minQtd: 0,
      maxQtd: 0,
      mediaQtd: 0,
      exception: `${MSG.toleranceInvalid(idRestaurante)} ${MSG.noValidation}`,
    };
  }
  const ref = Math.max(0, reference);
  return {
    minQtd: round3(ref * (1 - below / 100)),
    maxQtd: round3(ref * (1 + above / 100)),
    mediaQtd: round3(ref),
    exception: null,
  };
}

/**
 * Whether a weighing goes to approval (`qtd` is its NET: gross − tare): only beyond min/max, and only when the parameter of that side says so
 * (at or below min: seq 15, otherwise seq 16; 1 = requires approval). No reference (first weighing): no.
 */
export function needsApproval(qtd: number, tol: Tolerance, params: readonly ParamLike[]): boolean {
  if (tol.exception || tol.mediaQtd <= 0) return false;
  if (qtd >= tol.minQtd && qtd <= tol.maxQtd) return false;
  const seq = qtd <= tol.minQtd ? 15 : 16;
  return intOf(params, PARAM_CONFIG, seq) === 1;
}

// -- kanban (spec §4, §5, §7 Kanban) ----------------------------------------------------------------------

export type KanbanResult = 0 | 1 | 2;

export interface KanbanKey {
  idRestaurante?: number | null;
  dtaCardapio?: string | null;
  codAgrupamento?: number | null;
  idItemVenda?: number | null;
  idProduto?: number | null;
}

/** A lookup needs restaurant and date, and the grouping or both sale item and product (else result 0). */
export function kanbanKeyKind(k: KanbanKey): 'agrupamento' | 'item' | null {
  if (!k.idRestaurante || !k.dtaCardapio) return null;
  if (k.idItemVenda && k.idProduto) return 'item';
  if (k.codAgrupamento) return 'agrupamento';
  return null;
}

/** 1 an active kanban found; 2 only inactive ones (the retry found some); 0 none. */
export function kanbanResult(
  found: readonly { indAtivo: boolean }[],
  inactiveRetry: readonly { indAtivo: boolean }[] = [],
): KanbanResult {
  if (found.some((k) => k.indAtivo)) return 1;
  if (found.length > 0 || inactiveRetry.length > 0) return 2;
  return 0;
}

/**
 * The check from the kanbans that match a weighing's key: by item every row counts; by grouping the inactive
 * ones are the retry of spec §7 Kanban (…DataInativos).
 */
export function kanbanCheck(
  kind: 'agrupamento' | 'item',
  rows: readonly { indAtivo: boolean }[],
): KanbanResult {
  if (kind === 'item') return kanbanResult(rows);
  return kanbanResult(
    rows.filter((r) => r.indAtivo),
    rows.filter((r) => !r.indAtivo),
  );
}

/** Before saving, the check must return 1: 0 is 'NoKanban', anything else 'Produtos Inativos'. */
export function kanbanError(result: KanbanResult): string | null {
  if (result === 1) return null;
  return result === 0 ? MSG.kanbanNotFound : MSG.kanbanInactive;
}

/** The entry types whose weighings of a sale item/product or grouping need the day's kanban. */
export function needsKanban(w: {
  tipDesperdicio: number;
  idItemVenda?: number | null;
  idProduto?: number | null;
  idAgrupamento?: number | null;
}): boolean {
  return (
    w.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao &&
    (!!(w.idItemVenda && w.idProduto) || !!w.idAgrupamento)
  );
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

// -- the whole check of one weighing ----------------------------------------------------------------------

export interface EntryContext {
  today: string;
  /** The restaurant's RE-Configuracao/U and RE-Refeicoes/U parameters. */
  params: readonly ParamLike[];
  /**
   * The tare of the chosen container at this restaurant (null: no container or no tare registered): the
   * container rule compares the gross with it, the tolerance compares the net (gross − tare).
   */
  tareKg: number | null;
  /** The day's kanban check, when the weighing needs one (null: not needed, or not known offline). */
  kanban: KanbanResult | null;
  /** The reference quantity (findMediaQtd); null when not known (offline): tolerance is left to the server. */
  reference: number | null;
  /**
   * An edit of a stored appointment (maintenance): a correction of something accepted at entry, so the entry
   * mode is not checked again (nor its expiry switch applied); everything else is.
   */
  edit?: boolean;
  /**
   * The maximum weight of this weighing's type or container (plausibilityLimits); null/absent: not checked
   * here (the server always checks).
   */
  limites?: Limite | null;
  /** The date window in days (plausibilityLimits); null/absent: not checked here. */
  janelaDias?: number | null;
}

export interface EntryWeighing extends ListItem {
  idRestaurante: number;
  tipDesperdicio: number;
  dtaApontamento: string;
  qtdDesperdicio: number;
  idRecipiente?: number | null;
}

export interface EntryVerdict {
  /** Why the weighing is refused, or null. */
  exception: string | null;
  /** Notes that do not block (tolerance not configured, the expired-parameter message). */
  avisos: string[];
  minQtd: number | null;
  maxQtd: number | null;
  mediaQtd: number | null;
  precisaAprovacao: boolean;
  /** Why it goes to approval besides the tolerance (a date beyond the window), or null. */
  motivoAprovacao: string | null;
  /** The entry-mode expiry switch, to be saved. */
  paramUpdates: ParamUpdate[];
}

/**
 * Checks one weighing in the order a user meets the problems: date, quantity (and its maximum), mode, item,
 * kanban, tare; then the tolerance and the date window decide the approval.
 */
export function evaluateWeighing(w: EntryWeighing, ctx: EntryContext): EntryVerdict {
  const verdict: EntryVerdict = {
    exception: null,
    avisos: [],
    minQtd: null,
    maxQtd: null,
    mediaQtd: null,
    precisaAprovacao: false,
    motivoAprovacao: null,
    paramUpdates: [],
  };
  const refuse = (exception: string) => ({ ...verdict, exception });

  const badDate = dateError(w.dtaApontamento, ctx.today);
  if (badDate) return refuse(badDate);
  const badQtd = quantityError(w.qtdDesperdicio) ?? maxWeightError(w.qtdDesperdicio, ctx.limites);
  if (badQtd) return refuse(badQtd);

  if (!ctx.edit) {
    const mode = entryMode(ctx.params, w.idRestaurante, ctx.today);
    verdict.paramUpdates = mode.updates;
    if (mode.blocked) return refuse(mode.messages.join('. '));
  }

  const badItem = itemError(w);
  if (badItem) return refuse(badItem);
  if (ctx.kanban !== null) {
    const badKanban = kanbanError(ctx.kanban);
    if (badKanban) return refuse(badKanban);
  }
  const badTare = tareError(w.qtdDesperdicio, ctx.tareKg);
  if (badTare) return refuse(badTare);

  if (ctx.reference !== null) {
    const tol = tolerance(ctx.params, ctx.reference, w.idRestaurante);
    if (tol.exception) verdict.avisos.push(tol.exception);
    verdict.minQtd = tol.minQtd;
    verdict.maxQtd = tol.maxQtd;
    verdict.mediaQtd = tol.mediaQtd;
    verdict.precisaAprovacao = needsApproval(netKg(w.qtdDesperdicio, ctx.tareKg), tol, ctx.params);
  }
  const lateReason = dateWindowReason(w.dtaApontamento, ctx.today, ctx.janelaDias);
  if (lateReason) {
    verdict.precisaAprovacao = true;
    verdict.motivoAprovacao = lateReason;
  }
  return verdict;
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
