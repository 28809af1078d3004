/**
 * /listReTbRestBalancasUsuarios — which scales a user weighs on, per restaurant. A restaurant/scale/user
 * triple is registered once (checked here and by the server).
 */
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { useBaseUsuariosOptions } from '@app/features/registers/api/get-base-usuarios';
import { restBalancasUsuariosResource } from '@app/features/registers/api/rest-balancas-usuarios';
import { ativoColumn, balancaColumn, restauranteColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { scaleUserDuplicateError } from '@domain/rules/registers';
import type { BalRestUsuario, BalRestUsuarioItem } from '@domain/schemas/registers';

export const restBalancasUsuariosConfig: RegisterConfig<BalRestUsuario, BalRestUsuarioItem> = {
  resource: restBalancasUsuariosResource,
  idField: 'idBalRestUsuario',
  columns: [
    restauranteColumn(),
    balancaColumn(),
    {
      field: 'idUsuario',
      label: 'Usuário',
      editor: 'lov',
      required: true,
      useOptions: useBaseUsuariosOptions,
      labelOf: (r) => r.desPessoa ?? r.desUsuario,
    },
    ativoColumn(),
  ],
  newRow: () => ({ idRestaurante: null, idBal: null, idUsuario: null, indInativo: 0 }),
  validateRow: ruleOn('row', scaleUserDuplicateError),
};

export function RestBalancasUsuariosPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={restBalancasUsuariosConfig} />;
}
