import { api } from '@app/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** An alert notification of the signed-in user (spec §7 Notifications). */
export interface Notificacao {
  idNotificacao: number;
  idAlerta: number | null;
  idUsuario: number;
  /** 0 unread, 1 read. */
  indLido: number;
  /** HTML. */
  txtMensagem: string | null;
  dtaRegistro: string | null;
  idAlertaFk: { tipAlerta: number | null; [key: string]: unknown } | null;
}

/** GET /api/v1/reTbNotificacoes/user → the unread notifications. */
export async function getNotifications(): Promise<Notificacao[]> {
  const data = await api.get<unknown>('/api/v1/reTbNotificacoes/user');
  return Array.isArray(data) ? (data as Notificacao[]) : [];
}

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'user'],
    queryFn: getNotifications,
    retry: false,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled: options.enabled ?? true });
}
