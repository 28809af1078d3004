/** One day, sale item and product of the satellite counts: customers and collaborators, staged on change. */
import {
  type NrSateliteEdit,
  nrSatelitePatch,
  nrSateliteRowKey,
  storedNrSatelite,
} from '@app/features/satellite-counts/utils/nr-satelite';
import { formatDate } from '@app/lib/dayjs';
import { applyPatch, type StagedEdits, useStagedPatch } from '@app/lib/staged-edits';
import type { NrSatelite } from '@domain/schemas/registers';
import { Badge, NumberInput, Table, Text } from '@mantine/core';
import { memo } from 'react';

/** A count typed: a whole number from 0, or null (empty or not a count). */
const toCount = (value: number | string): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** A whole number from 0, typed without steppers. */
function CountInput({
  value,
  ...props
}: {
  'aria-label': string;
  value: number | null;
  onChange: (value: number | string) => void;
  disabled?: boolean;
  title?: string;
}) {
  return (
    <NumberInput
      {...props}
      value={value ?? ''}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      w={120}
    />
  );
}

export const NrSateliteRow = memo(function NrSateliteRow({
  row,
  store,
  error,
}: {
  row: NrSatelite;
  store: StagedEdits<string, NrSateliteEdit>;
  error: string | undefined;
}) {
  const key = nrSateliteRowKey(row);
  const patch = useStagedPatch(store, key);
  const stored = storedNrSatelite(row);
  const current = applyPatch(stored, patch);
  const changed = patch !== undefined;
  const date = formatDate(row.dtaNr.slice(0, 10));
  const what = `${row.desItemVenda} / ${row.desProduto} em ${date}`;
  const stage = (field: keyof NrSateliteEdit) => (value: number | string) =>
    store.stage(key, nrSatelitePatch(current, { [field]: toCount(value) }));

  return (
    <Table.Tr
      data-testid={`nr-${key}`}
      data-changed={changed || undefined}
      bg={error ? 'var(--mantine-color-red-0)' : changed ? 'var(--mantine-color-yellow-0)' : undefined}
    >
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{date}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {row.idItemVenda} - {row.desItemVenda}
        </Text>
        <Text size="xs" c="dimmed">
          {row.idProduto} - {row.desProduto}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <CountInput
          aria-label={`Clientes de ${what}`}
          value={current.qtdNrCli}
          onChange={stage('qtdNrCli')}
        />
      </Table.Td>
      <Table.Td>
        <CountInput
          aria-label={`Colaboradores de ${what}`}
          value={current.qtdNrColab}
          onChange={stage('qtdNrColab')}
          disabled={current.qtdNrCli === 0}
          title={current.qtdNrCli === 0 ? 'Sem clientes: sem colaboradores' : undefined}
        />
      </Table.Td>
      <Table.Td>
        {row.idNrSat === null && (
          <Badge variant="light" color="gray">
            Sem registro
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
});
