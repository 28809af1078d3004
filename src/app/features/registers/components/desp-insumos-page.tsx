/**
 * /listReTbDespInsumos — monitored inputs (spec §3 "Input-waste", §5): the inputs of the catalogue whose
 * trimmings are recorded (Pré-preparo por insumo). An input is monitored once ('Registro já existente');
 * deactivating sets 1; an input with appointments is not deleted (checked with findIdInsumos first).
 */
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { type DespInsumoLinha, despInsumosResource } from '@app/features/registers/api/desp-insumos';
import { useInsumosLov, useInsumosLovOptions } from '@app/features/registers/api/get-insumos-lov';
import { ativoColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { inputDuplicateError } from '@domain/rules/waste-config';
import type { DespInsumoItem } from '@domain/schemas/waste-config';

/** The mask or level of a row: its own (a stored row), else the catalogue's for the input chosen. */
function CatalogueField({ row, field }: { row: DespInsumoLinha; field: 'codMascara' | 'codNivel' }) {
  const catalogue = useInsumosLov();
  // Plain text: the engine's read-only cell draws it.
  return <>{row[field] ?? catalogue.data?.find((i) => i.idInsumo === row.idInsumo)?.[field] ?? ''}</>;
}

const monitoredInputsConfig: RegisterConfig<DespInsumoLinha, DespInsumoItem> = {
  resource: despInsumosResource,
  idField: 'idLinha',
  columns: [
    {
      field: 'idInsumo',
      label: 'Insumo',
      editor: 'lov',
      required: true,
      onlyNew: true,
      useOptions: useInsumosLovOptions,
      labelOf: (r) => r.desInsumo,
      width: 320,
    },
    {
      field: 'codMascara',
      label: 'Máscara',
      editor: 'readonly',
      render: (row) => <CatalogueField row={row} field="codMascara" />,
    },
    {
      field: 'codNivel',
      label: 'Nível',
      editor: 'readonly',
      render: (row) => <CatalogueField row={row} field="codNivel" />,
    },
    ativoColumn<DespInsumoLinha>(),
  ],
  newRow: () => ({ idInsumo: null, indInativo: 0 }),
  validateRow: ruleOn('idInsumo', inputDuplicateError),
  toItem: (row) => ({ idInsumo: row.idInsumo, indInativo: row.indInativo ?? 0 }),
};

export function DespInsumosPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={monitoredInputsConfig} />;
}
