import {
  detectDelimiter,
  IMPORT_MSG,
  normalizeColumnName,
  parseBoolean,
  parseCodeList,
  parseDateValue,
  parseDecimal,
  parseEmail,
  parseInteger,
  parseText,
  parseTimeZone,
} from '@domain/rules/import-values';
import { isTimeZone } from '@domain/time-zones';
import { describe, expect, it } from 'vitest';

const ok = <T>(value: T | null) => ({ ok: true, value });

describe('import values', () => {
  it('column names ignore case, accents, spaces, underscores and dots', () => {
    for (const name of ['Código', 'CODIGO', ' codigo ']) expect(normalizeColumnName(name)).toBe('codigo');
    expect(normalizeColumnName('cod_grupo')).toBe(normalizeColumnName('codGrupo'));
    expect(normalizeColumnName('Descrição')).toBe('descricao');
  });

  it('decimals with comma or dot, thousands, places and sign', () => {
    expect(parseDecimal('12,5')).toEqual(ok(12.5));
    expect(parseDecimal('12.5')).toEqual(ok(12.5));
    expect(parseDecimal(' 1.234,56 ', 2)).toEqual(ok(1234.56));
    expect(parseDecimal('1,234.56', 2)).toEqual(ok(1234.56));
    expect(parseDecimal('0')).toEqual(ok(0));
    expect(parseDecimal('')).toEqual(ok(null));
    expect(parseDecimal('abc')).toEqual({ ok: false, mensagem: IMPORT_MSG.invalidDecimal('abc') });
    expect(parseDecimal('1,2,3')).toMatchObject({ ok: false });
    expect(parseDecimal('12,345', 2)).toEqual({ ok: false, mensagem: IMPORT_MSG.tooManyDecimals(2) });
    expect(parseDecimal('-1')).toEqual({ ok: false, mensagem: IMPORT_MSG.negative });
    expect(parseDecimal('1e5')).toMatchObject({ ok: false });
    expect(parseDecimal('99999999999')).toEqual({ ok: false, mensagem: IMPORT_MSG.tooLarge });
  });

  it('integers', () => {
    expect(parseInteger('850')).toEqual(ok(850));
    expect(parseInteger('850,0')).toEqual(ok(850));
    expect(parseInteger('8,5')).toMatchObject({ ok: false });
    expect(parseInteger('-1')).toEqual({ ok: false, mensagem: IMPORT_MSG.negative });
    expect(parseInteger('3000000000')).toEqual({ ok: false, mensagem: IMPORT_MSG.tooLarge });
  });

  it('dates dd/MM/yyyy and yyyy-MM-dd, real days only', () => {
    expect(parseDateValue('01/03/2026')).toEqual(ok('2026-03-01'));
    expect(parseDateValue('1/3/2026')).toEqual(ok('2026-03-01'));
    expect(parseDateValue('2026-03-01')).toEqual(ok('2026-03-01'));
    expect(parseDateValue('2026-03-01T00:00:00.000Z')).toEqual(ok('2026-03-01'));
    expect(parseDateValue('29/02/2024')).toEqual(ok('2024-02-29'));
    expect(parseDateValue('29/02/2026')).toEqual({
      ok: false,
      mensagem: IMPORT_MSG.invalidDate('29/02/2026'),
    });
    expect(parseDateValue('03/01/26')).toMatchObject({ ok: false });
    expect(parseDateValue('2026-13-01')).toMatchObject({ ok: false });
  });

  it('booleans S/N, sim/não, 1/0, true/false', () => {
    for (const v of ['S', 's', 'sim', 'SIM', '1', 'true', 'True']) expect(parseBoolean(v)).toEqual(ok(true));
    for (const v of ['N', 'não', 'nao', 'NÃO', '0', 'false']) expect(parseBoolean(v)).toEqual(ok(false));
    expect(parseBoolean('talvez')).toEqual({ ok: false, mensagem: IMPORT_MSG.invalidBoolean('talvez') });
  });

  it('texts, time zones, e-mails and code lists', () => {
    expect(parseText('  Arroz  ', 10)).toEqual(ok('Arroz'));
    expect(parseText('x'.repeat(11), 10)).toEqual({ ok: false, mensagem: IMPORT_MSG.tooLong(10) });
    expect(parseText('a\u0000b', 10)).toMatchObject({ ok: false });
    expect(parseTimeZone('America/Manaus')).toEqual(ok('America/Manaus'));
    expect(parseTimeZone('Brasil/Hora')).toMatchObject({ ok: false });
    expect(parseEmail('a@b.com')).toEqual(ok('a@b.com'));
    expect(parseEmail('a@b')).toMatchObject({ ok: false });
    expect(parseCodeList(' R1 | R2|R1||')).toEqual(ok(['R1', 'R2']));
  });

  it('e-mails and code lists refuse control characters, as texts do', () => {
    expect(parseEmail('a\u0000b@c.com')).toEqual({ ok: false, mensagem: IMPORT_MSG.controlChar });
    expect(parseEmail('ana@empresa.com\u0007')).toEqual({ ok: false, mensagem: IMPORT_MSG.controlChar });
    expect(parseCodeList('R1|R\u00002')).toEqual({ ok: false, mensagem: IMPORT_MSG.controlChar });
    expect(parseCodeList('R1|x'.concat('y'.repeat(60)))).toEqual({
      ok: false,
      mensagem: IMPORT_MSG.tooLong(60),
    });
    expect(parseCodeList('R1\t|R2')).toEqual(ok(['R1', 'R2']));
  });

  it('time zones follow the restaurants screen (isTimeZone): links and Etc zones too', () => {
    for (const zone of [
      'America/Sao_Paulo',
      'UTC',
      'Etc/GMT+3',
      'America/Buenos_Aires',
      'Brasil/Hora',
      'x',
    ]) {
      expect(parseTimeZone(zone).ok).toBe(isTimeZone(zone));
    }
    expect(parseTimeZone(' Etc/GMT+3 ')).toEqual(ok('Etc/GMT+3'));
  });

  it('the separator of a CSV header', () => {
    expect(detectDelimiter('codigo;descricao')).toBe(';');
    expect(detectDelimiter('codigo,descricao')).toBe(',');
    expect(detectDelimiter('"a;b",c')).toBe(',');
    expect(detectDelimiter('codigo')).toBe(';');
  });
});
