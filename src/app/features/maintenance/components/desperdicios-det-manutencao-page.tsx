/**
 * /reApontDesperdicios/manutencao — appointment maintenance and search (spec §2): the appointments of a
 * period grouped by restaurant or satellite, then waste type, with totals. Date, quantity, destination and
 * container are edited in place and staged locally (spec §4) until 'Salvar' sends them together (saveAll);
 * a row is deleted after a confirmation. Leaving, or searching again, with unsaved changes asks first.
 */

import { getRecipientesPesosQueryOptions } from '@app/api/get-recipientes-pesos';
import { LoadingLine } from '@app/components/ui/load-status';
import { Page } from '@app/components/ui/page';
import { SaveBar } from '@app/components/ui/save-bar';
import { deleteDesperdiciosDet } from '@app/features/maintenance/api/delete-desperdicios-det';
import { saveDesperdiciosDet } from '@app/features/maintenance/api/save-desperdicios-det';
import {
  searchDesperdiciosDetQueryOptions,
  useSearchDesperdiciosDet,
} from '@app/features/maintenance/api/search-desperdicios-det';
import { GroupSection, type RowContext } from '@app/features/maintenance/components/desperdicios-det-groups';
import {
  defaultFilters,
  filterErrors,
  type MaintenanceFilterErrors,
  MaintenanceFilters,
  type MaintenanceFilterValues,
  toSearchBody,
} from '@app/features/maintenance/components/maintenance-filters';
import {
  applySaved,
  buildSavePayload,
  type DesperdiciosDetChanges,
  type DesperdiciosDetEdit,
  editErrors,
  effectiveEdit,
  storedEdit,
} from '@app/features/maintenance/utils/desperdicios-det-edits';
import { formatTotals } from '@app/features/maintenance/utils/format';
import { groupDesperdiciosDet } from '@app/features/maintenance/utils/group-desperdicios-det';
import { useStagedRows } from '@app/hooks/use-staged-rows';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { CONSULTA_MAX_ROWS, type ConsultaApontamentosBody } from '@domain/schemas/appointments';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';

/** Above this many rows (and with more than one group) the groups start collapsed. */
const COLLAPSE_ABOVE_ROWS = 200;

const NO_ERRORS: ReadonlyMap<number, string> = new Map();
const appointmentId = (r: ApontamentoDetalhe) => r.idApontamento;

