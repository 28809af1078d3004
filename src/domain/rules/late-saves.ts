/**
 * A save that has waited on the tablet more than 24 hours without being stored on the server (refused and not
 * corrected, or never sent) may be lost with the tablet: the worker is warned on the tablet, and once the
 * tablet reaches the server, the unit's approvers are told (once per save).
 */
export const LATE_SAVE_MS = 24 * 60 * 60_000;

/**
 * The server accepts a report a little early (the tablet's clock may run ahead of the server's): it refuses
 * only a save made less than this long ago on the server's clock.
 */
export const LATE_SAVE_SERVER_MIN_MS = 23 * 60 * 60_000;

/** The save, made at `createdAt` (ISO or epoch ms), has waited more than 24 hours at `now`. */
export function isLateSave(createdAt: string | number, now: number = Date.now()): boolean {
  const at = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  return Number.isFinite(at) && now - at > LATE_SAVE_MS;
}

/** 'há 26 horas' / 'há 3 dias'. */
export function waitedFor(createdAt: string | number, now: number = Date.now()): string {
  const at = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  const hours = Math.floor((now - at) / 3_600_000);
  if (hours < 48) return `há ${hours} horas`;
  return `há ${Math.floor(hours / 24)} dias`;
}

export const LATE_SAVE_TEXT = {
  /** The worker's warning, on the queue and entry screens. */
  banner: (n: number) =>
    n === 1
      ? '1 registro espera no tablet há mais de 24 horas sem ter sido gravado no servidor.'
      : `${n} registros esperam no tablet há mais de 24 horas sem terem sido gravados no servidor.`,
  what: 'Abra a Fila de envio do tablet: corrija e reenvie, ou chame o supervisor. Se o tablet for perdido ou limpo, esses registros se perdem.',
  /** On the queue screen itself. */
  whatHere:
    'Corrija e reenvie cada um abaixo, ou chame o supervisor. Se o tablet for perdido ou limpo, esses registros se perdem.',
  /** The item's badge: 'Esperando há 30 horas'. */
  badge: (waited: string) => `Esperando ${waited}`,
  tooEarly: 'O registro ainda não espera há 24 horas.',
} as const;
