/**
 * One round of a kind of kitchen records that the server saves all or nothing and exactly once by each record's
 * device uuid: the closings of kanban lines (POST /api/v1/reTbKanbanProducao/fechamentos) and the meals typed
 * per restaurant and day (POST /api/v1/reTbRefeicoes). ONE send for the batch; the items whose records the
 * server refuses wait for the user ('attention'), the others are sent again without them. A record already
 * stored is answered as stored (its uuid), so a lost answer is simply sent again. States, retries and pauses
 * are the weighings'.
 */
import type { OutboxItem } from '@app/lib/local-db';
import { Round } from '@app/lib/outbox/round';
import { type Outcome, sendRecords, TEXT } from '@app/lib/outbox/transport';
import type { FechamentoInput } from '@domain/schemas/kanban-closings';
import type { RefeicaoInput } from '@domain/schemas/refeicoes';

/** How a kind of records travels: its records in an item, the answer's keys, the refusal without a text. */
export interface RecordKind<R> {
  records: (item: OutboxItem) => R[];
  uuidOf: (record: R) => string;
  send: (records: R[]) => Promise<Outcome>;
  /** The key of a record's uuid in the answers, and of the id of a stored record in a 400 (a replay). */
  uuidKey: string;
  savedKey: string;
  refusedText: string;
}

export const CLOSINGS: RecordKind<FechamentoInput> = {
  records: (item) => item.fechamentos ?? [],
  uuidOf: (f) => f.uuidFechamento,
  send: (records) => sendRecords('fechamentos', records),
  uuidKey: 'uuidFechamento',
  savedKey: 'idFechamentoSalvo',
  refusedText: TEXT.refusedClosing,
};

export const MEALS: RecordKind<RefeicaoInput> = {
  // Records queued by an older version carry no typing instant: the item's own (when it was queued).
  records: (item) =>
    (item.refeicoes ?? []).map((r) => ({ ...r, dtaDispositivo: r.dtaDispositivo ?? item.createdAt })),
  uuidOf: (r) => r.uuidRefeicao,
  send: (records) => sendRecords('refeicoes', records),
  uuidKey: 'uuidRefeicao',
  savedKey: 'idRefeicaoSalva',
  refusedText: TEXT.refusedMeals,
};

const lower = (uuid: string) => uuid.toLowerCase();

export class RecordsRound<R> extends Round {
  constructor(
    idEmpresa: number,
    pause: () => void,
    private readonly kind: RecordKind<R>,
  ) {
    super(idEmpresa, pause);
  }

  /** uuid (lower case) of each record of rows that carry one under the kind's uuid key. */
  private uuidsIn(rows: unknown[], accept: (row: Record<string, unknown>) => boolean = () => true): string[] {
    return rows.flatMap((r) => {
      if (!r || typeof r !== 'object') return [];
      const row = r as Record<string, unknown>;
      const uuid = row[this.kind.uuidKey];
      return typeof uuid === 'string' && accept(row) ? [lower(uuid)] : [];
    });
  }

  /** uuid → exception of the refused records of a 400 answer (stored ones are not refused). */
  private refusals(results: unknown[]): Map<string, string> {
    const refused = new Map<string, string>();
    for (const value of results) {
      if (!value || typeof value !== 'object') continue;
      const r = value as Record<string, unknown>;
      const uuid = r[this.kind.uuidKey];
      if (typeof r.exception !== 'string' || !r.exception.trim() || r[this.kind.savedKey] != null) continue;
      if (typeof uuid === 'string') refused.set(lower(uuid), r.exception);
    }
    return refused;
  }

  private uuidsOf(item: OutboxItem): string[] {
    return this.kind.records(item).map((r) => lower(this.kind.uuidOf(r)));
  }

  /** The items whose every record the answer confirms are sent; the others are tried again later. */
  private async stored(items: OutboxItem[], rows: unknown[]) {
    const stored = new Set(this.uuidsIn(rows));
    const done = items.filter((i) => this.uuidsOf(i).every((u) => stored.has(u)));
    const missing = items.filter((i) => !done.includes(i));
    await this.settleSent(done, new Date().toISOString());
    if (missing.length > 0) await this.retry(missing, TEXT.unexpected);
  }

  override async send(items: OutboxItem[]): Promise<void> {
    let toSend = items;
    while (toSend.length > 0) {
      const records = toSend.flatMap(this.kind.records);
      const answer = await this.whenCurrent(() => this.kind.send(records));
      switch (answer.kind) {
        case 'stale':
          return this.stale(toSend);
        case 'unauthorized':
          return this.unauthorized(toSend);
        case 'transient':
          return this.retry(toSend, answer.message);
        case 'rejected':
          return this.rejected(toSend, answer);
        case 'ok':
          if (!Array.isArray(answer.body)) return this.retry(toSend, TEXT.unexpected);
          return this.stored(toSend, answer.body);
        case 'refused': {
          const refusals = this.refusals(answer.body);
          const bad = toSend.filter((i) => this.uuidsOf(i).some((u) => refusals.has(u)));
          if (bad.length === 0) return this.attention(toSend, () => this.kind.refusedText);
          const byUuid = new Map(
            bad
              .flatMap(this.kind.records)
              .map((r) => [this.kind.uuidOf(r), refusals.get(lower(this.kind.uuidOf(r))) ?? '']),
          );
          await this.refused(bad, new Map([...byUuid].filter(([, e]) => e)));
          toSend = toSend.filter((i) => !bad.includes(i));
        }
      }
    }
  }
}
