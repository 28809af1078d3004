/**
 * The lines of an item-list entry screen, one weighing each: the item chosen in the 'add' picker becomes a
 * line (a duplicate is 'Registro já adicionado'), with the container last used for this type.
 */
import type { EntryContextState } from '@app/features/entry/hooks/use-entry-context';
import type { ItemCandidate, LineItem } from '@app/features/entry/hooks/use-item-candidates';
import { type KanbanCheck, notifyKanbanInactive } from '@app/features/entry/hooks/use-kanban-check';
import { MSG } from '@domain/messages';
import { addListItemError } from '@domain/rules/appointments';
import type { TipOrigemPeso } from '@domain/schemas/appointments';
import { useState } from 'react';

export interface ItemLine extends LineItem {
  key: string;
  idRecipiente: number | null;
  qtdText: string;
  /** The photo of this line's weighing, if one was taken. */
  foto: Blob | null;
  /** While this line's photo is being reduced (the save waits for it). */
  fotoBusy?: boolean;
  /** 'L' while the quantity is the scale's stable reading; 'D' as soon as it is typed. */
  origem: TipOrigemPeso;
  error: string | null;
}

export type ItemLineUpdate = (key: string, patch: Partial<ItemLine>) => void;

let lineSeq = 0;

export function useItemLines({
  tipo,
  ctx,
  candidates,
  kanbanFor,
}: {
  tipo: number;
  ctx: EntryContextState;
  candidates: ItemCandidate[];
  kanbanFor: KanbanCheck;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [lines, setLines] = useState<ItemLine[]>([]);
  const [addError, setAddError] = useState<string | null>(null);
  const recipientes = ctx.recipientes.data ?? [];

  function add() {
    setAddError(null);
    const candidate = candidates.find((c) => c.value === choice);
    if (!candidate) {
      setAddError(MSG.required);
      return;
    }
    const dup = addListItemError(lines, candidate.line);
    if (dup) {
      setAddError(dup);
      return;
    }
    const line: ItemLine = {
      ...candidate.line,
      key: `l${++lineSeq}`,
      idRecipiente: recipientes.some((r) => r.idRecipiente === ctx.choices.recipientes[tipo])
        ? (ctx.choices.recipientes[tipo] ?? null)
        : null,
      qtdText: '',
      foto: null,
      origem: 'D',
      error: null,
    };
    void kanbanFor(line).then((k) => {
      if (k === 2) notifyKanbanInactive();
    });
    setLines((prev) => [...prev, line]);
    setChoice(null);
  }

  /** A changed field clears its line's error. */
  const update: ItemLineUpdate = (key, patch) =>
    setLines((prev) => prev.map((l) => (l.key === key ? { ...l, ...patch, error: null } : l)));
  const remove = (key: string) => setLines((prev) => prev.filter((l) => l.key !== key));
  /** Picking another item clears the picker's message. */
  const choose = (value: string | null) => {
    setChoice(value);
    setAddError(null);
  };

  return {
    lines,
    setLines,
    add,
    update,
    remove,
    choice,
    choose,
    addError,
    // A photo still being reduced holds the save: it belongs to this save's line, not to the next one.
    photoBusy: lines.some((l) => l.fotoBusy),
  };
}
