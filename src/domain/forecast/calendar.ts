/** Days as integers (days since 1970-01-01, UTC): the forecast compares and windows them without Date objects. */

/** 'yyyy-MM-dd' → its day number. */
export function dayNumber(iso: string): number {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * Day number → 'yyyy-MM-dd', by the civil-from-days arithmetic of the proleptic Gregorian calendar (H. Hinnant's
 * algorithm): the forecast converts thousands of days a request, and a Date and its ISO string cost more.
 */
export function isoOfDay(dn: number): string {
  if (!Number.isInteger(dn)) throw new RangeError(`dia inválido: ${dn}`);
  const z = dn + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${pad2(m)}-${pad2(d)}`;
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
