import { type ContinuousFormat, continuousParser, DEFAULT_CONTINUOUS_PATTERN } from './continuous';
import { filizolaParser } from './filizola';
import { hidPosParser } from './hid-pos';
import { ENQ, type ScaleParser, type ScaleUnit } from './reading';
import { toledoParser } from './toledo';
import { uranoParser } from './urano';

/**
 * How a scale of the register talks to the browser (tipProtocolo): MANUAL (the weight is typed), the
 * request/response of Brazilian retail scales over Web Serial (TOLEDO, FILIZOLA, URANO), a continuous
 * output with a configured format (CONTINUO, Web Serial) or a USB HID POS scale (HID, WebHID).
 */
export const PROTOCOLOS = ['MANUAL', 'TOLEDO', 'FILIZOLA', 'URANO', 'CONTINUO', 'HID'] as const;
export type Protocolo = (typeof PROTOCOLOS)[number];

export const PARIDADES = ['none', 'even', 'odd'] as const;
export type Paridade = (typeof PARIDADES)[number];
export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;
export const UNIDADES: readonly ScaleUnit[] = ['kg', 'g', 'lb', 'oz'];

/** A scale's reading settings, as the register keeps them (all optional: a scale without them is MANUAL). */
export interface ScaleSettings {
  tipProtocolo?: string | null;
  numBaudRate?: number | null;
  numDataBits?: number | null;
  tipParidade?: string | null;
  numStopBits?: number | null;
  desPadraoContinuo?: string | null;
  desMarcaEstavel?: string | null;
  numCasasDecimais?: number | null;
  tipUnidade?: string | null;
}

/** The settings a protocol starts with when it is chosen (its makers' factory defaults). */
export function protocolDefaults(
  protocolo: Protocolo,
): Required<ScaleSettings> & { tipProtocolo: Protocolo } {
  const none = {
    numBaudRate: null,
    numDataBits: null,
    tipParidade: null,
    numStopBits: null,
    desPadraoContinuo: null,
    desMarcaEstavel: null,
    numCasasDecimais: null,
    tipUnidade: null,
  };
  const serial8n1 = { numBaudRate: 9600, numDataBits: 8, tipParidade: 'none', numStopBits: 1 };
  switch (protocolo) {
    case 'TOLEDO':
    case 'FILIZOLA':
    case 'URANO':
      return { ...none, ...serial8n1, tipProtocolo: protocolo, numCasasDecimais: 3, tipUnidade: 'kg' };
    case 'CONTINUO':
      return {
        ...none,
        ...serial8n1,
        tipProtocolo: protocolo,
        desPadraoContinuo: DEFAULT_CONTINUOUS_PATTERN,
        desMarcaEstavel: 'ST',
        numCasasDecimais: 3,
        tipUnidade: 'kg',
      };
    default:
      return { ...none, tipProtocolo: protocolo };
  }
}

export const protocoloOf = (s: ScaleSettings | null | undefined): Protocolo =>
  (PROTOCOLOS as readonly string[]).includes(s?.tipProtocolo ?? '')
    ? (s!.tipProtocolo as Protocolo)
    : 'MANUAL';

/** Whether the weight is read through Web Serial, WebHID, or typed. */
export function transportOf(s: ScaleSettings | null | undefined): 'serial' | 'hid' | null {
  const p = protocoloOf(s);
  if (p === 'MANUAL') return null;
  return p === 'HID' ? 'hid' : 'serial';
}

/** The request a polled protocol sends (ENQ), or null for the ones that stream by themselves. */
export function pollRequest(s: ScaleSettings | null | undefined): Uint8Array | null {
  const p = protocoloOf(s);
  return p === 'TOLEDO' || p === 'FILIZOLA' || p === 'URANO' ? Uint8Array.of(ENQ) : null;
}

/** The serial line settings (Web Serial's SerialOptions), with each protocol's defaults for what is blank. */
export function serialOptions(s: ScaleSettings): {
  baudRate: number;
  dataBits: 7 | 8;
  parity: Paridade;
  stopBits: 1 | 2;
} {
  const d = protocolDefaults(protocoloOf(s));
  const parity = (PARIDADES as readonly string[]).includes(s.tipParidade ?? '')
    ? (s.tipParidade as Paridade)
    : ((d.tipParidade as Paridade | null) ?? 'none');
  return {
    baudRate: s.numBaudRate ?? d.numBaudRate ?? 9600,
    dataBits: (s.numDataBits ?? d.numDataBits) === 7 ? 7 : 8,
    parity,
    stopBits: (s.numStopBits ?? d.numStopBits) === 2 ? 2 : 1,
  };
}

/** The continuous format of a scale's settings (defaults for what is blank). */
export function continuousFormatOf(s: ScaleSettings): ContinuousFormat {
  return {
    pattern: s.desPadraoContinuo?.trim() || DEFAULT_CONTINUOUS_PATTERN,
    stableMark: s.desMarcaEstavel ?? null,
    decimals: s.numCasasDecimais ?? 3,
    unit: (UNIDADES as readonly string[]).includes(s.tipUnidade ?? '') ? (s.tipUnidade as ScaleUnit) : 'kg',
  };
}

/** A fresh parser for a scale's protocol; null for MANUAL. */
export function parserFor(s: ScaleSettings | null | undefined): ScaleParser | null {
  switch (protocoloOf(s)) {
    case 'TOLEDO':
      return toledoParser();
    case 'FILIZOLA':
      return filizolaParser();
    case 'URANO':
      return uranoParser();
    case 'CONTINUO':
      return continuousParser(continuousFormatOf(s!));
    case 'HID':
      return hidPosParser();
    default:
      return null;
  }
}
