import { getErrorMessage } from '@app/lib/api-client';
import { MSG } from '@domain/messages';
import type { ExistenciaRegistros } from '@domain/schemas/setup-wizard';
import { Alert, Loader, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

const LINHAS: [keyof Omit<ExistenciaRegistros, 'possuiDados' | 'qtdRestaurantesAtivos'>, string][] = [
  ['recipientes', 'Recipientes'],
  ['insumosMonitorados', 'Insumos monitorados'],
  ['desperdiciosRest', 'Desperdícios por restaurante'],
  ['destResiduos', 'Destinos'],
];

/** Step 1: what the company already has (pegarExistenciaRegistros), with a warning when it has data. */
export function ExistingRecordsStep({ query }: { query: UseQueryResult<ExistenciaRegistros> }) {
  if (query.isPending) return <Loader size="sm" aria-label="Carregando..." />;
  if (query.isError)
    return (
      <Alert color="red" title="Erro">
        {getErrorMessage(query.error)}
      </Alert>
    );
  const e = query.data;
  return (
    <>
      {e.possuiDados && (
        <Alert color="yellow" title="Atenção" mb="sm">
          {MSG.setupHasData}
        </Alert>
      )}
      <Table striped withTableBorder aria-label="Registros existentes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cadastro</Table.Th>
            <Table.Th>Registros</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {LINHAS.map(([key, label]) => (
            <Table.Tr key={key}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>{e[key].existe ? e[key].quantidade : 'Nenhum'}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>Restaurantes ativos</Table.Td>
            <Table.Td>{e.qtdRestaurantesAtivos}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </>
  );
}
