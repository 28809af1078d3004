import type { ScaleParser, ScaleReading, ScaleUnit } from './reading';
import { toKg, weighed } from './reading';

/** The HID usage page of point-of-sale scales (HID Usage Tables, "Scale" page). */
export const HID_SCALE_USAGE_PAGE = 0x8d;

/** HID POS weight units (Scale page, "Weight Unit" selectors); the others (carats, grains…) are not weights we keep. */
const HID_UNITS: Record<number, ScaleUnit> = { 1: 'mg', 2: 'g', 3: 'kg', 8: 't', 11: 'oz', 12: 'lb' };

/**
 * One input report of a USB HID POS scale (usage page 0x8D), as WebHID gives it (without the report id):
 * status, unit, exponent (int8, the power of ten of the weight), weight (uint16, little endian).
 * Status: 1 fault, 2 stable at zero, 3 in motion, 4 stable, 5 under zero, 6 overweight, 7 needs calibration,
 * 8 needs re-zeroing. Null when the report is too short.
 */
export function hidPosReading(report: Uint8Array): ScaleReading | null {
  if (report.length < 5) return null;
  const [status, unitCode] = report;
  const exponent = (report[2] << 24) >> 24;
  const raw = report[3] | (report[4] << 8);
  const unit = HID_UNITS[unitCode] ?? 'kg';
  const known = unitCode in HID_UNITS;
  const kg = toKg(raw * 10 ** exponent, unit);
  switch (status) {
    case 2:
      return { status: 'zero', kg: 0, unit };
    case 3:
      return known ? { status: 'unstable', kg, unit } : { status: 'unstable', kg: null, unit };
    case 4:
      return known ? weighed(kg, unit, true) : { status: 'error', kg: null, unit };
    case 5:
      return { status: 'negative', kg: known ? -kg : null, unit };
    case 6:
      return { status: 'overload', kg: null, unit };
    default:
      return { status: 'error', kg: null, unit };
  }
}

/**
 * The reports as a parser: each chunk is one input report (5 bytes; 6 when it still starts with the report
 * id 3 of the "Scale Data Report"), so nothing spans chunks.
 */
export function hidPosParser(): ScaleParser {
  return {
    push(chunk) {
      const report = chunk.length >= 6 && chunk[0] === 3 ? chunk.subarray(1) : chunk;
      const reading = hidPosReading(report);
      return reading ? [reading] : [];
    },
    reset() {},
  };
}
