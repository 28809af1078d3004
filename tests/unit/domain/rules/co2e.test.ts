import { formatCo2e } from '@domain/numbers';
import {
  FATOR_CO2E_MAX,
  FATOR_CO2E_PADRAO,
  fatorAterroReferencia,
  fatorCo2ePadrao,
  TIP_DESTINO,
  TIP_DESTINO_LABELS,
  TIP_DESTINO_PADRAO,
} from '@domain/rules/co2e';
import { fatorCo2e, tipDestino } from '@domain/schemas/waste-config';
import { describe, expect, it } from 'vitest';

describe('the CO2e defaults per destination kind', () => {
  it('has a pt-BR label and a default factor for every kind, within the bounds, with 6 decimals at most', () => {
    expect([...TIP_DESTINO].sort()).toEqual(Object.keys(TIP_DESTINO_LABELS).sort());
    expect([...TIP_DESTINO].sort()).toEqual(Object.keys(FATOR_CO2E_PADRAO).sort());
    for (const t of TIP_DESTINO) {
      const f = FATOR_CO2E_PADRAO[t];
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThanOrEqual(FATOR_CO2E_MAX);
      expect(Math.round(f * 1e6) / 1e6).toBe(f);
      expect(fatorCo2e.safeParse(f).success).toBe(true);
    }
  });

  it('takes the source values (UK 2024 conversion factors, food and drink waste, kg per tonne ÷ 1000)', () => {
    const perTonne = (kg: number) => Math.round((kg / 1000) * 1e6) / 1e6;
    expect(FATOR_CO2E_PADRAO.ATERRO).toBe(perTonne(700.20961));
    expect(FATOR_CO2E_PADRAO.COMPOSTAGEM).toBe(perTonne(8.88386));
    expect(FATOR_CO2E_PADRAO.BIODIGESTAO).toBe(perTonne(8.88386));
    expect(FATOR_CO2E_PADRAO.INCINERACAO).toBe(perTonne(6.41061));
    expect(FATOR_CO2E_PADRAO.DOACAO).toBe(0);
    // Every alternative emits less than landfill: what the Destinos dashboard calls avoided.
    for (const t of TIP_DESTINO) expect(FATOR_CO2E_PADRAO[t]).toBeLessThanOrEqual(FATOR_CO2E_PADRAO.ATERRO);
  });

  it("a missing or unknown kind is 'OUTRO'; the landfill reference is the company's, else the default", () => {
    expect(TIP_DESTINO_PADRAO).toBe('OUTRO');
    expect(fatorCo2ePadrao(undefined)).toBe(FATOR_CO2E_PADRAO.OUTRO);
    expect(fatorCo2ePadrao('LIXAO')).toBe(FATOR_CO2E_PADRAO.OUTRO);
    expect(fatorCo2ePadrao('COMPOSTAGEM')).toBe(FATOR_CO2E_PADRAO.COMPOSTAGEM);
    expect(fatorAterroReferencia(0.55)).toBe(0.55);
    expect(fatorAterroReferencia(0)).toBe(0);
    expect(fatorAterroReferencia(null)).toBe(FATOR_CO2E_PADRAO.ATERRO);
  });

  it('the schemas refuse an unknown kind and a factor out of bounds', () => {
    expect(tipDestino.safeParse('ATERRO').success).toBe(true);
    expect(tipDestino.safeParse('aterro').success).toBe(false);
    expect(fatorCo2e.safeParse(-0.000001).success).toBe(false);
    expect(fatorCo2e.safeParse(10.000001).success).toBe(false);
    expect(fatorCo2e.safeParse(10).success).toBe(true);
  });
});

describe('formatCo2e', () => {
  it("reads '1.234,6 kg CO2e' (pt-BR, 1 decimal), and the missing mark when unknown", () => {
    expect(formatCo2e(1234.56)).toBe('1.234,6 kg CO2e');
    expect(formatCo2e(0)).toBe('0,0 kg CO2e');
    expect(formatCo2e(-8.25)).toBe('-8,3 kg CO2e');
    expect(formatCo2e(null)).toBe('—');
    expect(formatCo2e(undefined, '–')).toBe('–');
  });
});
