/**
 * What a scale reports, whatever its protocol: a status, the weight in kg (null when the scale gives none)
 * and the unit the scale works in. Every parser of this folder is incremental: it is fed the bytes as they
 * arrive (a frame may be split across chunks, and noise may come between frames) and returns the readings
 * of the frames completed by that chunk.
 */

export type ScaleStatus = 'stable' | 'unstable' | 'zero' | 'negative' | 'overload' | 'error';

export type ScaleUnit = 'kg' | 'g' | 'mg' | 'lb' | 'oz' | 't';

export interface ScaleReading {
  status: ScaleStatus;
  /** The weight in kg; null when the scale sent none (unstable, overload, error…). */
  kg: number | null;
  unit: ScaleUnit;
}

export interface ScaleParser {
  /** The readings of the frames this chunk completes (usually zero or one). */
  push(chunk: Uint8Array): ScaleReading[];
  /** Drops a half-received frame (after a reconnect). */
  reset(): void;
}

export const STX = 0x02;
export const ETX = 0x03;
export const ENQ = 0x05;
export const CR = 0x0d;
export const LF = 0x0a;

const TO_KG: Record<ScaleUnit, number> = {
  kg: 1,
  g: 0.001,
  mg: 0.000001,
  lb: 0.45359237,
  oz: 0.028349523125,
  t: 1000,
};

/** A weight in `unit` as kg, rounded to the gram's thousandth (3 decimals of kg are what is stored). */
export function toKg(value: number, unit: ScaleUnit): number {
  return Math.round(value * TO_KG[unit] * 1e6) / 1e6;
}

/** A unit as text ('kg', 'G', 'lbs'…), or null when unknown. */
export function unitOf(text: string | null | undefined): ScaleUnit | null {
  const t = (text ?? '').trim().toLowerCase();
  if (t === 'kg') return 'kg';
  if (t === 'g') return 'g';
  if (t === 'mg') return 'mg';
  if (t === 'lb' || t === 'lbs') return 'lb';
  if (t === 'oz') return 'oz';
  if (t === 't') return 't';
  return null;
}

/** A reading of a weight: 'zero' at 0, 'negative' below it, otherwise the given status. */
export function weighed(kg: number, unit: ScaleUnit, stable: boolean): ScaleReading {
  if (kg < 0) return { status: 'negative', kg, unit };
  if (stable && kg === 0) return { status: 'zero', kg, unit };
  return { status: stable ? 'stable' : 'unstable', kg, unit };
}

/**
 * A number as a scale prints it: digits with an optional sign, '.' or ',' as the decimal mark and spaces;
 * without a mark, `decimals` implied decimals ('01234', 3 → 1.234). Null when it is not a number.
 */
export function readNumber(text: string, decimals: number): number | null {
  const s = text.replace(/\s+/g, '');
  const m = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(s);
  if (!m || (!m[2] && !m[3])) return null;
  const sign = m[1] === '-' ? -1 : 1;
  if (m[3] !== undefined) return sign * Number(`${m[2] || '0'}.${m[3] || '0'}`);
  return (sign * Number(m[2])) / 10 ** decimals;
}

const decoder = new TextDecoder('latin1');
/** Bytes as text, one char per byte (the scales speak ASCII). */
export const asText = (bytes: Uint8Array): string => decoder.decode(bytes);

/**
 * Splits a byte stream into frames: bytes after `start` (or from any byte when `start` is null) up to one of
 * `ends`; noise outside frames is dropped, a new start inside a frame restarts it, and a frame longer than
 * `max` bytes is dropped (a line that never ends). `onFrame` gets the frame's body and the byte that ended it.
 */
export function frameSplitter(
  start: number | null,
  ends: readonly number[],
  onFrame: (body: Uint8Array, end: number) => ScaleReading | null,
  max = 128,
): ScaleParser {
  let buffer: number[] = [];
  let inside = start === null;
  return {
    push(chunk) {
      const out: ScaleReading[] = [];
      for (const byte of chunk) {
        if (start !== null && byte === start) {
          buffer = [];
          inside = true;
          continue;
        }
        if (!inside) continue;
        if (ends.includes(byte)) {
          if (buffer.length) {
            const reading = onFrame(Uint8Array.from(buffer), byte);
            if (reading) out.push(reading);
          }
          buffer = [];
          inside = start === null;
          continue;
        }
        buffer.push(byte);
        if (buffer.length > max) {
          buffer = [];
          inside = start === null;
        }
      }
      return out;
    },
    reset() {
      buffer = [];
      inside = start === null;
    },
  };
}
