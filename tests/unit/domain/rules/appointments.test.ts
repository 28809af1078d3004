import { PARAM_CONFIG, PARAM_REFEICOES } from '@domain/constants';
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import {
  addListItemError,
  cost,
  costPerKg,
  dateError,
  itemError,
  listItemKey,
  netKg,
  origemAfterEdit,
  quantityError,
  tareError,
  weighingsToSend,
} from '@domain/rules/appointments';
import { applyParamUpdates, ENTRY_MODE, entryMode } from '@domain/rules/entry-mode';
import type { ParamLike } from '@domain/rules/entry-params';
import { kanbanCheck, kanbanError, kanbanKeyKind, kanbanResult, needsKanban } from '@domain/rules/kanban';
import { needsApproval, tolerance } from '@domain/rules/tolerance';
import { type EntryContext, type EntryWeighing, evaluateWeighing } from '@domain/rules/weighing-verdict';
import { describe, expect, it } from 'vitest';
import { entryContext, entryWeighing } from '../../../kit/factories/entry-weighing';

const TODAY = '2026-03-18';

function params(
  o: {
    mode?: number;
    seq12?: string | null;
    s13?: number | null;
    s14?: number | null;
    s15?: number;
    s16?: number;
    r7?: number;
    r14?: number;
  } = {},
): ParamLike[] {
  const p: ParamLike[] = [
    { desParametro: PARAM_CONFIG, seqParametro: 7, vlrParametroInt: o.mode ?? ENTRY_MODE.Both },
    { desParametro: PARAM_CONFIG, seqParametro: 10, vlrParametroInt: 1 },
    {
      desParametro: PARAM_CONFIG,
      seqParametro: 12,
      vlrParametroDta: o.seq12 === undefined ? '2027-01-01' : o.seq12,
    },
    { desParametro: PARAM_CONFIG, seqParametro: 13, vlrParametroDec: o.s13 === undefined ? 20 : o.s13 },
    { desParametro: PARAM_CONFIG, seqParametro: 14, vlrParametroDec: o.s14 === undefined ? 30 : o.s14 },
    { desParametro: PARAM_CONFIG, seqParametro: 15, vlrParametroInt: o.s15 ?? 0 },
    { desParametro: PARAM_CONFIG, seqParametro: 16, vlrParametroInt: o.s16 ?? 1 },
    { desParametro: PARAM_REFEICOES, seqParametro: 7, vlrParametroInt: o.r7 ?? 1 },
    { desParametro: PARAM_REFEICOES, seqParametro: 14, vlrParametroInt: o.r14 ?? 2 },
  ];
  return p;
}

describe('dates and quantities', () => {
  it('addDays does calendar arithmetic across months and leap years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays(TODAY, 0)).toBe(TODAY);
  });

  it("dateError: 'Formato da data invalido' for anything but a real yyyy-MM-dd; at most tomorrow", () => {
    for (const bad of ['2026-13-40', '22/11/2026', '2026-02-29', '', null, undefined, '2026-3-1'])
      expect(dateError(bad, TODAY)).toBe(MSG.dateFormatInvalid);
    expect(dateError(TODAY, TODAY)).toBeNull();
    expect(dateError('2020-01-01', TODAY)).toBeNull();
    expect(dateError('2026-03-19', TODAY)).toBeNull();
    expect(dateError('2026-03-20', TODAY)).toBe(MSG.dateTooFarAhead);
  });

  it('quantityError: a finite number above zero', () => {
    expect(quantityError(0.001)).toBeNull();
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])
      expect(quantityError(bad)).toBe(MSG.quantityInvalid);
  });
});

