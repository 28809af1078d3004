import { restResource } from '@app/components/register/register-resource';
import type { BalancaUnidade, BalancaUnidadeItem } from '@domain/schemas/registers';

/** Scale ↔ unit (spec §7 "Scale-unit"): GET, POST saveAll, DELETE {idBalUnidade}. */
export const balancasUnidadesResource = restResource<BalancaUnidade, BalancaUnidadeItem>({
  key: 'reTbBalancasUnidades',
  base: '/api/v1/reTbBalancasUnidades',
  remove: { bodyKey: 'idBalUnidade' },
});
