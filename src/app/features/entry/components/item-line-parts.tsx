/** The parts of one line of an item-list entry screen, shared by its phone cards and its table rows. */
import { type LovOption, LovSelect } from '@app/components/ui/lov-select';
import { PhotoPicker } from '@app/features/entry/components/photo-picker';
import type { ItemLine, ItemLineUpdate } from '@app/features/entry/hooks/use-item-lines';
import { formatKgValue, parseDecimalBR } from '@domain/numbers';
import { netKg } from '@domain/rules/appointments';
import { ActionIcon, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export function LineTitle({ line }: { line: ItemLine }) {
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

export function LineContainer({
  line,
  options,
  onChange,
}: {
  line: ItemLine;
  options: LovOption[];
  onChange: ItemLineUpdate;
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

export function LineQuantity({
  line,
  onChange,
  onFocus,
}: {
  line: ItemLine;
  onChange: ItemLineUpdate;
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

export function LinePhoto({ line, onChange }: { line: ItemLine; onChange: ItemLineUpdate }) {
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

export function RemoveLine({ line, onRemove }: { line: ItemLine; onRemove: (key: string) => void }) {
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
export function LineNet({ qtdText, tareKg }: { qtdText: string; tareKg: number | null }) {
  const gross = parseDecimalBR(qtdText);
  if (gross === null || gross <= 0) return <Text c="dimmed">—</Text>;
  const net = netKg(gross, tareKg);
  return (
    <Text fw={600} c={net <= 0 ? 'red.8' : undefined}>
      {formatKgValue(net)}
    </Text>
  );
}
