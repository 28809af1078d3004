/**
 * What the weighings of a batch refer to (a BatchContext), read before they are checked: the keys of their
 * references and kanbans, and each restaurant's 'today'.
 */
import { TIP_DESPERDICIO } from '../constants';
import type { ApontamentoInput } from '../schemas/appointments';
import { DEFAULT_TIME_ZONE, dayInZone } from '../time-zones';
import type { ParamLike } from './entry-params';
import { type KanbanResult, kanbanKeyKind } from './kanban';
import type { RecipienteLimite } from './plausibility';

/** What findMediaQtd averages: the same restaurant and type, and the item when the type has one. */
export interface ReferenceKey {
  idRestaurante: number;
  tipDesperdicio: number;
  dtaApontamento: string;
  idProduto?: number | null;
  idInsumo?: number | null;
  idAgrupamento?: number | null;
  idSatelite?: number | null;
}

export interface Reference {
  /** Average NET quantity (gross − tare) of the previous weighings of the window (0 when none). */
  average: number;
  count: number;
}

/** The key of a weighing's reference: the weighings that share it share their reference. */
export function referenceKeyOf(w: ReferenceKey): string {
  const tipo = w.tipDesperdicio;
  return [
    w.idRestaurante,
    tipo,
    w.dtaApontamento,
    tipo === TIP_DESPERDICIO.ExcedenteDeProducao ? (w.idProduto ?? '') : '',
    tipo === TIP_DESPERDICIO.PrePreparoPorInsumo ? (w.idInsumo ?? '') : '',
    w.idAgrupamento ?? '',
    w.idSatelite ?? '',
  ].join('|');
}

/**
 * What the weighings of a batch refer to, as one company has it: read in one statement before any check
 * (the kanbans a production surplus needs, once per key, right after it).
 */
export interface BatchContext {
  /** The company's restaurants among the batch's, with their time zones (each one's 'today'). */
  zones: Map<number, string>;
  /** The RE-Configuracao/U and RE-Refeicoes/U parameters of each restaurant. */
  params: Map<number, ParamLike[]>;
  /** The company's RE-Limites (maximum weights, date window). */
  limites: ParamLike[];
  /** RE-Custos seq 1 and 2: the cost per kg of trays and of preparation. */
  custoBandeja: number | null;
  custoPreparo: number | null;
  /** The tare of a container at a restaurant, by `${idRestaurante}:${idRecipiente}`. */
  tares: Map<string, number>;
  recipientes: Map<number, RecipienteLimite>;
  destinos: Set<number>;
  balancas: Set<number>;
  agrupamentos: Set<number>;
  satelites: Set<number>;
  produtos: Map<number, { codAgrupamento: number | null; vlrCustoKg: number | null }>;
  itens: Map<number, { idGrupoPrato: number | null }>;
  insumos: Map<number, { vlrCustoKg: number | null }>;
  /** The references of the batch's weighings with a real date, by referenceKeyOf. */
  references: Map<string, Reference>;
  /** The kanban checks the batch needs, by kanbanLookupOf's key. */
  kanbans: Map<string, KanbanResult>;
}

export const emptyBatchContext = (): BatchContext => ({
  zones: new Map(),
  params: new Map(),
  limites: [],
  custoBandeja: null,
  custoPreparo: null,
  tares: new Map(),
  recipientes: new Map(),
  destinos: new Set(),
  balancas: new Set(),
  agrupamentos: new Set(),
  satelites: new Set(),
  produtos: new Map(),
  itens: new Map(),
  insumos: new Map(),
  references: new Map(),
  kanbans: new Map(),
});

/**
 * Today at each restaurant: the day of `now` in its time zone (São Paulo for an unknown restaurant), read
 * once per zone for the whole batch.
 */
export function todayByRestaurant(ctx: Pick<BatchContext, 'zones'>, now: Date): (id: number) => string {
  const byZone = new Map<string, string>();
  return (idRestaurante) => {
    const zone = ctx.zones.get(idRestaurante) ?? DEFAULT_TIME_ZONE;
    let day = byZone.get(zone);
    if (day === undefined) {
      day = dayInZone(now, zone);
      byZone.set(zone, day);
    }
    return day;
  };
}

/** A kanban the check of a weighing reads: its key in BatchContext.kanbans, and what to look up. */
export interface KanbanLookup {
  key: string;
  kind: 'agrupamento' | 'item';
  weighing: {
    idRestaurante: number;
    dtaCardapio: string;
    codAgrupamento?: number | null;
    idItemVenda?: number | null;
    idProduto?: number | null;
  };
}

/** The kanban lookup of a weighing's key (null: the key is incomplete, the check is 0 without a read). */
export function kanbanLookupOf(w: ApontamentoInput): KanbanLookup | null {
  const weighing = {
    idRestaurante: w.idRestaurante,
    dtaCardapio: w.dtaApontamento,
    codAgrupamento: w.idAgrupamento,
    idItemVenda: w.idItemVenda,
    idProduto: w.idProduto,
  };
  const kind = kanbanKeyKind(weighing);
  if (!kind) return null;
  const key =
    kind === 'item'
      ? `i|${w.idRestaurante}|${w.dtaApontamento}|${w.idItemVenda}|${w.idProduto}`
      : `a|${w.idRestaurante}|${w.dtaApontamento}|${w.idAgrupamento}`;
  return { key, kind, weighing };
}
