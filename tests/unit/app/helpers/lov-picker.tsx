/** A restaurant picker holding its own value (7 at first), as a screen holds it, for the picker's tests. */
import { type LovOption, LovSelect } from '@app/components/ui/lov-select';
import { useState } from 'react';

export const PICKER_OPTIONS: LovOption[] = [
  { id: 7, label: 'Restaurante Centro' },
  { id: 9, label: 'Restaurante Norte' },
];

export function Picker({
  standIn = false,
  required = false,
  onChange = () => {},
}: {
  standIn?: boolean;
  required?: boolean;
  onChange?: (id: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(7);
  return (
    <LovSelect
      standIn={standIn}
      label="Restaurante"
      required={required}
      options={PICKER_OPTIONS}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}
