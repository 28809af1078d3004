/** Menu and route-guard logic over the one route table (APP_ROUTES, spec §2, §6). Pure; tested. */
import {
  type AccessRecord,
  APP_ROUTES,
  type AppRoute,
  findRoute,
  isAllowed,
  MENU_GROUPS,
  type MenuGroup,
} from '@domain/access';

interface MenuSection {
  id: MenuGroup;
  label: string;
  items: AppRoute[];
}

/**
 * The sidebar: every group of MENU_GROUPS with its menu items the user may open; empty groups are hidden. The
 * approvals items need approval rights in some unit besides their flag: without, they open a dead end.
 */
export function buildMenu(
  access: Partial<AccessRecord> | null | undefined,
  /** Whether the user approves some unit of the company (unknown: the approvals items stay). */
  approver?: boolean,
): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    items: APP_ROUTES.filter(
      (r) => r.menu === group.id && isAllowed(access, r.flags) && !(r.approvals && approver === false),
    ),
  })).filter((section) => section.items.length > 0);
}

type RouteAccess = 'allowed' | 'denied' | 'not-found';

/** What the guard does with a path: render it, deny it ('Acesso negado' → /home) or answer 404. */
export function routeAccess(pathname: string, access: Partial<AccessRecord> | null | undefined): RouteAccess {
  const route = findRoute(pathname);
  if (!route) return 'not-found';
  return isAllowed(access, route.flags) ? 'allowed' : 'denied';
}

function normalize(path: string): string {
  return (path.split(/[?#]/)[0].replace(/\/+$/, '') || '/').toLowerCase();
}

/** True when a menu link points at the page being shown (clicking it reloads the page). */
export function isCurrentPath(pathname: string, linkPath: string): boolean {
  return normalize(pathname) === normalize(linkPath);
}

/** The entry screens of the home page's quick links (spec: waste entry and approvals). */
const QUICK_LINK_PATHS = [
  '/reApontDesperdicios/bandeja',
  '/reApontDesperdicios/excedente',
  '/reApontDesperdicios/preparoTurno',
  '/reApontDesperdicios/preparoInsumo',
  '/reApontDesperdicios/aprovacao',
  '/reApontDesperdicios/manutencao',
] as const;

export function quickLinks(
  access: Partial<AccessRecord> | null | undefined,
  /** As in buildMenu: false hides the approvals links. */
  approver?: boolean,
): AppRoute[] {
  return QUICK_LINK_PATHS.map((p) => APP_ROUTES.find((r) => r.path === p)).filter(
    (r): r is AppRoute =>
      r !== undefined && isAllowed(access, r.flags) && !(r.approvals && approver === false),
  );
}

/** 'Fila de envio do tablet': this device's outbox (the header's badge, the entry screens' refusal alerts). */
export const PENDING_PATH = '/reApontDesperdicios/pendentes';

/** The approvals list (pending appointments), opened on one unit's queue: its restaurant filter set. */
export function approvalsOfUnitPath(idRestaurante: number): string {
  return `/reApontDesperdicios/aprovacao?idRestaurante=${idRestaurante}`;
}
