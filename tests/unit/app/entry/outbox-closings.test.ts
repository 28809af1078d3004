import 'fake-indexeddb/auto';
import type { OutboxAnswer, OutboxTransport } from '@app/lib/outbox/transport';
import { MSG } from '@domain/messages';
import type { Apontamento, ApontamentoInput } from '@domain/schemas/appointments';
import type { Fechamento, FechamentoInput, FechamentoResultado } from '@domain/schemas/kanban-closings';
import type { RefeicaoInput } from '@domain/schemas/refeicoes';
import { describe, expect, it, vi } from 'vitest';
import { freshTabletEachTest, loadOutboxModules, type OutboxModules } from '../helpers/outbox-modules';

/**
 * The kitchen's closings of kanban lines and the meals typed per day in the tablet's outbox: kinds of record
 * of their own, sent to POST /reTbKanbanProducao/fechamentos and POST /reTbRefeicoes by the same replayer as
 * the weighings, exactly once, with the same honest states (stored on the tablet, sent, refused and why).
 */

vi.mock('@app/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

/** A fake server: weighings (validar/saveAll) and closings, each stored once by its uuid. */
class FakeServer {
  readonly closings = new Map<string, Fechamento>();
  readonly weighings = new Map<string, ApontamentoInput>();
  /** Every closing uuid that reached the server, in order (repeats = sent twice). */
  readonly posted: string[] = [];
  readonly calls = { validar: 0, saveAll: 0, fechamentos: 0, refeicoes: 0 };
  /** The meals stored, by uuid, and every meal uuid that reached the server, in order. */
  readonly meals = new Map<string, RefeicaoInput & { id: number }>();
  readonly mealsPosted: string[] = [];
  refuseMeal: (r: RefeicaoInput) => string | null = () => null;
  mode: 'ok' | 'offline' | 'unauthorized' = 'ok';
  refuse: (f: FechamentoInput) => string | null = () => null;
  dropNextAnswer = false;
  private nextId = 1;

  constructor(private readonly m: OutboxModules) {}

  private fail(): void {
    if (this.mode === 'offline') throw new this.m.ApiError(0, MSG.genericError, null, 'x');
    if (this.mode === 'unauthorized')
      throw new this.m.ApiError(401, MSG.invalidToken, { statusCode: 401, message: MSG.invalidToken }, 'x');
  }

  transport(): OutboxTransport {
    return {
      validar: async (itens) => {
        this.calls.validar++;
        this.fail();
        return { status: 200, body: itens.map((w) => ({ ...w, exception: null, idApontamentoSalvo: null })) };
      },
      saveAll: async (itens) => {
        this.calls.saveAll++;
        this.fail();
        const rows = itens.map((w, i) => {
          this.weighings.set(w.uuidApontamento!, w);
          return {
            ...w,
            idApontamento: i + 1,
            dtaRegistro: new Date().toISOString(),
          } as unknown as Apontamento;
        });
        return { status: 200, body: rows };
      },
      fechamentos: async (list): Promise<OutboxAnswer> => {
        this.calls.fechamentos++;
        this.fail();
        const results: FechamentoResultado[] = list.map((f) => {
          const stored = this.closings.get(f.uuidFechamento);
          return {
            ...f,
            exception: stored ? null : this.refuse(f),
            idFechamentoSalvo: stored?.idFechamento ?? null,
          };
        });
        if (results.some((r) => r.exception)) return { status: 400, body: results };
        const saved = list.map((f) => {
          this.posted.push(f.uuidFechamento);
          const stored = this.closings.get(f.uuidFechamento);
          if (stored) return stored;
          const row: Fechamento = {
            idFechamento: this.nextId++,
            uuidFechamento: f.uuidFechamento,
            idKanban: f.idKanban,
            tipo: f.tipo ?? null,
            horEsgotado: f.horEsgotado ?? null,
            qtdProduzida: f.qtdProduzida ?? null,
            dtaDispositivo: f.dtaDispositivo!,
            dtaRegistro: new Date().toISOString(),
          };
          this.closings.set(f.uuidFechamento, row);
          return row;
        });
        if (this.dropNextAnswer) {
          this.dropNextAnswer = false;
          throw new this.m.ApiError(0, MSG.genericError, null, 'x');
        }
        return { status: 200, body: saved };
      },
      refeicoes: async (list): Promise<OutboxAnswer> => {
        this.calls.refeicoes++;
        this.fail();
        const results = list.map((r) => {
          const stored = this.meals.get(r.uuidRefeicao);
          return { ...r, exception: stored ? null : this.refuseMeal(r), idRefeicaoSalva: stored?.id ?? null };
        });
        if (results.some((r) => r.exception)) return { status: 400, body: results };
        const saved = list.map((r) => {
          this.mealsPosted.push(r.uuidRefeicao);
          const row = this.meals.get(r.uuidRefeicao) ?? { ...r, id: this.nextId++ };
          this.meals.set(r.uuidRefeicao, row);
          return { idRefeicaoDigitada: row.id, ...r, dtaRegistro: new Date().toISOString() };
        });
        if (this.dropNextAnswer) {
          this.dropNextAnswer = false;
          throw new this.m.ApiError(0, MSG.genericError, null, 'x');
        }
        return { status: 200, body: saved };
      },
    };
  }
}

let m: OutboxModules;
let server: FakeServer;

const semSobra = (idKanban: number) => ({ idKanban, tipo: 'semSobra' as const });
const esgotado = (idKanban: number, horEsgotado: string) => ({
  idKanban,
  tipo: 'esgotado' as const,
  horEsgotado,
});
const meta = (resumo: string, rotulos?: string[]) => ({ resumo, rotulos });

/** Back online, the server stores the item but its answer is lost: still pending, then sent at the next replay. */
async function sentAfterLostAnswer(id: string) {
  server.mode = 'ok';
  server.dropNextAnswer = true;
  await m.replayOutbox({ force: true });
  expect((await m.localDb.outbox.get(id))?.status).toBe('pending');
  await m.replayOutbox({ force: true });
  expect((await m.localDb.outbox.get(id))?.status).toBe('sent');
}

freshTabletEachTest(loadOutboxModules, (loaded) => {
  m = loaded;
  server = new FakeServer(m);
  return server.transport();
});

describe('closings in the outbox', () => {
  it('are queued with their own uuid and device time, sent once, and end sent', async () => {
    const a = await m.enqueueClosings([semSobra(11), esgotado(12, '13:40')], meta('Fechamento de 2 linhas'));
    await m.replayOutbox();
    expect(a).toMatchObject({ kind: 'fechamentos', itens: [], idEmpresa: 3, idUsuario: 7 });
    expect(a.fechamentos?.map((f) => f.dtaDispositivo)).toEqual([a.createdAt, a.createdAt]);
    expect(new Set(a.fechamentos?.map((f) => f.uuidFechamento)).size).toBe(2);
    expect(server.posted).toEqual(a.fechamentos?.map((f) => f.uuidFechamento));
    expect(server.closings.get(a.fechamentos![1].uuidFechamento)).toMatchObject({
      idKanban: 12,
      tipo: 'esgotado',
      horEsgotado: '13:40',
    });
    expect((await m.localDb.outbox.get(a.id))?.status).toBe('sent');
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 0 });
    // The weighings' calls never carried a closing.
    expect(server.calls).toMatchObject({ validar: 0, saveAll: 0, fechamentos: 1 });
  });

  it('travel with the weighings in one replay, each kind to its own endpoint', async () => {
    const weighing = await m.enqueue(
      [
        {
          idRestaurante: 10,
          tipDesperdicio: 2,
          dtaApontamento: '2026-12-02',
          qtdDesperdicio: 1.5,
          idItemVenda: 1,
          idProduto: 2,
        },
      ],
      { tipDesperdicio: 2, resumo: 'Excedente · 1,5 kg' },
    );
    const closing = await m.enqueueClosings(
      [{ idKanban: 5, tipo: null, qtdProduzida: 12.5 }],
      meta('Produzido'),
    );
    await m.replayOutbox();
    expect(server.weighings.size).toBe(1);
    expect(server.closings.size).toBe(1);
    expect((await m.localDb.outbox.get(weighing.id))?.status).toBe('sent');
    expect((await m.localDb.outbox.get(closing.id))?.status).toBe('sent');
    expect(await m.countWeighingsSince(3, 2, 0)).toBe(1);
  });

  it('offline: stored on the tablet with a backoff; back online they arrive exactly once', async () => {
    server.mode = 'offline';
    const a = await m.enqueueClosings([semSobra(21)], meta('Sem sobra'));
    await m.replayOutbox();
    const waiting = await m.localDb.outbox.get(a.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: m.TEXT.offline });
    expect(await m.getOutboxCounts()).toEqual({ pending: 1, attention: 0 });
    await sentAfterLostAnswer(a.id);
    expect(server.closings.size).toBe(1);
    expect(server.posted).toEqual([a.fechamentos![0].uuidFechamento, a.fechamentos![0].uuidFechamento]);
  });

  it('a refused closing waits with the reason named by its line; the other items are sent', async () => {
    server.refuse = (f) => (f.idKanban === 99 ? 'Linha do kanban 99 não encontrada' : null);
    const bad = await m.enqueueClosings([semSobra(99)], meta('Sem sobra', ['Almoço / Arroz']));
    const good = await m.enqueueClosings([esgotado(31, '12:00')], meta('Acabou às 12:00'));
    await m.replayOutbox();
    const refused = await m.localDb.outbox.get(bad.id);
    expect(refused?.status).toBe('attention');
    expect(refused?.lastError).toBe(
      MSG.divergenceItem('Almoço / Arroz', 'Linha do kanban 99 não encontrada'),
    );
    expect(refused?.itemErrors).toEqual({
      [bad.fechamentos![0].uuidFechamento]: 'Linha do kanban 99 não encontrada',
    });
    expect((await m.localDb.outbox.get(good.id))?.status).toBe('sent');
    expect(server.closings.size).toBe(1);
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 1 });
  });

  it('a 401 leaves them untouched and pauses the queue', async () => {
    server.mode = 'unauthorized';
    const a = await m.enqueueClosings([semSobra(41)], meta('Sem sobra'));
    await m.replayOutbox();
    expect(await m.localDb.outbox.get(a.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(server.closings.size).toBe(0);
  });
});

