/**
 * The live reading of the scale chosen on an entry screen, when its protocol is not MANUAL: pairs the
 * device on a tap (Web Serial or WebHID), remembers it per scale (the browser keeps the grant; we keep which
 * device in localStorage), reconnects by itself when the page opens and when the device is plugged in again,
 * polls the request/response protocols (ENQ every POLL_MS) and parses what comes back into readings.
 */
import { notifyInfo } from '@app/lib/notify';
import {
  findHidDevice,
  type HidDeviceInfo,
  type HidSession,
  hidSupported,
  onHidConnection,
  openHid,
  requestHidDevice,
} from '@app/lib/scale-hid';
import {
  findSerialPort,
  onSerialConnect,
  openSerial,
  requestSerialPort,
  type SerialPortInfo,
  type SerialSession,
  serialSupported,
} from '@app/lib/scale-serial';
import {
  parserFor,
  pollRequest,
  type ScaleSettings,
  serialOptions,
  transportOf,
} from '@domain/scale/protocols';
import type { ScaleReading } from '@domain/scale/reading';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a request/response scale is asked for its weight. */
const POLL_MS = 250;

type ScaleConnection =
  /** MANUAL (or no scale chosen): the weight is typed. */
  | 'manual'
  /** This browser has no Web Serial / WebHID. */
  | 'unsupported'
  /** No device paired for this scale yet: a tap on 'Conectar balança' pairs it. */
  | 'unpaired'
  | 'connecting'
  | 'connected'
  /** It was connected and went away (unplugged, closed): shown, and it reconnects when plugged in again. */
  | 'disconnected';

export interface ScaleState {
  connection: ScaleConnection;
  reading: ScaleReading | null;
  transport: 'serial' | 'hid' | null;
  /** Pairs (or re-pairs) a device: call it from a tap. */
  pair(): Promise<void>;
}

type Balanca = ScaleSettings & { idBal: number };

const storageKey = (idBal: number) => `cd-balanca-dispositivo:${idBal}`;