describe('entry mode (RE-Configuracao/U seq 7)', () => {
  it('web only and app only, no switch', () => {
    expect(entryMode(params({ mode: 0 }), 5, TODAY)).toMatchObject({
      mode: 0,
      blocked: false,
      expired: false,
      updates: [],
    });
    const app = entryMode(params({ mode: 1 }), 5, TODAY);
    expect(app).toMatchObject({ mode: 1, blocked: true, expired: false, updates: [] });
    expect(app.messages).toEqual([MSG.entryBlocked]);
    // no parameter at all reads as web only
    expect(entryMode([], 5, TODAY).blocked).toBe(false);
  });

  it('both, limit not passed: nothing happens (the limit day itself still counts)', () => {
    expect(entryMode(params({ seq12: TODAY }), 5, TODAY)).toMatchObject({
      mode: 2,
      blocked: false,
      expired: false,
    });
    expect(entryMode(params({ seq12: null }), 5, TODAY).expired).toBe(false);
  });

  it('both, limit passed: switches to app-only with the five parameter changes', () => {
    const m = entryMode(params({ seq12: '2026-03-17', r7: 1, r14: 3 }), 5, TODAY);
    expect(m).toMatchObject({ mode: ENTRY_MODE.AppOnly, expired: true, blocked: true });
    expect(m.messages).toEqual([MSG.paramExpired(5), MSG.entryBlocked]);
    expect(m.updates).toEqual([
      { desParametro: PARAM_CONFIG, seqParametro: 12, vlrParametroDta: '2026-03-17' },
      { desParametro: PARAM_CONFIG, seqParametro: 7, vlrParametroInt: 1 },
      { desParametro: PARAM_CONFIG, seqParametro: 10, vlrParametroInt: 0 },
      { desParametro: PARAM_REFEICOES, seqParametro: 7, vlrParametroInt: 3 },
      { desParametro: PARAM_REFEICOES, seqParametro: 14, vlrParametroInt: 0 },
    ]);
    // Applying the switch makes the next check a plain app-only block (idempotent).
    const after = applyParamUpdates(params({ seq12: '2026-03-17', r14: 3 }), m.updates);
    const again = entryMode(after, 5, TODAY);
    expect(again).toMatchObject({ mode: 1, expired: false, blocked: true, updates: [] });
  });

  it('applyParamUpdates changes only the listed parameters and keeps the others', () => {
    const before = params();
    const after = applyParamUpdates(before, [
      { desParametro: PARAM_CONFIG, seqParametro: 10, vlrParametroInt: 0 },
    ]);
    expect(after.find((p) => p.seqParametro === 10 && p.desParametro === PARAM_CONFIG)?.vlrParametroInt).toBe(
      0,
    );
    expect(after.filter((p, i) => p !== before[i])).toHaveLength(1);
    expect(before.find((p) => p.seqParametro === 10)?.vlrParametroInt).toBe(1);
  });
});

describe('tolerance and approval', () => {
  it('min/max/average from the reference and seq 13/14', () => {
    expect(tolerance(params(), 10, 5)).toEqual({ minQtd: 8, maxQtd: 13, mediaQtd: 10, exception: null });
    expect(tolerance(params({ s13: 12.5, s14: 7.5 }), 2.4, 5)).toEqual({
      minQtd: 2.1,
      maxQtd: 2.58,
      mediaQtd: 2.4,
      exception: null,
    });
    expect(tolerance(params(), 0, 5)).toEqual({ minQtd: 0, maxQtd: 0, mediaQtd: 0, exception: null });
  });

  it('invalid parameters: all zero and the message, with "Nenhuma validação será realizada."', () => {
    for (const o of [
      { s13: 0 },
      { s14: 0 },
      { s13: -1 },
      { s13: null },
      { s14: null },
      { s13: -2, s14: -3 },
    ]) {
      const tol = tolerance(params(o), 10, 7);
      expect(tol).toMatchObject({ minQtd: 0, maxQtd: 0, mediaQtd: 0 });
      expect(tol.exception).toBe(`${MSG.toleranceInvalid(7)} ${MSG.noValidation}`);
    }
  });

  it('approval beyond the limits only, as the parameter of that side says', () => {
    const p = params({ s15: 0, s16: 1 });
    const tol = tolerance(p, 10, 5); // 8 … 13
    expect(needsApproval(13.001, tol, p)).toBe(true);
    expect(needsApproval(13, tol, p)).toBe(false);
    expect(needsApproval(8, tol, p)).toBe(false);
    expect(needsApproval(10, tol, p)).toBe(false);
    expect(needsApproval(7.999, tol, p)).toBe(false);
    const below = params({ s15: 1, s16: 0 });
    expect(needsApproval(7.999, tol, below)).toBe(true);
    expect(needsApproval(20, tol, below)).toBe(false);
  });

  it('no approval without a reference or with invalid parameters', () => {
    const p = params({ s15: 1, s16: 1 });
    expect(needsApproval(50, tolerance(p, 0, 5), p)).toBe(false);
    const bad = params({ s13: 0, s15: 1, s16: 1 });
    expect(needsApproval(50, tolerance(bad, 10, 5), bad)).toBe(false);
  });
});

