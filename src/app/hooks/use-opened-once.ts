import { useState } from 'react';

/**
 * Whether a dialog has ever been opened: until then it need not be in the page at all. A closed Mantine Modal
 * still runs its hooks (scroll lock, media queries, transitions) on every render of its parent; mounted at
 * the first opening, then kept, it closes with its transition as before.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
