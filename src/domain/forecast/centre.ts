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
 * centre, never lower it. When `opcoes` is given and the window has `minObs` days with that many products of the
 * grouping on the menu, only those days count (a second protein option takes diners from the first). Null
 * when the window has fewer than `minObs` observations.
 */
export function centroNivel(
  nivel: NivelHistorico,
  list: readonly Observacao[],
  dnRef: number,
  p: ParametrosPrevisao,
  opcoes?: number,
): Centro | null {
  const all = janela(list, dnRef, p).filter((o) => o.porRefeicao > 0);
  if (all.length < p.minObs) return null;
  // Days with as many options of the grouping as the target day, when there are enough of them.
  const same = opcoes === undefined ? all : all.filter((o) => o.opcoes === opcoes);
  const obs = same.length >= p.minObs ? same : all;
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
