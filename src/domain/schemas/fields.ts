import { z } from 'zod';
import { isDayInRange } from '../dates';

/**
 * The building blocks of every request schema, bounded to the column each value is stored in, so a value
 * the database would refuse (an integer past int4, a day PostgreSQL has not got) is refused by the schema
 * with the field's own message, never by the database.
 */

/** PostgreSQL `integer` (int4). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** PostgreSQL `smallint` (int2). */
export const INT2_MIN = -32_768;
export const INT2_MAX = 32_767;

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

/** numeric(12,3): a weight in kg. */
export const KG_MAX = 999_999_999.999;
/** numeric(18,4): a decimal parameter is below this in magnitude. */
export const PARAMETER_DECIMAL_LIMIT = 1e14;

/** What a refused day range issue carries (field-messages words it). */
export const DATE_RANGE_RULE = 'dateRange';

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

/** A UTF-16 surrogate without its pair: no character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text no field takes: NUL (PostgreSQL text cannot hold it) or a lone surrogate (no UTF-8 form). The server
 * refuses it in every string of every request, keys included.
 */
export function hasForbiddenCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** How deep a request's JSON may nest (the deepest body of the API has 3 levels). */
export const MAX_INPUT_DEPTH = 32;
