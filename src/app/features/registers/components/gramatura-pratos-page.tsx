/**
 * /listReGramaturaPratos — plate weight per dish group (spec §3 "Plate weight", §7 "Plate weights"): the
 * weights listed by the dish group chosen (or all), one weight per group ('Registro já existente'), typed
 * '0,45' or '0,45 kg' and saved as a number above zero. A delete removes the weight of the row's dish group.
 */

import type { RegisterConfig } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { idFilter, type RowErrors } from '@app/components/register/register-resource';
import { gramaturaPratosResource } from '@app/features/registers/api/gramatura-pratos';
import { useTbGrupoPratoOptions } from '@app/features/registers/api/tb-grupo-prato';
import type { ScreenProps } from '@app/types/screen';
import { plateWeightDuplicateError, plateWeightError } from '@domain/rules/waste-config';
import type { GramaturaPrato, GramaturaPratoItem } from '@domain/schemas/waste-config';

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** One weight per dish group (on the group), and a weight read as kg above zero (blank: 'obrigatória'). */
function plateWeightErrors(row: GramaturaPrato, rows: readonly GramaturaPrato[]): RowErrors | null {
  const errors: Record<string, string> = {};
  const duplicate = plateWeightDuplicateError(rows, row);
  if (duplicate) errors.idGrupo = duplicate;
  const weight: unknown = row.qtdPrato;
  const invalid = isBlank(weight) ? null : plateWeightError(weight as number | string);
  if (invalid) errors.qtdPrato = invalid;
  return Object.keys(errors).length ? errors : null;
}

const plateWeightsConfig: RegisterConfig<GramaturaPrato, GramaturaPratoItem> = {
  resource: gramaturaPratosResource,
  idField: 'idGramatura',
  filters: [{ field: 'idGrupo', label: 'Grupo de pratos', useOptions: useTbGrupoPratoOptions }],
  columns: [
    {
      field: 'idGrupo',
      label: 'Grupo de pratos',
      editor: 'lov',
      required: true,
      onlyNew: true,
      useOptions: useTbGrupoPratoOptions,
      labelOf: (r) => r.desGrupo,
    },
    { field: 'qtdPrato', label: 'Peso do prato (kg)', editor: 'kg', required: true },
  ],
  newRow: (filters) => ({ idGrupo: idFilter(filters.idGrupo), qtdPrato: null }),
  validateRow: plateWeightErrors,
};

export function GramaturaPratosPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={plateWeightsConfig} />;
}
