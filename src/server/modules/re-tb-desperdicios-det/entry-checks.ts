import {
  type BatchContext,
  emptyBatchContext,
  type Reference,
  type ReferenceKey,
  referenceKeyOf,
  todayByRestaurant,
} from '@domain/rules/batch-context';
import {
  type CheckOptions,
  checkWeighing,
  type EntryCheck,
  kanbanNeeded,
  referenceNeeded,
} from '@domain/rules/entry-check';
import type { ParamLike } from '@domain/rules/entry-params';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import type { Db } from '../../db/client';
import { loadBatchContext } from './batch-context-query';
import { loadReference } from './references';
import { loadKanbans } from './save-load';

/**
 * Checks weighings one at a time with the data of one company (a save decides its whole batch at once:
 * service.ts). prepare() reads what the weighings refer to in one statement; a check then reads only what
 * prepare() did not: the kanban of a production surplus (once per key) or a reference it was not given.
 */
export class EntryChecker {
  private context: BatchContext = emptyBatchContext();
  private todayAt: (idRestaurante: number) => string;

  /** `now`: the instant of the check; each restaurant's 'today' is that instant's day in its time zone. */
  constructor(
    private db: Db,
    private idEmpresa: number,
    readonly now: Date = new Date(),
  ) {
    this.todayAt = todayByRestaurant(this.context, now);
  }

  /** Loads what the weighings refer to; answers which of `uuids` are stored already (replays). */
  async prepare(items: readonly ApontamentoInput[], uuids: readonly string[] = []): Promise<Set<string>> {
    const { context, replays } = await loadBatchContext(this.db, this.idEmpresa, items, uuids);
    this.context = context;
    this.todayAt = todayByRestaurant(context, this.now);
    return replays;
  }

  /** Today at the restaurant: the day of `now` in its time zone (São Paulo for an unknown restaurant). */
  todayOf(idRestaurante: number): string {
    return this.todayAt(idRestaurante);
  }

  /** The params of a restaurant (prepare() must have seen it). */
  paramsOf(idRestaurante: number): ParamLike[] {
    return this.context.params.get(idRestaurante) ?? [];
  }

  hasRestaurant(idRestaurante: number): boolean {
    return this.context.zones.has(idRestaurante);
  }

  async reference(k: ReferenceKey): Promise<Reference> {
    const key = referenceKeyOf(k);
    let found = this.context.references.get(key);
    if (!found) {
      found = await loadReference(this.db, this.idEmpresa, k);
      this.context.references.set(key, found);
    }
    return found;
  }

  /** Checks one weighing: date and quantity, the ids it refers to, then the rules (spec §4, §5). */
  async check(w: ApontamentoInput, opts: CheckOptions = {}): Promise<EntryCheck> {
    const today = this.todayOf(w.idRestaurante);
    const kanban = kanbanNeeded(this.context, w, today, opts);
    if (kanban && !this.context.kanbans.has(kanban.key))
      await loadKanbans(this.db, this.idEmpresa, [kanban], this.context.kanbans);
    if (referenceNeeded(this.context, w, today)) await this.reference(w);
    return checkWeighing(this.context, w, today, opts);
  }
}
