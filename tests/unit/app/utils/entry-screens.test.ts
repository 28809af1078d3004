import {
  ENTRY_SCREEN_PATHS,
  entryScreenOf,
  isEntryOnlyUser,
  orderEntryScreens,
} from '@app/utils/entry-screens';
import { ACCESS_FLAGS, type AccessRecord } from '@domain/access';
import { describe, expect, it } from 'vitest';

const access = (patch: Partial<AccessRecord>): AccessRecord => ({
  ...(Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord),
  ...patch,
});

describe('orderEntryScreens', () => {
  it('without a last used screen: the menu order', () => {
    expect(orderEntryScreens(null)).toEqual([...ENTRY_SCREEN_PATHS]);
    expect(orderEntryScreens(undefined)).toEqual([...ENTRY_SCREEN_PATHS]);
  });

  it('the last used first, the others in the menu order', () => {
    expect(orderEntryScreens('/reApontDesperdicios/preparoTurno')).toEqual([
      '/reApontDesperdicios/preparoTurno',
      '/reApontDesperdicios/bandeja',
      '/reApontDesperdicios/excedente',
      '/reApontDesperdicios/preparoInsumo',
    ]);
    expect(orderEntryScreens('/reApontDesperdicios/bandeja')).toEqual([...ENTRY_SCREEN_PATHS]);
  });

  it('reads the path as the router does (case, trailing slash, query)', () => {
    expect(orderEntryScreens('/reapontdesperdicios/PREPAROINSUMO/?x=1')[0]).toBe(
      '/reApontDesperdicios/preparoInsumo',
    );
  });

  it('anything else remembered leaves the menu order', () => {
    for (const other of ['/home', '/reApontDesperdicios/pendentes', 'lixo', ''])
      expect(orderEntryScreens(other)).toEqual([...ENTRY_SCREEN_PATHS]);
  });
});

describe('entryScreenOf', () => {
  it('only the four entry screens', () => {
    expect(entryScreenOf('/reApontDesperdicios/excedente')).toBe('/reApontDesperdicios/excedente');
    expect(entryScreenOf('/reApontDesperdicios/manutencao')).toBeNull();
    expect(entryScreenOf('/reApontDesperdicios/aprovacao/12')).toBeNull();
  });
});

describe('isEntryOnlyUser', () => {
  it('true only when indApontamentos is the only flag (indApp aside)', () => {
    expect(isEntryOnlyUser(access({ indApontamentos: true }))).toBe(true);
    expect(isEntryOnlyUser(access({ indApontamentos: true, indApp: true }))).toBe(true);
    expect(isEntryOnlyUser(access({ indApontamentos: true, indRelatorios: true }))).toBe(false);
    expect(isEntryOnlyUser(access({ indApontamentos: true, indRetAdm: true }))).toBe(false);
    expect(isEntryOnlyUser(access({ indRelatorios: true }))).toBe(false);
    expect(isEntryOnlyUser(null)).toBe(false);
  });
});
