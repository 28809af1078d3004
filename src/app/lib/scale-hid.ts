/**
 * WebHID, wrapped once for the USB HID POS scales (usage page 0x8D): pick a device on a tap, find one paired
 * before (navigator.hid.getDevices, matched by vendor and product), open it and receive its input reports.
 * Only the few members we use are typed here: the DOM library of TypeScript does not have WebHID.
 */
import { HID_SCALE_USAGE_PAGE } from '@domain/scale/hid-pos';

export interface HidDeviceInfo {
  vendorId: number;
  productId: number;
}

interface HidDeviceLike extends EventTarget {
  readonly opened: boolean;
  readonly vendorId: number;
  readonly productId: number;
  readonly productName: string;
  open(): Promise<void>;
  close(): Promise<void>;
}

interface HidLike extends EventTarget {
  requestDevice(options: { filters: { usagePage?: number }[] }): Promise<HidDeviceLike[]>;
  getDevices(): Promise<HidDeviceLike[]>;
}

const hidApi = (): HidLike | null =>
  typeof navigator !== 'undefined' && 'hid' in navigator
    ? ((navigator as unknown as { hid: HidLike }).hid ?? null)
    : null;

export const hidSupported = (): boolean => hidApi() !== null;

/** Asks the person to pick the scale (only HID POS scales are offered; must follow a tap). */
export async function requestHidDevice(): Promise<HidDeviceLike | null> {
  const api = hidApi();
  if (!api) return null;
  try {
    const [device] = await api.requestDevice({ filters: [{ usagePage: HID_SCALE_USAGE_PAGE }] });
    return device ?? null;
  } catch {
    return null;
  }
}

/** The paired device with these ids (the first one when none were kept), if still granted. */
export async function findHidDevice(info: HidDeviceInfo | null): Promise<HidDeviceLike | null> {
  const api = hidApi();
  if (!api) return null;
  const devices = await api.getDevices();
  if (!info) return devices[0] ?? null;
  return devices.find((d) => d.vendorId === info.vendorId && d.productId === info.productId) ?? null;
}

/** 'connect' and 'disconnect' of granted devices; returns the unsubscribe. */
export function onHidConnection(
  onConnect: (device: HidDeviceLike) => void,
  onDisconnect: (device: HidDeviceLike) => void,
): () => void {
  const api = hidApi();
  if (!api) return () => {};
  const connect = (e: Event) => onConnect((e as Event & { device: HidDeviceLike }).device);
  const disconnect = (e: Event) => onDisconnect((e as Event & { device: HidDeviceLike }).device);
  api.addEventListener('connect', connect);
  api.addEventListener('disconnect', disconnect);
  return () => {
    api.removeEventListener('connect', connect);
    api.removeEventListener('disconnect', disconnect);
  };
}

export interface HidSession {
  close(): Promise<void>;
}

/** Opens the device and passes each input report's bytes (without the report id) to `onReport`. */
export async function openHid(
  device: HidDeviceLike,
  onReport: (bytes: Uint8Array) => void,
): Promise<HidSession> {
  if (!device.opened) await device.open();
  const listener = (e: Event) => {
    const data = (e as Event & { data: DataView }).data;
    onReport(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  };
  device.addEventListener('inputreport', listener);
  return {
    async close() {
      device.removeEventListener('inputreport', listener);
      try {
        await device.close();
      } catch {
        // unplugged
      }
    },
  };
}
