/**
 * One result per tap on an entry screen's Salvar: a second tap while the first is being checked and stored
 * does nothing, and so does a tap on a form just emptied by a save (the second tap of a double tap).
 */
import { useRef } from 'react';

/** A tap on an emptied form this soon after a save is the second tap of a double tap. */
const DOUBLE_TAP_MS = 1_500;

export function useSaveGuard() {
  const busy = useRef(false);
  const savedAt = useRef(0);
  return {
    /** Runs the save unless one is running, or the form is empty right after a save. */
    async run(save: () => Promise<void>, formEmpty: boolean): Promise<void> {
      if (busy.current) return;
      if (formEmpty && Date.now() - savedAt.current < DOUBLE_TAP_MS) return;
      busy.current = true;
      try {
        await save();
      } finally {
        busy.current = false;
      }
    },
    /** Call when a save has been stored (the form is emptied next). */
    saved(): void {
      savedAt.current = Date.now();
    },
  };
}
