import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';

/** A query whose input is null until it is complete (a dashboard's filters): it waits for it. */
export function useQueryOnceReady<TInput, TData, TKey extends QueryKey>(
  input: TInput | null,
  options: (input: TInput) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  return useQuery({ ...options(input as TInput), enabled: input !== null });
}
