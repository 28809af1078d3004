/** Date helpers shared by client and server. Dates travel as 'YYYY-MM-DD' (local time, spec §7). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function valid(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/**
 * The days the app takes: PostgreSQL, JavaScript's Date and the day-by-day series of the dashboards all hold
 * them (year 0 is no PostgreSQL date; years below 100 are not Date.UTC's).
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2999-12-31';

/** A 'yyyy-MM-dd' text between DATE_MIN and DATE_MAX (compared as text). */
export const isDayInRange = (s: string): boolean => s >= DATE_MIN && s <= DATE_MAX;

/** A real day of the calendar, 'yyyy-MM-dd', between DATE_MIN and DATE_MAX. */
export function isIsoDate(s: string): boolean {
  const m = ISO.exec(s);
  return !!m && valid(+m[1], +m[2], +m[3]) && isDayInRange(s);
}

/** 'dd/MM/yyyy' → 'yyyy-MM-dd', or null when not a real date. */
export function brToIso(s: string): string | null {
  const m = BR.exec(s.trim());
  if (!m || !valid(+m[3], +m[2], +m[1])) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export function isoToBr(s: string): string {
  const m = ISO.exec(s.slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : s;
}

export function toIsoLocal(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** 'yyyy-MM-dd' plus n days (calendar arithmetic: no time zone, no clock). */
export function addDays(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The day of the week of 'yyyy-MM-dd': 0 Sunday … 6 Saturday. */
export function weekday(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The Monday of the week of 'yyyy-MM-dd' (weeks run Monday to Sunday, spec §9). */
export function mondayOf(iso: string): string {
  return addDays(iso, -((weekday(iso) + 6) % 7));
}
