/**
 * The 'add' picker of an item-list entry screen: the item to weigh and 'Adicionar'. The chosen item's name, or
 * the placeholder, is shown whole on as many lines as it needs.
 */
import { useWrappingField, WRAPPING_INPUT_STYLE } from '@app/components/ui/wrapping-field';
import type { ItemCandidate } from '@app/features/entry/hooks/use-item-candidates';
import { MSG } from '@domain/messages';
import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Ref } from 'react';

export function ItemPicker({
  label,
  candidates,
  loading,
  choice,
  onChoose,
  error,
  disabled,
  onAdd,
}: {
  label: string;
  candidates: ItemCandidate[];
  loading: boolean;
  choice: string | null;
  onChoose: (value: string | null) => void;
  error: string | null;
  disabled: boolean;
  onAdd: () => void;
}) {
  const choiceWrap = useWrappingField(
    undefined,
    `${candidates.find((c) => c.value === choice)?.label ?? ''}|${loading}`,
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        size="lg"
        label={label}
        searchable
        clearable
        data={candidates.map((c) => ({ value: c.value, label: c.label }))}
        value={choice}
        onChange={onChoose}
        nothingFoundMessage={loading ? MSG.loading : MSG.noResults}
        placeholder={loading ? MSG.loading : 'Escolha para adicionar'}
        error={error}
        disabled={disabled}
        style={{ flex: '1 1 240px' }}
        maxDropdownHeight={360}
        {...choiceWrap.props}
        ref={choiceWrap.ref as Ref<HTMLInputElement>}
        styles={{ input: WRAPPING_INPUT_STYLE }}
      />
      <Button size="lg" leftSection={<IconPlus aria-hidden />} onClick={onAdd} disabled={disabled}>
        Adicionar
      </Button>
    </Group>
  );
}
