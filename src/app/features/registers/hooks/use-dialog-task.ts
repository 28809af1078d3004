/**
 * The state of a register's action dialog: open or not, and the task its confirmation runs (busy meanwhile;
 * a failure is notified with the server's text and leaves the dialog open).
 */
import { getErrorMessage } from '@app/lib/api-client';
import { notifyError } from '@app/lib/notify';
import { useState } from 'react';

export function useDialogTask() {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      notifyError(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return { opened, setOpened, busy, run };
}
