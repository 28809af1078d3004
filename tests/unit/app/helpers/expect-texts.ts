import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Each of these texts is shown: in `container`, or anywhere on the screen. */
export function expectTextsShown(texts: (string | RegExp)[], container?: HTMLElement): void {
  const query = container ? within(container) : screen;
  for (const text of texts) expect(query.getByText(text)).toBeTruthy();
}
