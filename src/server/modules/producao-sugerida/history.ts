import { dayNumber, isoOfDay } from '@domain/forecast/calendar';
import { observacoesDe } from '@domain/forecast/consumption';
import { construirHistorico, type Historico, HistoricoIncompleto } from '@domain/forecast/history';
import type { ParametrosPrevisao, RefeicoesDia } from '@domain/forecast/types';
import type { Db } from '../../db/client';
import { type Historia, historiaDaJanela } from './queries';

/** What a recommendation or a backtest reads: its restaurants' history, and the products of its lines. */
export interface Escopo {
  restaurantes: readonly number[];
  produtos: readonly number[];
  /** First day read (included) and the day before which nothing is read. */
  de: string;
  antes: string;
  planejadas?: readonly RefeicoesDia[];
  params: ParametrosPrevisao;
}

const vazia: Historia = { linhas: [], pesagens: [], refeicoes: [] };

/**
 * Runs `calcular` over the scope's history. The scope's restaurants are read in full; the other restaurants'
 * lines of its products (the company fallback) only when a read needs them, on the days it needs, widened at
 * each pass: the outcome is the one of reading the company's whole window at once, at the cost of a few days.
 * `lida`: the scope's own history, when the caller read it with its other reads.
 */
export async function comHistorico<T>(
  db: Db,
  idEmpresa: number,
  e: Escopo,
  calcular: (h: Historico) => T,
  lida?: Historia,
): Promise<T> {
  const janela = { restaurantes: e.restaurantes, de: e.de, antes: e.antes };
  const proprio = lida ?? (await historiaDaJanela(db, idEmpresa, janela));
  const [inicio, fim] = [dayNumber(e.de), dayNumber(e.antes)];
  const restaurantes = new Set(e.restaurantes);
  let outros = vazia;
  let faixa: [number, number] = [0, 0];
  let passo = 7;
  for (;;) {
    const linhas = outros.linhas.length
      ? [...proprio.linhas, ...outros.linhas].sort((a, b) => a.idKanban! - b.idKanban!)
      : proprio.linhas;
    const pesagens = [...proprio.pesagens, ...outros.pesagens];
    const refeicoes = [...proprio.refeicoes, ...outros.refeicoes];
    const cobertura = {
      restaurantes,
      de: faixa[0] <= inicio && faixa[1] > faixa[0] ? Number.NEGATIVE_INFINITY : faixa[0],
      ate: faixa[1] >= fim ? Number.POSITIVE_INFINITY : faixa[1],
    };
    const h = construirHistorico(
      observacoesDe(linhas, pesagens, refeicoes),
      refeicoes,
      e.planejadas ?? [],
      e.params,
      cobertura,
    );
    try {
      return calcular(h);
    } catch (err) {
      if (!(err instanceof HistoricoIncompleto)) throw err;
      const had = faixa[1] > faixa[0];
      const de = Math.max(inicio, Math.min(err.de, had ? faixa[0] : err.de));
      const ate = Math.min(fim, Math.max(err.ate, had ? faixa[1] : err.ate) + passo);
      if (had && de >= faixa[0] && ate <= faixa[1]) throw err;
      passo *= 2;
      faixa = [de, ate];
      outros = await historiaDaJanela(
        db,
        idEmpresa,
        { ...janela, outros: e.produtos, de: isoOfDay(de), antes: isoOfDay(ate) },
        { ...janela, outros: e.produtos },
      );
    }
  }
}
