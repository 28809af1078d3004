import type { NivelHistorico } from './centre';
import type { ErrosDia } from './history';
import type { PrevisaoRefeicoes } from './meals-forecast';

/** The inputs and τ-independent parts of a day's recommendation. */

/** A kanban line of the target day. */
export interface AlvoLinha {
  idKanban?: number;
  idItemVenda: number;
  idProduto: number;
  codAgrupamento: number | null;
  qtdPlanejada: number | null;
  /** The plate weight of the item's dish group (re_gramatura_pratos), kg per meal; null when it has none. */
  pratoKg?: number | null;
}

export interface ConsultaSugestao {
  idRestaurante: number;
  dtaCardapio: string;
  /** Only data dated before this day is read (default: dtaCardapio − the lead time). */
  dtaReferencia?: string;
  /** Meals planned for the day (when given, they are the meals forecast). */
  refeicoesPlanejadas?: number | null;
  linhas: readonly AlvoLinha[];
}

/** How a line's quantity was reached: a level of the fallback chain, or nothing to go by. */
export type MetodoSugestao = NivelHistorico | 'gramatura' | 'sem-base';

export interface ObservacoesUsadas {
  quantidade: number;
  /** Days that ran out (each a lower bound). */
  censuradas: number;
  minPorRefeicaoKg: number;
  maxPorRefeicaoKg: number;
  /** 'yyyy-MM-dd', oldest first, each day once. */
  dias: string[];
}

/** A line's τ-independent part of the recommendation. */
export interface PreparoLinha {
  alvo: AlvoLinha;
  metodo: MetodoSugestao;
  /** Typical kg per meal (the centre of its level, or the plate weight's share); null without a base. */
  porRefeicaoKg: number | null;
  observacoes: ObservacoesUsadas | null;
  /** The levels passed over, in order, before the one taken (empty: the first level). */
  niveisSemBase: MetodoSugestao[];
}

/** A day's τ-independent part: meals forecast, forecast-error distribution and each line's base. */
export interface PreparoDia {
  idRestaurante: number;
  dtaCardapio: string;
  dtaReferencia: string;
  refeicoes: PrevisaoRefeicoes | null;
  erros: ErrosDia | null;
  linhas: PreparoLinha[];
}
