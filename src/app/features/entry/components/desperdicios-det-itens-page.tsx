/**
 * /reApontDesperdicios/excedente (2), /preparoTurno (3) and /preparoInsumo (4): several weighings at once
 * (spec §2, §5). Items come from the day's kanban (sale item / product, grouping) or the monitored inputs;
 * a duplicate is 'Registro já adicionado'; only items with a quantity are sent, none is 'Nenhuma pesagem
 * informada'. The weighings of one save travel together through the outbox.
 */
import { Page } from '@app/components/ui/page';
import { useKanbanProducaoDoDia } from '@app/features/entry/api/get-kanban-producao';
import {
  type EntryFieldErrors,
  EntryFields,
  entryFieldErrors,
  recipienteOptions,
} from '@app/features/entry/components/entry-fields';
import { ItemLines } from '@app/features/entry/components/item-lines';
import { ItemPicker } from '@app/features/entry/components/item-picker';
import { KanbanClosings } from '@app/features/entry/components/kanban-closings';
import { LateSavesBanner } from '@app/features/entry/components/late-saves-banner';
import { RefusalAlert } from '@app/features/entry/components/refusal-alert';
import { SaveButton } from '@app/features/entry/components/save-button';
import { ScaleReadout } from '@app/features/entry/components/scale-readout';
import { WeighingStatus } from '@app/features/entry/components/weighing-status';
import { useEntryAttempt } from '@app/features/entry/hooks/use-entry-attempt';
import { useEntryContext } from '@app/features/entry/hooks/use-entry-context';
import { useEntrySync } from '@app/features/entry/hooks/use-entry-sync';
import { useItemCandidates } from '@app/features/entry/hooks/use-item-candidates';
import { useItemLines } from '@app/features/entry/hooks/use-item-lines';
import { useItemListSave } from '@app/features/entry/hooks/use-item-list-save';
import { useKanbanCheck } from '@app/features/entry/hooks/use-kanban-check';
import { useLineReferences } from '@app/features/entry/hooks/use-line-references';
import { useScaleFill } from '@app/features/entry/hooks/use-scale-fill';
import { useOnline } from '@app/lib/online';
import type { ScreenProps } from '@app/types/screen';
import { TIP_DESPERDICIO } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { Alert, Card, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** What differs between the three screens: the picker's label and the item column's header. */
const KIND = {
  [TIP_DESPERDICIO.ExcedenteDeProducao]: {
    pickerLabel: 'Item de venda / produto ou agrupamento',
    itemHeader: 'Item',
  },
  [TIP_DESPERDICIO.PrePreparoPorTurno]: { pickerLabel: 'Agrupamento', itemHeader: 'Item' },
  [TIP_DESPERDICIO.PrePreparoPorInsumo]: { pickerLabel: 'Insumo', itemHeader: 'Insumo' },
} as const;

type ItemListTipo = keyof typeof KIND;

function ItemListEntryPage({ title, tipo }: ScreenProps & { tipo: ItemListTipo }) {
  useEntrySync();
  const ctx = useEntryContext(tipo);
  const kanbans = useKanbanProducaoDoDia(
    tipo === TIP_DESPERDICIO.PrePreparoPorInsumo ? null : ctx.idRestaurante,
    isIsoDate(ctx.date) ? ctx.date : null,
  );
  const { candidates, loading } = useItemCandidates(tipo, ctx, kanbans.data);
  const kanbanFor = useKanbanCheck(tipo, ctx);
  const items = useItemLines({ tipo, ctx, candidates, kanbanFor });
  const status = useEntryAttempt(tipo);
  const online = useOnline();
  const recipientes = ctx.recipientes.data ?? [];
  const tareOf = (idRecipiente: number | null) =>
    recipientes.find((r) => r.idRecipiente === idRecipiente)?.qtdPeso ?? null;
  const { medias: references, failed: referencesFailed } = useLineReferences(tipo, ctx, items.lines);
  const { save, saving, submitted } = useItemListSave({
    tipo,
    ctx,
    lines: items.lines,
    setLines: items.setLines,
    references,
    kanbanFor,
    status,
    photoBusy: items.photoBusy,
    tareOf,
  });
  const { scale, setActiveKey } = useScaleFill(ctx, items.lines, items.update);
  // Field errors follow the fields once a save was tried: choosing the missing value clears its message.
  const fieldErrors: EntryFieldErrors = submitted ? (entryFieldErrors(ctx) ?? {}) : {};
  const blocked = ctx.blockedMessages.length > 0;
  return (
    <Page title={title}>
      <LateSavesBanner />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={1100}>
        <Stack gap="md">
          <EntryFields ctx={ctx} errors={fieldErrors} />
          <ItemPicker
            label={KIND[tipo].pickerLabel}
            candidates={candidates}
            loading={loading}
            choice={items.choice}
            onChoose={items.choose}
            error={items.addError}
            disabled={ctx.idRestaurante === null}
            onAdd={items.add}
          />
          <ScaleReadout scale={scale} />
          <ItemLines
            lines={items.lines}
            itemHeader={KIND[tipo].itemHeader}
            containerOptions={recipienteOptions(recipientes)}
            tareOf={tareOf}
            onChange={items.update}
            onRemove={items.remove}
            onFocus={setActiveKey}
          />
          {/* Right under the list and above every message: a message never moves it. */}
          <Group justify="flex-end">
            <SaveButton saving={saving} blocked={blocked || items.photoBusy} onClick={save} />
          </Group>
          {referencesFailed && online && (
            <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
              {MSG.previousLoadFailed}
            </Alert>
          )}
          <WeighingStatus attempt={status.attempt} />
        </Stack>
      </Card>
      {tipo === TIP_DESPERDICIO.ExcedenteDeProducao && (
        <KanbanClosings
          idRestaurante={ctx.idRestaurante}
          date={ctx.date}
          kanbans={kanbans.data}
          loading={kanbans.isLoading}
        />
      )}
      <RefusalAlert />
    </Page>
  );
}

export function ExcedentePage(props: ScreenProps) {
  return <ItemListEntryPage {...props} tipo={TIP_DESPERDICIO.ExcedenteDeProducao} />;
}
export function PreparoTurnoPage(props: ScreenProps) {
  return <ItemListEntryPage {...props} tipo={TIP_DESPERDICIO.PrePreparoPorTurno} />;
}
export function PreparoInsumoPage(props: ScreenProps) {
  return <ItemListEntryPage {...props} tipo={TIP_DESPERDICIO.PrePreparoPorInsumo} />;
}
