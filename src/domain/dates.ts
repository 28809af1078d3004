/** Date helpers shared by client and server. Dates travel as 'YYYY-MM-DD' (local time, spec §7). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function valid(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

export function isIsoDate(s: string): boolean {
  const m = ISO.exec(s);
  return !!m && valid(+m[1], +m[2], +m[3]);
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
