/** The report filters' lookups, mocked: one group (4, 'Região Sul') with one restaurant (1, 'Restaurante Centro'). */
export const REPORT_GROUP_ROUTES = {
  'GET /api/v1/reTbGruposRestaurantes/lov': { body: [{ idGrupo: 4, desGrupo: 'Região Sul' }] },
  'GET /api/v1/reTbRestaurantes/searchByGrupo/4': {
    body: [{ idRestaurante: 1, desRestaurante: 'Restaurante Centro', idGrupo: 4 }],
  },
};
