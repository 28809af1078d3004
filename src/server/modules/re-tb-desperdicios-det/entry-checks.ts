import { PARAM_CONFIG, PARAM_LIMITES, PARAM_REFEICOES, TIP_DESPERDICIO } from '@domain/constants';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import {
  addDays,
  COST_PARAM,
  costPerKg,
  dateError,
  ENTRY_MODE,
  type EntryVerdict,
  evaluateWeighing,
  type KanbanResult,
  kanbanCheck,
  kanbanKeyKind,
  needsKanban,
  type ParamLike,
  type ParamUpdate,
  plausibilityLimits,
  quantityError,
  REFERENCE_WINDOW_DAYS,
  type RecipienteLimite,
} from '@domain/rules/appointments';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BUSINESS_TZ, businessToday } from '../../core/business-time';
import { type Db, rowsOf } from '../../db/client';
import { numericOrNull } from '../../db/numeric';
import { reTbParametros } from '../../db/schema/admin';
import { reTbDesperdiciosDet } from '../../db/schema/appointments';
import { reMvItensVenda, reTbAgrupamento, reTbKanbanProducao, reTbProdutos } from '../../db/schema/menu';
import {
  reTbDestResiduos,
  reTbInsumos,
  reTbRecipientes,
  reTbRecipientesPesos,
} from '../../db/schema/registers';
import { reTbRestaurantes, reTbUnidadesSatelite } from '../../db/schema/restaurants';
import { reTbCadBalancas } from '../../db/schema/scales';
import { referenciaDoResumo } from '../rollup/public';

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

/** How a weighing is checked. */
export interface CheckOptions {
  /**
   * An edit of a stored appointment (maintenance): a correction of something accepted at entry, so the
   * entry mode and the kanban of the day are not checked again; everything else is (date, quantity, the ids,
   * the container tare, the tolerance and approval).
   */
  edit?: boolean;
  /**
   * Where the weighing comes from: 'app' is the scale app of an automated unit (integration records), whose
   * path is exactly the one the web-only entry-mode refusal points to, so the entry mode is not checked (nor
   * its expiry switch applied); everything else is, as for the web. Default 'web'.
   */
  source?: 'web' | 'app';
  /**
   * The stored date of the appointment an edit corrects: the date window (RE-Limites seq 5) judges only a
   * date the edit changes, so correcting the quantity of an old weighing does not send it to approval.
   */
  storedDate?: string;
  /**
   * The tare an edit keeps: the one the stored appointment was saved with, while its restaurant and container
   * stay the same (a later change of the tare register never changes stored weighings). Absent: the tare
   * register's, now.
   */
  keptTareKg?: number;
  /**
   * Imported history: the date window (RE-Limites seq 5) does not send it to approval for its age, and the
   * entry mode (which device a unit enters with) is not checked; everything else is.
   */
  imported?: boolean;
}

/** The outcome of the server-side check of one weighing. */
export interface EntryCheck {
  exception: string | null;
  verdict: EntryVerdict;
  /** No previous weighing of the same kind: min/max/average are stored as null. */
  hasReference: boolean;
  /** Derived columns of the row to store. */
  idAgrupamento: number | null;
  idPrato: number | null;
  custoKg: number;
  /** The tare the row stores (qtd_tara): the container's at the restaurant, 0 without a container or tare. */
  qtdTara: number;
}

const uniq = <T>(xs: readonly (T | null | undefined)[]) =>
  [...new Set(xs.filter((x): x is T => x !== null && x !== undefined))] as T[];

/** The average NET of the weighings of the REFERENCE_WINDOW_DAYS days before, rejected ones excluded. */
export async function loadReference(db: Db, idEmpresa: number, k: ReferenceKey): Promise<Reference> {
  const [found] = await loadReferences(db, idEmpresa, [k]);
  return found;
}

