import { type SQL, sql } from 'drizzle-orm';

/**
 * The business time zone: users read instants (analysis times) as wall-clock time in São Paulo, and a filter
 * day of an instant column means that day in São Paulo, whatever the server's or database's time zone.
 */
export const BUSINESS_TZ = 'America/Sao_Paulo';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/MM/yyyy HH:mm' in São Paulo. */
export function formatBusinessDateTime(d: Date): string {
  const p = Object.fromEntries(dateTime.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The instant a São Paulo day ('YYYY-MM-DD') starts, as SQL (offset days later with `plusDays`). */
export function businessDayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TZ})`;
}
