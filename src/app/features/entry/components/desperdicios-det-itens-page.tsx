/**
 * /reApontDesperdicios/excedente (2), /preparoTurno (3) and /preparoInsumo (4): several weighings at once
 * (spec §2, §5). Items come from the day's kanban (sale item / product, grouping) or the monitored inputs;
 * a duplicate is 'Registro já adicionado'; only items with a quantity are sent, none is 'Nenhuma pesagem
 * informada'. The weighings of one save travel together through the outbox.
 */
import { confirmAsk } from '@app/components/ui/confirm-action';
import { type LovOption, LovSelect } from '@app/components/ui/lov-select';
import { Page } from '@app/components/ui/page';
import { useWrappingField, WRAPPING_INPUT_STYLE } from '@app/components/ui/wrapping-field';
import { checkKanbanProducao } from '@app/features/entry/api/check-kanban-producao';
import { useDesperdiciosDetInsumos } from '@app/features/entry/api/find-desperdicios-det-insumos';
import { useDesperdiciosDetMediaQtds } from '@app/features/entry/api/find-desperdicios-det-media-qtd';
import { useKanbanProducaoDoDia } from '@app/features/entry/api/get-kanban-producao';
import {
  type EntryFieldErrors,
  EntryFields,
  entryFieldErrors,
  recipienteOptions,
} from '@app/features/entry/components/entry-fields';
import { KanbanClosings } from '@app/features/entry/components/kanban-closings';
import { LateSavesBanner } from '@app/features/entry/components/late-saves-banner';
import { PhotoPicker } from '@app/features/entry/components/photo-picker';
import { RefusalAlert } from '@app/features/entry/components/refusal-alert';
import { SaveButton } from '@app/features/entry/components/save-button';
import { ScaleReadout } from '@app/features/entry/components/scale-readout';
import { WeighingStatus } from '@app/features/entry/components/weighing-status';
import { useEntryAttempt } from '@app/features/entry/hooks/use-entry-attempt';
import { type EntryContextState, useEntryContext } from '@app/features/entry/hooks/use-entry-context';
import { useEntrySync } from '@app/features/entry/hooks/use-entry-sync';
import { useSaveGuard } from '@app/features/entry/hooks/use-save-guard';
import {
  SCALE_FILLED_MARK,
  useScaleReading,
  useStableWeight,
} from '@app/features/entry/hooks/use-scale-reading';
import { notifyError } from '@app/lib/notify';
import { useOnline } from '@app/lib/online';
import { enqueue } from '@app/lib/outbox/actions';
import type { ScreenProps } from '@app/types/screen';
import { TIP_DESPERDICIO, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { formatDecimalBR, formatDecimalInput, formatKgValue, parseDecimalBR } from '@domain/numbers';
import {
  addListItemError,
  evaluateWeighing,
  isOutlier,
  type KanbanResult,
  needsKanban,
  netKg,
  plausibilityLimits,
  quantityError,
  weighingsToSend,
} from '@domain/rules/appointments';
import { BLOCK_REASON, fieldsBlockReason } from '@domain/rules/entry-attempt';
import type { TipOrigemPeso } from '@domain/schemas/appointments';
import type { KanbanProducao } from '@domain/schemas/entry-lookups';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';

const KANBAN_TOAST_MS = 20_000;

interface Line {
  key: string;
  descricao: string;
  idItemVenda: number | null;
  idProduto: number | null;
  idAgrupamento: number | null;
  idInsumo: number | null;
  idRecipiente: number | null;
  qtdText: string;
  /** The photo of this line's weighing, if one was taken. */
  foto: Blob | null;
  /** While this line's photo is being reduced (the save waits for it). */
  fotoBusy?: boolean;
  /** 'L' while the quantity is the scale's stable reading; 'D' as soon as it is typed. */
  origem: TipOrigemPeso;
  error: string | null;
}

interface Candidate {
  value: string;
  label: string;
  line: Omit<Line, 'key' | 'idRecipiente' | 'qtdText' | 'foto' | 'origem' | 'error'>;
}

/** The options of the 'add' picker of each type. */
function useCandidates(tipo: number, ctx: EntryContextState, kanbans: KanbanProducao[] | undefined) {
  const insumos = useDesperdiciosDetInsumos(tipo === TIP_DESPERDICIO.PrePreparoPorInsumo);
  return useMemo((): { candidates: Candidate[]; loading: boolean } => {
    const blank = { idItemVenda: null, idProduto: null, idAgrupamento: null, idInsumo: null };
    if (tipo === TIP_DESPERDICIO.PrePreparoPorInsumo) {
      const list = (insumos.data ?? []).filter((i) => i.indInativo === 0);
      return {
        loading: insumos.isLoading,
        candidates: list.map((i) => ({
          value: `i${i.idInsumo}`,
          label: `${i.idInsumo} - ${i.desInsumo}`,
          line: { ...blank, descricao: i.desInsumo, idInsumo: i.idInsumo },
        })),
      };
    }
    // Only what is produced today can be weighed: an inactive kanban (inactive product) is not offered.
    const active = (kanbans ?? []).filter((k) => k.indAtivo);
    const groups = new Map<number, string>();
    for (const k of active)
      if (k.codAgrupamento !== null)
        groups.set(k.codAgrupamento, k.desAgrupamento ?? String(k.codAgrupamento));
    const byGroup = [...groups].map(([cod, des]) => ({
      value: `g${cod}`,
      label: `Agrupamento: ${des}`,
      line: { ...blank, descricao: des, idAgrupamento: cod },
    }));
    if (tipo === TIP_DESPERDICIO.PrePreparoPorTurno)
      return { loading: !kanbans && ctx.idRestaurante !== null, candidates: byGroup };
    const items = active.map((k) => ({
      value: `k${k.idItemVenda}:${k.idProduto}`,
      label: `${k.desItemVenda} / ${k.desProduto}`,
      line: {
        ...blank,
        descricao: `${k.desItemVenda} / ${k.desProduto}`,
        idItemVenda: k.idItemVenda,
        idProduto: k.idProduto,
      },
    }));
    const unique = [...new Map(items.map((i) => [i.value, i])).values()];
    return { loading: !kanbans && ctx.idRestaurante !== null, candidates: [...unique, ...byGroup] };
  }, [tipo, insumos.data, insumos.isLoading, kanbans, ctx.idRestaurante]);
}

let lineSeq = 0;

function ItemListEntryPage({ title, tipo }: ScreenProps & { tipo: number }) {
  useEntrySync();
  const ctx = useEntryContext(tipo);
  const kanbans = useKanbanProducaoDoDia(
    tipo === TIP_DESPERDICIO.PrePreparoPorInsumo ? null : ctx.idRestaurante,
    isIsoDate(ctx.date) ? ctx.date : null,
  );
  const { candidates, loading } = useCandidates(tipo, ctx, kanbans.data);
  /** The kanban check of one line (spec §5, §7): null when the line needs none or it is not known offline. */
  const kanbanFor = (line: Line): Promise<KanbanResult | null> =>
    ctx.idRestaurante === null || !needsKanban({ ...line, tipDesperdicio: tipo })
      ? Promise.resolve(null)
      : checkKanbanProducao({
          idRestaurante: ctx.idRestaurante,
          dtaCardapio: ctx.date,
          idItemVenda: line.idItemVenda,
          idProduto: line.idProduto,
          codAgrupamento: line.idAgrupamento,
        }).catch(() => null);
  const [choice, setChoice] = useState<string | null>(null);
  // The chosen item's name, or the placeholder, is shown whole on as many lines as it needs.
  const choiceWrap = useWrappingField(
    undefined,
    `${candidates.find((c) => c.value === choice)?.label ?? ''}|${loading}`,
  );
  const [lines, setLines] = useState<Line[]>([]);
  // A photo still being reduced holds the save: it belongs to this save's line, not to the next one.
  const photoBusy = lines.some((l) => l.fotoBusy);
  const [addError, setAddError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const status = useEntryAttempt(tipo);
  /** The line whose quantity field had the focus last: a stable reading of the scale fills it. */
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const online = useOnline();
  const guard = useSaveGuard();
  const recipientes = ctx.recipientes.data ?? [];
  // Each line's reference average (kept offline like the tray's), for the 'Confirma X kg?' question.
  const { medias: references, failed: referencesFailed } = useDesperdiciosDetMediaQtds(
    lines.map((l) =>
      ctx.idRestaurante !== null && isIsoDate(ctx.date)
        ? {
            idRestaurante: ctx.idRestaurante,
            tipDesperdicio: tipo,
            dtaApontamento: ctx.date,
            idProduto: l.idProduto,
            idItemVenda: l.idItemVenda,
            idAgrupamento: l.idAgrupamento,
            idInsumo: l.idInsumo,
          }
        : null,
    ),
  );
  const tareOf = (idRecipiente: number | null) =>
    recipientes.find((r) => r.idRecipiente === idRecipiente)?.qtdPeso ?? null;
  // Field errors follow the fields once a save was tried: choosing the missing value clears its message.
  const fieldErrors: EntryFieldErrors = submitted ? (entryFieldErrors(ctx) ?? {}) : {};
  const containerOptions = recipienteOptions(recipientes);

  function add() {
    setAddError(null);
    const candidate = candidates.find((c) => c.value === choice);
    if (!candidate) {
      setAddError(MSG.required);
      return;
    }
    const dup = addListItemError(lines, candidate.line);
    if (dup) {
      setAddError(dup);
      return;
    }
    const line: Line = {
      ...candidate.line,
      key: `l${++lineSeq}`,
      idRecipiente: recipientes.some((r) => r.idRecipiente === ctx.choices.recipientes[tipo])
        ? (ctx.choices.recipientes[tipo] ?? null)
        : null,
      qtdText: '',
      foto: null,
      origem: 'D',
      error: null,
    };
    void kanbanFor(line).then((k) => {
      if (k === 2) notifyError(MSG.kanbanInactive, undefined, { autoClose: KANBAN_TOAST_MS });
    });
    setLines((prev) => [...prev, line]);
    setChoice(null);
  }

  const update = (key: string, patch: Partial<Line>) =>
    setLines((prev) => prev.map((l) => (l.key === key ? { ...l, ...patch, error: null } : l)));

  // The scale's stable weight fills the focused line (else the first line still without a quantity).
  const balanca = ctx.balancas.data?.find((b) => b.idBal === ctx.idBal) ?? null;
  const scale = useScaleReading(balanca);
  const filled = useRef(false);
  useStableWeight(scale.reading, (kg) => {
    const target = lines.find((l) => l.key === activeKey) ?? lines.find((l) => !l.qtdText.trim());
    if (!target) return;
    filled.current = true;
    update(target.key, { qtdText: formatDecimalInput(kg), origem: 'L' });
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the filled line is rendered
  useEffect(() => {
    if (filled.current) {
      filled.current = false;
      performance.mark(SCALE_FILLED_MARK);
    }
  }, [lines]);
  const remove = (key: string) => setLines((prev) => prev.filter((l) => l.key !== key));
  // A phone lists the weighings as cards; a tablet or desktop as a table.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  async function save() {
    if (photoBusy) return;
    await guard.run(
      check,
      lines.every((l) => !l.qtdText.trim()),
    );
  }

  async function check() {
    setSubmitted(true);
    const fields = entryFieldErrors(ctx);
    if (fields || ctx.idRestaurante === null) {
      status.block(fieldsBlockReason(fields ?? { restaurante: MSG.required }));
      return;
    }
    if (ctx.blockedMessages.length) {
      status.block(ctx.blockedMessages.join(' '));
      return;
    }
    const parsed = lines.map((l) => ({ line: l, qtdDesperdicio: parseDecimalBR(l.qtdText) }));
    // A quantity typed but not a valid weight is an error on its line; an empty one is just not sent.
    const badQtd = new Map(
      parsed.flatMap((p) => {
        const error = p.line.qtdText.trim() ? quantityError(p.qtdDesperdicio) : null;
        return error ? [[p.line.key, error] as const] : [];
      }),
    );
    if (badQtd.size) {
      setLines((prev) => prev.map((l) => (badQtd.has(l.key) ? { ...l, error: badQtd.get(l.key)! } : l)));
      status.block(
        parsed
          .filter((p) => badQtd.has(p.line.key))
          .map((p) => MSG.divergenceItem(p.line.descricao, badQtd.get(p.line.key)!))
          .join('\n'),
      );
      return;
    }
    const { items, error: none } = weighingsToSend(parsed);
    if (none) {
      status.block(none);
      return;
    }
    const idRestaurante = ctx.idRestaurante;
    const kanbanResults = await Promise.all(items.map(({ line }) => kanbanFor(line)));
    const checked = items.map(({ line, qtdDesperdicio }, index) => {
      const weighing = {
        idRestaurante,
        tipDesperdicio: tipo,
        dtaApontamento: ctx.date,
        qtdDesperdicio: qtdDesperdicio!,
        idItemVenda: line.idItemVenda,
        idProduto: line.idProduto,
        idAgrupamento: line.idAgrupamento,
        idInsumo: line.idInsumo,
        idDestino: ctx.idDestino,
        idRecipiente: line.idRecipiente,
        tipOrigemPeso: line.origem,
        idBal: ctx.idBal,
      };
      const kanban = kanbanResults[index];
      const verdict = evaluateWeighing(weighing, {
        today: ctx.today,
        params: ctx.parametros.data ?? [],
        tareKg: tareOf(line.idRecipiente),
        kanban,
        reference: null,
        ...plausibilityLimits(
          ctx.parametros.data ?? [],
          tipo,
          recipientes.find((r) => r.idRecipiente === line.idRecipiente),
        ),
      });
      return { line, weighing, verdict, kanban };
    });
    const refused = checked.filter((c) => c.verdict.exception);
    if (refused.length) {
      if (refused.some((c) => c.kanban === 2))
        notifyError(MSG.kanbanInactive, undefined, { autoClose: KANBAN_TOAST_MS });
      setLines((prev) =>
        prev.map((l) => {
          const r = refused.find((c) => c.line.key === l.key);
          return r ? { ...l, error: r.verdict.exception } : l;
        }),
      );
      const why = refused.map((c) => MSG.divergenceItem(c.line.descricao, c.verdict.exception!)).join('\n');
      status.block(why);
      return;
    }
    // A net weight 10× its reference average is confirmed by the worker before it is queued.
    const outliers = checked.flatMap((c) => {
      const media = references[lines.findIndex((l) => l.key === c.line.key)] ?? null;
      const liquido = netKg(c.weighing.qtdDesperdicio, tareOf(c.line.idRecipiente));
      return isOutlier(liquido, media) ? [{ descricao: c.line.descricao, liquido, media: media ?? 0 }] : [];
    });
    if (
      outliers.length &&
      !(await confirmAsk({
        title:
          outliers.length === 1
            ? `Confirma ${formatDecimalBR(outliers[0].liquido)} kg?`
            : `Confirma ${outliers.length} pesos fora do comum?`,
        text: `${outliers
          .map(
            (o) =>
              `${o.descricao}: ${formatDecimalBR(o.liquido)} kg líquidos (média ${formatDecimalBR(o.media)} kg)`,
          )
          .join('; ')}. Mais de 10 vezes a média: confira a balança antes de salvar.`,
        confirmLabel: 'Confirmar e salvar',
        cancelLabel: 'Corrigir',
        color: 'orange',
      }))
    ) {
      status.block(BLOCK_REASON.outlierNotConfirmed);
      return;
    }
    setSaving(true);
    try {
      const total = checked.reduce((sum, c) => sum + c.weighing.qtdDesperdicio, 0);
      const liquido = checked.reduce(
        (sum, c) => sum + netKg(c.weighing.qtdDesperdicio, tareOf(c.line.idRecipiente)),
        0,
      );
      const restaurante = ctx.restaurante;
      const item = await enqueue(
        checked.map((c) => c.weighing),
        {
          tipDesperdicio: tipo,
          rotulos: checked.map((c) => c.line.descricao),
          fotos: checked.map((c) => c.line.foto),
          resumo: `${TIP_DESPERDICIO_LABEL[tipo as 2]} · ${idRestaurante} - ${restaurante?.desRestaurante ?? ''} · ${checked.length} pesage${checked.length > 1 ? 'ns' : 'm'}, ${formatDecimalBR(total)} kg bruto`,
        },
      );
      guard.saved();
      setSubmitted(false);
      setLines((prev) => prev.map((l) => ({ ...l, qtdText: '', foto: null, origem: 'D', error: null })));
      await status.saved(item, { bruto: total, liquido });
    } catch {
      status.block(BLOCK_REASON.deviceStoreFailed);
    } finally {
      setSaving(false);
    }
  }

  const blocked = ctx.blockedMessages.length > 0;
  const pickerLabel =
    tipo === TIP_DESPERDICIO.PrePreparoPorInsumo
      ? 'Insumo'
      : tipo === TIP_DESPERDICIO.PrePreparoPorTurno
        ? 'Agrupamento'
        : 'Item de venda / produto ou agrupamento';
  return (
    <Page title={title}>
      <LateSavesBanner />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={1100}>
        <Stack gap="md">
          <EntryFields ctx={ctx} errors={fieldErrors} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              size="lg"
              label={pickerLabel}
              searchable
              clearable
              data={candidates.map((c) => ({ value: c.value, label: c.label }))}
              value={choice}
              onChange={(v) => {
                setChoice(v);
                setAddError(null);
              }}
              nothingFoundMessage={loading ? MSG.loading : MSG.noResults}
              placeholder={loading ? MSG.loading : 'Escolha para adicionar'}
              error={addError}
              disabled={ctx.idRestaurante === null}
              style={{ flex: '1 1 240px' }}
              maxDropdownHeight={360}
              {...choiceWrap.props}
              ref={choiceWrap.ref as Ref<HTMLInputElement>}
              styles={{ input: WRAPPING_INPUT_STYLE }}
            />
            <Button
              size="lg"
              leftSection={<IconPlus aria-hidden />}
              onClick={add}
              disabled={ctx.idRestaurante === null}
            >
              Adicionar
            </Button>
          </Group>
          <ScaleReadout scale={scale} />
          {phone ? (
            <Stack gap="sm" data-testid="entry-lines">
              {lines.length === 0 && (
                <Text c="dimmed" ta="center" py="md">
                  {MSG.noData}
                </Text>
              )}
              {lines.map((l) => (
                <Card key={l.key} withBorder radius="md" p="sm">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <LineTitle line={l} />
                      <RemoveLine line={l} onRemove={remove} />
                    </Group>
                    <LineContainer line={l} options={containerOptions} onChange={update} />
                    <Group gap="sm" wrap="nowrap" align="center">
                      <LineQuantity line={l} onChange={update} onFocus={setActiveKey} />
                      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                        Líquido
                      </Text>
                      <LineNet qtdText={l.qtdText} tareKg={tareOf(l.idRecipiente)} />
                    </Group>
                    <LinePhoto line={l} onChange={update} />
                  </Stack>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table verticalSpacing="sm" striped data-testid="entry-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{tipo === TIP_DESPERDICIO.PrePreparoPorInsumo ? 'Insumo' : 'Item'}</Table.Th>
                  <Table.Th w="26%">Recipiente</Table.Th>
                  <Table.Th w="20%">Quantidade bruta (kg)</Table.Th>
                  <Table.Th w={110}>Líquido (kg)</Table.Th>
                  <Table.Th w={120}>Foto</Table.Th>
                  <Table.Th w={64}>
                    <VisuallyHidden>Remover</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center" py="md">
                        {MSG.noData}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {lines.map((l) => (
                  <Table.Tr key={l.key}>
                    <Table.Td>
                      <LineTitle line={l} />
                    </Table.Td>
                    <Table.Td>
                      <LineContainer line={l} options={containerOptions} onChange={update} />
                    </Table.Td>
                    <Table.Td>
                      <LineQuantity line={l} onChange={update} onFocus={setActiveKey} />
                    </Table.Td>
                    <Table.Td data-testid="line-net">
                      <LineNet qtdText={l.qtdText} tareKg={tareOf(l.idRecipiente)} />
                    </Table.Td>
                    <Table.Td>
                      <LinePhoto line={l} onChange={update} />
                    </Table.Td>
                    <Table.Td>
                      <RemoveLine line={l} onRemove={remove} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {/* Right under the list and above every message: a message never moves it. */}
          <Group justify="flex-end">
            <SaveButton saving={saving} blocked={blocked || photoBusy} onClick={save} />
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

type LineUpdate = (key: string, patch: Partial<Line>) => void;

function LineTitle({ line }: { line: Line }) {
  return (
    <div style={{ minWidth: 0 }}>
      {/* Whole words only: an item's name never breaks inside a word ('Contrafil/é'). */}
      <Text fw={500} style={{ overflowWrap: 'break-word' }}>
        {line.descricao}
      </Text>
      {line.error && (
        <Text c="red" size="sm" role="alert">
          {line.error}
        </Text>
      )}
    </div>
  );
}

function LineContainer({
  line,
  options,
  onChange,
}: {
  line: Line;
  options: LovOption[];
  onChange: LineUpdate;
}) {
  return (
    <LovSelect
      standIn
      size="md"
      aria-label={`Recipiente de ${line.descricao}`}
      placeholder="Sem recipiente"
      options={options}
      value={line.idRecipiente}
      onChange={(id) => onChange(line.key, { idRecipiente: id })}
    />
  );
}

function LineQuantity({
  line,
  onChange,
  onFocus,
}: {
  line: Line;
  onChange: LineUpdate;
  onFocus: (key: string) => void;
}) {
  return (
    <TextInput
      onFocus={() => onFocus(line.key)}
      description={line.origem === 'L' ? 'Lido da balança' : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      size="lg"
      aria-label={`Quantidade de ${line.descricao}`}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,000"
      value={line.qtdText}
      onChange={(e) => onChange(line.key, { qtdText: e.currentTarget.value, origem: 'D' })}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}

function LinePhoto({ line, onChange }: { line: Line; onChange: LineUpdate }) {
  return (
    <PhotoPicker
      compact
      label={`Foto de ${line.descricao}`}
      value={line.foto}
      onChange={(foto) => onChange(line.key, { foto })}
      onBusyChange={(fotoBusy) => onChange(line.key, { fotoBusy })}
    />
  );
}

function RemoveLine({ line, onRemove }: { line: Line; onRemove: (key: string) => void }) {
  return (
    <ActionIcon
      size="xl"
      variant="subtle"
      color="red"
      aria-label={`Remover ${line.descricao}`}
      onClick={() => onRemove(line.key)}
    >
      <IconTrash aria-hidden />
    </ActionIcon>
  );
}

/** The net of one line as it is typed ('—' until a weight is typed). */
function LineNet({ qtdText, tareKg }: { qtdText: string; tareKg: number | null }) {
  const gross = parseDecimalBR(qtdText);
  if (gross === null || gross <= 0) return <Text c="dimmed">—</Text>;
  const net = netKg(gross, tareKg);
  return (
    <Text fw={600} c={net <= 0 ? 'red.8' : undefined}>
      {formatKgValue(net)}
    </Text>
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
