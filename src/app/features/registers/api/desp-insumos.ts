import { type RegisterResource, restResource } from '@app/components/register/register-resource';
import { api } from '@app/lib/api-client';
import { inputsInUseMessage } from '@domain/rules/waste-config';
import type { InsumoLov } from '@domain/schemas/appointments';
import type { DespInsumo, DespInsumoItem } from '@domain/schemas/waste-config';

/**
 * A monitored input as the register screen holds it: the key is the input itself (idInsumo, chosen on a new
 * row), so the engine's id is `idLinha` — idInsumo for a stored row, a temporary id for a new one.
 */
export type DespInsumoLinha = DespInsumo & { idLinha: number };

const withLinha = (row: DespInsumo): DespInsumoLinha => ({ ...row, idLinha: row.idInsumo });

/**
 * POST /api/v1/reTbDesperdiciosDet/findIdInsumos {idInsumo: ids}: those monitored inputs, each with `emUso`
 * (an appointment references it).
 */
export function getDespInsumosEmUso(idInsumo: number[]): Promise<InsumoLov[]> {
  return api.post<InsumoLov[]>('/api/v1/reTbDesperdiciosDet/findIdInsumos', { idInsumo });
}

const rest = restResource<DespInsumo, DespInsumoItem>({
  key: 'reTbDespInsumos',
  base: '/api/v1/reTbDespInsumos',
  remove: { bodyKey: 'idInsumo', valuesOf: (ids, rows) => (rows.length ? rows.map((r) => r.idInsumo) : ids) },
});

/**
 * Monitored inputs (spec §7 "Inputs"): GET, POST saveAll (an upsert by idInsumo), DELETE {idInsumo}. Before
 * deleting, the inputs with appointments stay (findIdInsumos, spec §5).
 */
export const despInsumosResource: RegisterResource<DespInsumoLinha, DespInsumoItem> = {
  key: rest.key,
  list: async (filters) => (await rest.list(filters)).map(withLinha),
  async saveAll(items) {
    const outcome = await rest.saveAll(items);
    return outcome.ok ? { ok: true, saved: outcome.saved.map(withLinha) } : outcome;
  },
  remove: (ids, rows) => rest.remove(ids, rows),
  async beforeDelete(ids, rows) {
    const idInsumo = rows.length ? rows.map((r) => r.idInsumo) : ids;
    const blocked = (await getDespInsumosEmUso(idInsumo)).filter((i) => i.emUso).map((i) => i.idInsumo);
    return { blocked, message: inputsInUseMessage(blocked) ?? undefined };
  },
};
