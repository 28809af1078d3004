/**
 * Rows put straight into the app's IndexedDB outbox, as an earlier session (or an older app version) would have
 * left them: used by the e2e tests and the bench. Built here in Node; the page only stores them.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright';

export interface QueuedWeighing {
  idRestaurante: number;
  dtaApontamento: string;
  qtdDesperdicio: number;
  idRecipiente?: number;
}

export function outboxRow(idEmpresa: number, resumo: string, weighing: QueuedWeighing, order = 0) {
  const now = new Date(Date.now() + order).toISOString();
  return {
    id: randomUUID(),
    tipDesperdicio: 1,
    itens: [{ uuidApontamento: randomUUID(), dtaDispositivo: now, tipDesperdicio: 1, ...weighing }],
    resumo,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    itemErrors: {},
    idUsuario: null,
    usuario: 'Cozinha Demo',
    idEmpresa,
    createdAt: now,
    receivedAt: null,
    sentAt: null,
    saved: null,
  };
}

export type OutboxRow = ReturnType<typeof outboxRow>;

/** Stores the rows in the page's outbox in one transaction (the app's Dexie database must exist). */
export function putOutboxRows(page: Page, rows: OutboxRow[]): Promise<void> {
  return page.evaluate(
    (list) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('controle-desperdicios');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction('outbox', 'readwrite');
          for (const row of list) tx.objectStore('outbox').put(row);
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
}

/** The company id carried by an id_token. */
export function companyOfToken(token: string): number {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).idEmpresa;
}

/** The app's outbox rows, as the page's IndexedDB holds them. */
export function outboxRowsOf(
  page: Page,
): Promise<{ id: string; status: string; itens: { qtdDesperdicio: number }[] }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('controle-desperdicios');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const all = req.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            req.result.close();
            resolve(all.result);
          };
        };
      }),
  );
}

/** The kitchen records of one kind ('fechamentos', 'refeicoes') the page's outbox holds, every row's in order. */
export async function queuedRecordsOf<T>(page: Page, kind: 'fechamentos' | 'refeicoes'): Promise<T[]> {
  const rows = (await outboxRowsOf(page)) as unknown as ({ kind?: string } & Record<string, unknown>)[];
  return rows.filter((r) => r.kind === kind).flatMap((r) => (r[kind] as T[] | undefined) ?? []);
}
