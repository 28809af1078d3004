/**
 * Simulated scales injected into the page before the app loads (page.addInitScript), so the entry screens
 * read a "real" Web Serial port or WebHID device in Chromium without hardware:
 * - fakeSerialScale: a USB-serial port answering each ENQ (0x05) with an ENQ/STX protocol's frame — unstable
 *   for the first `unstablePolls` requests, then the stable frame — each frame split in two chunks after a
 *   noise byte; the port stays granted (getPorts) after the first requestPort, across reloads.
 * - fakeHidScale: a HID POS scale sending an input report every 100 ms: in motion for the first
 *   `unstableReports`, then stable.
 * Both set `window.__scaleStableAt` (performance.now()) when the first stable frame is complete, and
 * `window.__scaleRequests` counts the requests received.
 */
import type { BrowserContext } from 'playwright';

/**
 * Adds `script(arg)` to every page of the context, as source text: a runner that keeps function names (tsx,
 * for the bench) compiles them with a `__name` helper the page does not have, so it is defined first.
 */
function addScript<A>(context: BrowserContext, script: (arg: A) => void, arg: A) {
  return context.addInitScript({
    content: `var __name = (f) => f;\n(${script.toString()})(${JSON.stringify(arg)});`,
  });
}

export interface FakeSerialOptions {
  unstable: string;
  stable: string;
  unstablePolls: number;
  /** Send each frame whole (the bench), instead of split after a noise byte. */
  whole?: boolean;
  /**
   * The bench: cycle through these stable frames, each after `unstablePolls` unstable answers and held for 2
   * more; `window.__scaleStableTimes` gets the time each new stable weight's first frame was complete.
   */
  cycle?: string[];
}

export async function fakeSerialScale(context: BrowserContext, options: FakeSerialOptions): Promise<void> {
  await addScript(
    context,
    (cfg: FakeSerialOptions) => {
      const w = window as unknown as Record<string, unknown>;
      const bytes = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
      class FakePort extends EventTarget {
        readable: ReadableStream<Uint8Array> | null = null;
        writable: WritableStream<Uint8Array> | null = null;
        private ctrl: ReadableStreamDefaultController<Uint8Array> | null = null;
        private polls = 0;
        getInfo() {
          return { usbVendorId: 0x0403, usbProductId: 0x6001 };
        }
        async open(opts: unknown) {
          w.__scaleOpenedWith = opts;
          this.readable = new ReadableStream<Uint8Array>({
            start: (c) => {
              this.ctrl = c;
            },
          });
          this.writable = new WritableStream<Uint8Array>({
            write: (chunk) => {
              if (chunk[0] === 0x05) this.answer();
            },
          });
        }
        private answer() {
          const ctrl = this.ctrl;
          if (!ctrl) return;
          this.polls++;
          w.__scaleRequests = this.polls;
          let stable = this.polls > cfg.unstablePolls;
          let text = stable ? cfg.stable : cfg.unstable;
          let first = false;
          if (cfg.cycle) {
            const period = cfg.unstablePolls + 3;
            const phase = (this.polls - 1) % period;
            stable = phase >= cfg.unstablePolls;
            first = phase === cfg.unstablePolls;
            text = stable
              ? cfg.cycle[Math.floor((this.polls - 1) / period) % cfg.cycle.length]
              : cfg.unstable;
          }
          const frame = bytes(text);
          const done = () => {
            if (stable && !w.__scaleStableAt) w.__scaleStableAt = performance.now();
            if (first) {
              const times = (w.__scaleStableTimes as number[] | undefined) ?? [];
              times.push(performance.now());
              w.__scaleStableTimes = times;
            }
          };
          if (cfg.whole) {
            ctrl.enqueue(frame);
            done();
            return;
          }
          const mid = Math.floor(frame.length / 2);
          ctrl.enqueue(Uint8Array.of(0xff));
          ctrl.enqueue(frame.slice(0, mid));
          setTimeout(() => {
            try {
              ctrl.enqueue(frame.slice(mid));
              done();
            } catch {
              // closed meanwhile
            }
          }, 5);
        }
        unplug() {
          this.ctrl?.error(new Error('NetworkError: the device has been lost'));
          this.ctrl = null;
        }
        async close() {
          try {
            this.ctrl?.close();
          } catch {
            // cancelled by the reader
          }
          this.ctrl = null;
          this.readable = null;
          this.writable = null;
        }
      }
      const port = new FakePort();
      const serial = new EventTarget() as EventTarget & Record<string, unknown>;
      serial.requestPort = async () => {
        localStorage.setItem('fake-serial-granted', '1');
        return port;
      };
      serial.getPorts = async () => (localStorage.getItem('fake-serial-granted') ? [port] : []);
      // The cable pulled: the read fails; plugged in again: 'connect' at the port, bubbling to navigator.serial.
      w.__unplugScale = () => port.unplug();
      w.__plugScale = () => {
        const event = new Event('connect');
        Object.defineProperty(event, 'target', { value: port });
        serial.dispatchEvent(event);
      };
      Object.defineProperty(Navigator.prototype, 'serial', { get: () => serial, configurable: true });
    },
    options,
  );
}

export interface FakeHidOptions {
  unstableReports: number;
  /** The stable report: status 4, unit, exponent, weight (uint16 LE). */
  stable: number[];
  unstable: number[];
}

export async function fakeHidScale(context: BrowserContext, options: FakeHidOptions): Promise<void> {
  await addScript(
    context,
    (cfg: FakeHidOptions) => {
      const w = window as unknown as Record<string, unknown>;
      class FakeDevice extends EventTarget {
        opened = false;
        vendorId = 0x0922;
        productId = 0x8003;
        productName = 'Balança HID simulada';
        private timer: ReturnType<typeof setInterval> | undefined;
        async open() {
          this.opened = true;
          let n = 0;
          this.timer = setInterval(() => {
            n++;
            w.__scaleRequests = n;
            const stable = n > cfg.unstableReports;
            const data = Uint8Array.from(stable ? cfg.stable : cfg.unstable);
            const event = new Event('inputreport') as Event & { data?: DataView; reportId?: number };
            event.data = new DataView(data.buffer);
            event.reportId = 3;
            this.dispatchEvent(event);
            if (stable && !w.__scaleStableAt) w.__scaleStableAt = performance.now();
          }, 100);
        }
        async close() {
          this.opened = false;
          clearInterval(this.timer);
        }
      }
      const device = new FakeDevice();
      const hid = new EventTarget() as EventTarget & Record<string, unknown>;
      hid.requestDevice = async (opts: { filters: { usagePage?: number }[] }) => {
        w.__hidFilters = opts.filters;
        localStorage.setItem('fake-hid-granted', '1');
        return [device];
      };
      hid.getDevices = async () => (localStorage.getItem('fake-hid-granted') ? [device] : []);
      Object.defineProperty(Navigator.prototype, 'hid', { get: () => hid, configurable: true });
    },
    options,
  );
}

/** Removes Web Serial and WebHID from the page (a browser without them). */
export async function noScaleApis(context: BrowserContext): Promise<void> {
  await addScript(
    context,
    () => {
      for (const name of ['serial', 'hid'])
        Object.defineProperty(Navigator.prototype, name, { get: () => undefined, configurable: true });
    },
    null,
  );
}
