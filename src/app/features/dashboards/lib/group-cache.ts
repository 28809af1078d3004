/**
 * The dashboards' group cache (spec §9): localStorage 'groupCache' = {idGrupo, email}. Written when a group
 * is chosen and remember-dashboard-group is on; read only for the same user (same e-mail) with the setting on.
 */

const GROUP_CACHE_KEY = 'groupCache';

interface GroupCache {
  idGrupo: number;
  email: string;
}

/** The remembered group of `email`, or null (setting off, another user, nothing or garbage stored). */
export function readGroupCache(email: string | null | undefined, enabled: boolean): number | null {
  if (!enabled || !email) return null;
  try {
    const raw = localStorage.getItem(GROUP_CACHE_KEY);
    if (!raw) return null;
    const cache = JSON.parse(raw) as Partial<GroupCache>;
    if (cache?.email !== email) return null;
    const id = Number(cache.idGrupo);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Remembers `idGrupo` for `email` (only when the setting is on). */
export function writeGroupCache(idGrupo: number, email: string | null | undefined, enabled: boolean): void {
  if (!enabled || !email) return;
  try {
    localStorage.setItem(GROUP_CACHE_KEY, JSON.stringify({ idGrupo, email } satisfies GroupCache));
  } catch {
    // storage unavailable: nothing remembered
  }
}

/** Today in São Paulo as 'yyyy-MM-dd' (the business day of the dashboards' defaults). */
export function todaySaoPaulo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
