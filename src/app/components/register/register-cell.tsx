/**
 * One editable cell of a register row, by its column's editor: text (wrapping), kg quantity, list of values, the
 * active switch, or read-only text. Its accessible name is '{label} da linha {id}' (temporary ids too:
 * 'Restaurante da linha -1'); its message (local rule or the server's refusal) shows under it.
 */
import type { AnyRow, RegisterColumn } from '@app/components/register/register-config';
import type { RegisterLine } from '@app/components/register/register-state';
import { DateField } from '@app/components/ui/date-field';
import { type LovOption, LovSelect, optionLabel } from '@app/components/ui/lov-select';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import type { Patch } from '@app/lib/staged-edits';
import { fitWidth } from '@app/utils/fit-width';
import { MSG } from '@domain/messages';
import { formatDecimalBR, formatKg, parseDecimalBR } from '@domain/numbers';
import { parseKg } from '@domain/rules/registers';
import { Select, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';

/** A large input's text (18 px) in the ch of its 16 px box; its paddings, clear button and chevron. */
const LOV_FIT = { fontScale: 18 / 16, extra: '4.5rem' };

const CHANGED: CSSProperties = { backgroundColor: 'var(--mantine-color-yellow-1)', fontWeight: 600 };

interface CellProps<Row extends AnyRow> {
  column: RegisterColumn<Row>;
  line: RegisterLine<Row>;
  onChange: (id: number, patch: Patch<Row>) => void;
}

const cellLabel = (label: string, id: number) => `${label} da linha ${id}`;

function fieldValue<Row extends AnyRow>(line: RegisterLine<Row>, field: string): unknown {
  return (line.row as Record<string, unknown>)[field];
}

export function RegisterCell<Row extends AnyRow>(props: CellProps<Row>) {
  const { column, line } = props;
  const disabled = line.removed || (column.onlyNew === true && !line.isNew);
  if (column.shownWhen && !column.shownWhen(line.row)) return null;
  switch (column.editor) {
    case 'lov':
      return <LovCell {...props} disabled={disabled} />;
    case 'restaurante':
      return <RestauranteCell {...props} disabled={disabled} />;
    case 'select':
      return <SelectCell {...props} disabled={disabled} />;
    case 'kg':
      return <KgCell {...props} disabled={disabled} />;
    case 'decimal':
      return <KgCell {...props} disabled={disabled} decimal />;
    case 'date':
      return <DateCell {...props} disabled={disabled} />;
    case 'text':
      return <TextCell {...props} disabled={disabled} />;
    case 'toggle':
      return <ToggleCell {...props} disabled={disabled} />;
    default:
      return (
        <Text size="md" lh="50px">
          {column.render ? column.render(line.row) : String(fieldValue(line, column.field) ?? '')}
        </Text>
      );
  }
}

type EditorProps<Row extends AnyRow> = CellProps<Row> & { disabled: boolean };

const shared = <Row extends AnyRow>({ column, line, disabled }: EditorProps<Row>) => ({
  size: 'lg' as const,
  'aria-label': cellLabel(column.label, line.id),
  disabled,
  error: line.errors?.[column.field],
  styles:
    line.patch && Object.hasOwn(line.patch, column.field) && !line.isNew ? { input: CHANGED } : undefined,
});

/**
 * Free text that wraps: a description longer than its cell shows whole on more lines instead of being cut.
 * One line of text all the same: Enter adds no line break, and pasted breaks become spaces.
 */
function TextCell<Row extends AnyRow>(props: EditorProps<Row>) {
  const { column, line, onChange } = props;
  return (
    <Textarea
      {...shared(props)}
      miw={column.width}
      autosize
      minRows={1}
      maxRows={6}
      value={String(fieldValue(line, column.field) ?? '')}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
      onChange={(e) =>
        onChange(line.id, { [column.field]: e.currentTarget.value.replace(/\r?\n/g, ' ') } as Patch<Row>)
      }
    />
  );
}

/**
 * The text of a kg or decimal cell: a kg figure in the product's one pt-BR kg format ('25,000 kg', as every
 * screen shows weights), a decimal with up to `digits` decimals; a staged unreadable text as it was typed.
 */
const cellText = (v: unknown, digits: number | undefined) =>
  typeof v === 'number' ? (digits === undefined ? formatKg(v) : formatDecimalBR(v, digits)) : String(v ?? '');

/** What a decimal cell stages: null when blank, the number when readable, else the text (an error shows). */
const parseDecimalText = (typed: string): number | string | null =>
  typed.trim() ? (parseDecimalBR(typed) ?? typed) : null;

/**
 * The text typed is kept while typing; the number read from it (or the text, while unreadable) is staged.
 * Leaving the field shows a readable value in the column's format again ('2' → '2,000 kg').
 */
function KgCell<Row extends AnyRow>(props: EditorProps<Row> & { decimal?: boolean }) {
  const { column, line, onChange, decimal } = props;
  const value = fieldValue(line, column.field);
  const digits = decimal ? (column.digits ?? 2) : undefined;
  const [text, setText] = useState(() => cellText(value, digits));
  const lastStaged = useRef(value);
  useEffect(() => {
    if (Object.is(value, lastStaged.current)) return;
    lastStaged.current = value;
    setText(cellText(value, digits));
  }, [value, digits]);
  return (
    <TextInput
      {...shared(props)}
      miw={column.width ?? (decimal ? 120 : 160)}
      inputMode="decimal"
      placeholder={decimal ? '0,00' : '0,000 kg'}
      value={text}
      onBlur={() => {
        if (typeof lastStaged.current === 'number') setText(cellText(lastStaged.current, digits));
      }}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        const parsed = decimal ? parseDecimalText(typed) : parseKgText(typed);
        lastStaged.current = parsed;
        onChange(line.id, { [column.field]: parsed } as Patch<Row>);
      }}
    />
  );
}

