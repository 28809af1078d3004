import { and, eq, inArray, sql } from 'drizzle-orm';
import { allowedByUserLinks } from '../../core/user-scale-links';
import { type Db, rowsOf } from '../../db/client';
import { reTbRefeicoesDigitadas } from '../../db/schema/production';
import { reTbRestaurantes } from '../../db/schema/restaurants';

/** The statements of the meals typed per restaurant and day (service.ts decides what they are for). */

export type TypedRow = typeof reTbRefeicoesDigitadas.$inferSelect;
export type NewTypedRow = typeof reTbRefeicoesDigitadas.$inferInsert;

const d = reTbRefeicoesDigitadas;
const r = reTbRestaurantes;

/** The company's restaurants of `ids`: their time zone and whether the user's scale links allow them. */
export async function restaurantesDoUsuario(
  db: Db,
  idEmpresa: number,
  idUsuario: number,
  ids: readonly number[],
): Promise<Map<number, { zone: string; usable: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: r.idRestaurante,
      zone: r.desFusoHorario,
      usable: allowedByUserLinks(db, idEmpresa, idUsuario, (l) => eq(l.idRestaurante, r.idRestaurante)),
    })
    .from(r)
    .where(and(eq(r.idEmpresa, idEmpresa), inArray(r.idRestaurante, [...ids])));
  return new Map(rows.map((row) => [row.id, { zone: row.zone, usable: row.usable === true }]));
}

/**
 * A restaurant's days between two days (both included) that have anything recorded: served, planned, and the
 * satellites' count (per satellite its largest count of the day, clients + staff, as the recommended production
 * reads it).
 */
export function diasDoPeriodo(db: Db, idEmpresa: number, idRestaurante: number, de: string, ate: string) {
  return rowsOf<{
    dia: string;
    servidas: number | null;
    planejadas: number | null;
    satelites: number | null;
  }>(
    db,
    sql`with sat as (
          select dta_nr as dia, max(qtd_nr_cli + qtd_nr_colab) as qtd from re_tb_nr_satelite
          where id_empresa = ${idEmpresa} and id_restaurante = ${idRestaurante}
            and dta_nr between ${de}::date and ${ate}::date
          group by dta_nr, id_satelite),
        sat_dia as (select dia, sum(qtd)::int as qtd from sat group by dia),
        servidas as (
          select dta_refeicao as dia, qtd_refeicoes as qtd from re_tb_refeicoes
          where id_empresa = ${idEmpresa} and id_restaurante = ${idRestaurante}
            and dta_refeicao between ${de}::date and ${ate}::date),
        planejadas as (
          select dta_refeicao as dia, qtd_planejadas as qtd from re_tb_refeicoes_planejadas
          where id_empresa = ${idEmpresa} and id_restaurante = ${idRestaurante}
            and dta_refeicao between ${de}::date and ${ate}::date)
        select coalesce(s.dia, p.dia, t.dia)::text as dia, s.qtd as servidas, p.qtd as planejadas, t.qtd as satelites
        from servidas s
        full join planejadas p on p.dia = s.dia
        full join sat_dia t on t.dia = coalesce(s.dia, p.dia)`,
  );
}

/** The company's stored records of these uuids (lower case), by uuid. */
export async function registrosPorUuid(
  q: Db,
  idEmpresa: number,
  uuids: string[],
): Promise<Map<string, TypedRow>> {
  if (!uuids.length) return new Map();
  const rows = await q
    .select()
    .from(d)
    .where(and(eq(d.idEmpresa, idEmpresa), inArray(d.idLocal, uuids)));
  return new Map(rows.map((row) => [row.idLocal, row]));
}

/**
 * Inserts the new records and answers those written; a uuid stored meanwhile by a concurrent request is left as
 * it is (not among them, so its values are not applied twice).
 */
export function insertRegistros(tx: Db, rows: NewTypedRow[]): Promise<TypedRow[]> {
  if (!rows.length) return Promise.resolve([]);
  return tx
    .insert(d)
    .values(rows)
    .onConflictDoNothing({ target: [d.idEmpresa, d.idLocal] })
    .returning();
}

/** Key of the lock of a restaurant's days of typed meals (with the restaurant: the second key). */
const DIAS_LOCK = sql`hashtext('re_tb_refeicoes_digitadas.dia')`;

/**
 * Waits for the other saves of these restaurants' typed meals to end (a lock until the transaction ends, in the
 * restaurants' order): each save then reads the log with the records of those before it.
 */
export async function travarRestaurantes(tx: Db, restaurantes: readonly number[]): Promise<void> {
  for (const id of [...new Set(restaurantes)].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${DIAS_LOCK}, ${id})`);
}

/** A restaurant's day ('idRestaurante|yyyy-MM-dd'), the key registrosDosDias groups by. */
const chaveDoDia = (idRestaurante: number, dtaRefeicao: string) => `${idRestaurante}|${dtaRefeicao}`;

/** Every stored record of these restaurants' days, in one read: by day (chaveDoDia), each in the order stored. */
export async function registrosDosDias(
  tx: Db,
  idEmpresa: number,
  dias: readonly { idRestaurante: number; dtaRefeicao: string }[],
): Promise<Map<string, TypedRow[]>> {
  const out = new Map<string, TypedRow[]>(dias.map((x) => [chaveDoDia(x.idRestaurante, x.dtaRefeicao), []]));
  if (!dias.length) return out;
  const rows = await tx
    .select()
    .from(d)
    .where(
      and(
        eq(d.idEmpresa, idEmpresa),
        inArray(d.idRestaurante, [...new Set(dias.map((x) => x.idRestaurante))]),
        inArray(d.dtaRefeicao, [...new Set(dias.map((x) => x.dtaRefeicao))]),
      ),
    )
    .orderBy(d.idRefeicaoDigitada);
  // Restaurants × days reads a few days too many when a batch spans several: only the days asked are kept.
  for (const row of rows) out.get(chaveDoDia(row.idRestaurante, row.dtaRefeicao))?.push(row);
  return out;
}

/** The tables of the values in force: served (re_tb_refeicoes) and planned (re_tb_refeicoes_planejadas). */
const EM_VIGOR = {
  servidas: { table: sql.identifier('re_tb_refeicoes'), qtd: sql.identifier('qtd_refeicoes') },
  planejadas: { table: sql.identifier('re_tb_refeicoes_planejadas'), qtd: sql.identifier('qtd_planejadas') },
} as const;

/** Sets (a number) or clears (null: the row is deleted) the meals served or planned of a restaurant's day. */
export async function gravarDia(
  tx: Db,
  qual: keyof typeof EM_VIGOR,
  dia: { idEmpresa: number; idRestaurante: number; dtaRefeicao: string },
  qtd: number | null,
): Promise<void> {
  const { table, qtd: col } = EM_VIGOR[qual];
  const { idEmpresa, idRestaurante, dtaRefeicao } = dia;
  await tx.execute(
    qtd === null
      ? sql`delete from ${table}
            where id_empresa = ${idEmpresa} and id_restaurante = ${idRestaurante} and dta_refeicao = ${dtaRefeicao}::date`
      : sql`insert into ${table} (id_empresa, id_restaurante, dta_refeicao, ${col})
            values (${idEmpresa}, ${idRestaurante}, ${dtaRefeicao}::date, ${qtd})
            on conflict (id_empresa, id_restaurante, dta_refeicao) do update set ${col} = excluded.${col}`,
  );
}
