/** The whole check of one weighing, in the order a user meets the problems (spec §4, §5). */
import { dateError, itemError, type ListItem, netKg, quantityError, tareError } from './appointments';
import { entryMode } from './entry-mode';
import type { ParamLike, ParamUpdate } from './entry-params';
import { type KanbanResult, kanbanError } from './kanban';
import { dateWindowReason, type Limite, maxWeightError } from './plausibility';
import { needsApproval, tolerance } from './tolerance';

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
