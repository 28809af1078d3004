/**
 * Whether the app can talk to its server, as a React hook (the header indicator, the entry screens, the
 * outbox). `navigator.onLine` only says the device has a network; on a kitchen Wi-Fi that is up but passes no
 * traffic ('lie-fi') it stays true. So the HTTP client reports every answer and every network failure here:
 * after a failure the server counts as unreachable, and a light probe (GET /api/health, never cached by the
 * service worker) runs every few seconds until the server answers again. The way back is announced once
 * (subscribeReachable), so the outbox sends its whole queue at once.
 */
import { env } from '@app/lib/env';
import { useSyncExternalStore } from 'react';

export type Connection = 'online' | 'offline' | 'unreachable';

const PROBE_URL = '/api/health';
/** Probe period while the page is visible / hidden. */
const PROBE_VISIBLE_MS = 2_500;
const PROBE_HIDDEN_MS = 30_000;
/** A probe that gets no answer in this time failed (a dead Wi-Fi often hangs instead of failing). */
const PROBE_TIMEOUT_MS = 4_000;
/** Statuses of a gateway in front of the server, not of the server itself. */
const GATEWAY_DOWN: readonly number[] = [502, 503, 504];

let reachable = true;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probing = false;
const listeners = new Set<() => void>();
const backListeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function connection(): Connection {
  if (!isOnline()) return 'offline';
  return reachable ? 'online' : 'unreachable';
}

/** The page is shown (a hidden tab probes and retries less often). */
export function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function setReachable(value: boolean): void {
  if (reachable === value) return;
  reachable = value;
  emit();
  if (value) {
    stopProbe();
    for (const l of backListeners) l();
  } else scheduleProbe();
}

function stopProbe(): void {
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
}

function scheduleProbe(delay = pageVisible() ? PROBE_VISIBLE_MS : PROBE_HIDDEN_MS): void {
  if (reachable || typeof window === 'undefined') return;
  stopProbe();
  probeTimer = setTimeout(() => {
    probeTimer = null;
    void probeServer();
  }, delay);
}

/** A signal that aborts after `ms` (AbortSignal.timeout where the browser has it). */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Tempo esgotado', 'TimeoutError')), ms);
  return controller.signal;
}

/** Asks the server once whether it answers; true when it does. */
async function probeServer(): Promise<boolean> {
  if (probing) return reachable;
  probing = true;
  try {
    const response = await fetch(`${env.VITE_API_URL}${PROBE_URL}`, {
      cache: 'no-store',
      signal: timeoutSignal(PROBE_TIMEOUT_MS),
    });
    const ok = !GATEWAY_DOWN.includes(response.status);
    setReachable(ok);
    return ok;
  } catch {
    setReachable(false);
    return false;
  } finally {
    probing = false;
    if (!reachable) scheduleProbe();
  }
}

/**
 * What the HTTP client saw: an HTTP status (the server or a gateway answered) or 0 (no answer). Answers to
 * GETs may come from the service worker's cache, so only other methods count as proof of a way back.
 */
export function reportServerAnswer(status: number, method: string): void {
  if (status === 0 || GATEWAY_DOWN.includes(status)) setReachable(false);
  else if (method.toUpperCase() !== 'GET') setReachable(true);
}

/** Called once each time the server answers again after being unreachable. */
export function subscribeReachable(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

let windowListening = false;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!windowListening && typeof window !== 'undefined') {
    windowListening = true;
    window.addEventListener('online', () => {
      emit();
      if (!reachable) scheduleProbe(0);
    });
    window.addEventListener('offline', emit);
    document.addEventListener('visibilitychange', () => {
      if (!reachable && pageVisible()) scheduleProbe(0);
    });
  }
  return () => listeners.delete(listener);
}

/** 'online', 'offline' (the device has no network) or 'unreachable' (a network, but no answer from the server). */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, connection, () => 'online');
}

/** The server answers: the device is online and the last request or probe reached it. */
export function useOnline(): boolean {
  return useConnection() === 'online';
}

/**
 * Tests: back to the start state.
 * @public
 */
export function resetConnection(): void {
  stopProbe();
  reachable = true;
  probing = false;
}
