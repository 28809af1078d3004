import { TIP_DESPERDICIO_LABEL } from '@domain/constants';
import { fieldErrorMap, issueMessage } from '@domain/field-messages';
import { MSG } from '@domain/messages';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import { isoDateTime } from '@domain/schemas/fields';
import { type IntegracaoPesagem, integracaoPesagem } from '@domain/schemas/panels';
import { and, eq, inArray } from 'drizzle-orm';
import { businessDayOf } from '../../core/business-time';
import { restaurantesZones } from '../../core/restaurant-scope';
import type { Db } from '../../db/client';
import { reTbUnidadesSatelite } from '../../db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '../../db/schema/scales';

/*
 * The weighing of an integration record: what the company has that the payloads refer to, loaded once per
 * batch, and the strict check that turns one payload into the appointment saveAll reads (or says why not).
 */

const isoInstant = isoDateTime();

/** The instant of the weighing, when the payload carries a valid ISO instant (with its offset or Z). */
export function weighingInstant(p: IntegracaoPesagem): Date | null {
  if (!p.dthPesagem || !isoInstant.safeParse(p.dthPesagem).success) return null;
  const d = new Date(p.dthPesagem);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** What the company has that the payloads refer to (one query per kind). */
export interface Lookups {
  /** Scale by serial. */
  scales: Map<string, number>;
  /** The restaurant where each scale is active (a scale is active for one restaurant at most). */
  activeAt: Map<number, number>;
  /** The company's restaurants of the payloads, with their time zones (the day of a weighing's instant). */
  restaurants: Map<number, string>;
  /** Satellite → its restaurant. */
  satellites: Map<number, number>;
}

export async function loadLookups(
  q: Db,
  idEmpresa: number,
  payloads: readonly IntegracaoPesagem[],
): Promise<Lookups> {
  const serials = [...new Set(payloads.map((p) => p.idSerial).filter((s): s is string => !!s))];
  const satIds = [...new Set(payloads.map((p) => p.idSatelite).filter((s): s is number => !!s))];
  const scales = new Map<string, number>();
  const activeAt = new Map<number, number>();
  const satellites = new Map<number, number>();
  if (serials.length) {
    const rows = await q
      .select({ idBal: reTbCadBalancas.idBal, idSerial: reTbCadBalancas.idSerial })
      .from(reTbCadBalancas)
      .where(and(eq(reTbCadBalancas.idEmpresa, idEmpresa), inArray(reTbCadBalancas.idSerial, serials)));
    for (const r of rows) scales.set(r.idSerial, r.idBal);
  }
  if (scales.size) {
    const links = await q
      .select({ idBal: reTbBalancasUnidades.idBal, idRestaurante: reTbBalancasUnidades.idRestaurante })
      .from(reTbBalancasUnidades)
      .where(
        and(
          eq(reTbBalancasUnidades.idEmpresa, idEmpresa),
          eq(reTbBalancasUnidades.indInativo, 0),
          inArray(reTbBalancasUnidades.idBal, [...scales.values()]),
        ),
      );
    for (const l of links) activeAt.set(l.idBal, l.idRestaurante);
  }
  const restIds = [
    ...new Set([
      ...payloads.map((p) => p.idRestaurante).filter((r): r is number => !!r),
      ...activeAt.values(),
    ]),
  ];
  const restaurants = await restaurantesZones(q, idEmpresa, restIds);
  if (satIds.length) {
    const rows = await q
      .select({ id: reTbUnidadesSatelite.idSatelite, idRestaurante: reTbUnidadesSatelite.idRestaurante })
      .from(reTbUnidadesSatelite)
      .where(
        and(eq(reTbUnidadesSatelite.idEmpresa, idEmpresa), inArray(reTbUnidadesSatelite.idSatelite, satIds)),
      );
    for (const r of rows) satellites.set(r.id, r.idRestaurante);
  }
  return { scales, activeAt, restaurants, satellites };
}

/** What is known of a record's weighing: the ids it resolves to (stored on the record) and why it is refused. */
export interface Checked {
  idRestaurante: number | null;
  idBal: number | null;
  dtaApontamento: string | null;
  /** The first problem, verbatim; null when the weighing may become an appointment. */
  error: string | null;
  /** The appointment to save (when no error). */
  input: ApontamentoInput | null;
}

const orNull = (v: number | null | undefined) => (v ? v : null);

/**
 * Checks a weighing strictly, in this order: the serial names a scale of the company; the restaurant (the
 * payload's, else the one where the scale is active) exists; the scale is active there; the satellite (when
 * given) belongs to it; the type; the quantity; the instant of the weighing. The appointment is then the
 * weighing as saveAll reads it, its uuid the record's idLocal.
 */
export function checkWeighing(p: IntegracaoPesagem, uuid: string, l: Lookups): Checked {
  const idBal = p.idSerial ? (l.scales.get(p.idSerial) ?? null) : null;
  const activeAt = idBal ? (l.activeAt.get(idBal) ?? null) : null;
  const wanted = p.idRestaurante ?? activeAt;
  const idRestaurante = wanted && l.restaurants.has(wanted) ? wanted : null;
  const instant = weighingInstant(p);
  // The day of the weighing where the restaurant is (its time zone; São Paulo's while it is unknown).
  const zone = idRestaurante ? l.restaurants.get(idRestaurante) : undefined;
  const dtaApontamento = instant ? businessDayOf(instant, zone) : null;
  const base = { idRestaurante, idBal, dtaApontamento, input: null };
  const refuse = (error: string): Checked => ({ ...base, error });

  if (!p.idSerial) return refuse(MSG.integrationSerialRequired);
  if (!idBal) return refuse(MSG.integrationScaleNotFound(p.idSerial));
  if (!wanted) return refuse(MSG.integrationRestaurantUnknown(p.idSerial));
  if (!idRestaurante) return refuse(MSG.notFoundRef('Restaurante', wanted));
  if (activeAt !== idRestaurante) return refuse(MSG.scaleNotActiveInUnit(idBal, idRestaurante));
  if (p.idSatelite) {
    const satRestaurant = l.satellites.get(p.idSatelite);
    if (satRestaurant === undefined) return refuse(MSG.notFoundRef('Satélite', p.idSatelite));
    if (satRestaurant !== idRestaurante)
      return refuse(MSG.satelliteNotInRestaurant(p.idSatelite, idRestaurante));
  }
  const tip = p.tipDesperdicio;
  if (!tip || !(tip in TIP_DESPERDICIO_LABEL))
    return refuse(MSG.integrationTypeInvalid(tip ?? 'não informado'));
  if (!(typeof p.qtdPeso === 'number' && Number.isFinite(p.qtdPeso) && p.qtdPeso > 0))
    return refuse(MSG.quantityInvalid);
  if (!instant || !dtaApontamento) return refuse(MSG.integrationWeighingTimeInvalid);

  return {
    ...base,
    error: null,
    input: {
      uuidApontamento: uuid,
      idRestaurante,
      idSatelite: orNull(p.idSatelite),
      tipDesperdicio: tip,
      dtaApontamento,
      qtdDesperdicio: p.qtdPeso,
      idItemVenda: orNull(p.idItemVenda),
      idProduto: orNull(p.idProduto),
      idAgrupamento: orNull(p.idAgrupamento),
      idInsumo: orNull(p.idInsumo),
      idDestino: orNull(p.idDestino),
      idRecipiente: orNull(p.idRecipiente),
      idBal,
      dtaDispositivo: instant.toISOString(),
    },
  };
}

/** The stored payload as a weighing, or why it cannot be read. */
export function parsePayload(raw: unknown): { payload: IntegracaoPesagem } | { error: string } {
  const parsed = integracaoPesagem.safeParse(raw, { error: fieldErrorMap('Pesagem') });
  if (parsed.success) return { payload: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    error: MSG.integrationPayloadInvalid(issue ? issueMessage(issue, 'Pesagem') : 'formato inválido'),
  };
}
