import { DEFAULT_TIME_ZONE, dayInZone } from '@domain/time-zones';

/** A small deterministic PRNG (mulberry32) and helpers, so the demo data is the same on every run. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** n distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(n, copy.length));
  }

  /** A version-4 UUID made from this generator (deterministic). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

export const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Today where the demo's restaurants are ('YYYY-MM-DD'): São Paulo, the zone of their instants (instantAt's
 * −03:00) and of the screens' 'today' — not the server's zone, whose day starts three hours earlier in UTC.
 */
export function demoToday(now = new Date()): string {
  return dayInZone(now, DEFAULT_TIME_ZONE);
}

/** A São Paulo local time (UTC−3, no daylight saving since 2019) on a business day, as an ISO instant. */
export function instantAt(iso: string, minutesOfDay: number): string {
  const h = Math.floor(minutesOfDay / 60);
  const m = Math.floor(minutesOfDay % 60);
  return `${iso}T${pad(h)}:${pad(m)}:00-03:00`;
}
