/**
 * /reTbParametros — parameters (spec §3 Parameter, §7 Parameters). It opens on the whole company's values
 * (its own parameters and every restaurant's); picking a restaurant and 'Pesquisar' shows that restaurant's
 * ('/U'), with an optional code filter. Every parameter the product reads is shown by purpose, with its human
 * name, what it does, unit, range and default (parameter-catalog.ts), and the code as secondary text; one
 * not stored yet shows its default and a save inserts it. Edits are staged, then 'Salvar' sends a save-all;
 * 'Replicar' copies the restaurant's parameters onto a group. A save clears the kept parameters of the
 * restaurants it touched, so waste entry uses them at once.
 */
import { ListStatus } from '@app/components/ui/list-status';
import { Page } from '@app/components/ui/page';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { SaveBar } from '@app/components/ui/save-bar';
import { useSaveParametros } from '@app/features/parameters/api/save-parametros';
import { useSearchParametros } from '@app/features/parameters/api/search-parametros';
import {
  originalEdit,
  ParameterGroups,
  type ParametroEdit,
  VALUE_COLUMN,
} from '@app/features/parameters/components/parameter-groups';
import { ReplicateDialog } from '@app/features/parameters/components/replicate-dialog';
import {
  buildParameterView,
  type ParamEntry,
  type ParamItem,
} from '@app/features/parameters/utils/parameter-view';
import { useUnsavedChangesGuard } from '@app/hooks/use-unsaved-changes-guard';
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError, notifySuccess } from '@app/lib/notify';
import { getSession } from '@app/lib/session';
import { useStagedEdits, useStagedSnapshot } from '@app/lib/staged-edits';
import type { ScreenProps } from '@app/types/screen';
import { MSG } from '@domain/messages';
import { validarParametro } from '@domain/rules/parameters';
import type { ParametroSaveItem, ParametrosBuscaBody } from '@domain/schemas/parameters';
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconCopy, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';

type Located = { item: ParamItem; entry: ParamEntry };

/** The save-all items of the staged values, or the first invalid value's message. */
function toSaveItems(
  byKey: ReadonlyMap<number, Located>,
  changes: ReadonlyMap<number, Partial<ParametroEdit>>,
): { items: ParametroSaveItem[] } | { error: string } {
  const items: ParametroSaveItem[] = [];
  for (const [key, patch] of changes) {
    const found = byKey.get(key);
    if (!found) continue;
    const { item, entry } = found;
    const edit = { ...originalEdit(entry, item.tipo), ...patch };
    const base = { desParametro: item.code, seqParametro: item.seq };
    const check = validarParametro({ ...base, [VALUE_COLUMN[item.tipo]]: edit.valor }, item.tipo);
    if (!check.ok) return { error: check.message };
    items.push({
      idParametro: entry.row?.idParametro ?? null,
      idRestaurante: entry.idRestaurante,
      ...base,
      tipParametro: item.tipo,
      ...check.valores,
      txtObservacao: edit.txtObservacao.trim() ? edit.txtObservacao : null,
      txtParametro: entry.row?.txtParametro ?? null,
    });
  }
  return { items };
}

const companyBody = (): ParametrosBuscaBody => ({
  idEmpresa: getSession().empresa?.idEmpresa ?? null,
  idRestaurante: null,
  desParametro: null,
});

export function ParametrosPage({ title }: ScreenProps) {
  const [restaurante, setRestaurante] = useState<{ id: number; nome: string } | null>(null);
  const [filter, setFilter] = useState('');
  // The company's values at once; a search replaces them.
  const [body, setBody] = useState<ParametrosBuscaBody>(companyBody);
  const [searched, setSearched] = useState<{ id: number; label: string } | null>(null);
  const [replicating, setReplicating] = useState(false);
  const query = useSearchParametros(body);
  const save = useSaveParametros();

  const groups = useMemo(
    () =>
      query.isError || !query.data
        ? []
        : buildParameterView(query.data, { restaurante: searched, filter: body.desParametro ?? '' }),
    [query.isError, query.data, searched, body.desParametro],
  );
  const byKey = useMemo(() => {
    const map = new Map<number, Located>();
    for (const g of groups)
      for (const item of g.items) for (const entry of item.entries) map.set(entry.key, { item, entry });
    return map;
  }, [groups]);
  const original = useCallback(
    (key: number) => {
      const found = byKey.get(key);
      return found && originalEdit(found.entry, found.item.tipo);
    },
    [byKey],
  );
  const store = useStagedEdits<number, ParametroEdit>(original);
  const { changes } = useStagedSnapshot(store);
  const count = changes.size;
  const guard = useUnsavedChangesGuard(count > 0);

  async function search() {
    if (!(await guard.confirmLeave())) return;
    store.clear();
    const next: ParametrosBuscaBody = {
      ...companyBody(),
      idRestaurante: restaurante?.id ?? null,
      desParametro: filter.trim() || null,
    };
    setSearched(
      restaurante ? { id: restaurante.id, label: `${restaurante.id} - ${restaurante.nome}` } : null,
    );
    if (JSON.stringify(next) === JSON.stringify(body)) void query.refetch();
    else setBody(next);
  }

  function saveAll() {
    if (count === 0) {
      notifyError(MSG.nothingToSave);
      return;
    }
    const result = toSaveItems(byKey, changes);
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

  const hasStored = byKey.size > 0 && [...byKey.values()].some((l) => l.entry.row);
  const replicarDisabled = searched === null || count > 0 || !hasStored;

  return (
    <Page title={title}>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <RestaurantesLov
            size="lg"
            label="Restaurante"
            description="Vazio: toda a empresa"
            placeholder="Toda a empresa"
            clearable
            value={restaurante?.id ?? null}
            onChange={(id, r) => setRestaurante(id === null ? null : { id, nome: r?.desRestaurante ?? '' })}
            w={{ base: '100%', sm: 440 }}
          />
          <TextInput
            size="lg"
            label="Parâmetro"
            description="Código contém"
            placeholder="Ex.: RE-Limites"
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
            loading={query.isFetching}
            onClick={() => void search()}
          >
            Pesquisar
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs" data-testid="parameters-scope">
          {searched ? `Parâmetros do restaurante ${searched.label}` : 'Parâmetros de toda a empresa'}
        </Text>
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
        empty={groups.length === 0}
        onRetry={() => void query.refetch()}
        emptyText={MSG.noParameters}
      >
        <ParameterGroups groups={groups} store={store} />
      </ListStatus>

      {searched !== null && (
        <ReplicateDialog
          opened={replicating}
          onClose={() => setReplicating(false)}
          source={{ idRestaurante: searched.id, label: searched.label }}
          desParametro={body.desParametro ?? null}
        />
      )}
    </Page>
  );
}
