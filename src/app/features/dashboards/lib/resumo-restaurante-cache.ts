/**
 * The weekly digest's last restaurant, remembered on this device for each user and company: localStorage
 * 'resumoSemanalRestaurante' = { '<e-mail>|<idEmpresa>': idRestaurante }. Written when the user picks a
 * restaurant on /resumoSemanal (cleared when they clear it); read when the page opens without one.
 */

const KEY = 'resumoSemanalRestaurante';

type Store = Record<string, number>;

const slotOf = (email: string | null | undefined, idEmpresa: number | null | undefined) =>
  email && idEmpresa ? `${email.toLowerCase()}|${idEmpresa}` : null;

function readStore(): Store {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

/** The restaurant this user last chose here for this company, or null. */
export function readResumoRestaurante(
  email: string | null | undefined,
  idEmpresa: number | null | undefined,
): number | null {
  const slot = slotOf(email, idEmpresa);
  if (!slot) return null;
  const id = Number(readStore()[slot]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Remembers (or, with null, forgets) the restaurant this user chose here for this company. */
export function writeResumoRestaurante(
  email: string | null | undefined,
  idEmpresa: number | null | undefined,
  idRestaurante: number | null,
): void {
  const slot = slotOf(email, idEmpresa);
  if (!slot) return;
  const store = readStore();
  if (idRestaurante) store[slot] = idRestaurante;
  else delete store[slot];
  try {
    localStorage.setItem(KEY, JSON.stringify(store));
  } catch {
    // storage unavailable: nothing remembered
  }
}
