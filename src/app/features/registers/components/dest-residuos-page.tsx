/**
 * /listReTbDestResiduos — the company's waste destinations: a name registered once ('Registro já
 * existente'), the kind (Aterro, Compostagem…) and its emission factor (kg CO2e per kg; choosing a kind fills
 * the kind's default, which the company may then edit), and the active switch. Deleting asks the server first
 * which destinations appointments or destination links use (spec §5): those stay, each with the message naming
 * them; the rest are deleted in the same save. A factor saved recomputes the CO2e of the destination's history.
 */

import { type RegisterConfig, ruleOn } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { destResiduosResource } from '@app/features/registers/api/dest-residuos';
import { ativoColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import {
  FATOR_CO2E_CASAS,
  FATOR_CO2E_PADRAO,
  TIP_DESTINO,
  TIP_DESTINO_LABELS,
  TIP_DESTINO_PADRAO,
  type TipDestino,
} from '@domain/rules/co2e';
import { destinationNameError } from '@domain/rules/waste-config';
import type { DestResiduo, DestResiduoItem } from '@domain/schemas/waste-config';

const isTipDestino = (v: unknown): v is TipDestino => (TIP_DESTINO as readonly unknown[]).includes(v);

const destinationsConfig: RegisterConfig<DestResiduo, DestResiduoItem> = {
  resource: destResiduosResource,
  idField: 'idDestino',
  columns: [
    { field: 'desDestino', label: 'Destino', editor: 'text', required: true },
    {
      field: 'tipDestino',
      label: 'Tipo de destino',
      editor: 'select',
      choices: TIP_DESTINO,
      choiceLabels: TIP_DESTINO_LABELS,
      required: true,
      width: 200,
    },
    {
      field: 'fatorCo2e',
      label: 'Fator (kg CO2e/kg)',
      editor: 'decimal',
      digits: FATOR_CO2E_CASAS,
      required: true,
      width: 150,
    },
    ativoColumn(),
  ],
  newRow: () => ({
    desDestino: '',
    tipDestino: TIP_DESTINO_PADRAO,
    fatorCo2e: FATOR_CO2E_PADRAO[TIP_DESTINO_PADRAO],
    indInativo: 0,
  }),
  // Choosing a kind fills its default factor (editable afterwards).
  expandPatch: (patch) =>
    isTipDestino(patch.tipDestino) && patch.fatorCo2e === undefined
      ? { ...patch, fatorCo2e: FATOR_CO2E_PADRAO[patch.tipDestino] }
      : patch,
  validateRow: ruleOn('desDestino', destinationNameError),
};

export function DestResiduosPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={destinationsConfig} />;
}
