import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import { bulkInsert } from '../../core/bulk';
import {
  reGramaturaPratos,
  reMvItensVenda,
  reTbAgrupamento,
  reTbDespInsumos,
  reTbDestResiduos,
  reTbGrupoPrato,
  reTbInsumos,
  reTbItensProdutos,
  reTbProdutos,
  reTbRecipientes,
} from '../../db/schema/all';
import {
  AGRUPAMENTOS,
  DESTINOS,
  GRUPOS_PRATO,
  INSUMOS,
  ITENS,
  RECIPIENTES,
  RECIPIENTES_MAXIMO,
} from '../demo-catalog';
import type { DemoContext, Insert } from './context';

export async function catalog(ctx: DemoContext) {
  for (const c of ctx.companies) {
    const agr = await ctx.ids(reTbAgrupamento, reTbAgrupamento.codAgrupamento, AGRUPAMENTOS.length);
    AGRUPAMENTOS.forEach((a, i) => {
      c.agrupamento.set(a, agr[i]);
    });
    await bulkInsert(
      ctx.db,
      reTbAgrupamento,
      AGRUPAMENTOS.map((desAgrupamento, i) => ({
        codAgrupamento: agr[i],
        idEmpresa: c.idEmpresa,
        desAgrupamento,
      })),
    );

    const gp = await ctx.ids(reTbGrupoPrato, reTbGrupoPrato.idGrupoPrato, GRUPOS_PRATO.length);
    GRUPOS_PRATO.forEach(([g], i) => {
      c.grupoPrato.set(g, gp[i]);
    });
    await bulkInsert(
      ctx.db,
      reTbGrupoPrato,
      GRUPOS_PRATO.map(([desGrupoPrato], i) => ({
        idGrupoPrato: gp[i],
        idEmpresa: c.idEmpresa,
        desGrupoPrato,
      })),
    );
    await bulkInsert(
      ctx.db,
      reGramaturaPratos,
      GRUPOS_PRATO.map(([, qtdPrato], i) => ({ idEmpresa: c.idEmpresa, idGrupo: gp[i], qtdPrato })),
    );

    const itemIds = await ctx.ids(reMvItensVenda, reMvItensVenda.idItemVenda, ITENS.length);
    const allProducts = ITENS.flatMap((item) => item.produtos);
    const productIds = await ctx.ids(reTbProdutos, reTbProdutos.idProduto, allProducts.length);
    let p = 0;
    c.items = ITENS.map((def, i) => ({
      def,
      idItemVenda: itemIds[i],
      idGrupoPrato: c.grupoPrato.get(def.grupoPrato)!,
      products: def.produtos.map((pd) => ({
        def: pd,
        idProduto: productIds[p++],
        codAgrupamento: c.agrupamento.get(pd.agrupamento)!,
      })),
    }));
    await bulkInsert(
      ctx.db,
      reMvItensVenda,
      c.items.map((it) => ({
        idItemVenda: it.idItemVenda,
        idEmpresa: c.idEmpresa,
        desItemVenda: it.def.nome,
        idGrupoPrato: it.idGrupoPrato,
      })),
    );
    await bulkInsert(
      ctx.db,
      reTbProdutos,
      c.items.flatMap((it) =>
        it.products.map((pr) => ({
          idProduto: pr.idProduto,
          idEmpresa: c.idEmpresa,
          desProduto: pr.def.nome,
          codAgrupamento: pr.codAgrupamento,
          vlrCustoKg: pr.def.custoKg,
        })),
      ),
    );
    const restaurantsOf = ctx.restaurants.filter((r) => r.company === c);
    await bulkInsert(
      ctx.db,
      reTbItensProdutos,
      c.items.flatMap((it) =>
        it.products.flatMap((pr): Insert<typeof reTbItensProdutos>[] => {
          if (pr.def.soRestaurante === undefined)
            return [
              {
                idEmpresa: c.idEmpresa,
                idItemVenda: it.idItemVenda,
                idProduto: pr.idProduto,
                idRestaurante: null,
              },
            ];
          const r = restaurantsOf.find((x) => x.index === pr.def.soRestaurante);
          return r
            ? [
                {
                  idEmpresa: c.idEmpresa,
                  idItemVenda: it.idItemVenda,
                  idProduto: pr.idProduto,
                  idRestaurante: r.idRestaurante,
                },
              ]
            : [];
        }),
      ),
    );

    const insIds = await ctx.ids(reTbInsumos, reTbInsumos.idInsumo, INSUMOS.length);
    await bulkInsert(
      ctx.db,
      reTbInsumos,
      INSUMOS.map((ins, i) => ({
        idInsumo: insIds[i],
        idEmpresa: c.idEmpresa,
        desInsumo: ins.nome,
        codMascara: ins.mascara,
        codNivel: ins.nivel,
        vlrCustoKg: ins.custoKg,
      })),
    );
    const monitored = INSUMOS.map((ins, i) => ({ ins, idInsumo: insIds[i] })).filter(
      (x) => x.ins.monitorado !== undefined,
    );
    await bulkInsert(
      ctx.db,
      reTbDespInsumos,
      monitored.map(({ ins, idInsumo }) => ({
        idInsumo,
        idEmpresa: c.idEmpresa,
        indInativo: ins.monitorado!,
      })),
    );
    c.insumos = monitored.map(({ ins, idInsumo }) => ({
      idInsumo,
      perdaKg: ins.perdaKg ?? 1,
      custoKg: ins.custoKg,
      ativo: ins.monitorado === 0,
    }));

    const recIds = await ctx.ids(reTbRecipientes, reTbRecipientes.idRecipiente, RECIPIENTES.length);
    RECIPIENTES.forEach(([nome], i) => {
      c.recipientes.set(nome, recIds[i]);
    });
    await bulkInsert(
      ctx.db,
      reTbRecipientes,
      RECIPIENTES.map(([desRecipiente], i) => ({
        idRecipiente: recIds[i],
        idEmpresa: c.idEmpresa,
        desRecipiente,
        qtdMaxima: RECIPIENTES_MAXIMO[desRecipiente] ?? null,
      })),
    );

    const destIds = await ctx.ids(reTbDestResiduos, reTbDestResiduos.idDestino, DESTINOS.length);
    DESTINOS.forEach(([nome], i) => {
      c.destinos.set(nome, destIds[i]);
    });
    await bulkInsert(
      ctx.db,
      reTbDestResiduos,
      DESTINOS.map(([desDestino, indInativo, tipDestino], i) => ({
        idDestino: destIds[i],
        idEmpresa: c.idEmpresa,
        desDestino,
        indInativo,
        tipDestino,
        fatorCo2e: FATOR_CO2E_PADRAO[tipDestino],
      })),
    );
  }
}
