/** The selection checkboxes of the panels' lists: 'Selecionar registro {id}' and 'Selecionar todos da página'. */

import { Box, Checkbox } from '@mantine/core';

/** A checkbox whose whole 44 × 44 px box toggles it. */
function SelectionCheckbox({
  label,
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box
      component="label"
      miw={44}
      h={44}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer' }}
    >
      <Checkbox
        size="md"
        aria-label={label}
        checked={checked}
        indeterminate={indeterminate}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </Box>
  );
}

/** The checkbox of one row. */
export function RowCheckbox({
  id,
  selected,
  onToggle,
}: {
  id: number;
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
}) {
  return (
    <SelectionCheckbox
      label={`Selecionar registro ${id}`}
      checked={selected.has(id)}
      onChange={(checked) => onToggle(id, checked)}
    />
  );
}

/** The checkbox of the page: checked when every row of it is selected, indeterminate when some are. */
export function PageCheckbox({
  ids,
  selected,
  onChange,
}: {
  ids: readonly number[];
  selected: ReadonlySet<number>;
  onChange: (checked: boolean) => void;
}) {
  const onPage = ids.filter((id) => selected.has(id)).length;
  return (
    <SelectionCheckbox
      label="Selecionar todos da página"
      checked={ids.length > 0 && onPage === ids.length}
      indeterminate={onPage > 0 && onPage < ids.length}
      disabled={ids.length === 0}
      onChange={onChange}
    />
  );
}

/** The background of a selected row. */
export const selectedRowBg = (selected: boolean) =>
  selected ? 'var(--mantine-primary-color-light)' : undefined;
