import { dayNumber, isoOfDay } from './calendar';
import { quantilKM } from './censored-quantile';
import { observacoesDoCentro } from './centre';
import { explicar } from './explain';
import { centroDe, distribuicaoErros, type Historico } from './history';
import { type PrevisaoRefeicoes, preverRefeicoes } from './meals-forecast';
import type {
  AlvoLinha,
  ConsultaSugestao,
  MetodoSugestao,
  ObservacoesUsadas,
  PreparoDia,
  PreparoLinha,
} from './recommend-types';

const CHAIN: MetodoSugestao[] = [
  'produto-restaurante',
  'agrupamento-restaurante',
  'produto-empresa',
  'gramatura',
];

/** What a centre read, for the explanation: its observations' count, range and days (the list is by day). */
function observacoesUsadas(obs: readonly { dia: string; porRefeicao: number; censurado: boolean }[]) {
  const dias: string[] = [];
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let censuradas = 0;
  for (const o of obs) {
    if (dias.at(-1) !== o.dia) dias.push(o.dia);
    min = Math.min(min, o.porRefeicao);
    max = Math.max(max, o.porRefeicao);
    if (o.censurado) censuradas++;
  }
  return { quantidade: obs.length, censuradas, minPorRefeicaoKg: min, maxPorRefeicaoKg: max, dias };
}

/** Everything of a day's recommendation that does not depend on τ (the backtest reuses it for many τ). */
export function prepararDia(h: Historico, c: ConsultaSugestao): PreparoDia {
  const dnAlvo = dayNumber(c.dtaCardapio);
  const dnRef = c.dtaReferencia ? dayNumber(c.dtaReferencia) : dnAlvo - h.params.antecedenciaDias;
  const refeicoes: PrevisaoRefeicoes | null =
    c.refeicoesPlanejadas && c.refeicoesPlanejadas > 0
      ? { refeicoes: c.refeicoesPlanejadas, metodo: 'planejadas', dias: [c.dtaCardapio] }
      : preverRefeicoes(h.refeicoes, c.idRestaurante, dnAlvo, dnRef, h.params.semanasRefeicoes);
  const productsOfItem = new Map<number, number>();
  for (const l of c.linhas) productsOfItem.set(l.idItemVenda, (productsOfItem.get(l.idItemVenda) ?? 0) + 1);
  const options = new Map<number | null, number>();
  for (const l of c.linhas) options.set(l.codAgrupamento, (options.get(l.codAgrupamento) ?? 0) + 1);
  const linhas = c.linhas.map((alvo): PreparoLinha => {
    const opcoes = alvo.codAgrupamento === null ? undefined : options.get(alvo.codAgrupamento);
    const centro = centroDe(h, c.idRestaurante, alvo.idProduto, alvo.codAgrupamento, dnRef, opcoes);
    if (centro) {
      return {
        alvo,
        metodo: centro.nivel,
        porRefeicaoKg: centro.porRefeicao,
        observacoes: observacoesUsadas(observacoesDoCentro(centro)),
        niveisSemBase: CHAIN.slice(0, CHAIN.indexOf(centro.nivel)),
      };
    }
    const prato =
      alvo.pratoKg && alvo.pratoKg > 0 ? alvo.pratoKg / productsOfItem.get(alvo.idItemVenda)! : null;
    return {
      alvo,
      metodo: prato ? 'gramatura' : 'sem-base',
      porRefeicaoKg: prato,
      observacoes: null,
      niveisSemBase: CHAIN.slice(0, prato ? 3 : 4),
    };
  });
  return {
    idRestaurante: c.idRestaurante,
    dtaCardapio: c.dtaCardapio,
    dtaReferencia: isoOfDay(dnRef),
    refeicoes,
    erros: distribuicaoErros(h, c.idRestaurante, dnRef),
    linhas,
  };
}

/** The factor the τ-quantile of the past forecast errors puts on the typical consumption (1 without errors). */
export function fatorQuantil(dia: PreparoDia, tau: number): number {
  const q = dia.erros ? quantilKM(dia.erros.dist, tau) : null;
  return q === null ? 1 : Math.exp(q);
}

/**
 * Recommended kg of a line: forecast meals × the τ-quantile of its per-meal consumption (the centre × the
 * error factor); the plate weight's share of the meals for an item never seen; null without meals or a base.
 */
export function quantidadeSugerida(
  dia: PreparoDia,
  linha: PreparoLinha,
  tau: number,
  fator = fatorQuantil(dia, tau),
) {
  if (!dia.refeicoes || linha.porRefeicaoKg === null) return null;
  const perMeal = linha.metodo === 'gramatura' ? linha.porRefeicaoKg : linha.porRefeicaoKg * fator;
  return Math.round(dia.refeicoes.refeicoes * perMeal * 1000) / 1000;
}

export interface LinhaSugerida extends AlvoLinha {
  qtdSugerida: number | null;
  metodo: MetodoSugestao;
  observacoes: ObservacoesUsadas | null;
  /** The τ-quantile of the per-meal consumption (kg), as used. */
  porRefeicaoKg: number | null;
  niveisSemBase: MetodoSugestao[];
  explicacao: string;
}

export interface SugestaoDia {
  idRestaurante: number;
  dtaCardapio: string;
  dtaReferencia: string;
  nivelServico: number;
  refeicoesPrevistas: number | null;
  refeicoes: PrevisaoRefeicoes | null;
  linhas: LinhaSugerida[];
}

/** The recommended production of a restaurant's day, each line with its method, observations and explanation. */
export function sugerirProducao(h: Historico, c: ConsultaSugestao, tau: number): SugestaoDia {
  const dia = prepararDia(h, c);
  const fator = fatorQuantil(dia, tau);
  return {
    idRestaurante: c.idRestaurante,
    dtaCardapio: c.dtaCardapio,
    dtaReferencia: dia.dtaReferencia,
    nivelServico: tau,
    refeicoesPrevistas: dia.refeicoes?.refeicoes ?? null,
    refeicoes: dia.refeicoes,
    linhas: dia.linhas.map((l) => {
      const qtdSugerida = quantidadeSugerida(dia, l, tau, fator);
      const porRefeicaoKg =
        l.porRefeicaoKg === null
          ? null
          : l.metodo === 'gramatura'
            ? l.porRefeicaoKg
            : l.porRefeicaoKg * fator;
      return {
        ...l.alvo,
        qtdSugerida,
        metodo: l.metodo,
        observacoes: l.observacoes,
        porRefeicaoKg,
        niveisSemBase: l.niveisSemBase,
        explicacao: explicar(dia, l, tau, fator, qtdSugerida),
      };
    }),
  };
}
