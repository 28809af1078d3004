/** What every dashboard panel test does: open the panel and wait for one of its tables; show a refused period. */
import { MSG } from '@domain/messages';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type { Route } from './fake-api';
import { renderScreen } from './render-screen';

/** Renders `panel` on the home page and waits for its table named `name`. */
export async function renderPanelTable(panel: ReactElement, name: string): Promise<HTMLElement> {
  renderScreen('/home', panel);
  return screen.findByRole('table', { name });
}

/**
 * `route` answers 400 'Data final anterior a inicial': rendered, `panel` shows the server's exception in an alert
 * and logs the failure.
 */
export async function expectRefusedPeriodShown(
  table: Record<string, Route>,
  route: string,
  panel: ReactElement,
): Promise<void> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  table[route] = { status: 400, body: { exception: MSG.dashEndBeforeStart } };
  renderScreen('/home', panel);
  expect((await screen.findByRole('alert')).textContent).toContain(MSG.dashEndBeforeStart);
  expect(warn).toHaveBeenCalled();
}
