/**
 * The bounds of the columns and of the input, shared by the request schemas (schemas/fields), the rules and
 * the server. No zod here: the client's entry screens read these without loading the validation library.
 */

/** PostgreSQL `integer` (int4). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** PostgreSQL `smallint` (int2). */
export const INT2_MIN = -32_768;
export const INT2_MAX = 32_767;

/** numeric(12,3): a weight in kg. */
export const KG_MAX = 999_999_999.999;
/** numeric(18,4): a decimal parameter is below this in magnitude. */
export const PARAMETER_DECIMAL_LIMIT = 1e14;

/** What a refused day range issue carries (field-messages words it). */
export const DATE_RANGE_RULE = 'dateRange';

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