describe('kanban', () => {
  it('a lookup needs restaurant and date, and item with product, or the grouping', () => {
    const base = { idRestaurante: 1, dtaCardapio: TODAY };
    expect(kanbanKeyKind({ ...base, idItemVenda: 2, idProduto: 3 })).toBe('item');
    expect(kanbanKeyKind({ ...base, idItemVenda: 2, idProduto: 3, codAgrupamento: 4 })).toBe('item');
    expect(kanbanKeyKind({ ...base, codAgrupamento: 4 })).toBe('agrupamento');
    expect(kanbanKeyKind({ ...base, idItemVenda: 2 })).toBeNull();
    expect(kanbanKeyKind({ idRestaurante: 1, codAgrupamento: 4 })).toBeNull();
    expect(kanbanKeyKind({ dtaCardapio: TODAY, codAgrupamento: 4 })).toBeNull();
  });

  it('result 1 with an active kanban, 2 with only inactive ones (or the retry), 0 with none', () => {
    expect(kanbanResult([{ indAtivo: false }, { indAtivo: true }])).toBe(1);
    expect(kanbanResult([{ indAtivo: false }])).toBe(2);
    expect(kanbanResult([], [{ indAtivo: false }])).toBe(2);
    expect(kanbanResult([])).toBe(0);
    expect(kanbanError(1)).toBeNull();
    expect(kanbanError(0)).toBe(MSG.kanbanNotFound);
    expect(kanbanError(2)).toBe(MSG.kanbanInactive);
  });

  it('the check from the matching kanbans: by grouping, inactive ones are the retry', () => {
    expect(kanbanCheck('item', [{ indAtivo: false }, { indAtivo: true }])).toBe(1);
    expect(kanbanCheck('item', [{ indAtivo: false }])).toBe(2);
    expect(kanbanCheck('agrupamento', [{ indAtivo: true }, { indAtivo: false }])).toBe(1);
    expect(kanbanCheck('agrupamento', [{ indAtivo: false }])).toBe(2);
    expect(kanbanCheck('agrupamento', [])).toBe(0);
  });

  it('only surplus weighings of an item/product or grouping need the kanban', () => {
    expect(needsKanban({ tipDesperdicio: 2, idItemVenda: 1, idProduto: 2 })).toBe(true);
    expect(needsKanban({ tipDesperdicio: 2, idAgrupamento: 3 })).toBe(true);
    expect(needsKanban({ tipDesperdicio: 2, idItemVenda: 1 })).toBe(false);
    expect(needsKanban({ tipDesperdicio: 1, idAgrupamento: 3 })).toBe(false);
    expect(needsKanban({ tipDesperdicio: 4, idItemVenda: 1, idProduto: 2 })).toBe(false);
  });
});

describe('tare and items', () => {
  it('refuses a quantity at or below the tare', () => {
    expect(tareError(1.15, 1.15)).toBe(MSG.containerTare);
    expect(tareError(0.5, 1.15)).toBe(MSG.containerTare);
    expect(tareError(1.151, 1.15)).toBeNull();
    expect(tareError(0.1, null)).toBeNull();
    expect(tareError(0.1, undefined)).toBeNull();
  });

  it('what each type needs', () => {
    expect(itemError({ tipDesperdicio: 1 })).toBeNull();
    expect(itemError({ tipDesperdicio: 3 })).toBeNull();
    expect(itemError({ tipDesperdicio: 2 })).toBe(MSG.itemRequired);
    expect(itemError({ tipDesperdicio: 2, idItemVenda: 1 })).toBe(MSG.itemRequired);
    expect(itemError({ tipDesperdicio: 2, idItemVenda: 1, idProduto: 2 })).toBeNull();
    expect(itemError({ tipDesperdicio: 2, idAgrupamento: 3 })).toBeNull();
    expect(itemError({ tipDesperdicio: 4 })).toBe(MSG.itemRequired);
    expect(itemError({ tipDesperdicio: 4, idInsumo: 9 })).toBeNull();
  });
});

