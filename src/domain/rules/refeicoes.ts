/**
 * The rules of the meals typed per restaurant and day: what a quantity must be, which days take served meals,
 * and how long a period one read may cover.
 */
import { isoToBr, weekday } from '../dates';
import { MSG } from '../messages';
import { formatDecimalBR } from '../numbers';
import type { RefeicaoInput } from '../schemas/refeicoes';
import { daysInRange } from './dashboards';
import { deviceInstantMs } from './kanban-closings';

/** The most meals one restaurant serves (or plans) in a day. */
export const MAX_REFEICOES_DIA = 100_000;

/** The longest period one read covers (two months). */
export const MAX_REFEICOES_DIAS = 62;

const CAMPO = { qtdRefeicoes: 'Refeições servidas', qtdPlanejadas: 'Refeições planejadas' } as const;

/** A typed quantity: undefined when not given (left as it is), null when cleared (null or ''), else the number. */
export function qtdDigitada(value: number | '' | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return value;
}

function qtdError(campo: keyof typeof CAMPO, value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0) return MSG.refeicoesInvalida(CAMPO[campo]);
  if (value > MAX_REFEICOES_DIA)
    return MSG.refeicoesAcimaMaximo(CAMPO[campo], formatDecimalBR(MAX_REFEICOES_DIA, 0));
  return null;
}

/**
 * Why a record cannot be saved as sent (its values alone), or null. `hoje`: today in the restaurant's zone;
 * served meals are for days up to it, planned ones for any day.
 */
export function refeicaoError(
  r: Pick<RefeicaoInput, 'dtaRefeicao' | 'qtdRefeicoes' | 'qtdPlanejadas' | 'dtaDispositivo'>,
  hoje: string,
): string | null {
  const servidas = qtdDigitada(r.qtdRefeicoes);
  const planejadas = qtdDigitada(r.qtdPlanejadas);
  if (servidas === undefined && planejadas === undefined) return MSG.refeicoesNada;
  const bad = qtdError('qtdRefeicoes', servidas) ?? qtdError('qtdPlanejadas', planejadas);
  if (bad) return bad;
  if (typeof servidas === 'number' && r.dtaRefeicao > hoje)
    return MSG.refeicoesServidasFuturo(isoToBr(r.dtaRefeicao));
  if (r.dtaDispositivo != null && deviceInstantMs(r.dtaDispositivo) === null) return MSG.refeicoesInstante;
  return null;
}

/** A typed record of one quantity of a restaurant's day, as the log keeps it. */
export interface RegistroDoDia {
  /** The order it was stored in. */
  id: number;
  /** When it was typed (epoch ms): on the device, else (older tablets) when the server received it. */
  instante: number;
  qtd: number | null;
}

/**
 * The record in force among a day's typed records of one quantity: the one typed last, whichever reached the
 * server last (a tablet that was offline does not undo a later correction); of two typed at the same instant,
 * the one stored last. Undefined when there is none.
 */
export function registroEmVigor<T extends RegistroDoDia>(registros: readonly T[]): T | undefined {
  let vigente: T | undefined;
  for (const r of registros)
    if (!vigente || r.instante > vigente.instante || (r.instante === vigente.instante && r.id > vigente.id))
      vigente = r;
  return vigente;
}

/** Why a period cannot be read (reversed, or longer than MAX_REFEICOES_DIAS), or null. Days 'yyyy-MM-dd'. */
export function periodoError(dtaIni: string, dtaFim: string): string | null {
  if (dtaFim < dtaIni) return MSG.refeicoesPeriodoInvertido;
  return daysInRange(dtaIni, dtaFim) > MAX_REFEICOES_DIAS
    ? MSG.refeicoesPeriodoLongo(MAX_REFEICOES_DIAS)
    : null;
}

const DIAS_DA_SEMANA = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** 'yyyy-MM-dd' → its weekday's pt-BR name ('Segunda-feira'). */
export function diaDaSemana(iso: string): string {
  return DIAS_DA_SEMANA[weekday(iso)];
}

/**
 * A quantity as typed in a field: '' clears it (null), digits are the number (dots and spaces as thousands
 * separators: '1.200' is 1200), anything else is not a quantity (NaN, refused with refeicaoError's message).
 */
export function parseQtdTexto(text: string): number | null {
  const t = text.trim().replace(/[.\s]/g, '');
  if (t === '') return null;
  return /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}
