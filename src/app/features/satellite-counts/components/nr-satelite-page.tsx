/**
 * /listReTbNrSatelites — meals counted per satellite (spec §2, §5, §7 Satellite counts; flag indNrSatelites).
 * Restaurant, satellite and period are required; 'Pesquisar' lists one row per day, sale item and product
 * with its customers (qtdNrCli) and collaborators (qtdNrColab). Counts are edited in place and staged
 * (spec §4) until 'Salvar' sends the changed rows; a customer count of 0 clears the collaborator count.
 * Saving before a search says 'Filtros não encontrados'. Leaving, or searching again, with unsaved changes
 * asks first.
 */

import { LoadError, LoadingLine } from '@app/components/ui/load-status';
import { Page } from '@app/components/ui/page';
import { Pager, pageOf, usePaging } from '@app/components/ui/pager';
import { SaveBar } from '@app/components/ui/save-bar';
import { saveNrSatelite } from '@app/features/satellite-counts/api/save-nr-satelite';
import { useSearchNrSatelite } from '@app/features/satellite-counts/api/search-nr-satelite';
import { NrSateliteFilters } from '@app/features/satellite-counts/components/nr-satelite-filters';
import { NrSateliteRow } from '@app/features/satellite-counts/components/nr-satelite-row';
import {
  buildNrSatelitePayload,
  type NrSateliteEdit,
  type NrSateliteFilterErrors,
  type NrSateliteFilterValues,
  nrSateliteFilterErrors,
  nrSateliteRowKey,
  storedNrSatelite,
  toNrSateliteQuery,
} from '@app/features/satellite-counts/utils/nr-satelite';
import { useStagedRows } from '@app/hooks/use-staged-rows';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '@app/lib/notify';
import type { ScreenProps } from '@app/types/screen';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { NrSatelite, NrSateliteQuery } from '@domain/schemas/registers';
import { Card, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';

export const NR_SATELITE_SEARCH_HINT = 'Escolha o restaurante, o satélite e o período e clique em Pesquisar.';
const NO_ERRORS: ReadonlyMap<string, string> = new Map();

/** The last 7 days through today, no restaurant nor satellite yet. */
function defaultFilters(): NrSateliteFilterValues {
  const today = toIsoLocal(new Date());
  return { idRestaurante: null, idSatelite: null, dtaInicial: addDays(today, -6), dtaFinal: today };
}

export function NrSatelitePage({ title }: ScreenProps) {
  const [filters, setFilters] = useState<NrSateliteFilterValues>(defaultFilters);
  const [filterErrs, setFilterErrs] = useState<NrSateliteFilterErrors>({});
  /** The filters of the last search: what a save belongs to (null: nothing searched yet). */
  const [searched, setSearched] = useState<NrSateliteQuery | null>(null);
  const query = useSearchNrSatelite(searched);
  const rows = query.data;
  const { page, size, setPage, onSize } = usePaging();

  const { store, changes, guard } = useStagedRows<string, NrSatelite, NrSateliteEdit>(
    rows,
    nrSateliteRowKey,
    storedNrSatelite,
  );
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(NO_ERRORS);
  const [saving, setSaving] = useState(false);

  async function search() {
    const errs = nrSateliteFilterErrors(filters);
    setFilterErrs(errs ?? {});
    const next = toNrSateliteQuery(filters);
    if (!next) return;
    if (!(await guard.confirmLeave())) return;
    store.clear();
    setRowErrors(NO_ERRORS);
    setPage(0);
    if (searched && JSON.stringify(next) === JSON.stringify(searched)) void query.refetch();
    else setSearched(next);
  }
  const searchRef = useRef(search);
  searchRef.current = search;
  const onSearch = useCallback(() => void searchRef.current(), []);
  const onFiltersChange = useCallback((patch: Partial<NrSateliteFilterValues>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setFilterErrs({});
  }, []);

  function discardAll() {
    store.clear();
    setRowErrors(NO_ERRORS);
  }

  async function save() {
    if (!searched) {
      notifyError(MSG.filtersNotFound);
      return;
    }
    const sent = store.changes();
    const payload = rows ? buildNrSatelitePayload(rows, sent) : [];
    if (payload.length === 0) {
      notifyInfo(MSG.nothingToSave);
      return;
    }
    setSaving(true);
    try {
      const result = await saveNrSatelite(payload);
      if (result.ok) {
        for (const [key, patch] of sent) if (store.get(key) === patch) store.discard(key);
        setRowErrors(NO_ERRORS);
        notifySuccess(MSG.savedSuccessfully);
        void query.refetch();
        return;
      }
      const refused = new Map<string, string>();
      for (const e of result.errors) {
        const item = payload[e.index];
        if (item) refused.set(nrSateliteRowKey(item), e.message);
      }
      setRowErrors(refused);
      notifyError(result.exception);
      // Show the page of the first refused row.
      const first = rows?.findIndex((r) => refused.has(nrSateliteRowKey(r))) ?? -1;
      if (first >= 0) setPage(Math.floor(first / size));
    } catch (error) {
      notifyError(getErrorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const total = rows?.length ?? 0;
  const { current, rows: pageRows } = pageOf(rows ?? [], page, size);
  const count = changes.size;

  return (
    <Page title={title}>
      <NrSateliteFilters
        value={filters}
        errors={filterErrs}
        onChange={onFiltersChange}
        onSearch={onSearch}
        searching={query.isFetching}
      />
      <SaveBar count={count} saving={saving} onDiscard={discardAll} onSave={() => void save()} />
      {searched === null ? (
        <Text c="dimmed">{NR_SATELITE_SEARCH_HINT}</Text>
      ) : query.isPending ? (
        <LoadingLine />
      ) : query.isError && !rows ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <Card withBorder radius="md">
          <Text c="dimmed">{MSG.noData}</Text>
        </Card>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="lista-nr-satelites">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Item de venda / produto</Table.Th>
                  <Table.Th>Clientes</Table.Th>
                  <Table.Th>Colaboradores</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Situação</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageRows.map((r) => {
                  const key = nrSateliteRowKey(r);
                  return <NrSateliteRow key={key} row={r} store={store} error={rowErrors.get(key)} />;
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager page={current} size={size} total={total} onPage={setPage} onSize={onSize} />
        </Stack>
      )}
    </Page>
  );
}
