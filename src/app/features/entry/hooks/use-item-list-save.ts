/**
 * Salvar on an item-list entry screen (spec §2, §5): the entry fields first, then each line's quantity (a
 * quantity typed but not a valid weight is an error on its line; an empty one is just not sent; none at all is
 * 'Nenhuma pesagem informada'), then each weighing's rules with its kanban, then the worker's confirmation of
 * a weight far beyond its reference. The weighings of one save travel together through the outbox.
 */
import { confirmAsk } from '@app/components/ui/confirm-action';
import { entryFieldErrors } from '@app/features/entry/components/entry-fields';
import type { useEntryAttempt } from '@app/features/entry/hooks/use-entry-attempt';
import type { EntryContextState } from '@app/features/entry/hooks/use-entry-context';
import type { ItemLine } from '@app/features/entry/hooks/use-item-lines';
import { type KanbanCheck, notifyKanbanInactive } from '@app/features/entry/hooks/use-kanban-check';
import { useSaveGuard } from '@app/features/entry/hooks/use-save-guard';
import { enqueue } from '@app/lib/outbox/actions';
import { TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { MSG } from '@domain/messages';
import { formatDecimalBR, parseDecimalBR } from '@domain/numbers';
import { isOutlier, netKg, quantityError, weighingsToSend } from '@domain/rules/appointments';
import { BLOCK_REASON, fieldsBlockReason } from '@domain/rules/entry-attempt';
import { plausibilityLimits } from '@domain/rules/plausibility';
import { evaluateWeighing } from '@domain/rules/weighing-verdict';
import { type Dispatch, type SetStateAction, useState } from 'react';

interface Outlier {
  descricao: string;
  liquido: number;
  media: number;
}

/** Asks the worker to confirm net weights 10× their reference average. */
function confirmOutliers(outliers: Outlier[]): Promise<boolean> {
  return confirmAsk({
    title:
      outliers.length === 1
        ? `Confirma ${formatDecimalBR(outliers[0].liquido)} kg?`
        : `Confirma ${outliers.length} pesos fora do comum?`,
    text: `${outliers
      .map(
        (o) =>
          `${o.descricao}: ${formatDecimalBR(o.liquido)} kg líquidos (média ${formatDecimalBR(o.media)} kg)`,
      )
      .join('; ')}. Mais de 10 vezes a média: confira a balança antes de salvar.`,
    confirmLabel: 'Confirmar e salvar',
    cancelLabel: 'Corrigir',
    color: 'orange',
  });
}

export function useItemListSave({
  tipo,
  ctx,
  lines,
  setLines,
  references,
  kanbanFor,
  status,
  photoBusy,
  tareOf,
}: {
  tipo: number;
  ctx: EntryContextState;
  lines: ItemLine[];
  setLines: Dispatch<SetStateAction<ItemLine[]>>;
  /** Each line's reference average, by index. */
  references: (number | null)[];
  kanbanFor: KanbanCheck;
  status: ReturnType<typeof useEntryAttempt>;
  photoBusy: boolean;
  /** The tare of a container (kg), null without one. */
  tareOf: (idRecipiente: number | null) => number | null;
}) {
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const guard = useSaveGuard();
  const recipientes = ctx.recipientes.data ?? [];

  async function save() {
    if (photoBusy) return;
    await guard.run(
      check,
      lines.every((l) => !l.qtdText.trim()),
    );
  }

  async function check() {
    setSubmitted(true);
    const fields = entryFieldErrors(ctx);
    if (fields || ctx.idRestaurante === null) {
      status.block(fieldsBlockReason(fields ?? { restaurante: MSG.required }));
      return;
    }
    if (ctx.blockedMessages.length) {
      status.block(ctx.blockedMessages.join(' '));
      return;
    }
    const parsed = lines.map((l) => ({ line: l, qtdDesperdicio: parseDecimalBR(l.qtdText) }));
    // A quantity typed but not a valid weight is an error on its line; an empty one is just not sent.
    const badQtd = new Map(
      parsed.flatMap((p) => {
        const error = p.line.qtdText.trim() ? quantityError(p.qtdDesperdicio) : null;
        return error ? [[p.line.key, error] as const] : [];
      }),
    );
    if (badQtd.size) {
      setLines((prev) => prev.map((l) => (badQtd.has(l.key) ? { ...l, error: badQtd.get(l.key)! } : l)));
      status.block(
        parsed
          .filter((p) => badQtd.has(p.line.key))
          .map((p) => MSG.divergenceItem(p.line.descricao, badQtd.get(p.line.key)!))
          .join('\n'),
      );
      return;
    }
    const { items, error: none } = weighingsToSend(parsed);
    if (none) {
      status.block(none);
      return;
    }
    const idRestaurante = ctx.idRestaurante;
    const kanbanResults = await Promise.all(items.map(({ line }) => kanbanFor(line)));
    const checked = items.map(({ line, qtdDesperdicio }, index) => {
      const weighing = {
        idRestaurante,
        tipDesperdicio: tipo,
        dtaApontamento: ctx.date,
        qtdDesperdicio: qtdDesperdicio!,
        idItemVenda: line.idItemVenda,
        idProduto: line.idProduto,
        idAgrupamento: line.idAgrupamento,
        idInsumo: line.idInsumo,
        idDestino: ctx.idDestino,
        idRecipiente: line.idRecipiente,
        tipOrigemPeso: line.origem,
        idBal: ctx.idBal,
      };
      const kanban = kanbanResults[index];
      const verdict = evaluateWeighing(weighing, {
        today: ctx.today,
        params: ctx.parametros.data ?? [],
        tareKg: tareOf(line.idRecipiente),
        kanban,
        reference: null,
        ...plausibilityLimits(
          ctx.parametros.data ?? [],
          tipo,
          recipientes.find((r) => r.idRecipiente === line.idRecipiente),
        ),
      });
      return { line, weighing, verdict, kanban };
    });
    const refused = checked.filter((c) => c.verdict.exception);
    if (refused.length) {
      if (refused.some((c) => c.kanban === 2)) notifyKanbanInactive();
      setLines((prev) =>
        prev.map((l) => {
          const r = refused.find((c) => c.line.key === l.key);
          return r ? { ...l, error: r.verdict.exception } : l;
        }),
      );
      const why = refused.map((c) => MSG.divergenceItem(c.line.descricao, c.verdict.exception!)).join('\n');
      status.block(why);
      return;
    }
    // A net weight 10× its reference average is confirmed by the worker before it is queued.
    const outliers = checked.flatMap((c) => {
      const media = references[lines.findIndex((l) => l.key === c.line.key)] ?? null;
      const liquido = netKg(c.weighing.qtdDesperdicio, tareOf(c.line.idRecipiente));
      return isOutlier(liquido, media) ? [{ descricao: c.line.descricao, liquido, media: media ?? 0 }] : [];
    });
    if (outliers.length && !(await confirmOutliers(outliers))) {
      status.block(BLOCK_REASON.outlierNotConfirmed);
      return;
    }
    setSaving(true);
    try {
      const total = checked.reduce((sum, c) => sum + c.weighing.qtdDesperdicio, 0);
      const liquido = checked.reduce(
        (sum, c) => sum + netKg(c.weighing.qtdDesperdicio, tareOf(c.line.idRecipiente)),
        0,
      );
      const restaurante = ctx.restaurante;
      const item = await enqueue(
        checked.map((c) => c.weighing),
        {
          tipDesperdicio: tipo,
          rotulos: checked.map((c) => c.line.descricao),
          fotos: checked.map((c) => c.line.foto),
          resumo: `${TIP_DESPERDICIO_LABEL[tipo as 2]} · ${idRestaurante} - ${restaurante?.desRestaurante ?? ''} · ${checked.length} pesage${checked.length > 1 ? 'ns' : 'm'}, ${formatDecimalBR(total)} kg bruto`,
        },
      );
      guard.saved();
      setSubmitted(false);
      setLines((prev) => prev.map((l) => ({ ...l, qtdText: '', foto: null, origem: 'D', error: null })));
      await status.saved(item, { bruto: total, liquido });
    } catch {
      status.block(BLOCK_REASON.deviceStoreFailed);
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, submitted };
}
