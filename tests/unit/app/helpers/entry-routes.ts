import type { MockResponse } from './fetch-mock';

type Route = MockResponse | ((init: RequestInit) => MockResponse);

/**
 * The lookups every entry screen makes for a company with one restaurant (42, 'Restaurante Único'): no scale,
 * destination or container, parameters empty, a reference of 0. `over` replaces or adds routes.
 */
export function entryRoutes(over: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /api/v1/reTbRestaurantes/lov/search': {
      body: [{ idRestaurante: 42, desRestaurante: 'Restaurante Único', idGrupo: null }],
    },
    'GET /api/v1/reTbBalancas/lov/byRestaurante/42': { body: [] },
    'POST /api/v1/reTbDestDesperdicio/filter': { body: [] },
    'POST /api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante': { body: [] },
    'GET /api/v1/reTbParametros': { body: [] },
    'PUT /api/v1/reTbDesperdiciosDet/findMediaQtd': {
      body: { mediaQtd: 0, minQtd: 0, maxQtd: 0, exception: null },
    },
    ...over,
  };
}
