import { firstOnOrAfter } from './calendar';
import { type DistribuicaoKM, kaplanMeier } from './censored-quantile';
import { type Centro, centroNivel, type NivelHistorico } from './centre';
import { type IndiceRefeicoes, indexarRefeicoes, preverRefeicoes } from './meals-forecast';
import type { Observacao, ParametrosPrevisao, RefeicoesDia } from './types';

/** A past forecast error: log(consumption ÷ (meals forecast × centre)), both as of that day's reference. */
export interface Residuo {
  dn: number;
  valor: number;
  censurado: boolean;
}

/** The distribution of the forecast errors a day reads, how many errors and whose. */
export interface ErrosDia {
  dist: DistribuicaoKM;
  n: number;
  escopo: 'restaurante' | 'empresa';
}

/** The observations indexed for as-of reads, and every past day's forecast error. */
export interface Historico {
  params: ParametrosPrevisao;
  refeicoes: IndiceRefeicoes;
  /** 'idRestaurante|idProduto' → observations by day. */
  porProdutoRestaurante: Map<string, Observacao[]>;
  /** 'idRestaurante|codAgrupamento' → observations by day. */
  porAgrupamentoRestaurante: Map<string, Observacao[]>;
  /** idProduto → its observations in every restaurant by day. */
  porProduto: Map<number, Observacao[]>;
  /** idRestaurante → its forecast errors by day. */
  residuos: Map<number, Residuo[]>;
  /** Every restaurant's forecast errors by day (the pool of a restaurant with too few of its own). */
  residuosEmpresa: Residuo[];
  /** Memo of the error distributions by 'idRestaurante|dnRef'. */
  memo: Map<string, ErrosDia | null>;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/** The fallback chain's levels with history for a product of a restaurant (centre of each, as of dnRef). */
export function centroDe(
  h: Historico,
  idRestaurante: number,
  idProduto: number,
  codAgrupamento: number | null,
  dnRef: number,
): Centro | null {
  const levels: [NivelHistorico, Observacao[] | undefined][] = [
    ['produto-restaurante', h.porProdutoRestaurante.get(`${idRestaurante}|${idProduto}`)],
    [
      'agrupamento-restaurante',
      codAgrupamento === null
        ? undefined
        : h.porAgrupamentoRestaurante.get(`${idRestaurante}|${codAgrupamento}`),
    ],
    ['produto-empresa', h.porProduto.get(idProduto)],
  ];
  for (const [nivel, obs] of levels) {
    const c = obs && centroNivel(nivel, obs, dnRef, h.params);
    if (c) return c;
  }
  return null;
}

/**
 * Indexes the observations and computes each one's forecast error as the recommender would have made it then
 * (its meals forecast and centre read only days before its own reference day): the quantile factor is the
 * distribution of these honest, out-of-sample errors, not of in-sample residuals.
 */
export function construirHistorico(
  observacoes: readonly Observacao[],
  refeicoesServidas: readonly RefeicoesDia[],
  refeicoesPlanejadas: readonly RefeicoesDia[],
  params: ParametrosPrevisao,
): Historico {
  const sorted = [...observacoes].sort((a, b) => a.dn - b.dn);
  const h: Historico = {
    params,
    refeicoes: indexarRefeicoes(refeicoesServidas, refeicoesPlanejadas),
    porProdutoRestaurante: new Map(),
    porAgrupamentoRestaurante: new Map(),
    porProduto: new Map(),
    residuos: new Map(),
    residuosEmpresa: [],
    memo: new Map(),
  };
  for (const o of sorted) {
    push(h.porProdutoRestaurante, `${o.idRestaurante}|${o.idProduto}`, o);
    if (o.codAgrupamento !== null)
      push(h.porAgrupamentoRestaurante, `${o.idRestaurante}|${o.codAgrupamento}`, o);
    push(h.porProduto, o.idProduto, o);
  }
  const meals = new Map<string, number | null>();
  for (const o of sorted) {
    if (o.consumoKg <= 0) continue;
    const dnRef = o.dn - params.antecedenciaDias;
    const mk = `${o.idRestaurante}|${o.dn}`;
    let m = meals.get(mk);
    if (m === undefined) {
      m =
        preverRefeicoes(h.refeicoes, o.idRestaurante, o.dn, dnRef, params.semanasRefeicoes)?.refeicoes ??
        null;
      meals.set(mk, m);
    }
    if (!m) continue;
    const c = centroDe(h, o.idRestaurante, o.idProduto, o.codAgrupamento, dnRef);
    if (!c) continue;
    const r: Residuo = {
      dn: o.dn,
      valor: Math.log(o.consumoKg / (m * c.porRefeicao)),
      censurado: o.censurado,
    };
    push(h.residuos, o.idRestaurante, r);
    h.residuosEmpresa.push(r);
  }
  return h;
}

/** Fewest errors a restaurant needs for a distribution of its own. */
const MIN_RESIDUOS = 30;

/** The distribution of the forecast errors of the weeks before dnRef: the restaurant's, else the company's. */
export function distribuicaoErros(h: Historico, idRestaurante: number, dnRef: number): ErrosDia | null {
  const key = `${idRestaurante}|${dnRef}`;
  if (h.memo.has(key)) return h.memo.get(key)!;
  const from = dnRef - 7 * h.params.semanasResiduos;
  const slice = (list: readonly Residuo[]) =>
    list.slice(firstOnOrAfter(list, from), firstOnOrAfter(list, dnRef));
  let escopo: 'restaurante' | 'empresa' = 'restaurante';
  let pool = slice(h.residuos.get(idRestaurante) ?? []);
  if (pool.length < MIN_RESIDUOS) {
    escopo = 'empresa';
    pool = slice(h.residuosEmpresa);
  }
  const out: ErrosDia | null =
    pool.length === 0
      ? null
      : {
          dist: kaplanMeier(pool.map((r) => ({ valor: r.valor, censurado: r.censurado }))),
          n: pool.length,
          escopo,
        };
  h.memo.set(key, out);
  return out;
}
