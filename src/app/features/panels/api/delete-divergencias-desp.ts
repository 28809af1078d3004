import { DIVERGENCIAS_DESP_KEY } from '@app/features/panels/api/search-divergencias-desp';
import { api } from '@app/lib/api-client';
import type { deleteDivergenciasResult } from '@domain/schemas/panels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

type DeleteDivergenciasResult = z.infer<typeof deleteDivergenciasResult>;

/** POST /api/v1/reTbDivergenciasDesp/deleteAllInBatch {idDivergencia}; an `exception` rejects the action. */
export async function deleteDivergenciasDesp(ids: number[]): Promise<DeleteDivergenciasResult> {
  const url = '/api/v1/reTbDivergenciasDesp/deleteAllInBatch';
  const result = await api.post<DeleteDivergenciasResult>(url, { idDivergencia: ids });
  if (result.exception) throw new Error(result.exception);
  return result;
}

export function useDeleteDivergenciasDesp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDivergenciasDesp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DIVERGENCIAS_DESP_KEY }),
  });
}
