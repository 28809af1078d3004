import { within } from '@testing-library/react';

/** The text of every cell of every row of `table` but its first (the header). */
export const bodyRowsText = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
