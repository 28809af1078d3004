import { addDays } from '@domain/dates';
import type { LinhaBacktest } from '@domain/forecast/backtest';
import { observacoesDe } from '@domain/forecast/consumption';
import { construirHistorico, type Historico } from '@domain/forecast/history';
import type { ParametrosPrevisao } from '@domain/forecast/types';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import type { DadosDemanda } from './generate';

/** The history a recommender reads from generated data: what the kitchen recorded, never the truth. */
export function historicoDe(d: DadosDemanda, params: ParametrosPrevisao): Historico {
  const obs = observacoesDe(d.kanban, d.pesagens, d.refeicoes);
  return construirHistorico(obs, d.refeicoes, d.refeicoesPlanejadas, params);
}

/**
 * The kanban lines of the last `semanas` weeks as backtest line-days scored against the hidden true demand
 * (surplus valued at the product's cost and the composting factor).
 */
export function linhasBacktest(d: DadosDemanda, semanas: number): LinhaBacktest[] {
  const from = addDays(d.ate, -(semanas * 7 - 1));
  const truth = new Map(d.verdade.map((v) => [v.idKanban, v.demandaKg]));
  const items = new Map(d.itens.map((i) => [i.idItemVenda, i]));
  const cost = new Map(d.itens.flatMap((i) => i.produtos.map((p) => [p.idProduto, p.custoKg] as const)));
  return d.kanban
    .filter((k) => k.dtaCardapio >= from)
    .map((k) => ({
      idKanban: k.idKanban,
      idRestaurante: k.idRestaurante,
      dtaCardapio: k.dtaCardapio,
      idItemVenda: k.idItemVenda,
      idProduto: k.idProduto,
      codAgrupamento: k.codAgrupamento,
      qtdPlanejada: k.qtdPlanejada,
      pratoKg: items.get(k.idItemVenda)!.pratoKg,
      demandaKg: truth.get(k.idKanban)!,
      censurada: false,
      custoKg: cost.get(k.idProduto)!,
      fatorCo2e: FATOR_CO2E_PADRAO.COMPOSTAGEM,
    }));
}
