import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { DATE_DISPLAY_FORMAT } from '@domain/constants';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';

/** dayjs in pt-BR with weeks starting on Monday (spec §9; the stock pt-br locale starts on Sunday). */
dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);
dayjs.updateLocale('pt-br', { weekStart: 1 });
dayjs.locale('pt-br');

export const DAYJS_LOCALE = 'pt-br';
/** 1 = Monday (Mantine DatesProvider's firstDayOfWeek). */
export const FIRST_DAY_OF_WEEK = 1 as const;

/** dd/MM/yyyy, or '' for an empty or invalid value. */
export function formatDate(value: dayjs.ConfigType): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_DISPLAY_FORMAT) : '';
}

export function formatDateTime(value: dayjs.ConfigType): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(`${DATE_DISPLAY_FORMAT} HH:mm`) : '';
}

export { dayjs };
