/** The columns several registers share: restaurant and scale pickers, the active switch. */
import type { RegisterColumn } from '@app/components/register/register-config';
import { useCadBalancasOptions } from '@app/features/registers/api/cad-balancas';

export const restauranteColumn = <
  Row extends { idRestaurante: number; desRestaurante?: string },
>(): RegisterColumn<Row> => ({
  field: 'idRestaurante',
  label: 'Restaurante',
  editor: 'restaurante',
  required: true,
  labelOf: (r) => r.desRestaurante,
});

export const balancaColumn = <Row extends { idBal: number; desBalanca?: string }>(): RegisterColumn<Row> => ({
  field: 'idBal',
  label: 'Balança',
  editor: 'lov',
  required: true,
  useOptions: useCadBalancasOptions,
  labelOf: (r) => r.desBalanca,
});

export const ativoColumn = <Row extends { indInativo: number }>(): RegisterColumn<Row> => ({
  field: 'indInativo',
  label: 'Ativo',
  editor: 'toggle',
});
