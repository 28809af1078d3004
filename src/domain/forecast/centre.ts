import { firstOnOrAfter } from './calendar';
import type { Observacao, ParametrosPrevisao } from './types';

/** The levels of the fallback chain that read history (the plate weight is the last one, without history). */
export type NivelHistorico = 'produto-restaurante' | 'agrupamento-restaurante' | 'produto-empresa';

/** The typical consumption per meal at a level, and the observations it came from. */
export interface Centro {
  nivel: NivelHistorico;
  /** kg per meal. */
  porRefeicao: number;
  observacoes: Observacao[];
}

/** The observations a centre reads: the last `janelaObs` dated before dnRef and within `janelaSemanas` weeks. */
export function janela(list: readonly Observacao[], dnRef: number, p: ParametrosPrevisao): Observacao[] {
  const end = firstOnOrAfter(list, dnRef);
  const start = Math.max(firstOnOrAfter(list, dnRef - 7 * p.janelaSemanas), end - p.janelaObs);
  return list.slice(start, end);
}

/**
 * The centre of a level: a recency-weighted geometric mean of the per-meal consumption of its window (weight
 * halves every `meiaVidaDias`). A day that ran out only bounds its value from below, so it enters at
 * max(its value, the centre of all the window) raised by `excessoCensura` (in log units): it can raise the
 * centre, never lower it. Null when the window has fewer than `minObs` observations.
 */
export function centroNivel(
  nivel: NivelHistorico,
  list: readonly Observacao[],
  dnRef: number,
  p: ParametrosPrevisao,
): Centro | null {
  const obs = janela(list, dnRef, p).filter((o) => o.porRefeicao > 0);
  if (obs.length < p.minObs) return null;
  const w = obs.map((o) => 0.5 ** ((dnRef - o.dn) / p.meiaVidaDias));
  const logs = obs.map((o) => Math.log(o.porRefeicao));
  let sw = 0;
  let s0 = 0;
  for (let i = 0; i < obs.length; i++) {
    sw += w[i];
    s0 += w[i] * logs[i];
  }
  const mu0 = s0 / sw;
  let s = 0;
  for (let i = 0; i < obs.length; i++) {
    const v = obs[i].censurado ? Math.max(logs[i], mu0) + p.excessoCensura : logs[i];
    s += w[i] * v;
  }
  return { nivel, porRefeicao: Math.exp(s / sw), observacoes: obs };
}
