import type { CasoBacktest, LinhaBacktest } from '@domain/forecast/backtest';
import { BASELINE_LABELS, type BaselineId } from '@domain/forecast/baselines';
import { compararComIgualFalta } from '@domain/forecast/comparison';
import { metricas } from '@domain/forecast/metrics';
import { mondayOf } from '@domain/rules/weekly-digest';
import type { BacktestBody, BacktestResult } from '@domain/schemas/producao-sugerida';
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

const r3 = (n: number) => Math.round(n * 1000) / 1000;
const r2 = (n: number) => Math.round(n * 100) / 100;
const r4 = (n: number) => Math.round(n * 10000) / 10000;

const alvoDe = (c: CasoBacktest) => c.linha as LinhaBacktest & LinhaAlvo;

function somas(casos: readonly CasoBacktest[], qtds: readonly (number | null)[], tau: number) {
  const m = metricas(casos, qtds, tau);
  return {
    excedenteKg: r3(m.excedenteKg),
    excedenteValor: r2(m.excedenteRs),
    excedenteCo2e: r3(m.excedenteCo2e),
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
      excedenteEvitavelKg: r3(x.kg),
      excedenteEvitavelValor: r2(x.rs),
      qtdSugeridaMedia: r3(x.sug / x.n),
    }));
}

/** The comparison at the recorded plan's stock-out rate (null when no line-day has every method's quantity). */
function comparacao(casos: readonly CasoBacktest[], tau: number): BacktestResult['comparacao'] {
  const c = compararComIgualFalta(casos, tau);
  if (!c.casos) return null;
  const melhor = c.baselines[c.melhorBaseline];
  const rec = c.recomendador.metricas.excedenteKg;
  const reducao = (base: number) => (base > 0 ? r4(1 - rec / base) : 0);
  return {
    linhasDia: c.casos,
    taxaFalta: r4(c.plano.taxaFalta),
    nivelServicoEquivalente: r4(c.recomendador.ajuste),
    excedentePlanoKg: r3(c.plano.excedenteKg),
    excedenteRecomendadorKg: r3(rec),
    reducaoVsPlano: reducao(c.plano.excedenteKg),
    melhorIngenuo: METODOS.find((m) => m.baseline === c.melhorBaseline)?.id ?? 'media-4-semanas',
    margemMelhorIngenuo: r4(melhor.ajuste),
    excedenteMelhorIngenuoKg: r3(melhor.metricas.excedenteKg),
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
        excedenteKg: r3(x.excedenteKg),
        excedenteValor: r2(x.excedenteRs),
        excedenteCo2e: r3(x.excedenteCo2e),
        faltas: x.faltas,
        taxaFalta: r4(x.taxaFalta),
        desconhecidos: x.desconhecidos,
        semQuantidade: x.semQuantidade,
        pinball: r4(x.perdaPinball),
        calibracao: r4(x.calibracao),
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
