/**
 * The administrative dialog (spec §1, §6, §9): Ctrl+L anywhere in the app — also with the focus in an input —
 * opens it, and so does 'Administração' in the user menu (a tablet has no keyboard); Escape closes it. Its
 * state is the layout's. Only this shell is in the app's chunk: the tabs load when first opened.
 */
import { useOpenedOnce } from '@app/hooks/use-opened-once';
import { MSG } from '@domain/messages';
import { Center, Loader, Modal } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

const AdminDialogTabs = lazy(() =>
  import('./admin-dialog-tabs').then((m) => ({ default: m.AdminDialogTabs })),
);

/** Ctrl+L (not Cmd: the spec names Ctrl). preventDefault keeps the browser's address-bar shortcut out. */
const ADMIN_DIALOG_HOTKEY = 'ctrl+L';

export function AdminDialog({
  opened,
  onOpen,
  onClose,
}: {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  // [] = fire in inputs, textareas and selects too; true = and in contentEditable.
  useHotkeys([[ADMIN_DIALOG_HOTKEY, onOpen, { preventDefault: true }]], [], true);

  if (!useOpenedOnce(opened)) return null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Administração"
      size="xl"
      fullScreen={phone}
      closeOnEscape
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {opened && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={MSG.loading} />
            </Center>
          }
        >
          <AdminDialogTabs />
        </Suspense>
      )}
    </Modal>
  );
}
