import 'fake-indexeddb/auto';
import type { OutboxAnswer, OutboxTransport } from '@app/lib/outbox/transport';
import { MSG } from '@domain/messages';
import type { Apontamento, ApontamentoInput, ApontamentoResultado } from '@domain/schemas/appointments';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_OTHER_REFERENCES } from '../../../../kit/factories/weighing-references';
import { mockFetch } from '../../helpers/fetch-mock';
import { makeToken } from '../../helpers/jwt';
import {
  freshTabletEachTest,
  KITCHEN_ACCOUNT,
  KITCHEN_EMPRESA,
  loadOutboxModules,
  type OutboxModules,
  signInKitchen,
} from '../../helpers/outbox-modules';

vi.mock('@app/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

const DB_NAME = 'controle-desperdicios';
const MIN = 60_000;

function logout(m: OutboxModules) {
  localStorage.removeItem('id_token');
  m.setSession({ status: 'unauthenticated', account: null, empresa: null, permission: null, message: null });
}

/** Queues without sending (no token: the replayer has no session to send with), then restores the token. */
async function queued<T>(fn: () => Promise<T>): Promise<T> {
  const token = localStorage.getItem('id_token');
  localStorage.removeItem('id_token');
  try {
    return await fn();
  } finally {
    if (token) localStorage.setItem('id_token', token);
  }
}

let weighingSeq = 0;
function weighing(qtdDesperdicio: number): Omit<ApontamentoInput, 'uuidApontamento' | 'dtaDispositivo'> {
  weighingSeq++;
  return {
    idApontamento: null,
    idRestaurante: 10,
    idSatelite: null,
    tipDesperdicio: 1,
    dtaApontamento: '2025-03-10',
    qtdDesperdicio,
    idProduto: 100 + weighingSeq,
    idItemVenda: 200,
    ...NO_OTHER_REFERENCES,
  };
}
const meta = (resumo = 'Bandeja · 10 - Restaurante X · 1,25 kg') => ({ tipDesperdicio: 1, resumo });

// ---------------------------------------------------------------------------------------------------------
// A fake server implementing the contract of validarApontamento and saveAll in memory

type Mode = 'ok' | 'offline' | 'error500' | 'unauthorized' | 'forbidden';
type Reply = { status: number; body: unknown } | { network: true };
const tick = () => new Promise<void>((r) => setTimeout(r, 0));

class FakeServer {
  /** uuidApontamento → stored row (the server's unique key). */
  readonly rows = new Map<string, Apontamento>();
  /** Every uuid that reached saveAll, in order (repeats = sent twice). */
  readonly posted: string[] = [];
  readonly calls = { validar: 0, saveAll: 0 };
  mode: Mode = 'ok';
  /** Refused by both validar and saveAll. */
  refuse: (w: ApontamentoInput) => string | null = () => null;
  /** Refused by saveAll only (e.g. something changed between the two calls). */
  refuseOnSave: (w: ApontamentoInput) => string | null = () => null;
  /** A weighing the schema rejects: the whole request gets a 400 object. */
  malformed: (w: ApontamentoInput) => boolean = () => false;
  /** Commit the next saveAll, then lose its answer (network error). */
  dropNextSaveAnswer = false;
  private nextId = 1;

  private failure(): Reply | null {
    if (this.mode === 'offline') return { network: true };
    if (this.mode === 'error500')
      return { status: 500, body: { statusCode: 500, message: 'Internal Server Error' } };
    if (this.mode === 'unauthorized')
      return { status: 401, body: { statusCode: 401, message: MSG.invalidToken } };
    if (this.mode === 'forbidden') return { status: 403, body: { statusCode: 403, message: MSG.noAccess } };
    return null;
  }

  private results(itens: ApontamentoInput[], onSave: boolean): ApontamentoResultado[] {
    return itens.map((w) => {
      const stored = w.uuidApontamento ? this.rows.get(w.uuidApontamento) : undefined;
      const exception = stored ? null : (this.refuse(w) ?? (onSave ? this.refuseOnSave(w) : null));
      return {
        ...w,
        exception,
        avisos: [],
        minQtd: null,
        maxQtd: null,
        mediaQtd: null,
        precisaAprovacao: false,
        motivoAprovacao: null,
        idApontamentoSalvo: stored?.idApontamento ?? null,
      };
    });
  }

  private badRequest(itens: ApontamentoInput[]): Reply | null {
    if (!itens.some((w) => this.malformed(w))) return null;
    return {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'qtdDesperdicio: valor inválido' },
    };
  }

  async handle(op: 'validar' | 'saveAll', itens: ApontamentoInput[]): Promise<Reply> {
    this.calls[op]++;
    await tick();
    const failed = this.failure() ?? this.badRequest(itens);
    if (failed) return failed;
    if (op === 'validar') {
      const results = this.results(itens, false);
      return { status: results.some((r) => r.exception) ? 400 : 200, body: results };
    }
    const results = this.results(itens, true);
    if (results.some((r) => r.exception)) return { status: 400, body: results };
    // One transaction: a stored uuid answers the stored row, never a second one.
    const saved = itens.map((w) => {
      this.posted.push(w.uuidApontamento ?? '');
      const uuid = w.uuidApontamento ?? crypto.randomUUID();
      const stored = this.rows.get(uuid);
      if (stored) return stored;
      const row: Apontamento = {
        idApontamento: this.nextId++,
        uuidApontamento: uuid,
        idRestaurante: w.idRestaurante,
        idSatelite: w.idSatelite ?? null,
        tipDesperdicio: w.tipDesperdicio,
        dtaApontamento: w.dtaApontamento,
        qtdDesperdicio: w.qtdDesperdicio,
        qtdTara: 0,
        qtdLiquido: w.qtdDesperdicio,
        idProduto: w.idProduto ?? null,
        idItemVenda: w.idItemVenda ?? null,
        idAgrupamento: w.idAgrupamento ?? null,
        idInsumo: w.idInsumo ?? null,
        idDestino: w.idDestino ?? null,
        idRecipiente: w.idRecipiente ?? null,
        idBal: w.idBal ?? null,
        idUsuario: KITCHEN_ACCOUNT.usuario.idUsuario,
        dtaRegistro: new Date(Date.now() + this.nextId).toISOString(),
        dtaDispositivo: w.dtaDispositivo ?? null,
        precisaAprovacao: false,
        motivoAprovacao: null,
        minQtd: null,
        maxQtd: null,
        mediaQtd: null,
        txtJustificativa: w.txtJustificativa ?? null,
        notificar: false,
        transferido: false,
      };
      this.rows.set(uuid, row);
      return row;
    });
    await tick();
    if (this.dropNextSaveAnswer) {
      this.dropNextSaveAnswer = false;
      return { network: true };
    }
    return { status: 200, body: saved };
  }

  /** As the app's transport: 2xx and 400/409/422 answered, the rest thrown as the HTTP client does. */
  transportFor(m: OutboxModules): OutboxTransport {
    const answer = async (op: 'validar' | 'saveAll', itens: ApontamentoInput[]): Promise<OutboxAnswer> => {
      const reply = await this.handle(op, structuredClone(itens));
      if ('network' in reply) throw new m.ApiError(0, MSG.genericError, null, op);
      if (reply.status >= 300 && ![400, 409, 422].includes(reply.status)) {
        const message = (reply.body as { message?: string }).message ?? '';
        throw new m.ApiError(reply.status, message, reply.body, op);
      }
      return reply;
    };
    return { validar: (itens) => answer('validar', itens), saveAll: (itens) => answer('saveAll', itens) };
  }

  /** As the HTTP API, for the real client (mockFetch). */
  async http(url: string, init: RequestInit) {
    const op = url.endsWith('/validarApontamento') ? 'validar' : url.endsWith('/saveAll') ? 'saveAll' : null;
    if (!op) return { status: 404, body: { statusCode: 404, message: 'Not Found' } };
    const reply = await this.handle(op, JSON.parse(String(init.body)));
    if ('network' in reply) throw new TypeError('fetch failed');
    return reply;
  }
}

