/**
 * Time zones of the restaurants (IANA names). Each restaurant's zone (desFusoHorario, default São Paulo)
 * says which calendar day an instant is there: 'today' of an entry, the day of a weighing, the routines' days.
 */

/** The zone of a restaurant that has none, and of everything not tied to a restaurant. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Brazil's zones, listed first in the pickers. */
export const BRAZIL_TIME_ZONES: readonly string[] = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Cuiaba',
  'America/Belem',
  'America/Fortaleza',
  'America/Recife',
  'America/Bahia',
  'America/Porto_Velho',
  'America/Rio_Branco',
  'America/Noronha',
  'America/Boa_Vista',
  'America/Campo_Grande',
  'America/Araguaina',
  'America/Maceio',
  'America/Santarem',
];

let known: Set<string> | null = null;

function supportedZones(): readonly string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
}

/** Every zone the pickers offer: Brazil's first, then the others in alphabetical order. */
export function timeZoneChoices(): string[] {
  const brazil = new Set(BRAZIL_TIME_ZONES);
  const others = [...new Set([...supportedZones(), 'UTC'])].filter((z) => !brazil.has(z)).sort();
  return [...BRAZIL_TIME_ZONES, ...others];
}

/** Whether `zone` is an IANA zone name this runtime knows, spelled exactly (case included). */
export function isTimeZone(zone: string): boolean {
  if (!known) known = new Set(timeZoneChoices());
  if (known.has(zone)) return true;
  try {
    // Links (America/Buenos_Aires…) are zones too; their canonical name must read the same.
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone === zone;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone (month 1-12, hour 0-23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  return f;
}

/** The part of the Temporal API read here (structural: the domain imports no DOM or polyfill types). */
interface TemporalLike {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): WallClock } };
}

/**
 * The runtime's Temporal, where it has one (current browsers; not Node 20). Reading a wall clock with it skips
 * building the first Intl.DateTimeFormat, which loads ICU's date formatting data: about 300 ms on a slow tablet,
 * one long task at the start of every entry screen, against a few milliseconds.
 */
const runtimeTemporal = (): TemporalLike | undefined => (globalThis as { Temporal?: TemporalLike }).Temporal;

function wallClockTemporal(temporal: TemporalLike, d: Date, zone: string): WallClock {
  const instant = temporal.Instant.fromEpochMilliseconds(d.getTime());
  let z: WallClock;
  try {
    z = instant.toZonedDateTimeISO(zone || DEFAULT_TIME_ZONE);
  } catch {
    z = instant.toZonedDateTimeISO(DEFAULT_TIME_ZONE);
  }
  return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute, second: z.second };
}

/** What the zone's wall clock shows at an instant (an unknown zone reads as the default one). */
export function wallClockIn(d: Date, zone: string = DEFAULT_TIME_ZONE): WallClock {
  const temporal = runtimeTemporal();
  if (temporal) return wallClockTemporal(temporal, d, zone);
  let f: Intl.DateTimeFormat;
  try {
    f = formatOf(zone || DEFAULT_TIME_ZONE);
  } catch {
    f = formatOf(DEFAULT_TIME_ZONE);
  }
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day ('YYYY-MM-DD') of an instant in a zone. */
export function dayInZone(d: Date, zone: string = DEFAULT_TIME_ZONE): string {
  const w = wallClockIn(d, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}
