import type { ApontamentoDetalhe } from '@domain/schemas/approvals';
import { grossTareNet } from '../../../kit/factories/gross-tare-net';

/** An appointment as the maintenance search returns it. */
export function apontamento(
  over: Partial<ApontamentoDetalhe> & { idApontamento: number },
): ApontamentoDetalhe {
  return {
    uuidApontamento: null,
    idRestaurante: 1,
    idSatelite: null,
    tipDesperdicio: 1,
    dtaApontamento: '2025-03-10',
    ...grossTareNet(over, 2),
    idProduto: null,
    idItemVenda: null,
    idAgrupamento: null,
    idInsumo: null,
    idDestino: 10,
    idRecipiente: null,
    idBal: null,
    idUsuario: 7,
    dtaRegistro: '2025-03-10T12:00:00.000Z',
    dtaDispositivo: null,
    precisaAprovacao: false,
    motivoAprovacao: null,
    minQtd: null,
    maxQtd: null,
    mediaQtd: null,
    txtJustificativa: null,
    notificar: false,
    transferido: false,
    desRestaurante: 'Restaurante Centro',
    codSatelite: null,
    desSatelite: null,
    desItem: 'Bandeja',
    desDestino: 'Compostagem',
    desRecipiente: null,
    desBalanca: null,
    desUsuario: 'cozinha',
    indStatusAprov: null,
    vlrCusto: 20,
    ...over,
  };
}
