import { LABELS_KEY } from '@app/features/dashboards/api/get-labels';
import { api } from '@app/lib/api-client';
import type { Label, LabelSaveItem } from '@domain/schemas/dash-desafio';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/v1/reTbLabels/saveAll: the edited values (one transaction) → the saved labels. */
export function saveLabels(items: LabelSaveItem[]): Promise<Label[]> {
  return api.post<Label[]>('/api/v1/reTbLabels/saveAll', items);
}

/** Saves; on success every loaded label list reloads. */
export function useSaveLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLabels,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LABELS_KEY }),
  });
}
