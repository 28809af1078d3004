/**
 * One round of the replayer: a batch of the company's due items → validarApontamento once for all → the refused
 * items wait for the user ('attention') → ONE saveAll for the rest (again without the owners of weighings
 * saveAll refuses). Every item ends settled or released.
 */
import type { OutboxItem } from '@app/lib/local-db';
import { backoffMs } from '@app/lib/outbox/backoff';
import { isPaused, sendingCompany } from '@app/lib/outbox/pause';
import { recordUuids, settle } from '@app/lib/outbox/store';
import { ANSWERED_STATUSES, callServer, type Outcome, TEXT } from '@app/lib/outbox/transport';
import { MSG } from '@domain/messages';
import type { Apontamento, ApontamentoInput, ApontamentoResultado } from '@domain/schemas/appointments';

const uuidOf = (w: ApontamentoInput): string => w.uuidApontamento ?? '';

/**
 * The message of a refusal that came without a text: an item list says that some weighing diverged
 * (spec §8), a single weighing that the server refused it.
 */
function refusedWithoutText(item: OutboxItem): string {
  return item.rotulos ? MSG.divergenceGeneric : TEXT.refused;
}

/** uuidApontamento → exception of the refused weighings in a per-item answer (stored ones are not refused). */
function refusalsOf(results: unknown[], sent: ApontamentoInput[]): Map<string, string> {
  const refused = new Map<string, string>();
  results.forEach((value, index) => {
    if (!value || typeof value !== 'object') return;
    const r = value as Partial<ApontamentoResultado>;
    if (typeof r.exception !== 'string' || !r.exception.trim() || r.idApontamentoSalvo != null) return;
    const uuid = r.uuidApontamento ?? sent[index]?.uuidApontamento;
    if (uuid) refused.set(uuid, r.exception);
  });
  return refused;
}

interface RoundResult {
  sent: number;
  attention: number;
  retry: number;
  paused: boolean;
  /** Nothing more to do in this replay (server unreachable, 401, session changed). */
  stop: boolean;
}

/** One send of a batch of the company's items (claimed: 'sending'); every item ends settled or released. */
export class Round {
  readonly result: RoundResult = { sent: 0, attention: 0, retry: 0, paused: false, stop: false };

  /** `pause`: what a 401 does (pauses the queue until the next login). */
  constructor(
    private readonly idEmpresa: number,
    private readonly pause: () => void,
  ) {}

  /** Items are only ever sent with a session of their own company. */
  private call(method: 'validar' | 'saveAll', itens: ApontamentoInput[]): Promise<Outcome> {
    return this.whenCurrent(() => callServer(method, itens));
  }

  /** A send made only while the session is still of the round's company (else 'stale'). */
  protected whenCurrent(send: () => Promise<Outcome>): Promise<Outcome> {
    if (isPaused() || sendingCompany() !== this.idEmpresa) return Promise.resolve({ kind: 'stale' });
    return send();
  }

  async attention(
    items: OutboxItem[],
    message: (item: OutboxItem) => string,
    errors = new Map<string, string>(),
  ) {
    await settle(
      items.map((item) => {
        const itemErrors: Record<string, string> = {};
        for (const uuid of recordUuids(item)) {
          const e = errors.get(uuid);
          if (e) itemErrors[uuid] = e;
        }
        return [
          item,
          {
            status: 'attention',
            lastError: message(item),
            itemErrors,
            nextAttemptAt: Date.now(),
            refusalSeenAt: null,
          },
        ];
      }),
    );
    this.result.attention += items.length;
  }

  async refused(items: OutboxItem[], refusals: Map<string, string>) {
    await this.attention(
      items,
      (item) => {
        // An item list names the weighing refused (spec §8): '(Insumo ou prato: X) exception'.
        const messages = recordUuids(item)
          .map((uuid) => {
            const refusal = refusals.get(uuid);
            const rotulo = item.rotulos?.[uuid];
            return refusal && rotulo ? MSG.divergenceItem(rotulo, refusal) : refusal;
          })
          .filter((m): m is string => !!m);
        return [...new Set(messages)].join('\n') || refusedWithoutText(item);
      },
      refusals,
    );
  }

  async retry(items: OutboxItem[], message: string) {
    const now = Date.now();
    await settle(
      items.map((item) => {
        const attempts = item.attempts + 1;
        return [
          item,
          { status: 'pending', attempts, nextAttemptAt: now + backoffMs(attempts), lastError: message },
        ];
      }),
    );
    this.result.retry += items.length;
    this.result.stop = true;
  }

  /** Back to pending exactly as they were (a 401, or not reached). */
  async release(items: OutboxItem[]) {
    await settle(items.map((item) => [item, { status: 'pending' }]));
  }

  async unauthorized(items: OutboxItem[]) {
    await this.release(items);
    this.pause();
    this.result.paused = true;
    this.result.stop = true;
  }

