/**
 * The restaurant picker (spec §7 Lookups, §9): searches on the server as the user types (10 at a time, 20 with
 * a grouping and a group), and keeps the chosen restaurant shown whatever the current search.
 */
import { useRestaurantesById } from '@app/api/get-restaurantes-by-id';
import { type RestaurantesSearch, useRestaurantes } from '@app/api/search-restaurantes';
import { type LovOption, LovSelect } from '@app/components/ui/lov-select';
import { MSG } from '@domain/messages';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';

type Props = Omit<SelectProps<number>, 'data' | 'value' | 'onChange'> &
  Omit<RestaurantesSearch, 'search'> & {
    value: number | null;
    onChange: (id: number | null, restaurante: RestauranteLov | null) => void;
    /** Show the names only (no id column). */
    hideId?: boolean;
    /** The chosen restaurant's name when the caller has it (a listed row): not looked up again. */
    knownName?: string;
    /** A restaurant not offered (the source of a copy). */
    exclude?: number | null;
    /** Drawn as a plain input until the user reaches it (stand-in.tsx). */
    standIn?: boolean;
  };

const SEARCH_DELAY_MS = 250;

export function RestaurantesLov({
  value,
  onChange,
  idGrupo,
  codAgrupamento,
  tipDesperdicio,
  error,
  hideId,
  knownName,
  exclude,
  ...rest
}: Props) {
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<RestauranteLov | null>(null);
  // One object per chosen value (not per render): the options below are recomputed only when it changes.
  const known = useMemo<RestauranteLov | null>(
    () =>
      chosen?.idRestaurante === value
        ? chosen
        : value !== null && knownName
          ? { idRestaurante: value, desRestaurante: knownName, idGrupo: null }
          : null,
    [chosen, value, knownName],
  );
  const byId = useRestaurantesById(value !== null && !known ? value : null);
  const current = known ?? (byId.data?.idRestaurante === value ? byId.data : null);
  // The chosen one's label in the field is not a search.
  const shown =
    current && (hideId ? current.desRestaurante : `${current.idRestaurante} - ${current.desRestaurante}`);
  const search = term === shown ? '' : term;
  const results = useRestaurantes({ search, idGrupo, codAgrupamento, tipDesperdicio });
  const options = useMemo<LovOption[]>(() => {
    const list = results.data ?? [];
    const all =
      current && !list.some((r) => r.idRestaurante === current.idRestaurante) ? [current, ...list] : list;
    return all
      .filter((r) => r.idRestaurante !== exclude)
      .map((r) => ({ id: r.idRestaurante, label: r.desRestaurante }));
  }, [results.data, current, exclude]);

  return (
    <LovSelect
      {...rest}
      hideId={hideId}
      options={options}
      loading={results.isFetching && !results.data}
      value={value}
      searchValue={typed}
      onSearchChange={setTyped}
      onChange={(id) => {
        const r =
          id === null
            ? null
            : ((results.data ?? []).find((x) => x.idRestaurante === id) ??
              (current?.idRestaurante === id ? current : null));
        setChosen(r);
        onChange(id, r);
      }}
      error={error ?? (results.isError ? MSG.genericError : undefined)}
    />
  );
}
