/** The pager of every list screen: page size (10/25/50/100, spec §9), the total, and the page. */
import { usePhoneLayout } from '@app/hooks/use-layout';
import { useSettings } from '@app/lib/settings';
import { PAGE_SIZES } from '@domain/constants';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useCallback, useState } from 'react';

/** Page (0-based) and page size of a list screen: the size starts at the user's setting; a new size goes to page 0. */
export function usePaging() {
  const { pageSize } = useSettings();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(pageSize);
  const onSize = useCallback((next: number) => {
    setSize(next);
    setPage(0);
  }, []);
  return { page, size, setPage, onSize };
}

/** The page of a list held in memory; a page past the end (after a delete or a new search) shows the last one. */
export function pageOf<T>(list: readonly T[], page: number, size: number): { current: number; rows: T[] } {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(page, pages - 1);
  return { current, rows: list.slice(current * size, (current + 1) * size) };
}

/** Page (0-based) and page size, with the total; a phone gets big previous/next controls only. */
export function Pager({
  page,
  size,
  total,
  onPage,
  onSize,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const phone = usePhoneLayout();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Select<number>
          size="md"
          w={132}
          label="Por página"
          data={PAGE_SIZES.map((s) => ({ value: s, label: String(s) }))}
          value={size}
          onChange={(v) => v && onSize(v)}
          allowDeselect={false}
        />
        <Text size="sm" c="dimmed" pb={10}>
          {total === 1 ? '1 registro' : `${total} registros`}
        </Text>
      </Group>
      {phone ? (
        <Pagination.Root total={pages} value={page + 1} onChange={(p) => onPage(p - 1)} size="xl">
          <Group gap="xs" wrap="nowrap">
            <Pagination.Previous aria-label="Página anterior" />
            <Text size="sm" miw={96} ta="center">
              Página {page + 1} de {pages}
            </Text>
            <Pagination.Next aria-label="Próxima página" />
          </Group>
        </Pagination.Root>
      ) : (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(p) => onPage(p - 1)}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
          })}
        />
      )}
    </Group>
  );
}
