import { api } from '@app/lib/api-client';
import { type Empresa, empresa } from '@domain/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/empresas → the companies the user may choose. */
export async function getEmpresas(): Promise<Empresa[]> {
  return empresa.array().parse(await api.get('/api/v1/empresas'));
}

export const getEmpresasQueryOptions = () => queryOptions({ queryKey: ['empresas'], queryFn: getEmpresas });

export function useEmpresas() {
  return useQuery(getEmpresasQueryOptions());
}
