import type { ImportacaoEnvio } from '@app/features/importacao/api/simular-importacao';
import { postFormWithProgress } from '@app/features/importacao/api/upload-with-progress';
import { hasNoChanges, type ImportacaoResultado } from '@app/features/importacao/utils/importacao';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/v1/importacao/{tipo} (multipart, field `arquivo`): writes every line or none. 400 carries the
 * counts and the refused lines beside its message; 413 and 429 a message to show as it is.
 */
export function importarArquivo({
  tipo,
  arquivo,
  ...callbacks
}: ImportacaoEnvio): Promise<ImportacaoResultado> {
  const form = new FormData();
  form.append('arquivo', arquivo, arquivo.name);
  return postFormWithProgress<ImportacaoResultado>(
    `/api/v1/importacao/${encodeURIComponent(tipo)}`,
    form,
    callbacks,
  );
}

export function useImportarArquivo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarArquivo,
    // Master data changed: every list and lookup the app holds may be out of date.
    onSuccess: (result) => {
      if (!hasNoChanges(result)) void queryClient.invalidateQueries();
    },
  });
}