// ---------------------------------------------------------------------------------------------------------

let m: OutboxModules;
let server: FakeServer;
const others: OutboxModules[] = [];

async function item(id: string, db: OutboxModules = m) {
  const row = await db.localDb.outbox.get(id);
  if (!row) throw new Error(`outbox item ${id} not found`);
  return row;
}

/**
 * Queues three items, the middle one of weighings of these quantities, and sends them: the first and the last
 * are sent, the middle one waits. Returns the middle one as queued and as stored.
 */
async function sendAroundRefused(middle: number[]) {
  const [ok1, bad, ok2] = await queued(async () => [
    await m.enqueue([weighing(1)], meta()),
    await m.enqueue(
      middle.map((qtd) => weighing(qtd)),
      meta(),
    ),
    await m.enqueue([weighing(3)], meta()),
  ]);
  const report = await m.replayOutbox();

  expect(report).toMatchObject({ sent: 2, attention: 1 });
  expect((await item(ok1.id)).status).toBe('sent');
  expect((await item(ok2.id)).status).toBe('sent');
  return { bad, flagged: await item(bad.id) };
}

freshTabletEachTest(loadOutboxModules, (loaded) => {
  m = loaded;
  server = new FakeServer();
  return server.transportFor(m);
});

afterEach(async () => {
  for (const x of others.splice(0)) x.localDb.close();
  vi.useRealTimers();
});

