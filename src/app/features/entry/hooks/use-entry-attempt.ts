/**
 * The latest Salvar of an entry screen, for its status area (weighing-status.tsx): every attempt replaces the
 * previous one, a blocked one included, and a save carries its time and the shift's running count.
 */
import type { OutboxItem } from '@app/lib/local-db';
import { countWeighingsSince } from '@app/lib/outbox/store';
import { blockedAttempt, type EntryAttempt, shiftStart } from '@domain/rules/entry-attempt';
import { useCallback, useState } from 'react';

export function useEntryAttempt(tipDesperdicio: number) {
  const [attempt, setAttempt] = useState<EntryAttempt | null>(null);
  /** The attempt stored nothing: the area turns red and says why. */
  const block = useCallback((reason: string) => setAttempt(blockedAttempt(reason)), []);
  /** The attempt was queued as `item` (its totals in kg). */
  const saved = useCallback(
    async (item: OutboxItem, totals: { bruto: number; liquido: number }) => {
      const at = Date.parse(item.createdAt);
      const shiftCount = await countWeighingsSince(item.idEmpresa, tipDesperdicio, shiftStart(at)).catch(
        () => item.itens.length,
      );
      setAttempt({ kind: 'saved', id: item.id, at, count: item.itens.length, shiftCount, ...totals });
    },
    [tipDesperdicio],
  );
  return { attempt, block, saved };
}
