import { PARAM_CONFIG, PARAM_REFEICOES, TIP_DESPERDICIO } from '@domain/constants';
import { MSG } from '@domain/messages';
import { STATUS_APROV } from '@domain/rules/approvals';
import { type BatchContext, emptyBatchContext, referenceKeyOf } from '@domain/rules/batch-context';
import type { EntryCheck } from '@domain/rules/entry-check';
import { ENTRY_MODE } from '@domain/rules/entry-mode';
import type { ParamLike } from '@domain/rules/entry-params';
import {
  decideBatch,
  kanbanLookupsOf,
  type SaveBatch,
  type StoredWeighing,
  weighingsToCheck,
} from '@domain/rules/save-batch';
import { editOutcome } from '@domain/rules/save-rows';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import { describe, expect, it } from 'vitest';
import { NO_OTHER_REFERENCES } from '../../../kit/factories/weighing-references';

/** 15:00 UTC: the 11th in São Paulo. */
const NOW = new Date('2026-03-11T15:00:00Z');
const TODAY = '2026-03-11';
const UNIT = 1;
const UUID_STORED = '0b7a1c8e-4f7e-4f4e-9a43-8c1d2e3f4a5b';
const UUID_NEW = '5d2c9a4e-1b3f-4c6d-8e7f-9a0b1c2d3e4f';

/** Tolerance ±20 % around the reference; beyond max (seq 16) needs approval. */
const unitParams: ParamLike[] = [
  { desParametro: PARAM_CONFIG, seqParametro: 7, vlrParametroInt: ENTRY_MODE.WebOnly },
  { desParametro: PARAM_CONFIG, seqParametro: 13, vlrParametroDec: 20 },
  { desParametro: PARAM_CONFIG, seqParametro: 14, vlrParametroDec: 20 },
  { desParametro: PARAM_CONFIG, seqParametro: 15, vlrParametroInt: 0 },
  { desParametro: PARAM_CONFIG, seqParametro: 16, vlrParametroInt: 1 },
];

const tray = (over: Partial<ApontamentoInput> = {}): ApontamentoInput => ({
  idRestaurante: UNIT,
  tipDesperdicio: TIP_DESPERDICIO.Bandeja,
  dtaApontamento: TODAY,
  qtdDesperdicio: 10,
  ...over,
});

const stored = (over: Partial<StoredWeighing> = {}): StoredWeighing => ({
  idApontamento: 70,
  idLocal: UUID_STORED,
  idRestaurante: UNIT,
  idSatelite: null,
  tipDesperdicio: TIP_DESPERDICIO.Bandeja,
  dtaApontamento: '2026-03-10',
  qtdDesperdicio: 10,
  qtdTara: 0,
  idProduto: null,
  idItemVenda: null,
  ...NO_OTHER_REFERENCES,
  tipOrigemPeso: 'L',
  minQtd: 8,
  maxQtd: 12,
  mediaQtd: 10,
  precisaAprovacao: false,
  motivoAprovacao: null,
  notificar: false,
  ...over,
});

/** A batch as the load gives it: the unit known, its parameters, a reference of 10 kg for every weighing. */
function batchOf(
  items: ApontamentoInput[],
  over: {
    stored?: StoredWeighing[];
    editRows?: StoredWeighing[];
    reused?: Map<ApontamentoInput, EntryCheck>;
    context?: Partial<BatchContext>;
  } = {},
): SaveBatch<StoredWeighing> {
  const context: BatchContext = {
    ...emptyBatchContext(),
    zones: new Map([[UNIT, 'America/Sao_Paulo']]),
    params: new Map([[UNIT, unitParams]]),
    custoBandeja: 2.5,
    ...over.context,
  };
  const editRows = new Map((over.editRows ?? []).map((r) => [r.idApontamento, r]));
  const reused = over.reused ?? new Map();
  for (const w of weighingsToCheck(items, editRows, reused))
    context.references.set(referenceKeyOf(w), { average: 10, count: 3 });
  return {
    items,
    context,
    stored: new Map((over.stored ?? []).map((r) => [r.idLocal!, r])),
    editRows,
    reused,
    now: NOW,
  };
}

