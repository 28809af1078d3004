/** /listReTbRecipientes — containers (Cuba GN 1/1, Balde 20 L…); a name is registered once. */
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { recipientesResource } from '@app/features/registers/api/recipientes';
import type { ScreenProps } from '@app/routes';
import { containerDuplicateError } from '@domain/rules/registers';
import type { Recipiente, RecipienteItem } from '@domain/schemas/registers';

export const containersConfig: RegisterConfig<Recipiente, RecipienteItem> = {
  resource: recipientesResource,
  idField: 'idRecipiente',
  columns: [{ field: 'desRecipiente', label: 'Descrição', editor: 'text', required: true, width: 320 }],
  newRow: () => ({ desRecipiente: '' }),
  validateRow: ruleOn('desRecipiente', containerDuplicateError),
};

export function ContainersPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={containersConfig} />;
}
