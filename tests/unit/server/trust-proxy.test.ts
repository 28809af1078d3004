import { envSchema, fastifyTrustProxy } from '@server/env';
import { describe, expect, it } from 'vitest';

const parse = (TRUST_PROXY?: string) => envSchema.safeParse({ TRUST_PROXY });

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const v of [undefined, '', '0', 'false', 'off'])
      expect(parse(v).data?.TRUST_PROXY, String(v)).toBe(false);
  });

  it('takes a hop count, trusting that many nearest hops', () => {
    expect(parse('2').data?.TRUST_PROXY).toBe(2);
    const trust = fastifyTrustProxy(2) as (addr: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(0)).toBe(false);
  });

  it("takes the proxies' addresses, CIDRs and range names", () => {
    expect(parse(' 10.0.0.0/8, 192.0.2.7 ,loopback,::1, fd00::/8').data?.TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses "true" (it would trust any X-Forwarded-For) and what is not an address', () => {
    for (const v of ['true', 'proxy.local', '10.0.0.0/99', '1.2.3', ',']) {
      const res = parse(v);
      expect(res.success, v).toBe(false);
      expect(res.error?.issues[0].message, v).toContain('número de proxies');
    }
  });
});
