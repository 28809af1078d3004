import { fireEvent, screen } from '@testing-library/react';

/** Opens the select labelled `label` and clicks `option` (jsdom has no layout: the dropdown may read as hidden). */
export async function pickOption(label: string, option: string | RegExp): Promise<void> {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
