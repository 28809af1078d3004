import {
  postFormWithProgress,
  type UploadCallbacks,
} from '@app/features/importacao/api/upload-with-progress';
import type { ImportacaoResultado } from '@app/features/importacao/utils/importacao';
import { useMutation } from '@tanstack/react-query';

export interface ImportacaoEnvio extends UploadCallbacks {
  tipo: string;
  arquivo: File;
}

/** POST /api/v1/importacao/{tipo}?simular=1 (multipart, field `arquivo`): what the import would do; writes nothing. */
export function simularImportacao({
  tipo,
  arquivo,
  ...callbacks
}: ImportacaoEnvio): Promise<ImportacaoResultado> {
  const form = new FormData();
  form.append('arquivo', arquivo, arquivo.name);
  return postFormWithProgress<ImportacaoResultado>(`/api/v1/importacao/${encodeURIComponent(tipo)}`, form, {
    ...callbacks,
    params: { simular: 1 },
  });
}

export function useSimularImportacao() {
  return useMutation({ mutationFn: simularImportacao });
}
