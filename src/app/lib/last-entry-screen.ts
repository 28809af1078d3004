/**
 * The entry screen last opened on this device (localStorage), so the kitchen's home puts it first. A tablet
 * is shared by a kitchen's shift: it is the device's, not the user's.
 */
import { entryScreenOf } from '@app/utils/entry-screens';

const LAST_ENTRY_SCREEN_KEY = 'cd-last-entry-screen';

export function readLastEntryScreen(): string | null {
  try {
    return localStorage.getItem(LAST_ENTRY_SCREEN_KEY);
  } catch {
    return null;
  }
}

/** Remembers `pathname` when it is one of the entry screens; any other path is ignored. */
export function rememberEntryScreen(pathname: string): void {
  const screen = entryScreenOf(pathname);
  if (!screen) return;
  try {
    localStorage.setItem(LAST_ENTRY_SCREEN_KEY, screen);
  } catch {
    // storage unavailable: the menu's order stays
  }
}
