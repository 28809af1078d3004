/**
 * The server's check of one weighing against what its batch refers to (spec §4/§5): the ids it names, the
 * container tare, the derived columns (grouping, dish group, cost per kg), then the rules of evaluateWeighing.
 * Pure: what the batch refers to is read beforehand (a BatchContext), the clock is the instant given.
 */
import { TIP_DESPERDICIO } from '../constants';
import { isIsoDate } from '../dates';
import { MSG } from '../messages';
import type { ApontamentoInput } from '../schemas/appointments';
import { costPerKg, dateError, quantityError } from './appointments';
import { type BatchContext, type KanbanLookup, kanbanLookupOf, referenceKeyOf } from './batch-context';
import { type KanbanResult, needsKanban } from './kanban';
import { plausibilityLimits } from './plausibility';
import { type EntryVerdict, evaluateWeighing } from './weighing-verdict';

/** How a weighing is checked. */
export interface CheckOptions {
  /**
   * An edit of a stored appointment (maintenance): a correction of something accepted at entry, so the
   * entry mode and the kanban of the day are not checked again; everything else is (date, quantity, the ids,
   * the container tare, the tolerance and approval).
   */
  edit?: boolean;
  /**
   * Where the weighing comes from: 'app' is the scale app of an automated unit (integration records), whose
   * path is exactly the one the web-only entry-mode refusal points to, so the entry mode is not checked (nor
   * its expiry switch applied); everything else is, as for the web. Default 'web'.
   */
  source?: 'web' | 'app';
  /**
   * The stored date of the appointment an edit corrects: the date window (RE-Limites seq 5) judges only a
   * date the edit changes, so correcting the quantity of an old weighing does not send it to approval.
   */
  storedDate?: string;
  /**
   * Imported history (the import of a company's weighings): the date window does not send it to approval for
   * its age, and the entry mode (which device a unit enters with) is not checked; everything else is.
   */
  imported?: boolean;
  /**
   * The tare an edit keeps: the one the stored appointment was saved with, while its restaurant and container
   * stay the same (a later change of the tare register never changes stored weighings). Absent: the tare
   * register's, now.
   */
  keptTareKg?: number;
}

/** The outcome of the server-side check of one weighing. */
export interface EntryCheck {
  exception: string | null;
  verdict: EntryVerdict;
  /** No previous weighing of the same kind: min/max/average are stored as null. */
  hasReference: boolean;
  /** Derived columns of the row to store. */
  idAgrupamento: number | null;
  idPrato: number | null;
  custoKg: number;
  /** The tare the row stores (qtd_tara): the container's at the restaurant, 0 without a container or tare. */
  qtdTara: number;
}

/** The first id the weighing refers to that the company does not have, as the user reads it. */
function refError(ctx: BatchContext, w: ApontamentoInput): string | null {
  const checks: [string, number | null | undefined, (id: number) => boolean][] = [
    ['Restaurante', w.idRestaurante, (id) => ctx.zones.has(id)],
    ['Satélite', w.idSatelite, (id) => ctx.satelites.has(id)],
    ['Destino', w.idDestino, (id) => ctx.destinos.has(id)],
    ['Recipiente', w.idRecipiente, (id) => ctx.recipientes.has(id)],
    ['Balança', w.idBal, (id) => ctx.balancas.has(id)],
    ['Item de venda', w.idItemVenda, (id) => ctx.itens.has(id)],
    ['Produto', w.idProduto, (id) => ctx.produtos.has(id)],
    ['Agrupamento', w.idAgrupamento, (id) => ctx.agrupamentos.has(id)],
    ['Insumo', w.idInsumo, (id) => ctx.insumos.has(id)],
  ];
  for (const [what, id, has] of checks) if (id && !has(id)) return MSG.notFoundRef(what, id);
  if (w.idRecipiente && !ctx.tares.has(`${w.idRestaurante}:${w.idRecipiente}`))
    return MSG.containerWithoutTare(w.idRecipiente, w.idRestaurante);
  return null;
}

/** The date and quantity errors, else null: the first thing checked, with or without the restaurant. */
const basicError = (w: ApontamentoInput, today: string) =>
  dateError(w.dtaApontamento, today) ?? quantityError(w.qtdDesperdicio);

/** Whether the rules past the ids run (a known restaurant, no basic or id error, a real date). */
function isDeep(ctx: BatchContext, w: ApontamentoInput, today: string): boolean {
  return (
    ctx.zones.has(w.idRestaurante) &&
    !basicError(w, today) &&
    !refError(ctx, w) &&
    isIsoDate(w.dtaApontamento)
  );
}

