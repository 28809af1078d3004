/**
 * The plain rows the forecast reads (the server loads them with SQL; the demand generator makes them) and the
 * parameters of the method. Days travel as 'yyyy-MM-dd'; weights in kg.
 */

/** A kanban line: what a restaurant planned and produced of a product of a sale item on a menu day. */
export interface LinhaKanban {
  idKanban?: number;
  idRestaurante: number;
  dtaCardapio: string;
  idItemVenda: number;
  idProduto: number;
  codAgrupamento: number | null;
  qtdPlanejada: number | null;
  qtdProduzida: number | null;
  /** Closed as 'Sem sobra' (0 kg of surplus). */
  semSobra?: boolean;
  /** Closed as 'Acabou às HH:MM': the line ran out, the day's demand is at least what was produced. */
  esgotadoAs?: string | null;
}

/** A surplus weighing (waste type 2), gross with its container's tare. */
export interface PesagemExcedente {
  idRestaurante: number;
  dtaApontamento: string;
  idItemVenda: number | null;
  idProduto: number;
  /** Gross kg. */
  qtdDesperdicio: number;
  qtdTara?: number | null;
  /** 0 pending, 1 approved, 2 rejected (rejected weighings do not count). */
  indStatusAprov?: number | null;
}

/** Meals served (or planned) by a restaurant on a day: its own count plus its satellites'. */
export interface RefeicoesDia {
  idRestaurante: number;
  dia: string;
  qtdRefeicoes: number;
}

/** One day of one line as the forecast learns from it. */
export interface Observacao {
  idRestaurante: number;
  dia: string;
  /** Day number of `dia`. */
  dn: number;
  idItemVenda: number;
  idProduto: number;
  codAgrupamento: number | null;
  refeicoes: number;
  /** Produced − net surplus (kg). */
  consumoKg: number;
  /** consumoKg ÷ refeicoes. */
  porRefeicao: number;
  /** ln(porRefeicao), computed once (the centres read it for every past day's forecast). */
  logPorRefeicao: number;
  /** The line ran out: the demand was at least consumoKg. */
  censurado: boolean;
  /** Products of the same grouping on the restaurant's menu that day (two protein options split the diners). */
  opcoes: number;
}

/** Parameters of the recommender (see DEFAULTS in params.ts). */
export interface ParametrosPrevisao {
  /** Days between dtaReferencia and dtaCardapio (only data dated before dtaReferencia is read). */
  antecedenciaDias: number;
  /** Most recent observations of a product taken for its centre. */
  janelaObs: number;
  /** …within this many weeks before dtaReferencia. */
  janelaSemanas: number;
  /** Fewest observations for a level of the fallback chain to be used. */
  minObs: number;
  /** Half-life, in days, of an observation's weight in the centre. */
  meiaVidaDias: number;
  /** Weeks of forecast errors pooled for the quantile factor. */
  semanasResiduos: number;
  /** Same weekdays averaged for the meals forecast. */
  semanasRefeicoes: number;
  /** Log-units a ran-out day's value is raised above the centre when imputed (demand ≥ produced). */
  excessoCensura: number;
}
