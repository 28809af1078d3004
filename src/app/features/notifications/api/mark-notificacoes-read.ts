import { type Notificacao, USER_NOTIFICACOES_KEY } from '@app/features/notifications/api/get-notificacoes';
import { api, getErrorMessage } from '@app/lib/api-client';
import { notifyError } from '@app/lib/notify';
import { MSG } from '@domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const MARK_READ_KEY = ['notifications', 'mark-read'] as const;

/** PUT /api/v1/reTbNotificacoes/user/indLido/1 {idsNotificacao}: marks notifications as read. */
export function markNotificacoesRead(idsNotificacao: number[]): Promise<{ updated: number }> {
  return api.put<{ updated: number }>('/api/v1/reTbNotificacoes/user/indLido/1', { idsNotificacao });
}

/**
 * Marks as read with an optimistic update: the notifications leave the list at once and come back, with an
 * error toast, if the server refuses.
 */
export function useMarkNotificacoesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MARK_READ_KEY,
    mutationFn: markNotificacoesRead,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey: USER_NOTIFICACOES_KEY });
      const previous = queryClient.getQueryData<Notificacao[]>(USER_NOTIFICACOES_KEY);
      queryClient.setQueryData<Notificacao[]>(USER_NOTIFICACOES_KEY, (list) =>
        list?.filter((n) => !ids.includes(n.idNotificacao)),
      );
      return { previous };
    },
    onError: (error, ids, context) => {
      // Put back only these (another mark may have succeeded meanwhile), in their original order.
      const previous = context?.previous;
      if (previous)
        queryClient.setQueryData<Notificacao[]>(USER_NOTIFICACOES_KEY, (list) => {
          const kept = new Set((list ?? []).map((n) => n.idNotificacao));
          return previous.filter((n) => kept.has(n.idNotificacao) || ids.includes(n.idNotificacao));
        });
      notifyError(getErrorMessage(error), MSG.notificationMarkReadFailed);
    },
    // Reload once the last of several quick marks is done (an earlier reload would bring back the others).
    onSettled: () =>
      queryClient.isMutating({ mutationKey: MARK_READ_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: USER_NOTIFICACOES_KEY })
        : undefined,
  });
}
