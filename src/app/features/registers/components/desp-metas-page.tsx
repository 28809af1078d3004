/**
 * /listReTbDespMetas — goals per unit (spec §3 "Goal", §5, §7 "Goals"): a goal of a restaurant (or of one of
 * its satellites) and waste type for a period, filtered by restaurant group, satellite, type and period.
 * The end date is optional (an open-ended goal). Local rules: 'Data final anterior a inicial', the values,
 * the satellite of the row's restaurant, and 'Já existe nesse periodo meta para o satélite: … / restaurante: …'
 * for another goal of the list (the server checks the goals not listed and answers the same message).
 */

import { useGrupoRestauranteOptions } from '@app/api/get-grupos-restaurantes';
import { useUnidadesSatelite } from '@app/api/get-unidades-satelite';
import { type RegisterConfig, ROW_MESSAGE } from '@app/components/register/register-config';
import { RegisterPage } from '@app/components/register/register-page';
import { idFilter, type RowErrors } from '@app/components/register/register-resource';
import { useResourceRows } from '@app/components/register/use-register';
import type { LovOption } from '@app/components/ui/lov-select';
import { despMetasResource } from '@app/features/registers/api/desp-metas';
import {
  unidadesSateliteResource,
  useUnidadesSateliteOptions,
} from '@app/features/registers/api/unidades-satelite';
import { restauranteColumn } from '@app/features/registers/utils/columns';
import type { ScreenProps } from '@app/types/screen';
import { TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { MSG } from '@domain/messages';
import {
  goalDatesError,
  goalOverlapError,
  goalOverlapMessage,
  goalValuesError,
} from '@domain/rules/waste-config';
import type { Satelite } from '@domain/schemas/satellites';
import type { DespMeta, DespMetaItem } from '@domain/schemas/waste-config';
import { useMemo } from 'react';

/** The company's satellites by id: the restaurant each belongs to and its code (for the overlap message). */
type SatelliteIndex = ReadonlyMap<number, { idRestaurante: number; codSatelite: string }> | undefined;

const TIPO_OPTIONS: readonly LovOption[] = Object.entries(TIP_DESPERDICIO_LABEL).map(([id, label]) => ({
  id: Number(id),
  label,
}));
const useTipoOptions = () => ({ options: TIPO_OPTIONS, loading: false });

const satelliteOption = (s: Satelite): LovOption => ({
  id: s.idSatelite,
  label: `${s.codSatelite} - ${s.desSatelite}`,
  extra: s.indInativo === 1 ? 'inativo' : undefined,
});

/** The satellites of the row's restaurant (none until a restaurant is chosen). */
function useRowSatelliteOptions(row: DespMeta): {
  options: readonly LovOption[] | undefined;
  loading: boolean;
} {
  const idRestaurante = typeof row.idRestaurante === 'number' ? row.idRestaurante : null;
  const query = useUnidadesSatelite(idRestaurante);
  const options = useMemo(
    () => (idRestaurante === null ? [] : query.data?.map(satelliteOption)),
    [idRestaurante, query.data],
  );
  return { options, loading: idRestaurante !== null && query.isPending };
}

function useSatelliteIndex(): SatelliteIndex {
  const { rows } = useResourceRows(unidadesSateliteResource);
  return useMemo(
    () =>
      rows &&
      new Map(
        rows.map((s) => [s.idSatelite, { idRestaurante: s.idRestaurante, codSatelite: s.codSatelite }]),
      ),
    [rows],
  );
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The local rules of a goal: its dates, its values, its satellite, and an overlap with a goal of the list. */
function goalErrors(row: DespMeta, rows: readonly DespMeta[], satellites: SatelliteIndex): RowErrors | null {
  const errors: Record<string, string> = {};
  const dates = goalDatesError(row);
  if (dates) errors.dtaFinal = dates;
  // Blank values are the required check's; unreadable ones the decimal editor's.
  for (const [field, message] of Object.entries(goalValuesError(row) ?? {}))
    if (isNumber(row[field as 'vlrMeta' | 'vlrMetaPc'])) errors[field] = message;
  const satellite = row.idSatelite ? satellites?.get(row.idSatelite) : undefined;
  if (
    row.idSatelite &&
    satellite &&
    isNumber(row.idRestaurante) &&
    satellite.idRestaurante !== row.idRestaurante
  )
    errors.idSatelite = MSG.satelliteNotInRestaurant(row.idSatelite, row.idRestaurante);
  if (goalOverlapError(rows, row))
    errors[ROW_MESSAGE] = goalOverlapMessage({
      ...row,
      codSatelite: satellite?.codSatelite ?? row.codSatelite,
    });
  return Object.keys(errors).length ? errors : null;
}

const goalsConfig: RegisterConfig<DespMeta, DespMetaItem, SatelliteIndex> = {
  resource: despMetasResource,
  idField: 'idDespMeta',
  filters: [
    { field: 'idGrupo', label: 'Grupo', useOptions: useGrupoRestauranteOptions },
    { field: 'idSatelite', label: 'Satélite', useOptions: useUnidadesSateliteOptions },
    { field: 'tipDesperdicio', label: 'Tipo de desperdício', useOptions: useTipoOptions },
    { field: 'dtaInicial', label: 'Data inicial', kind: 'date' },
    { field: 'dtaFinal', label: 'Data final', kind: 'date' },
  ],
  columns: [
    restauranteColumn<DespMeta>(),
    {
      field: 'idSatelite',
      label: 'Satélite',
      editor: 'lov',
      hideId: true,
      useOptions: useRowSatelliteOptions,
      labelOf: (r) => (r.codSatelite ? `${r.codSatelite} - ${r.desSatelite ?? ''}` : undefined),
    },
    {
      field: 'tipDesperdicio',
      label: 'Tipo',
      editor: 'lov',
      required: true,
      hideId: true,
      useOptions: useTipoOptions,
    },
    { field: 'dtaInicial', label: 'Data inicial', editor: 'date', required: true },
    { field: 'dtaFinal', label: 'Data final', editor: 'date', priority: 3 },
    { field: 'vlrMeta', label: 'Meta (kg/dia)', editor: 'decimal', required: true },
    { field: 'vlrMetaPc', label: 'Meta (%)', editor: 'decimal', priority: 2 },
  ],
  newRow: (filters) => ({
    idRestaurante: null,
    idSatelite: null,
    tipDesperdicio: idFilter(filters.tipDesperdicio),
    dtaInicial: typeof filters.dtaInicial === 'string' ? filters.dtaInicial : null,
    dtaFinal: null,
    vlrMeta: null,
    vlrMetaPc: null,
  }),
  useRuleContext: useSatelliteIndex,
  validateRow: goalErrors,
  nothingToSave: MSG.goalNothingToSave,
};

export function DespMetasPage({ title }: ScreenProps) {
  return <RegisterPage title={title} config={goalsConfig} />;
}
