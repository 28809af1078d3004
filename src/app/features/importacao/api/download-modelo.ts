import { api } from '@app/lib/api-client';
import { saveBlob } from '@app/lib/save-blob';
import { useMutation } from '@tanstack/react-query';

const modeloFileName = (tipo: string) => `modelo-importacao-${tipo}.csv`;

/** GET /api/v1/importacao/{tipo}/modelo (with the bearer token): the kind's CSV template, saved as a file. */
export async function downloadModelo(tipo: string): Promise<void> {
  const data = await api.get<Blob | string>(`/api/v1/importacao/${encodeURIComponent(tipo)}/modelo`, {
    responseType: 'blob',
    headers: { Accept: 'text/csv, application/octet-stream, */*' },
  });
  const blob =
    data instanceof Blob ? data : new Blob([typeof data === 'string' ? data : ''], { type: 'text/csv' });
  saveBlob(blob, modeloFileName(tipo));
}

export function useDownloadModelo() {
  return useMutation({ mutationFn: downloadModelo });
}
