/** What the approval pushes say and open, and their batching window (pure: the server and the tests use it). */

/** At most one approval push per unit per window of this length (aligned on the clock: :00, :10, …). */
export const PUSH_WINDOW_MS = 10 * 60_000;

/** The window `at` falls in (its number since the epoch). */
export const pushWindowOf = (at: Date) => Math.floor(at.getTime() / PUSH_WINDOW_MS);

/** '3 apontamentos aguardando aprovação em Universidade (Butantã)'. */
export function approvalPushTitle(pendentes: number, desRestaurante: string): string {
  const what = pendentes === 1 ? '1 apontamento' : `${pendentes} apontamentos`;
  return `${what} aguardando aprovação em ${desRestaurante}`;
}

/** One pending weighing opens its analysis; several, the unit's queue. */
export function approvalPushUrl(idRestaurante: number, pendentes: { idApontamento: number }[]): string {
  if (pendentes.length === 1) return `/reApontDesperdicios/aprovacao/${pendentes[0].idApontamento}`;
  return `/reApontDesperdicios/aprovacao?idRestaurante=${idRestaurante}`;
}
