import { MSG } from '@domain/messages';
import {
  type DespMetaLike,
  goalDatesError,
  goalOverlapError,
  goalOverlapMessage,
  goalValuesError,
  periodsOverlap,
  plateWeightDuplicateError,
  plateWeightError,
} from '@domain/rules/waste-config';
import { describe, expect, it } from 'vitest';
import { JANUARY_2030_GOAL } from '../../../kit/factories/goal';

/** The goal and plate-weight rules of spec §5, shared by the server and the client. */

const END_BEFORE_START = 'Data final anterior a inicial';

const meta = (over: DespMetaLike = {}): DespMetaLike => ({
  idDespMeta: null,
  idRestaurante: 7,
  idSatelite: null,
  codSatelite: null,
  ...JANUARY_2030_GOAL,
  ...over,
});

describe('goalDatesError', () => {
  it("refuses an end before the start with 'Data final anterior a inicial'", () => {
    expect(goalDatesError(meta({ dtaInicial: '2030-02-10', dtaFinal: '2030-02-09' }))).toBe(END_BEFORE_START);
    expect(goalDatesError(meta({ dtaInicial: '2030-01-01', dtaFinal: '2029-12-31' }))).toBe(END_BEFORE_START);
  });

  it('accepts the same day, a later end, an open end, and a missing start', () => {
    expect(goalDatesError(meta({ dtaInicial: '2030-02-10', dtaFinal: '2030-02-10' }))).toBeNull();
    expect(goalDatesError(meta())).toBeNull();
    expect(goalDatesError(meta({ dtaFinal: null }))).toBeNull();
    expect(goalDatesError(meta({ dtaInicial: null, dtaFinal: '2030-01-01' }))).toBeNull();
  });
});

describe('periodsOverlap', () => {
  const p = (dtaInicial: string | null, dtaFinal: string | null) => ({ dtaInicial, dtaFinal });

  it('periods sharing a day overlap, both ways', () => {
    expect(periodsOverlap(p('2030-01-01', '2030-01-31'), p('2030-01-31', '2030-02-10'))).toBe(true);
    expect(periodsOverlap(p('2030-01-31', '2030-02-10'), p('2030-01-01', '2030-01-31'))).toBe(true);
    expect(periodsOverlap(p('2030-01-01', '2030-12-31'), p('2030-06-01', '2030-06-01'))).toBe(true);
  });

  it('adjacent and separate periods do not', () => {
    expect(periodsOverlap(p('2030-01-01', '2030-01-31'), p('2030-02-01', '2030-02-28'))).toBe(false);
    expect(periodsOverlap(p('2030-02-01', '2030-02-28'), p('2030-01-01', '2030-01-31'))).toBe(false);
    expect(periodsOverlap(p('2030-01-01', '2030-01-10'), p('2031-01-01', '2031-01-10'))).toBe(false);
  });

  it('an open end reaches every later period; two open ones always overlap', () => {
    expect(periodsOverlap(p('2030-03-01', null), p('2045-05-01', '2045-05-02'))).toBe(true);
    expect(periodsOverlap(p('2045-05-01', '2045-05-02'), p('2030-03-01', null))).toBe(true);
    expect(periodsOverlap(p('2030-03-01', null), p('2030-01-01', '2030-02-28'))).toBe(false);
    expect(periodsOverlap(p('2030-03-01', null), p('2030-01-01', '2030-03-01'))).toBe(true);
    expect(periodsOverlap(p('2030-03-01', null), p('2050-01-01', null))).toBe(true);
  });

  it('a period without a start meets nothing', () => {
    expect(periodsOverlap(p(null, '2030-01-31'), p('2030-01-01', null))).toBe(false);
  });
});

