/**
 * The app's date input (spec §9: dd/MM/yyyy, pt-BR): typed as 'dd/mm/aaaa' (or yyyy-MM-dd), held and
 * reported as 'yyyy-MM-dd' (null when empty). A typed text that is not a real date is never replaced by the
 * previous date: it stays as typed, shows 'Formato da data invalido' once the field is left (spec §5), and
 * `onTextValidity(false)` tells the screen to block its save until it is corrected.
 */
import { brToIso, isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { type FocusEvent, type FormEvent, type Ref, useState } from 'react';

const parseDateInput = (input: string) => brToIso(input) ?? (isIsoDate(input) ? input : null);

/** The typed text is empty or a real date. */
export const isDateTextValid = (text: string) => !text.trim() || parseDateInput(text.trim()) !== null;

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null | undefined;
  onChange: (iso: string | null) => void;
  /** Called whenever the typed text turns valid or invalid (while typing and on leaving the field). */
  onTextValidity?: (valid: boolean) => void;
  ref?: Ref<HTMLInputElement>;
};

export function DateField({ value, onChange, onTextValidity, error, onBlur, ...rest }: DateFieldProps) {
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(false);
  const report = (text: string, leaving: boolean) => {
    const bad = !isDateTextValid(text);
    if (bad !== invalid) {
      setInvalid(bad);
      onTextValidity?.(!bad);
    }
    if (leaving || !bad) setShown(bad);
  };
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={parseDateInput}
      fixOnBlur={false}
      {...rest}
      error={shown ? MSG.dateFormatInvalid : error}
      value={value && isIsoDate(value) ? value : null}
      onChange={(v) => {
        report(v ? String(v) : '', false);
        onChange(v || null);
      }}
      onInput={(e: FormEvent<HTMLInputElement>) => report(e.currentTarget.value, false)}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        report(e.currentTarget.value, true);
        onBlur?.(e);
      }}
    />
  );
}
