import { ApiError, api } from '@app/lib/api-client';
import { type NrSatelite, type NrSateliteItem, type RowError, saveAllError } from '@domain/schemas/registers';

type SaveNrSatelitesResult =
  | { ok: true; saved: NrSatelite[] }
  /** 400 naming the refused rows (by index in the payload): nothing was saved. */
  | { ok: false; exception: string; errors: RowError[] };

/** POST /api/v1/reTbNrSatelite: the changed counts (idNrSat null inserts the day's count). */
export async function saveNrSatelite(items: NrSateliteItem[]): Promise<SaveNrSatelitesResult> {
  try {
    const saved = await api.post<NrSatelite[]>('/api/v1/reTbNrSatelite', items);
    return { ok: true, saved: Array.isArray(saved) ? saved : [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const body = saveAllError.safeParse(error.body);
      if (body.success) return { ok: false, exception: body.data.exception, errors: body.data.errors ?? [] };
    }
    throw error;
  }
}
