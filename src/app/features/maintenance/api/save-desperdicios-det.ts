import { ApiError, api } from '@app/lib/api-client';
import type { Apontamento, ApontamentoInput, ApontamentoResultado } from '@domain/schemas/appointments';

type SaveAppointmentsResult =
  | { ok: true; saved: Apontamento[] }
  /** 400 with the items echoed, `exception` set on the refused ones: nothing was saved. */
  | { ok: false; refused: ApontamentoResultado[] };

/** POST /api/v1/reTbDesperdiciosDet/saveAll: items with a positive idApontamento are edits of stored rows. */
export async function saveDesperdiciosDet(items: ApontamentoInput[]): Promise<SaveAppointmentsResult> {
  try {
    const saved = await api.post<Apontamento[]>('/api/v1/reTbDesperdiciosDet/saveAll', items);
    return { ok: true, saved };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && Array.isArray(error.body))
      return { ok: false, refused: error.body as ApontamentoResultado[] };
    throw error;
  }
}
