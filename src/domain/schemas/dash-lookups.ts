import { z } from 'zod';
import { coercedId, coercedInt4, int4 } from './fields';

/**
 * Company-wide lookups for the dashboards' optional filters (not in spec §7: our server's
 * GET /api/v1/dashLookups/agrupamentos | /itensVenda | /produtos).
 */

/** ?search&qtd: `search` matches the id or a part of the name (case and accents ignored); qtd 1..200, default 50. */
export const dashLookupQuery = z.object({
  search: z.string().trim().max(100).optional(),
  qtd: coercedInt4.min(1).max(200).default(50),
});

/** ?search&qtd&idItemVenda: with idItemVenda, only the products of that sale item (re_tb_itens_produtos). */
export const dashProdutosQuery = dashLookupQuery.extend({
  idItemVenda: coercedId.optional(),
});

export const dashAgrupamento = z.object({ codAgrupamento: int4, desAgrupamento: z.string() });
export type DashAgrupamento = z.infer<typeof dashAgrupamento>;

export const dashItemVenda = z.object({
  idItemVenda: int4,
  desItemVenda: z.string(),
  /** The dish group (re_tb_grupo_prato), null without one. */
  idGrupoPrato: int4.nullable(),
});
export type DashItemVenda = z.infer<typeof dashItemVenda>;

export const dashProduto = z.object({ idProduto: int4, desProduto: z.string() });
export type DashProduto = z.infer<typeof dashProduto>;

/** ?idGrupo: the satellites of the group's restaurants (all of the company's without it). */
export const dashSatelitesQuery = z.object({ idGrupo: coercedId.optional() });
