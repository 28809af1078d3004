import type { Apontamento } from '@domain/schemas/appointments';
import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { reTbDespCustos, reTbDesperdiciosDet } from '../../db/schema/appointments';
import { usuarios } from '../../db/schema/core';
import { reMvItensVenda, reTbAgrupamento, reTbProdutos } from '../../db/schema/menu';
import { reTbDesperdiciosFotos } from '../../db/schema/photos';
import { reTbDestResiduos, reTbInsumos, reTbRecipientes } from '../../db/schema/registers';
import { reTbRestaurantes, reTbUnidadesSatelite } from '../../db/schema/restaurants';
import { reTbCadBalancas } from '../../db/schema/scales';

/**
 * The one query of an appointment with the names a person reads (apontamentoDetalhe): the approval list and
 * detail, the approval history and the maintenance search all read appointments through it.
 */
const t = reTbDesperdiciosDet;

/** A stored appointment as the API returns it. */
export function toApontamento(r: typeof t.$inferSelect): Apontamento {
  return {
    idApontamento: r.idApontamento,
    uuidApontamento: r.idLocal,
    idRestaurante: r.idRestaurante,
    idSatelite: r.idSatelite,
    tipDesperdicio: r.tipDesperdicio,
    dtaApontamento: r.dtaApontamento,
    qtdDesperdicio: Number(r.qtdDesperdicio),
    qtdTara: Number(r.qtdTara),
    qtdLiquido: Number(r.qtdLiquido),
    idProduto: r.idProduto,
    idItemVenda: r.idItemVenda,
    idAgrupamento: r.idAgrupamento,
    idInsumo: r.idInsumo,
    idDestino: r.idDestino,
    idRecipiente: r.idRecipiente,
    idBal: r.idBal,
    idUsuario: r.idUsuario,
    dtaRegistro: r.dtaRegistro.toISOString(),
    dtaDispositivo: r.dtaDispositivo ? r.dtaDispositivo.toISOString() : null,
    precisaAprovacao: r.precisaAprovacao,
    motivoAprovacao: r.motivoAprovacao,
    minQtd: r.minQtd === null ? null : Number(r.minQtd),
    maxQtd: r.maxQtd === null ? null : Number(r.maxQtd),
    mediaQtd: r.mediaQtd === null ? null : Number(r.mediaQtd),
    txtJustificativa: r.txtJustificativa,
    notificar: r.notificar,
    transferido: r.transferido,
    tipOrigemPeso: r.tipOrigemPeso === 'L' ? 'L' : 'D',
  };
}

/** The columns of a detail row; a query may nest them under a key next to its own columns. */
export const detalheFields = {
  a: t,
  desRestaurante: reTbRestaurantes.desRestaurante,
  codSatelite: reTbUnidadesSatelite.codSatelite,
  desSatelite: reTbUnidadesSatelite.desSatelite,
  desItemVenda: reMvItensVenda.desItemVenda,
  desProduto: reTbProdutos.desProduto,
  desAgrupamento: reTbAgrupamento.desAgrupamento,
  desInsumo: reTbInsumos.desInsumo,
  desDestino: reTbDestResiduos.desDestino,
  desRecipiente: reTbRecipientes.desRecipiente,
  desBalanca: reTbCadBalancas.desBalanca,
  desUsuario: usuarios.desPessoa,
  vlrCusto: reTbDespCustos.vlrCusto,
  temFoto: sql<boolean>`exists(select 1 from ${reTbDesperdiciosFotos} where ${reTbDesperdiciosFotos.idEmpresa} = ${t.idEmpresa} and ${reTbDesperdiciosFotos.uuidApontamento} = ${t.idLocal})`,
};

export interface DetalheRow {
  a: typeof t.$inferSelect;
  desRestaurante: string;
  codSatelite: string | null;
  desSatelite: string | null;
  desItemVenda: string | null;
  desProduto: string | null;
  desAgrupamento: string | null;
  desInsumo: string | null;
  desDestino: string | null;
  desRecipiente: string | null;
  desBalanca: string | null;
  desUsuario: string | null;
  vlrCusto: number | string | null;
  temFoto?: boolean | null;
}

