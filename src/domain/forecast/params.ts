import type { ParametrosPrevisao } from './types';

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
