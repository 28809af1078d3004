import { approvalDetailKey } from '@app/features/approvals/api/get-approval';
import { APPROVALS_LIST_KEY } from '@app/features/approvals/api/get-approvals';
import { HISTORY_KEY } from '@app/features/approvals/api/get-history';
import { api } from '@app/lib/api-client';
import type { ApontamentoAnalise, ApontamentoDetalhe, Page } from '@domain/schemas/approvals';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type Decisao = 'aprovar' | 'reprovar';

interface AnaliseVariables {
  idApontamento: number;
  decisao: Decisao;
  justificativa: string;
}

/** POST /api/v1/reTbDespApont/{id}/aprovar | /reprovar {justificativa} → the updated appointment. */
export function analyseApproval({ idApontamento, decisao, justificativa }: AnaliseVariables) {
  return api.post<ApontamentoAnalise>(`/api/v1/reTbDespApont/${idApontamento}/${decisao}`, {
    justificativa,
  });
}

/** Approves or rejects; on success the list, the history and the bell reload. */
export function useAnalyseApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseApproval,
    onSuccess: (data, { idApontamento }) => {
      queryClient.setQueryData(approvalDetailKey(idApontamento), data);
      // The analysed one leaves the pending lists at once (a kept page shows no stale row), then they reload.
      queryClient.setQueriesData<Page<ApontamentoDetalhe>>({ queryKey: APPROVALS_LIST_KEY }, (page) =>
        page?.content.some((a) => a.idApontamento === idApontamento)
          ? {
              ...page,
              content: page.content.filter((a) => a.idApontamento !== idApontamento),
              totalElements: Math.max(0, page.totalElements - 1),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: APPROVALS_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
