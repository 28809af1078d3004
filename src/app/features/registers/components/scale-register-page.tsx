/**
 * /listReTbCadBalancas — the scale register: serial and description. A serial belongs to one scale of the
 * company (checked on the rows here and looked up on the server before saving); a scale active in a unit
 * is not deleted.
 */
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { cadBalancasResource } from '@app/features/registers/api/cad-balancas';
import type { ScreenProps } from '@app/routes';
import { serialDuplicateError } from '@domain/rules/registers';
import type { CadBalanca, CadBalancaItem } from '@domain/schemas/registers';

export const scaleRegisterConfig: RegisterConfig<CadBalanca, CadBalancaItem> = {
  resource: cadBalancasResource,
  idField: 'idBal',
  columns: [
    { field: 'idSerial', label: 'Serial', editor: 'text', required: true, width: 180 },
    { field: 'desBalanca', label: 'Descrição', editor: 'text', required: true, width: 260 },
  ],
  newRow: () => ({ idSerial: '', desBalanca: '' }),
  validateRow: ruleOn('idSerial', serialDuplicateError),
};

export function ScaleRegisterPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={scaleRegisterConfig} />;
}