/** Same company on both sides of every join: a row never shows another company's names. */
const sameCompany = (idEmpresa: AnyPgColumn) => eq(idEmpresa, t.idEmpresa);

/** Adds the joins the detail columns read to a query FROM re_tb_desperdicios_det. */
export function withDetalheJoins<T extends PgSelect>(qb: T): T {
  return qb
    .innerJoin(
      reTbRestaurantes,
      and(sameCompany(reTbRestaurantes.idEmpresa), eq(reTbRestaurantes.idRestaurante, t.idRestaurante)),
    )
    .leftJoin(
      reTbUnidadesSatelite,
      and(sameCompany(reTbUnidadesSatelite.idEmpresa), eq(reTbUnidadesSatelite.idSatelite, t.idSatelite)),
    )
    .leftJoin(
      reMvItensVenda,
      and(sameCompany(reMvItensVenda.idEmpresa), eq(reMvItensVenda.idItemVenda, t.idItemVenda)),
    )
    .leftJoin(reTbProdutos, and(sameCompany(reTbProdutos.idEmpresa), eq(reTbProdutos.idProduto, t.idProduto)))
    .leftJoin(
      reTbAgrupamento,
      and(sameCompany(reTbAgrupamento.idEmpresa), eq(reTbAgrupamento.codAgrupamento, t.idAgrupamento)),
    )
    .leftJoin(reTbInsumos, and(sameCompany(reTbInsumos.idEmpresa), eq(reTbInsumos.idInsumo, t.idInsumo)))
    .leftJoin(
      reTbDestResiduos,
      and(sameCompany(reTbDestResiduos.idEmpresa), eq(reTbDestResiduos.idDestino, t.idDestino)),
    )
    .leftJoin(
      reTbRecipientes,
      and(sameCompany(reTbRecipientes.idEmpresa), eq(reTbRecipientes.idRecipiente, t.idRecipiente)),
    )
    .leftJoin(
      reTbCadBalancas,
      and(sameCompany(reTbCadBalancas.idEmpresa), eq(reTbCadBalancas.idBal, t.idBal)),
    )
    .leftJoin(usuarios, eq(usuarios.idUsuario, t.idUsuario))
    .leftJoin(reTbDespCustos, eq(reTbDespCustos.idApontamento, t.idApontamento)) as unknown as T;
}

/** SELECT the detail rows of one company that match `where` (the caller adds order and paging). */
export function selectDetalhes(q: Db, idEmpresa: number, where?: SQL) {
  return withDetalheJoins(
    q
      .select(detalheFields)
      .from(t)
      .where(and(eq(t.idEmpresa, idEmpresa), where))
      .$dynamic(),
  );
}

/** What was weighed, as a person reads it: 'sale item / product', else the grouping, else the input. */
export function itemName(
  r: Pick<DetalheRow, 'desItemVenda' | 'desProduto' | 'desAgrupamento' | 'desInsumo'>,
) {
  if (r.desItemVenda && r.desProduto) return `${r.desItemVenda} / ${r.desProduto}`;
  return r.desItemVenda ?? r.desProduto ?? r.desAgrupamento ?? r.desInsumo ?? null;
}

export function toDetalhe(r: DetalheRow): ApontamentoDetalhe {
  return {
    ...toApontamento(r.a),
    desRestaurante: r.desRestaurante,
    codSatelite: r.codSatelite ?? null,
    desSatelite: r.desSatelite ?? null,
    desItem: itemName(r),
    desDestino: r.desDestino ?? null,
    desRecipiente: r.desRecipiente ?? null,
    desBalanca: r.desBalanca ?? null,
    desUsuario: r.desUsuario ?? null,
    indStatusAprov: r.a.indStatusAprov ?? null,
    vlrCusto: r.vlrCusto === null || r.vlrCusto === undefined ? null : Number(r.vlrCusto),
    temFoto: r.temFoto === true,
  };
}
