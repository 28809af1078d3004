import { buildMenu, isCurrentPath, quickLinks, routeAccess } from '@app/utils/navigation';
import { ACCESS_FLAGS, type AccessRecord, APP_ROUTES, MENU_GROUPS } from '@domain/access';
import { describe, expect, it } from 'vitest';

const none = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessRecord;
const all = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, true])) as AccessRecord;
const only = (...flags: (keyof AccessRecord)[]): AccessRecord => ({
  ...none,
  ...Object.fromEntries(flags.map((f) => [f, true])),
});

describe('menu filtering', () => {
  it('shows every group and menu item to a user with every flag', () => {
    const menu = buildMenu(all);
    expect(menu.map((s) => s.id)).toEqual(MENU_GROUPS.map((g) => g.id));
    expect(menu.flatMap((s) => s.items).length).toBe(APP_ROUTES.filter((r) => r.menu).length);
  });

  it('hides items without access and groups whose items are all hidden', () => {
    const menu = buildMenu(none);
    // Only routes without flags remain: Início and Usuários (in Administrador).
    expect(menu.map((s) => s.id)).toEqual(['inicio', 'administrador']);
    expect(menu.find((s) => s.id === 'administrador')?.items.map((i) => i.path)).toEqual([
      '/listNlBaseUsuarios',
    ]);
    expect(
      menu.some((s) => s.id === 'desperdicios' || s.id === 'apontamentos' || s.id === 'relatorios'),
    ).toBe(false);
  });

  it('shows a group with the items of one flag only', () => {
    const menu = buildMenu(only('indApontamentos'));
    const ids = menu.map((s) => s.id);
    expect(ids).toContain('apontamentos');
    expect(ids).toContain('recipientes');
    expect(ids).not.toContain('desperdicios');
    expect(menu.find((s) => s.id === 'recipientes')?.items.map((i) => i.path)).toEqual([
      '/listReTbRecipientesPesos',
    ]);
    expect(menu.find((s) => s.id === 'satelites')).toBeUndefined();
  });

  it('keeps an item open to either of its flags', () => {
    const recipientes = buildMenu(only('indRetAdm')).find((s) => s.id === 'recipientes');
    expect(recipientes?.items.map((i) => i.path)).toEqual([
      '/listReTbRecipientes',
      '/listReTbRecipientesPesos',
    ]);
  });

  it('hides the approvals items from a user who approves no unit, and only those', () => {
    const paths = (approver?: boolean) =>
      buildMenu(only('indApontamentos'), approver)
        .find((s) => s.id === 'apontamentos')
        ?.items.map((i) => i.path);
    const approvals = ['/reApontDesperdicios/aprovacao', '/reApontDesperdicios/historicoAprov'];
    expect(paths(true)).toEqual(expect.arrayContaining(approvals));
    // Unknown (an older server's answer): kept.
    expect(paths(undefined)).toEqual(paths(true));
    expect(paths(false)).toEqual(paths(true)?.filter((p) => !approvals.includes(p)));
    expect(paths(false)).toContain('/reApontDesperdicios/pendentes');
    expect(quickLinks(only('indApontamentos'), false).map((r) => r.path)).not.toContain(approvals[0]);
    expect(quickLinks(only('indApontamentos'), true).map((r) => r.path)).toContain(approvals[0]);
  });

  it('shows only Início and Usuários when the access record is unknown', () => {
    expect(buildMenu(null).flatMap((s) => s.items.map((i) => i.path))).toEqual([
      '/home',
      '/listNlBaseUsuarios',
    ]);
  });
});

describe('route guard', () => {
  it('allows routes without flags to any signed-in user', () => {
    expect(routeAccess('/home', none)).toBe('allowed');
    expect(routeAccess('/formNlBaseUsuarios/12', none)).toBe('allowed');
    expect(routeAccess('/nlApresentacao', none)).toBe('allowed');
  });

  it('denies a route when the user lacks all its flags', () => {
    expect(routeAccess('/listReTbCadBalancas', none)).toBe('denied');
    expect(routeAccess('/listReTbCadBalancas', only('indApontamentos'))).toBe('denied');
    expect(routeAccess('/reTbParametros', only('indRetAdm'))).toBe('denied');
    expect(routeAccess('/Relatorios/Excedentes', only('indAlertas'))).toBe('denied');
  });

  it('allows a route with any one of its flags', () => {
    expect(routeAccess('/listReTbCadBalancas', only('indRetAdm'))).toBe('allowed');
    expect(routeAccess('/listReTbRecipientesPesos', only('indApontamentos'))).toBe('allowed');
    expect(routeAccess('/listReTbRecipientesPesos', only('indRetAdm'))).toBe('allowed');
    expect(routeAccess('/reApontDesperdicios/aprovacao/42', only('indApontamentos'))).toBe('allowed');
  });

  it('answers not-found for unknown paths', () => {
    expect(routeAccess('/nao-existe', all)).toBe('not-found');
    expect(routeAccess('/home/extra', all)).toBe('not-found');
  });
});

describe('current link', () => {
  it('matches the page being shown, ignoring case, query and trailing slash', () => {
    expect(isCurrentPath('/home', '/home')).toBe(true);
    expect(isCurrentPath('/home/', '/home')).toBe(true);
    expect(isCurrentPath('/relatorios/excedentes?x=1', '/Relatorios/Excedentes')).toBe(true);
    expect(isCurrentPath('/listReTbRecipientesPesos', '/listReTbRecipientes')).toBe(false);
  });
});

describe('home quick links', () => {
  it('lists only the entry screens the user may open', () => {
    expect(quickLinks(none)).toEqual([]);
    expect(quickLinks(only('indApontamentos')).map((r) => r.path)).toContain('/reApontDesperdicios/bandeja');
  });
});
