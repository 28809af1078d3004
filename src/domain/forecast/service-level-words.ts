import { formatDecimalBR } from '@domain/numbers';

/**
 * The service level τ in words a chef reads: the share of days the line may run out, 1 − τ, as "k de cada n
 * dias" in lowest terms (0.9 → "falta em no máximo 1 de cada 10 dias", 0.95 → 1 de cada 20, 0.85 → 3 de cada
 * 20, 0.975 → 1 de cada 40). A share that is no fraction of up to 100 days is rounded to hundredths (to
 * thousandths below 1%), reduced, and said with "cerca de" (0.8765 → cerca de 3 de cada 25 dias).
 */
export function nivelServicoPorExtenso(tau: number): string {
  const p = 1 - tau;
  for (let n = 1; n <= 100; n++) {
    const k = Math.round(p * n);
    if (k > 0 && Math.abs(p - k / n) < 1e-9) return frase(k, n, false);
  }
  const n = p >= 0.005 ? 100 : 1000;
  const k = Math.max(1, Math.round(p * n));
  const g = gcd(k, n);
  return frase(k / g, n / g, true);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function frase(k: number, n: number, approx: boolean): string {
  const dias = n === 1 ? 'dia' : 'dias';
  return `falta em no máximo ${approx ? 'cerca de ' : ''}${k} de cada ${n} ${dias}`;
}

/** 0.9 → '90%', 0.875 → '87,5%'. */
export function percentual(tau: number): string {
  return `${formatDecimalBR(tau * 100, 1)}%`;
}
