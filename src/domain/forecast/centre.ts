import { firstOnOrAfter } from './calendar';
import type { Observacao, ParametrosPrevisao } from './types';

/** The levels of the fallback chain that read history (the plate weight is the last one, without history). */
export type NivelHistorico = 'produto-restaurante' | 'agrupamento-restaurante' | 'produto-empresa';

/** The typical consumption per meal at a level, and the observations it came from. */
export interface Centro {
  nivel: NivelHistorico;
  /** kg per meal. */
  porRefeicao: number;
  /** The observations it read (made on demand: the past errors need only the centre). */
  observacoes: () => Observacao[];
}

/** Weights and log-values of a window, reused from call to call (zeroed for the part used). */
let buffers = { w: new Float64Array(64), v: new Float64Array(64) };
function scratch(n: number) {
  if (buffers.w.length < n) buffers = { w: new Float64Array(2 * n), v: new Float64Array(2 * n) };
  buffers.w.fill(0, 0, n);
  buffers.v.fill(0, 0, n);
  return buffers;
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
  const end = firstOnOrAfter(list, dnRef);
  const start = Math.max(firstOnOrAfter(list, dnRef - 7 * p.janelaSemanas), end - p.janelaObs);
  let all = 0;
  let same = 0;
  for (let i = start; i < end; i++) {
    if (!(list[i].porRefeicao > 0)) continue;
    all++;
    if (list[i].opcoes === opcoes) same++;
  }
  if (all < p.minObs) return null;
  // Days with as many options of the grouping as the target day, when there are enough of them.
  const only = opcoes !== undefined && same >= p.minObs;
  const take = (o: Observacao) => o.porRefeicao > 0 && (!only || o.opcoes === opcoes);
  const { w, v } = scratch(end - start);
  const decay = -Math.LN2 / p.meiaVidaDias;
  let sw = 0;
  let s0 = 0;
  for (let i = start; i < end; i++) {
    const o = list[i];
    if (!take(o)) continue;
    const j = i - start;
    w[j] = Math.exp(decay * (dnRef - o.dn));
    v[j] = Math.log(o.porRefeicao);
    sw += w[j];
    s0 += w[j] * v[j];
  }
  const mu0 = s0 / sw;
  let s = 0;
  for (let i = start; i < end; i++) {
    const j = i - start;
    if (w[j] === 0) continue;
    s += w[j] * (list[i].censurado ? Math.max(v[j], mu0) + p.excessoCensura : v[j]);
  }
  return { nivel, porRefeicao: Math.exp(s / sw), observacoes: () => list.slice(start, end).filter(take) };
}
