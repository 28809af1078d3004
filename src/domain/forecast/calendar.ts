/** Days as integers (days since 1970-01-01, UTC): the forecast compares and windows them without Date objects. */

/** 'yyyy-MM-dd' → its day number. */
export function dayNumber(iso: string): number {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/** Day number → 'yyyy-MM-dd'. */
export function isoOfDay(dn: number): string {
  return new Date(dn * 86_400_000).toISOString().slice(0, 10);
}

/** Day of the week of a day number: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(dn: number): number {
  return (((dn + 4) % 7) + 7) % 7;
}

/** 'yyyy-MM-dd' → 'dd/MM' (the explanation's short day). */
export function shortBr(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

/** Index of the first element dated on or after day `dn` in a list sorted by day. */
export function firstOnOrAfter(list: readonly { dn: number }[], dn: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].dn < dn) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
