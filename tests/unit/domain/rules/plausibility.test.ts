import {
  LIMITES_JANELA_DIAS_PADRAO,
  LIMITES_MAX_KG_PADRAO,
  PARAM_CONFIG,
  PARAM_LIMITES,
} from '@domain/constants';
import { MSG } from '@domain/messages';
import type { ParamLike } from '@domain/rules/entry-params';
import { dateWindowReason, maxWeightError, plausibilityLimits } from '@domain/rules/plausibility';
import { containerMaxError } from '@domain/rules/registers';
import { type EntryContext, type EntryWeighing, evaluateWeighing } from '@domain/rules/weighing-verdict';
import { describe, expect, it } from 'vitest';
import { entryContext, entryWeighing } from '../../../kit/factories/entry-weighing';

const TODAY = '2026-03-20';
const limites = (o: { dec?: Record<number, number | null>; janela?: number | null } = {}): ParamLike[] => [
  ...Object.entries(o.dec ?? {}).map(([seq, v]) => ({
    desParametro: PARAM_LIMITES,
    seqParametro: Number(seq),
    vlrParametroDec: v,
  })),
  ...(o.janela === undefined
    ? []
    : [{ desParametro: PARAM_LIMITES, seqParametro: 5, vlrParametroInt: o.janela }]),
];

describe('plausibilityLimits', () => {
  it('without RE-Limites: the default maximum of each type and 7 days', () => {
    expect(LIMITES_MAX_KG_PADRAO).toEqual({ 1: 50, 2: 300, 3: 300, 4: 150 });
    expect(plausibilityLimits([], 1)).toEqual({ limites: { maxKg: 50, rotulo: 'Bandeja' }, janelaDias: 7 });
    expect(plausibilityLimits([], 2).limites).toEqual({ maxKg: 300, rotulo: 'Excedente de produção' });
    expect(plausibilityLimits([], 3).limites).toEqual({ maxKg: 300, rotulo: 'Pré-preparo por turno' });
    expect(plausibilityLimits([], 4).limites).toEqual({ maxKg: 150, rotulo: 'Pré-preparo por insumo' });
    expect(plausibilityLimits([], 9)).toEqual({ limites: null, janelaDias: LIMITES_JANELA_DIAS_PADRAO });
  });

  it('reads seq 1–4 (decimal kg) and seq 5 (days); a blank or non-positive maximum keeps the default', () => {
    const params = [
      ...limites({ dec: { 1: 40.5, 2: null, 4: 0 }, janela: 3 }),
      // Other parameters of the list are ignored.
      { desParametro: PARAM_CONFIG, seqParametro: 1, vlrParametroDec: 1 },
    ];
    expect(plausibilityLimits(params, 1)).toEqual({
      limites: { maxKg: 40.5, rotulo: 'Bandeja' },
      janelaDias: 3,
    });
    expect(plausibilityLimits(params, 2).limites?.maxKg).toBe(300);
    expect(plausibilityLimits(params, 4).limites?.maxKg).toBe(150);
    expect(plausibilityLimits(limites({ janela: 0 }), 1).janelaDias).toBe(0);
    expect(plausibilityLimits(limites({ janela: -2 }), 1).janelaDias).toBe(7);
  });

  it("a container's own maximum outranks the type's (a numeric string too); without one, the type's", () => {
    const params = limites({ dec: { 1: 40 } });
    expect(plausibilityLimits(params, 1, { desRecipiente: 'Cuba GN 1/1', qtdMaxima: 25 }).limites).toEqual({
      maxKg: 25,
      rotulo: 'o recipiente Cuba GN 1/1',
    });
    expect(
      plausibilityLimits(params, 1, { desRecipiente: 'Lixeira', qtdMaxima: '80.000' }).limites?.maxKg,
    ).toBe(80);
    expect(plausibilityLimits(params, 1, { desRecipiente: 'Balde', qtdMaxima: null }).limites).toEqual({
      maxKg: 40,
      rotulo: 'Bandeja',
    });
    expect(plausibilityLimits(params, 1, null).limites?.maxKg).toBe(40);
  });
});

