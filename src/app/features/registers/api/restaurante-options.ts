import { useAllRestaurantes } from '@app/api/search-restaurantes';
import type { LovOption } from '@app/components/ui/lov-select';
import { useMemo } from 'react';

/** The restaurants of the user as list-of-values options ('id - name'). */
export function useRestauranteOptions(): { options: LovOption[] | undefined; loading: boolean } {
  const query = useAllRestaurantes();
  const options = useMemo(
    () => query.data?.map((r) => ({ id: r.idRestaurante, label: r.desRestaurante })),
    [query.data],
  );
  return { options, loading: query.isPending };
}
