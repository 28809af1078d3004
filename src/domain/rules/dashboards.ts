import { DASH_MAX_DAYS, DASHBOARD_ID } from '../constants';
import { addDays, isIsoDate, mondayOf } from '../dates';
import { MSG } from '../messages';

/**
 * The dashboards' filters (spec §3 "Dashboard filter fields") and their validation (spec §5): the group is
 * required ('Informação obrigatória'); the period dates are required and valid ('Data inválida'); an end
 * before its start: 'A data final precisa ser menor que a inicial!'. Metas adds the type; Volumes requires
 * its baseline dates; Desafio the four challenge and previous-period dates. Every error is collected with
 * its field name; while any exists, nothing loads.
 */

export type DashboardId = (typeof DASHBOARD_ID)[keyof typeof DASHBOARD_ID];

/** The filter state of /home (dates 'yyyy-MM-dd'; ids null when not chosen). */
export interface DashFilters {
  reTbGruposRestaurantes: { idGrupo: number } | null;
  dtaPeriodoIni: string | null;
  dtaPeriodoFim: string | null;
  indPeriodo: number;
  tipDesperdicio: number | null;
  agrupamento: number | null;
  itemProduto: number | null;
  itemVenda: number | null;
  restaurante: number | null;
  daySelected: string | null;
  Volumes: { dtaPeriodoBaselineIni: string | null; dtaPeriodoBaselineFim: string | null };
  /** Destinos: the base period to compare with; both empty = the same number of days just before the period. */
  Destinos: { dtaPeriodoBaseIni: string | null; dtaPeriodoBaseFim: string | null };
  Desafio: { dtaPeriodoDesafioIni: string | null; dtaPeriodoDesafioFim: string | null };
  dtaPeriodoAnteriorIni: string | null;
  dtaPeriodoAnteriorFim: string | null;
  ExcedentePorPrato: { itemVenda: number | null; itemProduto: number | null };
  /** Volumes and Grupo de pratos: by satellite instead of restaurant. */
  shouldSearchBySatelite: boolean;
  idSatelite: number | null;
}

export interface FieldError {
  /** The field's name, dotted for nested ones ('Volumes.dtaPeriodoBaselineIni'). */
  field: string;
  message: string;
}

/**
 * The defaults of spec §9 for `today`: period Diário, both dates today, Metas type Bandeja; Desafio in
 * Monday-start weeks, the previous period one week back and the challenge one week ahead; Volumes' baseline
 * the week before.
 */
export function defaultDashFilters(today: string, idGrupo: number | null = null): DashFilters {
  const monday = mondayOf(today);
  return {
    reTbGruposRestaurantes: idGrupo ? { idGrupo } : null,
    dtaPeriodoIni: today,
    dtaPeriodoFim: today,
    indPeriodo: 0,
    tipDesperdicio: 1,
    agrupamento: null,
    itemProduto: null,
    itemVenda: null,
    restaurante: null,
    daySelected: null,
    Volumes: { dtaPeriodoBaselineIni: addDays(monday, -7), dtaPeriodoBaselineFim: addDays(monday, -1) },
    Destinos: { dtaPeriodoBaseIni: null, dtaPeriodoBaseFim: null },
    Desafio: { dtaPeriodoDesafioIni: addDays(monday, 7), dtaPeriodoDesafioFim: addDays(monday, 13) },
    dtaPeriodoAnteriorIni: addDays(monday, -7),
    dtaPeriodoAnteriorFim: addDays(monday, -1),
    ExcedentePorPrato: { itemVenda: null, itemProduto: null },
    shouldSearchBySatelite: false,
    idSatelite: null,
  };
}

function dateRange(errors: FieldError[], ini: [string, string | null], fim: [string, string | null]): void {
  const [iniField, iniValue] = ini;
  const [fimField, fimValue] = fim;
  const iniOk = !!iniValue && isIsoDate(iniValue);
  const fimOk = !!fimValue && isIsoDate(fimValue);
  if (!iniOk) errors.push({ field: iniField, message: MSG.invalidDate });
  if (!fimOk) errors.push({ field: fimField, message: MSG.invalidDate });
  if (iniOk && fimOk && (fimValue as string) < (iniValue as string))
    errors.push({ field: fimField, message: MSG.dashEndBeforeStart });
}

