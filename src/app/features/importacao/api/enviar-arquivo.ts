import {
  postFormWithProgress,
  type UploadCallbacks,
} from '@app/features/importacao/api/upload-with-progress';
import { hasNoChanges, type ImportacaoResultado } from '@app/features/importacao/utils/importacao';
import { useMutation, useQueryClient } from '@tanstack/react-query';

interface ImportacaoEnvio extends UploadCallbacks {
  tipo: string;
  arquivo: File;
}

/**
 * POST /api/v1/importacao/{tipo}[?simular=1] (multipart, field `arquivo`): simulated, what the import would do
 * (writes nothing); confirmed, every line or none. 400 carries the counts and the refused lines beside its
 * message; 413 and 429 a message to show as it is.
 */
export function enviarArquivo({
  tipo,
  arquivo,
  simular,
  ...callbacks
}: ImportacaoEnvio & { simular: boolean }): Promise<ImportacaoResultado> {
  const form = new FormData();
  form.append('arquivo', arquivo, arquivo.name);
  return postFormWithProgress<ImportacaoResultado>(`/api/v1/importacao/${encodeURIComponent(tipo)}`, form, {
    ...callbacks,
    ...(simular ? { params: { simular: 1 } } : {}),
  });
}

export function useSimularImportacao() {
  return useMutation({ mutationFn: (envio: ImportacaoEnvio) => enviarArquivo({ ...envio, simular: true }) });
}

export function useImportarArquivo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (envio: ImportacaoEnvio) => enviarArquivo({ ...envio, simular: false }),
    // Master data changed: every list and lookup the app holds may be out of date.
    onSuccess: (result) => {
      if (!hasNoChanges(result)) void queryClient.invalidateQueries();
    },
  });
}
