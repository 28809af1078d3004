/**
 * /listReTbRecipientes — containers (Cuba GN 1/1, Balde 20 L…); a name is registered once; 'Máximo (kg)' is
 * the heaviest plausible weighing in it (blank: its waste type's maximum applies).
 */
import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { recipientesResource } from '@app/features/registers/api/recipientes';
import type { ScreenProps } from '@app/types/screen';
import { containerDuplicateError, containerMaxError } from '@domain/rules/registers';
import type { Recipiente, RecipienteItem } from '@domain/schemas/registers';

const containersConfig: RegisterConfig<Recipiente, RecipienteItem> = {
  resource: recipientesResource,
  idField: 'idRecipiente',
  columns: [
    { field: 'desRecipiente', label: 'Descrição', editor: 'text', required: true, width: 320 },
    { field: 'qtdMaxima', label: 'Máximo (kg)', editor: 'kg', width: 160 },
  ],
  newRow: () => ({ desRecipiente: '', qtdMaxima: null }),
  validateRow: (row, rows) => {
    const errors = {
      ...ruleOn<Recipiente>('desRecipiente', containerDuplicateError)(row, rows),
      ...ruleOn<Recipiente>('qtdMaxima', (_, r) => containerMaxError(r.qtdMaxima))(row, rows),
    };
    return Object.keys(errors).length ? errors : null;
  },
};

export function RecipientesPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={containersConfig} />;
}
