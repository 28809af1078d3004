import { dayNumber } from './calendar';
import type { LinhaKanban, Observacao, PesagemExcedente, RefeicoesDia } from './types';

/** What happened to a line's leftovers on its day. */
export type Fechamento =
  /** Surplus weighed (kg net of tare, rejected weighings aside). */
  | { tipo: 'pesado'; excedenteKg: number }
  /** 'Sem sobra': nothing left (0 kg). */
  | { tipo: 'semSobra' }
  /** 'Acabou às HH:MM': ran out; demand ≥ produced. */
  | { tipo: 'esgotado'; excedenteKg: number }
  /** Nothing recorded: 0 kg cannot be told apart from a missing weighing. */
  | { tipo: 'desconhecido' };

/** The consumption of a line: what was produced minus what was left; censored when the line ran out. */
export interface Consumo {
  kg: number;
  censurado: boolean;
}

const lineKey = (idRestaurante: number, dia: string, idItemVenda: number | null, idProduto: number) =>
  `${idRestaurante}|${dia}|${idItemVenda ?? ''}|${idProduto}`;

/**
 * Net surplus kg per line key (restaurant, day, item, product): gross − tare of each weighing, rejected ones
 * (indStatusAprov 2) left out.
 * @internal Tests only: observacoesDe sums the same way, per day (excedentePor).
 */
export function excedentePorLinha(pesagens: readonly PesagemExcedente[]): Map<string, number> {
  return excedentePor(pesagens, (p) =>
    lineKey(p.idRestaurante, p.dtaApontamento, p.idItemVenda, p.idProduto),
  );
}

/** Net surplus kg per key of a weighing, summed in the order given. */
function excedentePor(
  pesagens: readonly PesagemExcedente[],
  keyOf: (p: PesagemExcedente) => string,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of pesagens) {
    if (p.indStatusAprov === 2) continue;
    const key = keyOf(p);
    out.set(key, (out.get(key) ?? 0) + Math.max(0, p.qtdDesperdicio - (p.qtdTara ?? 0)));
  }
  return out;
}

/** The closing of a line from its flags and its net surplus (undefined: no weighing). */
export function fechamentoDe(linha: LinhaKanban, excedenteKg: number | undefined): Fechamento {
  if (linha.esgotadoAs) return { tipo: 'esgotado', excedenteKg: excedenteKg ?? 0 };
  if (excedenteKg !== undefined && excedenteKg > 0) return { tipo: 'pesado', excedenteKg };
  if (linha.semSobra) return { tipo: 'semSobra' };
  return { tipo: 'desconhecido' };
}

/**
 * Consumption = produced − net surplus. 'Sem sobra' is 0 kg of surplus (not censored); a line that ran out is
 * censored (its demand is ≥ the consumption). Null when nothing was produced or the closing is unknown.
 */
export function consumoDe(qtdProduzida: number | null, f: Fechamento): Consumo | null {
  if (qtdProduzida === null || !(qtdProduzida > 0) || f.tipo === 'desconhecido') return null;
  const sobra = f.tipo === 'semSobra' ? 0 : f.excedenteKg;
  return { kg: Math.max(0, qtdProduzida - sobra), censurado: f.tipo === 'esgotado' };
}

/**
 * The observations the forecast learns from: one per kanban line with a known closing, something produced and
 * meals counted that day (per meal = consumption ÷ meals).
 */
export function observacoesDe(
  linhas: readonly LinhaKanban[],
  pesagens: readonly PesagemExcedente[],
  refeicoes: readonly RefeicoesDia[],
): Observacao[] {
  // Grouped by restaurant and day first (numeric keys, in the order the days first appear), then each day's
  // surplus and options keyed by item and product, or grouping, within the day.
  const dns = new Map<string, number>();
  const dnOf = (dia: string) => {
    let dn = dns.get(dia);
    if (dn === undefined) {
      dn = dayNumber(dia);
      dns.set(dia, dn);
    }
    return dn;
  };
  const dayKey = (idRestaurante: number, dia: string) => idRestaurante * 1e6 + dnOf(dia);
  const days = new Map<number, { linhas: LinhaKanban[]; pesagens: PesagemExcedente[] }>();
  for (const l of linhas) {
    const k = dayKey(l.idRestaurante, l.dtaCardapio);
    const d = days.get(k);
    if (d) d.linhas.push(l);
    else days.set(k, { linhas: [l], pesagens: [] });
  }
  for (const p of pesagens) days.get(dayKey(p.idRestaurante, p.dtaApontamento))?.pesagens.push(p);
  const meals = new Map<number, number>();
  for (const r of refeicoes) meals.set(dayKey(r.idRestaurante, r.dia), r.qtdRefeicoes);
  const out: Observacao[] = [];
  for (const [key, d] of days) {
    const n = meals.get(key);
    if (!n || n <= 0) continue;
    const sobras = excedentePor(d.pesagens, (p) => itemProduto(p.idItemVenda, p.idProduto));
    const options = new Map<number | null, number>();
    for (const l of d.linhas)
      if (l.codAgrupamento !== null) options.set(l.codAgrupamento, (options.get(l.codAgrupamento) ?? 0) + 1);
    const dn = dnOf(d.linhas[0].dtaCardapio);
    for (const l of d.linhas) {
      const sobra = sobras.get(itemProduto(l.idItemVenda, l.idProduto));
      const c = consumoDe(l.qtdProduzida, fechamentoDe(l, sobra));
      if (!c) continue;
      out.push({
        idRestaurante: l.idRestaurante,
        dia: l.dtaCardapio,
        dn,
        idItemVenda: l.idItemVenda,
        idProduto: l.idProduto,
        codAgrupamento: l.codAgrupamento,
        refeicoes: n,
        consumoKg: c.kg,
        porRefeicao: c.kg / n,
        logPorRefeicao: Math.log(c.kg / n),
        censurado: c.censurado,
        opcoes: (l.codAgrupamento === null ? undefined : options.get(l.codAgrupamento)) ?? 1,
      });
    }
  }
  return out;
}

/** A line's or weighing's item and product within its day (lineKey without the restaurant and day). */
const itemProduto = (idItemVenda: number | null, idProduto: number) => `${idItemVenda ?? ''}|${idProduto}`;