/** What a kg cell stages: null when blank, the number when readable (parseKg), else the text (an error shows). */
export const parseKgText = (typed: string): number | string | null =>
  typed.trim() ? (parseKg(typed) ?? typed) : null;

function LovCell<Row extends AnyRow>(props: EditorProps<Row>) {
  const { column, line, onChange } = props;
  const { options, loading } = column.useOptions?.(line.row) ?? { options: [] };
  const value = fieldValue(line, column.field) as number | null;
  const stored = column.labelOf?.(line.row);
  const withStored = useMemo((): readonly LovOption[] | undefined => {
    if (value === null || value === undefined || options?.some((o) => o.id === value) || !stored)
      return options;
    return [...(options ?? []), { id: value, label: stored }];
  }, [options, value, stored]);
  // Wide enough for the option shown (the column takes its widest row; the list below wraps longer ones).
  const chosen = withStored?.find((o) => o.id === value);
  const fit = fitWidth(chosen ? [optionLabel(chosen, column.hideId)] : [], LOV_FIT);
  return (
    <LovSelect
      {...shared(props)}
      miw={column.width ?? `max(220px, ${fit})`}
      options={withStored}
      loading={loading}
      hideId={column.hideId}
      required={column.required}
      value={value ?? null}
      onChange={(v) => onChange(line.id, { [column.field]: v } as Patch<Row>)}
    />
  );
}

/** A restaurant cell: searches the server as the user types; the row's own name shows without a lookup. */
function RestauranteCell<Row extends AnyRow>(props: EditorProps<Row>) {
  const { column, line, onChange } = props;
  const value = fieldValue(line, column.field) as number | null;
  const name = column.labelOf?.(line.row);
  const fit = fitWidth(
    value !== null && name ? [optionLabel({ id: value, label: name }, column.hideId)] : [],
    LOV_FIT,
  );
  return (
    <RestaurantesLov
      {...shared(props)}
      miw={column.width ?? `max(220px, ${fit})`}
      hideId={column.hideId}
      knownName={name}
      required={column.required}
      value={value ?? null}
      onChange={(v) => onChange(line.id, { [column.field]: v } as Patch<Row>)}
    />
  );
}

const choicesCache = new WeakMap<() => readonly string[], readonly string[]>();

function choicesOf(choices: RegisterColumn<AnyRow>['choices']): readonly string[] {
  if (!choices) return [];
  if (typeof choices !== 'function') return choices;
  let list = choicesCache.get(choices);
  if (!list) {
    list = choices();
    choicesCache.set(choices, list);
  }
  return list;
}

/** A searchable pick among the column's fixed texts (a time zone…), staged as the text. */
function SelectCell<Row extends AnyRow>(props: EditorProps<Row>) {
  const { column, line, onChange } = props;
  const value = fieldValue(line, column.field);
  const data = useMemo(() => {
    const list = choicesOf(column.choices);
    // A stored value the list lacks still shows.
    const all = typeof value === 'string' && value && !list.includes(value) ? [value, ...list] : [...list];
    const labels = column.choiceLabels;
    return labels ? all.map((v) => ({ value: v, label: labels[v] ?? v })) : all;
  }, [column.choices, column.choiceLabels, value]);
  return (
    <Select
      {...shared(props)}
      miw={column.width ?? 240}
      searchable
      clearable={!column.required}
      data={data}
      limit={200}
      value={typeof value === 'string' && value ? value : null}
      onChange={(v) => onChange(line.id, { [column.field]: v } as Patch<Row>)}
      nothingFoundMessage={MSG.noResults}
      comboboxProps={{ shadow: 'md' }}
      maxDropdownHeight={360}
    />
  );
}

/** A date typed dd/mm/aaaa, staged as 'yyyy-MM-dd' (null when empty). */
function DateCell<Row extends AnyRow>(props: EditorProps<Row>) {
  const { column, line, onChange } = props;
  const value = fieldValue(line, column.field);
  return (
    <DateField
      {...shared(props)}
      // 'dd/mm/aaaa' whole, beside the clear button when there is one.
      miw={column.width ?? (column.required ? 170 : 210)}
      clearable={!column.required}
      value={typeof value === 'string' ? value : null}
      onChange={(v) => onChange(line.id, { [column.field]: v } as Patch<Row>)}
    />
  );
}

/** indInativo: checked = active (0). */
function ToggleCell<Row extends AnyRow>(props: EditorProps<Row>) {
  const { column, line, onChange, disabled } = props;
  const active = fieldValue(line, column.field) !== 1;
  return (
    <Switch
      size="xl"
      aria-label={cellLabel(column.label, line.id)}
      disabled={disabled}
      checked={active}
      error={line.errors?.[column.field]}
      onChange={(e) => onChange(line.id, { [column.field]: e.currentTarget.checked ? 0 : 1 } as Patch<Row>)}
      styles={{ body: { minHeight: 44, alignItems: 'center' } }}
    />
  );
}
