import { TIP_REGRA } from '@domain/schemas/alerts';
import { routineMessage } from '@server/modules/re-tb-notificacoes/routine';
import { approvalMessage } from '@server/modules/re-tb-notificacoes/service';
import { describe, expect, it } from 'vitest';

/** The weights in the notifications' text read as on every screen: pt-BR, thousands grouped, 3 decimals. */
describe('notification weights', () => {
  it('an approval notification groups the thousands of the weight and of its limits', () => {
    const above = approvalMessage(
      {
        idApontamento: 9,
        idRestaurante: 4,
        tipDesperdicio: 1,
        dtaApontamento: '2026-11-20',
        qtdLiquido: 1234.5678,
        minQtd: 100,
        maxQtd: 1000.25,
      },
      'Central',
    );
    expect(above).toContain('<b>1.234,568 kg</b>, acima do máximo de 1.000,250 kg.');
    const below = approvalMessage(
      {
        idApontamento: 9,
        idRestaurante: 4,
        tipDesperdicio: 1,
        dtaApontamento: '2026-11-20',
        qtdLiquido: 3.85,
        minQtd: 12_000,
        maxQtd: null,
      },
      'Central',
    );
    expect(below).toContain('<b>3,850 kg</b>, abaixo do mínimo de 12.000,000 kg.');
  });

  it("the routine's 'above the goal' notification groups the thousands too", () => {
    const html = routineMessage(
      {
        id_alerta: 1,
        des_alerta: 'Acima da meta',
        tip_alerta: 1,
        tip_regra: TIP_REGRA.AcimaDaMeta,
        id_grupo: null,
        id_usuario: null,
        ind_email: 0,
        ind_notificar: 1,
        ind_status: 1,
      },
      TIP_REGRA.AcimaDaMeta,
      [
        {
          id_alerta: 1,
          id_restaurante: 7,
          des_restaurante: 'Sul',
          tip_desperdicio: 1,
          kg: '1234.5678',
          meta: 1000,
          qtd: null,
          mais_antigo: null,
        },
      ],
      '2026-11-20',
    );
    expect(html).toContain('<b>7 - Sul</b>: <b>1.234,568 kg</b> de Bandeja, meta de 1.000,000 kg');
  });
});
