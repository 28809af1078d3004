import { type Notificacao, USER_NOTIFICATIONS_KEY } from '@app/features/notifications/api/get-notifications';
import { api, getErrorMessage } from '@app/lib/api-client';
import { notifyError } from '@app/lib/notify';
import { MSG } from '@domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const MARK_READ_KEY = ['notifications', 'mark-read'] as const;

/** PUT /api/v1/reTbNotificacoes/user/indLido/1 {idsNotificacao}: marks notifications as read. */
export function markNotificationsRead(idsNotificacao: number[]): Promise<{ updated: number }> {
  return api.put<{ updated: number }>('/api/v1/reTbNotificacoes/user/indLido/1', { idsNotificacao });
}

/**
 * Marks as read with an optimistic update: the notifications leave the list at once and come back, with an
 * error toast, if the server refuses.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MARK_READ_KEY,
    mutationFn: markNotificationsRead,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey: USER_NOTIFICATIONS_KEY });
      const previous = queryClient.getQueryData<Notificacao[]>(USER_NOTIFICATIONS_KEY);
      queryClient.setQueryData<Notificacao[]>(USER_NOTIFICATIONS_KEY, (list) =>
        list?.filter((n) => !ids.includes(n.idNotificacao)),
      );
      return { previous };
    },
    onError: (error, ids, context) => {
      // Put back only these (another mark may have succeeded meanwhile), in their original order.
      const previous = context?.previous;
      if (previous)
        queryClient.setQueryData<Notificacao[]>(USER_NOTIFICATIONS_KEY, (list) => {
          const kept = new Set((list ?? []).map((n) => n.idNotificacao));
          return previous.filter((n) => kept.has(n.idNotificacao) || ids.includes(n.idNotificacao));
        });
      notifyError(getErrorMessage(error), MSG.notificationMarkReadFailed);
    },
    // Reload once the last of several quick marks is done (an earlier reload would bring back the others).
    onSettled: () =>
      queryClient.isMutating({ mutationKey: MARK_READ_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: USER_NOTIFICATIONS_KEY })
        : undefined,
  });
}
