/**
 * The list-of-values picker (spec §2): options shown as columns (id | description | extra), a negative id
 * shown as 'Novo', 'Carregando...' while loading, 'Sem resultados' when nothing matches. Large by default:
 * it is tapped on kitchen tablets. Tapping the chosen option again keeps it (a check, or the second tap of a
 * slow screen, must not empty the field): an optional field is emptied by its clear button. A tapped option's
 * label replaces the search typed to find it, the chosen one's included.
 */
import { StandIn, useStandIn } from '@app/components/ui/stand-in';
import { useWrappingField, WRAPPING_INPUT_STYLE } from '@app/components/ui/wrapping-field';
import { isTempId } from '@domain/constants';
import { MSG } from '@domain/messages';
import { Combobox, Group, Select, type SelectProps, Text } from '@mantine/core';
import { type Ref, useState } from 'react';

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
  ref?: Ref<HTMLInputElement>;
  /** Drawn as a plain input until the user reaches it (stand-in.tsx): for the screens a tablet opens cold. */
  standIn?: boolean;
};

/** The text an option shows in the input: 'id - label' (a new record's id reads 'Novo'), or the label alone. */
export const optionLabel = (o: LovOption, hideId?: boolean) =>
  hideId ? o.label : `${isTempId(o.id) ? MSG.newRecord : o.id} - ${o.label}`;

export function LovSelect({
  options,
  value,
  onChange,
  loading,
  hideId,
  size = 'lg',
  searchValue,
  onSearchChange,
  onOptionSubmit,
  ref,
  standIn: withStandIn = false,
  ...rest
}: Props) {
  const standIn = useStandIn(ref, withStandIn);
  // The search is held here unless the caller holds it (a server-side search): Mantine leaves the typed text in
  // the field when the option tapped is the one already chosen.
  const [ownSearch, setOwnSearch] = useState('');
  const search = searchValue ?? ownSearch;
  const setSearch = onSearchChange ?? setOwnSearch;
  const byId = new Map((options ?? []).map((o) => [o.id, o]));
  const data = (options ?? []).map((o) => ({ value: o.id, label: optionLabel(o, hideId) }));
  const placeholder = loading ? MSG.loading : rest.placeholder;
  const chosen = value === null ? undefined : byId.get(value);
  const text = chosen ? optionLabel(chosen, hideId) : '';
  // The chosen value (or the search, or the placeholder) is shown whole, on as many lines as it needs.
  const wrap = useWrappingField(
    standIn.ref as Ref<HTMLTextAreaElement>,
    `${standIn.reached ? search : text}|${placeholder ?? ''}`,
    standIn.reached,
  );
  if (!standIn.reached) {
    const { error, required, disabled } = rest;
    const clearable = (rest.clearable ?? !required) && value !== null && !disabled;
    return (
      <StandIn
        of={rest}
        size={size}
        placeholder={placeholder}
        text={text}
        onReach={() => {
          // The select shows its choice's label as its search: set before it mounts, so that the text the
          // reach selects is that label (set after, it would put the caret after it).
          setSearch(text);
          standIn.reach();
        }}
        inputRef={wrap.ref as Ref<HTMLInputElement>}
        wrapping={{ props: wrap.props, style: WRAPPING_INPUT_STYLE }}
        select={{
          chevron: <Combobox.Chevron size={size} error={error} />,
          clear: clearable ? <Combobox.ClearButton onClear={() => onChange(null)} /> : null,
          hidden: (
            <Combobox.HiddenInput
              value={value === null ? null : String(value)}
              name={rest.name}
              disabled={disabled}
            />
          ),
        }}
      />
    );
  }
  return (
    <Select<number>
      size={size}
      searchable
      clearable={!rest.required}
      allowDeselect={false}
      data={data}
      value={value}
      onChange={(v) => onChange(v ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      onOptionSubmit={(v) => {
        // Mantine hands over the option key (a string at run time, whatever the value type says).
        const o = byId.get(Number(v));
        if (o) setSearch(optionLabel(o, hideId));
        onOptionSubmit?.(v);
      }}
      nothingFoundMessage={loading ? MSG.loading : MSG.noResults}
      placeholder={placeholder}
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
            <Text size="md" style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
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
      {...wrap.props}
      onKeyDown={(event) => {
        wrap.props.onKeyDown(event);
        rest.onKeyDown?.(event);
      }}
      styles={{ input: WRAPPING_INPUT_STYLE }}
      ref={wrap.ref as Ref<HTMLInputElement>}
    />
  );
}
