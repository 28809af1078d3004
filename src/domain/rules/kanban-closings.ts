/**
 * The rules of the kitchen's closings of kanban lines ('Sem sobra', 'Acabou às HH:MM', a reopening, the produced
 * quantity): what a closing must hold, and which closing is in force on a line when several were made.
 */
import type { FechamentoInput, TipoFechamento } from '../schemas/kanban-closings';

/** The most a line can have produced (kg), as a weighing's maximum. */
export const MAX_QTD_PRODUZIDA = 100_000;

export const CLOSING_MSG = {
  horaRequired: 'Informe a hora em que acabou (HH:MM)',
  horaInvalid: (hora: string) => `Hora em que acabou inválida: ${hora} (use HH:MM)`,
  horaOnlyEsgotado: "Hora em que acabou só vale para o fechamento 'Acabou às'",
  qtdInvalid: 'Quantidade produzida inválida: informe um número maior ou igual a zero',
  qtdTooBig: 'Quantidade produzida acima do máximo permitido (100.000 kg)',
  nothing: 'Informe o fechamento (sem sobra ou acabou às) ou a quantidade produzida',
  deviceInstant: 'Data e hora do fechamento inválida',
  kanbanNotFound: (idKanban: number) => `Linha do kanban ${idKanban} não encontrada`,
  restaurantInactive: (idRestaurante: number) =>
    `Restaurante ${idRestaurante} inativo: não recebe fechamentos`,
} as const;

const HORA = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' of a 24-hour clock ('7:05' and '24:00' are not). */
export function isHoraHHMM(value: string | null | undefined): value is string {
  return typeof value === 'string' && HORA.test(value);
}

/** An ISO 8601 instant with its offset or Z ('2026-12-02T13:40:00.000Z'), as the devices send it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
export function deviceInstantMs(value: string): number | null {
  if (!INSTANT.test(value)) return null;
  // Date.parse rolls a day past the month's end over ('02-30' → 2 March): such a date is no instant.
  const [y, m, d] = [0, 5, 8].map((at, i) => Number(value.slice(at, at + (i ? 2 : 4))));
  if (d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** Why a closing cannot be saved as sent (its values alone), or null. */
export function closingError(c: Omit<FechamentoInput, 'uuidFechamento' | 'idKanban'>): string | null {
  const hora = c.horEsgotado?.trim() || null;
  if (c.tipo === 'esgotado') {
    if (!hora) return CLOSING_MSG.horaRequired;
    if (!isHoraHHMM(hora)) return CLOSING_MSG.horaInvalid(hora);
  } else if (hora) return CLOSING_MSG.horaOnlyEsgotado;
  const qtd = c.qtdProduzida;
  if (qtd !== null && qtd !== undefined) {
    if (!Number.isFinite(qtd) || qtd < 0) return CLOSING_MSG.qtdInvalid;
    if (qtd > MAX_QTD_PRODUZIDA) return CLOSING_MSG.qtdTooBig;
  }
  if (!c.tipo && (qtd === null || qtd === undefined)) return CLOSING_MSG.nothing;
  if (!c.dtaDispositivo || deviceInstantMs(c.dtaDispositivo) === null) return CLOSING_MSG.deviceInstant;
  return null;
}

/** The kanban's tip_fechamento: 'S' no surplus, 'E' ran out. */
export type TipFechamento = 'S' | 'E';
export const tipFechamentoOf = (tipo: TipoFechamento | null | undefined): TipFechamento | null =>
  tipo === 'semSobra' ? 'S' : tipo === 'esgotado' ? 'E' : null;
/** What a closed line says (a reopening leaves it without a closing). */
type TipoFechada = Exclude<TipoFechamento, 'reaberta'>;
export const tipoOf = (tip: string | null | undefined): TipoFechada | null =>
  tip === 'S' ? 'semSobra' : tip === 'E' ? 'esgotado' : null;

/** One closing of a line as the log keeps it ('R': the line reopened, its closing withdrawn). */
export interface LoggedClosing {
  idFechamento: number;
  tip: TipFechamento | 'R' | null;
  horEsgotado: string | null;
  qtdProduzida: number | null;
  /** Device instant, epoch ms. */
  dthDispositivo: number;
}

/** What a kanban line holds of its closing. */
export interface LineClosing {
  tipFechamento: TipFechamento | null;
  horEsgotado: string | null;
  /**
   * Device instant of the closing in force, or of the reopening that withdrew it (epoch ms); null when none or set
   * by an import.
   */
  dthFechamento: number | null;
  qtdProduzida: number | null;
}

