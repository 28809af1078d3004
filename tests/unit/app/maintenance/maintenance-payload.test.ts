import {
  applySaved,
  buildSavePayload,
  containerPatch,
  type DesperdiciosDetPatch,
  editErrors,
  effectiveCost,
  effectiveEdit,
  effectiveNet,
} from '@app/features/maintenance/utils/desperdicios-det-edits';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { apontamento } from './maintenance-fixtures';

const rows = [
  apontamento({
    idApontamento: 11,
    uuidApontamento: '0b7d7c5e-4a43-4d0f-9a53-0a5c1f0b9e11',
    idRestaurante: 3,
    idSatelite: 8,
    tipDesperdicio: 2,
    dtaApontamento: '2025-03-10',
    qtdDesperdicio: 4,
    idProduto: 501,
    idItemVenda: 601,
    idDestino: 10,
    idRecipiente: 2,
    idBal: 9,
    txtJustificativa: 'ok',
  }),
  apontamento({ idApontamento: 12, qtdDesperdicio: 1 }),
  apontamento({ idApontamento: 13, tipDesperdicio: 4, idInsumo: 77, qtdDesperdicio: 2 }),
];

describe('buildSavePayload', () => {
  it('sends one item per changed stored row, from the stored row plus its edits', () => {
    const changes = new Map<number, DesperdiciosDetPatch>([
      [11, { qtdDesperdicio: 1.5, idRecipiente: null, dtaApontamento: '2025-03-09' }],
      [13, { idDestino: 20 }],
    ]);
    const items = buildSavePayload(rows, changes);
    expect(items).toEqual([
      {
        idApontamento: 11,
        idRestaurante: 3,
        idSatelite: 8,
        tipDesperdicio: 2,
        dtaApontamento: '2025-03-09',
        qtdDesperdicio: 1.5,
        idProduto: 501,
        idItemVenda: 601,
        idAgrupamento: null,
        idInsumo: null,
        idDestino: 10,
        idRecipiente: null,
        idBal: 9,
        txtJustificativa: 'ok',
      },
      expect.objectContaining({
        idApontamento: 13,
        tipDesperdicio: 4,
        idInsumo: 77,
        qtdDesperdicio: 2,
        idDestino: 20,
      }),
    ]);
    // Positive ids (edits of stored rows), no device uuid (an edit is not a replay).
    expect(items.every((i) => (i.idApontamento ?? 0) > 0 && !('uuidApontamento' in i))).toBe(true);
  });

  it('sends nothing for untouched rows, nor for rows that are no longer in the list', () => {
    expect(buildSavePayload(rows, new Map())).toEqual([]);
    expect(buildSavePayload(rows, new Map([[99, { qtdDesperdicio: 3 }]]))).toEqual([]);
  });

  it('never sends a row without a stored (positive) id', () => {
    const withTemp = [...rows, apontamento({ idApontamento: -1 })];
    const items = buildSavePayload(withTemp, new Map([[-1, { qtdDesperdicio: 3 }]]));
    expect(items).toEqual([]);
  });
});

describe('editErrors', () => {
  const today = '2025-03-10';
  const ok = { dtaApontamento: '2025-03-10', qtdDesperdicio: 1.5, idDestino: 1, idRecipiente: null };
  it('passes a valid edit', () => {
    expect(editErrors(ok, null, today)).toBeNull();
  });
  it('refuses a bad quantity, a date too far ahead, and a quantity not above the container tare', () => {
    expect(editErrors({ ...ok, qtdDesperdicio: null }, null, today)?.qtd).toBe(MSG.quantityInvalid);
    expect(editErrors({ ...ok, qtdDesperdicio: 0 }, null, today)?.qtd).toBe(MSG.quantityInvalid);
    expect(editErrors({ ...ok, dtaApontamento: '2025-03-12' }, null, today)?.date).toBe(MSG.dateTooFarAhead);
    expect(editErrors({ ...ok, dtaApontamento: '' }, null, today)?.date).toBe(MSG.dateFormatInvalid);
    expect(editErrors({ ...ok, idRecipiente: 2 }, 1.5, today)?.tare).toBe(MSG.containerTare);
    expect(editErrors({ ...ok, idRecipiente: 2 }, 1.2, today)).toBeNull();
  });
});

describe('net of an edited row (gross − tare)', () => {
  // Gross 2 kg in a container kept at 0,5 kg: 1,5 kg net, R$ 15,00 (R$ 10,00 per net kg).
  const inCuba = apontamento({
    idApontamento: 20,
    qtdDesperdicio: 2,
    qtdTara: 0.5,
    idRecipiente: 2,
    vlrCusto: 15,
  });

  it('a changed container stages its register tare; back to its own, the kept one; none, 0', () => {
    expect(containerPatch(inCuba, 3, 1.2)).toEqual({ idRecipiente: 3, qtdTara: 1.2 });
    // The register may say otherwise now: the row keeps the tare it was saved with.
    expect(containerPatch(inCuba, 2, 0.8)).toEqual({ idRecipiente: 2, qtdTara: 0.5 });
    expect(containerPatch(inCuba, null, null)).toEqual({ idRecipiente: null, qtdTara: 0 });
  });

  it('the net and the cost follow the gross and the tare', () => {
    expect(effectiveNet(inCuba, effectiveEdit(inCuba, undefined))).toBe(1.5);
    const gross = effectiveEdit(inCuba, { qtdDesperdicio: 3 });
    expect(effectiveNet(inCuba, gross)).toBe(2.5);
    expect(effectiveCost(inCuba, effectiveNet(inCuba, gross))).toBe(25);
    const other = effectiveEdit(inCuba, containerPatch(inCuba, 3, 1.2));
    expect(effectiveNet(inCuba, other)).toBe(0.8);
    expect(effectiveCost(inCuba, 0.8)).toBe(8);
    expect(effectiveNet(inCuba, effectiveEdit(inCuba, { qtdDesperdicio: null }))).toBeNull();
  });

  it('applySaved shows the new tare, net and cost', () => {
    const [out] = applySaved(
      [inCuba],
      new Map([[20, { qtdDesperdicio: 3, ...containerPatch(inCuba, null, null) }]]),
    );
    expect(out).toMatchObject({
      qtdDesperdicio: 3,
      qtdTara: 0,
      qtdLiquido: 3,
      idRecipiente: null,
      vlrCusto: 30,
    });
  });
});

describe('applySaved', () => {
  it('shows the saved values (cost scaled) until the refetch answers', () => {
    const out = applySaved(rows, new Map([[12, { qtdDesperdicio: 2 }]]));
    expect(out[0]).toBe(rows[0]);
    expect(out[1]).toMatchObject({ idApontamento: 12, qtdDesperdicio: 2, vlrCusto: 40 });
  });
});