/**
 * The references of several weighings as ONE scalar subquery answering a JSON array of [i, average, count]
 * (a batch of a tablet has a dozen keys: one statement instead of one per key; EntryChecker.prepare joins it
 * to its other reads). Each key narrows by product (production surplus), input (pre-preparation by input),
 * grouping and satellite as loadReference always did. Read from the daily rollup (referenciaDoResumo): the
 * same average as the weighings', at a cost that does not grow with their number.
 */
function referencesJson(idEmpresa: number, keys: readonly ReferenceKey[]): SQL {
  // The keys as one JSON parameter: one short statement, built in one step, whatever their number.
  const keyRows = keys.map((k, i) => ({
    i,
    rest: k.idRestaurante,
    tip: k.tipDesperdicio,
    ini: addDays(k.dtaApontamento, -REFERENCE_WINDOW_DAYS),
    fim: k.dtaApontamento,
    prod: k.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao ? (k.idProduto ?? null) : null,
    ins: k.tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorInsumo ? (k.idInsumo ?? null) : null,
    agr: k.idAgrupamento || null,
    sat: k.idSatelite || null,
  }));
  const reference = referenciaDoResumo({
    idEmpresa,
    idRestaurante: sql`k.rest`,
    tipDesperdicio: sql`k.tip`,
    desde: sql`k.ini`,
    ate: sql`k.fim`,
    idProduto: sql`k.prod`,
    idInsumo: sql`k.ins`,
    idAgrupamento: sql`k.agr`,
    idSatelite: sql`k.sat`,
  });
  return sql`(select coalesce(json_agg(json_build_array(k.i, ref.average, ref.count)), '[]'::json)
      from json_to_recordset(${JSON.stringify(keyRows)}::json)
        as k(i int, rest int, tip int, ini date, fim date, prod int, ins int, agr int, sat int)
      cross join lateral (${reference}) ref)`;
}

