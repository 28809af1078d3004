import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Toasts (Mantine Notifications). The one place the app shows them from non-React code. */
export function notifyError(
  message: ReactNode,
  title?: ReactNode,
  options?: { id?: string; autoClose?: number | false },
) {
  notifications.show({ color: 'red', title, message, ...options });
}

export function notifySuccess(message: ReactNode, title?: ReactNode) {
  notifications.show({ color: 'green', title, message });
}

export function notifyInfo(
  message: ReactNode,
  title?: ReactNode,
  options?: { id?: string; autoClose?: number | false },
) {
  notifications.show({ color: 'brand', title, message, ...options });
}
