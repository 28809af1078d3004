import { firstOnOrAfter } from './calendar';
import type { Observacao, ParametrosPrevisao } from './types';

/** The levels of the fallback chain that read history (the plate weight is the last one, without history). */
export type NivelHistorico = 'produto-restaurante' | 'agrupamento-restaurante' | 'produto-empresa';

/** The typical consumption per meal at a level, and where in its list the observations it read are. */
export interface Centro {
  nivel: NivelHistorico;
  /** kg per meal. */
  porRefeicao: number;
  lista: readonly Observacao[];
  inicio: number;
  fim: number;
  /** Only the days with this many options of the grouping were read (undefined: every day). */
  soOpcoes: number | undefined;
}

/** The observations a centre read (made on demand: the past errors need only the centre). */
export function observacoesDoCentro(c: Centro): Observacao[] {
  const out: Observacao[] = [];
  for (let i = c.inicio; i < c.fim; i++) if (lida(c.lista[i], c.soOpcoes)) out.push(c.lista[i]);
  return out;
}

const lida = (o: Observacao, soOpcoes: number | undefined) =>
  o.porRefeicao > 0 && (soOpcoes === undefined || o.opcoes === soOpcoes);

/** exp(−ln 2 ÷ half-life × d) for d = 0, 1, … days, per half-life: the weights, each computed once. */
const pesosPorMeiaVida = new Map<number, number[]>();
function pesos(meiaVidaDias: number, ate: number): number[] {
  let t = pesosPorMeiaVida.get(meiaVidaDias);
  if (!t) {
    t = [];
    pesosPorMeiaVida.set(meiaVidaDias, t);
  }
  const decay = -Math.LN2 / meiaVidaDias;
  for (let d = t.length; d <= ate; d++) t.push(Math.exp(decay * d));
  return t;
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
  const soOpcoes = opcoes !== undefined && same >= p.minObs ? opcoes : undefined;
  const w = start < end ? pesos(p.meiaVidaDias, dnRef - list[start].dn) : [];
  let sw = 0;
  let s0 = 0;
  for (let i = start; i < end; i++) {
    const o = list[i];
    if (!lida(o, soOpcoes)) continue;
    const wi = w[dnRef - o.dn];
    sw += wi;
    s0 += wi * o.logPorRefeicao;
  }
  const mu0 = s0 / sw;
  let s = 0;
  for (let i = start; i < end; i++) {
    const o = list[i];
    if (!lida(o, soOpcoes)) continue;
    const v = o.logPorRefeicao;
    s += w[dnRef - o.dn] * (o.censurado ? Math.max(v, mu0) + p.excessoCensura : v);
  }
  return { nivel, porRefeicao: Math.exp(s / sw), lista: list, inicio: start, fim: end, soOpcoes };
}
