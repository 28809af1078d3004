/**
 * /reTbParametros — parameters (spec §3 Parameter, §7 Parameters): pick a restaurant (its '/U' parameters,
 * searched on the server) or 'Toda a empresa' (the globals and every restaurant's, each row with its
 * restaurant) and an optional
 * name filter, search, edit values by type and the
 * observations (staged, then 'Salvar' sends a save-all), and 'Replicar' the restaurant's parameters onto a
 * group. A save clears the kept parameters of the restaurants it touched, so waste entry uses them at once.
 */
import { ListStatus } from '@app/components/ui/list-status';
import { Page } from '@app/components/ui/page';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { SaveBar } from '@app/components/ui/save-bar';
import { useSaveParametros } from '@app/features/parameters/api/save-parametros';
import { useSearchParametros } from '@app/features/parameters/api/search-parametros';
import {
  originalEdit,
  type ParametroEdit,
  ParametrosTable,
  VALUE_COLUMN,
} from '@app/features/parameters/components/parametros-table';
import { ReplicateDialog } from '@app/features/parameters/components/replicate-dialog';
import { useUnsavedChangesGuard } from '@app/hooks/use-unsaved-changes-guard';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { getSession } from '@app/lib/session';
import { useStagedEdits, useStagedSnapshot } from '@app/lib/staged-edits';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import { compareParametros, parametroTipo, validarValorParametro } from '@domain/rules/parameters';
import type { Parametro } from '@domain/schemas/entry-lookups';
import type { ParametroSaveItem, ParametrosBuscaBody } from '@domain/schemas/parameters';
import { Button, Group, Paper, Switch, TextInput } from '@mantine/core';
import { IconCopy, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';

/** The save-all items of the staged rows, or the first invalid value's message. */
function toSaveItems(
  rows: readonly Parametro[],
  changes: ReadonlyMap<number, Partial<ParametroEdit>>,
): { items: ParametroSaveItem[] } | { error: string } {
  const items: ParametroSaveItem[] = [];
  for (const p of rows) {
    const patch = changes.get(p.idParametro);
    if (!patch) continue;
    const edit = { ...originalEdit(p), ...patch };
    const tipo = parametroTipo(p);
    const check = validarValorParametro({ ...p, [VALUE_COLUMN[tipo]]: edit.valor }, tipo);
    if (!check.ok) return { error: check.message };
    items.push({
      idParametro: p.idParametro,
      idRestaurante: p.idRestaurante,
      desParametro: p.desParametro,
      seqParametro: p.seqParametro,
      tipParametro: tipo,
      ...check.valores,
      txtObservacao: edit.txtObservacao.trim() ? edit.txtObservacao : null,
      txtParametro: p.txtParametro,
    });
  }
  return { items };
}

export function ParametrosPage({ title }: ScreenProps) {
  const [wholeCompany, setWholeCompany] = useState(false);
  const [restaurante, setRestaurante] = useState<{ id: number; nome: string } | null>(null);
  const [filter, setFilter] = useState('');
  const [body, setBody] = useState<ParametrosBuscaBody | null>(null);
  const [replicating, setReplicating] = useState(false);
  const query = useSearchParametros(body);
  const save = useSaveParametros();

  const rows = useMemo(
    () => (query.isError ? [] : [...(query.data ?? [])].sort(compareParametros)),
    [query.isError, query.data],
  );
  const byId = useMemo(() => new Map(rows.map((p) => [p.idParametro, p])), [rows]);
  const original = useCallback(
    (id: number) => {
      const p = byId.get(id);
      return p && originalEdit(p);
    },
    [byId],
  );
  const store = useStagedEdits<number, ParametroEdit>(original);
  const { changes } = useStagedSnapshot(store);
  const count = changes.size;
  const guard = useUnsavedChangesGuard(count > 0);

  const searchedRestaurant = body?.idRestaurante ?? null;
  const [sourceLabel, setSourceLabel] = useState('');
  const scopeChosen = wholeCompany || restaurante !== null;

  async function search() {
    if (!scopeChosen) return;
    if (!(await guard.confirmLeave())) return;
    store.clear();
    const next: ParametrosBuscaBody = {
      idEmpresa: getSession().empresa?.idEmpresa ?? null,
      idRestaurante: wholeCompany || !restaurante ? null : restaurante.id,
      desParametro: filter.trim() || null,
    };
    setSourceLabel(restaurante && !wholeCompany ? `${restaurante.id} - ${restaurante.nome}` : '');
    if (JSON.stringify(next) === JSON.stringify(body)) void query.refetch();
    else setBody(next);
  }

  function saveAll() {
    if (count === 0) {
      notifyError(MSG.nothingToSave);
      return;
    }
    const result = toSaveItems(rows, changes);
    if ('error' in result) {
      notifyError(result.error);
      return;
    }
    save.mutate(result.items, {
      onSuccess: () => {
        store.clear();
        notifySuccess(MSG.savedSuccessfully);
      },
      onError: (error) => notifyError(getErrorMessage(error)),
    });
  }

  const replicarDisabled = searchedRestaurant === null || count > 0 || rows.length === 0;

  return (
    <Page title={title}>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <RestaurantesLov
            size="lg"
            label="Restaurante"
            placeholder={wholeCompany ? 'Todos' : 'Escolha um restaurante'}
            value={wholeCompany ? null : (restaurante?.id ?? null)}
            onChange={(id, r) => setRestaurante(id === null ? null : { id, nome: r?.desRestaurante ?? '' })}
            disabled={wholeCompany}
            w={{ base: '100%', sm: 360 }}
          />
          <Switch
            size="lg"
            label="Toda a empresa"
            description="Globais e os de cada restaurante"
            checked={wholeCompany}
            onChange={(e) => setWholeCompany(e.currentTarget.checked)}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
          <TextInput
            size="lg"
            label="Parâmetro"
            placeholder="Contém…"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void search();
            }}
            w={{ base: '100%', sm: 280 }}
          />
          <Button
            size="lg"
            leftSection={<IconSearch aria-hidden size={20} />}
            disabled={!scopeChosen}
            loading={query.isFetching}
            onClick={() => void search()}
          >
            Pesquisar
          </Button>
        </Group>
      </Paper>

      <SaveBar
        count={count}
        saving={save.isPending}
        onDiscard={() => store.clear()}
        onSave={saveAll}
        actions={
          <Button
            size="md"
            h={44}
            variant="light"
            leftSection={<IconCopy aria-hidden />}
            disabled={replicarDisabled}
            title={count > 0 ? 'Salve ou descarte as alterações antes de replicar' : undefined}
            onClick={() => setReplicating(true)}
          >
            Replicar
          </Button>
        }
      />

      <ListStatus
        isError={query.isError}
        error={query.error}
        isLoading={query.isLoading}
        empty={rows.length === 0}
        onRetry={() => void query.refetch()}
        emptyText={MSG.noParameters}
      >
        <ParametrosTable rows={rows} store={store} showRestaurant={body?.idRestaurante === null} />
      </ListStatus>

      {searchedRestaurant !== null && (
        <ReplicateDialog
          opened={replicating}
          onClose={() => setReplicating(false)}
          source={{ idRestaurante: searchedRestaurant, label: sourceLabel }}
          desParametro={body?.desParametro ?? null}
        />
      )}
    </Page>
  );
}
