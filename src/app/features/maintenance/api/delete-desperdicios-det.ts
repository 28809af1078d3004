import { api } from '@app/lib/api-client';

/** DELETE /api/v1/reTbDesperdiciosDet/deleteByIDs {idApontamento}: deletes stored appointments. */
export function deleteDesperdiciosDet(ids: number[]): Promise<{ deleted: number }> {
  return api.delete<{ deleted: number }>('/api/v1/reTbDesperdiciosDet/deleteByIDs', {
    body: { idApontamento: ids },
  });
}