/** The kanban the check of this weighing reads (null: none; the edit of a stored one never reads one). */
export function kanbanNeeded(
  ctx: BatchContext,
  w: ApontamentoInput,
  today: string,
  opts: CheckOptions = {},
): KanbanLookup | null {
  if (opts.edit || !needsKanban(w) || !isDeep(ctx, w, today)) return null;
  return kanbanLookupOf(w);
}

/**
 * The reference the check of this weighing reads (null: none, it is not past the ids).
 * @internal The EntryChecker kept for the reference tests reads it; the save decides whole batches.
 */
export function referenceNeeded(ctx: BatchContext, w: ApontamentoInput, today: string): string | null {
  return isDeep(ctx, w, today) ? referenceKeyOf(w) : null;
}

/** What was read for a check and must be there (the load reads it before the check). */
function loaded<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`${what} not loaded before the check`);
  return found;
}

/**
 * Checks one weighing: date and quantity, the ids it refers to, then the rules (spec §4, §5). `today` is the
 * restaurant's (todayByRestaurant).
 */
export function checkWeighing(
  ctx: BatchContext,
  w: ApontamentoInput,
  today: string,
  opts: CheckOptions = {},
): EntryCheck {
  const tareKg = opts.keptTareKg ?? tareOf(ctx, w);
  const product = w.idProduto ? ctx.produtos.get(w.idProduto) : undefined;
  const item = w.idItemVenda ? ctx.itens.get(w.idItemVenda) : undefined;
  const insumo = w.idInsumo ? ctx.insumos.get(w.idInsumo) : undefined;
  const custoItem =
    w.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao
      ? (product?.vlrCustoKg ?? null)
      : w.tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorInsumo
        ? (insumo?.vlrCustoKg ?? null)
        : null;
  const derived = {
    idAgrupamento: w.idAgrupamento ?? product?.codAgrupamento ?? null,
    idPrato: item?.idGrupoPrato ?? null,
    custoKg: costPerKg(w.tipDesperdicio, {
      custoBandeja: ctx.custoBandeja,
      custoPreparo: ctx.custoPreparo,
      custoItem: custoItem === null ? null : Number(custoItem),
    }),
    qtdTara: tareKg ?? 0,
  };

  if (!ctx.zones.has(w.idRestaurante)) {
    const verdict = evaluateWeighing(w, entryContext(ctx, w, today, tareKg, null, null));
    return {
      ...derived,
      exception: basicError(w, today) ?? MSG.notFoundRef('Restaurante', w.idRestaurante),
      verdict: { ...verdict, paramUpdates: [] },
      hasReference: false,
    };
  }

  const basic = basicError(w, today);
  const badRef = basic ? null : refError(ctx, w);
  const deep = !basic && !badRef && isIsoDate(w.dtaApontamento);
  let kanban: KanbanResult | null = null;
  if (deep && !opts.edit && needsKanban(w)) {
    const lookup = kanbanLookupOf(w);
    kanban = lookup ? loaded(ctx.kanbans.get(lookup.key), 'kanban') : 0;
  }
  const reference = deep
    ? loaded(ctx.references.get(referenceKeyOf(w)), 'reference')
    : { average: 0, count: 0 };
  const verdict = evaluateWeighing(w, {
    ...entryContext(ctx, w, today, tareKg, kanban, deep ? reference.average : null, opts),
    // The context's `edit` is what skips the entry mode; the kanban above still follows opts.edit only.
    edit: opts.edit || opts.source === 'app' || opts.imported,
  });
  return {
    ...derived,
    exception: basic ?? (badRef && !isModeError(verdict) ? badRef : verdict.exception),
    verdict,
    hasReference: reference.count > 0,
  };
}

/** The tare register's tare of the weighing's container at its restaurant (null: no container or tare). */
function tareOf(ctx: BatchContext, w: ApontamentoInput): number | null {
  if (!w.idRecipiente) return null;
  return ctx.tares.get(`${w.idRestaurante}:${w.idRecipiente}`) ?? null;
}

function entryContext(
  ctx: BatchContext,
  w: ApontamentoInput,
  today: string,
  tareKg: number | null,
  kanban: KanbanResult | null,
  reference: number | null,
  opts: CheckOptions = {},
) {
  const recipiente = w.idRecipiente ? ctx.recipientes.get(w.idRecipiente) : undefined;
  const { limites, janelaDias } = plausibilityLimits(ctx.limites, w.tipDesperdicio, recipiente);
  return {
    today,
    params: ctx.params.get(w.idRestaurante) ?? [],
    tareKg,
    kanban,
    reference,
    limites,
    janelaDias: opts.imported || opts.storedDate === w.dtaApontamento ? null : janelaDias,
  };
}

/** The entry-mode refusal (blocked unit) outranks a bad reference: the unit may not enter anything. */
function isModeError(v: EntryVerdict): boolean {
  return !!v.exception && v.exception.includes(MSG.entryBlocked);
}
