import { isoToBr } from '@domain/dates';
import { bulkInsert } from '../../core/bulk';
import { reTbDivergenciasDesp, reTbIntegracaoDesperdicio } from '../../db/schema/all';
import { instantAt, round } from '../prng';
import type { DemoContext, Insert } from './context';

export async function divergencesAndIntegration(ctx: DemoContext) {
  const div: Insert<typeof reTbDivergenciasDesp>[] = [];
  for (const key of ctx.skipDays) {
    const [ri, offset] = key.split(':').map(Number);
    const r = ctx.restaurants[ri];
    const processed = offset <= -10;
    div.push({
      idEmpresa: r.idEmpresa,
      tipDivergencia: 1,
      idRestaurante: r.idRestaurante,
      idBal: null,
      dtaDivergencia: ctx.day(offset),
      txtDivergencia: `Restaurante ${r.idRestaurante} - ${r.def.nome} sem apontamento de desperdício em ${isoToBr(ctx.day(offset))}.`,
      indProcessado: processed ? 1 : 0,
      dtaRegistro: new Date(instantAt(ctx.day(offset + 1), 6 * 60)),
      dtaProcessamento: processed ? new Date(instantAt(ctx.day(offset + 2), 10 * 60)) : null,
    });
  }
  for (const key of ctx.idleScaleDays) {
    const [ri, offset] = key.split(':').map(Number);
    const r = ctx.restaurants[ri];
    div.push({
      idEmpresa: r.idEmpresa,
      tipDivergencia: 2,
      idRestaurante: r.idRestaurante,
      idBal: r.balCozinha,
      dtaDivergencia: ctx.day(offset),
      txtDivergencia: `Balança ${r.serialCozinha} sem apontamento em ${isoToBr(ctx.day(offset))}.`,
      indProcessado: 0,
      dtaRegistro: new Date(instantAt(ctx.day(offset + 1), 6 * 60)),
      dtaProcessamento: null,
    });
  }
  await bulkInsert(ctx.db, reTbDivergenciasDesp, div);

  const integ: Insert<typeof reTbIntegracaoDesperdicio>[] = [];
  const specs: [number, number, 0 | 1 | 2, string | null][] = [
    [0, -6, 1, null],
    [1, -5, 1, null],
    [3, -3, 1, null],
    [2, -2, 2, 'Kanban não encontrado para o produto informado na data do apontamento.'],
    [6, -1, 2, 'Balança não está ativa para o restaurante informado.'],
    [5, 0, 0, null],
    [9, -4, 1, null],
    [11, -1, 2, 'Parâmetro RE-Configuracao/U 13 sem valor para o restaurante.'],
  ];
  for (const [ri, offset, indStatus, txtErro] of specs) {
    const r = ctx.restaurants[ri];
    const date = ctx.day(offset);
    const registered = instantAt(date, 15 * 60 + ctx.rng.int(0, 120));
    // Drawn in the payload's order, so the demo data stays the same.
    const tipDesperdicio = ctx.rng.pick(r.def.tipos);
    const qtdPeso = round(ctx.rng.float(1.2, 9.5), 3);
    const idLocal = ctx.rng.uuid();
    integ.push({
      idLocal,
      idEmpresa: r.idEmpresa,
      idRestaurante: r.idRestaurante,
      idBal: r.balCozinha,
      dtaRegistro: new Date(registered),
      dtaApontamento: date,
      txtPayload: {
        idSerial: r.serialCozinha,
        idRestaurante: r.idRestaurante,
        tipDesperdicio,
        qtdPeso,
        dthPesagem: registered,
        idPesagem: ++ctx.weighingSeq,
        idLocal,
      },
      txtErro,
      indStatus,
      qtdTentativas: indStatus === 2 ? 3 : indStatus === 1 ? 1 : 0,
      dtaProcessamento: indStatus === 0 ? null : new Date(instantAt(date, 17 * 60 + 30)),
    });
  }
  await bulkInsert(ctx.db, reTbIntegracaoDesperdicio, integ);
}
