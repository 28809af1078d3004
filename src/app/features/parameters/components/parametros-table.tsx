/**
 * The parameters list: grouped by desParametro (a heading row per name), one row per seq, the value edited
 * with the editor of the row's type (decimal with a comma, date dd/MM/yyyy, integer, text) and the
 * observation. Each row reads its own staged patch only.
 */
import { DateField } from '@app/components/ui/date-field';
import { type StagedEdits, useStagedPatch } from '@app/lib/staged-edits';
import { formatDecimalBR } from '@domain/numbers';
import {
  parametroNome,
  parametroTipo,
  TIP_PARAMETRO_LABEL,
  validarValorParametro,
} from '@domain/rules/parameters';
import type { Parametro } from '@domain/schemas/entry-lookups';
import type { TipParametro } from '@domain/schemas/parameters';
import { Badge, Table, Text, TextInput } from '@mantine/core';
import { Fragment } from 'react';

/** What the screen stages per row: the value as typed and the observation. */
export interface ParametroEdit {
  valor: string;
  txtObservacao: string;
}

export const VALUE_COLUMN = {
  dec: 'vlrParametroDec',
  dta: 'vlrParametroDta',
  int: 'vlrParametroInt',
  txt: 'vlrParametroTxt',
} as const satisfies Record<TipParametro, keyof Parametro>;

/** The stored value as the editor shows it ('12,5', '2030-01-31' for the date field, '3', text). */
function valorTexto(p: Parametro): string {
  const tipo = parametroTipo(p);
  if (tipo === 'dec') return p.vlrParametroDec === null ? '' : formatDecimalBR(p.vlrParametroDec, 4);
  if (tipo === 'dta') return p.vlrParametroDta?.slice(0, 10) ?? '';
  if (tipo === 'int') return p.vlrParametroInt === null ? '' : String(p.vlrParametroInt);
  return p.vlrParametroTxt ?? '';
}

export const originalEdit = (p: Parametro): ParametroEdit => ({
  valor: valorTexto(p),
  txtObservacao: p.txtObservacao ?? '',
});

/** The staged value checked by the row's type: null when valid. */
function valorErro(p: Parametro, valor: string): string | null {
  const tipo = parametroTipo(p);
  const check = validarValorParametro({ ...p, [VALUE_COLUMN[tipo]]: valor }, tipo);
  return check.ok ? null : check.message;
}

/** A row's restaurant as the company-wide list shows it ('Global' for a parameter of none). */
const restauranteTexto = (p: Parametro) =>
  p.idRestaurante === null ? 'Global' : `${p.idRestaurante} - ${p.desRestaurante ?? ''}`.trim();

function ParametroRow({
  p,
  store,
  showRestaurant,
}: {
  p: Parametro;
  store: StagedEdits<number, ParametroEdit>;
  showRestaurant: boolean;
}) {
  const patch = useStagedPatch(store, p.idParametro);
  const stored = originalEdit(p);
  const valor = patch?.valor ?? stored.valor;
  const observacao = patch?.txtObservacao ?? stored.txtObservacao;
  const tipo = parametroTipo(p);
  // Across restaurants the same parameter repeats: each field's name carries its restaurant.
  const nome = showRestaurant ? `${parametroNome(p)} (${restauranteTexto(p)})` : parametroNome(p);
  const error = patch?.valor !== undefined ? valorErro(p, valor) : null;
  const changed = patch !== undefined;
  const stage = (next: Partial<ParametroEdit>) => store.stage(p.idParametro, next);

  return (
    <Table.Tr
      data-testid={`row-${p.idParametro}`}
      bg={changed ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Table.Td>{p.seqParametro}</Table.Td>
      {showRestaurant && <Table.Td miw={180}>{restauranteTexto(p)}</Table.Td>}
      <Table.Td>
        <Badge variant="light" tt="none">
          {TIP_PARAMETRO_LABEL[tipo]}
        </Badge>
      </Table.Td>
      <Table.Td miw={180}>
        {tipo === 'dta' ? (
          <DateField
            size="md"
            aria-label={`Valor ${nome}`}
            value={valor || null}
            onChange={(iso) => stage({ valor: iso ?? '' })}
            error={error}
          />
        ) : (
          <TextInput
            size="md"
            aria-label={`Valor ${nome}`}
            inputMode={tipo === 'dec' ? 'decimal' : tipo === 'int' ? 'numeric' : 'text'}
            placeholder={tipo === 'dec' ? '0,00' : undefined}
            value={valor}
            onChange={(e) => stage({ valor: e.currentTarget.value })}
            error={error}
          />
        )}
      </Table.Td>
      <Table.Td miw={240}>
        <TextInput
          size="md"
          aria-label={`Observação ${nome}`}
          value={observacao}
          onChange={(e) => stage({ txtObservacao: e.currentTarget.value })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

export function ParametrosTable({
  rows,
  store,
  showRestaurant = false,
}: {
  /** Already sorted by desParametro, seq (and restaurant). */
  rows: readonly Parametro[];
  store: StagedEdits<number, ParametroEdit>;
  /** The company-wide list: a column names each row's restaurant. */
  showRestaurant?: boolean;
}) {
  const columns = showRestaurant ? 5 : 4;
  return (
    <Table.ScrollContainer minWidth={showRestaurant ? 820 : 640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Seq</Table.Th>
            {showRestaurant && <Table.Th>Restaurante</Table.Th>}
            <Table.Th w={110}>Tipo</Table.Th>
            <Table.Th>Valor</Table.Th>
            <Table.Th>Observação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p, i) => (
            <Fragment key={p.idParametro}>
              {(i === 0 || rows[i - 1].desParametro !== p.desParametro) && (
                <Table.Tr bg="var(--mantine-color-gray-light)">
                  <Table.Td colSpan={columns}>
                    <Text fw={700}>{p.desParametro}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              <ParametroRow p={p} store={store} showRestaurant={showRestaurant} />
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
