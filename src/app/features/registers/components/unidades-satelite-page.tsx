/**
 * /listReTbUnidadesSatelite — satellite units per restaurant. A code is unique in the company ('Satélite com
 * código {code} já existe'); the delete answers the satellites still in use ('Os seguintes registros não
 * podem ser excluidos {ids}'), which stay.
 */

import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { idFilter } from '@app/components/register/register-resource';
import { unidadesSateliteResource } from '@app/features/registers/api/unidades-satelite';
import { ativoColumn, restauranteColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { satelliteCodeError } from '@domain/rules/registers';
import type { SateliteItem, SateliteRow } from '@domain/schemas/registers';

export const unidadesSateliteConfig: RegisterConfig<SateliteRow, SateliteItem> = {
  resource: unidadesSateliteResource,
  idField: 'idSatelite',
  filters: [{ field: 'idRestaurante', label: 'Restaurante', kind: 'restaurante' }],
  columns: [
    { field: 'codSatelite', label: 'Código', editor: 'text', required: true, width: 140 },
    { field: 'desSatelite', label: 'Descrição', editor: 'text', width: 240 },
    restauranteColumn(),
    ativoColumn(),
  ],
  newRow: (filters) => ({
    codSatelite: '',
    desSatelite: '',
    idRestaurante: idFilter(filters.idRestaurante),
    indInativo: 0,
  }),
  validateRow: ruleOn('codSatelite', satelliteCodeError),
};

export function UnidadesSatelitePage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={unidadesSateliteConfig} />;
}
