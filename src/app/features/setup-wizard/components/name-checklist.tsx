import { chaveNome } from '@domain/schemas/setup-wizard';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A checklist of names (suggestions plus names added by the user) with a free 'Adicionar' field (Enter adds).
 * A name already in the list (any case or spacing) is checked instead of added twice.
 */
export function NameChecklist({
  label,
  options,
  value,
  onChange,
  addLabel,
}: {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  addLabel: string;
}) {
  const [extra, setExtra] = useState<string[]>([]);
  const [text, setText] = useState('');
  const all = [...options, ...extra.filter((e) => !options.some((o) => chaveNome(o) === chaveNome(e)))];

  const add = () => {
    const name = text.trim().replace(/\s+/g, ' ');
    if (!name) return;
    const same = all.find((n) => chaveNome(n) === chaveNome(name));
    if (!same) setExtra((x) => [...x, name]);
    const chosen = same ?? name;
    if (!value.includes(chosen)) onChange([...value, chosen]);
    setText('');
  };

  return (
    <Stack gap="sm">
      <Checkbox.Group label={label} value={value} onChange={onChange}>
        <Stack gap="xs" mt="xs">
          {all.length === 0 && <Text c="dimmed">Sem sugestões</Text>}
          {all.map((n) => (
            <Checkbox key={n} value={n} label={n} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => onChange(all)} disabled={!all.length}>
          Marcar todos
        </Button>
        <Button variant="default" size="xs" onClick={() => onChange([])} disabled={!value.length}>
          Desmarcar todos
        </Button>
      </Group>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={addLabel}
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={add} disabled={!text.trim()} h={44}>
          Adicionar
        </Button>
      </Group>
    </Stack>
  );
}
