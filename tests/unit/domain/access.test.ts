import {
  API_ACCESS,
  APP_ROUTES,
  findRoute,
  grantedFlags,
  hasAnyAccess,
  isAllowed,
  MENU_GROUPS,
} from '@domain/access';
import { describe, expect, it } from 'vitest';

describe('access flags', () => {
  it('indApp alone is not "any access"', () => {
    expect(hasAnyAccess({ indApp: true })).toBe(false);
    expect(hasAnyAccess({ indApp: true, indRelatorios: true })).toBe(true);
    expect(hasAnyAccess(null)).toBe(false);
  });

  it('a route without flags is open; with flags it needs at least one', () => {
    expect(isAllowed({}, [])).toBe(true);
    expect(isAllowed(null, [])).toBe(true);
    expect(isAllowed({ indApontamentos: true }, ['indApontamentos', 'indRetAdm'])).toBe(true);
    expect(isAllowed({ indRelatorios: true }, ['indApontamentos', 'indRetAdm'])).toBe(false);
    expect(isAllowed(null, ['indRetAdm'])).toBe(false);
  });

  it('lists the granted flags in a stable order', () => {
    expect(grantedFlags({ indRelatorios: true, indRetAdm: true, indApp: false })).toEqual([
      'indRetAdm',
      'indRelatorios',
    ]);
  });
});

describe('the route table (spec §2)', () => {
  it('maps each route of the spec to its flags', () => {
    expect(findRoute('/home')?.flags).toEqual([]);
    expect(findRoute('/formNlBaseUsuarios/12')?.flags).toEqual([]);
    expect(findRoute('/formNlBaseUsuarios/')?.flags).toEqual([]);
    expect(findRoute('/listReTbCadBalancas')?.flags).toEqual(['indRetAdm']);
    expect(findRoute('/listReTbRecipientesPesos')?.flags).toEqual(['indApontamentos', 'indRetAdm']);
    expect(findRoute('/reApontDesperdicios/aprovacao/42')?.flags).toEqual(['indApontamentos']);
    expect(findRoute('/reTbParametros')?.flags).toEqual(['indParametros']);
    expect(findRoute('/reTbAlertas')?.flags).toEqual(['indAlertas']);
    expect(findRoute('/Relatorios/Excedentes')?.flags).toEqual(['indRelatorios']);
    expect(findRoute('/listReTbNrSatelites')?.flags).toEqual(['indNrSatelites']);
    expect(findRoute('/nao/existe')).toBeUndefined();
  });

  it('has every route of §2 exactly once, plus the outbox view, the data import, the groups and restaurants registers, the weekly digest, the waste classes, the recommended production with its report and the meals typed per day', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(45);
    expect(findRoute('/listClassesDesperdicio')?.flags).toEqual(['indRetAdm']);
    expect(findRoute('/resumoSemanal')?.flags).toEqual([]);
    expect(findRoute('/importacao')?.flags).toEqual(['indRetAdm']);
    expect(findRoute('/reApontDesperdicios/pendentes')?.flags).toEqual(['indApontamentos']);
    expect(findRoute('/listReTbGruposRestaurantes')?.flags).toEqual(['indRetAdm']);
    expect(findRoute('/listReTbRestaurantes')?.flags).toEqual(['indRetAdm']);
    expect(findRoute('/producaoSugerida')?.flags).toEqual(['indApontamentos', 'indRetAdm']);
    expect(findRoute('/Relatorios/SugestaoProducao')?.flags).toEqual(['indRelatorios', 'indRetAdm']);
    expect(findRoute('/refeicoes')?.flags).toEqual(['indApontamentos', 'indRetAdm']);
  });

  it('puts every menu item in a known group', () => {
    const groups = new Set(MENU_GROUPS.map((g) => g.id));
    for (const r of APP_ROUTES) if (r.menu) expect(groups.has(r.menu)).toBe(true);
  });

  it('guards the API resources of each screen with the same flags as the screen', () => {
    expect(API_ACCESS.reTbCadBalancas).toEqual(findRoute('/listReTbCadBalancas')?.flags);
    expect(API_ACCESS.reTbRecipientesPesos).toEqual(findRoute('/listReTbRecipientesPesos')?.flags);
    expect(API_ACCESS.reTbParametros).toEqual(findRoute('/reTbParametros')?.flags);
    expect(API_ACCESS.reTbNrSatelite).toEqual(findRoute('/listReTbNrSatelites')?.flags);
    expect(API_ACCESS.classesDesperdicio).toEqual(findRoute('/listClassesDesperdicio')?.flags);
    expect(API_ACCESS.producaoSugerida).toEqual(findRoute('/producaoSugerida')?.flags);
    expect(API_ACCESS.reTbRefeicoes).toEqual(findRoute('/refeicoes')?.flags);
  });
});
