import { continuousParser, DEFAULT_CONTINUOUS_PATTERN } from '@domain/scale/continuous';
import { filizolaParser } from '@domain/scale/filizola';
import { hidPosParser, hidPosReading } from '@domain/scale/hid-pos';
import {
  continuousFormatOf,
  parserFor,
  pollRequest,
  protocolDefaults,
  serialOptions,
} from '@domain/scale/protocols';
import type { ScaleParser, ScaleReading } from '@domain/scale/reading';
import { toledoParser } from '@domain/scale/toledo';
import { uranoParser } from '@domain/scale/urano';
import { describe, expect, it } from 'vitest';

const STX = '\x02';
const ETX = '\x03';
const CR = '\r';
const bytes = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

/** Feeds the stream in chunks of the given sizes (cycled), collecting every reading. */
function feed(
  parser: ScaleParser,
  stream: string,
  sizes: readonly number[] = [stream.length],
): ScaleReading[] {
  const data = bytes(stream);
  const out: ScaleReading[] = [];
  let i = 0;
  let k = 0;
  while (i < data.length) {
    const n = Math.max(1, sizes[k++ % sizes.length]);
    out.push(...parser.push(data.subarray(i, i + n)));
    i += n;
  }
  return out;
}

/** Every way to cut the stream in two, plus byte by byte: the readings never depend on the chunks. */
function everySplit(make: () => ScaleParser, stream: string): ScaleReading[] {
  const whole = feed(make(), stream);
  for (let cut = 1; cut < stream.length; cut++)
    expect(feed(make(), stream, [cut, stream.length])).toEqual(whole);
  expect(feed(make(), stream, [1])).toEqual(whole);
  return whole;
}

describe('Toledo (ENQ → STX PPPPP ETX, and P03)', () => {
  it('reads the weight in grams, and the status words', () => {
    const stream = `${STX}IIIII${ETX}${STX}01234${ETX}${STX}00000${ETX}${STX}NNNNN${ETX}${STX}SSSSS${ETX}`;
    expect(everySplit(toledoParser, stream)).toEqual([
      { status: 'unstable', kg: null, unit: 'kg' },
      { status: 'stable', kg: 1.234, unit: 'kg' },
      { status: 'zero', kg: 0, unit: 'kg' },
      { status: 'negative', kg: null, unit: 'kg' },
      { status: 'overload', kg: null, unit: 'kg' },
    ]);
  });

  it('drops noise between frames and a frame cut by a new STX; six digits above 30 kg; a decimal mark', () => {
    const stream = `\x00\xffzz${STX}012${STX}031500${ETX}garbage${ETX}${STX}2.500${ETX}${STX}CCCCC${ETX}`;
    expect(everySplit(toledoParser, stream)).toEqual([
      { status: 'stable', kg: 31.5, unit: 'kg' },
      { status: 'stable', kg: 2.5, unit: 'kg' },
      { status: 'error', kg: null, unit: 'kg' },
    ]);
  });

  it('P03: decimals from SWA, sign, motion, range and unit from SWB', () => {
    // SWA 0x25: bits 0–2 = 5 → 3 decimals. SWB 0x30: kg, stable; 0x38 in motion; 0x32 negative; 0x34 out of range.
    const frame = (swb: number, weight: string) =>
      `${STX}\x25${String.fromCharCode(swb)}\x20${weight}000000${CR}`;
    const stream =
      frame(0x38, '001200') +
      frame(0x30, '001250') +
      frame(0x32, '000100') +
      frame(0x34, '999999') +
      frame(0x20, '001000');
    expect(everySplit(toledoParser, stream)).toEqual([
      { status: 'unstable', kg: 1.2, unit: 'kg' },
      { status: 'stable', kg: 1.25, unit: 'kg' },
      { status: 'negative', kg: -0.1, unit: 'kg' },
      { status: 'overload', kg: null, unit: 'kg' },
      { status: 'stable', kg: 0.453592, unit: 'lb' },
    ]);
  });
});

describe('Filizola (ENQ → STX PPPPP ETX)', () => {
  it('reads IIIII, a weight, NNNNN, SSSSS, across any split and noise', () => {
    const stream = `${STX}II${STX}IIIII${ETX}\x05\x05${STX}01500${ETX}${STX}NNNNN${ETX}..${STX}SSSSS${ETX}${STX}00000${ETX}`;
    expect(everySplit(filizolaParser, stream)).toEqual([
      { status: 'unstable', kg: null, unit: 'kg' },
      { status: 'stable', kg: 1.5, unit: 'kg' },
      { status: 'negative', kg: null, unit: 'kg' },
      { status: 'overload', kg: null, unit: 'kg' },
      { status: 'zero', kg: 0, unit: 'kg' },
    ]);
  });
});

describe('Urano (ENQ → text line with PESO)', () => {
  it('stable with *, in motion without it, negative, grams, overload', () => {
    const stream =
      `${STX}\x1bT1  PESO: 5,10kg\x1bE${ETX}` +
      `${STX}\x1bT1 * PESO: 5,10kg\x1bE${ETX}` +
      `noise${STX} * PESO: -0,250kg${ETX}` +
      `${STX} * PESO: 850g${ETX}` +
      `${STX}N0 1,234kg${ETX}` +
      `${STX}SSSSS${ETX}`;
    expect(everySplit(uranoParser, stream)).toEqual([
      { status: 'unstable', kg: 5.1, unit: 'kg' },
      { status: 'stable', kg: 5.1, unit: 'kg' },
      { status: 'negative', kg: -0.25, unit: 'kg' },
      { status: 'stable', kg: 0.85, unit: 'g' },
      { status: 'stable', kg: 1.234, unit: 'kg' },
      { status: 'overload', kg: null, unit: 'kg' },
    ]);
  });
});

