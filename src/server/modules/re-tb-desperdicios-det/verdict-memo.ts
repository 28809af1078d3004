/**
 * The verdicts validarApontamento just gave, kept a few seconds so that the saveAll that follows it (the
 * outbox sends the same weighings right after) does not check them all again: replaying a long queue then
 * costs about one check, not two. A verdict is reused only for the same company, uuid and exactly the same
 * weighing; anything else (another instance behind the load balancer, an expired or evicted entry, a changed
 * field) is checked again as usual. In memory, per instance, bounded.
 */

const TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

interface Entry<T> {
  at: number;
  fingerprint: string;
  value: T;
}

/** The fields of a weighing that decide its verdict (the device time does not). */
function fingerprintOf(weighing: object): string {
  const { dtaDispositivo: _ignored, ...rest } = weighing as Record<string, unknown>;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

export class VerdictMemo<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  private key(idEmpresa: number, uuid: string): string {
    return `${idEmpresa}:${uuid}`;
  }

  remember(idEmpresa: number, uuid: string, weighing: object, value: T): void {
    const key = this.key(idEmpresa, uuid);
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), fingerprint: fingerprintOf(weighing), value });
    // Entries are in the order they were written: the expired ones are at the front.
    for (const [k, e] of this.entries) {
      if (this.now() - e.at <= this.ttlMs) break;
      this.entries.delete(k);
    }
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The verdict given to this very weighing moments ago, taken out (used once), or undefined. */
  take(idEmpresa: number, uuid: string, weighing: object): T | undefined {
    const key = this.key(idEmpresa, uuid);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at > this.ttlMs) return undefined;
    return entry.fingerprint === fingerprintOf(weighing) ? entry.value : undefined;
  }

  get size(): number {
    return this.entries.size;
  }
}