/** Every error of the filters of dashboard `id`, with its field; empty when the dashboard may load. */
export function validateDashFilters(id: DashboardId, f: DashFilters): FieldError[] {
  const errors: FieldError[] = [];
  if (!f.reTbGruposRestaurantes?.idGrupo)
    errors.push({ field: 'reTbGruposRestaurantes', message: MSG.required });
  if (id === DASHBOARD_ID.desafio) {
    dateRange(
      errors,
      ['Desafio.dtaPeriodoDesafioIni', f.Desafio.dtaPeriodoDesafioIni],
      ['Desafio.dtaPeriodoDesafioFim', f.Desafio.dtaPeriodoDesafioFim],
    );
    dateRange(
      errors,
      ['dtaPeriodoAnteriorIni', f.dtaPeriodoAnteriorIni],
      ['dtaPeriodoAnteriorFim', f.dtaPeriodoAnteriorFim],
    );
    return errors;
  }
  dateRange(errors, ['dtaPeriodoIni', f.dtaPeriodoIni], ['dtaPeriodoFim', f.dtaPeriodoFim]);
  if (id === DASHBOARD_ID.metas && !f.tipDesperdicio)
    errors.push({ field: 'tipDesperdicio', message: MSG.required });
  if (id === DASHBOARD_ID.metas && f.daySelected && !isIsoDate(f.daySelected))
    errors.push({ field: 'daySelected', message: MSG.invalidDate });
  if (id === DASHBOARD_ID.volumes) {
    dateRange(
      errors,
      ['Volumes.dtaPeriodoBaselineIni', f.Volumes.dtaPeriodoBaselineIni],
      ['Volumes.dtaPeriodoBaselineFim', f.Volumes.dtaPeriodoBaselineFim],
    );
  }
  if (id === DASHBOARD_ID.destinos && (f.Destinos.dtaPeriodoBaseIni || f.Destinos.dtaPeriodoBaseFim)) {
    dateRange(
      errors,
      ['Destinos.dtaPeriodoBaseIni', f.Destinos.dtaPeriodoBaseIni],
      ['Destinos.dtaPeriodoBaseFim', f.Destinos.dtaPeriodoBaseFim],
    );
  }
  return errors;
}

/** Days from `ini` to `fim`, both included. */
export function daysInRange(ini: string, fim: string): number {
  const t = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((t(fim) - t(ini)) / 86_400_000) + 1;
}

/** The server's check of a period: valid dates, end not before start, at most DASH_MAX_DAYS; or the message. */
export function periodError(ini: string, fim: string): string | null {
  if (!isIsoDate(ini) || !isIsoDate(fim)) return MSG.invalidDate;
  if (fim < ini) return MSG.dashEndBeforeStart;
  if (daysInRange(ini, fim) > DASH_MAX_DAYS) return MSG.dashPeriodTooLong(DASH_MAX_DAYS);
  return null;
}

/** Percent change from `base` to `value` (null when the base is 0). Negative = reduction. */
export function variationPc(base: number, value: number): number | null {
  if (!base) return null;
  return ((value - base) / base) * 100;
}

/** Where a period stands on `today`: not begun yet, running (today is in it), or over. */
export type PeriodState = 'nao-iniciado' | 'em-andamento' | 'encerrado';

export function periodState(period: { ini: string; fim: string }, today: string): PeriodState {
  if (period.ini > today) return 'nao-iniciado';
  if (period.fim >= today) return 'em-andamento';
  return 'encerrado';
}

/**
 * What a Desafio comparison can say (spec §9: by default the previous week against the coming one):
 * - 'nao-iniciado': a period has not begun yet (by default the challenge is next week): nothing to show for
 *   it but the day it starts ('Começa em dd/MM'), never 0 kg nor a reduction;
 * - 'em-andamento': both have begun but one is not over yet (it ends today or later): its kg are partial;
 * - 'sem-dados': both periods are over but the challenge has nothing recorded (no kg, no meals);
 * - 'resultado': the reduction (or increase) is final and may be shown.
 */
export type DesafioStatus = 'nao-iniciado' | 'em-andamento' | 'sem-dados' | 'resultado';

export interface DesafioPeriods {
  dtaPeriodoDesafioIni: string;
  dtaPeriodoDesafioFim: string;
  dtaPeriodoAnteriorIni: string;
  dtaPeriodoAnteriorFim: string;
}

export function desafioStatus(
  periods: DesafioPeriods,
  desafio: { qtdKg: number; refeicoes: number },
  today: string,
): DesafioStatus {
  const states = [
    periodState({ ini: periods.dtaPeriodoDesafioIni, fim: periods.dtaPeriodoDesafioFim }, today),
    periodState({ ini: periods.dtaPeriodoAnteriorIni, fim: periods.dtaPeriodoAnteriorFim }, today),
  ];
  if (states.includes('nao-iniciado')) return 'nao-iniciado';
  if (states.includes('em-andamento')) return 'em-andamento';
  if (desafio.qtdKg === 0 && desafio.refeicoes === 0) return 'sem-dados';
  return 'resultado';
}

/** The first day on which both periods have begun (what 'Começa em' shows while one has not). */
export const desafioStartsOn = (periods: DesafioPeriods): string =>
  periods.dtaPeriodoDesafioIni > periods.dtaPeriodoAnteriorIni
    ? periods.dtaPeriodoDesafioIni
    : periods.dtaPeriodoAnteriorIni;

/** The last day of the Inicial dashboard's bucket that starts on `start` (Diário 0, Semana 1, Mensal 2, Anual 3). */
export function bucketEnd(indPeriodo: number, start: string): string {
  const [y, m] = start.split('-').map(Number);
  if (indPeriodo === 1) return addDays(start, 6);
  if (indPeriodo === 2) return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  if (indPeriodo === 3) return `${y}-12-31`;
  return start;
}

/**
 * A bucket the search holds only in part: it starts before the period's first day, ends after its last day,
 * or is not over yet (it ends today or later). Its total is not comparable with the whole buckets beside it.
 */
export function isPartialBucket(
  indPeriodo: number,
  start: string,
  period: { ini: string; fim: string },
  today: string,
): boolean {
  const end = bucketEnd(indPeriodo, start);
  return start < period.ini || end > period.fim || end >= today;
}
