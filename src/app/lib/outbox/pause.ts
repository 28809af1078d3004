/**
 * Who the queue sends for, and the 401 pause: the session's company (with a token), and nothing at all from a
 * 401 until the next login (a new session with a company).
 */
import { getToken } from '@app/lib/auth-token';
import { getSession, subscribeSession } from '@app/lib/session';

/** The company the queue sends for: authenticated, with a token and a company; otherwise nothing is sent. */
export function sendingCompany(): number | null {
  const s = getSession();
  if (s.status !== 'authenticated' || !s.empresa || !getToken()) return null;
  return s.empresa.idEmpresa;
}

let paused = false;
let pausedToken: string | null = null;
let sawLogoutSincePause = false;
let stopWatchingLogin: (() => void) | null = null;
const pausedListeners = new Set<() => void>();

/** The queue is paused by a 401 until the next login. */
export const isPaused = (): boolean => paused;

function setPaused(value: boolean): void {
  if (paused === value) return;
  paused = value;
  for (const l of pausedListeners) l();
}

export function subscribePaused(listener: () => void): () => void {
  pausedListeners.add(listener);
  return () => pausedListeners.delete(listener);
}

/** A 401: stop sending until the next login (a new session with a company), then `resume` (a replay). */
export function pauseQueue(resume: () => void): void {
  if (paused) return;
  pausedToken = getToken();
  sawLogoutSincePause = sendingCompany() === null;
  setPaused(true);
  stopWatchingLogin?.();
  stopWatchingLogin = subscribeSession(() => {
    if (sendingCompany() === null) {
      sawLogoutSincePause = true;
      return;
    }
    if (sawLogoutSincePause || getToken() !== pausedToken) resumeQueue(resume);
  });
}

function resumeQueue(resume: () => void): void {
  stopWatchingLogin?.();
  stopWatchingLogin = null;
  setPaused(false);
  resume();
}