describe('maxWeightError', () => {
  it('refuses only above the maximum, with pt-BR numbers', () => {
    const bandeja = { maxKg: 50, rotulo: 'Bandeja' };
    expect(maxWeightError(50, bandeja)).toBeNull();
    expect(maxWeightError(50.001, bandeja)).toBe('Quantidade acima do máximo permitido para Bandeja (50 kg)');
    expect(maxWeightError(2000, { maxKg: 1000.5, rotulo: 'o recipiente Caçamba' })).toBe(
      'Quantidade acima do máximo permitido para o recipiente Caçamba (1.000,5 kg)',
    );
    expect(maxWeightError(1e9, null)).toBeNull();
    expect(maxWeightError(1e9, undefined)).toBeNull();
  });
});

describe('dateWindowReason', () => {
  it('a date more than N days back has a reason; N days back does not', () => {
    expect(dateWindowReason('2026-03-13', TODAY, 7)).toBeNull();
    expect(dateWindowReason('2026-03-12', TODAY, 7)).toBe('Data do apontamento com mais de 7 dias');
    expect(dateWindowReason('2026-03-18', TODAY, 1)).toBe('Data do apontamento com mais de 1 dia');
    expect(dateWindowReason('2026-03-19', TODAY, 0)).toBe(MSG.dateOutsideWindow(0));
    expect(dateWindowReason('2020-01-01', TODAY, null)).toBeNull();
    expect(dateWindowReason('01/01/2020', TODAY, 7)).toBeNull();
  });
});

describe('evaluateWeighing with the plausibility rules', () => {
  const w = (o: Partial<EntryWeighing> = {}) => entryWeighing(TODAY, o);
  const ctx = (o: Partial<EntryContext> = {}) =>
    entryContext(TODAY, [], { ...plausibilityLimits([], 1), ...o });

  it('refuses a weighing above the maximum right after the quantity check (before the entry mode)', () => {
    const v = evaluateWeighing(
      w({ qtdDesperdicio: 12_345.6 }),
      ctx({ params: [{ desParametro: PARAM_CONFIG, seqParametro: 7, vlrParametroInt: 1 }] }),
    );
    expect(v.exception).toBe(MSG.quantityAboveMax('Bandeja', 50));
    expect(v.precisaAprovacao).toBe(false);
    expect(evaluateWeighing(w({ qtdDesperdicio: 0 }), ctx()).exception).toBe(MSG.quantityInvalid);
    expect(evaluateWeighing(w({ qtdDesperdicio: 12_345.6 }), ctx({ limites: null })).exception).toBeNull();
    // A client that does not know the limits yet leaves them to the server.
    const { limites: _l, janelaDias: _j, ...bare } = ctx();
    expect(
      evaluateWeighing(w({ qtdDesperdicio: 12_345.6, dtaApontamento: '2020-01-01' }), bare),
    ).toMatchObject({
      exception: null,
      precisaAprovacao: false,
      motivoAprovacao: null,
    });
  });

  it('sends an old weighing to approval with its reason, whatever the tolerance says', () => {
    const old = evaluateWeighing(w({ dtaApontamento: '2026-03-12' }), ctx());
    expect(old).toMatchObject({
      exception: null,
      precisaAprovacao: true,
      motivoAprovacao: 'Data do apontamento com mais de 7 dias',
    });
    expect(evaluateWeighing(w({ dtaApontamento: '2026-03-13' }), ctx())).toMatchObject({
      precisaAprovacao: false,
      motivoAprovacao: null,
    });
    // The date window does not apply when the caller leaves it out (an edit that keeps the date).
    expect(
      evaluateWeighing(w({ dtaApontamento: '2026-01-01' }), ctx({ janelaDias: null })).motivoAprovacao,
    ).toBeNull();
    // More than one day ahead is still refused.
    expect(evaluateWeighing(w({ dtaApontamento: '2026-03-22' }), ctx()).exception).toBe(MSG.dateTooFarAhead);
  });
});

describe('containerMaxError', () => {
  it('is optional; when typed, a number of kg above zero', () => {
    for (const ok of [null, undefined, '', '  ', 25, '25', '25 kg', '12,5'])
      expect(containerMaxError(ok)).toBeNull();
    for (const bad of [0, -1, '0', 'abc', '-3']) expect(containerMaxError(bad)).toBe(MSG.containerMaxInvalid);
  });
});
