import type { Observacao } from '@domain/forecast/types';

/*
 * How a kept day travels and is stored: its numbers packed as bytes, in base64, inside a JSON string (the
 * columns hold JSON text, which re_ps_guardados splices into its answer as it is). A number crosses as its
 * bytes, exactly, and is read back without being parsed: as JSON digits, the ~2,000 observations and errors a
 * request reads back were the largest single cost of its CPU.
 */

/** The day's meals (float64), before its observations. */
const CABECALHO = 8;
/**
 * An observation: item, product and grouping (int32), consumption (float64), the grouping's options that day
 * (uint16) and whether it ran out (uint8).
 */
const OBSERVACAO = 23;
/** The grouping of an observation without one (ids are positive). */
const SEM_AGRUPAMENTO = -1;

/** A kept day's observations, as read: n observations of a day with `refeicoes` meals. */
export interface ObservacoesGuardadas {
  n: number;
  refeicoes: number;
  dados: DataView;
}

const comoTexto = (b: Buffer) => `"${b.toString('base64')}"`;

function bytes(base64: string): DataView {
  const b = Buffer.from(base64, 'base64');
  return new DataView(b.buffer, b.byteOffset, b.byteLength);
}

/** A day's observations (all of one restaurant and day, so of the same meals) as the JSON text kept. */
export function codificarObservacoes(obs: readonly Observacao[]): string {
  const b = Buffer.alloc(obs.length ? CABECALHO + OBSERVACAO * obs.length : 0);
  if (obs.length) b.writeDoubleLE(obs[0].refeicoes, 0);
  obs.forEach((o, i) => {
    const at = CABECALHO + OBSERVACAO * i;
    b.writeInt32LE(o.idItemVenda, at);
    b.writeInt32LE(o.idProduto, at + 4);
    b.writeInt32LE(o.codAgrupamento ?? SEM_AGRUPAMENTO, at + 8);
    b.writeDoubleLE(o.consumoKg, at + 12);
    b.writeUInt16LE(o.opcoes, at + 20);
    b.writeUInt8(o.censurado ? 1 : 0, at + 22);
  });
  return comoTexto(b);
}

/** A kept day's observations from their base64. */
export function lerObservacoes(base64: string): ObservacoesGuardadas {
  const dados = bytes(base64);
  const n = dados.byteLength ? (dados.byteLength - CABECALHO) / OBSERVACAO : 0;
  return { n, refeicoes: n ? dados.getFloat64(0, true) : 0, dados };
}

/** The product of a kept day's observation i. */
export const produtoDe = (g: ObservacoesGuardadas, i: number) =>
  g.dados.getInt32(CABECALHO + OBSERVACAO * i + 4, true);

/** Whether a kept day's observation i ran out. */
export const censuradaDe = (g: ObservacoesGuardadas, i: number) =>
  g.dados.getUint8(CABECALHO + OBSERVACAO * i + 22) === 1;

/** Observation i of a kept day, as observacoesDe makes it. */
export function observacaoDe(
  g: ObservacoesGuardadas,
  i: number,
  idRestaurante: number,
  dn: number,
  dia: string,
): Observacao {
  const at = CABECALHO + OBSERVACAO * i;
  const d = g.dados;
  const grupo = d.getInt32(at + 8, true);
  const consumoKg = d.getFloat64(at + 12, true);
  const n = g.refeicoes;
  return {
    idRestaurante,
    dia,
    dn,
    idItemVenda: d.getInt32(at, true),
    idProduto: d.getInt32(at + 4, true),
    codAgrupamento: grupo === SEM_AGRUPAMENTO ? null : grupo,
    refeicoes: n,
    consumoKg,
    porRefeicao: consumoKg / n,
    logPorRefeicao: Math.log(consumoKg / n),
    censurado: d.getUint8(at + 22) === 1,
    opcoes: d.getUint16(at + 20, true),
  };
}

/** A day's forecast errors, one per observation (null: none could be made), as the JSON text kept. */
export function codificarErros(erros: readonly (number | null)[]): string {
  const b = Buffer.alloc(8 * erros.length);
  erros.forEach((e, i) => {
    b.writeDoubleLE(e ?? Number.NaN, 8 * i);
  });
  return comoTexto(b);
}

/** A kept day's errors from their base64 (NaN: none could be made; an error is always a finite number). */
export function lerErros(base64: string): Float64Array {
  const d = bytes(base64);
  const out = new Float64Array(d.byteLength / 8);
  for (let i = 0; i < out.length; i++) out[i] = d.getFloat64(8 * i, true);
  return out;
}