/** A JSON column of a raw row: pg and PGlite parse json; a driver that does not answers the text. */
function jsonRows(v: unknown): unknown[][] {
  return (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as unknown[][];
}

/** The references of referencesJson's answer, in the order of `keys` (none found: average 0, count 0). */
function referencesOf(keys: readonly ReferenceKey[], rows: unknown[][]): Reference[] {
  const out: Reference[] = keys.map(() => ({ average: 0, count: 0 }));
  for (const [i, average, count] of rows) {
    const n = Number(count ?? 0);
    out[Number(i)] = { average: n ? Number(average) : 0, count: n };
  }
  return out;
}

/** The references of several weighings in one statement, answered in the order of `keys`. */
export async function loadReferences(
  db: Db,
  idEmpresa: number,
  keys: readonly ReferenceKey[],
): Promise<Reference[]> {
  if (!keys.length) return [];
  const [row] = await rowsOf<{ refs: unknown }>(db, sql`select ${referencesJson(idEmpresa, keys)} as refs`);
  return referencesOf(keys, jsonRows(row?.refs));
}

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

/** The rows of the RE-Configuracao/U and RE-Refeicoes/U parameters of some restaurants (the entry's). */
const restaurantEntryParams = (restaurants: readonly number[]) =>
  and(
    inArray(reTbParametros.idRestaurante, [...restaurants]),
    inArray(reTbParametros.desParametro, [PARAM_CONFIG, PARAM_REFEICOES]),
  );

/** The RE-Configuracao/U and RE-Refeicoes/U parameters of some restaurants, by restaurant. */
export async function loadEntryParams(
  db: Db,
  idEmpresa: number,
  restaurants: number[],
): Promise<Map<number, ParamLike[]>> {
  const out = new Map<number, ParamLike[]>(restaurants.map((id) => [id, []]));
  if (!restaurants.length) return out;
  const rows = await db
    .select({
      idRestaurante: reTbParametros.idRestaurante,
      desParametro: reTbParametros.desParametro,
      seqParametro: reTbParametros.seqParametro,
      vlrParametroDec: reTbParametros.vlrParametroDec,
      vlrParametroDta: reTbParametros.vlrParametroDta,
      vlrParametroInt: reTbParametros.vlrParametroInt,
    })
    .from(reTbParametros)
    .where(and(eq(reTbParametros.idEmpresa, idEmpresa), restaurantEntryParams(restaurants)));
  for (const { idRestaurante, ...p } of rows) out.get(idRestaurante!)?.push(p);
  return out;
}

/**
 * Saves the entry-mode expiry switch of one restaurant. Idempotent and race-safe: it only applies while
 * the stored mode is still 'both' (a concurrent request that switched first leaves nothing to do), and a
 * parameter row that does not exist is created.
 */
export async function persistParamUpdates(
  db: Db,
  idEmpresa: number,
  idRestaurante: number,
  updates: readonly ParamUpdate[],
): Promise<void> {
  if (!updates.length) return;
  const p = reTbParametros;
  const where = (des: string, seq: number) =>
    and(
      eq(p.idEmpresa, idEmpresa),
      eq(p.idRestaurante, idRestaurante),
      eq(p.desParametro, des),
      eq(p.seqParametro, seq),
    );
  await db.transaction(async (tx) => {
    const [mode] = await tx
      .select({ v: p.vlrParametroInt })
      .from(p)
      .where(where(PARAM_CONFIG, 7))
      .for('update');
    if (mode && mode.v !== ENTRY_MODE.Both) return;
    for (const u of updates) {
      const set = {
        ...(u.vlrParametroInt !== undefined ? { vlrParametroInt: u.vlrParametroInt } : {}),
        ...(u.vlrParametroDta !== undefined ? { vlrParametroDta: u.vlrParametroDta } : {}),
      };
      const done = await tx
        .update(p)
        .set(set)
        .where(where(u.desParametro, u.seqParametro))
        .returning({ id: p.idParametro });
      if (!done.length) {
        await tx.insert(p).values({
          idEmpresa,
          idRestaurante,
          desParametro: u.desParametro,
          seqParametro: u.seqParametro,
          ...set,
        });
      }
    }
  });
}

/**
 * Checks weighings against the rules of spec §4/§5 with the data of one company. What a batch refers to (ids,
 * parameters, tares, costs, the references of the window) is read in one statement by prepare(); only the
 * kanban of a production surplus is read later, once per key, so a batch of hundreds of weighings costs one
 * statement plus one per distinct kanban.
 */
export class EntryChecker {
  private restaurants = new Set<number>();
  private params = new Map<number, ParamLike[]>();
  private tares = new Map<string, number>();
  private destinos = new Set<number>();
  private recipientes = new Map<number, RecipienteLimite>();
  /** The company's RE-Limites (maximum weights, date window). */
  private limites: ParamLike[] = [];
  private balancas = new Set<number>();
  private agrupamentos = new Set<number>();
  private satelites = new Set<number>();
  private produtos = new Map<number, { codAgrupamento: number | null; vlrCustoKg: number | null }>();
  private itens = new Map<number, { idGrupoPrato: number | null }>();
  private insumos = new Map<number, { vlrCustoKg: number | null }>();
  private custoBandeja: number | null = null;
  private custoPreparo: number | null = null;
  private kanbans = new Map<string, Promise<KanbanResult>>();
  private references = new Map<string, Promise<Reference>>();
  /** Expiry switches found, one per restaurant. */
  readonly paramUpdates = new Map<number, ParamUpdate[]>();

  /** Each restaurant's time zone (its 'today'), loaded with the restaurants. */
  private zones = new Map<number, string>();

  /** `now`: the instant of the check; each restaurant's 'today' is that instant's day in its time zone. */
  constructor(
    private db: Db,
    private idEmpresa: number,
    readonly now: Date = new Date(),
  ) {}

  /** Today at the restaurant: the day of `now` in its time zone (São Paulo for an unknown restaurant). */
  todayOf(idRestaurante: number): string {
    const zone = this.zones.get(idRestaurante) ?? BUSINESS_TZ;
    let day = this.todayByZone.get(zone);
    if (day === undefined) {
      day = businessToday(zone, this.now);
      this.todayByZone.set(zone, day);
    }
    return day;
  }

  /** Today in each zone asked (at `now`, fixed for the checker's batch): read from a clock once per zone. */
  private readonly todayByZone = new Map<string, string>();

  /**
   * Loads what the weighings refer to in ONE statement: each kind (restaurants and their time zones, the
   * parameters of the restaurants and of the company, tares, containers, the ids of the other registers, the
   * references of the window) is a JSON subquery of a single row. A tray batch of a shift end costs one round
   * trip here instead of one per kind: on PostgreSQL, under load, the cost of a save is mostly its number of
   * statements (each one a write to the socket and a parse and plan at the server).
   *
   * `uuids`: the device uuids of the batch's new weighings; answers those already stored (replays).
   */
  async prepare(items: readonly ApontamentoInput[], uuids: readonly string[] = []): Promise<Set<string>> {
    const { db, idEmpresa } = this;
    const ids = (f: (i: ApontamentoInput) => number | null | undefined) => uniq(items.map(f));
    const restaurants = ids((i) => i.idRestaurante);
    const recipientes = ids((i) => i.idRecipiente);

    const parts: [string, SQL][] = [];
    const add = (name: string, table: PgTable, columns: PgColumn[], where: SQL | undefined) =>
      parts.push([
        name,
        sql`(select coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})), '[]'::json) from ${table} where ${where})`,
      ]);
    const p = reTbParametros;
    // The company-wide parameters (RE-Custos seq 1/2: cost per kg; RE-Limites: plausibility), and the
    // RE-Configuracao/U and RE-Refeicoes/U of the restaurants.
    const companyParams = and(isNull(p.idRestaurante), inArray(p.desParametro, [COST_PARAM, PARAM_LIMITES]));
    add(
      'params',
      p,
      [
        p.idRestaurante,
        p.desParametro,
        p.seqParametro,
        p.vlrParametroDec,
        p.vlrParametroDta,
        p.vlrParametroInt,
      ],
      and(
        eq(p.idEmpresa, idEmpresa),
        restaurants.length ? or(companyParams, restaurantEntryParams(restaurants)) : companyParams,
      ),
    );
    if (restaurants.length) {
      const r = reTbRestaurantes;
      add(
        'zones',
        r,
        [r.idRestaurante, r.desFusoHorario],
        and(eq(r.idEmpresa, idEmpresa), inArray(r.idRestaurante, restaurants)),
      );
      if (recipientes.length) {
        const w = reTbRecipientesPesos;
        add(
          'tares',
          w,
          [w.idRestaurante, w.idRecipiente, w.qtdPeso],
          and(
            eq(w.idEmpresa, idEmpresa),
            inArray(w.idRestaurante, restaurants),
            inArray(w.idRecipiente, recipientes),
          ),
        );
      }
    }
    if (recipientes.length) {
      const c = reTbRecipientes;
      add(
        'recipientes',
        c,
        [c.idRecipiente, c.desRecipiente, c.qtdMaxima],
        and(eq(c.idEmpresa, idEmpresa), inArray(c.idRecipiente, recipientes)),
      );
    }
    // Registers whose rows are only looked up: [name, the item's id, the table's id column, extra columns].
    type Scoped = PgTable & { idEmpresa: PgColumn };
    const lookups: [string, (i: ApontamentoInput) => number | null | undefined, Scoped, PgColumn[]][] = [
      ['destinos', (i) => i.idDestino, reTbDestResiduos, [reTbDestResiduos.idDestino]],
      ['balancas', (i) => i.idBal, reTbCadBalancas, [reTbCadBalancas.idBal]],
      ['agrupamentos', (i) => i.idAgrupamento, reTbAgrupamento, [reTbAgrupamento.codAgrupamento]],
      ['satelites', (i) => i.idSatelite, reTbUnidadesSatelite, [reTbUnidadesSatelite.idSatelite]],
      [
        'produtos',
        (i) => i.idProduto,
        reTbProdutos,
        [reTbProdutos.idProduto, reTbProdutos.codAgrupamento, reTbProdutos.vlrCustoKg],
      ],
      [
        'itens',
        (i) => i.idItemVenda,
        reMvItensVenda,
        [reMvItensVenda.idItemVenda, reMvItensVenda.idGrupoPrato],
      ],
      ['insumos', (i) => i.idInsumo, reTbInsumos, [reTbInsumos.idInsumo, reTbInsumos.vlrCustoKg]],
    ];
    // Each answers [id, ...the other columns] of the company's rows with the ids asked (the first column).
    for (const [name, of, table, columns] of lookups) {
      const wanted = ids(of);
      if (!wanted.length) continue;
      add(name, table, columns, and(eq(table.idEmpresa, idEmpresa), inArray(columns[0], wanted)));
    }
    // The references of every weighing with a real date (check() then finds them here).
    const referenceKeys = new Map<string, ReferenceKey>();
    for (const i of items) if (isIsoDate(i.dtaApontamento)) referenceKeys.set(referenceKeyOf(i), i);
    const keys = [...referenceKeys.values()];
    if (keys.length) parts.push(['refs', referencesJson(idEmpresa, keys)]);
    const d = reTbDesperdiciosDet;
    if (uuids.length)
      add('stored', d, [d.idLocal], and(eq(d.idEmpresa, idEmpresa), inArray(d.idLocal, [...uuids])));

    const [row] = await rowsOf<Record<string, unknown>>(
      db,
      sql`select ${sql.join(
        parts.map(([name, q]) => sql`${q} as ${sql.identifier(name)}`),
        sql`, `,
      )}`,
    );
    const rowsNamed = (name: string) => jsonRows(row?.[name]);

    for (const [idRestaurante, des, seq, dec, dta, int] of rowsNamed('params') as [
      number | null,
      string,
      number,
      number | string | null,
      string | null,
      number | null,
    ][]) {
      const param = {
        desParametro: des,
        seqParametro: seq,
        vlrParametroDec: numericOrNull(dec),
        vlrParametroDta: dta,
        vlrParametroInt: int,
      };
      if (idRestaurante !== null) {
        const list = this.params.get(idRestaurante) ?? [];
        list.push(param);
        this.params.set(idRestaurante, list);
      } else if (des === PARAM_LIMITES) this.limites.push(param);
      else if (seq === 1) this.custoBandeja = param.vlrParametroDec;
      else if (seq === 2) this.custoPreparo = param.vlrParametroDec;
    }
    for (const [id, zone] of rowsNamed('zones') as [number, string][]) {
      this.zones.set(id, zone);
      this.restaurants.add(id);
    }
    for (const [rest, rec, peso] of rowsNamed('tares') as [number, number, number | string][])
      this.tares.set(`${rest}:${rec}`, Number(peso));
    for (const [id, desRecipiente, qtdMaxima] of rowsNamed('recipientes') as [
      number,
      string,
      number | null,
    ][])
      this.recipientes.set(id, { desRecipiente, qtdMaxima });
    for (const [id] of rowsNamed('destinos') as [number][]) this.destinos.add(id);
    for (const [id] of rowsNamed('balancas') as [number][]) this.balancas.add(id);
    for (const [id] of rowsNamed('agrupamentos') as [number][]) this.agrupamentos.add(id);
    for (const [id] of rowsNamed('satelites') as [number][]) this.satelites.add(id);
    for (const [id, codAgrupamento, custo] of rowsNamed('produtos') as [number, number | null, unknown][])
      this.produtos.set(id, { codAgrupamento, vlrCustoKg: numericOrNull(custo) });
    for (const [id, idGrupoPrato] of rowsNamed('itens') as [number, number | null][])
      this.itens.set(id, { idGrupoPrato });
    for (const [id, custo] of rowsNamed('insumos') as [number, unknown][])
      this.insumos.set(id, { vlrCustoKg: numericOrNull(custo) });
    const refs = referencesOf(keys, rowsNamed('refs'));
    let n = 0;
    for (const key of referenceKeys.keys()) this.references.set(key, Promise.resolve(refs[n++]));
    return new Set((rowsNamed('stored') as [string][]).map(([uuid]) => uuid.toLowerCase()));
  }

  /** The params of a restaurant (prepare() must have seen it). */
  paramsOf(idRestaurante: number): ParamLike[] {
    return this.params.get(idRestaurante) ?? [];
  }

  hasRestaurant(idRestaurante: number): boolean {
    return this.restaurants.has(idRestaurante);
  }

  /** The first id the weighing refers to that the company does not have, as the user reads it. */
  private refError(w: ApontamentoInput): string | null {
    const checks: [string, number | null | undefined, (id: number) => boolean][] = [
      ['Restaurante', w.idRestaurante, (id) => this.restaurants.has(id)],
      ['Satélite', w.idSatelite, (id) => this.satelites.has(id)],
      ['Destino', w.idDestino, (id) => this.destinos.has(id)],
      ['Recipiente', w.idRecipiente, (id) => this.recipientes.has(id)],
      ['Balança', w.idBal, (id) => this.balancas.has(id)],
      ['Item de venda', w.idItemVenda, (id) => this.itens.has(id)],
      ['Produto', w.idProduto, (id) => this.produtos.has(id)],
      ['Agrupamento', w.idAgrupamento, (id) => this.agrupamentos.has(id)],
      ['Insumo', w.idInsumo, (id) => this.insumos.has(id)],
    ];
    for (const [what, id, has] of checks) if (id && !has(id)) return MSG.notFoundRef(what, id);
    if (w.idRecipiente && !this.tares.has(`${w.idRestaurante}:${w.idRecipiente}`))
      return MSG.containerWithoutTare(w.idRecipiente, w.idRestaurante);
    return null;
  }

  private kanban(w: ApontamentoInput): Promise<KanbanResult> {
    const key = {
      idRestaurante: w.idRestaurante,
      dtaCardapio: w.dtaApontamento,
      codAgrupamento: w.idAgrupamento,
      idItemVenda: w.idItemVenda,
      idProduto: w.idProduto,
    };
    const kind = kanbanKeyKind(key);
    if (!kind) return Promise.resolve(0);
    const memoKey =
      kind === 'item'
        ? `i|${w.idRestaurante}|${w.dtaApontamento}|${w.idItemVenda}|${w.idProduto}`
        : `a|${w.idRestaurante}|${w.dtaApontamento}|${w.idAgrupamento}`;
    let found = this.kanbans.get(memoKey);
    if (!found) {
      const k = reTbKanbanProducao;
      const base = [
        eq(k.idEmpresa, this.idEmpresa),
        eq(k.idRestaurante, w.idRestaurante),
        eq(k.dtaCardapio, w.dtaApontamento),
      ];
      const where =
        kind === 'item'
          ? and(...base, eq(k.idItemVenda, w.idItemVenda!), eq(k.idProduto, w.idProduto!))
          : and(...base, eq(k.codAgrupamento, w.idAgrupamento!));
      found = this.db
        .select({ indAtivo: k.indAtivo })
        .from(k)
        .where(where)
        .then((rows) => kanbanCheck(kind, rows));
      this.kanbans.set(memoKey, found);
    }
    return found;
  }

  reference(k: ReferenceKey): Promise<Reference> {
    const key = referenceKeyOf(k);
    let found = this.references.get(key);
    if (!found) {
      found = loadReference(this.db, this.idEmpresa, k);
      this.references.set(key, found);
    }
    return found;
  }

  /** Checks one weighing: date and quantity, the ids it refers to, then the rules (spec §4, §5). */
  async check(w: ApontamentoInput, opts: CheckOptions = {}): Promise<EntryCheck> {
    const tareKg = opts.keptTareKg ?? this.tareOf(w);
    const product = w.idProduto ? this.produtos.get(w.idProduto) : undefined;
    const item = w.idItemVenda ? this.itens.get(w.idItemVenda) : undefined;
    const insumo = w.idInsumo ? this.insumos.get(w.idInsumo) : undefined;
    const custoItem =
      w.tipDesperdicio === TIP_DESPERDICIO.ExcedenteDeProducao
        ? (product?.vlrCustoKg ?? null)
        : w.tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorInsumo
          ? (insumo?.vlrCustoKg ?? null)
          : null;
    const derived = {
      idAgrupamento: w.idAgrupamento ?? product?.codAgrupamento ?? null,
      idPrato: item?.idGrupoPrato ?? null,
      custoKg: costPerKg(w.tipDesperdicio, {
        custoBandeja: this.custoBandeja,
        custoPreparo: this.custoPreparo,
        custoItem: custoItem === null ? null : Number(custoItem),
      }),
      qtdTara: tareKg ?? 0,
    };

    if (!this.restaurants.has(w.idRestaurante)) {
      const verdict = evaluateWeighing(w, this.context(w, tareKg, null, null));
      return {
        ...derived,
        exception:
          dateError(w.dtaApontamento, this.todayOf(w.idRestaurante)) ??
          quantityError(w.qtdDesperdicio) ??
          MSG.notFoundRef('Restaurante', w.idRestaurante),
        verdict: { ...verdict, paramUpdates: [] },
        hasReference: false,
      };
    }

    const basic =
      dateError(w.dtaApontamento, this.todayOf(w.idRestaurante)) ?? quantityError(w.qtdDesperdicio);
    const refError = basic ? null : this.refError(w);
    const deep = !basic && !refError && isIsoDate(w.dtaApontamento);
    const kanban = deep && !opts.edit && needsKanban(w) ? await this.kanban(w) : null;
    const reference = deep ? await this.reference(w) : { average: 0, count: 0 };
    const verdict = evaluateWeighing(w, {
      ...this.context(w, tareKg, kanban, deep ? reference.average : null, opts),
      // The context's `edit` is what skips the entry mode; the kanban above still follows opts.edit only.
      edit: opts.edit || opts.source === 'app' || opts.imported,
    });
    if (verdict.paramUpdates.length) this.paramUpdates.set(w.idRestaurante, verdict.paramUpdates);
    return {
      ...derived,
      exception: basic ?? (refError && !isModeError(verdict) ? refError : verdict.exception),
      verdict,
      hasReference: reference.count > 0,
    };
  }

  /** The tare register's tare of the weighing's container at its restaurant (null: no container or tare). */
  private tareOf(w: ApontamentoInput): number | null {
    if (!w.idRecipiente) return null;
    return this.tares.get(`${w.idRestaurante}:${w.idRecipiente}`) ?? null;
  }

  private context(
    w: ApontamentoInput,
    tareKg: number | null,
    kanban: KanbanResult | null,
    reference: number | null,
    opts: CheckOptions = {},
  ) {
    const recipiente = w.idRecipiente ? this.recipientes.get(w.idRecipiente) : undefined;
    const { limites, janelaDias } = plausibilityLimits(this.limites, w.tipDesperdicio, recipiente);
    return {
      today: this.todayOf(w.idRestaurante),
      params: this.paramsOf(w.idRestaurante),
      tareKg,
      kanban,
      reference,
      limites,
      janelaDias: opts.imported || opts.storedDate === w.dtaApontamento ? null : janelaDias,
    };
  }

  /** Saves every expiry switch found (outside the caller's transaction: it stands even when refused). */
  async persistParamUpdates(): Promise<void> {
    for (const [idRestaurante, updates] of this.paramUpdates)
      await persistParamUpdates(this.db, this.idEmpresa, idRestaurante, updates);
    this.paramUpdates.clear();
  }
}

/** The entry-mode refusal (blocked unit) outranks a bad reference: the unit may not enter anything. */
function isModeError(v: EntryVerdict): boolean {
  return !!v.exception && v.exception.includes(MSG.entryBlocked);
}