describe('decideBatch', () => {
  it('decides a whole batch in one call: a replay, a repeat, an edit, an approval and an accepted weighing', () => {
    const row = stored({ idApontamento: 71, idLocal: null, idRecipiente: 3, qtdTara: 0.4 });
    const items = [
      tray({ uuidApontamento: UUID_STORED.toUpperCase(), qtdDesperdicio: 99 }),
      tray({ uuidApontamento: UUID_NEW, qtdDesperdicio: 20 }),
      tray({ uuidApontamento: UUID_NEW, qtdDesperdicio: 20 }),
      tray({
        idApontamento: 71,
        idRestaurante: 999,
        dtaApontamento: '2026-03-10',
        qtdDesperdicio: 5,
        idRecipiente: 3,
      }),
      tray({
        idApontamento: 71,
        idRestaurante: 999,
        dtaApontamento: '2026-03-10',
        qtdDesperdicio: 11,
        idRecipiente: 3,
      }),
      tray({ qtdDesperdicio: 10.5 }),
    ];
    // Container 3 weighs 0.5 kg at the unit now; the stored row was saved with 0.4.
    const context = {
      recipientes: new Map([[3, { desRecipiente: 'Cuba', qtdMaxima: null }]]),
      tares: new Map([[`${UNIT}:3`, 0.5]]),
    };
    const d = decideBatch(batchOf(items, { stored: [stored()], editRows: [row], context }));

    expect(d.refused).toBe(false);
    // The replay answers what is stored, whatever was sent, and is not checked.
    expect(d.items[0]).toMatchObject({ uuid: UUID_STORED, check: null, stored: { idApontamento: 70 } });
    expect(d.items[0].result).toMatchObject({ idApontamentoSalvo: 70, qtdDesperdicio: 99, mediaQtd: 10 });
    // 20 kg against a reference of 10 (max 12): approval; its repeat answers the same verdict, unchecked.
    expect(d.items[1].result).toMatchObject({ precisaAprovacao: true, minQtd: 8, maxQtd: 12, mediaQtd: 10 });
    expect(d.items[2]).toMatchObject({ uuid: UUID_NEW, check: null, stored: null });
    expect(d.items[2].result.precisaAprovacao).toBe(true);
    // The edit is checked as the weighing it makes of the stored row: its restaurant, the tare it was saved with.
    expect(d.items[4].edit?.weighing).toMatchObject({ idRestaurante: UNIT, qtdDesperdicio: 11 });
    expect(d.items[4].check?.qtdTara).toBe(0.4);
    expect(d.items[5].result).toMatchObject({ exception: null, precisaAprovacao: false });
    // What is written: the first of each new uuid and the weighing without one; the last edit of 71.
    expect(d.inserts.map((e) => items.indexOf(e.input))).toEqual([1, 5]);
    expect(d.edits.map((e) => items.indexOf(e.input))).toEqual([4]);
    expect(d.inserts[1].check?.custoKg).toBe(2.5);
  });

  it('refuses the batch for one unknown id or a deleted edit target, with the messages the user reads', () => {
    const items = [tray({ idDestino: 5 }), tray({ idApontamento: 404, qtdDesperdicio: 3 }), tray()];
    const d = decideBatch(batchOf(items));
    expect(d.refused).toBe(true);
    expect(d.items.map((e) => e.result.exception)).toEqual([
      MSG.notFoundRef('Destino', 5),
      MSG.notFoundRef('Apontamento', 404),
      null,
    ]);
  });

  it("keeps the verdict validarApontamento just gave, and reports the entry mode's expiry switch", () => {
    const given = tray({ uuidApontamento: UUID_NEW });
    const verdict = decideBatch(batchOf([given])).items[0].check!;
    const expired: ParamLike[] = [
      ...unitParams.filter((p) => p.seqParametro !== 7),
      { desParametro: PARAM_CONFIG, seqParametro: 7, vlrParametroInt: ENTRY_MODE.Both },
      { desParametro: PARAM_CONFIG, seqParametro: 12, vlrParametroDta: '2026-03-01' },
      { desParametro: PARAM_REFEICOES, seqParametro: 14, vlrParametroInt: 3 },
    ];
    const reused = new Map([[given, verdict]]);
    const other = tray();
    const d = decideBatch(
      batchOf([given, other], { reused, context: { params: new Map([[UNIT, expired]]) } }),
    );
    expect(d.items[0].check).toBe(verdict);
    // The other one meets the expiry: refused (app only now), and the switch is to be saved.
    expect(d.items[1].result.exception).toContain(MSG.entryBlocked);
    expect([...d.paramUpdates.keys()]).toEqual([UNIT]);
    expect(d.paramUpdates.get(UNIT)).toContainEqual(
      expect.objectContaining({ seqParametro: 7, vlrParametroInt: ENTRY_MODE.AppOnly }),
    );
  });

  it('reads the kanban a surplus needs from the context, once per key', () => {
    const surplus = (qtd: number) =>
      tray({ tipDesperdicio: TIP_DESPERDICIO.ExcedenteDeProducao, idAgrupamento: 4, qtdDesperdicio: qtd });
    const b = batchOf([surplus(2), surplus(3)], { context: { agrupamentos: new Set([4]) } });
    const lookups = kanbanLookupsOf(b);
    expect(lookups).toEqual([
      {
        key: `a|${UNIT}|${TODAY}|4`,
        kind: 'agrupamento',
        weighing: expect.objectContaining({ idRestaurante: UNIT, dtaCardapio: TODAY, codAgrupamento: 4 }),
      },
    ]);
    b.context.kanbans.set(lookups[0].key, 0);
    expect(decideBatch(b).items.map((e) => e.result.exception)).toEqual([
      MSG.kanbanNotFound,
      MSG.kanbanNotFound,
    ]);
    b.context.kanbans.set(lookups[0].key, 1);
    expect(decideBatch(b).refused).toBe(false);
  });
});

describe('editOutcome', () => {
  it('a pending weighing whose edit brings it back in tolerance leaves approval', () => {
    const row = stored({ precisaAprovacao: true, qtdDesperdicio: 20 });
    const d = decideBatch(
      batchOf([tray({ idApontamento: 70, dtaApontamento: row.dtaApontamento, qtdDesperdicio: 10 })], {
        editRows: [row],
      }),
    );
    const e = d.edits[0];
    const o = editOutcome(e.edit!, e.check!, STATUS_APROV.Pendente);
    expect(o).toMatchObject({ changed: true, status: null, precisa: false, origem: 'D', qtd: 10 });
    // Kept quantity and date: the status and the origin stay.
    const same = decideBatch(
      batchOf([tray({ idApontamento: 70, dtaApontamento: row.dtaApontamento, qtdDesperdicio: 20 })], {
        editRows: [row],
      }),
    ).edits[0];
    expect(editOutcome(same.edit!, same.check!, STATUS_APROV.Pendente)).toMatchObject({
      changed: false,
      status: STATUS_APROV.Pendente,
      origem: 'L',
      tol: { min: 8, max: 12, media: 10 },
    });
  });
});