export function DesperdiciosDetManutencaoPage({ title }: ScreenProps) {
  const queryClient = useQueryClient();
  const [today] = useState(() => toIsoLocal(new Date()));
  const [filters, setFilters] = useState<MaintenanceFilterValues>(() => defaultFilters(today));
  const [filterErrs, setFilterErrs] = useState<MaintenanceFilterErrors>({});
  const [body, setBody] = useState<ConsultaApontamentosBody | null>(null);
  const query = useSearchDesperdiciosDet(body);
  const rows = query.data;
  const { store, changes, guard } = useStagedRows<number, ApontamentoDetalhe, DesperdiciosDetEdit>(
    rows,
    appointmentId,
    storedEdit,
  );
  // The totals follow the edits a moment later, so that typing stays quick on large results.
  const deferredChanges = useDeferredValue(changes);
  const grouped = useMemo(
    () => (rows ? groupDesperdiciosDet(rows, filters.agrupamento, deferredChanges) : null),
    [rows, filters.agrupamento, deferredChanges],
  );

  const [serverErrors, setServerErrors] = useState<ReadonlyMap<number, string>>(NO_ERRORS);
  const [reveal, setReveal] = useState<{ id: number; n: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const revealRow = (id: number) => setReveal((prev) => ({ id, n: (prev?.n ?? 0) + 1 }));
  const onRevealed = useCallback(() => setReveal(null), []);

  const displayOrder = (): ApontamentoDetalhe[] =>
    grouped ? grouped.groups.flatMap((g) => g.subgroups.flatMap((s) => s.rows)) : [];

  async function search() {
    const errs = filterErrors(filters);
    setFilterErrs(errs ?? {});
    if (errs) return;
    if (!(await guard.confirmLeave())) return;
    store.clear();
    setServerErrors(NO_ERRORS);
    const next = toSearchBody(filters);
    if (body && JSON.stringify(next) === JSON.stringify(body)) void query.refetch();
    else setBody(next);
  }

  function discardAll() {
    store.clear();
    setServerErrors(NO_ERRORS);
  }

  /** The tares of the containers at the restaurants of the changed rows (for the container rule). */
  async function loadTares(changed: readonly ApontamentoDetalhe[]): Promise<Map<string, number>> {
    const ids = [...new Set(changed.map((r) => r.idRestaurante))];
    const lists = await Promise.all(
      ids.map((id) => queryClient.ensureQueryData(getRecipientesPesosQueryOptions(id)).catch(() => [])),
    );
    const tares = new Map<string, number>();
    ids.forEach((idRestaurante, i) => {
      for (const r of lists[i]) tares.set(`${idRestaurante}:${r.idRecipiente}`, r.qtdPeso);
    });
    return tares;
  }

  async function save() {
    const sent: DesperdiciosDetChanges = store.changes();
    if (sent.size === 0 || !rows || !body) {
      notifyInfo(MSG.nothingToSave);
      return;
    }
    setSaving(true);
    try {
      const ordered = displayOrder().filter((r) => sent.has(r.idApontamento));
      const tares = await loadTares(ordered);
      const blocking = ordered.find((r) => {
        const edit = effectiveEdit(r, sent.get(r.idApontamento));
        const tare =
          edit.idRecipiente === null ? null : (tares.get(`${r.idRestaurante}:${edit.idRecipiente}`) ?? null);
        return editErrors(edit, tare, today) !== null;
      });
      if (blocking) {
        notifyError(MSG.fixHighlightedRows);
        revealRow(blocking.idApontamento);
        return;
      }
      const payload = buildSavePayload(rows, sent);
      if (payload.length === 0) {
        notifyInfo(MSG.nothingToSave);
        return;
      }
      const result = await saveDesperdiciosDet(payload);
      if (result.ok) {
        // Show the saved values at once; the refetch brings the rest (costs, status, names).
        queryClient.setQueryData(searchDesperdiciosDetQueryOptions(body).queryKey, (old) =>
          old ? applySaved(old, sent) : old,
        );
        for (const [id, patch] of sent) if (store.get(id) === patch) store.discard(id);
        setServerErrors(NO_ERRORS);
        notifySuccess(MSG.savedSuccessfully);
        void query.refetch();
        return;
      }
      const refused = new Map<number, string>();
      result.refused.forEach((item, i) => {
        const id = item.idApontamento ?? payload[i]?.idApontamento;
        if (item.exception && id) refused.set(id, item.exception);
      });
      setServerErrors(refused);
      const first = ordered.find((r) => refused.has(r.idApontamento));
      notifyError(refused.size ? MSG.saveRefusedRows : MSG.genericError);
      if (first) revealRow(first.idApontamento);
    } catch (error) {
      notifyError(getErrorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  async function remove(ids: number[]) {
    try {
      await deleteDesperdiciosDet(ids);
      notifySuccess(MSG.deleted(ids.length));
      for (const id of ids) store.discard(id);
      setServerErrors((prev) => {
        if (!ids.some((id) => prev.has(id))) return prev;
        const next = new Map(prev);
        for (const id of ids) next.delete(id);
        return next;
      });
      if (body)
        queryClient.setQueryData(searchDesperdiciosDetQueryOptions(body).queryKey, (old) =>
          old?.filter((r) => !ids.includes(r.idApontamento)),
        );
      void query.refetch();
    } catch (error) {
      notifyError(getErrorMessage(error));
    }
  }
  const removeRef = useRef(remove);
  removeRef.current = remove;

  const onDelete = useCallback((row: ApontamentoDetalhe) => {
    modals.openConfirmModal({
      title: 'Excluir apontamento',
      children: <Text size="sm">{MSG.deleteConfirm(1)}</Text>,
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeRef.current([row.idApontamento]),
    });
  }, []);

  const searchRef = useRef(search);
  searchRef.current = search;
  const onSearch = useCallback(() => void searchRef.current(), []);
  const onFiltersChange = useCallback((patch: Partial<MaintenanceFilterValues>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setFilterErrs({});
  }, []);

  // Stable while only a row's edit changes: the groups (memoized) then skip the urgent render.
  const ctx = useMemo<RowContext>(
    () => ({ store, today, serverErrors, reveal, onRevealed, onDelete }),
    [store, today, serverErrors, reveal, onRevealed, onDelete],
  );
  const count = changes.size;
  const manyGroups = (grouped?.groups.length ?? 0) > 1;
  const startOpen = !(manyGroups && (rows?.length ?? 0) > COLLAPSE_ABOVE_ROWS);

  return (
    <Page title={title}>
      <MaintenanceFilters
        value={filters}
        errors={filterErrs}
        onChange={onFiltersChange}
        onSearch={onSearch}
        searching={query.isFetching}
      />
      <SaveBar
        count={count}
        saving={saving}
        onDiscard={discardAll}
        onSave={() => void save()}
        start={
          <Group gap="xs" data-testid="total-geral">
            {grouped && grouped.groups.length > 0 && (
              <>
                <Text fw={600}>Total geral:</Text>
                <Text fw={600}>{formatTotals(grouped.totals)}</Text>
              </>
            )}
          </Group>
        }
      />
      {body === null ? (
        <Text c="dimmed">{MSG.maintenanceSearchHint}</Text>
      ) : query.isPending ? (
        <LoadingLine />
      ) : query.isError && !rows ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={MSG.genericError}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{getErrorMessage(query.error)}</Text>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconRefresh aria-hidden />}
              onClick={() => void query.refetch()}
            >
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      ) : !grouped || grouped.groups.length === 0 ? (
        <Card withBorder radius="md">
          <Text c="dimmed">{MSG.noData}</Text>
        </Card>
      ) : (
        <Stack gap="md">
          {rows && rows.length >= CONSULTA_MAX_ROWS && (
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
              {MSG.searchCapped(CONSULTA_MAX_ROWS)}
            </Alert>
          )}
          {grouped.groups.map((g) => (
            <GroupSection key={g.key} group={g} defaultOpen={startOpen} ctx={ctx} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
