/**
 * The app's date input (spec §9: dd/MM/yyyy, pt-BR): typed as 'dd/mm/aaaa' (or yyyy-MM-dd), held and
 * reported as 'yyyy-MM-dd' (null when empty).
 * - By default a typed text that is not a date snaps back to the value on leaving the field.
 * - With `onTextValidity` (the entry screens), it is never replaced: it stays as typed, shows 'Formato da data
 *   invalido' once the field is left (spec §5) — or 'Informação obrigatória' when a required field is emptied —
 *   and `onTextValidity(false)` tells the screen to block its save until it is corrected.
 */
import { StandIn, useStandIn } from '@app/components/ui/stand-in';
import { brToIso, isIsoDate, isoToBr } from '@domain/dates';
import { MSG } from '@domain/messages';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { type FocusEvent, type FormEvent, type Ref, useState } from 'react';

const parseDateInput = (input: string) => brToIso(input) ?? (isIsoDate(input) ? input : null);

/** The typed text is empty or a real date. */
const isDateTextValid = (text: string) => !text.trim() || parseDateInput(text.trim()) !== null;

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null | undefined;
  onChange: (iso: string | null) => void;
  /** Called whenever the typed text turns valid or invalid (while typing and on leaving the field). */
  onTextValidity?: (valid: boolean) => void;
  ref?: Ref<HTMLInputElement>;
  /** Drawn as a plain input until the user reaches it (stand-in.tsx): for the screens a tablet opens cold. */
  standIn?: boolean;
};

export function DateField({
  value,
  onChange,
  onTextValidity,
  error,
  onBlur,
  ref,
  standIn: withStandIn = false,
  ...rest
}: DateFieldProps) {
  const standIn = useStandIn(ref, withStandIn);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const keepsText = !!onTextValidity;
  const report = (text: string, leaving: boolean) => {
    if (!keepsText) return;
    const bad = !isDateTextValid(text)
      ? MSG.dateFormatInvalid
      : rest.required && !text.trim()
        ? MSG.required
        : null;
    if (bad !== invalid) {
      setInvalid(bad);
      onTextValidity?.(!bad);
    }
    if (leaving || !bad) setShown(bad);
  };
  const placeholder = rest.placeholder ?? 'dd/mm/aaaa';
  if (!standIn.reached) {
    return (
      <StandIn
        of={rest}
        error={error}
        placeholder={placeholder}
        text={value && isIsoDate(value) ? isoToBr(value) : ''}
        onReach={standIn.reach}
        inputRef={standIn.ref}
      />
    );
  }
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={parseDateInput}
      fixOnBlur={!keepsText}
      {...rest}
      placeholder={placeholder}
      ref={standIn.ref}
      error={shown ?? error}
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
