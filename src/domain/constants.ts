/** Business constants of spec §3 and §9. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** A token with fewer seconds than this left reads as an expired session (spec §9). */
export const TOKEN_MIN_REMAINING_SECONDS = 1800;
export const NOTIFICATIONS_PAGE = 30;
export const THEME_PRIMARY = '#000055';
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
export const SIDEBAR_WIDTH = 400;

export const TIP_DESPERDICIO = {
  Bandeja: 1,
  ExcedenteDeProducao: 2,
  PrePreparoPorTurno: 3,
  PrePreparoPorInsumo: 4,
} as const;
export type TipDesperdicio = (typeof TIP_DESPERDICIO)[keyof typeof TIP_DESPERDICIO];
export const TIP_DESPERDICIO_LABEL: Record<TipDesperdicio, string> = {
  1: 'Bandeja',
  2: 'Excedente de produção',
  3: 'Pré-preparo por turno',
  4: 'Pré-preparo por insumo',
};

export const TIP_CONSUMO = { PreConsumo: 1, PosConsumo: 2 } as const;
export const TIP_CONSUMO_LABEL = { 1: 'Pré-Consumo', 2: 'Pós-Consumo' } as const;

export const TIP_DIVERGENCIA_LABEL = {
  1: 'Restaurante sem apontamento',
  2: 'Balança sem apontamento',
} as const;
/** Menu type of a restaurant-waste link (tipCardapio); type 4 defaults to 1 (spec §3, §9). */
export const TIP_CARDAPIO_LABEL = {
  1: 'Cardápio padrão',
  2: 'Cardápio dietético',
  3: 'Cardápio de lanche',
} as const;
export const defaultTipCardapio = (tipDesperdicio: number | null | undefined): number | null =>
  tipDesperdicio === 4 ? 1 : null;
/** Integration record status (indStatus). */
export const IND_STATUS_INTEGRACAO = { Pendente: 0, Processado: 1, Erro: 2 } as const;
export const IND_STATUS_INTEGRACAO_LABEL = { 0: 'Pendente', 1: 'Processado', 2: 'Erro' } as const;

/** How long the code of a screen may take to arrive before a reload is offered (spec §9: 120 seconds). */
export const CHUNK_TIMEOUT_MS = 120_000;
export const DASHBOARD_ID = {
  initial: 0,
  desafio: 1,
  metas: 3,
  volumes: 4,
  destinos: 5,
  grupo_de_pratos: 6,
} as const;
export const IND_PERIODO = { Diario: 0, Semana: 1, Mensal: 2, Anual: 3 } as const;
export const IND_PERIODO_LABEL = { 0: 'Diário', 1: 'Semana', 2: 'Mensal', 3: 'Anual' } as const;
export const DASHBOARD_LABEL = {
  0: 'Inicial',
  1: 'Desafio',
  3: 'Metas',
  4: 'Volumes',
  5: 'Destinos',
  6: 'Grupo de pratos',
} as const;
/** The dashboards' and reports' longest period (a little over two years). */
export const DASH_MAX_DAYS = 800;

export const PARAM_CONFIG = 'RE-Configuracao/U';
export const PARAM_REFEICOES = 'RE-Refeicoes/U';
/**
 * Plausibility of a weighing: a company-wide parameter (no '/U'). Seq 1–4 vlrParametroDec: the heaviest
 * plausible GROSS weighing (kg) of waste types 1–4; seq 5 vlrParametroInt: how many days back a weighing may
 * be dated before it goes to approval. A container's own maximum (re_tb_recipientes.qtd_maxima) outranks
 * its type's.
 */
export const PARAM_LIMITES = 'RE-Limites';
/**
 * Global parameter: seq 1 (integer) = 1 makes the company's goals (Metas) and the Desafio count only the
 * avoidable kg (src/domain/rules/waste-classes.ts); absent or 0: all the kg.
 */
export const PARAM_EVITAVEL = 'RE-Evitavel';
export const LIMITES_SEQ_JANELA = 5;
/** The maxima (kg) when RE-Limites seq 1–4 is absent or not positive. */
export const LIMITES_MAX_KG_PADRAO: Readonly<Record<TipDesperdicio, number>> = {
  1: 50,
  2: 300,
  3: 300,
  4: 150,
};
/** The date window (days) when RE-Limites seq 5 is absent or negative. */
export const LIMITES_JANELA_DIAS_PADRAO = 7;

/** A parameter whose desParametro contains '/U' is per restaurant (spec §3). */
export function isPerRestaurantParam(desParametro: string): boolean {
  return desParametro.includes('/U');
}

/** Temporary ids of unsaved rows: -1, -2, … (spec §3, §9). */
export function nextTempId(existing: readonly { id: number }[] | readonly number[]): number {
  const ids = (existing as readonly (number | { id: number })[]).map((e) =>
    typeof e === 'number' ? e : e.id,
  );
  const min = Math.min(0, ...ids);
  return min - 1;
}
export const isTempId = (id: number | null | undefined): boolean => typeof id === 'number' && id < 0;
