/** The registers' list screens (/listReTb…): rows edited on the page and saved together. */
import type { Locator, Page } from 'playwright';
import { expect } from 'vitest';

/**
 * Opens the list screen at `path` with 100 rows a page and waits for the row of id `shownId`; answers a row by
 * its id (a new one's is negative: -1, -2…).
 */
export async function openRows(page: Page, path: string, shownId: number): Promise<(id: number) => Locator> {
  await page.evaluate(() => localStorage.setItem('pageSize', '100'));
  await page.goto(path);
  const row = (id: number) => page.getByTestId(`row-${id}`);
  await expect.poll(() => row(shownId).isVisible(), { timeout: 30_000 }).toBe(true);
  return row;
}
