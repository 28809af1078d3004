import { mondayOf } from '@domain/dates';
import type { CasoBacktest, LinhaBacktest } from '@domain/forecast/backtest';
import { BASELINE_LABELS, type BaselineId } from '@domain/forecast/baselines';
import { compararComIgualFalta } from '@domain/forecast/comparison';
import { metricas } from '@domain/forecast/metrics';
import type { BacktestBody, BacktestResult } from '@domain/schemas/producao-sugerida';
import { round } from '../../core/round';
import type { LinhaAlvo } from './targets';

/* The backtest's answer from its scored line-days: each method's figures, and the plan against the
 * recommendation per week, per restaurant and for the items where over-production costs most. */

/** The methods the backtest scores: the recommender, the recorded plan and the naive rules. */
export const METODOS: readonly {
  id: BacktestResult['metodos'][number]['id'];
  rotulo: string;
  baseline?: BaselineId;
}[] = [
  { id: 'recomendador', rotulo: 'Produção sugerida' },
  { id: 'plano', rotulo: BASELINE_LABELS.planoRegistrado, baseline: 'planoRegistrado' },
  { id: 'semana-anterior', rotulo: BASELINE_LABELS.semanaPassada, baseline: 'semanaPassada' },
  { id: 'media-4-semanas', rotulo: BASELINE_LABELS.media4Semanas, baseline: 'media4Semanas' },
  { id: 'gramatura', rotulo: BASELINE_LABELS.refeicoesGramatura, baseline: 'refeicoesGramatura' },
];

type Qtds = ReadonlyMap<string, readonly (number | null)[]>;

const alvoDe = (c: CasoBacktest) => c.linha as LinhaBacktest & LinhaAlvo;

function somas(casos: readonly CasoBacktest[], qtds: readonly (number | null)[], tau: number) {
  const m = metricas(casos, qtds, tau);
  return {
    excedenteKg: round(m.excedenteKg, 3),
    excedenteValor: round(m.excedenteRs, 2),
    excedenteCo2e: round(m.excedenteCo2e, 3),
    faltas: m.faltas,
  };
}

/** Plan against recommendation over the groups of line-days that `key` makes. */
function porGrupo(casos: readonly CasoBacktest[], qtds: Qtds, tau: number, key: (c: CasoBacktest) => string) {
  const groups = new Map<string, number[]>();
  casos.forEach((c, i) => {
    const k = key(c);
    const list = groups.get(k);
    if (list) list.push(i);
    else groups.set(k, [i]);
  });
  const plano = qtds.get('plano') ?? [];
  const rec = qtds.get('recomendador') ?? [];
  return [...groups].map(([k, idx]) => {
    const sub = idx.map((i) => casos[i]);
    return {
      key: k,
      plano: somas(
        sub,
        idx.map((i) => plano[i]),
        tau,
      ),
      recomendador: somas(
        sub,
        idx.map((i) => rec[i]),
        tau,
      ),
    };
  });
}

/** The items whose recorded plan left the most avoidable surplus (what the recommendation would not have). */
export function itensCaros(casos: readonly CasoBacktest[], qtds: Qtds) {
  const plano = qtds.get('plano') ?? [];
  const rec = qtds.get('recomendador') ?? [];
  const byProduct = new Map<number, { a: LinhaAlvo; kg: number; rs: number; sug: number; n: number }>();
  casos.forEach((c, i) => {
    const p = plano[i];
    const q = rec[i];
    if (p === null || q === null || c.censurada) return;
    const avoidable = Math.max(0, p - Math.max(q, c.demandaKg));
    const a = alvoDe(c);
    const item = byProduct.get(a.idProduto) ?? { a, kg: 0, rs: 0, sug: 0, n: 0 };
    item.kg += avoidable;
    item.rs += avoidable * c.custoKg;
    item.sug += q;
    item.n++;
    byProduct.set(a.idProduto, item);
  });
  return [...byProduct.values()]
    .filter((x) => x.kg > 0)
    .sort((x, y) => y.rs - x.rs || y.kg - x.kg)
    .slice(0, 10)
    .map((x) => ({
      idProduto: x.a.idProduto,
      desProduto: x.a.desProduto,
      desItemVenda: x.a.desItemVenda,
      excedenteEvitavelKg: round(x.kg, 3),
      excedenteEvitavelValor: round(x.rs, 2),
      qtdSugeridaMedia: round(x.sug / x.n, 3),
    }));
}

/** The comparison at the recorded plan's stock-out rate (null when no line-day has every method's quantity). */
function comparacao(casos: readonly CasoBacktest[], tau: number): BacktestResult['comparacao'] {
  const c = compararComIgualFalta(casos, tau);
  if (!c.casos) return null;
  const melhor = c.baselines[c.melhorBaseline];
  const rec = c.recomendador.metricas.excedenteKg;
  const reducao = (base: number) => (base > 0 ? round(1 - rec / base, 4) : 0);
  return {
    linhasDia: c.casos,
    taxaFalta: round(c.plano.taxaFalta, 4),
    nivelServicoEquivalente: round(c.recomendador.ajuste, 4),
    excedentePlanoKg: round(c.plano.excedenteKg, 3),
    excedenteRecomendadorKg: round(rec, 3),
    reducaoVsPlano: reducao(c.plano.excedenteKg),
    melhorIngenuo: METODOS.find((m) => m.baseline === c.melhorBaseline)?.id ?? 'media-4-semanas',
    margemMelhorIngenuo: round(melhor.ajuste, 4),
    excedenteMelhorIngenuoKg: round(melhor.metricas.excedenteKg, 3),
    reducaoVsMelhorIngenuo: reducao(melhor.metricas.excedenteKg),
  };
}

export function resumoBacktest(
  casos: readonly CasoBacktest[],
  qtds: Qtds,
  alvo: readonly LinhaAlvo[],
  tau: number,
  b: BacktestBody,
): BacktestResult {
  const nomes = new Map<number, string>();
  for (const a of alvo) nomes.set(a.idRestaurante, a.desRestaurante);
  return {
    nivelServico: tau,
    dtaIni: b.dtaIni,
    dtaFim: b.dtaFim,
    linhasDia: casos.length,
    metodos: METODOS.map((m) => {
      const x = metricas(casos, qtds.get(m.id) ?? [], tau);
      return {
        id: m.id,
        rotulo: m.rotulo,
        excedenteKg: round(x.excedenteKg, 3),
        excedenteValor: round(x.excedenteRs, 2),
        excedenteCo2e: round(x.excedenteCo2e, 3),
        faltas: x.faltas,
        taxaFalta: round(x.taxaFalta, 4),
        desconhecidos: x.desconhecidos,
        semQuantidade: x.semQuantidade,
        pinball: round(x.perdaPinball, 4),
        calibracao: round(x.calibracao, 4),
      };
    }),
    porSemana: porGrupo(casos, qtds, tau, (c) => mondayOf(c.linha.dtaCardapio))
      .sort((x, y) => (x.key < y.key ? -1 : 1))
      .map(({ key, ...g }) => ({ semana: key, ...g })),
    porRestaurante: porGrupo(casos, qtds, tau, (c) => String(c.linha.idRestaurante))
      .map(({ key, ...g }) => ({
        idRestaurante: Number(key),
        desRestaurante: nomes.get(Number(key)) ?? key,
        ...g,
      }))
      .sort((x, y) => x.desRestaurante.localeCompare(y.desRestaurante, 'pt-BR')),
    comparacao: comparacao(casos, tau),
    itens: itensCaros(casos, qtds),
  };
}