describe('goalOverlapError', () => {
  const restaurantMessage = 'Já existe nesse periodo meta para o satélite: - / restaurante: 7';

  it("names '-' and the restaurant for a restaurant's own goal", () => {
    const stored = meta({ idDespMeta: 1 });
    const row = meta({ idDespMeta: -1, dtaInicial: '2030-01-15', dtaFinal: '2030-02-15' });
    expect(goalOverlapError([stored, row], row)).toBe(restaurantMessage);
    expect(goalOverlapMessage(row)).toBe(restaurantMessage);
    expect(MSG.goalOverlap('-', '7')).toBe(restaurantMessage);
  });

  it("names the satellite's code for a satellite's goal (its id while the code is unknown)", () => {
    const stored = meta({ idDespMeta: 1, idSatelite: 3, codSatelite: 'SAT-03', dtaFinal: null });
    const row = meta({
      idDespMeta: null,
      idSatelite: 3,
      codSatelite: 'SAT-03',
      dtaInicial: '2040-01-01',
      dtaFinal: '2040-01-31',
    });
    expect(goalOverlapError([stored, row], row)).toBe(
      'Já existe nesse periodo meta para o satélite: SAT-03 / restaurante: 7',
    );
    const unnamed = { ...row, codSatelite: null };
    expect(goalOverlapError([stored, unnamed], unnamed)).toBe(
      'Já existe nesse periodo meta para o satélite: 3 / restaurante: 7',
    );
  });

  it('another satellite, restaurant or type, or a period before or after, is no clash', () => {
    const stored = meta({ idDespMeta: 1 });
    for (const other of [
      meta({ idSatelite: 3, codSatelite: 'SAT-03' }),
      meta({ idRestaurante: 8 }),
      meta({ tipDesperdicio: 2 }),
      meta({ dtaInicial: '2030-02-01', dtaFinal: null }),
      meta({ dtaInicial: '2029-01-01', dtaFinal: '2029-12-31' }),
    ]) {
      expect(goalOverlapError([stored, other], other)).toBeNull();
    }
  });

  it('a goal does not clash with itself (same object or same id) nor with a goal of invalid dates', () => {
    const stored = meta({ idDespMeta: 1 });
    expect(goalOverlapError([stored], stored)).toBeNull();
    expect(goalOverlapError([stored], meta({ idDespMeta: 1, vlrMeta: 12 }))).toBeNull();
    const broken = meta({ idDespMeta: 2, dtaInicial: '2030-01-20', dtaFinal: '2030-01-10' });
    const row = meta({ idDespMeta: 3, idRestaurante: 7, dtaInicial: '2030-01-15', dtaFinal: '2030-01-16' });
    expect(goalOverlapError([broken, row], row)).toBeNull();
    // A row with invalid dates or a blank key is not checked yet.
    expect(goalOverlapError([stored, broken], broken)).toBeNull();
    const blank = meta({ idRestaurante: null });
    expect(goalOverlapError([stored, blank], blank)).toBeNull();
  });

  it('two new goals of the same key and period clash with each other', () => {
    const a = meta({ idDespMeta: -1, dtaFinal: null });
    const b = meta({ idDespMeta: -2, dtaInicial: '2031-01-01', dtaFinal: null });
    expect(goalOverlapError([a, b], a)).toBe(restaurantMessage);
    expect(goalOverlapError([a, b], b)).toBe(restaurantMessage);
  });
});

describe('goalValuesError', () => {
  it('requires the kg goal (≥ 0) and keeps the percent within 0–100', () => {
    expect(goalValuesError(meta())).toBeNull();
    expect(goalValuesError(meta({ vlrMeta: 0, vlrMetaPc: null }))).toBeNull();
    expect(goalValuesError(meta({ vlrMetaPc: 100 }))).toBeNull();
    expect(goalValuesError(meta({ vlrMeta: null }))).toEqual({ vlrMeta: MSG.goalValueRequired });
    expect(goalValuesError(meta({ vlrMeta: -0.5 }))).toEqual({ vlrMeta: MSG.goalValueRequired });
    expect(goalValuesError(meta({ vlrMeta: Number.NaN }))).toEqual({ vlrMeta: MSG.goalValueRequired });
    expect(goalValuesError(meta({ vlrMetaPc: 100.5 }))).toEqual({ vlrMetaPc: MSG.goalPercentInvalid });
    expect(goalValuesError(meta({ vlrMeta: -1, vlrMetaPc: -1 }))).toEqual({
      vlrMeta: MSG.goalValueRequired,
      vlrMetaPc: MSG.goalPercentInvalid,
    });
  });
});

describe('plate weights', () => {
  it("reads the weight as kg above zero: '0,45', '0,45 kg', 0.45", () => {
    for (const ok of ['0,45', '0,45 kg', 0.45, '1.5', '100']) expect(plateWeightError(ok)).toBeNull();
    for (const bad of ['0', '0 kg', 0, -1, 'abc', '', null, undefined, 100.5])
      expect(plateWeightError(bad)).toBe(MSG.plateWeightInvalid);
  });

  it("one weight per dish group: 'Registro já existente' (not against itself, not while blank)", () => {
    const stored = { idGramatura: 1, idGrupo: 5, qtdPrato: 0.4 };
    const other = { idGramatura: 2, idGrupo: 6, qtdPrato: 0.4 };
    const repeated = { idGramatura: -1, idGrupo: 5, qtdPrato: 0.5 };
    const blank = { idGramatura: -2, idGrupo: null, qtdPrato: 0.5 };
    const rows = [stored, other, repeated, blank];
    expect(plateWeightDuplicateError(rows, repeated)).toBe('Registro já existente');
    expect(plateWeightDuplicateError(rows, stored)).toBe('Registro já existente');
    expect(plateWeightDuplicateError(rows, other)).toBeNull();
    expect(plateWeightDuplicateError(rows, blank)).toBeNull();
    expect(plateWeightDuplicateError([stored, { ...stored, qtdPrato: 0.6 }], stored)).toBeNull();
  });
});
