import { addDays } from '@domain/dates';
import { DEFAULT_TIME_ZONE, dayInZone, type WallClock, wallClockIn } from '@domain/time-zones';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Business time: users read instants (analysis times) as wall-clock time in a zone, and a filter day of an
 * instant column means that day in that zone, whatever the server's or database's time zone. Each restaurant
 * has its own zone (re_tb_restaurantes.des_fuso_horario); what is tied to no restaurant (the company's
 * filters, the schedulers' clock) keeps BUSINESS_TZ, São Paulo. Business days are 'YYYY-MM-DD' strings.
 */
export const BUSINESS_TZ = DEFAULT_TIME_ZONE;

/** The wall clock of an instant in a zone (month 1-12, hour 0-23). */
export type BusinessWallClock = WallClock;

/** What the zone's wall clock (default São Paulo) shows at an instant. */
export function businessWallClock(d: Date, zone: string = BUSINESS_TZ): BusinessWallClock {
  return wallClockIn(d, zone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'dd/MM/yyyy HH:mm' in a zone (default São Paulo). */
export function formatBusinessDateTime(d: Date, zone: string = BUSINESS_TZ): string {
  const w = businessWallClock(d, zone);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The business day ('YYYY-MM-DD') of an instant in a zone (default São Paulo). */
export function businessDayOf(d: Date, zone: string = BUSINESS_TZ): string {
  return dayInZone(d, zone);
}

/**
 * Today in a zone (a restaurant's; default São Paulo), 'YYYY-MM-DD': `businessToday(zone, now)`;
 * `businessToday(now)` is São Paulo's.
 */
export function businessToday(zone?: string | Date, now?: Date): string {
  if (zone instanceof Date) return businessDayOf(zone, BUSINESS_TZ);
  return businessDayOf(now ?? new Date(), zone ?? BUSINESS_TZ);
}

/** Yesterday in a zone (default São Paulo): the last whole business day there (same arguments as businessToday). */
export function businessYesterday(zone?: string | Date, now?: Date): string {
  return addDays(businessToday(zone, now), -1);
}

/** Days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The wall clock of an instant in a zone, read as if it were UTC (ms, whole seconds). */
function businessWallAsUtc(instant: number, zone: string): number {
  const w = businessWallClock(new Date(instant), zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The instant the zone's wall clock shows y-m-d h:00 (the zone's offset of that moment, DST or not). */
export function businessInstant(
  y: number,
  m: number,
  d: number,
  h: number,
  zone: string = BUSINESS_TZ,
): number {
  const wall = Date.UTC(y, m - 1, d, h);
  let instant = wall;
  // Two passes settle the offset even across a change of it.
  for (let i = 0; i < 2; i++) instant = wall - (businessWallAsUtc(instant, zone) - instant);
  return instant;
}

/** The instant a São Paulo day ('YYYY-MM-DD') starts, as SQL (offset days later with `plusDays`). */
export function businessDayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TZ})`;
}

/**
 * A restaurant's business day as SQL, from its zone column: the day of `now` in each zone of `zones`, plus
 * `plusDays` (-1: its yesterday), São Paulo's for a zone not listed. Computed here, not by the database: a
 * zone the runtime knows need not be in PostgreSQL's zone data.
 */
export function restaurantDaySql(zoneColumn: SQL, zones: readonly string[], now: Date, plusDays = 0): SQL {
  const dayIn = (zone: string) => addDays(businessToday(zone, now), plusDays);
  const fallback = dayIn(BUSINESS_TZ);
  const others = [...new Set(zones)].filter((z) => dayIn(z) !== fallback);
  if (!others.length) return sql`${fallback}::date`;
  const whens = others.map((z) => sql`when ${z} then ${dayIn(z)}::date`);
  return sql`(case ${zoneColumn} ${sql.join(whens, sql` `)} else ${fallback}::date end)`;
}
