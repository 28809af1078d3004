import { api } from '@app/lib/api-client';
import type { Notificacao } from '@domain/schemas/notifications';
import { useMutation } from '@tanstack/react-query';

/** The hosts where the routine button shows besides the ones listed in VITE_NOTIFICATION_ROUTINE_HOSTS. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'] as const;

/** Spec §6: the button appears only on localhost and on the configured hosts. */
export function canCheckNotificacoes(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.trim().toLowerCase();
  return (LOCAL_HOSTS as readonly string[]).includes(host) || hosts.includes(host);
}

/** GET /api/v1/reTbNotificacoes/check?shouldSave=1&shouldSendEmail=1: runs the routine; the new notifications. */
export function checkNotificacoes(): Promise<Notificacao[]> {
  return api.get<Notificacao[]>('/api/v1/reTbNotificacoes/check', {
    params: { shouldSave: 1, shouldSendEmail: 1 },
  });
}

export function useCheckNotificacoes() {
  return useMutation({ mutationFn: checkNotificacoes });
}
