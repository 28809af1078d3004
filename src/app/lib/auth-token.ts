import { TOKEN_MIN_REMAINING_SECONDS } from '@domain/constants';

/** The id_token (JWT) of the session, kept in localStorage (spec §4). */
export const TOKEN_STORAGE_KEY = 'id_token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT payload (not verified — the server verifies), or null when the token is malformed. */
export function decodeToken(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Seconds left before the token's `exp`; 0 when expired, malformed or without `exp`. */
export function tokenSecondsLeft(token: string, nowMs: number = Date.now()): number {
  const exp = decodeToken(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 0;
  return Math.max(0, exp - Math.floor(nowMs / 1000));
}

/** A token with under TOKEN_MIN_REMAINING_SECONDS (1800 s) left reads as an expired session (spec §9). */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  return tokenSecondsLeft(token, nowMs) < TOKEN_MIN_REMAINING_SECONDS;
}
