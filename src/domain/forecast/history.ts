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
  /** idRestaurante → its observations by day. */
  porRestaurante: Map<number, Observacao[]>;
  /** Every observation by day (the company's pool of errors, for a restaurant with too few of its own). */
  todas: Observacao[];
  /** Each observation's forecast error, once computed (null: none could be made). */
  erros: Map<Observacao, Residuo | null>;
  /** Memo of the meals forecasts of past days, 'idRestaurante|dn'. */
  refeicoesPrevistas: Map<string, number | null>;
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
  opcoes?: number,
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
    const c = obs && centroNivel(nivel, obs, dnRef, h.params, opcoes);
    if (c) return c;
  }
  return null;
}

/**
 * Indexes the observations. Each one's forecast error is computed on first need, as the recommender would have
 * made it then (its meals forecast and centre read only days before its own reference day): the quantile
 * factor is the distribution of these honest, out-of-sample errors, not of in-sample residuals.
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
    porRestaurante: new Map(),
    todas: sorted,
    erros: new Map(),
    refeicoesPrevistas: new Map(),
    memo: new Map(),
  };
  for (const o of sorted) {
    push(h.porProdutoRestaurante, `${o.idRestaurante}|${o.idProduto}`, o);
    if (o.codAgrupamento !== null)
      push(h.porAgrupamentoRestaurante, `${o.idRestaurante}|${o.codAgrupamento}`, o);
    push(h.porProduto, o.idProduto, o);
    push(h.porRestaurante, o.idRestaurante, o);
  }
  return h;
}

/** An observation's forecast error as of its own reference day (null: no meals forecast or centre then). */
function erroDe(h: Historico, o: Observacao): Residuo | null {
  const known = h.erros.get(o);
  if (known !== undefined) return known;
  let out: Residuo | null = null;
  const dnRef = o.dn - h.params.antecedenciaDias;
  const mk = `${o.idRestaurante}|${o.dn}`;
  let m = h.refeicoesPrevistas.get(mk);
  if (m === undefined) {
    m =
      preverRefeicoes(h.refeicoes, o.idRestaurante, o.dn, dnRef, h.params.semanasRefeicoes)?.refeicoes ??
      null;
    h.refeicoesPrevistas.set(mk, m);
  }
  if (m && o.consumoKg > 0) {
    const c = centroDe(h, o.idRestaurante, o.idProduto, o.codAgrupamento, dnRef, o.opcoes);
    if (c) out = { dn: o.dn, valor: Math.log(o.consumoKg / (m * c.porRefeicao)), censurado: o.censurado };
  }
  h.erros.set(o, out);
  return out;
}

/** Fewest errors a restaurant needs for a distribution of its own. */
const MIN_RESIDUOS = 30;

/** The distribution of the forecast errors of the weeks before dnRef: the restaurant's, else the company's. */
export function distribuicaoErros(h: Historico, idRestaurante: number, dnRef: number): ErrosDia | null {
  const key = `${idRestaurante}|${dnRef}`;
  const memo = h.memo.get(key);
  if (memo !== undefined) return memo;
  const from = dnRef - 7 * h.params.semanasResiduos;
  const pool = (list: readonly Observacao[]) => {
    const out: Residuo[] = [];
    for (let i = firstOnOrAfter(list, from), end = firstOnOrAfter(list, dnRef); i < end; i++) {
      const r = erroDe(h, list[i]);
      if (r) out.push(r);
    }
    return out;
  };
  let escopo: ErrosDia['escopo'] = 'restaurante';
  let errors = pool(h.porRestaurante.get(idRestaurante) ?? []);
  if (errors.length < MIN_RESIDUOS) {
    escopo = 'empresa';
    errors = pool(h.todas);
  }
  const out: ErrosDia | null =
    errors.length === 0
      ? null
      : {
          dist: kaplanMeier(errors.map((r) => ({ valor: r.valor, censurado: r.censurado }))),
          n: errors.length,
          escopo,
        };
  h.memo.set(key, out);
  return out;
}
