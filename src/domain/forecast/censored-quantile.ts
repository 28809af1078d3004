/**
 * The τ-quantile of right-censored values by the Kaplan–Meier estimator.
 *
 * An exact value x says the quantity was x; a censored value c says it was at least c (the line ran out). The
 * product-limit estimate of the survival S(t) = Π over exact values xᵢ ≤ t of (1 − wᵢ / W(at risk at xᵢ)),
 * with weights w (recent days may weigh more). A censored value stays in the risk set of every exact value
 * below it, so it only raises S below its bound: adding a censored value never lowers any quantile. The
 * quantile is the smallest exact value with 1 − S ≥ τ; when the censored mass leaves 1 − S short of τ the
 * largest value seen (exact or bound) is returned, a lower bound of the true quantile.
 */

export interface ValorCensurado {
  valor: number;
  censurado: boolean;
  peso?: number;
}

/** A step distribution: sorted exact values and the cumulative share 1 − S at each; `maximo` the top bound. */
export interface DistribuicaoKM {
  valores: number[];
  acumulado: number[];
  maximo: number;
}

export function kaplanMeier(dados: readonly ValorCensurado[]): DistribuicaoKM {
  // Ties: exact values before censored ones (a bound at x still counts as at risk at x).
  const sorted = [...dados].sort((a, b) => a.valor - b.valor || Number(a.censurado) - Number(b.censurado));
  let atRisk = 0;
  for (const d of sorted) atRisk += d.peso ?? 1;
  const valores: number[] = [];
  const acumulado: number[] = [];
  let surv = 1;
  let maximo = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < sorted.length; ) {
    const v = sorted[i].valor;
    let events = 0;
    let leaving = 0;
    for (; i < sorted.length && sorted[i].valor === v; i++) {
      const w = sorted[i].peso ?? 1;
      if (!sorted[i].censurado) events += w;
      leaving += w;
    }
    maximo = v;
    if (events > 0 && atRisk > 0) {
      surv *= 1 - events / atRisk;
      valores.push(v);
      acumulado.push(1 - surv);
    }
    atRisk -= leaving;
  }
  return { valores, acumulado, maximo };
}

/**
 * kaplanMeier of unweighted values given apart, exact and censored (the forecast errors): each list sorted
 * natively and walked together, value by value, with the same arithmetic, so the same distribution comes out
 * without sorting objects.
 */
export function kaplanMeierSemPeso(exatos: Float64Array, censurados: Float64Array): DistribuicaoKM {
  exatos.sort();
  censurados.sort();
  const ne = exatos.length;
  const nc = censurados.length;
  let atRisk = ne + nc;
  const valores: number[] = [];
  const acumulado: number[] = [];
  let surv = 1;
  let maximo = Number.NEGATIVE_INFINITY;
  let i = 0;
  let j = 0;
  while (i < ne || j < nc) {
    const v = j >= nc || (i < ne && exatos[i] <= censurados[j]) ? exatos[i] : censurados[j];
    let events = 0;
    for (; i < ne && exatos[i] === v; i++) events++;
    let leaving = events;
    for (; j < nc && censurados[j] === v; j++) leaving++;
    maximo = v;
    if (events > 0 && atRisk > 0) {
      surv *= 1 - events / atRisk;
      valores.push(v);
      acumulado.push(1 - surv);
    }
    atRisk -= leaving;
  }
  return { valores, acumulado, maximo };
}

/** The τ-quantile of a Kaplan–Meier distribution (null when it holds no value at all). */
export function quantilKM(dist: DistribuicaoKM, tau: number): number | null {
  if (!Number.isFinite(dist.maximo)) return null;
  const { valores, acumulado } = dist;
  let lo = 0;
  let hi = valores.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (acumulado[mid] >= tau - 1e-12) hi = mid;
    else lo = mid + 1;
  }
  return lo < valores.length ? valores[lo] : dist.maximo;
}

/**
 * Shortcut: the τ-quantile of censored values.
 * @internal Tests only: they check the quantile on small samples (the recommender keeps the distribution).
 */
export function quantilCensurado(dados: readonly ValorCensurado[], tau: number): number | null {
  return quantilKM(kaplanMeier(dados), tau);
}