function remembered<T>(idBal: number): T | null {
  try {
    const raw = localStorage.getItem(storageKey(idBal));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function remember(idBal: number, info: SerialPortInfo | HidDeviceInfo) {
  try {
    localStorage.setItem(storageKey(idBal), JSON.stringify(info));
  } catch {
    // storage full or blocked: the device is paired again next time
  }
}

const UNSUPPORTED_SHOWN = 'cd-balanca-sem-suporte';
/** Once per browser session: this browser cannot read the scale. */
function noticeUnsupported(transport: 'serial' | 'hid') {
  try {
    if (sessionStorage.getItem(UNSUPPORTED_SHOWN)) return;
    sessionStorage.setItem(UNSUPPORTED_SHOWN, '1');
  } catch {
    // no session storage: shown anyway, once for this page
  }
  notifyInfo(
    `Este navegador não lê balanças ${transport === 'hid' ? 'USB (WebHID)' : 'seriais (Web Serial)'}: digite o peso. Use o Chrome ou o Edge para ler a balança.`,
    'Leitura da balança indisponível',
    { id: UNSUPPORTED_SHOWN, autoClose: 10_000 },
  );
}

export function useScaleReading(balanca: Balanca | null | undefined): ScaleState {
  const transport = transportOf(balanca);
  const supported = transport === 'serial' ? serialSupported() : transport === 'hid' ? hidSupported() : false;
  const [connection, setConnection] = useState<ScaleConnection>('manual');
  const [reading, setReading] = useState<ScaleReading | null>(null);
  const session = useRef<SerialSession | HidSession | null>(null);
  /** A connection is being opened: another one (the page-load reconnect, a tap) waits its turn. */
  const busy = useRef(false);
  const idBal = balanca?.idBal ?? null;
  // The settings that make a connection: a new protocol or line setting reconnects.
  const key = balanca && transport ? JSON.stringify({ ...balanca, desBalanca: undefined }) : null;
  const settings = useRef(balanca);
  settings.current = balanca;

  const close = useCallback(async () => {
    const s = session.current;
    session.current = null;
    await s?.close();
  }, []);

  const connectSerial = useCallback(
    async (port: Awaited<ReturnType<typeof findSerialPort>>, generation: number) => {
      const b = settings.current;
      if (!port || !b || busy.current || session.current) return false;
      const parser = parserFor(b);
      if (!parser) return false;
      busy.current = true;
      setConnection('connecting');
      let timer: ReturnType<typeof setInterval> | undefined;
      try {
        const s = await openSerial(
          port,
          serialOptions(b),
          (bytes) => {
            const out = parser.push(bytes);
            if (out.length) setReading(out[out.length - 1]);
          },
          () => {
            clearInterval(timer);
            if (session.current === s && generations.current === generation) {
              session.current = null;
              setReading(null);
              setConnection('disconnected');
            }
          },
        );
        if (generations.current !== generation) {
          await s.close();
          return false;
        }
        session.current = s;
        const request = pollRequest(b);
        if (request) {
          const poll = () => void s.write(request).catch(() => {});
          poll();
          timer = setInterval(poll, POLL_MS);
          const closeSerial = s.close;
          s.close = async () => {
            clearInterval(timer);
            await closeSerial();
          };
        }
        setConnection('connected');
        return true;
      } catch {
        clearInterval(timer);
        setConnection('disconnected');
        return false;
      } finally {
        busy.current = false;
      }
    },
    [],
  );

  const connectHid = useCallback(
    async (device: Awaited<ReturnType<typeof findHidDevice>>, generation: number) => {
      const b = settings.current;
      if (!device || !b || busy.current || session.current) return false;
      const parser = parserFor(b);
      if (!parser) return false;
      busy.current = true;
      setConnection('connecting');
      try {
        const s = await openHid(device, (bytes) => {
          const out = parser.push(bytes);
          if (out.length) setReading(out[out.length - 1]);
        });
        if (generations.current !== generation) {
          await s.close();
          return false;
        }
        session.current = s;
        setConnection('connected');
        return true;
      } catch {
        setConnection('disconnected');
        return false;
      } finally {
        busy.current = false;
      }
    },
    [],
  );

  /** Bumped on every scale change: a late connection of a previous scale closes itself. */
  const generations = useRef(0);

  // On a scale (or its settings) chosen: reconnect to the device paired for it, if the browser still grants it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the scale's settings
  useEffect(() => {
    const generation = ++generations.current;
    setReading(null);
    if (!transport || idBal === null) {
      setConnection('manual');
      return;
    }
    if (!supported) {
      setConnection('unsupported');
      noticeUnsupported(transport);
      return;
    }
    setConnection('unpaired');
    let cancelled = false;
    (async () => {
      if (transport === 'serial') {
        const port = await findSerialPort(remembered<SerialPortInfo>(idBal));
        if (!cancelled && port && remembered(idBal)) await connectSerial(port, generation);
      } else {
        const device = await findHidDevice(remembered<HidDeviceInfo>(idBal));
        if (!cancelled && device && remembered(idBal)) await connectHid(device, generation);
      }
    })();
    const unsubscribe =
      transport === 'serial'
        ? onSerialConnect(async (port) => {
            if (session.current || cancelled) return;
            const info = remembered<SerialPortInfo>(idBal);
            const i = port.getInfo();
            if (info && i.usbVendorId === info.usbVendorId && i.usbProductId === info.usbProductId)
              await connectSerial(port, generation);
          })
        : onHidConnection(
            async (device) => {
              if (session.current || cancelled) return;
              const info = remembered<HidDeviceInfo>(idBal);
              if (info && device.vendorId === info.vendorId && device.productId === info.productId)
                await connectHid(device, generation);
            },
            (device) => {
              const info = remembered<HidDeviceInfo>(idBal);
              if (
                info &&
                device.vendorId === info.vendorId &&
                device.productId === info.productId &&
                session.current
              ) {
                void close();
                setReading(null);
                setConnection('disconnected');
              }
            },
          );
    return () => {
      cancelled = true;
      // A port still opening when the screen goes is closed as soon as it opens, not kept polling.
      generations.current++;
      unsubscribe();
      void close();
    };
  }, [key, idBal, transport, supported]);

  const pair = useCallback(async () => {
    if (!transport || idBal === null) return;
    const generation = generations.current;
    await close();
    if (transport === 'serial') {
      const port = await requestSerialPort();
      if (!port) return;
      remember(idBal, port.getInfo());
      await connectSerial(port, generation);
    } else {
      const device = await requestHidDevice();
      if (!device) return;
      remember(idBal, { vendorId: device.vendorId, productId: device.productId });
      await connectHid(device, generation);
    }
  }, [transport, idBal, close, connectSerial, connectHid]);

  return { connection, reading, transport, pair };
}

/** The performance mark set when a stable reading has filled a quantity field (`npm run bench` reads it). */
export const SCALE_FILLED_MARK = 'cd-scale-filled';

/**
 * Calls `onStable(kg)` once per stable weight: again only after the scale has left that weight (moved,
 * zeroed, another weight), so a tray left on the scale after Salvar does not fill the field a second time.
 * Unstable, zero, negative, overload and error readings never call it.
 */
export function useStableWeight(reading: ScaleReading | null, onStable: (kg: number) => void) {
  const last = useRef<number | null>(null);
  const callback = useRef(onStable);
  callback.current = onStable;
  useEffect(() => {
    if (!reading || reading.status !== 'stable' || reading.kg === null || reading.kg <= 0) {
      last.current = null;
      return;
    }
    if (last.current === reading.kg) return;
    last.current = reading.kg;
    callback.current(reading.kg);
  }, [reading]);
}
