import { restResource } from '@app/components/register/register-resource';
import type { BalRestUsuario, BalRestUsuarioItem } from '@domain/schemas/registers';

/** Scale ↔ restaurant ↔ user (spec §7 "Scale-user"): GET, POST saveAll, DELETE {idBalRestUsuario list}. */
export const restBalancasUsuariosResource = restResource<BalRestUsuario, BalRestUsuarioItem>({
  key: 'reTbRestBalancasUsuarios',
  base: '/api/v1/reTbRestBalancasUsuarios',
  remove: { bodyKey: 'idBalRestUsuario' },
});
