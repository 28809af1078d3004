/** The goal the goal tests start from: Bandeja (type 1) in January 2030, 10 kg and 3 %; a test spreads its changes over it. */
export const JANUARY_2030_GOAL = {
  tipDesperdicio: 1,
  dtaInicial: '2030-01-01',
  dtaFinal: '2030-01-31',
  vlrMeta: 10,
  vlrMetaPc: 3,
};
