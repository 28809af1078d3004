/**
 * One round of the kitchen's closings of kanban lines (POST /api/v1/reTbKanbanProducao/fechamentos): ONE send
 * for the batch; the items whose closings the server refuses wait for the user ('attention'), the others are
 * sent again without them (the server saves a batch all or nothing). A closing already stored is answered as
 * stored (its uuid), so a lost answer is simply sent again. States, retries and pauses are the weighings'.
 */
import type { OutboxItem } from '@app/lib/local-db';
import { Round } from '@app/lib/outbox/round';
import { sendClosings, TEXT } from '@app/lib/outbox/transport';
import type { Fechamento, FechamentoResultado } from '@domain/schemas/kanban-closings';

/** uuidFechamento → exception of the refused closings of a 400 answer (stored ones are not refused). */
function closingRefusals(results: unknown[]): Map<string, string> {
  const refused = new Map<string, string>();
  for (const value of results) {
    if (!value || typeof value !== 'object') continue;
    const r = value as Partial<FechamentoResultado>;
    if (typeof r.exception !== 'string' || !r.exception.trim() || r.idFechamentoSalvo != null) continue;
    if (r.uuidFechamento) refused.set(r.uuidFechamento.toLowerCase(), r.exception);
  }
  return refused;
}

const closingsOf = (item: OutboxItem) => item.fechamentos ?? [];
const lower = (uuid: string) => uuid.toLowerCase();

export class ClosingRound extends Round {
  /** The items whose every closing the answer confirms are sent; the others are tried again later. */
  private async closed(items: OutboxItem[], rows: unknown[]) {
    const stored = new Set(
      rows.flatMap((r) =>
        r && typeof r === 'object' && typeof (r as Fechamento).uuidFechamento === 'string'
          ? [lower((r as Fechamento).uuidFechamento)]
          : [],
      ),
    );
    const done = items.filter((i) => closingsOf(i).every((f) => stored.has(lower(f.uuidFechamento))));
    const missing = items.filter((i) => !done.includes(i));
    const sentAt = new Date().toISOString();
    await this.settleSent(done, sentAt);
    if (missing.length > 0) await this.retry(missing, TEXT.unexpected);
  }

  override async send(items: OutboxItem[]): Promise<void> {
    let toSend = items;
    while (toSend.length > 0) {
      const fechamentos = toSend.flatMap(closingsOf);
      const answer = await this.whenCurrent(() => sendClosings(fechamentos));
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
          return this.closed(toSend, answer.body);
        case 'refused': {
          const refusals = closingRefusals(answer.body);
          const bad = toSend.filter((i) => closingsOf(i).some((f) => refusals.has(lower(f.uuidFechamento))));
          if (bad.length === 0) return this.attention(toSend, () => TEXT.refusedClosing);
          const byUuid = new Map(
            bad
              .flatMap(closingsOf)
              .map((f) => [f.uuidFechamento, refusals.get(lower(f.uuidFechamento)) ?? '']),
          );
          await this.refused(bad, new Map([...byUuid].filter(([, e]) => e)));
          toSend = toSend.filter((i) => !bad.includes(i));
        }
      }
    }
  }
}
