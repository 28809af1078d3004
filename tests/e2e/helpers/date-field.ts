/** The screens' date fields (dd/MM/yyyy, with a calendar), as a user types in them. */
import type dayjs from 'dayjs';
import type { Page } from 'playwright';

/** A day as the date fields show it (dd/MM/yyyy). */
export const br = (d: dayjs.Dayjs) => d.format('DD/MM/YYYY');

/** Types `value` (dd/MM/yyyy) into the first date field whose label starts with `label`. */
export async function typeDate(page: Page, label: string, value: string) {
  // Anchored: 'Data inicial' (with or without the required mark), never 'Base: data inicial'.
  const input = page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await input.fill(value);
  await input.press('Tab');
  // Tab moves to the next date field, whose calendar opens over the buttons: close it.
  await page.keyboard.press('Escape');
}
