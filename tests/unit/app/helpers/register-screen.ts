/** The two steps every register screen test starts with: open the screen at its rows, add a new row. */
import { fireEvent, screen } from '@testing-library/react';

/** Renders the screen (`render`) and waits until its row `id` is listed. */
export async function openAtRow(render: () => unknown, id: number): Promise<void> {
  render();
  await screen.findByTestId(`row-${id}`);
}

/** Clicks 'Adicionar' and waits for the new row (id -1). */
export async function addRow(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
  await screen.findByTestId('row--1');
}