describe('item lists', () => {
  it("the same item twice is 'Registro já adicionado'", () => {
    const list = [{ idItemVenda: 1, idProduto: 2 }, { idInsumo: 5 }];
    expect(listItemKey({ idItemVenda: 1, idProduto: 2 })).toBe(
      listItemKey({ idItemVenda: 1, idProduto: 2, qtdDesperdicio: 3 }),
    );
    expect(listItemKey({ idItemVenda: 1, idProduto: 2 })).not.toBe(
      listItemKey({ idItemVenda: 1, idProduto: 3 }),
    );
    expect(addListItemError(list, { idItemVenda: 1, idProduto: 2 })).toBe(MSG.alreadyAdded);
    expect(addListItemError(list, { idInsumo: 5 })).toBe(MSG.alreadyAdded);
    expect(addListItemError(list, { idInsumo: 6 })).toBeNull();
    expect(addListItemError([], { idAgrupamento: 1 })).toBeNull();
  });

  it("only items with a quantity are sent; none is 'Nenhuma pesagem informada'", () => {
    const list = [
      { idInsumo: 1, qtdDesperdicio: 2 },
      { idInsumo: 2, qtdDesperdicio: 0 },
      { idInsumo: 3, qtdDesperdicio: null },
      { idInsumo: 4 },
      { idInsumo: 5, qtdDesperdicio: 0.5 },
    ];
    expect(weighingsToSend(list)).toEqual({ items: [list[0], list[4]], error: null });
    expect(weighingsToSend(list.slice(1, 4))).toEqual({ items: [], error: MSG.noWeighing });
    expect(weighingsToSend([]).error).toBe(MSG.noWeighing);
  });
});

describe('evaluateWeighing', () => {
  const w = (o: Partial<EntryWeighing> = {}) => entryWeighing(TODAY, o);
  const ctx = (o: Partial<EntryContext> = {}) => entryContext(TODAY, params(), o);

  it('checks in order: date, quantity, mode, item, kanban, tare', () => {
    const everythingWrong = ctx({ params: params({ mode: 1 }), kanban: 0, tareKg: 100 });
    const bad = w({ tipDesperdicio: 2, dtaApontamento: '22/11/2026', qtdDesperdicio: 0 });
    expect(evaluateWeighing(bad, everythingWrong).exception).toBe(MSG.dateFormatInvalid);
    expect(evaluateWeighing({ ...bad, dtaApontamento: TODAY }, everythingWrong).exception).toBe(
      MSG.quantityInvalid,
    );
    expect(
      evaluateWeighing({ ...bad, dtaApontamento: TODAY, qtdDesperdicio: 5 }, everythingWrong).exception,
    ).toBe(MSG.entryBlocked);
    const web = ctx({ kanban: 0, tareKg: 100 });
    expect(evaluateWeighing(w({ tipDesperdicio: 2, qtdDesperdicio: 5 }), web).exception).toBe(
      MSG.itemRequired,
    );
    expect(
      evaluateWeighing(w({ tipDesperdicio: 2, qtdDesperdicio: 5, idAgrupamento: 3 }), web).exception,
    ).toBe(MSG.kanbanNotFound);
    expect(
      evaluateWeighing(w({ tipDesperdicio: 2, qtdDesperdicio: 5, idAgrupamento: 3 }), ctx({ kanban: 2 }))
        .exception,
    ).toBe(MSG.kanbanInactive);
    expect(
      evaluateWeighing(
        w({ tipDesperdicio: 2, qtdDesperdicio: 5, idAgrupamento: 3 }),
        ctx({ kanban: 1, tareKg: 100 }),
      ).exception,
    ).toBe(MSG.containerTare);
  });

  it('an accepted weighing carries the tolerance and the approval; no reference leaves them null', () => {
    const ok = evaluateWeighing(w({ qtdDesperdicio: 20 }), ctx({ reference: 10 }));
    expect(ok).toMatchObject({
      exception: null,
      minQtd: 8,
      maxQtd: 13,
      mediaQtd: 10,
      precisaAprovacao: true,
      avisos: [],
    });
    const offline = evaluateWeighing(w(), ctx());
    expect(offline).toMatchObject({
      exception: null,
      minQtd: null,
      maxQtd: null,
      mediaQtd: null,
      precisaAprovacao: false,
    });
  });

  it('the container rule compares the gross with the tare; the tolerance compares the net (gross − tare)', () => {
    // Reference 10: min 8, max 13. 14 kg gross in a container of 1,5 kg is 12,5 kg net: within.
    const inCuba = ctx({ tareKg: 1.5, reference: 10 });
    expect(evaluateWeighing(w({ qtdDesperdicio: 14 }), inCuba)).toMatchObject({
      exception: null,
      maxQtd: 13,
      precisaAprovacao: false,
    });
    // The same gross without a container is 14 kg net: beyond the maximum.
    expect(evaluateWeighing(w({ qtdDesperdicio: 14 }), ctx({ reference: 10 })).precisaAprovacao).toBe(true);
    expect(evaluateWeighing(w({ qtdDesperdicio: 14.6 }), inCuba).precisaAprovacao).toBe(true);
    expect(evaluateWeighing(w({ qtdDesperdicio: 1.5 }), inCuba).exception).toBe(MSG.containerTare);
    expect(netKg(14, 1.5)).toBe(12.5);
    expect(netKg(2, 0.5)).toBe(1.5);
    expect(netKg(2.1, null)).toBe(2.1);
  });

  it('invalid tolerance is a note, not a refusal', () => {
    const v = evaluateWeighing(
      w({ qtdDesperdicio: 500 }),
      ctx({ params: params({ s13: 0 }), reference: 10 }),
    );
    expect(v.exception).toBeNull();
    expect(v.precisaAprovacao).toBe(false);
    expect(v.avisos).toEqual([`${MSG.toleranceInvalid(5)} ${MSG.noValidation}`]);
  });

  it('an edit of a stored appointment skips the entry mode but keeps every other rule', () => {
    const appOnly = ctx({ params: params({ mode: 1 }), tareKg: 2, reference: 10 });
    expect(evaluateWeighing(w({ qtdDesperdicio: 5 }), appOnly).exception).toBe(MSG.entryBlocked);
    const edit = { ...appOnly, edit: true };
    expect(evaluateWeighing(w({ qtdDesperdicio: 5 }), edit).exception).toBeNull();
    expect(evaluateWeighing(w({ qtdDesperdicio: 1.5 }), edit).exception).toBe(MSG.containerTare);
    expect(evaluateWeighing(w({ qtdDesperdicio: 50 }), edit).precisaAprovacao).toBe(true);
    const expired = evaluateWeighing(w(), {
      ...ctx({ params: params({ seq12: '2026-03-01' }) }),
      edit: true,
    });
    expect(expired.exception).toBeNull();
    expect(expired.paramUpdates).toEqual([]);
  });

  it('the expiry switch comes with the refusal, to be saved anyway', () => {
    const v = evaluateWeighing(w(), ctx({ params: params({ seq12: '2026-03-01' }) }));
    expect(v.exception).toBe(`${MSG.paramExpired(5)}. ${MSG.entryBlocked}`);
    expect(v.paramUpdates).toHaveLength(5);
    // A bad date is refused before the mode is looked at: no switch.
    expect(
      evaluateWeighing(w({ dtaApontamento: 'x' }), ctx({ params: params({ seq12: '2026-03-01' }) }))
        .paramUpdates,
    ).toEqual([]);
  });
});

