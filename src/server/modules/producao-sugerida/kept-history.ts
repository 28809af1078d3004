import { isoOfDay } from '@domain/forecast/calendar';
import { observacoesDe } from '@domain/forecast/consumption';
import { construirHistorico, type Historico, type Residuo } from '@domain/forecast/history';
import type { Observacao, ParametrosPrevisao } from '@domain/forecast/types';
import type { DiaCalculado, Guardados } from './kept-days';
import type { Historia } from './queries';

/*
 * A restaurant's history built from its kept days and, for the days not kept or no longer valid, from its rows:
 * the same observations in the same order as from the rows alone, and the forecast errors of the kept days
 * given to the index as already computed (the index computes each error on first need; see construirHistorico).
 */

/** Fields of an observation in a kept day's payload: [meals, then these for each observation]. */
const CAMPOS = 6;

function codificar(obs: readonly Observacao[]): unknown[] {
  if (obs.length === 0) return [];
  const out: unknown[] = [obs[0].refeicoes];
  for (const o of obs)
    out.push(o.idItemVenda, o.idProduto, o.codAgrupamento, o.consumoKg, o.censurado ? 1 : 0, o.opcoes);
  return out;
}

/** A kept day's observations (of `produtos` only, when given), as observacoesDe makes them. */
function decodificar(
  p: readonly unknown[],
  idRestaurante: number,
  dn: number,
  produtos: ReadonlySet<number> | null,
): Observacao[] {
  if (p.length === 0) return [];
  const n = p[0] as number;
  const dia = isoOfDay(dn);
  const out: Observacao[] = [];
  for (let i = 1; i < p.length; i += CAMPOS) {
    if (produtos && !produtos.has(p[i + 1] as number)) continue;
    const consumoKg = p[i + 3] as number;
    out.push({
      idRestaurante,
      dia,
      dn,
      idItemVenda: p[i] as number,
      idProduto: p[i + 1] as number,
      codAgrupamento: p[i + 2] as number | null,
      refeicoes: n,
      consumoKg,
      porRefeicao: consumoKg / n,
      logPorRefeicao: Math.log(consumoKg / n),
      censurado: p[i + 4] === 1,
      opcoes: p[i + 5] as number,
    });
  }
  return out;
}

export interface HistoricoGuardado {
  h: Historico;
  /** The days [de, antes) computed now, to keep. */
  dias(): DiaCalculado[];
}

/** The products of a kept day's payload. */
function produtosDe(p: readonly unknown[], into: Set<number>) {
  for (let i = 1; i < p.length; i += CAMPOS) into.add(p[i + 1] as number);
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
    if (p && kept.erros && kept.erros.length * CAMPOS === p.length - (p.length ? 1 : 0)) {
      const day: Residuo[] = [];
      kept.erros.forEach((valor, i) => {
        if (valor !== null) day.push({ dn, valor, censurado: p[1 + i * CAMPOS + 4] === 1 });
      });
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
          observacoes: codificar(obs),
          erros: erros?.every((e) => e !== undefined) ? erros.map((e) => e?.valor ?? null) : null,
        });
      }
      return out;
    },
  };
}
