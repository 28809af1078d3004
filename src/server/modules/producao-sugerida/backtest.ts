import {
  type CasoBacktest,
  casosBacktest,
  type LinhaBacktest,
  quantidadesBaseline,
  quantidadesRecomendador,
} from '@domain/forecast/backtest';
import { dayNumber, firstOnOrAfter, isoOfDay } from '@domain/forecast/calendar';
import type { Demanda } from '@domain/forecast/metrics';
import { NIVEL_SERVICO_PADRAO, parametros } from '@domain/forecast/params';
import type { Observacao } from '@domain/forecast/types';
import { MSG } from '@domain/messages';
import type { BacktestBody, BacktestResult } from '@domain/schemas/producao-sugerida';
import { invalid } from '../../core/domain-errors';
import type { AuthContext } from '../../core/request-context';
import type { Db } from '../../db/client';
import { checkPeriod, restaurantsOfGroup } from '../rollup/public';
import { itensCaros, METODOS, resumoBacktest } from './backtest-summary';
import { comHistorico } from './history';
import { refeicoesPlanejadas } from './queries';
import { SEMANAS_DE_HISTORIA } from './recommend';
import { checkRestaurante } from './scope';
import { type LinhaAlvo, linhasAlvo } from './targets';

/** Longest period a backtest replays. */
export const BACKTEST_MAX_DIAS = 120;

const lineKey = (r: number, dia: string, item: number, prod: number) => `${r}|${dia}|${item}|${prod}`;

/** The scope's restaurants: the one asked for (checked), or the group's (none for another company's group). */
async function restaurantesDoEscopo(db: Db, auth: AuthContext, idEmpresa: number, b: BacktestBody) {
  if (b.idRestaurante !== undefined) {
    await checkRestaurante(db, auth, idEmpresa, b.idRestaurante);
    return [b.idRestaurante];
  }
  return (await restaurantsOfGroup(db, idEmpresa, b.idGrupo as number)).map((r) => r.idRestaurante);
}

/**
 * Replays the period: every kanban line-day whose demand is known (its consumption; a line that ran out only
 * bounds it from below) gets the recommendation made as of its own day − the lead time, exactly as
 * GET /producaoSugerida makes it, and the baselines' quantities; all are scored against that demand.
 */
export async function backtest(
  db: Db,
  auth: AuthContext,
  idEmpresa: number,
  b: BacktestBody,
): Promise<BacktestResult> {
  checkPeriod(b.dtaIni, b.dtaFim);
  if (dayNumber(b.dtaFim) - dayNumber(b.dtaIni) + 1 > BACKTEST_MAX_DIAS)
    throw invalid(MSG.producaoBacktestLongo(BACKTEST_MAX_DIAS));
  const tau = b.nivelServico ?? NIVEL_SERVICO_PADRAO;
  const restaurantes = await restaurantesDoEscopo(db, auth, idEmpresa, b);
  const alvo = restaurantes.length ? await linhasAlvo(db, idEmpresa, restaurantes, b.dtaIni, b.dtaFim) : [];
  const casos = await casosDoPeriodo(db, idEmpresa, restaurantes, alvo, b);
  const qtds = new Map<string, (number | null)[]>();
  for (const m of METODOS)
    qtds.set(m.id, m.baseline ? quantidadesBaseline(casos, m.baseline) : quantidadesRecomendador(casos, tau));
  return resumoBacktest(casos, qtds, alvo, tau, b);
}

/**
 * The items of a restaurant's period whose recorded plan left the most surplus the recommendation would not have
 * (the weekly digest names the first three, with their mean recommended quantity).
 */
export async function sobreproducaoEvitavel(
  db: Db,
  idEmpresa: number,
  idRestaurante: number,
  dtaIni: string,
  dtaFim: string,
  limit = 3,
) {
  const b = { idRestaurante, dtaIni, dtaFim };
  const alvo = await linhasAlvo(db, idEmpresa, [idRestaurante], dtaIni, dtaFim);
  const casos = await casosDoPeriodo(db, idEmpresa, [idRestaurante], alvo, b);
  const qtds = new Map([
    ['plano', quantidadesBaseline(casos, 'planoRegistrado')],
    ['recomendador', quantidadesRecomendador(casos, NIVEL_SERVICO_PADRAO)],
  ]);
  return itensCaros(casos, qtds).slice(0, limit);
}

async function casosDoPeriodo(
  db: Db,
  idEmpresa: number,
  restaurantes: readonly number[],
  alvo: readonly LinhaAlvo[],
  b: BacktestBody,
): Promise<CasoBacktest[]> {
  if (!alvo.length) return [];
  const params = parametros();
  const de = isoOfDay(dayNumber(b.dtaIni) - params.antecedenciaDias - 7 * SEMANAS_DE_HISTORIA);
  const antes = isoOfDay(dayNumber(b.dtaFim) + 1);
  const produtos = [...new Set(alvo.map((l) => l.idProduto))];
  const planejadas = await refeicoesPlanejadas(db, idEmpresa, restaurantes, b.dtaIni, b.dtaFim);
  const dnIni = dayNumber(b.dtaIni);
  // The line-days with a known demand: the scope's observations of the period, the same at every pass.
  let linhas: (LinhaBacktest & { alvo: LinhaAlvo })[] | undefined;
  return comHistorico(db, idEmpresa, { restaurantes, produtos, de, antes, planejadas, params }, (h) => {
    if (!linhas) {
      const demanda = new Map<string, Observacao>();
      for (const r of restaurantes) {
        const list = h.porRestaurante.get(r) ?? [];
        for (let i = firstOnOrAfter(list, dnIni); i < list.length; i++) {
          const o = list[i];
          demanda.set(lineKey(o.idRestaurante, o.dia, o.idItemVenda, o.idProduto), o);
        }
      }
      linhas = [];
      for (const a of alvo) {
        const o = demanda.get(lineKey(a.idRestaurante, a.dtaCardapio, a.idItemVenda, a.idProduto));
        if (!o) continue;
        const d: Demanda = {
          demandaKg: o.consumoKg,
          censurada: o.censurado,
          custoKg: a.custoKg,
          fatorCo2e: a.fatorCo2e,
        };
        linhas.push({ ...a, ...d, qtdPlanejada: a.qtdPlanejadaOriginal ?? a.qtdPlanejada, alvo: a });
      }
    }
    return casosBacktest(h, linhas);
  });
}
