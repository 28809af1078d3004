/**
 * The closings of the day's kanban lines on the surplus screen: each active line with its state (the server's
 * closing in force merged with the closings made on this tablet, and the surplus weighed), the outbox state of
 * its latest closing made here, and the actions that queue a new closing (a later closing replaces it).
 */
import type { RecordSend } from '@app/components/ui/record-send-state';
import { localDb, type OutboxItem, outboxKindOf } from '@app/lib/local-db';
import { enqueueClosings } from '@app/lib/outbox/actions';
import { getSession } from '@app/lib/session';
import { TIP_DESPERDICIO } from '@domain/constants';
import { formatDecimalBR } from '@domain/numbers';
import { type DeviceClosing, type LineView, lineView } from '@domain/rules/kanban-closings';
import type { KanbanProducao } from '@domain/schemas/entry-lookups';
import type { FechamentoInput } from '@domain/schemas/kanban-closings';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';

export interface ClosingLine {
  kanban: KanbanProducao;
  rotulo: string;
  view: LineView;
  /** What became of the latest closing of the line made on this tablet. */
  send: RecordSend | null;
}

export type ClosingRequest = Omit<FechamentoInput, 'uuidFechamento' | 'dtaDispositivo' | 'idKanban'>;

const NO_ROWS: OutboxItem[] = [];

/** The company's outbox rows (closings, and the surplus weighings of the day): live. */
function useDeviceRows(idEmpresa: number | null): OutboxItem[] {
  return useLiveQuery(
    () =>
      idEmpresa === null
        ? NO_ROWS
        : localDb.outbox
            .where('idEmpresa')
            .equals(idEmpresa)
            .filter(
              (r) =>
                outboxKindOf(r) === 'fechamentos' || r.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao,
            )
            .toArray(),
    [idEmpresa],
    NO_ROWS,
  );
}

export const rotuloOf = (k: KanbanProducao) => `${k.desItemVenda} / ${k.desProduto}`;

export function useKanbanClosings(
  idRestaurante: number | null,
  date: string,
  kanbans: KanbanProducao[] | undefined,
) {
  const idEmpresa = getSession().empresa?.idEmpresa ?? null;
  const rows = useDeviceRows(idEmpresa);
  const queryClient = useQueryClient();

  const lines = useMemo((): ClosingLine[] => {
    const active = (kanbans ?? []).filter((k) => k.indAtivo);
    const ids = new Set(active.map((k) => k.idKanban));
    const device = new Map<number, DeviceClosing[]>();
    const latest = new Map<number, { at: number; send: RecordSend }>();
    const weighed = new Map<string, number>();
    for (const row of rows) {
      if (outboxKindOf(row) !== 'fechamentos') {
        if (row.status === 'attention') continue;
        for (const w of row.itens)
          if (w.idRestaurante === idRestaurante && w.dtaApontamento === date) {
            const key = `${w.idItemVenda}:${w.idProduto}`;
            weighed.set(key, (weighed.get(key) ?? 0) + w.qtdDesperdicio);
          }
        continue;
      }
      const at = Date.parse(row.createdAt);
      for (const f of row.fechamentos ?? []) {
        if (!ids.has(f.idKanban)) continue;
        const prev = latest.get(f.idKanban);
        if (!prev || at >= prev.at)
          latest.set(f.idKanban, {
            at,
            send: {
              status: row.status,
              error: row.status === 'attention' ? (row.itemErrors[f.uuidFechamento] ?? row.lastError) : null,
            },
          });
        if (row.status === 'attention') continue;
        const list = device.get(f.idKanban) ?? [];
        list.push({
          tipo: f.tipo ?? null,
          horEsgotado: f.horEsgotado ?? null,
          qtdProduzida: f.qtdProduzida ?? null,
          at,
        });
        device.set(f.idKanban, list);
      }
    }
    return active.map((k) => ({
      kanban: k,
      rotulo: rotuloOf(k),
      view: lineView(k, device.get(k.idKanban) ?? [], weighed.get(`${k.idItemVenda}:${k.idProduto}`) ?? 0),
      send: latest.get(k.idKanban)?.send ?? null,
    }));
  }, [kanbans, rows, idRestaurante, date]);

  // A closing the server has just stored: the day's lines are read again (another tablet's may be later).
  const sentCount = rows.filter((r) => outboxKindOf(r) === 'fechamentos' && r.status === 'sent').length;
  useEffect(() => {
    if (sentCount > 0)
      void queryClient.invalidateQueries({ queryKey: ['entry', 'kanbans', idRestaurante, date] });
  }, [sentCount, queryClient, idRestaurante, date]);

  /** Queues one closing of a line (stored on the tablet first, then sent). */
  async function close(line: ClosingLine, request: ClosingRequest): Promise<void> {
    const what =
      request.tipo === 'semSobra'
        ? 'sem sobra'
        : request.tipo === 'esgotado'
          ? `acabou às ${request.horEsgotado}`
          : request.tipo === 'reaberta'
            ? 'linha reaberta'
            : `produzido ${formatDecimalBR(request.qtdProduzida ?? 0)} kg`;
    await enqueueClosings([{ idKanban: line.kanban.idKanban, ...request }], {
      resumo: `Fechamento · ${line.rotulo}: ${what}`,
      rotulos: [line.rotulo],
    });
  }

  return { lines, close };
}
