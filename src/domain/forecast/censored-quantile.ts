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
  const sorted = [...dados].sort((a, b) => a.valor - b.valor);
  const exatos = sorted.filter((d) => !d.censurado);
  const censurados = sorted.filter((d) => d.censurado);
  return caminhar(
    Float64Array.from(exatos, (d) => d.valor),
    Float64Array.from(exatos, (d) => d.peso ?? 1),
    Float64Array.from(censurados, (d) => d.valor),
    Float64Array.from(censurados, (d) => d.peso ?? 1),
  );
}

/**
 * kaplanMeier of unweighted values given apart, exact and censored (the forecast errors): each list sorted
 * natively, without sorting objects; the same walk.
 */
export function kaplanMeierSemPeso(exatos: Float64Array, censurados: Float64Array): DistribuicaoKM {
  return caminhar(exatos.sort(), null, censurados.sort(), null);
}

/**
 * The product-limit walk over the exact and the censored values, each sorted, together value by value. At a
 * tie the exact values are the events and the censored ones leave after them (a bound at x still counts as at
 * risk at x). Weights null: 1 each.
 */
function caminhar(
  exatos: Float64Array,
  pesosExatos: Float64Array | null,
  censurados: Float64Array,
  pesosCensurados: Float64Array | null,
): DistribuicaoKM {
  const ne = exatos.length;
  const nc = censurados.length;
  let atRisk = 0;
  for (let k = 0; k < ne; k++) atRisk += pesosExatos ? pesosExatos[k] : 1;
  for (let k = 0; k < nc; k++) atRisk += pesosCensurados ? pesosCensurados[k] : 1;
  const valores: number[] = [];
  const acumulado: number[] = [];
  let surv = 1;
  let maximo = Number.NEGATIVE_INFINITY;
  let i = 0;
  let j = 0;
  while (i < ne || j < nc) {
    const v = j >= nc || (i < ne && exatos[i] <= censurados[j]) ? exatos[i] : censurados[j];
    let events = 0;
    for (; i < ne && exatos[i] === v; i++) events += pesosExatos ? pesosExatos[i] : 1;
    let leaving = events;
    for (; j < nc && censurados[j] === v; j++) leaving += pesosCensurados ? pesosCensurados[j] : 1;
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
