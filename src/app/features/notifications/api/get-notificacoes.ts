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

const NOTIFICATIONS_KEY = ['notifications'] as const;
export const USER_NOTIFICACOES_KEY = [...NOTIFICATIONS_KEY, 'user'] as const;

/** How often the bell asks for new notifications while the app is open. */
const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /api/v1/reTbNotificacoes/user → the unread notifications. */
export async function getNotificacoes(): Promise<Notificacao[]> {
  const data = await api.get<unknown>('/api/v1/reTbNotificacoes/user');
  return Array.isArray(data) ? (data as Notificacao[]) : [];
}

/** The count stays fresh: on window focus, every minute, and after an analysis (which invalidates the key). */
export const getNotificacoesQueryOptions = () =>
  queryOptions({
    queryKey: USER_NOTIFICACOES_KEY,
    queryFn: getNotificacoes,
    retry: false,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });

export function useNotificacoes(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getNotificacoesQueryOptions(), enabled: options.enabled ?? true });
}
