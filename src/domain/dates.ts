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

/** Parses '1,5', '1.5', '1,5 kg', '1.234,5' into a number (pt-BR decimal comma), or null. */
export function parseDecimalBR(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  let s = input
    .trim()
    .toLowerCase()
    .replace(/\s*kg$/, '')
    .trim();
  if (!s) return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

export function formatDecimalBR(n: number, digits = 3): string {
  return n.toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: digits });
}
