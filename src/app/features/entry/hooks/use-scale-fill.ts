/**
 * The scale on an item-list entry screen: its stable weight fills the line whose quantity field had the focus
 * last (else the first line still without a quantity), and the moment the filled line is rendered is marked
 * for the bench.
 */
import type { EntryContextState } from '@app/features/entry/hooks/use-entry-context';
import type { ItemLine, ItemLineUpdate } from '@app/features/entry/hooks/use-item-lines';
import {
  SCALE_FILLED_MARK,
  useScaleReading,
  useStableWeight,
} from '@app/features/entry/hooks/use-scale-reading';
import { formatDecimalInput } from '@domain/numbers';
import { useEffect, useRef, useState } from 'react';

export function useScaleFill(ctx: EntryContextState, lines: ItemLine[], update: ItemLineUpdate) {
  /** The line whose quantity field had the focus last: a stable reading of the scale fills it. */
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const balanca = ctx.balancas.data?.find((b) => b.idBal === ctx.idBal) ?? null;
  const scale = useScaleReading(balanca);
  const filled = useRef(false);
  useStableWeight(scale.reading, (kg) => {
    const target = lines.find((l) => l.key === activeKey) ?? lines.find((l) => !l.qtdText.trim());
    if (!target) return;
    filled.current = true;
    update(target.key, { qtdText: formatDecimalInput(kg), origem: 'L' });
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the filled line is rendered
  useEffect(() => {
    if (filled.current) {
      filled.current = false;
      performance.mark(SCALE_FILLED_MARK);
    }
  }, [lines]);
  return { scale, setActiveKey };
}
