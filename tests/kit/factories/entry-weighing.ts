/** What the weighing verdict judges: one weighing and the context it is entered in, each with test defaults. */
import type { ParamLike } from '@domain/rules/entry-params';
import type { EntryContext, EntryWeighing } from '@domain/rules/weighing-verdict';

/** 10 kg of Bandeja (type 1) for restaurant 5, weighed `today`; `over` changes any of it. */
export const entryWeighing = (today: string, over: Partial<EntryWeighing> = {}): EntryWeighing => ({
  idRestaurante: 5,
  tipDesperdicio: 1,
  dtaApontamento: today,
  qtdDesperdicio: 10,
  ...over,
});

/** `today` with these parameters: no tare, kanban or reference known; `over` changes any of it. */
export const entryContext = (
  today: string,
  params: ParamLike[],
  over: Partial<EntryContext> = {},
): EntryContext => ({
  today,
  params,
  tareKg: null,
  kanban: null,
  reference: null,
  ...over,
});