describe('continuous output, configured format', () => {
  it('the default pattern: lines with a stable mark, a unit change, noise lines ignored', () => {
    const parser = () =>
      continuousParser({ pattern: DEFAULT_CONTINUOUS_PATTERN, stableMark: 'ST', decimals: 3, unit: 'kg' });
    const stream =
      'US,GS,  1.250kg\r\nST,GS,  1.250kg\r\nhello\r\nST,GS,   850 g\r\nST,GS, -0.100kg\r\nST,GS,  0.000kg\n';
    expect(everySplit(parser, stream)).toEqual([
      { status: 'unstable', kg: 1.25, unit: 'kg' },
      { status: 'stable', kg: 1.25, unit: 'kg' },
      { status: 'stable', kg: 0.85, unit: 'g' },
      { status: 'negative', kg: -0.1, unit: 'kg' },
      { status: 'zero', kg: 0, unit: 'kg' },
    ]);
  });

  it('implied decimals, a fixed unit, every line stable without a mark', () => {
    const parser = () =>
      continuousParser({ pattern: 'W(\\d{6})', stableMark: null, decimals: 2, unit: 'lb' });
    expect(everySplit(parser, 'W001050\rxx\rW000000\r')).toEqual([
      { status: 'stable', kg: 4.76272, unit: 'lb' },
      { status: 'zero', kg: 0, unit: 'lb' },
    ]);
  });
});

describe('USB HID POS scale (usage page 0x8D)', () => {
  const report = (status: number, unit: number, exp: number, weight: number) =>
    Uint8Array.of(status, unit, exp & 0xff, weight & 0xff, weight >> 8);

  it('status, unit, exponent and weight', () => {
    expect(hidPosReading(report(4, 3, -3, 1234))).toEqual({ status: 'stable', kg: 1.234, unit: 'kg' });
    expect(hidPosReading(report(4, 2, 0, 850))).toEqual({ status: 'stable', kg: 0.85, unit: 'g' });
    expect(hidPosReading(report(3, 2, 0, 300))).toEqual({ status: 'unstable', kg: 0.3, unit: 'g' });
    expect(hidPosReading(report(2, 3, -3, 0))).toEqual({ status: 'zero', kg: 0, unit: 'kg' });
    expect(hidPosReading(report(5, 2, 0, 20))).toEqual({ status: 'negative', kg: -0.02, unit: 'g' });
    expect(hidPosReading(report(6, 3, -3, 0))).toEqual({ status: 'overload', kg: null, unit: 'kg' });
    expect(hidPosReading(report(1, 3, -3, 0))).toEqual({ status: 'error', kg: null, unit: 'kg' });
    expect(hidPosReading(report(4, 12, -1, 25))).toEqual({ status: 'stable', kg: 1.133981, unit: 'lb' });
    expect(hidPosReading(report(4, 11, -1, 100))).toEqual({ status: 'stable', kg: 0.283495, unit: 'oz' });
    expect(hidPosReading(Uint8Array.of(4, 3))).toBeNull();
  });

  it('the parser takes reports with or without the report id, and a unit change between reports', () => {
    const p = hidPosParser();
    expect(p.push(Uint8Array.of(3, ...report(4, 3, -3, 500)))).toEqual([
      { status: 'stable', kg: 0.5, unit: 'kg' },
    ]);
    expect(p.push(report(4, 2, 0, 500))).toEqual([{ status: 'stable', kg: 0.5, unit: 'g' }]);
  });
});

describe('protocol settings', () => {
  it('defaults per protocol, the poll request and the serial options', () => {
    expect(protocolDefaults('TOLEDO')).toMatchObject({
      numBaudRate: 9600,
      numDataBits: 8,
      tipParidade: 'none',
      numStopBits: 1,
    });
    expect(protocolDefaults('HID').numBaudRate).toBeNull();
    expect(protocolDefaults('CONTINUO').desPadraoContinuo).toBe(DEFAULT_CONTINUOUS_PATTERN);
    expect(pollRequest({ tipProtocolo: 'FILIZOLA' })).toEqual(Uint8Array.of(5));
    expect(pollRequest({ tipProtocolo: 'CONTINUO' })).toBeNull();
    expect(
      serialOptions({ tipProtocolo: 'URANO', numBaudRate: 4800, tipParidade: 'even', numDataBits: 7 }),
    ).toEqual({
      baudRate: 4800,
      dataBits: 7,
      parity: 'even',
      stopBits: 1,
    });
    expect(parserFor({ tipProtocolo: 'MANUAL' })).toBeNull();
    expect(parserFor(null)).toBeNull();
    expect(
      continuousFormatOf({ tipProtocolo: 'CONTINUO', numCasasDecimais: 1, tipUnidade: 'g' }),
    ).toMatchObject({ decimals: 1, unit: 'g' });
  });
});
