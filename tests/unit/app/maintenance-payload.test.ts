import {
  type AppointmentPatch,
  applySaved,
  buildSavePayload,
  editErrors,
} from '@app/features/maintenance/utils/appointment-edits';
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
    const changes = new Map<number, AppointmentPatch>([
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

describe('applySaved', () => {
  it('shows the saved values (cost scaled) until the refetch answers', () => {
    const out = applySaved(rows, new Map([[12, { qtdDesperdicio: 2 }]]));
    expect(out[0]).toBe(rows[0]);
    expect(out[1]).toMatchObject({ idApontamento: 12, qtdDesperdicio: 2, vlrCusto: 40 });
  });
});
