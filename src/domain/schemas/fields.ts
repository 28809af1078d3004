import { z } from 'zod';
import { isDayInRange } from '../dates';
import { DATE_RANGE_RULE, INT2_MAX, INT2_MIN, INT4_MAX, INT4_MIN } from '../limits';

/**
 * The building blocks of every request schema, bounded to the column each value is stored in, so a value
 * the database would refuse (an integer past int4, a day PostgreSQL has not got) is refused by the schema
 * with the field's own message, never by the database. The bounds themselves are in ../limits (no zod).
 */

/** An integer column (int4): every id, count and code of the API. */
export const int4 = z.int32();
/** A smallint column (a type or a flag). */
export const int2 = z.number().int().min(INT2_MIN).max(INT2_MAX);
/** A row id (serial): a positive int4. */
export const id = int4.positive();

/** An int4 sent as text (query strings, path parameters) or as a number: '12' → 12. */
export const coercedInt4 = z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
/** A row id sent as text or as a number. */
export const coercedId = coercedInt4.positive();

const inDateRange = (value: string) => isDayInRange(value.slice(0, 10));
/** The range is checked only on a well-formed day (a malformed one has its own message). */
const rangeCheck = {
  params: { rule: DATE_RANGE_RULE },
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** A day 'yyyy-MM-dd' of the calendar (2024-02-30 is refused) between DATE_MIN and DATE_MAX (dates.ts). */
export const isoDate = (params?: { error?: string }) => z.iso.date(params).refine(inDateRange, rangeCheck);

/** An instant (ISO 8601 with offset) of a day between DATE_MIN and DATE_MAX. */
export const isoDateTime = () => z.iso.datetime({ offset: true }).refine(inDateRange, rangeCheck);
