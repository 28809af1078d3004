/**
 * One appointment of the maintenance list: read-only facts plus editable date, quantity, destination and
 * container. The row reads its own staged fields from the store (memoized: typing here re-renders this row
 * only). Edited cells are highlighted; the row's messages (local checks, the server's refusal) are listed
 * under it. The root element is a <tbody> holding the row and its message line.
 */

import { useFilterDestDesperdicio } from '@app/api/filter-dest-desperdicio';
import { useRecipientesPesos } from '@app/api/get-recipientes-pesos';
import { DateField } from '@app/components/ui/date-field';
import { WastePhotoThumb } from '@app/components/ui/waste-photo';
import {
  containerPatch,
  type DesperdiciosDetEdit,
  type DesperdiciosDetPatch,
  editErrors,
  effectiveCost,
  effectiveEdit,
  effectiveNet,
} from '@app/features/maintenance/utils/desperdicios-det-edits';
import { type StagedEdits, useStagedPatch } from '@app/lib/staged-edits';
import { fitWidth } from '@app/utils/fit-width';
import { isoToBr } from '@domain/dates';
import { formatBRL, formatDecimalBR, parseDecimalBR } from '@domain/numbers';
import { STATUS_APROV_LABEL, type StatusAprov } from '@domain/rules/approvals';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { ActionIcon, Badge, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type CSSProperties, memo, useEffect, useMemo, useRef, useState } from 'react';

const ROW_COLUMNS = 11;

const STATUS_COLOR: Record<StatusAprov, string> = { 0: 'yellow', 1: 'green', 2: 'red' };
const CHANGED_INPUT: CSSProperties = {
  backgroundColor: 'var(--mantine-color-yellow-1)',
  fontWeight: 600,
};
const NONE = '';