/** The later of two logged closings: made later on the device; at the same instant, the one stored last. */
const later = (a: LoggedClosing, b: LoggedClosing) =>
  b.dthDispositivo > a.dthDispositivo ||
  (b.dthDispositivo === a.dthDispositivo && b.idFechamento > a.idFechamento)
    ? b
    : a;

function latest(log: readonly LoggedClosing[], keep: (c: LoggedClosing) => boolean): LoggedClosing | null {
  let out: LoggedClosing | null = null;
  for (const c of log) if (keep(c)) out = out ? later(out, c) : c;
  return out;
}

/**
 * The line after some closings were stored (`fresh`: their ids), from the whole log of the line. The closing
 * in force is the log's latest one made on the device (one that only corrects the quantity does not count; a
 * reopening counts, and leaves the line without a closing); it replaces the line's when it is one of the fresh
 * ones and not older than the one in force. The produced quantity is the latest one given on the device, again
 * only when it is a fresh one: a closing made earlier that arrives later is kept in the log and changes nothing.
 * Answers null when the line stays as it is.
 */
export function lineAfterClosings(
  line: LineClosing,
  log: readonly LoggedClosing[],
  fresh: ReadonlySet<number>,
): LineClosing | null {
  const next = { ...line };
  let changed = false;
  const closing = latest(log, (c) => c.tip !== null);
  if (
    closing &&
    fresh.has(closing.idFechamento) &&
    (line.dthFechamento === null || closing.dthDispositivo >= line.dthFechamento)
  ) {
    next.tipFechamento = closing.tip === 'R' ? null : closing.tip;
    next.horEsgotado = closing.tip === 'E' ? closing.horEsgotado : null;
    next.dthFechamento = closing.dthDispositivo;
    changed = true;
  }
  const quantity = latest(log, (c) => c.qtdProduzida !== null);
  if (quantity && fresh.has(quantity.idFechamento) && quantity.qtdProduzida !== line.qtdProduzida) {
    next.qtdProduzida = quantity.qtdProduzida;
    changed = true;
  }
  return changed ? next : null;
}

/** How a kanban line of the day reads on the surplus screen. */
export type LineEstado = 'aberta' | 'semSobra' | 'esgotado' | 'pesada';

/** A closing made on this device and not refused: what it says, and when it was made (epoch ms). */
export interface DeviceClosing {
  tipo: TipoFechamento | null;
  horEsgotado: string | null;
  qtdProduzida: number | null;
  at: number;
}

export interface LineView {
  estado: LineEstado;
  horEsgotado: string | null;
  qtdProduzida: number | null;
}

/**
 * The state of a line from what the server said (its closing in force and when it was made, the surplus
 * weighed) and the closings made on this device (sent or still on the tablet): the closing made last wins, as on
 * the server (a reopening withdraws the one before); a line not closed is 'pesada' once surplus was weighed for
 * it (here or on the server). The produced quantity is the device's latest, else the server's.
 */
export function lineView(
  server: {
    tipFechamento?: string | null;
    horEsgotado?: string | null;
    dthFechamento?: string | null;
    qtdProduzida?: number | null;
    qtdExcedente?: number | null;
  },
  device: readonly DeviceClosing[],
  weighedHereKg = 0,
): LineView {
  const serverAt = server.dthFechamento ? Date.parse(server.dthFechamento) : Number.NEGATIVE_INFINITY;
  let closing: { tipo: TipoFechada | null; horEsgotado: string | null; at: number } = {
    tipo: tipoOf(server.tipFechamento),
    horEsgotado: server.horEsgotado ?? null,
    at: serverAt,
  };
  let qtd: { value: number | null; at: number } = { value: null, at: Number.NEGATIVE_INFINITY };
  for (const d of device) {
    if (d.tipo && d.at >= closing.at)
      closing = { tipo: d.tipo === 'reaberta' ? null : d.tipo, horEsgotado: d.horEsgotado, at: d.at };
    if (d.qtdProduzida !== null && d.at >= qtd.at) qtd = { value: d.qtdProduzida, at: d.at };
  }
  const weighed = (server.qtdExcedente ?? 0) > 0 || weighedHereKg > 0;
  return {
    estado: closing.tipo ?? (weighed ? 'pesada' : 'aberta'),
    horEsgotado: closing.tipo === 'esgotado' ? closing.horEsgotado : null,
    qtdProduzida: qtd.value ?? server.qtdProduzida ?? null,
  };
}
