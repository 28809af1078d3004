/**
 * The app's date input (spec §9: dd/MM/yyyy, pt-BR): typed as 'dd/mm/aaaa' (or yyyy-MM-dd), held and
 * reported as 'yyyy-MM-dd' (null when empty); anything not a real date reads as empty.
 */
import { brToIso, isIsoDate } from '@domain/dates';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { Ref } from 'react';

const parseDateInput = (input: string) => brToIso(input) ?? (isIsoDate(input) ? input : null);

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null | undefined;
  onChange: (iso: string | null) => void;
  ref?: Ref<HTMLInputElement>;
};

export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={parseDateInput}
      {...rest}
      value={value && isIsoDate(value) ? value : null}
      onChange={(v) => onChange(v || null)}
    />
  );
}
