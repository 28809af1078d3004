import { demoToday } from '@server/seed/prng';
import { describe, expect, it } from 'vitest';

describe("the demo's today", () => {
  it("is São Paulo's day, where its restaurants and their screens are, whatever the server's zone", () => {
    // 02:07 UTC is still 23:07 of the day before in São Paulo: the kitchen's 'today' is that day, and the
    // demo's open lines of the day must be on it.
    expect(demoToday(new Date('2026-12-03T02:07:00Z'))).toBe('2026-12-02');
    expect(demoToday(new Date('2026-12-03T02:59:59Z'))).toBe('2026-12-02');
    expect(demoToday(new Date('2026-12-03T03:00:00Z'))).toBe('2026-12-03');
    expect(demoToday(new Date('2026-12-03T23:30:00Z'))).toBe('2026-12-03');
  });
});
