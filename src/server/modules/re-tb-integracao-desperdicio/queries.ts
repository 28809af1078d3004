import type { Integracao } from '@domain/schemas/panels';
import type { SQL } from 'drizzle-orm';
import { scopedJoin } from '../../core/register-service';
import type { Db } from '../../db/client';
import { reTbIntegracaoDesperdicio } from '../../db/schema/appointments';
import { reTbRestaurantes } from '../../db/schema/restaurants';
import { reTbCadBalancas } from '../../db/schema/scales';

/* The integration records as the panel reads them: the row with its restaurant's name and its scale's serial. */

const t = reTbIntegracaoDesperdicio;
type Row = typeof t.$inferSelect;

const listFields = {
  r: t,
  desRestaurante: reTbRestaurantes.desRestaurante,
  serialBalanca: reTbCadBalancas.idSerial,
};
export type ListRow = { r: Row; desRestaurante: string | null; serialBalanca: string | null };

export function selectList(q: Db, where: SQL | undefined) {
  return q
    .select(listFields)
    .from(t)
    .leftJoin(reTbRestaurantes, scopedJoin(reTbRestaurantes.idRestaurante, t.idRestaurante))
    .leftJoin(reTbCadBalancas, scopedJoin(reTbCadBalancas.idBal, t.idBal))
    .where(where);
}

const payloadObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

export function toIntegracao({ r, desRestaurante, serialBalanca }: ListRow): Integracao {
  const p = payloadObject(r.txtPayload);
  const tip = p?.tipDesperdicio;
  const qtd = p?.qtdPeso;
  const serial = p?.idSerial;
  return {
    numSeq: r.numSeq,
    idRestaurante: r.idRestaurante,
    desRestaurante,
    idBal: r.idBal,
    idSerial: typeof serial === 'string' && serial ? serial : serialBalanca,
    dtaRegistro: r.dtaRegistro.toISOString(),
    dtaApontamento: r.dtaApontamento,
    tipDesperdicio: typeof tip === 'number' && Number.isInteger(tip) ? tip : null,
    qtdPeso: typeof qtd === 'number' && Number.isFinite(qtd) ? qtd : null,
    indStatus: r.indStatus,
    txtErro: r.txtErro,
    qtdTentativas: r.qtdTentativas,
    dtaProcessamento: r.dtaProcessamento ? r.dtaProcessamento.toISOString() : null,
    idApontamento: r.idApontamento,
    txtPayload: p,
  };
}
