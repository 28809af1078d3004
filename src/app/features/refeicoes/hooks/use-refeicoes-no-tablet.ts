/**
 * The meals typed on this tablet for a restaurant, by day: what became of the latest record of each day (stored
 * on the tablet, sent, refused and why), and the values still waiting to reach the server (they show in place of
 * the server's until it has them). A record the server has just stored makes the week be read again.
 */
import type { RecordSend } from '@app/components/ui/record-send-state';
import { localDb, type OutboxItem, outboxKindOf } from '@app/lib/local-db';
import { byCreatedAt } from '@app/lib/outbox/store';
import { getSession } from '@app/lib/session';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { refeicoesQueryKey } from '../api/get-refeicoes';

export interface DiaNoTablet {
  send: RecordSend;
  /** Values typed here not yet on the server (a key absent: not typed; null: cleared). */
  qtdRefeicoes?: number | null;
  qtdPlanejadas?: number | null;
}

const NO_ROWS: OutboxItem[] = [];
const waiting = (row: OutboxItem) => row.status === 'pending' || row.status === 'sending';
const typed = (v: number | '' | null | undefined) => (v === '' ? null : v);

export function useRefeicoesNoTablet(idRestaurante: number | null): Map<string, DiaNoTablet> {
  const idEmpresa = getSession().empresa?.idEmpresa ?? null;
  const queryClient = useQueryClient();
  const rows = useLiveQuery(
    async () =>
      idEmpresa === null
        ? NO_ROWS
        : (
            await localDb.outbox
              .where('idEmpresa')
              .equals(idEmpresa)
              .filter((r) => outboxKindOf(r) === 'refeicoes')
              .toArray()
          ).sort(byCreatedAt),
    [idEmpresa],
    NO_ROWS,
  );

  const dias = useMemo(() => {
    const out = new Map<string, DiaNoTablet>();
    for (const row of rows)
      for (const r of row.refeicoes ?? []) {
        if (r.idRestaurante !== idRestaurante) continue;
        const prev = waiting(row) ? out.get(r.dtaRefeicao) : undefined;
        const dia: DiaNoTablet = {
          send: {
            status: row.status,
            error: row.status === 'attention' ? (row.itemErrors[r.uuidRefeicao] ?? row.lastError) : null,
          },
        };
        if (waiting(row)) {
          const servidas = r.qtdRefeicoes !== undefined ? typed(r.qtdRefeicoes) : prev?.qtdRefeicoes;
          const planejadas = r.qtdPlanejadas !== undefined ? typed(r.qtdPlanejadas) : prev?.qtdPlanejadas;
          if (servidas !== undefined) dia.qtdRefeicoes = servidas;
          if (planejadas !== undefined) dia.qtdPlanejadas = planejadas;
        }
        out.set(r.dtaRefeicao, dia);
      }
    return out;
  }, [rows, idRestaurante]);

  const sentCount = rows.filter((r) => r.status === 'sent').length;
  useEffect(() => {
    if (sentCount > 0) void queryClient.invalidateQueries({ queryKey: refeicoesQueryKey });
  }, [sentCount, queryClient]);

  return dias;
}
