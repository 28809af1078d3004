import { LIMITES_MAX_KG_PADRAO, PARAM_CONFIG, PARAM_LIMITES, PARAM_REFEICOES } from '@domain/constants';
import { findParamDef, PARAM_CATALOG, PARAM_GROUPS } from '@domain/rules/parameter-catalog';
import {
  formatParamValue,
  paramDefaultText,
  paramRangeError,
  paramRangeText,
} from '@domain/rules/parameter-format';
import { validarParametro } from '@domain/rules/parameters';
import { FOTOS_RETENCAO_DIAS_PADRAO, PARAM_FOTOS } from '@domain/rules/photos';
import { describe, expect, it } from 'vitest';

describe('the parameter catalogue', () => {
  it('lists every parameter the product reads once, each with a name, description, group and a default', () => {
    const keys = PARAM_CATALOG.map((d) => `${d.code} ${d.seq}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        ...[7, 10, 12, 13, 14, 15, 16].map((s) => `${PARAM_CONFIG} ${s}`),
        ...[7, 9, 10, 14].map((s) => `${PARAM_REFEICOES} ${s}`),
        ...[1, 2, 3, 4, 5].map((s) => `${PARAM_LIMITES} ${s}`),
        'RE-Custos 1',
        'RE-Custos 2',
        'RE-Evitavel 1',
        `${PARAM_FOTOS} 1`,
        'RE-ProducaoSugerida/U 1',
        'RE-ProducaoSugerida/U 2',
      ]),
    );
    const groups = new Set<string>(PARAM_GROUPS.map((g) => g.id));
    for (const d of PARAM_CATALOG) {
      expect(d.name, d.code).not.toMatch(/RE-|seq/);
      expect(d.description.length).toBeGreaterThan(10);
      expect(groups.has(d.group)).toBe(true);
      expect(d.default !== null || !!d.defaultText, d.name).toBe(true);
      if (d.control === 'number')
        expect([d.min, d.max, d.unit].every((v) => v !== undefined && v !== null)).toBe(true);
      if (d.control === 'choice') expect(d.options?.length).toBeGreaterThan(1);
    }
    // The groups by purpose: entry mode, tolerance, approval, limits, photos, CO2e among them.
    expect([...groups]).toEqual(
      expect.arrayContaining(['modo', 'tolerancia', 'aprovacao', 'limites', 'fotos', 'co2e']),
    );
  });

  it('the defaults are the ones the rules use when the parameter is absent', () => {
    for (const tipo of [1, 2, 3, 4] as const)
      expect(findParamDef(PARAM_LIMITES, tipo)?.default).toBe(LIMITES_MAX_KG_PADRAO[tipo]);
    expect(findParamDef(PARAM_LIMITES, 5)?.default).toBe(7);
    expect(findParamDef(PARAM_FOTOS, 1)?.default).toBe(FOTOS_RETENCAO_DIAS_PADRAO);
    expect(findParamDef(PARAM_CONFIG, 7)?.default).toBe(0);
    // The recommended production: τ 0.9 (in percent) and a lead time of 1 day.
    expect(findParamDef('RE-ProducaoSugerida/U', 1)?.default).toBe(90);
    expect(findParamDef('RE-ProducaoSugerida/U', 2)?.default).toBe(1);
    expect(findParamDef('RE-Outro', 1)).toBeUndefined();
  });

  it('describes unit, range and default in pt-BR', () => {
    const bandeja = findParamDef(PARAM_LIMITES, 1)!;
    expect(bandeja.name).toBe('Peso máximo: Bandeja');
    expect(paramRangeText(bandeja)).toBe('de 1 kg a 1.000 kg');
    expect(paramDefaultText(bandeja)).toBe('Padrão: 50 kg');
    const tol = findParamDef(PARAM_CONFIG, 14)!;
    expect(paramRangeText(tol)).toBe('de 0,1% a 1.000%');
    expect(paramDefaultText(tol)).toBe('Padrão: sem valor (nenhuma validação de quantidade)');
    expect(paramRangeText(findParamDef(PARAM_CONFIG, 15)!)).toBe('Sim ou Não');
    expect(formatParamValue(findParamDef(PARAM_CONFIG, 7)!, 2)).toBe('Web e aplicativo');
    expect(formatParamValue(findParamDef(PARAM_CONFIG, 12)!, '2030-01-31')).toBe('31/01/2030');
    expect(formatParamValue(findParamDef('RE-Custos', 1)!, 14.9)).toBe('R$ 14,90/kg');
  });

  it('refuses a value out of range or not among the choices, with the name and the bounds', () => {
    const bandeja = findParamDef(PARAM_LIMITES, 1)!;
    expect(paramRangeError(bandeja, 50)).toBeNull();
    expect(paramRangeError(bandeja, 1000)).toBeNull();
    expect(paramRangeError(bandeja, 1000.5)).toBe(
      'Valor fora do intervalo permitido para Peso máximo: Bandeja (mín. 1 kg, máx. 1.000 kg)',
    );
    expect(paramRangeError(bandeja, 0)).toMatch(/^Valor fora do intervalo/);
    expect(paramRangeError(findParamDef(PARAM_CONFIG, 7)!, 3)).toBe(
      'Valor não permitido para Modo de apontamento (0 = Somente web, 1 = Somente aplicativo, 2 = Web e aplicativo)',
    );
    expect(paramRangeError(findParamDef(PARAM_CONFIG, 16)!, 2)).toBe(
      'Aprovar quantidade acima do máximo: informe Sim ou Não',
    );
  });

  it('validarParametro reads a catalogued parameter in its own type and checks its range; others by type only', () => {
    const item = (over: object) => ({ desParametro: PARAM_LIMITES, seqParametro: 5, ...over });
    expect(validarParametro(item({ vlrParametroInt: '10' }), 'txt')).toMatchObject({
      ok: true,
      valores: { vlrParametroInt: 10, vlrParametroTxt: null },
    });
    expect(validarParametro(item({ vlrParametroInt: 400 }), 'int')).toEqual({
      ok: false,
      message:
        'Valor fora do intervalo permitido para Dias para apontar sem aprovação (mín. 0 dias, máx. 365 dias)',
    });
    expect(validarParametro(item({ vlrParametroInt: '1,5' }), 'int')).toEqual({
      ok: false,
      message:
        'Parâmetro Dias para apontar sem aprovação (RE-Limites seq 5): informe um valor inteiro válido',
    });
    expect(
      validarParametro({ desParametro: 'RE-Outro', seqParametro: 1, vlrParametroInt: 99999 }, 'int').ok,
    ).toBe(true);
  });
});