describe('meals in the outbox', () => {
  const dia = (dtaRefeicao: string, over: Partial<RefeicaoInput> = {}) => ({
    idRestaurante: 10,
    dtaRefeicao,
    qtdRefeicoes: 300,
    ...over,
  });

  it('offline: stored on the tablet; back online they arrive exactly once, after a lost answer too', async () => {
    server.mode = 'offline';
    const a = await m.enqueueMeals([dia('2026-12-01'), dia('2026-12-02', { qtdPlanejadas: null })], {
      resumo: 'Refeições · 2 dias',
    });
    await m.replayOutbox();
    expect(a).toMatchObject({ kind: 'refeicoes', itens: [], idEmpresa: 3, idUsuario: 7 });
    expect(await m.localDb.outbox.get(a.id)).toMatchObject({ status: 'pending', lastError: m.TEXT.offline });
    await sentAfterLostAnswer(a.id);
    expect(server.meals.size).toBe(2);
    const uuids = a.refeicoes!.map((r) => r.uuidRefeicao);
    expect(server.mealsPosted).toEqual([...uuids, ...uuids]);
    expect(server.calls).toMatchObject({ validar: 0, saveAll: 0, fechamentos: 0, refeicoes: 3 });
  });

  it('each record carries the instant it was typed on the tablet, sent as typed however late it arrives', async () => {
    server.mode = 'offline';
    const a = await m.enqueueMeals([dia('2026-12-01'), dia('2026-12-02')], { resumo: 'Refeições · 2 dias' });
    await m.replayOutbox();
    server.mode = 'ok';
    await m.replayOutbox({ force: true });
    expect((await m.localDb.outbox.get(a.id))?.status).toBe('sent');
    expect(a.refeicoes!.map((r) => r.dtaDispositivo)).toEqual([a.createdAt, a.createdAt]);
    expect([...server.meals.values()].map((r) => r.dtaDispositivo)).toEqual([a.createdAt, a.createdAt]);
  });

  it('a record queued by an older version (no typing instant) is sent with the instant its item was queued', async () => {
    server.mode = 'offline';
    const a = await m.enqueueMeals([dia('2026-12-01')], { resumo: 'Refeições' });
    await m.replayOutbox();
    const older = a.refeicoes!.map(({ dtaDispositivo: _, ...r }) => r);
    await m.localDb.outbox.update(a.id, { refeicoes: older });
    server.mode = 'ok';
    await m.replayOutbox({ force: true });
    expect((await m.localDb.outbox.get(a.id))?.status).toBe('sent');
    expect(server.meals.get(a.refeicoes![0].uuidRefeicao)?.dtaDispositivo).toBe(a.createdAt);
  });

  it('a refused record waits with the reason named by its day; the other items are sent', async () => {
    server.refuseMeal = (r) => (r.dtaRefeicao === '2026-12-09' ? 'Refeições servidas só até hoje' : null);
    const bad = await m.enqueueMeals([dia('2026-12-09')], { resumo: 'Refeições', rotulos: ['09/12/2026'] });
    const good = await m.enqueueMeals([dia('2026-12-01')], { resumo: 'Refeições' });
    await m.replayOutbox();
    const refused = await m.localDb.outbox.get(bad.id);
    expect(refused?.status).toBe('attention');
    expect(refused?.lastError).toBe(MSG.divergenceItem('09/12/2026', 'Refeições servidas só até hoje'));
    expect(refused?.itemErrors).toEqual({
      [bad.refeicoes![0].uuidRefeicao]: 'Refeições servidas só até hoje',
    });
    expect((await m.localDb.outbox.get(good.id))?.status).toBe('sent');
    expect(await m.getOutboxCounts()).toEqual({ pending: 0, attention: 1 });
  });
});
