import { createHash } from 'node:crypto';
import { MSG } from '@domain/messages';
import { sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { tooManyAttempts } from '../../core/domain-errors';
import { type Db, rowsOf } from '../../db/client';

/**
 * What a counter counts:
 * - 'conta': failed logins of one account (a known user, or a user name nobody has), from any address;
 * - 'endereco': failed logins and ticket redemptions from one client address, over any accounts;
 * - 'ticket': tickets one user issued.
 */
export type LimitKind = 'conta' | 'endereco' | 'ticket';

export interface LimitKey {
  kind: LimitKind;
  key: string;
}

export interface LoginLimitsConfig {
  /** Attempts allowed per window, per kind. */
  max: Record<LimitKind, number>;
  windowMinutes: number;
}

/** How often an instance deletes the counters whose window has passed. */
const SWEEP_EVERY_MS = 60_000;

/** The counter of an account: the user's id when the name is someone's, else a hash of the name tried. */
export function accountKey(idUsuario: number | null, name: string): LimitKey {
  const key =
    idUsuario !== null
      ? `u:${idUsuario}`
      : `n:${createHash('sha256').update(name.trim().toLowerCase()).digest('hex')}`;
  return { kind: 'conta', key };
}

/** The counter of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 (one subscriber). */
export function addressKey(ip: string): LimitKey {
  let key = ip;
  try {
    const addr = ipaddr.process(ip);
    key =
      addr.kind() === 'ipv6'
        ? `${(addr as ipaddr.IPv6).parts
            .slice(0, 4)
            .map((p) => p.toString(16))
            .join(':')}::/64`
        : addr.toString();
  } catch {
    // not an address (a test's or a socket's oddity): counted as the text it is
  }
  return { kind: 'endereco', key: key.slice(0, 256) };
}

/**
 * Fixed-window attempt counters in one PostgreSQL table, so every instance on the database shares them.
 * An attempt is one upsert of its counters that returns their new counts; when one is over its limit the
 * attempt is refused (429 with Retry-After) before any password is checked, and counts only on the counter it
 * exceeded. A successful attempt gives its count back, so only failures use up the limits.
 */
export function loginLimits(db: Db, config: LoginLimitsConfig) {
  const windowSeconds = config.windowMinutes * 60;
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.execute(
      sql`DELETE FROM login_tentativas WHERE dta_inicio <= now() - ${windowSeconds}::int * interval '1 second'`,
    );
  }

  return {
    /** Counts one attempt on each counter; throws 429 when one is over its limit. */
    async attempt(keys: LimitKey[]): Promise<void> {
      await sweep();
      // A window starts at the first attempt it counts: a counter whose window passed, or whose attempts were all
      // given back (successful logins), starts a new one now.
      const fresh = sql`(t.qtd_tentativas <= 0 OR t.dta_inicio <= now() - ${windowSeconds}::int * interval '1 second')`;
      // The values are in a fixed order (kinds as given), so concurrent attempts lock rows in one order.
      const rows = await rowsOf<{ tip_limite: LimitKind; qtd_tentativas: number; restante: number }>(
        db,
        sql`INSERT INTO login_tentativas AS t (tip_limite, des_chave, dta_inicio, qtd_tentativas)
            VALUES ${sql.join(
              keys.map((k) => sql`(${k.kind}, ${k.key}, now(), 1)`),
              sql`, `,
            )}
            ON CONFLICT (tip_limite, des_chave) DO UPDATE SET
              dta_inicio = CASE WHEN ${fresh} THEN now() ELSE t.dta_inicio END,
              qtd_tentativas = CASE WHEN ${fresh} THEN 1 ELSE t.qtd_tentativas + 1 END
            RETURNING tip_limite, qtd_tentativas,
              ceil(extract(epoch FROM t.dta_inicio + ${windowSeconds}::int * interval '1 second' - now()))::int
                AS restante`,
      );
      const isOver = (r: (typeof rows)[number]) => Number(r.qtd_tentativas) > config.max[r.tip_limite];
      const over = rows.filter(isOver);
      if (over.length === 0) return;
      // A refused attempt checked no password: the counters it did not exceed get it back.
      const under = keys.filter((k) => !over.some((r) => r.tip_limite === k.kind));
      if (under.length > 0) await giveBack(under);
      const seconds = Math.max(1, ...over.map((r) => Number(r.restante)));
      throw tooManyAttempts(MSG.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
    },

    /** Gives back the attempt of `keys` (it succeeded). */
    succeeded: giveBack,
  };

  async function giveBack(keys: LimitKey[]): Promise<void> {
    await db.execute(
      sql`UPDATE login_tentativas SET qtd_tentativas = qtd_tentativas - 1
            WHERE qtd_tentativas > 0 AND (tip_limite, des_chave) IN (${sql.join(
              keys.map((k) => sql`(${k.kind}, ${k.key})`),
              sql`, `,
            )})`,
    );
  }
}

export type LoginLimits = ReturnType<typeof loginLimits>;
