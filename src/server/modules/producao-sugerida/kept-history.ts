import { isoOfDay } from '@domain/forecast/calendar';
import { observacoesDe } from '@domain/forecast/consumption';
import { construirHistorico, type Historico, type Residuo } from '@domain/forecast/history';
import type { Observacao, ParametrosPrevisao } from '@domain/forecast/types';
import { censuradaDe, type ObservacoesGuardadas, observacaoDe, produtoDe } from './kept-codec';
import type { DiaCalculado, Guardados } from './kept-days';
import type { Historia } from './queries';

/*
 * A restaurant's history built from its kept days and, for the days not kept or no longer valid, from its rows:
 * the same observations in the same order as from the rows alone, and the forecast errors of the kept days
 * given to the index as already computed (the index computes each error on first need; see construirHistorico).
 */

/** A kept day's observations (of `produtos` only, when given), as observacoesDe makes them. */
function decodificar(
  g: ObservacoesGuardadas,
  idRestaurante: number,
  dn: number,
  produtos: ReadonlySet<number> | null,
): Observacao[] {
  const out: Observacao[] = [];
  if (g.n === 0) return out;
  const dia = isoOfDay(dn);
  for (let i = 0; i < g.n; i++)
    if (!produtos || produtos.has(produtoDe(g, i))) out.push(observacaoDe(g, i, idRestaurante, dn, dia));
  return out;
}

export interface HistoricoGuardado {
  h: Historico;
  /** The days [de, antes) computed now, to keep. */
  dias(): DiaCalculado[];
}

/** The products of a kept day's observations. */
function produtosDe(g: ObservacoesGuardadas, into: Set<number>) {
  for (let i = 0; i < g.n; i++) into.add(produtoDe(g, i));
}

/**
 * The index of one restaurant's window [de, antes) for the reference day dnRef: kept days where valid, `raw`
 * (its rows of the other days and its meals of the whole window) for the rest. The past errors of kept days are
 * given whole (errosDosDias); the observations indexed are those of `produtos` (the day's targets) and of every
 * day whose errors are to be computed, or all of them (`produtos` null). A read beyond them throws
 * AgrupamentoIncompleto, and a read of the company's history HistoricoIncompleto: the caller then indexes more.
 */
export function historicoGuardado(
  idRestaurante: number,
  janela: { de: number; antes: number; dnRef: number },
  guardados: Guardados,
  raw: Historia,
  params: ParametrosPrevisao,
  produtos: ReadonlySet<number> | null,
): HistoricoGuardado {
  const { de, antes, dnRef } = janela;
  const calculadas = new Map<number, Observacao[]>();
  for (const o of observacoesDe(raw.linhas, raw.pesagens, raw.refeicoes)) {
    const list = calculadas.get(o.dn);
    if (list) list.push(o);
    else calculadas.set(o.dn, [o]);
  }
  const inicioErros = dnRef - 7 * params.semanasResiduos;
  const desde = Math.max(de, guardados.desde);
  // The kept days' errors, given whole; the products indexed: the targets', and those of the days whose errors
  // are computed now (null: all).
  const indexados: Set<number> | null = produtos && new Set(produtos);
  const errosDosDias = new Map<string, Residuo[]>();
  for (let dn = inicioErros; dn < dnRef; dn++) {
    const kept = guardados.dias.get(dn);
    const p = kept?.observacoes;
    if (p && kept.erros && kept.erros.length === p.n) {
      const day: Residuo[] = [];
      for (let i = 0; i < p.n; i++) {
        const valor = kept.erros[i];
        if (!Number.isNaN(valor)) day.push({ dn, valor, censurado: censuradaDe(p, i) });
      }
      errosDosDias.set(`${idRestaurante}|${dn}`, day);
    } else if (!indexados) continue;
    else if (p) produtosDe(p, indexados);
    else for (const o of calculadas.get(dn) ?? []) indexados.add(o.idProduto);
  }
  const porDia = new Map<number, Observacao[]>();
  const todas: Observacao[] = [];
  for (let dn = desde; dn < antes; dn++) {
    const kept = guardados.dias.get(dn)?.observacoes;
    const obs = kept ? decodificar(kept, idRestaurante, dn, indexados) : (calculadas.get(dn) ?? []);
    porDia.set(dn, obs);
    for (const o of obs) if (!indexados || indexados.has(o.idProduto)) todas.push(o);
  }
  const h = construirHistorico(todas, raw.refeicoes, [], params, {
    restaurantes: new Set([idRestaurante]),
    de: 0,
    ate: 0,
    produtos: indexados ?? undefined,
  });
  h.errosDosDias = errosDosDias;
  return {
    h,
    dias() {
      const out: DiaCalculado[] = [];
      for (let dn = de; dn < antes; dn++) {
        const kept = guardados.dias.get(dn);
        const comErros = dn >= inicioErros && dn < dnRef;
        if (kept && kept.observacoes !== null && (!comErros || kept.erros)) continue;
        // Not kept, or no longer valid: read from the rows (before `desde`, only to keep it).
        const obs = porDia.get(dn) ?? calculadas.get(dn) ?? [];
        const erros = comErros ? obs.map((o) => h.erros.get(o)) : null;
        out.push({
          dn,
          observacoes: obs,
          erros: erros?.every((e) => e !== undefined) ? erros.map((e) => e?.valor ?? null) : null,
        });
      }
      return out;
    },
  };
}