  async stale(items: OutboxItem[]) {
    await this.release(items);
    this.result.stop = true;
  }

  async saved(items: OutboxItem[], rows: unknown[], sent: ApontamentoInput[]) {
    const byUuid = new Map<string, Apontamento>();
    const sameOrder = rows.length === sent.length;
    rows.forEach((value, index) => {
      if (!value || typeof value !== 'object') return;
      const row = value as Apontamento;
      const uuid = row.uuidApontamento ?? (sameOrder ? sent[index]?.uuidApontamento : null);
      if (uuid) byUuid.set(uuid, row);
    });
    const done: OutboxItem[] = [];
    const missing: OutboxItem[] = [];
    const sentAt = new Date().toISOString();
    const changes: [OutboxItem, Partial<OutboxItem>][] = [];
    for (const item of items) {
      const saved = item.itens.map((w) => byUuid.get(uuidOf(w)));
      if (saved.some((r) => !r)) {
        missing.push(item);
        continue;
      }
      const stored = saved as Apontamento[];
      const receivedAt = stored
        .map((r) => r.dtaRegistro)
        .reduce((a, b) => (b > a ? b : a), stored[0].dtaRegistro);
      changes.push([
        item,
        {
          status: 'sent',
          saved: stored.map(
            ({ idApontamento, uuidApontamento, dtaRegistro, precisaAprovacao, motivoAprovacao }) => ({
              idApontamento,
              uuidApontamento,
              dtaRegistro,
              precisaAprovacao,
              motivoAprovacao: motivoAprovacao ?? null,
            }),
          ),
          receivedAt,
          sentAt,
          lastError: null,
          itemErrors: {},
          nextAttemptAt: 0,
        },
      ]);
      done.push(item);
    }
    await settle(changes);
    this.result.sent += done.length;
    // Not confirmed by the answer: sent again later (the server returns the stored record).
    if (missing.length > 0) await this.retry(missing, TEXT.unexpected);
  }

  /** Items the server stored whole, without a per-record answer to keep (closings, meals). */
  protected async settleSent(items: OutboxItem[], sentAt: string) {
    await settle(
      items.map((item) => [
        item,
        { status: 'sent', receivedAt: sentAt, sentAt, lastError: null, itemErrors: {}, nextAttemptAt: 0 },
      ]),
    );
    this.result.sent += items.length;
  }

  /** A non-array 4xx: with several items, each is sent alone to find the one the server rejects. */
  async rejected(items: OutboxItem[], outcome: Extract<Outcome, { kind: 'rejected' }>) {
    if (items.length === 1 || !ANSWERED_STATUSES.includes(outcome.status)) {
      await this.attention(items, () => outcome.message);
      return;
    }
    for (let i = 0; i < items.length; i++) {
      await this.send([items[i]]);
      if (this.result.stop) {
        await this.release(items.slice(i + 1));
        return;
      }
    }
  }

  async send(items: OutboxItem[]): Promise<void> {
    const all = items.flatMap((i) => i.itens);
    const validation = await this.call('validar', all);
    let toSave = items;
    switch (validation.kind) {
      case 'stale':
        return this.stale(items);
      case 'unauthorized':
        return this.unauthorized(items);
      case 'transient':
        return this.retry(items, validation.message);
      case 'rejected':
        return this.rejected(items, validation);
      case 'ok':
      case 'refused': {
        if (Array.isArray(validation.body)) {
          const refusals = refusalsOf(validation.body, all);
          const bad = items.filter((i) => i.itens.some((w) => refusals.has(uuidOf(w))));
          if (bad.length > 0) {
            await this.refused(bad, refusals);
            toSave = items.filter((i) => !bad.includes(i));
          }
        }
        // A 200 that is not an array: saveAll validates again and decides.
      }
    }

    while (toSave.length > 0) {
      const itens = toSave.flatMap((i) => i.itens);
      const answer = await this.call('saveAll', itens);
      switch (answer.kind) {
        case 'stale':
          return this.stale(toSave);
        case 'unauthorized':
          return this.unauthorized(toSave);
        case 'transient':
          return this.retry(toSave, answer.message);
        case 'rejected':
          return this.rejected(toSave, answer);
        case 'ok':
          if (!Array.isArray(answer.body)) return this.retry(toSave, TEXT.unexpected);
          return this.saved(toSave, answer.body, itens);
        case 'refused': {
          // Nothing was saved: flag the owners of the refused weighings and send the others again.
          const refusals = refusalsOf(answer.body, itens);
          const bad = toSave.filter((i) => i.itens.some((w) => refusals.has(uuidOf(w))));
          if (bad.length === 0) {
            return this.attention(toSave, refusedWithoutText);
          }
          await this.refused(bad, refusals);
          toSave = toSave.filter((i) => !bad.includes(i));
        }
      }
    }
  }
}
