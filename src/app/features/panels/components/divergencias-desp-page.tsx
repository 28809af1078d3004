/**
 * /rePainelApontamentos — the divergences panel (spec §3 Divergence kinds, §7 Divergences, §8): the days a
 * restaurant, or an active scale of it, recorded no waste. Search by restaurant, kind, situation and period;
 * select rows to reprocess them (those with an appointment now are resolved; the server's `exception` names
 * the ones still open and is shown as an error) or delete them; 'Gerar divergências' runs the routine on
 * demand (it also runs every night on the server).
 */

import { confirmAction } from '@app/components/ui/confirm-action';
import { ListStatus } from '@app/components/ui/list-status';
import { Page } from '@app/components/ui/page';
import { Pager, pageOf, usePaging } from '@app/components/ui/pager';
import { useDeleteDivergenciasDesp } from '@app/features/panels/api/delete-divergencias-desp';
import { useReprocessDivergenciasDesp } from '@app/features/panels/api/reprocess-divergencias-desp';
import { useSearchDivergenciasDesp } from '@app/features/panels/api/search-divergencias-desp';
import {
  DivergenciasDespFilters,
  type DivergenciasDespFilterValues,
  defaultDivergenciasDespFilters,
  toDivergenciaFiltro,
} from '@app/features/panels/components/divergencias-desp-filters';
import { GenerateDivergenciasDespDialog } from '@app/features/panels/components/divergencias-desp-generate-dialog';
import { DivergenciasDespTable } from '@app/features/panels/components/divergencias-desp-table';
import { useRowSelection } from '@app/features/panels/hooks/use-row-selection';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import type { DivergenciaFiltro } from '@domain/schemas/panels';
import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

export function DivergenciasDespPage({ title }: ScreenProps) {
  const [draft, setDraft] = useState<DivergenciasDespFilterValues>(() => defaultDivergenciasDespFilters());
  const [filtro, setFiltro] = useState<DivergenciaFiltro>(() => toDivergenciaFiltro(draft));
  const [dateError, setDateError] = useState<string | null>(null);
  const selection = useRowSelection();
  const [generating, setGenerating] = useState(false);
  const { page, size, setPage, onSize } = usePaging();

  const query = useSearchDivergenciasDesp(filtro);
  const reprocess = useReprocessDivergenciasDesp();
  const remove = useDeleteDivergenciasDesp();

  const all = useMemo(() => (query.isError ? [] : (query.data ?? [])), [query.isError, query.data]);
  const { current, rows } = pageOf(all, page, size);
  const pageIds = rows.map((d) => d.idDivergencia);
  // Only the listed rows count as selected (a reload may take some away).
  const chosen = useMemo(() => selection.among(all.map((d) => d.idDivergencia)), [all, selection]);
  const busy = reprocess.isPending || remove.isPending;

  function search() {
    if (draft.dtaInicial && draft.dtaFinal && draft.dtaFinal < draft.dtaInicial) {
      setDateError(MSG.goalEndBeforeStart);
      return;
    }
    setPage(0);
    selection.clear();
    const next = toDivergenciaFiltro(draft);
    if (JSON.stringify(next) === JSON.stringify(filtro)) void query.refetch();
    else setFiltro(next);
  }

  function reprocessSelected() {
    reprocess.mutate(chosen, {
      onSuccess: (result) => {
        const done = result.executedDivergencias;
        if (done.length) notifySuccess(MSG.divergencesReprocessed(done.length));
        // "Where a response carries an exception field, the action is rejected with it" (spec §8).
        if (result.exception) notifyError(result.exception);
        // The ones still open stay selected, to be looked at.
        selection.unselect(done);
      },
      onError: (error) => notifyError(getErrorMessage(error)),
    });
  }

  function askDelete() {
    const ids = chosen;
    confirmAction({
      title: 'Excluir divergências',
      text: MSG.divergencesDeleteConfirm(ids.length),
      confirmLabel: 'Excluir',
      color: 'red',
      onConfirm: () =>
        remove.mutate(ids, {
          onSuccess: (result) => {
            notifySuccess(MSG.deletedCount(result.deleted));
            selection.clear();
          },
          onError: (error) => notifyError(getErrorMessage(error)),
        }),
    });
  }

  return (
    <Page title={title}>
      <DivergenciasDespFilters
        value={draft}
        onChange={(patch) => {
          setDraft((d) => ({ ...d, ...patch }));
          setDateError(null);
        }}
        onSearch={search}
        searching={query.isFetching}
        dateError={dateError}
      />

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.length === 1 ? '1 selecionado' : `${chosen.length} selecionados`}
        </Text>
        <Group gap="sm" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
          <Button
            size="lg"
            variant="light"
            w={{ base: '100%', sm: 'auto' }}
            leftSection={<IconPlayerPlay aria-hidden size={20} />}
            onClick={() => setGenerating(true)}
          >
            Gerar divergências
          </Button>
          <Button
            size="lg"
            w={{ base: '100%', sm: 'auto' }}
            leftSection={<IconRefresh aria-hidden size={20} />}
            disabled={chosen.length === 0 || busy}
            loading={reprocess.isPending}
            onClick={reprocessSelected}
          >
            Reprocessar selecionados
          </Button>
          <Button
            size="lg"
            color="red"
            variant="outline"
            w={{ base: '100%', sm: 'auto' }}
            leftSection={<IconTrash aria-hidden size={20} />}
            disabled={chosen.length === 0 || busy}
            loading={remove.isPending}
            onClick={askDelete}
          >
            Excluir selecionados
          </Button>
        </Group>
      </Group>

      <ListStatus
        isError={query.isError}
        error={query.error}
        isLoading={query.isLoading}
        empty={all.length === 0}
        onRetry={() => void query.refetch()}
      />

      {rows.length > 0 && (
        <DivergenciasDespTable
          rows={rows}
          selected={selection.selected}
          onToggle={selection.toggle}
          onTogglePage={(checked) => selection.togglePage(pageIds, checked)}
        />
      )}
      {all.length > 0 && (
        <Pager page={current} size={size} total={all.length} onPage={setPage} onSize={onSize} />
      )}

      <GenerateDivergenciasDespDialog opened={generating} onClose={() => setGenerating(false)} />
    </Page>
  );
}
