import type { ParametrosPrevisao } from './types';

/** The recommended production's parameters (per company, or per restaurant: '/U'). */
export const PARAM_PRODUCAO = 'RE-ProducaoSugerida/U';
/** τ, the service level, in percent (dec: 90 = τ 0.9). */
export const PRODUCAO_SEQ_NIVEL = 1;
/** The lead time in days (int): only data of days before dtaCardapio − this are read. */
export const PRODUCAO_SEQ_ANTECEDENCIA = 2;

/** The default service level τ: running out costs a contract caterer more than a kilo of surplus. */
export const NIVEL_SERVICO_PADRAO = 0.9;

/** The method's defaults (chosen by the backtest on generated data; see tests/bench/forecast.ts). */
export const PARAMETROS_PADRAO: Readonly<ParametrosPrevisao> = {
  antecedenciaDias: 1,
  janelaObs: 16,
  janelaSemanas: 12,
  minObs: 3,
  meiaVidaDias: 28,
  semanasResiduos: 8,
  semanasRefeicoes: 4,
  excessoCensura: 0.1,
};

export function parametros(p: Partial<ParametrosPrevisao> = {}): ParametrosPrevisao {
  return { ...PARAMETROS_PADRAO, ...p };
}
