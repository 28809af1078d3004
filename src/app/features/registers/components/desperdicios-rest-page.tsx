/**
 * /listReTbDesperdiciosRest — restaurants per waste type (spec §3, §5): which restaurant records which type,
 * and its menu kind (1 by default for type 4). Filtered by group and type; 'Adicionar por grupo' stages the
 * group's restaurants not linked yet; a link used by goals, appointments or destinations is not deleted
 * (the server says which registers use it).
 */

import { useGrupoRestauranteOptions } from '@app/api/get-grupos-restaurantes';
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { idFilter } from '@app/components/register/register-resource';
import type { LovOption } from '@app/components/ui/lov-select';
import { desperdiciosRestResource } from '@app/features/registers/api/desperdicios-rest';
import { AddByGroupDialog } from '@app/features/registers/components/add-by-group-dialog';
import { restauranteColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { defaultTipCardapio, TIP_CARDAPIO_LABEL, TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { restWasteDuplicateError, tipCardapioOf } from '@domain/rules/waste-config';
import type { DesperdicioRest, DesperdicioRestItem } from '@domain/schemas/waste-config';

const toOptions = (labels: Record<number, string>): LovOption[] =>
  Object.entries(labels).map(([id, label]) => ({ id: Number(id), label }));

const TIP_DESPERDICIO_OPTIONS = toOptions(TIP_DESPERDICIO_LABEL);
const TIP_CARDAPIO_OPTIONS = toOptions(TIP_CARDAPIO_LABEL);
const useTipDesperdicioOptions = () => ({ options: TIP_DESPERDICIO_OPTIONS });
const useTipCardapioOptions = () => ({ options: TIP_CARDAPIO_OPTIONS });

const restaurantWastesConfig: RegisterConfig<DesperdicioRest, DesperdicioRestItem> = {
  resource: desperdiciosRestResource,
  idField: 'idRestDesp',
  columns: [
    { ...restauranteColumn<DesperdicioRest>(), onlyNew: true },
    {
      field: 'tipDesperdicio',
      label: 'Tipo',
      editor: 'lov',
      required: true,
      onlyNew: true,
      useOptions: useTipDesperdicioOptions,
    },
    { field: 'tipCardapio', label: 'Tipo de cardápio', editor: 'lov', useOptions: useTipCardapioOptions },
  ],
  newRow: (filters) => {
    const tipDesperdicio = idFilter(filters.tipDesperdicio);
    return { idRestaurante: null, tipDesperdicio, tipCardapio: defaultTipCardapio(tipDesperdicio) };
  },
  validateRow: ruleOn('idRestaurante', restWasteDuplicateError),
  // A type changed to 4 without a menu kind chosen is saved with 1.
  toItem: (row, id) => ({
    idRestDesp: id,
    idRestaurante: row.idRestaurante,
    tipDesperdicio: row.tipDesperdicio,
    tipCardapio: tipCardapioOf(row),
  }),
  filters: [
    { field: 'idGrupo', label: 'Grupo', useOptions: useGrupoRestauranteOptions },
    { field: 'tipDesperdicio', label: 'Tipo de desperdício', useOptions: useTipDesperdicioOptions },
  ],
  actions: AddByGroupDialog,
};

export function DesperdiciosRestPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={restaurantWastesConfig} />;
}
