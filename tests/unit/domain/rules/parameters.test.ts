import {
  compareParametros,
  parametroNome,
  parametroTipo,
  validarValorParametro,
} from '@domain/rules/parameters';
import { describe, expect, it } from 'vitest';

const key = { desParametro: 'RE-Configuracao/U', seqParametro: 13 };

describe('parameter rules', () => {
  it('the type of a row is its filled value column', () => {
    expect(parametroTipo({ vlrParametroDec: 20 })).toBe('dec');
    expect(parametroTipo({ vlrParametroDec: 0 })).toBe('dec');
    expect(parametroTipo({ vlrParametroDta: '2030-01-31' })).toBe('dta');
    expect(parametroTipo({ vlrParametroInt: 0 })).toBe('int');
    expect(parametroTipo({ vlrParametroTxt: '07:00' })).toBe('txt');
    expect(parametroTipo({})).toBe('txt');
    expect(parametroNome(key)).toBe('RE-Configuracao/U seq 13');
  });

  it('validates the value by type and keeps only that column', () => {
    expect(validarValorParametro({ ...key, vlrParametroDec: '12,5' }, 'dec')).toEqual({
      ok: true,
      valores: { vlrParametroDec: 12.5, vlrParametroDta: null, vlrParametroInt: null, vlrParametroTxt: null },
    });
    expect(validarValorParametro({ ...key, vlrParametroDec: 7 }, 'dec')).toMatchObject({
      valores: { vlrParametroDec: 7 },
    });
    expect(validarValorParametro({ ...key, vlrParametroDec: 'abc' }, 'dec')).toEqual({
      ok: false,
      message: 'Parâmetro RE-Configuracao/U seq 13: informe um valor decimal válido',
    });
    expect(validarValorParametro({ ...key, vlrParametroDec: '' }, 'dec').ok).toBe(false);
    expect(validarValorParametro({ ...key, vlrParametroDta: '2030-01-31' }, 'dta')).toMatchObject({
      valores: { vlrParametroDta: '2030-01-31', vlrParametroDec: null },
    });
    expect(validarValorParametro({ ...key, vlrParametroDta: '31/01/2030' }, 'dta')).toEqual({
      ok: false,
      message: 'Parâmetro RE-Configuracao/U seq 13: informe uma data válida (dd/mm/aaaa)',
    });
    expect(validarValorParametro({ ...key, vlrParametroDta: '2030-02-30' }, 'dta').ok).toBe(false);
    expect(validarValorParametro({ ...key, vlrParametroInt: '42' }, 'int')).toMatchObject({
      valores: { vlrParametroInt: 42 },
    });
    for (const bad of ['1,5', '1.5', 'x', '', 1.5, '99999999999'])
      expect(validarValorParametro({ ...key, vlrParametroInt: bad }, 'int')).toEqual({
        ok: false,
        message: 'Parâmetro RE-Configuracao/U seq 13: informe um valor inteiro válido',
      });
    expect(validarValorParametro({ ...key, vlrParametroTxt: null }, 'txt')).toMatchObject({
      valores: { vlrParametroTxt: '' },
    });
  });

  it('sorts by desParametro, then seq', () => {
    const rows = [
      { desParametro: 'RE-Refeicoes/U', seqParametro: 7 },
      { desParametro: 'RE-Configuracao/U', seqParametro: 14 },
      { desParametro: 'RE-Configuracao/U', seqParametro: 7 },
    ];
    expect([...rows].sort(compareParametros).map((r) => `${r.desParametro} ${r.seqParametro}`)).toEqual([
      'RE-Configuracao/U 7',
      'RE-Configuracao/U 14',
      'RE-Refeicoes/U 7',
    ]);
  });
});
