import { formatDecimalBR } from '@domain/numbers';

/**
 * The service level τ in words a chef reads: the share of days the line may run out, 1 − τ, as "k de cada n
 * dias" in lowest terms (0.9 → "falta em no máximo 1 de cada 10 dias", 0.95 → 1 de cada 20, 0.85 → 3 de cada
 * 20, 0.975 → 1 de cada 40). A level that is no fraction of up to 1000 days is rounded to the closest one of up
 * to 100 days and said with "cerca de".
 */
export function nivelServicoPorExtenso(tau: number): string {
  const p = 1 - tau;
  for (let n = 1; n <= 1000; n++) {
    const k = Math.round(p * n);
    if (k > 0 && Math.abs(p - k / n) < 1e-9) return frase(k, n, false);
  }
  let best = { k: 1, n: 1, err: Number.POSITIVE_INFINITY };
  for (let n = 2; n <= 100; n++) {
    const k = Math.max(1, Math.min(n - 1, Math.round(p * n)));
    const err = Math.abs(p - k / n);
    if (err < best.err - 1e-12) best = { k, n, err };
  }
  return frase(best.k, best.n, true);
}

function frase(k: number, n: number, approx: boolean): string {
  const dias = n === 1 ? 'dia' : 'dias';
  return `falta em no máximo ${approx ? 'cerca de ' : ''}${k} de cada ${n} ${dias}`;
}

/** 0.9 → '90%', 0.875 → '87,5%'. */
export function percentual(tau: number): string {
  return `${formatDecimalBR(tau * 100, 1)}%`;
}
