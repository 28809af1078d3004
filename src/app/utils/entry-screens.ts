/** The kitchen's entry screens on the home page: who gets them as their home, and in which order. Pure. */
import { type AccessRecord, grantedFlags } from '@domain/access';

/** The four entry screens, in the menu's order. */
export const ENTRY_SCREEN_PATHS = [
  '/reApontDesperdicios/bandeja',
  '/reApontDesperdicios/excedente',
  '/reApontDesperdicios/preparoTurno',
  '/reApontDesperdicios/preparoInsumo',
] as const;

export type EntryScreenPath = (typeof ENTRY_SCREEN_PATHS)[number];

/** The entry screen a path opens (any case, trailing slash or query ignored), else null. */
export function entryScreenOf(pathname: string): EntryScreenPath | null {
  const clean = (pathname.split(/[?#]/)[0].replace(/\/+$/, '') || '/').toLowerCase();
  return ENTRY_SCREEN_PATHS.find((p) => p.toLowerCase() === clean) ?? null;
}

/**
 * The entry screens, the last used first and the others in the menu's order. Anything else remembered (an
 * old path, garbage) leaves the menu's order as it is.
 */
export function orderEntryScreens(lastUsed: string | null | undefined): EntryScreenPath[] {
  const first = lastUsed ? entryScreenOf(lastUsed) : null;
  if (!first) return [...ENTRY_SCREEN_PATHS];
  return [first, ...ENTRY_SCREEN_PATHS.filter((p) => p !== first)];
}

/**
 * A user whose only flag is indApontamentos (indApp, which opens no screen, aside) works at the entry screens:
 * their home is the kitchen's, not the managers' dashboards.
 */
export function isEntryOnlyUser(access: Partial<AccessRecord> | null | undefined): boolean {
  const flags = grantedFlags(access).filter((f) => f !== 'indApp');
  return flags.length === 1 && flags[0] === 'indApontamentos';
}