/** kg with three decimals and a decimal comma, no thousands separator (it is edited): '1234,500'. */
const formatQtd = (q: number | null) =>
  q === null
    ? ''
    : q.toLocaleString('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false });

interface AppointmentRowProps {
  row: ApontamentoDetalhe;
  store: StagedEdits<number, DesperdiciosDetEdit>;
  today: string;
  /** The server's refusal of this row on the last save. */
  serverError: string | undefined;
  /** Non-zero: scroll to this row and focus its first field in error (a save was blocked by it). */
  reveal: number;
  onRevealed: () => void;
  onDelete: (row: ApontamentoDetalhe) => void;
}

export const DesperdiciosDetRow = memo(function DesperdiciosDetRow({
  row,
  store,
  today,
  serverError,
  reveal,
  onRevealed,
  onDelete,
}: AppointmentRowProps) {
  const id = row.idApontamento;
  const patch = useStagedPatch(store, id);
  const value = useMemo(() => effectiveEdit(row, patch), [row, patch]);
  const destinos = useFilterDestDesperdicio(row.idRestaurante, row.tipDesperdicio);
  const recipientes = useRecipientesPesos(row.idRestaurante);

  const registerTare = (idRecipiente: number) =>
    recipientes.data?.find((r) => r.idRecipiente === idRecipiente)?.qtdPeso ?? null;
  // The tare the gross is checked against: the kept one while the container stays, else the register's.
  const tare =
    value.idRecipiente === null
      ? null
      : value.idRecipiente === row.idRecipiente
        ? row.qtdTara
        : registerTare(value.idRecipiente);
  const net = effectiveNet(row, value);
  // Only edited rows are checked: a stored row is what the server accepted.
  const errors = patch ? editErrors(value, tare, today) : null;
  const changed = (field: keyof DesperdiciosDetEdit) => !!patch && Object.hasOwn(patch, field);
  const stage = (p: DesperdiciosDetPatch) => store.stage(id, p);

  const destinoOptions = useMemo(() => {
    const options = (destinos.data ?? [])
      .filter((d) => d.indInativo !== 1 || d.idDestino === value.idDestino)
      .map((d) => ({ value: String(d.idDestino), label: d.desDestino }));
    if (value.idDestino !== null && !options.some((o) => o.value === String(value.idDestino)))
      options.unshift({
        value: String(value.idDestino),
        label: (value.idDestino === row.idDestino && row.desDestino) || `Destino ${value.idDestino}`,
      });
    if (value.idDestino === null) options.unshift({ value: NONE, label: '—' });
    return options;
  }, [destinos.data, value.idDestino, row.idDestino, row.desDestino]);

  const recipienteOptions = useMemo(() => {
    const options = [
      { value: NONE, label: 'Sem recipiente' },
      ...(recipientes.data ?? []).map((r) => ({
        value: String(r.idRecipiente),
        label: `${r.desRecipiente} (tara ${formatDecimalBR(r.qtdPeso)} kg)`,
      })),
    ];
    if (value.idRecipiente !== null && !options.some((o) => o.value === String(value.idRecipiente)))
      options.push({
        value: String(value.idRecipiente),
        label:
          (value.idRecipiente === row.idRecipiente && row.desRecipiente) ||
          `Recipiente ${value.idRecipiente}`,
      });
    return options;
  }, [recipientes.data, value.idRecipiente, row.idRecipiente, row.desRecipiente]);

  // The quantity is typed as text ('1,5', '1.5', '1,5 kg'); the parsed number (null when not one) is staged.
  // The text follows the staged value only when it changes from outside (discard, save).
  const [qtdText, setQtdText] = useState(() => formatQtd(value.qtdDesperdicio));
  const lastTyped = useRef(value.qtdDesperdicio);
  useEffect(() => {
    if (Object.is(value.qtdDesperdicio, lastTyped.current)) return;
    lastTyped.current = value.qtdDesperdicio;
    setQtdText(formatQtd(value.qtdDesperdicio));
  }, [value.qtdDesperdicio]);

  const dateRef = useRef<HTMLInputElement>(null);
  const qtdRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLTableSectionElement>(null);
  const latestErrors = useRef(errors);
  latestErrors.current = errors;
  useEffect(() => {
    if (!reveal) return;
    const e = latestErrors.current;
    const target = e?.date ? dateRef.current : qtdRef.current;
    rootRef.current?.scrollIntoView?.({ block: 'center' });
    target?.focus();
    onRevealed();
  }, [reveal, onRevealed]);

  const messages = [
    errors?.date && { key: 'date', text: errors.date },
    errors?.qtd && { key: 'qtd', text: errors.qtd },
    errors?.tare && { key: 'tare', text: errors.tare },
    serverError && { key: 'server', text: serverError },
  ].filter((m): m is { key: string; text: string } => !!m);
  const msgId = (key: string) => `apontamento-${id}-${key}`;
  const describedBy = (...keys: string[]) =>
    messages
      .filter((m) => keys.includes(m.key))
      .map((m) => msgId(m.key))
      .join(' ') || undefined;

  const background = messages.length
    ? 'var(--mantine-color-red-0)'
    : patch
      ? 'var(--mantine-color-yellow-0)'
      : undefined;
  const status = row.indStatusAprov as StatusAprov | null;

  return (
    <Table.Tbody
      ref={rootRef}
      data-testid={`apontamento-${id}`}
      data-changed={patch ? 'true' : undefined}
      style={{ backgroundColor: background }}
    >
      <Table.Tr>
        <Table.Td>
          <Text size="sm" fw={500}>
            {id}
          </Text>
        </Table.Td>
        <Table.Td miw={136}>
          <DateField
            ref={dateRef}
            size="sm"
            aria-label={`Data do apontamento ${id}`}
            value={value.dtaApontamento}
            onChange={(v) => stage({ dtaApontamento: v ?? '' })}
            error={!!errors?.date}
            aria-describedby={describedBy('date')}
            styles={changed('dtaApontamento') ? { input: CHANGED_INPUT } : undefined}
            title={changed('dtaApontamento') ? `Antes: ${isoToBr(row.dtaApontamento)}` : undefined}
          />
        </Table.Td>
        <Table.Td miw={120}>
          <Group gap="xs" wrap="nowrap">
            {row.temFoto && row.uuidApontamento && (
              <WastePhotoThumb uuid={row.uuidApontamento} alt={`Foto do apontamento ${id}`} />
            )}
            <Text size="sm" lineClamp={2}>
              {row.desItem ?? '—'}
            </Text>
          </Group>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{row.desUsuario ?? '—'}</Text>
        </Table.Td>
        <Table.Td miw={96}>
          {status !== null && status in STATUS_APROV_LABEL ? (
            <Badge
              variant="light"
              color={STATUS_COLOR[status]}
              // Whole, never 'APRO…': the label's own overflow would let the column shrink below it.
              styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
            >
              {STATUS_APROV_LABEL[status]}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
        </Table.Td>
        <Table.Td miw={104}>
          <TextInput
            ref={qtdRef}
            size="sm"
            aria-label={`Quantidade do apontamento ${id}`}
            inputMode="decimal"
            autoComplete="off"
            value={qtdText}
            onChange={(e) => {
              const text = e.currentTarget.value;
              const qtd = parseDecimalBR(text);
              setQtdText(text);
              lastTyped.current = qtd;
              stage({ qtdDesperdicio: qtd });
            }}
            onBlur={() => {
              const qtd = parseDecimalBR(qtdText);
              if (qtd !== null) setQtdText(formatQtd(qtd));
            }}
            error={!!(errors?.qtd || errors?.tare)}
            aria-describedby={describedBy('qtd', 'tare')}
            styles={changed('qtdDesperdicio') ? { input: CHANGED_INPUT } : undefined}
            title={changed('qtdDesperdicio') ? `Antes: ${formatDecimalBR(row.qtdDesperdicio)} kg` : undefined}
          />
        </Table.Td>
        <Table.Td ta="right" miw={88}>
          <Text
            size="sm"
            data-testid={`liquido-${id}`}
            title={`Bruto ${formatDecimalBR(value.qtdDesperdicio ?? row.qtdDesperdicio)} kg − tara ${formatDecimalBR(value.qtdTara ?? row.qtdTara)} kg`}
          >
            {net === null ? '—' : formatQtd(net)}
          </Text>
        </Table.Td>
        <Table.Td>
          <IdSelect
            label={`Destino do apontamento ${id}`}
            options={destinoOptions}
            value={value.idDestino}
            onChange={(idDestino) => stage({ idDestino })}
            changed={changed('idDestino')}
          />
        </Table.Td>
        <Table.Td>
          <IdSelect
            label={`Recipiente do apontamento ${id}`}
            options={recipienteOptions}
            value={value.idRecipiente}
            onChange={(idRecipiente) =>
              stage(containerPatch(row, idRecipiente, idRecipiente && registerTare(idRecipiente)))
            }
            changed={changed('idRecipiente')}
            error={!!errors?.tare}
            aria-describedby={describedBy('tare')}
          />
        </Table.Td>
        <Table.Td ta="right">
          <Text size="sm">{row.vlrCusto === null ? '—' : formatBRL(effectiveCost(row, net))}</Text>
        </Table.Td>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Excluir apontamento ${id}`}
            onClick={() => onDelete(row)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      {messages.length > 0 && (
        <Table.Tr>
          <Table.Td colSpan={ROW_COLUMNS} pt={0}>
            <Stack gap={2}>
              {messages.map((m) => (
                <Text key={m.key} id={msgId(m.key)} size="sm" c="red.8">
                  {m.text}
                </Text>
              ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </Table.Tbody>
  );
});

/** A row's list of values ('' stands for none), as wide as its longest option, highlighted once edited. */
function IdSelect({
  label,
  options,
  value,
  onChange,
  changed,
  ...rest
}: {
  label: string;
  options: { value: string; label: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  changed: boolean;
  error?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <NativeSelect
      miw={fitWidth(
        options.map((o) => o.label),
        { extra: '3rem' },
      )}
      size="sm"
      aria-label={label}
      data={options}
      value={value === null ? NONE : String(value)}
      onChange={(e) => {
        const v = e.currentTarget.value;
        onChange(v === NONE ? null : Number(v));
      }}
      {...rest}
      styles={changed ? { input: CHANGED_INPUT } : undefined}
    />
  );
}
