import type { LovOption } from '@app/components/ui/lov-select';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * A query's rows as list-of-values options (undefined until they load), and whether they are loading. The
 * options are mapped again only when the rows change.
 */
export function useLovOptions<T>(
  query: UseQueryResult<T[]>,
  toOption: (row: T) => LovOption,
): { options: LovOption[] | undefined; loading: boolean } {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options follow the rows (toOption is fixed per caller)
  const options = useMemo(() => query.data?.map(toOption), [query.data]);
  return { options, loading: query.isPending };
}
