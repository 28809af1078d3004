import { type Demanda, taxaFalta } from './metrics';

/**
 * The smallest safety margin m (a multiplier) under which quantities × m run out on at most `taxaAlvo` of the
 * line-days. Exact: a line-day runs out under m when m < demand ÷ quantity, so m is the (k+1)-th largest of
 * those ratios, k = ⌊taxaAlvo × n⌋ (on censored days the bound stands for the demand: a stock-out there is
 * certain). Null when no line-day has a quantity.
 */
export function margemParaTaxa(
  casos: readonly Demanda[],
  qtds: readonly (number | null)[],
  taxaAlvo: number,
): number | null {
  const ratios: number[] = [];
  casos.forEach((c, i) => {
    const q = qtds[i];
    if (q === null || q === undefined) return;
    ratios.push(q > 0 ? c.demandaKg / q : c.demandaKg > 0 ? Number.POSITIVE_INFINITY : 0);
  });
  if (ratios.length === 0) return null;
  ratios.sort((a, b) => b - a);
  const k = Math.floor(taxaAlvo * ratios.length + 1e-9);
  if (k >= ratios.length) return 0;
  return Number.isFinite(ratios[k]) ? ratios[k] : null;
}

/** Quantities × m (null stays null). */
export function comMargem(qtds: readonly (number | null)[], m: number): (number | null)[] {
  return qtds.map((q) => (q === null ? null : q * m));
}

/**
 * The service level τ at which a recommender's stock-out rate matches `taxaAlvo`: the smallest τ in [lo, hi]
 * whose rate is ≤ the target (the rate falls as τ rises), by bisection to 1e-4.
 */
export function nivelParaTaxa(
  casos: readonly Demanda[],
  quantidades: (tau: number) => readonly (number | null)[],
  taxaAlvo: number,
  lo = 0.5,
  hi = 0.995,
): number {
  if (taxaFalta(casos, quantidades(lo)) <= taxaAlvo) return lo;
  let a = lo;
  let b = hi;
  while (b - a > 1e-4) {
    const mid = (a + b) / 2;
    if (taxaFalta(casos, quantidades(mid)) <= taxaAlvo) b = mid;
    else a = mid;
  }
  return b;
}
