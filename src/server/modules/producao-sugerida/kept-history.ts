import { isoOfDay } from '@domain/forecast/calendar';
import { observacoesDe } from '@domain/forecast/consumption';
import { construirHistorico, type Historico } from '@domain/forecast/history';
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

/** A kept day's observations, as observacoesDe makes them. */
function decodificar(p: readonly unknown[], idRestaurante: number, dn: number): Observacao[] {
  if (p.length === 0) return [];
  const n = p[0] as number;
  const dia = isoOfDay(dn);
  const out: Observacao[] = [];
  for (let i = 1; i < p.length; i += CAMPOS) {
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
  /** The days [de, antes) computed now, to keep (see dias). */
  dias(dnRef: number): DiaCalculado[];
}

/**
 * The index of one restaurant's window [de, antes): kept days where valid, `raw` (its rows of the other days
 * and its meals of the whole window) for the rest. Other restaurants are not covered: a read of the company's
 * history throws HistoricoIncompleto, and the caller then reads it all as before.
 */
export function historicoGuardado(
  idRestaurante: number,
  de: number,
  antes: number,
  guardados: Guardados,
  raw: Historia,
  params: ParametrosPrevisao,
): HistoricoGuardado {
  const calculadas = new Map<number, Observacao[]>();
  for (const o of observacoesDe(raw.linhas, raw.pesagens, raw.refeicoes)) {
    const list = calculadas.get(o.dn);
    if (list) list.push(o);
    else calculadas.set(o.dn, [o]);
  }
  const porDia = new Map<number, Observacao[]>();
  const todas: Observacao[] = [];
  for (let dn = de; dn < antes; dn++) {
    const kept = guardados.dias.get(dn)?.observacoes;
    const obs = kept ? decodificar(kept, idRestaurante, dn) : (calculadas.get(dn) ?? []);
    porDia.set(dn, obs);
    for (const o of obs) todas.push(o);
  }
  const h = construirHistorico(todas, raw.refeicoes, [], params, {
    restaurantes: new Set([idRestaurante]),
    de: 0,
    ate: 0,
  });
  for (const [dn, dia] of guardados.dias) {
    const obs = porDia.get(dn);
    if (!dia.erros || !obs || dia.erros.length !== obs.length) continue;
    obs.forEach((o, i) => {
      const valor = dia.erros![i];
      h.erros.set(o, valor === null ? null : { dn, valor, censurado: o.censurado });
    });
  }
  return {
    h,
    dias(dnRef) {
      const out: DiaCalculado[] = [];
      const desde = dnRef - 7 * params.semanasResiduos;
      for (let dn = de; dn < antes; dn++) {
        const kept = guardados.dias.get(dn);
        const obs = porDia.get(dn)!;
        const comErros = dn >= desde && dn < dnRef;
        if (kept?.observacoes && (!comErros || kept.erros)) continue;
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
