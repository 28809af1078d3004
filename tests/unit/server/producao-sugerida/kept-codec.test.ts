import type { Observacao } from '@domain/forecast/types';
import {
  censuradaDe,
  codificarErros,
  codificarObservacoes,
  lerErros,
  lerObservacoes,
  observacaoDe,
  produtoDe,
} from '@server/modules/producao-sugerida/kept-codec';
import { describe, expect, it } from 'vitest';

const obs = (o: Partial<Observacao>): Observacao => {
  const consumoKg = o.consumoKg ?? 10;
  return {
    idRestaurante: 3,
    dia: '2024-05-30',
    dn: 19873,
    idItemVenda: 7,
    idProduto: 11,
    codAgrupamento: 2,
    refeicoes: 783,
    consumoKg,
    porRefeicao: consumoKg / 783,
    logPorRefeicao: Math.log(consumoKg / 783),
    censurado: false,
    opcoes: 1,
    ...o,
  };
};

/** The JSON text kept, read back as re_ps_guardados hands it over (spliced into a JSON answer). */
const viaJson = (text: string) => JSON.parse(`[${text}]`)[0] as string;

describe('kept days as bytes', () => {
  it('reads back every field of every observation exactly, as observacoesDe made it', () => {
    const day = [
      obs({ consumoKg: 16.060000000000002 }),
      obs({ idItemVenda: 2_147_483_647, idProduto: 1, codAgrupamento: null, censurado: true, opcoes: 3 }),
      obs({ consumoKg: 1 / 3, codAgrupamento: 40_000, opcoes: 12 }),
    ];
    const g = lerObservacoes(viaJson(codificarObservacoes(day)));
    expect(g.n).toBe(3);
    expect(g.refeicoes).toBe(783);
    expect(day.map((_, i) => observacaoDe(g, i, 3, 19873, '2024-05-30'))).toEqual(day);
    expect(day.map((_, i) => produtoDe(g, i))).toEqual([11, 1, 11]);
    expect(day.map((_, i) => censuradaDe(g, i))).toEqual([false, true, false]);
  });

  it('keeps a day without observations', () => {
    expect(lerObservacoes(viaJson(codificarObservacoes([])))).toMatchObject({ n: 0 });
  });

  it('reads back the errors exactly, a missing one as NaN', () => {
    const erros = [-0.0492048872183228, null, 0.11264463746088557, 1e-300];
    expect(Array.from(lerErros(viaJson(codificarErros(erros))))).toEqual([
      -0.0492048872183228,
      Number.NaN,
      0.11264463746088557,
      1e-300,
    ]);
  });
});
