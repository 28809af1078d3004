/**
 * /listReTbBalancasUnidades — scales × units: which restaurant each scale serves. A scale may be active for
 * one restaurant only ('Balança já está ativa para outro restaurante.'), checked here on add, edit and
 * reactivation, and again by the server (its refusal lands on the row).
 */
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { balancasUnidadesResource } from '@app/features/registers/api/balancas-unidades';
import { ativoColumn, balancaColumn, restauranteColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { scaleActiveElsewhere } from '@domain/rules/registers';
import type { BalancaUnidade, BalancaUnidadeItem } from '@domain/schemas/registers';

export const balancasUnidadesConfig: RegisterConfig<BalancaUnidade, BalancaUnidadeItem> = {
  resource: balancasUnidadesResource,
  idField: 'idBalUnidade',
  columns: [restauranteColumn(), balancaColumn(), ativoColumn()],
  newRow: () => ({ idRestaurante: null, idBal: null, indInativo: 0 }),
  validateRow: ruleOn('row', scaleActiveElsewhere),
};

export function BalancasUnidadesPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={balancasUnidadesConfig} />;
}
