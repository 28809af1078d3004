import { useRestaurantes } from '@app/api/search-restaurantes';
import { useEffect } from 'react';

/** A user with one unit starts on it: `set` is called with it while nothing is chosen. */
export function useOnlyUnit(value: number | null, set: (id: number) => void) {
  const units = useRestaurantes({});
  const only = units.data?.length === 1 ? units.data[0].idRestaurante : null;
  useEffect(() => {
    if (value === null && only !== null) set(only);
  }, [value, only, set]);
}
