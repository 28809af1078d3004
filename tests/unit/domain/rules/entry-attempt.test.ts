import {
  attemptState,
  attemptTimeLabel,
  blockedAttempt,
  type EntryAttempt,
  fieldsBlockReason,
  shiftCountLabel,
  shiftStart,
} from '@domain/rules/entry-attempt';
import { describe, expect, it } from 'vitest';

const saved = (at: number, shiftCount: number): EntryAttempt => ({
  kind: 'saved',
  id: `item-${at}`,
  at,
  bruto: 1.25,
  liquido: 1.25,
  count: 1,
  shiftCount,
});

describe('the status area describes the latest attempt', () => {
  it('nothing before the first attempt', () => {
    expect(attemptState(null, null)).toBe('none');
  });

  it('a saved attempt shows its outbox state', () => {
    const a = saved(1, 1);
    expect(attemptState(a, { status: 'pending' })).toBe('stored');
    expect(attemptState(a, { status: 'sending' })).toBe('stored');
    expect(attemptState(a, { status: 'sent' })).toBe('sent');
    expect(attemptState(a, { status: 'attention' })).toBe('refused');
    // Its item gone (discarded, pruned): no guess.
    expect(attemptState(a, undefined)).toBe('none');
  });

  it('a blocked attempt after a sent one is blocked, whatever the outbox says of the earlier save', () => {
    let latest: EntryAttempt = saved(1, 1);
    expect(attemptState(latest, { status: 'sent' })).toBe('sent');
    latest = blockedAttempt('Quantidade acima do máximo permitido para Bandeja', 2);
    expect(attemptState(latest, { status: 'sent' })).toBe('blocked');
    expect(latest).toEqual({
      kind: 'blocked',
      at: 2,
      reason: 'Quantidade acima do máximo permitido para Bandeja',
    });
  });
});

describe('two identical saves are told apart', () => {
  it('by the time, to the second', () => {
    const a = new Date(2026, 2, 10, 14, 2, 31).getTime();
    expect(attemptTimeLabel(a)).toBe('às 14:02:31');
    expect(attemptTimeLabel(a + 4_000)).toBe('às 14:02:35');
    expect(attemptTimeLabel(new Date(2026, 2, 10, 7, 5, 9).getTime())).toBe('às 07:05:09');
  });

  it('by the running count of the shift', () => {
    expect(shiftCountLabel(3)).toBe('Pesagens neste turno: 3');
    expect(shiftCountLabel(4)).not.toBe(shiftCountLabel(3));
  });

  it('the shift counts from the start of the device day', () => {
    const at = new Date(2026, 2, 10, 14, 2, 31).getTime();
    expect(shiftStart(at)).toBe(new Date(2026, 2, 10, 0, 0, 0).getTime());
  });
});

describe('fieldsBlockReason', () => {
  it('names the fields still to correct', () => {
    expect(fieldsBlockReason({ restaurante: null, data: 'Formato da data invalido', destino: 'x' })).toBe(
      'Corrija os campos destacados: Data, Destino.',
    );
  });
});
