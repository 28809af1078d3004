import { api } from '@app/lib/api-client';
import type { Page } from '@domain/schemas/approvals';
import type { Integracao, IntegracaoFiltro } from '@domain/schemas/panels';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const INTEGRACAO_DESPERDICIO_URL = '/api/v1/reTbIntegracaoDesperdicio';
/** Every query of the integration panel lives under this key (reloaded after each action). */
export const INTEGRACAO_DESPERDICIO_KEY = ['panels', 'integracoes'] as const;

interface IntegracoesPaging {
  /** 0-based. */
  page: number;
  size: number;
}

/** POST api/v1/reTbIntegracaoDesperdicio/findAllByFilter?page&size: the company's records, newest first. */
export function findIntegracaoDesperdicio(
  filtro: IntegracaoFiltro,
  { page, size }: IntegracoesPaging,
): Promise<Page<Integracao>> {
  return api.post<Page<Integracao>>(`${INTEGRACAO_DESPERDICIO_URL}/findAllByFilter`, filtro, {
    params: { page, size },
  });
}

export const findIntegracaoDesperdicioQueryOptions = (filtro: IntegracaoFiltro, paging: IntegracoesPaging) =>
  queryOptions({
    queryKey: [...INTEGRACAO_DESPERDICIO_KEY, 'list', filtro, paging.page, paging.size],
    queryFn: () => findIntegracaoDesperdicio(filtro, paging),
    placeholderData: keepPreviousData,
  });

export function useIntegracaoDesperdicio(filtro: IntegracaoFiltro, paging: IntegracoesPaging) {
  return useQuery(findIntegracaoDesperdicioQueryOptions(filtro, paging));
}
