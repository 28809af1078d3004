import { PENDENTES_POR_UNIDADE_KEY } from '@app/api/get-pendentes-por-unidade';
import { despApontDetailKey } from '@app/features/approvals/api/get-desp-apont';
import { DESP_APONT_LIST_KEY } from '@app/features/approvals/api/get-desp-apont-list';
import { HISTORICO_APROV_KEY } from '@app/features/approvals/api/get-historico-aprov';
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
export function analyseDespApont({ idApontamento, decisao, justificativa }: AnaliseVariables) {
  return api.post<ApontamentoAnalise>(`/api/v1/reTbDespApont/${idApontamento}/${decisao}`, {
    justificativa,
  });
}

/** Approves or rejects; on success the list, the history and the bell reload. */
export function useAnalyseDespApont() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseDespApont,
    onSuccess: (data, { idApontamento }) => {
      queryClient.setQueryData(despApontDetailKey(idApontamento), data);
      // The analysed one leaves the pending lists at once (a kept page shows no stale row), then they reload.
      queryClient.setQueriesData<Page<ApontamentoDetalhe>>({ queryKey: DESP_APONT_LIST_KEY }, (page) =>
        page?.content.some((a) => a.idApontamento === idApontamento)
          ? {
              ...page,
              content: page.content.filter((a) => a.idApontamento !== idApontamento),
              totalElements: Math.max(0, page.totalElements - 1),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: DESP_APONT_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: HISTORICO_APROV_KEY });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      void queryClient.invalidateQueries({ queryKey: PENDENTES_POR_UNIDADE_KEY });
    },
  });
}
