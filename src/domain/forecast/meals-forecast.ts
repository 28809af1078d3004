import { dayNumber, isoOfDay } from './calendar';
import type { RefeicoesDia } from './types';

/** Meals served and planned, by restaurant and day number. */
export interface IndiceRefeicoes {
  servidas: Map<number, Map<number, number>>;
  planejadas: Map<number, Map<number, number>>;
}

export type MetodoRefeicoes = 'planejadas' | 'mesmo-dia-da-semana' | 'dias-recentes';

export interface PrevisaoRefeicoes {
  refeicoes: number;
  metodo: MetodoRefeicoes;
  /** The days the forecast read ('yyyy-MM-dd'). */
  dias: string[];
}

function byRestaurantAndDay(rows: readonly RefeicoesDia[]): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  for (const r of rows) {
    let m = out.get(r.idRestaurante);
    if (!m) {
      m = new Map();
      out.set(r.idRestaurante, m);
    }
    m.set(dayNumber(r.dia), r.qtdRefeicoes);
  }
  return out;
}

export function indexarRefeicoes(
  servidas: readonly RefeicoesDia[],
  planejadas: readonly RefeicoesDia[] = [],
): IndiceRefeicoes {
  return { servidas: byRestaurantAndDay(servidas), planejadas: byRestaurantAndDay(planejadas) };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}

/**
 * The meals of a restaurant on day `dnAlvo`, known before `dnRef`: the planned meals of the day when there are
 * some; else the median of the last `semanas` same weekdays served before `dnRef` (looking back up to twice as
 * many weeks; a holiday among them does not drag the median); else the median of the last 7 days served.
 */
export function preverRefeicoes(
  indice: IndiceRefeicoes,
  idRestaurante: number,
  dnAlvo: number,
  dnRef: number,
  semanas: number,
): PrevisaoRefeicoes | null {
  const planned = indice.planejadas.get(idRestaurante)?.get(dnAlvo);
  if (planned !== undefined && planned > 0)
    return { refeicoes: planned, metodo: 'planejadas', dias: [isoOfDay(dnAlvo)] };
  const served = indice.servidas.get(idRestaurante);
  if (!served) return null;
  const values: number[] = [];
  const dias: number[] = [];
  let k = 1;
  while (dnAlvo - 7 * k >= dnRef) k++;
  for (let n = 0; values.length < semanas && n < 2 * semanas; k++, n++) {
    const q = served.get(dnAlvo - 7 * k);
    if (q !== undefined && q > 0) {
      values.push(q);
      dias.push(dnAlvo - 7 * k);
    }
  }
  if (values.length > 0)
    return { refeicoes: median(values), metodo: 'mesmo-dia-da-semana', dias: dias.map(isoOfDay) };
  for (let d = dnRef - 1; d >= dnRef - 7; d--) {
    const q = served.get(d);
    if (q !== undefined && q > 0) {
      values.push(q);
      dias.push(d);
    }
  }
  if (values.length === 0) return null;
  return { refeicoes: median(values), metodo: 'dias-recentes', dias: dias.map(isoOfDay) };
}
