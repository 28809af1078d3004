// @vitest-environment jsdom

import {
  clearToken,
  decodeToken,
  getToken,
  isTokenExpired,
  setToken,
  tokenSecondsLeft,
} from '@app/lib/auth-token';
import { TOKEN_MIN_REMAINING_SECONDS } from '@domain/constants';
import { describe, expect, it } from 'vitest';
import { makeToken } from '../helpers/jwt';

describe('auth token', () => {
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);

  it('decodes the JWT payload (base64url, UTF-8)', () => {
    const token = makeToken(3600, { email: 'joão@empresa.com.br', idEmpresa: 7 }, now);
    expect(decodeToken(token)).toMatchObject({ email: 'joão@empresa.com.br', idEmpresa: 7 });
    expect(decodeToken('not-a-jwt')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
  });

  it('counts the seconds left before exp', () => {
    expect(tokenSecondsLeft(makeToken(4000, {}, now), now)).toBe(4000);
    expect(tokenSecondsLeft(makeToken(-10, {}, now), now)).toBe(0);
    expect(tokenSecondsLeft('x.y.z', now)).toBe(0);
  });

  it(`reads a token with under ${TOKEN_MIN_REMAINING_SECONDS} s left as expired`, () => {
    expect(isTokenExpired(makeToken(TOKEN_MIN_REMAINING_SECONDS - 1, {}, now), now)).toBe(true);
    expect(isTokenExpired(makeToken(60, {}, now), now)).toBe(true);
    expect(isTokenExpired(makeToken(-1, {}, now), now)).toBe(true);
    expect(isTokenExpired(makeToken(TOKEN_MIN_REMAINING_SECONDS, {}, now), now)).toBe(false);
    expect(isTokenExpired(makeToken(24 * 3600, {}, now), now)).toBe(false);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });

  it('stores the token in localStorage', () => {
    setToken('a.b.c');
    expect(getToken()).toBe('a.b.c');
    clearToken();
    expect(getToken()).toBeNull();
  });
});
