import { addDays } from '@domain/rules/appointments';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The business time zone: users read instants (analysis times) as wall-clock time in São Paulo, and a filter
 * day of an instant column means that day in São Paulo, whatever the server's or database's time zone.
 * Business days are 'YYYY-MM-DD' strings of that zone.
 */
export const BUSINESS_TZ = 'America/Sao_Paulo';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TZ,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The wall clock of an instant in São Paulo (month 1-12, hour 0-23). */
export interface BusinessWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What São Paulo's wall clock shows at an instant. */
export function businessWallClock(d: Date): BusinessWallClock {
  const p = Object.fromEntries(wallClock.formatToParts(d).map((x) => [x.type, Number(x.value)]));
  return {
    year: p.year,
    month: p.month,
    day: p.day,
    hour: p.hour,
    minute: p.minute,
    second: p.second,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'dd/MM/yyyy HH:mm' in São Paulo. */
export function formatBusinessDateTime(d: Date): string {
  const w = businessWallClock(d);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The São Paulo business day ('YYYY-MM-DD') of an instant. */
export function businessDayOf(d: Date): string {
  const w = businessWallClock(d);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Today in São Paulo, 'YYYY-MM-DD'. */
export const businessToday = (now = new Date()): string => businessDayOf(now);

/** Yesterday in São Paulo: the last whole business day. */
export const businessYesterday = (now = new Date()): string => addDays(businessToday(now), -1);

/** Days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The wall clock of an instant in São Paulo, read as if it were UTC (ms, whole seconds). */
function businessWallAsUtc(instant: number): number {
  const w = businessWallClock(new Date(instant));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The instant São Paulo's wall clock shows y-m-d h:00 (the zone's offset of that moment, DST or not). */
export function businessInstant(y: number, m: number, d: number, h: number): number {
  const wall = Date.UTC(y, m - 1, d, h);
  let instant = wall;
  // Two passes settle the offset even across a change of it.
  for (let i = 0; i < 2; i++) instant = wall - (businessWallAsUtc(instant) - instant);
  return instant;
}

/** The instant a São Paulo day ('YYYY-MM-DD') starts, as SQL (offset days later with `plusDays`). */
export function businessDayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TZ})`;
}
