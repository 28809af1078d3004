/**
 * /listReTbSatBalancas — scales × satellites. Refused (spec §5), here and by the server: the same scale and
 * satellite twice, a scale active in another satellite, a scale not active in the satellite's unit.
 */
import { type RegisterConfig, ROW_MESSAGE } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { useResourceRows } from '@app/components/register/use-register';
import { balancasUnidadesResource } from '@app/features/registers/api/balancas-unidades';
import { satBalancasResource } from '@app/features/registers/api/sat-balancas';
import {
  unidadesSateliteResource,
  useUnidadesSateliteOptions,
} from '@app/features/registers/api/unidades-satelite';
import { ativoColumn, balancaColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { satBalancaError } from '@domain/rules/registers';
import type { BalancaUnidade, SatBalanca, SatBalancaItem, SateliteRow } from '@domain/schemas/registers';
import { useMemo } from 'react';

interface RuleContext {
  satellites: ReadonlyMap<number, SateliteRow>;
  /** The scale-unit links (the third rule waits for them). */
  scaleUnits: readonly BalancaUnidade[] | undefined;
}

function useRuleContext(): RuleContext {
  const { rows: satellites } = useResourceRows(unidadesSateliteResource);
  const { rows: scaleUnits } = useResourceRows(balancasUnidadesResource);
  return useMemo(
    () => ({ satellites: new Map((satellites ?? []).map((s) => [s.idSatelite, s])), scaleUnits }),
    [satellites, scaleUnits],
  );
}

export const satBalancasConfig: RegisterConfig<SatBalanca, SatBalancaItem, RuleContext> = {
  resource: satBalancasResource,
  idField: 'idSatBal',
  columns: [
    balancaColumn(),
    {
      field: 'idSatelite',
      label: 'Satélite',
      editor: 'lov',
      required: true,
      useOptions: useUnidadesSateliteOptions,
      hideId: true,
      labelOf: (r) => r.idSateliteFk && `${r.idSateliteFk.codSatelite} - ${r.idSateliteFk.desSatelite ?? ''}`,
    },
    ativoColumn(),
  ],
  newRow: () => ({ idBal: null, idSatelite: null, indInativo: 0 }),
  useRuleContext,
  validateRow: (row, rows, { satellites, scaleUnits }) => {
    // The rules read the satellite's code and unit from idSateliteFk: the chosen satellite's, not the stored one.
    const withFk = (r: SatBalanca): SatBalanca => {
      const s = satellites.get(r.idSatelite);
      const fk = s && {
        codSatelite: s.codSatelite,
        idRestaurante: s.idRestaurante,
        desSatelite: s.desSatelite,
      };
      return fk ? { ...r, idSateliteFk: fk } : r;
    };
    const all = rows.map(withFk);
    const message = satBalancaError(all, all[rows.indexOf(row)] ?? withFk(row), scaleUnits);
    return message ? { [ROW_MESSAGE]: message } : null;
  },
};

export function SatBalancasPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={satBalancasConfig} />;
}
