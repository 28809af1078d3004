import { restResource } from '@app/components/register/register-resource';
import { useResourceOptions } from '@app/components/register/use-register';
import type { LovOption } from '@app/components/ui/lov-select';
import type { Recipiente, RecipienteItem } from '@domain/schemas/registers';

/** Containers (spec §7 "Tare weights and containers"): GET, POST saveAll, DELETE /{id}. */
export const recipientesResource = restResource<Recipiente, RecipienteItem>({
  key: 'reTbRecipientes',
  base: '/api/v1/reTbRecipientes',
  remove: { perId: true },
});

const toOption = (r: Recipiente): LovOption => ({ id: r.idRecipiente, label: r.desRecipiente });

/** The company's containers as options. */
export const useRecipienteOptions = () => useResourceOptions(recipientesResource, toOption);
