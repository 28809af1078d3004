import { addDays } from '@domain/dates';
import type { PgTable } from 'drizzle-orm/pg-core';
import { reserveIds } from '../../core/bulk';
import type { Db } from '../../db/client';
import type { reTbDesperdiciosDet } from '../../db/schema/all';
import type {
  Agrupamento,
  DemoItem,
  DemoProduct,
  DemoRestaurant,
  DemoSatellite,
  GrupoPrato,
  Recipiente,
} from '../demo-catalog';
import type { Rng } from '../prng';

/** Appointment history length and kanban horizon (days). */
export const DEMO_DAYS_BACK = 90;
/**
 * Production history length (days): the kanban lines, meals served and surplus weighings go back this far
 * (16 weeks), so the recommended production has weeks to learn from before the backtest's last 8.
 */
export const DEMO_PRODUCTION_DAYS_BACK = 112;
export const DEMO_DAYS_AHEAD = 14;
export const DEMO_PASSWORD = 'demo';

type Insert<T extends PgTable> = T['$inferInsert'];
export type { Insert };

export interface Company {
  idEmpresa: number;
  agrupamento: Map<Agrupamento, number>;
  grupoPrato: Map<GrupoPrato, number>;
  items: { def: DemoItem; idItemVenda: number; idGrupoPrato: number; products: ProductRef[] }[];
  insumos: { idInsumo: number; perdaKg: number; custoKg: number; ativo: boolean }[];
  recipientes: Map<Recipiente, number>;
  destinos: Map<string, number>;
  scaleSerial: number;
}

export interface ProductRef {
  def: DemoProduct;
  idProduto: number;
  codAgrupamento: number;
}

export interface Satellite {
  def: DemoSatellite;
  idSatelite: number;
  idBal: number;
}

export interface Restaurant {
  index: number;
  def: DemoRestaurant;
  idRestaurante: number;
  idEmpresa: number;
  company: Company;
  satellites: Satellite[];
  balCozinha: number;
  balRefeitorio: number;
  serialCozinha: string;
  tare: Map<Recipiente, { idRecipiente: number; peso: number }>;
  destinos: Map<number, number[]>;
  staff: number[];
  approvers: number[];
  /** Menu of each day, by day offset from today. */
  menu: Map<number, MenuRow[]>;
  /** The meal basis of a day (offsets −90…+14): sizes the tray, pre-preparation and satellites' figures. */
  meals: Map<number, number>;
  /** Meals the satellites counted on a day (each satellite's largest count), by day offset. */
  satelliteMeals: Map<number, number>;
}

export interface MenuRow {
  item: Company['items'][number];
  product: ProductRef;
  idCardapio: number;
  /** Plate weight × the dish's share of the meals × the product's split (kg per meal). */
  norma: number;
  /**
   * The plan as the demo made it before the demand model (meals × plate weight × share × noise), offsets −90…0
   * only: it sizes the retired random surplus weighings that are still drawn (and discarded) to keep the main
   * random stream unchanged.
   */
  legacyPlanned: number;
  ativo: boolean;
}

/** A kanban line's surplus (kg, net) to weigh, from the demand model. */
export interface Surplus {
  r: Restaurant;
  offset: number;
  row: MenuRow;
  kg: number;
}

export type Appointment = Insert<typeof reTbDesperdiciosDet> & { idApontamento: number };

export const TIME_WINDOW: Record<number, [number, number]> = {
  1: [12 * 60 + 40, 15 * 60 + 30],
  2: [14 * 60, 16 * 60 + 30],
  3: [8 * 60, 17 * 60],
  4: [7 * 60, 10 * 60 + 30],
};

/** What the demo's stages share: the database, the day it is relative to, the PRNGs and the ids made so far. */
export class DemoContext {
  companies: Company[] = [];
  restaurants: Restaurant[] = [];
  users = new Map<string, number>();
  grupos: number[] = [];
  weighingSeq = 100_000;
  /** Restaurant days without any appointment (they become divergences of kind 1). */
  skipDays = new Set<string>();
  /** Restaurant days whose kitchen scale records nothing (divergences of kind 2). */
  idleScaleDays = new Set<string>();
  /** The surplus of the kanban lines (from the demand model), weighed by the appointments stage. */
  surplus: Surplus[] = [];
  /** Weighing numbers of the demand model's surplus weighings (apart from the main sequence's). */
  surplusWeighingSeq = 500_000;

  constructor(
    readonly db: Db,
    readonly today: string,
    readonly hash: string,
    readonly rng: Rng,
    /** The demand model's own stream (production, meals served, surplus), so the main stream is unchanged. */
    readonly demand: Rng,
  ) {
    for (const [ri, d] of [
      [8, -4],
      [8, -11],
      [12, -3],
    ])
      this.skipDays.add(`${ri}:${d}`);
    for (const d of [-2, -6]) this.idleScaleDays.add(`2:${d}`);
  }

  day(offset: number) {
    return addDays(this.today, offset);
  }

  async ids(table: PgTable, column: { name: string }, n: number) {
    return reserveIds(this.db, table, column, n);
  }
}
