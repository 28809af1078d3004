import {
  asText,
  CR,
  ETX,
  frameSplitter,
  LF,
  readNumber,
  type ScaleParser,
  type ScaleReading,
  STX,
  toKg,
  unitOf,
  weighed,
} from './reading';

const PESO = /(\S?)\s*PESO[^:\d]*:\s*(-?)\s*([\d.,]+)\s*(kg|g)\b/i;
const N0 = /N0\s*(-?)\s*([\d.,]+)\s*(kg|g)\b/i;

/**
 * Urano scales (POP, UDC lines), request/response: the host sends ENQ and the scale answers a text line
 * such as 'STX … * PESO: 5,10kg … ETX' (or 'N0 1,234kg'): the weight with a decimal comma and its unit ('kg'
 * or 'g'). In the 'PESO' form the character before 'PESO' is '*' when the weight is stable and blank while
 * it moves; a '-' before the number is a negative weight; 'SSSSS' (or 'SOBRECARGA') is an overload and
 * 'IIIII' a weight in motion.
 */
export function uranoParser(): ScaleParser {
  return frameSplitter(STX, [ETX, CR, LF], (body) => uranoFrame(asText(body)));
}

function uranoFrame(text: string): ScaleReading | null {
  if (/S{3,}|SOBRECARGA/i.test(text)) return { status: 'overload', kg: null, unit: 'kg' };
  const peso = PESO.exec(text);
  const n0 = peso ? null : N0.exec(text);
  const [sign, digits, unitText, stable] = peso
    ? [peso[2], peso[3], peso[4], peso[1] === '*']
    : n0
      ? [n0[1], n0[2], n0[3], true]
      : [null, null, null, false];
  if (digits === null) return /I{3,}/.test(text) ? { status: 'unstable', kg: null, unit: 'kg' } : null;
  const unit = unitOf(unitText) ?? 'kg';
  const value = readNumber(digits, 0);
  if (value === null) return { status: 'error', kg: null, unit };
  return weighed(toKg(sign === '-' ? -value : value, unit), unit, stable);
}
