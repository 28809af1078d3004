import { consumoDe, excedentePorLinha, fechamentoDe, observacoesDe } from '@domain/forecast/consumption';
import type { LinhaKanban, PesagemExcedente } from '@domain/forecast/types';
import { describe, expect, it } from 'vitest';

const line = (p: Partial<LinhaKanban> = {}): LinhaKanban => ({
  idRestaurante: 1,
  dtaCardapio: '2024-05-06',
  idItemVenda: 10,
  idProduto: 100,
  codAgrupamento: 5,
  qtdPlanejada: 12,
  qtdProduzida: 12,
  ...p,
});
const weighing = (p: Partial<PesagemExcedente> = {}): PesagemExcedente => ({
  idRestaurante: 1,
  dtaApontamento: '2024-05-06',
  idItemVenda: 10,
  idProduto: 100,
  qtdDesperdicio: 3.15,
  qtdTara: 1.15,
  indStatusAprov: 1,
  ...p,
});

describe('consumption of a kanban line', () => {
  it('surplus is net of the tare and leaves rejected weighings aside', () => {
    const m = excedentePorLinha([
      weighing(),
      weighing({ qtdDesperdicio: 1.62, qtdTara: 0.62, indStatusAprov: 0 }),
      weighing({ qtdDesperdicio: 9, indStatusAprov: 2 }),
    ]);
    expect(m.get('1|2024-05-06|10|100')).toBeCloseTo(3, 9);
  });

  it('consumption = produced − net surplus; sem sobra is 0 kg and not censored; ran out is censored', () => {
    expect(consumoDe(12, fechamentoDe(line(), 3))).toEqual({ kg: 9, censurado: false });
    expect(consumoDe(12, fechamentoDe(line({ semSobra: true }), undefined))).toEqual({
      kg: 12,
      censurado: false,
    });
    expect(consumoDe(12, fechamentoDe(line({ esgotadoAs: '12:40' }), undefined))).toEqual({
      kg: 12,
      censurado: true,
    });
    // 'Sem sobra' that also ran out is censored.
    expect(
      consumoDe(12, fechamentoDe(line({ semSobra: true, esgotadoAs: '13:05' }), undefined))!.censurado,
    ).toBe(true);
  });

  it('a line without any closing, or nothing produced, gives no observation', () => {
    expect(consumoDe(12, fechamentoDe(line(), undefined))).toBeNull();
    expect(consumoDe(null, { tipo: 'semSobra' })).toBeNull();
    expect(consumoDe(0, { tipo: 'semSobra' })).toBeNull();
  });

  it('per meal = consumption ÷ the meals of the restaurant that day; days without meals are skipped', () => {
    const obs = observacoesDe(
      [
        line(),
        line({ dtaCardapio: '2024-05-07' }),
        line({ idProduto: 101, esgotadoAs: '12:00', codAgrupamento: 5 }),
      ],
      [weighing()],
      [{ idRestaurante: 1, dia: '2024-05-06', qtdRefeicoes: 600 }],
    );
    expect(obs).toHaveLength(2);
    expect(obs[0].consumoKg).toBeCloseTo(10, 9);
    expect(obs[0].porRefeicao).toBeCloseTo(10 / 600, 12);
    expect(obs[0].opcoes).toBe(2);
    expect(obs[1]).toMatchObject({ idProduto: 101, consumoKg: 12, censurado: true });
  });
});
