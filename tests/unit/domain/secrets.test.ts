import { isSecretKey, REDACTED, redactSecrets, redactUrl, SECRET_KEYS } from '@domain/secrets';
import { describe, expect, it } from 'vitest';

describe('secrets', () => {
  it('knows passwords, tokens, tickets and secrets by name, in any case and spelling', () => {
    for (const key of [
      ...SECRET_KEYS,
      'desSenha',
      'DES_SENHA',
      'novaSenha',
      'id_token',
      'accessToken',
      'LoginNumSeq',
    ]) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['desUsuario', 'desEmail', 'numSeq', 'idEmpresa', 'qtdDesperdicio', 'tipDesperdicio']) {
      expect(isSecretKey(key), key).toBe(false);
    }
  });

  it('redacts secret fields at any depth, in lists too, and leaves the rest and the original alone', () => {
    const body = {
      desUsuario: 'ana',
      desSenha: 'x1',
      a: [{ b: { c: { d: { e: { password: 'x2', ok: 1 } } } } }],
      headers: { Authorization: 'Bearer x3' },
      empty: { token: '' },
      when: null,
    };
    const out = redactSecrets(body);
    expect(out).toEqual({
      desUsuario: 'ana',
      desSenha: REDACTED,
      a: [{ b: { c: { d: { e: { password: REDACTED, ok: 1 } } } } }],
      headers: { Authorization: REDACTED },
      empty: { token: '' },
      when: null,
    });
    expect(body.desSenha).toBe('x1');
    expect(redactSecrets('texto')).toBe('texto');
    expect(redactSecrets(null)).toBeNull();
    const loop: Record<string, unknown> = { senha: 's' };
    loop.self = loop;
    expect(() => redactSecrets(loop)).not.toThrow();
  });

  it('redacts the values of secret query parameters of a URL', () => {
    expect(redactUrl('/?LoginNumSeq=abc')).toBe('/?LoginNumSeq=***');
    expect(redactUrl('/api/x?a=1&token=t&b=2#frag')).toBe('/api/x?a=1&token=***&b=2#frag');
    expect(redactUrl('/api/x?id%5Ftoken=t')).toBe('/api/x?id%5Ftoken=***');
    expect(redactUrl('/api/x?a=1')).toBe('/api/x?a=1');
    expect(redactUrl('/api/x')).toBe('/api/x');
  });
});
