import {
  alteracoes,
  linhasDaSemana,
  textoDoCampo,
  totalDoDia,
} from '@app/features/refeicoes/lib/refeicoes-semana';
import { MSG } from '@domain/messages';
import type { RefeicoesPeriodo } from '@domain/schemas/refeicoes';
import { describe, expect, it } from 'vitest';

/** The week on the Refeições screen: the values in force and what the user changed, as records to queue. */

const dia = (dtaRefeicao: string, over: Partial<RefeicoesPeriodo['dias'][number]> = {}) => ({
  dtaRefeicao,
  qtdRefeicoes: null,
  qtdPlanejadas: null,
  qtdSatelites: 0,
  qtdTotal: null,
  ...over,
});
const periodo: RefeicoesPeriodo = {
  idRestaurante: 4,
  dtaIni: '2026-11-30',
  dtaFim: '2026-12-02',
  hoje: '2026-12-01',
  dias: [
    dia('2026-11-30', { qtdRefeicoes: 300, qtdPlanejadas: 310, qtdSatelites: 40, qtdTotal: 340 }),
    dia('2026-12-01', { qtdSatelites: 12, qtdTotal: 12 }),
    dia('2026-12-02'),
  ],
};

describe('linhasDaSemana', () => {
  it("shows the values typed on the tablet and not sent yet in place of the server's", () => {
    const tablet = new Map([
      ['2026-11-30', { send: { status: 'pending' as const, error: null }, qtdRefeicoes: null }],
      ['2026-12-02', { send: { status: 'attention' as const, error: 'recusado' } }],
    ]);
    const [seg, ter, qua] = linhasDaSemana(periodo, tablet);
    expect(seg).toMatchObject({
      nome: 'Segunda-feira',
      data: '30/11/2026',
      qtdRefeicoes: null,
      qtdPlanejadas: 310,
    });
    expect(seg.send?.status).toBe('pending');
    expect(ter).toMatchObject({ futuro: false, qtdSatelites: 12, send: null });
    expect(qua).toMatchObject({ futuro: true, send: { status: 'attention', error: 'recusado' } });
    expect(textoDoCampo(seg, 'qtdPlanejadas', {})).toBe('310');
    expect(textoDoCampo(seg, 'qtdPlanejadas', { '2026-11-30': { qtdPlanejadas: '3' } })).toBe('3');
  });
});

describe('alteracoes', () => {
  const linhas = linhasDaSemana(periodo, new Map());

  it('turns the days changed into records (empty clears), leaves the unchanged ones out', () => {
    const out = alteracoes(4, periodo.hoje, linhas, {
      '2026-11-30': { qtdRefeicoes: '300', qtdPlanejadas: '' },
      '2026-12-01': { qtdRefeicoes: '1.250' },
      '2026-12-02': { qtdPlanejadas: '280' },
    });
    expect(out.records).toEqual([
      { idRestaurante: 4, dtaRefeicao: '2026-11-30', qtdPlanejadas: null },
      { idRestaurante: 4, dtaRefeicao: '2026-12-01', qtdRefeicoes: 1250 },
      { idRestaurante: 4, dtaRefeicao: '2026-12-02', qtdPlanejadas: 280 },
    ]);
    expect(out.rotulos).toEqual([
      'Segunda-feira, 30/11/2026',
      'Terça-feira, 01/12/2026',
      'Quarta-feira, 02/12/2026',
    ]);
    expect(out.erros).toEqual({});
  });

  it('flags a field typed wrong, and served meals of a day still to come', () => {
    const out = alteracoes(4, periodo.hoje, linhas, {
      '2026-11-30': { qtdRefeicoes: '12,5' },
      '2026-12-02': { qtdRefeicoes: '90', qtdPlanejadas: '100' },
    });
    expect(out.erros).toEqual({
      '2026-11-30': { qtdRefeicoes: MSG.refeicoesInvalida('Refeições servidas') },
      '2026-12-02': { qtdRefeicoes: MSG.refeicoesServidasFuturo('02/12/2026') },
    });
    expect(out.records).toEqual([{ idRestaurante: 4, dtaRefeicao: '2026-12-02', qtdPlanejadas: 100 }]);
  });

  it('totals served and satellites, nothing when neither is known', () => {
    expect(totalDoDia(300, 40)).toBe(340);
    expect(totalDoDia(null, 12)).toBe(12);
    expect(totalDoDia(0, 0)).toBe(0);
    expect(totalDoDia(null, 0)).toBeNull();
  });
});
