import { DASHBOARD_ID } from '@domain/constants';
import { addDays, mondayOf } from '@domain/dates';
import {
  type DashboardId,
  type DashFilters,
  defaultDashFilters,
  validateDashFilters,
} from '@domain/rules/dashboards';
import { describe, expect, it } from 'vitest';

/** The dashboards' filters: validation of spec §5 (messages verbatim, by field) and the defaults of §9. */

const REQUIRED = 'Informação obrigatória';
const INVALID = 'Data inválida';
const END_BEFORE = 'A data final precisa ser menor que a inicial!';

const TODAY = '2026-11-18'; // a Wednesday
const valid = (over: Partial<DashFilters> = {}): DashFilters => ({
  ...defaultDashFilters(TODAY, 7),
  ...over,
});
/** What the validation says of the valid filters with `over` changed, for dashboard `id`. */
const errorsOf = (id: DashboardId, over: Partial<DashFilters> = {}) => validateDashFilters(id, valid(over));
const ALL: DashboardId[] = [0, 1, 3, 4, 5, 6];

describe('defaultDashFilters (spec §9)', () => {
  it('Diário, today to today, Metas type Bandeja, no group unless given', () => {
    const f = defaultDashFilters(TODAY);
    expect(f.reTbGruposRestaurantes).toBeNull();
    expect(f.dtaPeriodoIni).toBe(TODAY);
    expect(f.dtaPeriodoFim).toBe(TODAY);
    expect(f.indPeriodo).toBe(0);
    expect(f.tipDesperdicio).toBe(1);
    expect(f.shouldSearchBySatelite).toBe(false);
    expect(defaultDashFilters(TODAY, 7).reTbGruposRestaurantes).toEqual({ idGrupo: 7 });
  });

  it('Desafio in Monday weeks: the previous one week back, the challenge one week ahead', () => {
    const f = defaultDashFilters(TODAY);
    expect(f.dtaPeriodoAnteriorIni).toBe('2026-11-09');
    expect(f.dtaPeriodoAnteriorFim).toBe('2026-11-15');
    expect(f.Desafio).toEqual({ dtaPeriodoDesafioIni: '2026-11-23', dtaPeriodoDesafioFim: '2026-11-29' });
    expect(f.Volumes).toEqual({ dtaPeriodoBaselineIni: '2026-11-09', dtaPeriodoBaselineFim: '2026-11-15' });
    for (const d of [f.dtaPeriodoAnteriorIni, f.Desafio.dtaPeriodoDesafioIni] as string[])
      expect(new Date(`${d}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('the same weeks on a Sunday and on the Monday itself (weeks start on Monday)', () => {
    expect(defaultDashFilters('2026-11-22').Desafio.dtaPeriodoDesafioIni).toBe('2026-11-23');
    expect(defaultDashFilters('2026-11-16').Desafio.dtaPeriodoDesafioIni).toBe('2026-11-23');
    expect(defaultDashFilters('2026-11-23').dtaPeriodoAnteriorIni).toBe('2026-11-16');
  });

  it('mondayOf and addDays across months and years', () => {
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(mondayOf('2024-03-03')).toBe('2024-02-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('the defaults pass every dashboard once a group is chosen, and only then', () => {
    for (const id of ALL) {
      expect(errorsOf(id)).toEqual([]);
      expect(validateDashFilters(id, defaultDashFilters(TODAY))).toEqual([
        { field: 'reTbGruposRestaurantes', message: REQUIRED },
      ]);
    }
  });
});

describe('validateDashFilters (spec §5)', () => {
  it.each(
    ALL.filter((id) => id !== DASHBOARD_ID.desafio),
  )('dashboard %i: the period dates are required, valid and in order', (id) => {
    expect(errorsOf(id, { dtaPeriodoIni: null })).toEqual([{ field: 'dtaPeriodoIni', message: INVALID }]);
    expect(errorsOf(id, { dtaPeriodoFim: '2026-02-30' })).toEqual([
      { field: 'dtaPeriodoFim', message: INVALID },
    ]);
    expect(errorsOf(id, { dtaPeriodoIni: '2026-11-18', dtaPeriodoFim: '2026-11-17' })).toEqual([
      { field: 'dtaPeriodoFim', message: END_BEFORE },
    ]);
    // Same day is fine.
    expect(errorsOf(id, { dtaPeriodoIni: '2026-11-18', dtaPeriodoFim: '2026-11-18' })).toEqual([]);
  });

  it('collects every error with its field name', () => {
    expect(
      errorsOf(DASHBOARD_ID.initial, {
        reTbGruposRestaurantes: null,
        dtaPeriodoIni: 'x',
        dtaPeriodoFim: null,
      }),
    ).toEqual([
      { field: 'reTbGruposRestaurantes', message: REQUIRED },
      { field: 'dtaPeriodoIni', message: INVALID },
      { field: 'dtaPeriodoFim', message: INVALID },
    ]);
  });

  it('Inicial and Destinos use only the group and the period', () => {
    for (const id of [DASHBOARD_ID.initial, DASHBOARD_ID.destinos] as DashboardId[])
      expect(
        errorsOf(id, {
          tipDesperdicio: null,
          Volumes: { dtaPeriodoBaselineIni: null, dtaPeriodoBaselineFim: null },
          Desafio: { dtaPeriodoDesafioIni: null, dtaPeriodoDesafioFim: null },
          dtaPeriodoAnteriorIni: null,
        }),
      ).toEqual([]);
  });

  it('Desafio: the four challenge dates, not the base period', () => {
    const id = DASHBOARD_ID.desafio;
    expect(errorsOf(id, { dtaPeriodoIni: null, dtaPeriodoFim: null })).toEqual([]);
    expect(
      errorsOf(id, {
        Desafio: { dtaPeriodoDesafioIni: null, dtaPeriodoDesafioFim: '2026-11-01' },
        dtaPeriodoAnteriorIni: '2026-11-10',
        dtaPeriodoAnteriorFim: '2026-11-09',
      }),
    ).toEqual([
      { field: 'Desafio.dtaPeriodoDesafioIni', message: INVALID },
      { field: 'dtaPeriodoAnteriorFim', message: END_BEFORE },
    ]);
    expect(
      errorsOf(id, { Desafio: { dtaPeriodoDesafioIni: '2026-11-30', dtaPeriodoDesafioFim: '2026-11-23' } }),
    ).toEqual([{ field: 'Desafio.dtaPeriodoDesafioFim', message: END_BEFORE }]);
    expect(errorsOf(id, { dtaPeriodoAnteriorIni: null })).toEqual([
      { field: 'dtaPeriodoAnteriorIni', message: INVALID },
    ]);
  });

  it('Metas: the waste type is required; the chosen day must be a date; the rest optional', () => {
    const id = DASHBOARD_ID.metas;
    expect(errorsOf(id, { tipDesperdicio: null })).toEqual([{ field: 'tipDesperdicio', message: REQUIRED }]);
    expect(errorsOf(id, { daySelected: '2026-13-01' })).toEqual([{ field: 'daySelected', message: INVALID }]);
    expect(
      errorsOf(id, {
        agrupamento: 3,
        itemVenda: 10,
        itemProduto: 20,
        restaurante: 5,
        daySelected: '2026-11-18',
      }),
    ).toEqual([]);
    // Another dashboard does not care about the type.
    expect(errorsOf(DASHBOARD_ID.initial, { tipDesperdicio: null })).toEqual([]);
  });

  it('Volumes: the baseline dates are required and in order', () => {
    const id = DASHBOARD_ID.volumes;
    expect(errorsOf(id, { Volumes: { dtaPeriodoBaselineIni: null, dtaPeriodoBaselineFim: null } })).toEqual([
      { field: 'Volumes.dtaPeriodoBaselineIni', message: INVALID },
      { field: 'Volumes.dtaPeriodoBaselineFim', message: INVALID },
    ]);
    expect(
      errorsOf(id, { Volumes: { dtaPeriodoBaselineIni: '2026-11-10', dtaPeriodoBaselineFim: '2026-11-01' } }),
    ).toEqual([{ field: 'Volumes.dtaPeriodoBaselineFim', message: END_BEFORE }]);
    expect(errorsOf(id, { shouldSearchBySatelite: true })).toEqual([]);
  });

  it('Destinos: the base period is optional, but once given both dates are needed and in order', () => {
    const id = DASHBOARD_ID.destinos;
    expect(errorsOf(id, { Destinos: { dtaPeriodoBaseIni: null, dtaPeriodoBaseFim: null } })).toEqual([]);
    expect(errorsOf(id, { Destinos: { dtaPeriodoBaseIni: '2026-10-01', dtaPeriodoBaseFim: null } })).toEqual([
      { field: 'Destinos.dtaPeriodoBaseFim', message: INVALID },
    ]);
    expect(
      errorsOf(id, { Destinos: { dtaPeriodoBaseIni: '2026-10-10', dtaPeriodoBaseFim: '2026-10-01' } }),
    ).toEqual([{ field: 'Destinos.dtaPeriodoBaseFim', message: END_BEFORE }]);
    // Another dashboard ignores it.
    expect(
      errorsOf(DASHBOARD_ID.initial, {
        Destinos: { dtaPeriodoBaseIni: '2026-10-10', dtaPeriodoBaseFim: null },
      }),
    ).toEqual([]);
  });

  it('Grupo de pratos: item and product are optional', () => {
    expect(
      errorsOf(DASHBOARD_ID.grupo_de_pratos, {
        ExcedentePorPrato: { itemVenda: 1, itemProduto: null },
        shouldSearchBySatelite: true,
      }),
    ).toEqual([]);
  });
});