describe('cost', () => {
  const prices = { custoBandeja: 14.9, custoPreparo: 6.8, custoItem: 22.5 };
  it('per kg by type: trays seq 1, shift seq 2, surplus/inputs their own cost else seq 2', () => {
    expect(costPerKg(1, prices)).toBe(14.9);
    expect(costPerKg(3, prices)).toBe(6.8);
    expect(costPerKg(2, prices)).toBe(22.5);
    expect(costPerKg(4, prices)).toBe(22.5);
    expect(costPerKg(2, { ...prices, custoItem: null })).toBe(6.8);
    expect(costPerKg(1, { custoBandeja: null, custoPreparo: null, custoItem: null })).toBe(0);
  });
  it('rounds to cents', () => {
    expect(cost(2.5, 14.9)).toBe(37.25);
    expect(cost(1.333, 15.6)).toBe(20.79);
    expect(cost(0, 10)).toBe(0);
  });
});

describe('origemAfterEdit', () => {
  it('a quantity changed by hand is typed; an edit that keeps it keeps its origin', () => {
    expect(origemAfterEdit({ qtd: 2.5, origem: 'L' }, 2.5)).toBe('L');
    expect(origemAfterEdit({ qtd: 2.5, origem: 'L' }, 2.6)).toBe('D');
    expect(origemAfterEdit({ qtd: 2.5, origem: 'D' }, 2.5)).toBe('D');
    expect(origemAfterEdit({ qtd: 2.5, origem: undefined }, 2.5)).toBe('D');
  });
});
