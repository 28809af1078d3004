import type { ImportKind } from './kind';
import { agrupamentosKind } from './kinds/agrupamentos';
import { apontamentosKind } from './kinds/apontamentos';
import { gruposKind } from './kinds/grupos';
import { gruposPratosKind } from './kinds/grupos-pratos';
import { insumosKind } from './kinds/insumos';
import { itensVendaKind } from './kinds/itens-venda';
import { kanbansKind } from './kinds/kanbans';
import { produtosKind } from './kinds/produtos';
import { refeicoesKind } from './kinds/refeicoes';
import { restaurantesKind } from './kinds/restaurantes';
import { satelitesKind } from './kinds/satelites';
import { usuariosKind } from './kinds/usuarios';

/** Every kind of import, in the order a company brings its data in (references before what uses them). */
export const IMPORT_KINDS: readonly ImportKind[] = [
  gruposKind,
  restaurantesKind,
  satelitesKind,
  gruposPratosKind,
  itensVendaKind,
  agrupamentosKind,
  produtosKind,
  insumosKind,
  usuariosKind,
  kanbansKind,
  refeicoesKind,
  apontamentosKind,
];

export const IMPORT_TIPOS = IMPORT_KINDS.map((k) => k.tipo) as [string, ...string[]];

export function kindOf(tipo: string): ImportKind | undefined {
  return IMPORT_KINDS.find((k) => k.tipo === tipo);
}
