import { IMPORT_MSG, parseTime, parseUuid, parseWasteType } from '@domain/rules/import-values';
import { describe, expect, it } from 'vitest';

/** The cell parsers of the forecast's import columns: esgotadoAs, tipDesperdicio and uuidApontamento. */
describe('parseTime (esgotadoAs)', () => {
  it('reads H:MM, HH:MM and HH:MM:SS as HH:MM; empty is null', () => {
    expect(parseTime('13:45')).toEqual({ ok: true, value: '13:45' });
    expect(parseTime(' 9:05 ')).toEqual({ ok: true, value: '09:05' });
    expect(parseTime('00:00:59')).toEqual({ ok: true, value: '00:00' });
    expect(parseTime('23:59')).toEqual({ ok: true, value: '23:59' });
    expect(parseTime('  ')).toEqual({ ok: true, value: null });
  });

  it('refuses what is not a time of day, in pt-BR', () => {
    for (const raw of ['24:00', '12:60', '12h30', '1230', '12:3', '12:30:61', 'meio-dia', '-1:00'])
      expect(parseTime(raw)).toEqual({ ok: false, mensagem: IMPORT_MSG.invalidTime(raw) });
    expect(IMPORT_MSG.invalidTime('25:00')).toBe('"25:00" não é um horário válido (use HH:MM, ex.: 13:45)');
  });
});

describe('parseWasteType (tipDesperdicio)', () => {
  it('reads 1 to 4', () => {
    for (const n of [1, 2, 3, 4]) expect(parseWasteType(` ${n} `)).toEqual({ ok: true, value: n });
    expect(parseWasteType('')).toEqual({ ok: true, value: null });
  });

  it('refuses any other value, naming the four types', () => {
    for (const raw of ['0', '5', '2.0', 'Bandeja', '12'])
      expect(parseWasteType(raw)).toEqual({ ok: false, mensagem: IMPORT_MSG.invalidWasteType(raw) });
    expect(IMPORT_MSG.invalidWasteType('7')).toContain('4 (Pré-preparo por insumo)');
  });
});

describe('parseUuid (uuidApontamento)', () => {
  it('reads a UUID in any case as lower case', () => {
    expect(parseUuid('3F2B8C1E-9D4A-4E7B-8A61-0C5D2E9F7A13')).toEqual({
      ok: true,
      value: '3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7a13',
    });
    expect(parseUuid('')).toEqual({ ok: true, value: null });
  });

  it('refuses anything else', () => {
    for (const raw of ['123', '3f2b8c1e9d4a4e7b8a610c5d2e9f7a13', '3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7a1g'])
      expect(parseUuid(raw)).toEqual({ ok: false, mensagem: IMPORT_MSG.invalidUuid(raw) });
  });
});
