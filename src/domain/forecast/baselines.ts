import { dayNumber, firstOnOrAfter } from './calendar';
import type { Historico } from './history';
import type { PreparoDia, PreparoLinha } from './recommend-types';
import type { Observacao } from './types';

/** The quantities a recommendation is compared with. */
export const BASELINES = ['planoRegistrado', 'semanaPassada', 'media4Semanas', 'refeicoesGramatura'] as const;
export type BaselineId = (typeof BASELINES)[number];

/** The naive ones (the recorded plan is the kitchen's own, not a rule). */
export const BASELINES_INGENUOS: readonly BaselineId[] = [
  'semanaPassada',
  'media4Semanas',
  'refeicoesGramatura',
];

export const BASELINE_LABELS: Readonly<Record<BaselineId, string>> = {
  planoRegistrado: 'Plano registrado',
  semanaPassada: 'Mesmo dia da semana passada',
  media4Semanas: 'Média dos últimos 4 mesmos dias da semana',
  refeicoesGramatura: 'Refeições × gramatura',
};

/** Weeks a same-weekday baseline looks back for days the product was served. */
const SEMANAS_ATRAS = 8;

/** Meals forecast × the plate weight's share of the item (null without either). */
function mealsTimesPlate(dia: PreparoDia, l: PreparoLinha, produtosDoItem: number): number | null {
  const prato = l.alvo.pratoKg;
  if (!dia.refeicoes || !prato || prato <= 0) return null;
  return (dia.refeicoes.refeicoes * prato) / produtosDoItem;
}

/**
 * The consumption (kg, as observed: a day that ran out counts as what was produced) of the same product in the
 * same restaurant on the last `n` same weekdays it was served before the reference day, within 8 weeks; when
 * it was not served on that weekday, its most recent consumption on any day; else meals × plate weight.
 */
function sameWeekday(h: Historico, dia: PreparoDia, l: PreparoLinha, n: number, produtosDoItem: number) {
  const list: readonly Observacao[] =
    h.porProdutoRestaurante.get(`${dia.idRestaurante}|${l.alvo.idProduto}`) ?? [];
  const dnAlvo = dayNumber(dia.dtaCardapio);
  const dnRef = dayNumber(dia.dtaReferencia);
  const end = firstOnOrAfter(list, dnRef);
  const values: number[] = [];
  for (let i = end - 1; i >= 0 && values.length < n; i--) {
    const o = list[i];
    if (o.dn < dnAlvo - 7 * SEMANAS_ATRAS) break;
    if ((dnAlvo - o.dn) % 7 === 0) values.push(o.consumoKg);
  }
  if (values.length > 0) return values.reduce((a, b) => a + b, 0) / values.length;
  if (end > 0 && list[end - 1].dn >= dnAlvo - 7 * SEMANAS_ATRAS) return list[end - 1].consumoKg;
  return mealsTimesPlate(dia, l, produtosDoItem);
}

/** Every baseline's quantity for a line of a prepared day. */
export function baselinesDe(
  h: Historico,
  dia: PreparoDia,
  l: PreparoLinha,
): Record<BaselineId, number | null> {
  const produtosDoItem = dia.linhas.filter((x) => x.alvo.idItemVenda === l.alvo.idItemVenda).length;
  return {
    planoRegistrado: l.alvo.qtdPlanejada,
    semanaPassada: sameWeekday(h, dia, l, 1, produtosDoItem),
    media4Semanas: sameWeekday(h, dia, l, 4, produtosDoItem),
    refeicoesGramatura: mealsTimesPlate(dia, l, produtosDoItem),
  };
}
