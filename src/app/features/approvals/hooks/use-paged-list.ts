/**
 * The state of a paged, filtered list of the approvals feature (approvals and history): the filters (a new
 * filter goes back to page 0), page and size, the query, and — when analyses empty the last page — the way
 * back to the last page that still has rows.
 */
import { usePaging } from '@app/components/ui/pager';
import type { Page } from '@domain/schemas/approvals';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export function usePagedList<F extends object, Row>(
  initial: F | (() => F),
  useList: (filtro: F & { page: number; size: number }) => UseQueryResult<Page<Row>>,
) {
  const [filters, setFilters] = useState<F>(initial);
  const { page, size, setPage, onSize } = usePaging();
  const query = useList({ ...filters, page, size });

  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };

  // After analyses empty the last page, go back to the last page that still has rows.
  const total = query.data?.totalElements ?? 0;
  const emptyPage = !query.isPlaceholderData && query.data?.content.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage(Math.max(0, Math.ceil(total / size) - 1));
  }, [emptyPage, total, size, setPage]);

  const rows: Row[] = query.isError ? [] : (query.data?.content ?? []);

  return { filters, setFilter, query, rows, total, page, size, setPage, onSize };
}
