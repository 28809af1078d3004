import { createHash } from 'node:crypto';
import { TIP_DESPERDICIO } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import type { StagedRow } from '../kind';

/** The weighing a line of the weighings import makes, its references resolved (ids of the company). */
export function weighingOf(r: StagedRow): ApontamentoInput {
  const id = (coluna: string) => (r.ids[coluna] as number | null | undefined) ?? null;
  const num = (coluna: string) => (r.v[coluna] as number | null | undefined) ?? null;
  return {
    idRestaurante: id('codRestaurante') as number,
    tipDesperdicio: num('tipDesperdicio') as number,
    dtaApontamento: r.v.dtaApontamento as string,
    qtdDesperdicio: num('qtdDesperdicio') as number,
    idItemVenda: id('codItemVenda'),
    idProduto: id('codProduto'),
    idAgrupamento: id('codAgrupamento'),
    idInsumo: id('codInsumo'),
    idDestino: num('codDestino'),
    idRecipiente: num('codRecipiente'),
    tipOrigemPeso: 'D',
  };
}

/**
 * The uuid of a line without uuidApontamento, made from its natural key (restaurant, day, type, what was
 * weighed, gross kg): the same line imported again is the same weighing, which the save then finds stored.
 * A name-based UUID (version 5 layout, SHA-1) in its own namespace.
 */
export function naturalUuid(w: ApontamentoInput): string {
  const key = [
    'importacao/apontamentos',
    w.idRestaurante,
    w.dtaApontamento,
    w.tipDesperdicio,
    w.idItemVenda ?? '',
    w.idProduto ?? '',
    w.idAgrupamento ?? '',
    w.idInsumo ?? '',
    w.qtdDesperdicio.toFixed(3),
  ].join('|');
  const h = createHash('sha1').update(key).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The file column a refusal of the save is about ('' when it is the whole line). */
export function columnOfRefusal(message: string, w: ApontamentoInput): string {
  if (message === MSG.dateFormatInvalid || message === MSG.dateTooFarAhead) return 'dtaApontamento';
  if (
    message === MSG.quantityInvalid ||
    message === MSG.containerTare ||
    message.startsWith('Quantidade acima do máximo')
  )
    return 'qtdDesperdicio';
  if (message === MSG.kanbanNotFound || message === MSG.kanbanInactive)
    return w.idItemVenda && w.idProduto ? 'codProduto' : 'codAgrupamento';
  if (message === MSG.itemRequired)
    return w.tipDesperdicio === TIP_DESPERDICIO.PrePreparoPorInsumo ? 'codInsumo' : 'codItemVenda';
  if (message.startsWith('Destino ')) return 'codDestino';
  if (message.startsWith('Recipiente ')) return 'codRecipiente';
  return '';
}
