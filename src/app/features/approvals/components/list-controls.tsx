/** The filter fields and the pager shared by the approval list and the history. */

import { useRestaurantes } from '@app/api/search-restaurantes';
import { LovSelect } from '@app/components/ui/lov-select';
import { usePhoneLayout } from '@app/features/approvals/hooks/use-layout';
import { PAGE_SIZES, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { brToIso, isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';

export const TIPO_OPTIONS = Object.entries(TIP_DESPERDICIO_LABEL).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export function RestauranteFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const restaurantes = useRestaurantes();
  return (
    <LovSelect
      size="md"
      label="Restaurante"
      placeholder="Todos"
      options={restaurantes.data?.map((r) => ({ id: r.idRestaurante, label: r.desRestaurante }))}
      loading={restaurantes.isLoading}
      value={value}
      onChange={onChange}
      clearable
    />
  );
}

export function TipoFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <Select<number>
      size="md"
      label="Tipo de desperdício"
      placeholder="Todos"
      data={TIPO_OPTIONS}
      value={value}
      onChange={(v) => onChange(v ?? null)}
      clearable
    />
  );
}

/** A date field in dd/mm/aaaa whose value is 'YYYY-MM-DD' (or null). */
export function DateFilter({
  label,
  value,
  onChange,
  minDate,
  maxDate,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string | null;
  maxDate?: string | null;
}) {
  return (
    <DateInput
      size="md"
      label={label}
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      clearable
      value={value && isIsoDate(value) ? value : null}
      onChange={(v) => onChange(v || null)}
      dateParser={(input) => brToIso(input) ?? (isIsoDate(input) ? input : null)}
      minDate={minDate ?? undefined}
      maxDate={maxDate ?? undefined}
      popoverProps={{ withinPortal: true }}
    />
  );
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

/** 'Carregando...' and 'Sem dados' of a list. */
export function ListState({ loading, empty }: { loading: boolean; empty: boolean }) {
  if (loading)
    return (
      <Text c="dimmed" role="status">
        {MSG.loading}
      </Text>
    );
  if (empty) return <Text c="dimmed">{MSG.noData}</Text>;
  return null;
}
