import { restResource } from '@app/components/register/register-resource';
import type { SatBalanca, SatBalancaItem } from '@domain/schemas/registers';

/** Scale ↔ satellite (spec §7 "Scale-satellite"): GET ?idBal&idSatelite, POST / (a list), DELETE {idSatBal}. */
export const satBalancasResource = restResource<SatBalanca, SatBalancaItem>({
  key: 'reTbSatBalancas',
  base: '/api/v1/reTbSatBalancas',
  save: { path: '' },
  remove: { bodyKey: 'idSatBal' },
});
