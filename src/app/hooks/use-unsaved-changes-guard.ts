/**
 * Leaving a screen with unsaved changes asks first (spec §4 staged edits): a route change is held by
 * react-router's useBlocker until the user answers 'Sair sem salvar' or 'Continuar editando'; closing or
 * reloading the tab gets the browser's own prompt (beforeunload). `confirmLeave` asks the same question for
 * in-page actions that would drop the changes (a new search).
 */
import { MSG } from '@domain/messages';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

const UNSAVED_CHANGES_LABELS = { confirm: 'Sair sem salvar', cancel: 'Continuar editando' } as const;

/** The confirmation dialog: true when the user chooses to drop the changes. */
function confirmDiscardChanges(): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: 'Alterações não salvas',
      children: MSG.unsavedChanges,
      labels: UNSAVED_CHANGES_LABELS,
      confirmProps: { color: 'red' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

/** How many mounted screens hold unsaved changes (the shell asks before re-mounting the current page). */
let dirtyScreens = 0;

/** Outside a screen (the sidebar's reload of the current page): asks only when some screen is dirty. */
export function confirmLeaveAnyScreen(): Promise<boolean> {
  return dirtyScreens > 0 ? confirmDiscardChanges() : Promise.resolve(true);
}

interface UnsavedChangesGuard {
  /** Resolves true at once when nothing is unsaved; otherwise asks. */
  confirmLeave: () => Promise<boolean>;
}

export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  const latest = useRef(blocker);
  latest.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscardChanges().then((leave) => {
      const current = latest.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    dirtyScreens += 1;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyScreens -= 1;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const confirmLeave = useCallback(() => (dirty ? confirmDiscardChanges() : Promise.resolve(true)), [dirty]);
  return { confirmLeave };
}
