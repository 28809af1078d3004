/**
 * The list-of-values picker (spec §2): options shown as columns (id | description | extra), a negative id
 * shown as 'Novo', 'Carregando...' while loading, 'Sem resultados' when nothing matches. Large by default:
 * it is tapped on kitchen tablets.
 */
import { isTempId } from '@domain/constants';
import { MSG } from '@domain/messages';
import { Group, Select, type SelectProps, Text } from '@mantine/core';

export interface LovOption {
  id: number;
  label: string;
  /** A third column (a tare, 'inativo'…). */
  extra?: string;
}

type Props = Omit<SelectProps<number>, 'data' | 'value' | 'onChange'> & {
  options: readonly LovOption[] | undefined;
  value: number | null;
  onChange: (value: number | null) => void;
  loading?: boolean;
  /** Hide the id column (for options whose id means nothing to the user). */
  hideId?: boolean;
};

/** The text an option shows in the input: 'id - label' (a new record's id reads 'Novo'), or the label alone. */
export const optionLabel = (o: LovOption, hideId?: boolean) =>
  hideId ? o.label : `${isTempId(o.id) ? MSG.newRecord : o.id} - ${o.label}`;

export function LovSelect({ options, value, onChange, loading, hideId, size = 'lg', ...rest }: Props) {
  const byId = new Map((options ?? []).map((o) => [o.id, o]));
  const data = (options ?? []).map((o) => ({ value: o.id, label: optionLabel(o, hideId) }));
  return (
    <Select<number>
      size={size}
      searchable
      clearable={!rest.required}
      data={data}
      value={value}
      onChange={(v) => onChange(v ?? null)}
      nothingFoundMessage={loading ? MSG.loading : MSG.noResults}
      placeholder={loading ? MSG.loading : rest.placeholder}
      comboboxProps={{ shadow: 'md' }}
      maxDropdownHeight={360}
      renderOption={({ option }) => {
        const o = byId.get(option.value);
        if (!o) return option.label;
        return (
          <Group gap="md" wrap="nowrap" py={4} w="100%">
            {!hideId && (
              <Text size="sm" c="dimmed" w={56} ta="right" style={{ flexShrink: 0 }}>
                {isTempId(o.id) ? MSG.newRecord : o.id}
              </Text>
            )}
            <Text size="md" style={{ flex: 1 }}>
              {o.label}
            </Text>
            {o.extra && (
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {o.extra}
              </Text>
            )}
          </Group>
        );
      }}
      {...rest}
    />
  );
}
