import { api } from '@app/lib/api-client';
import type { ResumoSemanalInscricao } from '@domain/schemas/resumo-semanal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET and PUT /api/v1/resumoSemanal/inscricao: whether the signed-in user receives the weekly digest. */
export function getInscricao(): Promise<ResumoSemanalInscricao> {
  return api.get<ResumoSemanalInscricao>('/api/v1/resumoSemanal/inscricao');
}

export function putInscricao(body: ResumoSemanalInscricao): Promise<{ message: string }> {
  return api.put<{ message: string }>('/api/v1/resumoSemanal/inscricao', body);
}

export const getInscricaoQueryOptions = () =>
  queryOptions({ queryKey: ['resumoSemanal', 'inscricao'], queryFn: getInscricao });

export function useInscricao() {
  return useQuery(getInscricaoQueryOptions());
}

export function useSaveInscricao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putInscricao,
    onSuccess: (_, body) => queryClient.setQueryData(getInscricaoQueryOptions().queryKey, body),
  });
}
