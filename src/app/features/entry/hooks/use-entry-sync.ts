/**
 * Keeps in IndexedDB what entry needs offline, refreshed whenever online (issue: offline design): the
 * restaurants the user may use and, for each, its scales, containers and tares, destinations per waste type,
 * parameters and the kanbans of yesterday, today and the next two days; the monitored inputs.
 */

import { filterDestDesperdicioQueryOptions } from '@app/api/filter-dest-desperdicio';
import { getRecipientesPesosQueryOptions } from '@app/api/get-recipientes-pesos';
import { searchRestaurantesQueryOptions } from '@app/api/search-restaurantes';
import { findDesperdiciosDetInsumosQueryOptions } from '@app/features/entry/api/find-desperdicios-det-insumos';
import { getBalancasQueryOptions } from '@app/features/entry/api/get-balancas';
import { getKanbanProducaoDoDiaQueryOptions } from '@app/features/entry/api/get-kanban-producao';
import { getParametrosQueryOptions } from '@app/features/entry/api/get-parametros';
import { useSettled } from '@app/lib/after-paint';
import { useOnline } from '@app/lib/online';
import { queryClient } from '@app/lib/query-client';
import { getSession } from '@app/lib/session';
import { TIP_DESPERDICIO } from '@domain/constants';
import { addDays, toIsoLocal } from '@domain/dates';
import { useEffect } from 'react';

const EVERY_MS = 10 * 60_000;
/**
 * How long after the screen shows the sync waits (then for an idle moment): the screen's own data is kept
 * offline as it loads (offline-query), and the rest — dozens of requests and IndexedDB writes — would
 * otherwise land while the worker taps the first fields.
 */
const SETTLE_MS = 3_000;
let lastRun = { key: '', at: 0 };
let running: Promise<void> | null = null;

/** Runs tasks a few at a time, so a first sync does not flood a weak Wi-Fi. */
async function pool(tasks: (() => Promise<unknown>)[], size = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

async function syncEntryData(): Promise<void> {
  const tipos = Object.values(TIP_DESPERDICIO);
  const byTipo = await Promise.all(
    tipos.map((t) =>
      queryClient.fetchQuery(searchRestaurantesQueryOptions({ tipDesperdicio: t })).catch(() => []),
    ),
  );
  const today = toIsoLocal(new Date());
  const days = [-1, 0, 1, 2].map((n) => addDays(today, n));
  const tasks: (() => Promise<unknown>)[] = [
    () => queryClient.prefetchQuery(findDesperdiciosDetInsumosQueryOptions()),
  ];
  const seen = new Set<number>();
  tipos.forEach((tipo, i) => {
    for (const r of byTipo[i]) {
      const id = r.idRestaurante;
      tasks.push(() => queryClient.prefetchQuery(filterDestDesperdicioQueryOptions(id, tipo)));
      if (tipo === TIP_DESPERDICIO.ExcedenteDeProducao || tipo === TIP_DESPERDICIO.PrePreparoPorTurno)
        for (const day of days)
          tasks.push(() => queryClient.prefetchQuery(getKanbanProducaoDoDiaQueryOptions(id, day)));
      if (seen.has(id)) continue;
      seen.add(id);
      tasks.push(
        () => queryClient.prefetchQuery(getBalancasQueryOptions(id)),
        () => queryClient.prefetchQuery(getRecipientesPesosQueryOptions(id)),
        () => queryClient.prefetchQuery(getParametrosQueryOptions(id)),
      );
    }
  });
  await pool(tasks);
}

/** Syncs on mount and whenever the network comes back (at most every 10 minutes per company). */
export function useEntrySync(): void {
  const online = useOnline();
  const settled = useSettled(SETTLE_MS);
  useEffect(() => {
    if (!online || !settled) return;
    const key = `${getSession().empresa?.idEmpresa ?? 0}:${getSession().account?.usuario.idUsuario ?? 0}`;
    if (running || (lastRun.key === key && Date.now() - lastRun.at < EVERY_MS)) return;
    lastRun = { key, at: Date.now() };
    running = syncEntryData().finally(() => {
      running = null;
    });
  }, [online, settled]);
}
