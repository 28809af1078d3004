import { MSG } from '@domain/messages';
import { IMPORT_MSG } from '@domain/rules/import-values';
import type { StagedRow } from '@server/modules/importacao/kind';
import { columnOfRefusal, naturalUuid, weighingOf } from '@server/modules/importacao/kinds/apontamento-linha';
import { apontamentosKind } from '@server/modules/importacao/kinds/apontamentos';
import { kanbansKind } from '@server/modules/importacao/kinds/kanbans';
import { refeicoesKind } from '@server/modules/importacao/kinds/refeicoes';
import { describe, expect, it } from 'vitest';

const row = (v: Record<string, unknown>, ids: Record<string, number | null>): StagedRow => ({
  linha: 2,
  v,
  ids,
});

const surplus = row(
  {
    tipDesperdicio: 2,
    dtaApontamento: '2026-03-01',
    qtdDesperdicio: 3.5,
    codDestino: 4,
    codRecipiente: null,
  },
  { codRestaurante: 10, codItemVenda: 20, codProduto: 30, codAgrupamento: null, codInsumo: null },
);

describe('a line of the weighings import', () => {
  it('becomes the weighing a save receives (ids resolved, typed weight)', () => {
    expect(weighingOf(surplus)).toEqual({
      idRestaurante: 10,
      tipDesperdicio: 2,
      dtaApontamento: '2026-03-01',
      qtdDesperdicio: 3.5,
      idItemVenda: 20,
      idProduto: 30,
      idAgrupamento: null,
      idInsumo: null,
      idDestino: 4,
      idRecipiente: null,
      tipOrigemPeso: 'D',
    });
  });

  it('without a uuid, is named by its natural key: same key same uuid, another key another', () => {
    const w = weighingOf(surplus);
    const uuid = naturalUuid(w);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(naturalUuid({ ...w, idDestino: 9 })).toBe(uuid);
    expect(naturalUuid({ ...w, qtdDesperdicio: 3.5004 })).toBe(uuid);
    for (const other of [
      { qtdDesperdicio: 3.501 },
      { dtaApontamento: '2026-03-02' },
      { idRestaurante: 11 },
      { tipDesperdicio: 1 },
      { idProduto: 31 },
      { idAgrupamento: 5 },
    ])
      expect(naturalUuid({ ...w, ...other })).not.toBe(uuid);
  });

  it('names the column a refusal of the save is about', () => {
    const w = weighingOf(surplus);
    expect(columnOfRefusal(MSG.dateTooFarAhead, w)).toBe('dtaApontamento');
    expect(columnOfRefusal(MSG.quantityAboveMax('Bandeja', 50), w)).toBe('qtdDesperdicio');
    expect(columnOfRefusal(MSG.containerTare, w)).toBe('qtdDesperdicio');
    expect(columnOfRefusal(MSG.kanbanNotFound, w)).toBe('codProduto');
    expect(columnOfRefusal(MSG.kanbanInactive, { ...w, idItemVenda: null, idAgrupamento: 3 })).toBe(
      'codAgrupamento',
    );
    expect(columnOfRefusal(MSG.itemRequired, { ...w, tipDesperdicio: 4 })).toBe('codInsumo');
    expect(columnOfRefusal(MSG.notFoundRef('Destino', 4), w)).toBe('codDestino');
    expect(columnOfRefusal(MSG.containerWithoutTare(4, 10), w)).toBe('codRecipiente');
    expect(columnOfRefusal('outra coisa', w)).toBe('');
  });

  it('is a duplicate of another by uuid, or by its natural key when it has none', () => {
    const key = apontamentosKind.chaveDe!;
    const v = { codRestaurante: 'R1', dtaApontamento: '2026-03-01', tipDesperdicio: 1, qtdDesperdicio: 2 };
    expect(key({ ...v, uuidApontamento: 'abc' })).toEqual(['abc']);
    expect(key({ ...v, uuidApontamento: null })).toEqual(['R1', '2026-03-01', 1, '', '', '', '', 2]);
  });
});

describe('line rules of the kanban and meals imports', () => {
  it('a kanban line closes one way only', () => {
    const check = kanbansKind.checkLine!;
    expect(check({ semSobra: true, esgotadoAs: null })).toBeNull();
    expect(check({ semSobra: false, esgotadoAs: '13:00' })).toBeNull();
    expect(check({ semSobra: null, esgotadoAs: '13:00' })).toBeNull();
    expect(check({ semSobra: true, esgotadoAs: '13:00' })).toEqual({
      coluna: 'esgotadoAs',
      mensagem: IMPORT_MSG.closedTwoWays,
    });
  });

  it('a meals line carries served or planned meals', () => {
    const check = refeicoesKind.checkLine!;
    expect(check({ qtdRefeicoes: 10, qtdPlanejadas: null })).toBeNull();
    expect(check({ qtdRefeicoes: null, qtdPlanejadas: 0 })).toBeNull();
    expect(check({ qtdRefeicoes: null, qtdPlanejadas: null })).toEqual({
      coluna: 'qtdRefeicoes',
      mensagem: IMPORT_MSG.noMeals,
    });
  });
});
