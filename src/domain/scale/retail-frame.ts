import { readNumber, type ScaleReading, toKg, weighed } from './reading';

/**
 * The weight field of the Brazilian retail scales' request/response exchange (Toledo "protocolo B", Filizola):
 * the host sends ENQ, the scale answers STX, five (six above 30 kg) characters and ETX. The characters are
 * the weight in grams ('01234' = 1,234 kg) or, with a decimal mark, in kg; or a repeated status letter:
 * 'IIIII' unstable, 'NNNNN' negative, 'SSSSS' overload (above the capacity); Toledo also answers 'CCCCC'
 * while it captures its initial zero and 'EEEEE' for a calibration error.
 */
export function retailWeightField(field: string, decimals = 3): ScaleReading | null {
  const text = field.trim();
  if (!text) return null;
  const letter = /^([A-Za-z])\1*$/.exec(text)?.[1]?.toUpperCase();
  if (letter === 'I') return { status: 'unstable', kg: null, unit: 'kg' };
  if (letter === 'N') return { status: 'negative', kg: null, unit: 'kg' };
  if (letter === 'S') return { status: 'overload', kg: null, unit: 'kg' };
  if (letter) return { status: 'error', kg: null, unit: 'kg' };
  const value = readNumber(text, decimals);
  if (value === null) return { status: 'error', kg: null, unit: 'kg' };
  return weighed(toKg(value, 'kg'), 'kg', true);
}
