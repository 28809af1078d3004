/** `n` rounded to `digits` decimals (kg to 3, R$ to 2): what the API answers, as every reader rounds it. */
export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
