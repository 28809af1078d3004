/**
 * Scores of production quantities against demand. Against a generator's hidden true demand every line-day is
 * known. Against real data, a line that ran out only says demand ≥ what was produced: a quantity below it is a
 * stock-out (and its pinball loss is counted from that bound); one at or above it is unknown (no surplus, no
 * stock-out, and never a success of the calibration).
 */

/** What is known of a line-day's demand: exactly kg, or (censored) at least kg. */
export interface Demanda {
  demandaKg: number;
  censurada: boolean;
  /** R$ per kg of the product. */
  custoKg: number;
  /** kg CO2e per kg of surplus (the factor of its destination). */
  fatorCo2e: number;
}

export interface Metricas {
  /** Line-days with a quantity. */
  linhasDia: number;
  /** Line-days without a quantity (no base): left out of every figure. */
  semQuantidade: number;
  excedenteKg: number;
  excedenteRs: number;
  excedenteCo2e: number;
  /** Line-days whose demand exceeded the quantity. */
  faltas: number;
  /** faltas ÷ linhasDia. */
  taxaFalta: number;
  /** Censored line-days whose quantity was at or above the bound: not known to run out nor to suffice. */
  desconhecidos: number;
  /** Mean pinball loss at τ (kg), over the line-days whose loss is known. */
  perdaPinball: number;
  /** Share of line-days whose demand was ≤ the quantity (unknown ones are not successes). */
  calibracao: number;
}

const EPS = 1e-9;

export function metricas(casos: readonly Demanda[], qtds: readonly (number | null)[], tau: number): Metricas {
  let linhasDia = 0;
  let semQuantidade = 0;
  let kg = 0;
  let rs = 0;
  let co2 = 0;
  let faltas = 0;
  let desconhecidos = 0;
  let pinball = 0;
  let pinballN = 0;
  let ok = 0;
  casos.forEach((c, i) => {
    const q = qtds[i];
    if (q === null || q === undefined) {
      semQuantidade++;
      return;
    }
    linhasDia++;
    const d = c.demandaKg;
    if (q < d - EPS) {
      faltas++;
      pinball += tau * (d - q);
      pinballN++;
      return;
    }
    if (c.censurada) {
      desconhecidos++;
      return;
    }
    const sobra = q - d;
    kg += sobra;
    rs += sobra * c.custoKg;
    co2 += sobra * c.fatorCo2e;
    pinball += (1 - tau) * sobra;
    pinballN++;
    ok++;
  });
  return {
    linhasDia,
    semQuantidade,
    excedenteKg: kg,
    excedenteRs: rs,
    excedenteCo2e: co2,
    faltas,
    taxaFalta: linhasDia ? faltas / linhasDia : 0,
    desconhecidos,
    perdaPinball: pinballN ? pinball / pinballN : 0,
    calibracao: linhasDia ? ok / linhasDia : 0,
  };
}

/** The stock-out rate of quantities (faltas ÷ line-days with a quantity). */
export function taxaFalta(casos: readonly Demanda[], qtds: readonly (number | null)[]): number {
  let n = 0;
  let f = 0;
  casos.forEach((c, i) => {
    const q = qtds[i];
    if (q === null || q === undefined) return;
    n++;
    if (q < c.demandaKg - EPS) f++;
  });
  return n ? f / n : 0;
}
