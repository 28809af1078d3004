import {
  asText,
  CR,
  ETX,
  frameSplitter,
  readNumber,
  type ScaleParser,
  type ScaleReading,
  type ScaleUnit,
  STX,
  toKg,
  weighed,
} from './reading';
import { retailWeightField } from './retail-frame';

/**
 * Toledo retail scales (Prix line). Two frames are understood, as the scale is set up:
 * - "protocolo B" (request/response): ENQ → STX PPPPP ETX, the weight in grams or a status word
 *   (see retailWeightField: IIIII unstable, NNNNN negative, SSSSS overload);
 * - "P03" (continuous or on request): STX SWA SWB SWC IIIIII TTTTTT CR [checksum], where SWA bits 0–2 give
 *   the decimal point (3 → 1 decimal … 5 → 3 decimals, 6 → 4), and SWB bit 1 the sign (negative), bit 2 out of
 *   range (overload), bit 3 motion (unstable), bit 4 the unit (1 kg, 0 lb).
 */
export function toledoParser(): ScaleParser {
  return frameSplitter(STX, [ETX, CR], (body, end) => {
    const text = asText(body);
    if (end === CR && body.length === 15) return p03(body);
    return retailWeightField(end === CR ? text.replace(/kg/i, '') : text);
  });
}

const P03_DECIMALS: Record<number, number> = { 2: 0, 3: 1, 4: 2, 5: 3, 6: 4 };

function p03(body: Uint8Array): ScaleReading | null {
  const swa = body[0];
  const swb = body[1];
  const unit: ScaleUnit = swb & 0x10 ? 'kg' : 'lb';
  const decimals = P03_DECIMALS[swa & 0x07];
  if (decimals === undefined) return { status: 'error', kg: null, unit };
  if (swb & 0x04) return { status: 'overload', kg: null, unit };
  const value = readNumber(asText(body.subarray(3, 9)), decimals);
  if (value === null) return { status: 'error', kg: null, unit };
  const kg = toKg(swb & 0x02 ? -value : value, unit);
  return weighed(kg, unit, !(swb & 0x08));
}
