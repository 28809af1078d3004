/**
 * What logs must never keep: passwords, tokens, login tickets and other secrets. The client's request log and
 * the server's log both redact by these rules.
 */

/** What a redacted value becomes. */
export const REDACTED = '***';

/**
 * Exact names of secret fields, for matchers that need them spelled out (pino's redact paths); every one of
 * them is also a secret key for `isSecretKey`.
 */
export const SECRET_KEYS = [
  'password',
  'senha',
  'desSenha',
  'novaSenha',
  'token',
  'id_token',
  'idToken',
  'access_token',
  'refresh_token',
  'authorization',
  'Authorization',
  'cookie',
  'set-cookie',
  'ticket',
  'secret',
  'LoginNumSeq',
] as const;

/**
 * A field holding a secret: its name, lower-cased and without separators, contains senha, password, passwd,
 * token, secret, authorization, cookie or ticket, or is loginnumseq (the ticket in the app's address).
 */
export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return /senha|password|passwd|token|secret|authorization|cookie|ticket/.test(k) || k === 'loginnumseq';
}

/** A copy of `value` whose secret fields, at any depth, are REDACTED (non-plain objects are kept as they are). */
export function redactSecrets<T>(value: T): T {
  return redact(value, new WeakSet()) as T;
}

function redact(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, seen));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = isSecretKey(k) && v !== null && v !== undefined && v !== '' ? REDACTED : redact(v, seen);
  }
  return out;
}

/** `url` with the values of its secret query parameters REDACTED ('/?LoginNumSeq=abc' → '/?LoginNumSeq=***'). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  let changed = false;
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    let name = eq < 0 ? part : part.slice(0, eq);
    try {
      name = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // an undecodable name is judged as written
    }
    if (eq < 0 || !isSecretKey(name)) return part;
    changed = true;
    return `${part.slice(0, eq)}=${REDACTED}`;
  });
  if (!changed) return url;
  return `${url.slice(0, q + 1)}${parts.join('&')}${hash < 0 ? '' : url.slice(hash)}`;
}
