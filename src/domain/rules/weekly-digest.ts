/**
 * The weekly digest's calendar: weeks run Monday to Sunday; a unit's digest of a week is due from Monday
 * 07:00 of the following week, in the unit's own time zone.
 */
import { addDays, mondayOf, weekday } from '../dates';

/** The local hour on Monday from which last week's digest is sent. */
export const DIGEST_HOUR = 7;

export function isMonday(iso: string): boolean {
  return weekday(iso) === 1;
}

/** The week (its Monday) whose digest is the latest one due at a local day and hour: last week from Monday 07:00. */
export function dueDigestWeek(localDay: string, localHour: number): string {
  const monday = mondayOf(localDay);
  return addDays(monday, localDay === monday && localHour < DIGEST_HOUR ? -14 : -7);
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
