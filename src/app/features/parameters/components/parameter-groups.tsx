/**
 * The parameters by purpose: a section per group, in it each parameter with its human name, what it does,
 * its code (secondary), unit, range and default, and the control that fits it — a switch, a number with its
 * unit, a date or a choice — once per restaurant or once for the company, with its observation (wrapped,
 * never cut). Each value reads its own staged patch only.
 */
import { DateField } from '@app/components/ui/date-field';
import type { ParamEntry, ParamGroupView, ParamItem } from '@app/features/parameters/utils/parameter-view';
import { type StagedEdits, useStagedPatch } from '@app/lib/staged-edits';
import { formatDecimalBR } from '@domain/numbers';
import { formatParamValue, paramDefaultText, paramRangeText } from '@domain/rules/parameter-format';
import { parametroNome, TIP_PARAMETRO_LABEL, validarParametro } from '@domain/rules/parameters';
import type { Parametro } from '@domain/schemas/entry-lookups';
import type { TipParametro } from '@domain/schemas/parameters';
import {
  Box,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';

/** What the screen stages per value: the value as typed ('' = none) and the observation. */
export interface ParametroEdit {
  valor: string;
  txtObservacao: string;
}

export const VALUE_COLUMN = {
  dec: 'vlrParametroDec',
  dta: 'vlrParametroDta',
  int: 'vlrParametroInt',
  txt: 'vlrParametroTxt',
} as const satisfies Record<TipParametro, keyof Parametro>;

/** The stored value as its control holds it ('12,5', '2030-01-31', '3', text); '' when not stored. */
function valorTexto(row: Parametro | null, tipo: TipParametro): string {
  if (!row) return '';
  if (tipo === 'dec') return row.vlrParametroDec === null ? '' : formatDecimalBR(row.vlrParametroDec, 4);
  if (tipo === 'dta') return row.vlrParametroDta?.slice(0, 10) ?? '';
  if (tipo === 'int') return row.vlrParametroInt === null ? '' : String(row.vlrParametroInt);
  return row.vlrParametroTxt ?? '';
}

export const originalEdit = (entry: ParamEntry, tipo: TipParametro): ParametroEdit => ({
  valor: valorTexto(entry.row, tipo),
  txtObservacao: entry.row?.txtObservacao ?? '',
});

/** The staged value checked by the catalogue (type, range, choices): null when valid. */
export function valorErro(item: ParamItem, valor: string): string | null {
  const check = validarParametro(
    { desParametro: item.code, seqParametro: item.seq, [VALUE_COLUMN[item.tipo]]: valor },
    item.tipo,
  );
  return check.ok ? null : check.message;
}

/** The name a value's controls carry: the parameter's, and the restaurant's where several share the list. */
const controlName = (item: ParamItem, entry: ParamEntry) => {
  const name = item.def?.name ?? parametroNome({ desParametro: item.code, seqParametro: item.seq });
  return entry.restaurante ? `${name} (${entry.restaurante})` : name;
};

function ValueControl({
  item,
  entry,
  valor,
  error,
  onValor,
}: {
  item: ParamItem;
  entry: ParamEntry;
  valor: string;
  error: string | null;
  onValor: (valor: string) => void;
}) {
  const { def } = item;
  const name = controlName(item, entry);
  const placeholder = def ? paramDefaultText(def) : undefined;
  if (def?.control === 'switch') {
    const on = (valor === '' ? def.default : Number(valor)) === 1;
    return (
      <Switch
        size="lg"
        aria-label={name}
        label={on ? 'Sim' : 'Não'}
        checked={on}
        error={error}
        onChange={(e) => onValor(e.currentTarget.checked ? '1' : '0')}
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
      />
    );
  }
  if (def?.control === 'choice') {
    return (
      <Select
        size="md"
        aria-label={name}
        w={{ base: '100%', xs: 280 }}
        data={def.options?.map((o) => ({ value: String(o.value), label: `${o.value} - ${o.label}` })) ?? []}
        value={valor === '' ? null : valor}
        placeholder={placeholder}
        allowDeselect={false}
        error={error}
        onChange={(v) => onValor(v ?? '')}
      />
    );
  }
  if (item.tipo === 'dta') {
    return (
      <DateField
        size="md"
        aria-label={name}
        w={{ base: '100%', xs: 220 }}
        value={valor || null}
        placeholder={def?.defaultText ?? 'dd/mm/aaaa'}
        onChange={(iso) => onValor(iso ?? '')}
        error={error}
      />
    );
  }
  const numeric = item.tipo === 'dec' || item.tipo === 'int';
  return (
    <TextInput
      size="md"
      aria-label={name}
      w={{ base: '100%', xs: def?.unit ? 240 : 200 }}
      inputMode={item.tipo === 'dec' ? 'decimal' : numeric ? 'numeric' : 'text'}
      placeholder={def?.default != null ? formatDecimalBR(def.default, 3) : undefined}
      rightSection={
        def?.unit ? (
          <Text size="sm" c="dimmed" aria-hidden pr="xs">
            {def.unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={def?.unit ? 'auto' : undefined}
      rightSectionPointerEvents="none"
      value={valor}
      onChange={(e) => onValor(e.currentTarget.value)}
      error={error}
    />
  );
}

function EntryRow({
  item,
  entry,
  store,
}: {
  item: ParamItem;
  entry: ParamEntry;
  store: StagedEdits<number, ParametroEdit>;
}) {
  const patch = useStagedPatch(store, entry.key);
  const stored = originalEdit(entry, item.tipo);
  const valor = patch?.valor ?? stored.valor;
  const observacao = patch?.txtObservacao ?? stored.txtObservacao;
  const error = patch?.valor !== undefined ? valorErro(item, valor) : null;
  const stage = (next: Partial<ParametroEdit>) => store.stage(entry.key, next);
  return (
    <Group
      data-testid={`row-${entry.key}`}
      data-state={patch ? 'changed' : undefined}
      align="flex-start"
      gap="sm"
      wrap="wrap"
      p={4}
      style={{ borderRadius: 4 }}
      bg={patch ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      {entry.restaurante && (
        <Text size="sm" fw={500} w={{ base: '100%', sm: 200 }} pt={8} style={{ overflowWrap: 'anywhere' }}>
          {entry.restaurante}
        </Text>
      )}
      <ValueControl
        item={item}
        entry={entry}
        valor={valor}
        error={error}
        onValor={(v) => stage({ valor: v })}
      />
      <Textarea
        size="md"
        autosize
        minRows={1}
        maxRows={6}
        aria-label={`Observação ${controlName(item, entry)}`}
        placeholder="Observação"
        value={observacao}
        onChange={(e) => stage({ txtObservacao: e.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
    </Group>
  );
}

/** '2 - Web e aplicativo: 9 restaurantes; 1 - Somente aplicativo: 1 restaurante' — the values in use. */
function valuesSummary(item: ParamItem): string {
  const counts = new Map<string, number>();
  for (const e of item.entries) {
    const raw = valorTexto(e.row, item.tipo);
    const shown =
      raw === ''
        ? 'sem valor'
        : item.def
          ? formatParamValue(item.def, item.tipo === 'dta' ? raw : Number(e.row?.[VALUE_COLUMN[item.tipo]]))
          : raw;
    counts.set(shown, (counts.get(shown) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => `${v}: ${n} ${n === 1 ? 'restaurante' : 'restaurantes'}`)
    .join('; ');
}

/**
 * A per-restaurant parameter on the whole company's list: the values in use at a glance, and each
 * restaurant's value and observation behind 'Editar por restaurante' (rendered when first opened).
 */
function PerRestaurant({ item, store }: { item: ParamItem; store: StagedEdits<number, ParametroEdit> }) {
  const [opened, setOpened] = useState(false);
  const listId = useId();
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap" align="center">
        <Text size="sm" data-testid="param-summary" style={{ flex: '1 1 280px' }}>
          {valuesSummary(item)}
        </Text>
        <Button
          variant="light"
          size="sm"
          h={44}
          aria-expanded={opened}
          aria-controls={listId}
          leftSection={
            opened ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />
          }
          onClick={() => setOpened((o) => !o)}
        >
          {opened ? 'Fechar' : `Editar por restaurante (${item.entries.length})`}
        </Button>
      </Group>
      {opened && (
        <Stack gap={6} id={listId}>
          {item.entries.map((e) => (
            <EntryRow key={e.key} item={item} entry={e} store={store} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ParameterBlock({ item, store }: { item: ParamItem; store: StagedEdits<number, ParametroEdit> }) {
  const { def } = item;
  const range = def && paramRangeText(def);
  const facts = [
    `${item.code} seq ${item.seq}`,
    def?.unit && `Unidade: ${def.unit}`,
    range && `Valores: ${range}`,
    def ? paramDefaultText(def) : `Tipo: ${TIP_PARAMETRO_LABEL[item.tipo]}`,
  ].filter(Boolean);
  return (
    <Box
      data-testid={`param-${item.code}-${item.seq}`}
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={6}>
        <div>
          <Text fw={700}>
            {def?.name ?? parametroNome({ desParametro: item.code, seqParametro: item.seq })}
          </Text>
          {def && <Text size="sm">{def.description}</Text>}
          <Text size="xs" c="dimmed" data-testid="param-facts">
            {facts.join(' · ')}
          </Text>
        </div>
        {item.noRestaurant ? (
          <Text size="sm" c="dimmed">
            Nenhum restaurante tem este parâmetro: escolha um restaurante para defini-lo.
          </Text>
        ) : item.entries.some((e) => e.restaurante) ? (
          <PerRestaurant item={item} store={store} />
        ) : (
          item.entries.map((e) => <EntryRow key={e.key} item={item} entry={e} store={store} />)
        )}
      </Stack>
    </Box>
  );
}

function GroupSection({
  group,
  store,
}: {
  group: ParamGroupView;
  store: StagedEdits<number, ParametroEdit>;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {group.title}
      </Title>
      <Text size="sm" c="dimmed" mb={group.items.length ? 'sm' : 0}>
        {group.description}
      </Text>
      <Stack gap="md">
        {group.items.map((item) => (
          <ParameterBlock key={`${item.code}|${item.seq}`} item={item} store={store} />
        ))}
      </Stack>
    </Paper>
  );
}

export function ParameterGroups({
  groups,
  store,
}: {
  groups: readonly ParamGroupView[];
  store: StagedEdits<number, ParametroEdit>;
}) {
  return (
    <Stack gap="md">
      {groups.map((g) => (
        <GroupSection key={g.id} group={g} store={store} />
      ))}
    </Stack>
  );
}
