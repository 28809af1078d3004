import type { DesperdiciosDetPatch } from '@app/features/maintenance/utils/desperdicios-det-edits';
import { groupDesperdiciosDet, SEM_SATELITE } from '@app/features/maintenance/utils/group-desperdicios-det';
import { describe, expect, it } from 'vitest';
import { apontamento } from './maintenance-fixtures';

const rows = [
  apontamento({
    idApontamento: 1,
    idRestaurante: 2,
    desRestaurante: 'Sul',
    tipDesperdicio: 3,
    qtdDesperdicio: 1,
    vlrCusto: 10,
  }),
  apontamento({
    idApontamento: 2,
    idRestaurante: 1,
    desRestaurante: 'Centro',
    tipDesperdicio: 1,
    qtdDesperdicio: 2,
    vlrCusto: 8,
  }),
  apontamento({
    idApontamento: 3,
    idRestaurante: 1,
    desRestaurante: 'Centro',
    tipDesperdicio: 2,
    qtdDesperdicio: 0.5,
    vlrCusto: null,
    idSatelite: 40,
    codSatelite: 'S10',
    desSatelite: 'Anexo',
  }),
  apontamento({
    idApontamento: 4,
    idRestaurante: 1,
    desRestaurante: 'Centro',
    tipDesperdicio: 1,
    qtdDesperdicio: 1.25,
    vlrCusto: 5,
    idSatelite: 41,
    codSatelite: 'S2',
    desSatelite: 'Escola',
  }),
];

describe('groupDesperdiciosDet', () => {
  it("groups by restaurant ('id - name', by id), then by waste type, with totals", () => {
    const { groups, totals } = groupDesperdiciosDet(rows, 'restaurante');
    expect(groups.map((g) => g.label)).toEqual(['1 - Centro', '2 - Sul']);
    const centro = groups[0];
    expect(centro.subgroups.map((s) => [s.label, s.rows.map((r) => r.idApontamento)])).toEqual([
      ['Bandeja', [2, 4]],
      ['Excedente de produção', [3]],
    ]);
    expect(centro.subgroups[0].totals).toEqual({ count: 2, kg: 3.25, custo: 13 });
    expect(centro.totals).toEqual({ count: 3, kg: 3.75, custo: 13 });
    expect(groups[1].subgroups[0].label).toBe('Pré-preparo por turno');
    expect(totals).toEqual({ count: 4, kg: 4.75, custo: 23 });
  });

  it("groups by satellite ('code - name', by code), rows without one last under 'Sem satélite'", () => {
    const { groups } = groupDesperdiciosDet(rows, 'satelite');
    expect(groups.map((g) => g.label)).toEqual(['S2 - Escola', 'S10 - Anexo', SEM_SATELITE]);
    expect(groups[2].subgroups.flatMap((s) => s.rows.map((r) => r.idApontamento))).toEqual([2, 1]);
    expect(groups[2].totals).toEqual({ count: 2, kg: 3, custo: 18 });
  });

  it('totals use the staged quantities (cost scaled by the new quantity; an invalid one counts 0)', () => {
    const changes = new Map<number, DesperdiciosDetPatch>([
      [2, { qtdDesperdicio: 3 }],
      [4, { qtdDesperdicio: null }],
      [1, { idDestino: 99 }],
    ]);
    const { groups, totals } = groupDesperdiciosDet(rows, 'restaurante', changes);
    expect(groups[0].subgroups[0].totals).toEqual({ count: 2, kg: 3, custo: 12 });
    expect(groups[1].totals).toEqual({ count: 1, kg: 1, custo: 10 });
    expect(totals).toEqual({ count: 4, kg: 4.5, custo: 22 });
  });
});
