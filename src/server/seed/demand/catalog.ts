import {
  AGRUPAMENTOS,
  type Agrupamento,
  type DemoItem,
  GRUPOS_PRATO,
  ITENS,
  RESTAURANTES,
} from '../demo-catalog';

/** The demand generator's catalogue: the demo's items and products, plus optional buffet extras. */

export interface ItemDemanda {
  idItemVenda: number;
  desItemVenda: string;
  papel: DemoItem['papel'] | 'extra';
  /** Plate weight of the item's dish group (kg per meal). */
  pratoKg: number;
  produtos: ProdutoDemanda[];
}

export interface ProdutoDemanda {
  idProduto: number;
  idItemVenda: number;
  desProduto: string;
  codAgrupamento: number;
  custoKg: number;
  /** Share of the item's quantity this product takes when served with the item's other products. */
  divisao: number;
  /** Only served in the restaurant of this index. */
  soRestaurante?: number;
}

export interface RestauranteDemanda {
  idRestaurante: number;
  nome: string;
  /** Meals on a weekday at the start of the history. */
  refeicoes: number;
  fimDeSemana: [number, number];
}

export const codAgrupamento = (a: Agrupamento) => AGRUPAMENTOS.indexOf(a) + 1;

/** The demo's items (ids from 1), then `extras` × 2 one-product buffet items (salads and sides) that rotate. */
export function catalogo(extras: number): ItemDemanda[] {
  let idProduto = 0;
  const items: ItemDemanda[] = ITENS.map((def, i) => ({
    idItemVenda: i + 1,
    desItemVenda: def.nome,
    papel: def.papel,
    pratoKg: GRUPOS_PRATO.find(([g]) => g === def.grupoPrato)![1],
    produtos: def.produtos.map((p, k) => ({
      idProduto: ++idProduto,
      idItemVenda: i + 1,
      desProduto: p.nome,
      codAgrupamento: codAgrupamento(p.agrupamento),
      custoKg: p.custoKg,
      divisao: def.produtos.length === 1 ? 1 : k === 0 ? 0.7 : 0.3,
      soRestaurante: p.soRestaurante,
    })),
  }));
  for (let k = 0; k < 2 * extras; k++) {
    const salad = k % 2 === 0;
    const idItemVenda = items.length + 1;
    const nome = `${salad ? 'Salada do bufê' : 'Acompanhamento do bufê'} ${Math.floor(k / 2) + 1}`;
    items.push({
      idItemVenda,
      desItemVenda: nome,
      papel: 'extra',
      pratoKg: salad ? 0.03 : 0.045,
      produtos: [
        {
          idProduto: ++idProduto,
          idItemVenda,
          desProduto: nome,
          codAgrupamento: codAgrupamento(salad ? 'Saladas' : 'Guarnição'),
          custoKg: salad ? 10.5 : 12.9,
          divisao: 1,
        },
      ],
    });
  }
  return items;
}

/** `n` restaurants: the demo's in order, then copies of them with their size varied (ids from 1). */
export function restaurantes(n: number, sizeFactor: (i: number) => number): RestauranteDemanda[] {
  return Array.from({ length: n }, (_, i) => {
    const def = RESTAURANTES[i % RESTAURANTES.length];
    const copy = Math.floor(i / RESTAURANTES.length);
    return {
      idRestaurante: i + 1,
      nome: copy === 0 ? def.nome : `${def.nome} ${copy + 1}`,
      refeicoes: copy === 0 ? def.refeicoes : Math.round(def.refeicoes * sizeFactor(i)),
      fimDeSemana: def.fimDeSemana,
    };
  });
}
