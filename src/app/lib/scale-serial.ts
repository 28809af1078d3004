/**
 * Web Serial, wrapped once for the scales (Chromium and Edge, desktop and Android): pick a port on a tap,
 * find a port paired before (navigator.serial.getPorts, matched by its USB ids), open it with a scale's line
 * settings, read its bytes and write requests (ENQ). Only the few members we use are typed here: the DOM
 * library of TypeScript does not have Web Serial.
 */

export interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}

interface SerialPortLike extends EventTarget {
  readonly readable: ReadableStream<Uint8Array> | null;
  readonly writable: WritableStream<Uint8Array> | null;
  open(options: { baudRate: number; dataBits?: number; parity?: string; stopBits?: number }): Promise<void>;
  close(): Promise<void>;
  getInfo(): SerialPortInfo;
}

interface SerialLike extends EventTarget {
  requestPort(options?: { filters?: SerialPortInfo[] }): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}

const serialApi = (): SerialLike | null =>
  typeof navigator !== 'undefined' && 'serial' in navigator
    ? ((navigator as unknown as { serial: SerialLike }).serial ?? null)
    : null;

export const serialSupported = (): boolean => serialApi() !== null;

/** Asks the person to pick the scale's port (must follow a tap). Null when they cancel. */
export async function requestSerialPort(): Promise<SerialPortLike | null> {
  const api = serialApi();
  if (!api) return null;
  try {
    return await api.requestPort();
  } catch {
    return null;
  }
}

/** The paired port with these USB ids (the first one when no ids were kept), if still granted. */
export async function findSerialPort(info: SerialPortInfo | null): Promise<SerialPortLike | null> {
  const api = serialApi();
  if (!api) return null;
  const ports = await api.getPorts();
  if (!info) return ports[0] ?? null;
  return (
    ports.find((p) => {
      const i = p.getInfo();
      return i.usbVendorId === info.usbVendorId && i.usbProductId === info.usbProductId;
    }) ?? null
  );
}

/** Calls `handler` when a granted port is plugged in again ('connect'); returns the unsubscribe. */
export function onSerialConnect(handler: (port: SerialPortLike) => void): () => void {
  const api = serialApi();
  if (!api) return () => {};
  // The event is fired at the port and bubbles to navigator.serial: its target is the port.
  const listener = (e: Event) => {
    const port = e.target as SerialPortLike | null;
    if (port && typeof port.getInfo === 'function') handler(port);
  };
  api.addEventListener('connect', listener);
  return () => api.removeEventListener('connect', listener);
}

export interface SerialSession {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the port and pumps its bytes into `onBytes` until it is closed or unplugged (`onClosed` then runs
 * once, with the error when it was not a close of ours).
 */
export async function openSerial(
  port: SerialPortLike,
  options: { baudRate: number; dataBits: number; parity: string; stopBits: number },
  onBytes: (bytes: Uint8Array) => void,
  onClosed: (error: unknown) => void,
): Promise<SerialSession> {
  await port.open(options);
  let closing = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const writer = port.writable?.getWriter() ?? null;
  const pump = async () => {
    let failure: unknown = null;
    try {
      while (!closing && port.readable) {
        reader = port.readable.getReader();
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            if (value?.length) onBytes(value);
          }
        } finally {
          reader.releaseLock();
          reader = null;
        }
        if (closing) break;
      }
    } catch (error) {
      failure = error;
    }
    if (closing) return;
    // Lost (unplugged): release the port, so it opens again when it comes back.
    closing = true;
    try {
      writer?.releaseLock();
      await port.close();
    } catch {
      // already gone
    }
    onClosed(failure ?? new Error('porta fechada'));
  };
  void pump();
  return {
    async write(bytes) {
      if (writer && !closing) await writer.write(bytes);
    },
    async close() {
      if (closing) return;
      closing = true;
      try {
        await (reader as ReadableStreamDefaultReader<Uint8Array> | null)?.cancel();
      } catch {
        // already gone
      }
      try {
        writer?.releaseLock();
        await port.close();
      } catch {
        // unplugged: nothing to close
      }
    },
  };
}
