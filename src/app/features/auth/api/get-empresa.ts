import { api } from '@app/lib/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The token's company; both null when none is chosen yet (schema: empresaAtual of @domain/schemas/auth). */
interface EmpresaAtual {
  idEmpresa: number | null;
  desEmpresa: string | null;
}

/** GET /api/authenticate/empresa → the token's company, {idEmpresa: null, desEmpresa: null} when none. */
export async function getEmpresa(): Promise<EmpresaAtual> {
  const data = await api.get<Partial<EmpresaAtual> | null>('/api/authenticate/empresa');
  return { idEmpresa: data?.idEmpresa ?? null, desEmpresa: data?.desEmpresa ?? null };
}

export const getEmpresaQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'empresa'], queryFn: getEmpresa, staleTime: Number.POSITIVE_INFINITY });
