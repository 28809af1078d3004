import {
  asText,
  CR,
  ETX,
  frameSplitter,
  LF,
  readNumber,
  type ScaleParser,
  type ScaleUnit,
  STX,
  toKg,
  unitOf,
  weighed,
} from './reading';

/**
 * A scale that streams its weight by itself, one line (or STX…ETX frame) after another, in a format set per
 * scale in the scale register:
 * - `pattern`: a regular expression tried on each line; its named group `peso` (or else its first group)
 *   is the weight, an optional named group `unidade` the unit shown ('kg', 'g', 'lb', 'oz');
 * - `stableMark`: a text the line holds when the weight is stable (e.g. 'ST'); without one every line is
 *   taken as stable;
 * - `decimals`: the implied decimals of a weight printed without a decimal mark nor unit ('01234', 3 →
 *   1,234; '850 g' is 850 g);
 * - `unit`: the unit when the line does not say.
 * A line the pattern does not match is ignored (noise, other lines of a printout).
 */
export interface ContinuousFormat {
  pattern: string;
  stableMark?: string | null;
  decimals: number;
  unit: ScaleUnit;
}

/** The pattern of a new continuous scale: a signed number, then an optional unit. */
export const DEFAULT_CONTINUOUS_PATTERN = '(?<peso>[+-]?\\s*\\d+(?:[.,]\\d+)?)\\s*(?<unidade>kg|g|lb|oz)?';

/** The message of a pattern that is not a valid regular expression, or null when it is fine. */
export function continuousPatternError(pattern: string): string | null {
  try {
    new RegExp(pattern, 'i');
    return null;
  } catch {
    return 'Padrão do formato contínuo inválido: use uma expressão regular com o grupo (?<peso>…).';
  }
}

export function continuousParser(format: ContinuousFormat): ScaleParser {
  const regex = new RegExp(format.pattern, 'i');
  const mark = format.stableMark?.trim() ? format.stableMark.trim().toLowerCase() : null;
  return frameSplitter(null, [CR, LF, ETX], (body) => {
    const line = asText(body.filter((b) => b !== STX));
    const m = regex.exec(line);
    if (!m) return null;
    const digits = m.groups?.peso ?? m[1];
    if (digits === undefined) return null;
    const shown = unitOf(m.groups?.unidade);
    const unit = shown ?? format.unit;
    const value = readNumber(digits, shown ? 0 : format.decimals);
    if (value === null) return { status: 'error', kg: null, unit };
    const stable = mark === null || line.toLowerCase().includes(mark);
    return weighed(toKg(value, unit), unit, stable);
  });
}
