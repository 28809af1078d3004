/**
 * A numeric value as the database hands it over (text for `numeric`, a number from JSON or an integer
 * column), as a number; null (or absent) stays null.
 */
export const numericOrNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v);
