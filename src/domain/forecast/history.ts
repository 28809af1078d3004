import { firstOnOrAfter } from './calendar';
import { type DistribuicaoKM, kaplanMeierSemPeso } from './censored-quantile';
import { type Centro, centroNivel } from './centre';
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

/**
 * Whose observations an index holds in full: those of `restaurantes` over the whole window read, the other
 * restaurants' only on the days [de, ate) (de = ate: none; ±Infinity: up to the window's edge). A read that
 * needs more throws HistoricoIncompleto: the caller loads those days and indexes again. Most recommendations
 * never read another restaurant's day, so they need not load the company's history.
 */
export interface Cobertura {
  restaurantes: ReadonlySet<number>;
  de: number;
  ate: number;
  /**
   * The products of `restaurantes` the index holds (undefined: all of them). A centre of another product, or
   * one that falls back to the grouping, throws AgrupamentoIncompleto: the caller indexes them all.
   */
  produtos?: ReadonlySet<number>;
}

/** A read needed the other restaurants' observations of the days [de, ate), which the index was not given. */
export class HistoricoIncompleto extends Error {
  constructor(
    readonly de: number,
    readonly ate: number,
  ) {
    super(`histórico incompleto: dias ${de}–${ate} dos outros restaurantes`);
  }
}

/** A read needed observations of products of a restaurant the index was not given (see Cobertura.produtos). */
export class AgrupamentoIncompleto extends Error {
  constructor(readonly idProduto: number) {
    super(`histórico incompleto: produtos além de ${idProduto}`);
  }
}

/** The observations indexed for as-of reads, and every past day's forecast error. */
export interface Historico {
  params: ParametrosPrevisao;
  /** Undefined: every observation of the window. */
  cobertura?: Cobertura;
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
  /**
   * The forecast errors of whole days already known, 'idRestaurante|dn' → that day's errors in the order of its
   * observations (the days whose observations the index may not hold; see Cobertura.produtos).
   */
  errosDosDias?: Map<string, readonly Residuo[]>;
  /** Memo of the meals forecasts of past days, 'idRestaurante|dn'. */
  refeicoesPrevistas: Map<string, number | null>;
  /** Memo of the error distributions by 'idRestaurante|dnRef'. */
  memo: Map<string, ErrosDia | null>;
}

/** Checks that the index holds the observations of the days [de, ate) of a restaurant (null: of all of them). */
function exigir(h: Historico, idRestaurante: number | null, de: number, ate: number) {
  const c = h.cobertura;
  if (!c || (idRestaurante !== null && c.restaurantes.has(idRestaurante))) return;
  if (de >= c.de && ate <= c.ate) return;
  throw new HistoricoIncompleto(de, ate);
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
  const from = dnRef - 7 * h.params.janelaSemanas;
  exigir(h, idRestaurante, from, dnRef);
  const parcial = h.cobertura?.produtos;
  if (parcial && !parcial.has(idProduto)) throw new AgrupamentoIncompleto(idProduto);
  const own = h.porProdutoRestaurante.get(`${idRestaurante}|${idProduto}`);
  const c1 = own && centroNivel('produto-restaurante', own, dnRef, h.params, opcoes);
  if (c1) return c1;
  if (parcial) throw new AgrupamentoIncompleto(idProduto);
  const group =
    codAgrupamento === null
      ? undefined
      : h.porAgrupamentoRestaurante.get(`${idRestaurante}|${codAgrupamento}`);
  const c2 = group && centroNivel('agrupamento-restaurante', group, dnRef, h.params, opcoes);
  if (c2) return c2;
  exigir(h, null, from, dnRef);
  const company = h.porProduto.get(idProduto);
  return (company && centroNivel('produto-empresa', company, dnRef, h.params, opcoes)) || null;
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
  cobertura?: Cobertura,
): Historico {
  const sorted = porDia(observacoes);
  const h: Historico = {
    params,
    cobertura,
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
  // Lists no read can reach are left empty: the company's (porProduto) when the index holds no other
  // restaurant's day, the groupings' when it holds only some products (exigir and centroDe throw first).
  const empresa = !cobertura || cobertura.de < cobertura.ate;
  const agrupamentos = !cobertura?.produtos;
  for (const o of sorted) {
    push(h.porProdutoRestaurante, `${o.idRestaurante}|${o.idProduto}`, o);
    if (agrupamentos && o.codAgrupamento !== null)
      push(h.porAgrupamentoRestaurante, `${o.idRestaurante}|${o.codAgrupamento}`, o);
    if (empresa) push(h.porProduto, o.idProduto, o);
    push(h.porRestaurante, o.idRestaurante, o);
  }
  return h;
}

/**
 * The observations by day, those of a day in the order given: a counting sort over the days (the window's
 * days are few), the order a stable sort by day gives.
 */
function porDia(obs: readonly Observacao[]): Observacao[] {
  if (obs.length === 0) return [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const o of obs) {
    if (o.dn < min) min = o.dn;
    if (o.dn > max) max = o.dn;
  }
  if (!(max - min <= 4 * obs.length + 1000) || !obs.every((o) => Number.isInteger(o.dn)))
    return [...obs].sort((a, b) => a.dn - b.dn);
  const starts = new Int32Array(max - min + 2);
  for (const o of obs) starts[o.dn - min + 1]++;
  for (let i = 1; i < starts.length; i++) starts[i] += starts[i - 1];
  const out = new Array<Observacao>(obs.length);
  for (const o of obs) out[starts[o.dn - min]++] = o;
  return out;
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
  const pool = (list: readonly Observacao[], own = false) => {
    const out: Residuo[] = [];
    const known = own ? h.errosDosDias : undefined;
    if (!known) {
      for (let i = firstOnOrAfter(list, from), end = firstOnOrAfter(list, dnRef); i < end; i++) {
        const r = erroDe(h, list[i]);
        if (r) out.push(r);
      }
      return out;
    }
    // Day by day: a known day's errors as given, the others' computed.
    let i = firstOnOrAfter(list, from);
    for (let dn = from; dn < dnRef; dn++) {
      const day = known.get(`${idRestaurante}|${dn}`);
      if (day) for (const r of day) out.push(r);
      for (; i < list.length && list[i].dn === dn; i++) {
        if (day) continue;
        const r = erroDe(h, list[i]);
        if (r) out.push(r);
      }
    }
    return out;
  };
  exigir(h, idRestaurante, from, dnRef);
  let escopo: ErrosDia['escopo'] = 'restaurante';
  let errors = pool(h.porRestaurante.get(idRestaurante) ?? [], true);
  if (errors.length < MIN_RESIDUOS) {
    escopo = 'empresa';
    exigir(h, null, from, dnRef);
    errors = pool(h.todas);
  }
  let censored = 0;
  for (const r of errors) if (r.censurado) censored++;
  const exatos = new Float64Array(errors.length - censored);
  const censurados = new Float64Array(censored);
  let ie = 0;
  let ic = 0;
  for (const r of errors) {
    if (r.censurado) censurados[ic++] = r.valor;
    else exatos[ie++] = r.valor;
  }
  const out: ErrosDia | null =
    errors.length === 0 ? null : { dist: kaplanMeierSemPeso(exatos, censurados), n: errors.length, escopo };
  h.memo.set(key, out);
  return out;
}
