import type { Rng } from '../prng';

/** A standard normal draw (Box–Muller) from the seeded generator. */
export function normal(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A log-normal factor with median 1 and log-standard deviation `sigma`. */
export function lognormal(rng: Rng, sigma: number): number {
  return Math.exp(sigma * normal(rng));
}

/** 'HH:MM' of minutes since midnight. */
export function hhmm(minutes: number): string {
  const m = Math.floor(minutes);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