describe('outbox', () => {
  it('enqueue then replay: rows on the server with the queued uuids, items sent, counts 0', async () => {
    const a = await m.enqueue([weighing(1.25), weighing(0.5)], meta());
    const b = await m.enqueue([weighing(2)], meta('Bandeja · 10 - Restaurante X · 2 kg'));
    await m.replayOutbox();

    expect(server.rows.size).toBe(3);
    for (const queuedItem of [a, b]) {
      const stored = await item(queuedItem.id);
      expect(stored.status).toBe('sent');
      expect(stored.sentAt).not.toBeNull();
      expect(stored.lastError).toBeNull();
      expect(stored.saved?.map((r) => r.uuidApontamento)).toEqual(
        queuedItem.itens.map((w) => w.uuidApontamento),
      );
      for (const w of queuedItem.itens) {
        const row = server.rows.get(w.uuidApontamento ?? '');
        expect(row).toBeDefined();
        expect(row?.dtaDispositivo).toBe(w.dtaDispositivo);
      }
      expect(stored.receivedAt).toBe(
        stored.saved
          ?.map((r) => r.dtaRegistro)
          .sort()
          .at(-1),
      );
    }
    expect(a).toMatchObject({ idEmpresa: 3, idUsuario: 7, usuario: 'Maria Silva', tipDesperdicio: 1 });
    expect(new Set([...a.itens, ...b.itens].map((w) => w.uuidApontamento)).size).toBe(3);
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 0 });
    expect(await m.isOutboxEmpty()).toBe(true);
  });

  it('makes valid v4 uuids without crypto.randomUUID (a LAN address over http)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a),
    });
    const x = await m.enqueue([weighing(1), weighing(2)], meta());
    vi.stubGlobal('crypto', real);
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const id of [x.id, ...x.itens.map((w) => w.uuidApontamento)]) expect(id).toMatch(v4);
    await m.replayOutbox();
    expect((await item(x.id)).status).toBe('sent');
  });

  it('validates once and saves once for all the due items', async () => {
    const items = await queued(async () => [
      await m.enqueue([weighing(1)], meta()),
      await m.enqueue([weighing(2), weighing(3)], meta()),
      await m.enqueue([weighing(4)], meta()),
    ]);
    expect(await m.getOutboxCounts()).toEqual({ pending: 3, attention: 0 });
    const report = await m.replayOutbox();
    expect(report).toMatchObject({ sent: 3, attention: 0, retry: 0, paused: false });
    expect(server.calls).toEqual({ validar: 1, saveAll: 1 });
    for (const x of items) expect((await item(x.id)).status).toBe('sent');
  });

  it('the server commits but the answer is lost: kept with backoff, then ONE row per weighing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.dropNextSaveAnswer = true;
    const x = await m.enqueue([weighing(1), weighing(2)], meta());
    await m.replayOutbox();

    expect(server.rows.size).toBe(2);
    let stored = await item(x.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stored.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(stored.lastError).toBeTruthy();

    vi.setSystemTime(Date.now() + 10 * MIN);
    await m.replayOutbox();

    stored = await item(x.id);
    expect(stored.status).toBe('sent');
    expect(server.rows.size).toBe(2);
    expect(stored.saved?.map((r) => r.idApontamento)).toEqual(
      x.itens.map((w) => server.rows.get(w.uuidApontamento ?? '')?.idApontamento),
    );
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 0 });
  });

  it('validar refuses one weighing: the other items are saved, only its item waits with the message', async () => {
    server.refuse = (w) => (w.qtdDesperdicio === 999 ? 'Quantidade acima do máximo permitido' : null);
    const { bad, flagged } = await sendAroundRefused([2, 999]);
    expect(flagged.status).toBe('attention');
    expect(flagged.lastError).toBe('Quantidade acima do máximo permitido');
    expect(flagged.itemErrors).toEqual({
      [bad.itens[1].uuidApontamento ?? '']: 'Quantidade acima do máximo permitido',
    });
    // Nothing of the refused item reached the server (it is saved as a whole once corrected).
    for (const w of bad.itens) expect(server.rows.has(w.uuidApontamento ?? '')).toBe(false);
    expect(server.rows.size).toBe(2);
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 1 });
    expect(await m.isOutboxEmpty()).toBe(false);
  });

  it('joins the messages of several refused weighings of one item', async () => {
    server.refuse = (w) => (w.qtdDesperdicio > 900 ? `Quantidade ${w.qtdDesperdicio} acima do máximo` : null);
    const x = await m.enqueue([weighing(901), weighing(1), weighing(902)], meta());
    await m.replayOutbox();
    const flagged = await item(x.id);
    expect(flagged.status).toBe('attention');
    expect(flagged.lastError).toContain('Quantidade 901 acima do máximo');
    expect(flagged.lastError).toContain('Quantidade 902 acima do máximo');
    expect(Object.keys(flagged.itemErrors)).toEqual([x.itens[0].uuidApontamento, x.itens[2].uuidApontamento]);
  });

  it('names the refused weighing of an item list: (Insumo ou prato: X) exception', async () => {
    server.refuse = (w) => (w.qtdDesperdicio === 7 ? MSG.kanbanNotFound : null);
    const x = await m.enqueue([weighing(1), weighing(7)], {
      ...meta(),
      rotulos: ['Arroz / Arroz branco', 'Feijão / Feijão carioca'],
    });
    await m.replayOutbox();
    const flagged = await item(x.id);
    expect(flagged.status).toBe('attention');
    expect(flagged.lastError).toBe(MSG.divergenceItem('Feijão / Feijão carioca', MSG.kanbanNotFound));
    expect(flagged.lastError).toBe(
      '(Insumo ou prato: Feijão / Feijão carioca) Kanban não encontrado para o produto informado na data do apontamento.',
    );
  });

  it("a refusal without a text: an item list says 'Algum apontamento apresentou divergências…', a tray that the server refused", async () => {
    // saveAll answers 400 with the weighings, but the refused one's exception is blank.
    server.refuseOnSave = (w) => (w.qtdDesperdicio === 7 ? ' ' : null);
    const list = await m.enqueue([weighing(1), weighing(7)], {
      ...meta(),
      rotulos: ['Arroz / Arroz branco', 'Feijão / Feijão carioca'],
    });
    await m.replayOutbox();
    expect(await item(list.id)).toMatchObject({ status: 'attention', lastError: MSG.divergenceGeneric });
    expect(MSG.divergenceGeneric).toBe(
      'Algum apontamento apresentou divergências na hora de apontá-lo. Confira o painel de divergências e tente corrigi-lo.',
    );
    const tray = await m.enqueue([weighing(7)], meta());
    await m.replayOutbox();
    expect(await item(tray.id)).toMatchObject({
      status: 'attention',
      lastError: 'Apontamento recusado pelo servidor.',
    });
    expect(server.rows.size).toBe(0);
  });

  it('saveAll refuses one weighing (400 array): nothing of it saved, the others saved, only it waits', async () => {
    server.refuseOnSave = (w) => (w.qtdDesperdicio === 999 ? MSG.kanbanNotFound : null);
    const { bad, flagged } = await sendAroundRefused([999, 2]);
    expect(flagged).toMatchObject({ status: 'attention', lastError: MSG.kanbanNotFound });
    expect(flagged.itemErrors).toEqual({ [bad.itens[0].uuidApontamento ?? '']: MSG.kanbanNotFound });
    expect(server.rows.size).toBe(2);
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 1 });
  });

  it('a 4xx object (403) flags the items with the server message', async () => {
    server.mode = 'forbidden';
    const x = await m.enqueue([weighing(1)], meta());
    await m.replayOutbox();
    expect(await item(x.id)).toMatchObject({ status: 'attention', lastError: MSG.noAccess });
    expect(server.rows.size).toBe(0);
  });

  it('a 400 object for a batch: each item is tried alone, only the malformed one waits', async () => {
    server.malformed = (w) => w.qtdDesperdicio < 0;
    const [ok, bad] = await queued(async () => [
      await m.enqueue([weighing(1)], meta()),
      await m.enqueue([weighing(-5)], meta()),
    ]);
    await m.replayOutbox();
    expect((await item(ok.id)).status).toBe('sent');
    expect(await item(bad.id)).toMatchObject({
      status: 'attention',
      lastError: 'qtdDesperdicio: valor inválido',
    });
  });

  it('401 pauses the queue untouched until the next login, then sends everything', async () => {
    server.mode = 'unauthorized';
    const items = await queued(async () => [
      await m.enqueue([weighing(1)], meta()),
      await m.enqueue([weighing(2), weighing(3)], meta()),
    ]);
    const report = await m.replayOutbox();

    expect(report.paused).toBe(true);
    expect(await m.getOutboxCounts()).toEqual({ pending: 2, attention: 0 });
    for (const x of items) expect(await item(x.id)).toMatchObject({ status: 'pending', attempts: 0 });
    const calls = { ...server.calls };

    // Further replays (and new saves) do nothing while paused.
    server.mode = 'ok';
    const later = await m.enqueue([weighing(4)], meta());
    expect((await m.replayOutbox()).paused).toBe(true);
    expect(server.calls).toEqual(calls);
    expect(await m.getOutboxCounts()).toEqual({ pending: 3, attention: 0 });

    // The app logs out on the 401 and the user signs in again.
    logout(m);
    signInKitchen(m, makeToken(7300, { idEmpresa: KITCHEN_EMPRESA.idEmpresa }));
    const resumed = await m.replayOutbox();
    expect(resumed.paused).toBe(false);

    for (const x of [...items, later]) expect((await item(x.id)).status).toBe('sent');
    expect(server.rows.size).toBe(4);
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 0 });
  });

  it('two concurrent replayers in one tab: each weighing posted once, one row each', async () => {
    const items = await queued(async () => [
      await m.enqueue([weighing(1), weighing(2)], meta()),
      await m.enqueue([weighing(3)], meta()),
      await m.enqueue([weighing(4)], meta()),
    ]);
    await Promise.all([m.replayOutbox(), m.replayOutbox()]);

    expect(server.rows.size).toBe(4);
    expect(server.posted).toHaveLength(4);
    expect(new Set(server.posted).size).toBe(4);
    for (const x of items) expect((await item(x.id)).status).toBe('sent');
  });

  it('two concurrent replayers without Web Locks (in-tab mutex): one row per weighing', async () => {
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'node' });
    const items = await queued(async () => [
      await m.enqueue([weighing(1)], meta()),
      await m.enqueue([weighing(2), weighing(3)], meta()),
    ]);
    await Promise.all([m.replayOutbox(), m.replayOutbox(), m.replayOutbox()]);

    expect(server.rows.size).toBe(3);
    expect(new Set(server.posted).size).toBe(server.posted.length);
    for (const x of items) expect((await item(x.id)).status).toBe('sent');
  });

  it('two tabs (module instances, connections) on the same database: one replays, one row per weighing', async () => {
    const items = await queued(async () => [
      await m.enqueue([weighing(1), weighing(2)], meta()),
      await m.enqueue([weighing(3)], meta()),
    ]);
    vi.resetModules();
    const tab2 = await loadOutboxModules();
    others.push(tab2);
    tab2.setOutboxTransport(server.transportFor(tab2));
    signInKitchen(tab2);
    expect(await tab2.getOutboxCounts()).toEqual({ pending: 2, attention: 0 });

    const reports = await Promise.all([m.replayOutbox(), tab2.replayOutbox()]);

    expect(reports.filter((r) => r.skipped)).toHaveLength(1);
    expect(server.rows.size).toBe(3);
    expect(new Set(server.posted).size).toBe(server.posted.length);
    for (const x of items) expect((await item(x.id, tab2)).status).toBe('sent');
  });

  it('an item left "sending" by a closed tab is sent', async () => {
    const x = await queued(() => m.enqueue([weighing(1)], meta()));
    await m.localDb.outbox.update(x.id, { status: 'sending', nextAttemptAt: Date.now() + 10 * MIN });
    await m.replayOutbox();
    expect((await item(x.id)).status).toBe('sent');
    expect(server.rows.size).toBe(1);
  });

  it('schema upgrade v1 → v2 keeps a non-empty outbox and fills the defaults', async () => {
    const v1 = new Dexie(DB_NAME);
    v1.version(1).stores({ outbox: 'id, status, createdAt, idEmpresa', cache: 'key' });
    const w = (q: number): ApontamentoInput => ({
      ...weighing(q),
      uuidApontamento: crypto.randomUUID(),
      dtaDispositivo: '2025-03-10T12:00:00.000Z',
    });
    await v1.table('outbox').bulkPut([
      {
        id: 'a',
        tipDesperdicio: 1,
        itens: [w(1)],
        resumo: 'A',
        status: 'pending',
        idEmpresa: 3,
        createdAt: '2025-03-10T12:00:00.000Z',
      },
      {
        id: 'b',
        itens: [w(2), w(3)],
        status: 'sending',
        attempts: 2,
        idEmpresa: 3,
        createdAt: '2025-03-10T12:01:00.000Z',
      },
      {
        id: 'c',
        itens: [w(4)],
        status: 'attention',
        lastError: 'Recusado',
        idEmpresa: 4,
        createdAt: '2025-03-10T12:02:00.000Z',
      },
    ]);
    await v1.table('cache').put({ key: '3:destinos', value: [1, 2], updatedAt: 1, refreshAt: 2 });
    v1.close();

    const db = m.openLocalDb();
    const rows = await db.outbox.orderBy('createdAt').toArray();
    expect(db.verno).toBe(m.LOCAL_DB_VERSION);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(rows[0]).toMatchObject({
      tipDesperdicio: 1,
      resumo: 'A',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      itemErrors: {},
      idUsuario: null,
      usuario: '',
      receivedAt: null,
      sentAt: null,
      saved: null,
    });
    expect(rows[1]).toMatchObject({ tipDesperdicio: 1, resumo: '', status: 'pending', attempts: 2 });
    expect(rows[2]).toMatchObject({ status: 'attention', lastError: 'Recusado', idEmpresa: 4 });
    expect(await db.outbox.where('[idEmpresa+status]').equals([3, 'pending']).count()).toBe(2);
    expect((await db.cache.get('3:destinos'))?.value).toEqual([1, 2]);
    db.close();

    // The upgraded queue is sent as any other.
    await m.replayOutbox();
    expect((await item('a')).status).toBe('sent');
    expect((await item('b')).status).toBe('sent');
    expect((await item('c')).status).toBe('attention');
    expect(server.rows.size).toBe(3);
  });

  it('network error and 5xx are retried with a growing, capped backoff, never flagged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.mode = 'offline';
    const x = await m.enqueue([weighing(1)], meta());
    await m.replayOutbox();

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      const stored = await item(x.id);
      expect(stored).toMatchObject({ status: 'pending', attempts: attempt });
      expect(stored.lastError).toBeTruthy();
      delays.push(stored.nextAttemptAt - Date.now());
      // Not due yet: nothing is sent.
      const calls = server.calls.validar;
      await m.replayOutbox();
      expect(server.calls.validar).toBe(calls);

      vi.setSystemTime(stored.nextAttemptAt);
      server.mode = attempt % 2 ? 'error500' : 'offline';
      await m.replayOutbox();
    }
    expect(delays[1]).toBeGreaterThan(delays[0]);
    expect(delays[2]).toBeGreaterThan(delays[1]);
    expect(delays[3]).toBeGreaterThan(delays[2]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(5 * MIN);
    expect(await m.getOutboxCounts()).toEqual({ pending: 1, attention: 0 });

    server.mode = 'ok';
    vi.setSystemTime(Date.now() + 10 * MIN);
    await m.replayOutbox();
    expect((await item(x.id)).status).toBe('sent');
    expect(server.rows.size).toBe(1);
  });

  it('while the app is visible a retry waits at most ~15 s; a hidden tab backs off further', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.mode = 'offline';
    const x = await m.enqueue([weighing(1)], meta());
    const delays = async () => {
      const out: number[] = [];
      for (let attempt = 0; attempt < 9; attempt++) {
        const stored = await item(x.id);
        vi.setSystemTime(Math.max(Date.now(), stored.nextAttemptAt));
        await m.replayOutbox();
        out.push((await item(x.id)).nextAttemptAt - Date.now());
      }
      return out;
    };
    const visible = await delays();
    expect(Math.max(...visible)).toBeLessThanOrEqual(15_000);
    expect(visible.at(-1)).toBeGreaterThanOrEqual(12_000);
    Object.assign(document, { visibilityState: 'hidden' });
    const hidden = await delays();
    expect(Math.max(...hidden)).toBeGreaterThan(60_000);
    expect(Math.max(...hidden)).toBeLessThanOrEqual(5 * MIN);
  });

  it('one success sends the rest: items waiting on their own backoff go in the same replay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.mode = 'offline';
    const a = await m.enqueue([weighing(1)], meta());
    await m.replayOutbox();
    vi.setSystemTime(Date.now() + 1_000);
    const b = await m.enqueue([weighing(2)], meta());
    await m.replayOutbox();
    const [ra, rb] = [await item(a.id), await item(b.id)];
    expect(rb.nextAttemptAt).toBeGreaterThan(ra.nextAttemptAt);
    server.mode = 'ok';
    vi.setSystemTime(ra.nextAttemptAt);
    await m.replayOutbox();
    expect((await item(a.id)).status).toBe('sent');
    expect((await item(b.id)).status).toBe('sent');
    expect(server.rows.size).toBe(2);
  });

  it('the server answering again (lie-fi over) replays the whole queue at once', async () => {
    const stop = m.startOutbox();
    server.mode = 'offline';
    const queuedItems = [
      await m.enqueue([weighing(1)], meta()),
      await m.enqueue([weighing(2)], meta()),
      await m.enqueue([weighing(3)], meta()),
    ];
    await m.replayOutbox();
    await vi.waitFor(async () => expect((await item(queuedItems[2].id)).attempts).toBeGreaterThan(0));
    // Requests fail while the browser says online: the app knows the server is unreachable.
    m.reportServerAnswer(0, 'POST');
    expect(navigator.onLine).toBe(true);
    expect(m.connection()).toBe('unreachable');
    server.mode = 'ok';
    m.reportServerAnswer(200, 'POST');
    expect(m.connection()).toBe('online');
    await vi.waitFor(async () => {
      for (const q of queuedItems) expect((await item(q.id)).status).toBe('sent');
    });
    stop();
    m.resetConnection();
  });

  it('a refusal stays unseen until acknowledged, and is unseen again when refused again', async () => {
    server.refuse = (w) => (w.qtdDesperdicio >= 999 ? 'Quantidade acima do máximo permitido' : null);
    const x = await m.enqueue([weighing(999)], meta());
    await m.replayOutbox();
    expect(await item(x.id)).toMatchObject({ status: 'attention', refusalSeenAt: null });
    await m.acknowledgeRefusals([x.id]);
    expect((await item(x.id)).refusalSeenAt).toBeGreaterThan(0);
    await m.resendItem(x.id);
    await m.replayOutbox();
    expect(await item(x.id)).toMatchObject({ status: 'attention', refusalSeenAt: null });
  });

  it('replayOutbox({ force: true }) ends the backoff (the user asks to send now)', async () => {
    server.mode = 'offline';
    const x = await m.enqueue([weighing(1)], meta());
    await m.replayOutbox();
    expect(await item(x.id)).toMatchObject({ status: 'pending', attempts: 1 });
    server.mode = 'ok';
    await m.replayOutbox();
    expect((await item(x.id)).status).toBe('pending');
    await m.replayOutbox({ force: true });
    expect((await item(x.id)).status).toBe('sent');
  });

  it('resendItem sends the corrected item with the same uuids; discardItem removes one', async () => {
    server.refuse = (w) => (w.qtdDesperdicio >= 999 ? 'Quantidade acima do máximo permitido' : null);
    const fix = await m.enqueue([weighing(999), weighing(2)], meta());
    const drop = await m.enqueue([weighing(1000)], meta());
    await m.replayOutbox();
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 2 });

    await m.resendItem(fix.id, [{ ...fix.itens[0], qtdDesperdicio: 1.5 }, fix.itens[1]]);
    await m.replayOutbox();
    const sent = await item(fix.id);
    expect(sent).toMatchObject({ status: 'sent', lastError: null, itemErrors: {} });
    expect(server.rows.get(fix.itens[0].uuidApontamento ?? '')?.qtdDesperdicio).toBe(1.5);
    expect(server.rows.get(fix.itens[1].uuidApontamento ?? '')).toBeDefined();

    await m.discardItem(drop.id);
    expect(await m.localDb.outbox.get(drop.id)).toBeUndefined();
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 0 });
    expect(await m.isOutboxEmpty()).toBe(true);
    expect(server.rows.size).toBe(2);
  });

  it('pruneSent removes the items sent long ago only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const old = await m.enqueue([weighing(1)], meta());
    await m.replayOutbox();
    vi.setSystemTime(Date.now() + 25 * 60 * MIN);
    const recent = await m.enqueue([weighing(2)], meta());
    await m.replayOutbox();
    expect(await m.pruneSent()).toBe(1);
    expect(await m.localDb.outbox.get(old.id)).toBeUndefined();
    expect((await item(recent.id)).status).toBe('sent');
  });

  it('startOutbox replays at start-up and when the connection comes back, even during a backoff', async () => {
    const early = await queued(() => m.enqueue([weighing(1)], meta()));
    const stop = m.startOutbox();
    expect(m.startOutbox()).toBe(stop);
    expect(navigator.storage.persist).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect((await item(early.id)).status).toBe('sent'));

    server.mode = 'offline';
    const late = await m.enqueue([weighing(2)], meta());
    await m.replayOutbox();
    expect(await item(late.id)).toMatchObject({ status: 'pending', attempts: 1 });

    server.mode = 'ok';
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await item(late.id)).status).toBe('sent'));
    stop();
  });

  it('over HTTP (the app client): refusals are read, a 401 fires invalid_token and pauses', async () => {
    m.setOutboxTransport(null);
    mockFetch((url, init) => server.http(url, init));
    const events: unknown[] = [];
    window.addEventListener(m.INVALID_TOKEN_EVENT, (e) => events.push((e as CustomEvent).detail));
    server.refuseOnSave = (w) => (w.qtdDesperdicio === 999 ? MSG.kanbanNotFound : null);

    const [ok, bad] = await queued(async () => [
      await m.enqueue([weighing(1)], meta()),
      await m.enqueue([weighing(999)], meta()),
    ]);
    await m.replayOutbox();
    expect((await item(ok.id)).status).toBe('sent');
    expect(await item(bad.id)).toMatchObject({ status: 'attention', lastError: MSG.kanbanNotFound });

    server.mode = 'offline';
    const offline = await m.enqueue([weighing(3)], meta());
    await m.replayOutbox();
    expect(await item(offline.id)).toMatchObject({ status: 'pending', attempts: 1 });

    server.mode = 'unauthorized';
    const x = await m.enqueue([weighing(2)], meta());
    const report = await m.replayOutbox();
    expect(report.paused).toBe(true);
    expect(events).toHaveLength(1);
    expect(await item(x.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
