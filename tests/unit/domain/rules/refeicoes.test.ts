import { MSG } from '@domain/messages';
import {
  diaDaSemana,
  MAX_REFEICOES_DIA,
  parseQtdTexto,
  periodoError,
  qtdDigitada,
  refeicaoError,
  registroEmVigor,
} from '@domain/rules/refeicoes';
import { describe, expect, it } from 'vitest';

const HOJE = '2026-03-10';
const servidas = 'Refeições servidas';
const planejadas = 'Refeições planejadas';

describe('qtdDigitada', () => {
  it('reads absent as unchanged, null and empty as cleared, a number as itself', () => {
    expect(qtdDigitada(undefined)).toBeUndefined();
    expect(qtdDigitada(null)).toBeNull();
    expect(qtdDigitada('')).toBeNull();
    expect(qtdDigitada(0)).toBe(0);
    expect(qtdDigitada(250)).toBe(250);
  });
});

describe('refeicaoError', () => {
  const r = (over: Record<string, unknown>) => ({ dtaRefeicao: HOJE, ...over });

  it('takes served meals up to today and planned meals for any day', () => {
    expect(refeicaoError(r({ qtdRefeicoes: 300 }), HOJE)).toBeNull();
    expect(refeicaoError(r({ dtaRefeicao: '2026-03-09', qtdRefeicoes: 0 }), HOJE)).toBeNull();
    expect(refeicaoError(r({ dtaRefeicao: '2026-03-11', qtdRefeicoes: 300 }), HOJE)).toBe(
      MSG.refeicoesServidasFuturo('11/03/2026'),
    );
    expect(refeicaoError(r({ dtaRefeicao: '2026-04-11', qtdPlanejadas: 300 }), HOJE)).toBeNull();
    // Clearing served meals of a later day is harmless.
    expect(refeicaoError(r({ dtaRefeicao: '2026-03-11', qtdRefeicoes: null }), HOJE)).toBeNull();
  });

  it('needs at least one of the two values, each a whole number from 0 to the maximum', () => {
    expect(refeicaoError(r({}), HOJE)).toBe(MSG.refeicoesNada);
    expect(refeicaoError(r({ qtdRefeicoes: null }), HOJE)).toBeNull();
    expect(refeicaoError(r({ qtdPlanejadas: '' }), HOJE)).toBeNull();
    expect(refeicaoError(r({ qtdRefeicoes: -1 }), HOJE)).toBe(MSG.refeicoesInvalida(servidas));
    expect(refeicaoError(r({ qtdRefeicoes: 2.5 }), HOJE)).toBe(MSG.refeicoesInvalida(servidas));
    expect(refeicaoError(r({ qtdRefeicoes: Number.NaN }), HOJE)).toBe(MSG.refeicoesInvalida(servidas));
    expect(refeicaoError(r({ qtdPlanejadas: Number.POSITIVE_INFINITY }), HOJE)).toBe(
      MSG.refeicoesInvalida(planejadas),
    );
    expect(refeicaoError(r({ qtdRefeicoes: MAX_REFEICOES_DIA }), HOJE)).toBeNull();
    expect(refeicaoError(r({ qtdPlanejadas: MAX_REFEICOES_DIA + 1 }), HOJE)).toBe(
      MSG.refeicoesAcimaMaximo(planejadas, '100.000'),
    );
  });
});

describe('the device instant', () => {
  const r = (dtaDispositivo: string | null | undefined) => ({
    dtaRefeicao: HOJE,
    qtdRefeicoes: 300,
    dtaDispositivo,
  });

  it('is optional (older tablets), and when sent must be an ISO instant with its offset', () => {
    expect(refeicaoError(r(undefined), HOJE)).toBeNull();
    expect(refeicaoError(r(null), HOJE)).toBeNull();
    expect(refeicaoError(r('2026-03-10T13:40:00.000Z'), HOJE)).toBeNull();
    expect(refeicaoError(r('2026-03-10T10:40:00-03:00'), HOJE)).toBeNull();
    for (const bad of ['ontem', '2026-03-10', '2026-03-10T13:40:00', '2026-02-30T13:40:00Z', ''])
      expect(refeicaoError(r(bad), HOJE), bad).toBe(MSG.refeicoesInstante);
  });

  it("orders a day's records: the one typed last is in force, whichever arrived last; a tie goes to the one stored last", () => {
    const corrigido = { id: 1, instante: 2_000, qtd: 320 };
    const atrasado = { id: 2, instante: 1_000, qtd: 300 };
    expect(registroEmVigor([corrigido, atrasado])).toBe(corrigido);
    expect(registroEmVigor([atrasado, corrigido])).toBe(corrigido);
    const limpo = { id: 3, instante: 3_000, qtd: null };
    expect(registroEmVigor([corrigido, atrasado, limpo])).toBe(limpo);
    const mesmoInstante = { id: 4, instante: 3_000, qtd: 310 };
    expect(registroEmVigor([mesmoInstante, limpo])).toBe(mesmoInstante);
    expect(registroEmVigor([])).toBeUndefined();
  });
});

describe('periodoError', () => {
  it('refuses a reversed period and one longer than 62 days', () => {
    expect(periodoError('2026-03-01', '2026-03-07')).toBeNull();
    expect(periodoError('2026-03-01', '2026-03-01')).toBeNull();
    expect(periodoError('2026-03-02', '2026-03-01')).toBe(MSG.refeicoesPeriodoInvertido);
    expect(periodoError('2026-03-01', '2026-05-01')).toBeNull(); // 62 days
    expect(periodoError('2026-03-01', '2026-05-02')).toBe(MSG.refeicoesPeriodoLongo(62));
  });
});

describe('the screen', () => {
  it('names the days of the week in Portuguese', () => {
    expect(['2026-11-30', '2026-12-01', '2026-12-05', '2026-12-06'].map(diaDaSemana)).toEqual([
      'Segunda-feira',
      'Terça-feira',
      'Sábado',
      'Domingo',
    ]);
  });

  it('reads a typed quantity: empty clears, thousands separators are allowed, anything else is no number', () => {
    expect(parseQtdTexto('')).toBeNull();
    expect(parseQtdTexto('  ')).toBeNull();
    expect(parseQtdTexto('320')).toBe(320);
    expect(parseQtdTexto('1.200')).toBe(1200);
    expect(parseQtdTexto(' 0 ')).toBe(0);
    for (const bad of ['-3', '12,5', 'abc', '1e3', '9999999999']) expect(parseQtdTexto(bad)).toBeNaN();
  });
});
