import { saveBlob } from '@app/lib/save-blob';
/**
 * The request log (spec §1, §7): every non-authentication call, for the admin dialog's download.
 * Keeps the last REQUEST_LOG_MAX entries in memory and in sessionStorage, with secrets (passwords, tokens,
 * tickets) redacted.
 */
import { redactSecrets, redactUrl } from '@domain/secrets';

export interface RequestLogEntry {
  method: string;
  url: string;
  statusCode: number;
  statusText: string;
  /** The request body. */
  data: unknown;
  /** The query parameters. */
  params: Record<string, unknown> | null;
  /** When the answer came (ISO). */
  date: string;
}

export const REQUEST_LOG_MAX = 500;
export const REQUEST_LOG_STORAGE_KEY = 'requestLog';

let entries: RequestLogEntry[] | null = null;

/** The entry as it may be kept: its body, query parameters and URL without the values of secret fields. */
function redactRequestLogEntry(entry: RequestLogEntry): RequestLogEntry {
  return {
    ...entry,
    url: typeof entry.url === 'string' ? redactUrl(entry.url) : entry.url,
    data: redactSecrets(entry.data),
    params: redactSecrets(entry.params),
  };
}

function load(): RequestLogEntry[] {
  if (entries) return entries;
  try {
    const raw = sessionStorage.getItem(REQUEST_LOG_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    // Redacted again: a log kept by an older version of the app may hold secrets.
    entries = Array.isArray(parsed)
      ? (parsed as RequestLogEntry[]).slice(-REQUEST_LOG_MAX).map(redactRequestLogEntry)
      : [];
  } catch {
    entries = [];
  }
  return entries;
}

let persistTimer: ReturnType<typeof setTimeout> | null = null;

/** Drops a write that is waiting (persistNow writes the log; clearRequestLog empties it). */
function cancelPendingPersist(): void {
  if (persistTimer !== null) clearTimeout(persistTimer);
  persistTimer = null;
}

function persistNow(): void {
  cancelPendingPersist();
  if (!entries) return;
  try {
    sessionStorage.setItem(REQUEST_LOG_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // quota or storage unavailable: the in-memory log still works
  }
}

/**
 * Writes the log to sessionStorage once for all the calls answered within PERSIST_DELAY_MS: a screen that
 * opens answers a dozen calls at once, and writing the whole log (up to REQUEST_LOG_MAX entries with their
 * bodies) after each of them was a good part of the slow tablet's start. A page being left writes at once.
 */
const PERSIST_DELAY_MS = 500;
function persist(): void {
  persistTimer ??= setTimeout(persistNow, PERSIST_DELAY_MS);
}
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', persistNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistNow();
  });
}

/** The calls to /api/authenticate are not logged (spec §7). */
function isAuthenticationUrl(url: string): boolean {
  let path = url;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      // keep as is
    }
  }
  if (!path.startsWith('/')) path = `/${path}`;
  return path.toLowerCase().startsWith('/api/authenticate');
}

export function addRequestLogEntry(entry: Omit<RequestLogEntry, 'date'> & { date?: string }): void {
  if (isAuthenticationUrl(entry.url)) return;
  const list = load();
  list.push(redactRequestLogEntry({ ...entry, date: entry.date ?? new Date().toISOString() }));
  if (list.length > REQUEST_LOG_MAX) list.splice(0, list.length - REQUEST_LOG_MAX);
  persist();
}

/** A copy of the log, oldest first. */
export function getRequestLog(): RequestLogEntry[] {
  return [...load()];
}

/**
 * Empties the log, in memory and in sessionStorage.
 * @internal Tests only: each starts from an empty log.
 */
export function clearRequestLog(): void {
  entries = [];
  cancelPendingPersist();
  try {
    sessionStorage.removeItem(REQUEST_LOG_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/** Saves the log as a JSON file. */
export function downloadRequestLog(
  fileName = `request-log-${new Date().toISOString().slice(0, 19)}.json`,
): void {
  const blob = new Blob([JSON.stringify(getRequestLog(), null, 2)], { type: 'application/json' });
  saveBlob(blob, fileName.replace(/:/g, '-'));
}
