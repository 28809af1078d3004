import {
  LIMITES_JANELA_DIAS_PADRAO,
  LIMITES_MAX_KG_PADRAO,
  LIMITES_SEQ_JANELA,
  PARAM_EVITAVEL,
  PARAM_LIMITES,
  TIP_DESPERDICIO_LABEL,
  type TipDesperdicio,
} from '@domain/constants';
import { bulkInsert } from '../../core/bulk';
import * as schema from '../../db/schema/all';
import { reTbDespMetas, reTbParametros } from '../../db/schema/all';
import { round } from '../prng';
import type { DemoContext, Insert, Restaurant } from './context';

export async function parameters(ctx: DemoContext) {
  type P = Insert<typeof reTbParametros>;
  const rows: P[] = [];
  const param = (
    r: { idEmpresa: number; idRestaurante: number | null },
    desParametro: string,
    seqParametro: number,
    value: Pick<P, 'vlrParametroDec' | 'vlrParametroDta' | 'vlrParametroInt' | 'vlrParametroTxt'>,
    txtObservacao: string,
  ) => {
    rows.push({
      idEmpresa: r.idEmpresa,
      idRestaurante: r.idRestaurante,
      desParametro,
      seqParametro,
      vlrParametroDec: value.vlrParametroDec ?? null,
      vlrParametroDta: value.vlrParametroDta ?? null,
      vlrParametroInt: value.vlrParametroInt ?? null,
      vlrParametroTxt: value.vlrParametroTxt ?? null,
      txtObservacao,
      txtParametro: null,
    });
  };
  const cfg = 'RE-Configuracao/U';
  const ref = 'RE-Refeicoes/U';
  for (const r of ctx.restaurants) {
    param(
      r,
      cfg,
      7,
      { vlrParametroInt: 2 },
      'Modo de apontamento: 0 somente web, 1 somente aplicativo, 2 ambos',
    );
    param(r, cfg, 10, { vlrParametroInt: 1 }, 'Apontamento pela web habilitado (1 sim, 0 não)');
    param(
      r,
      cfg,
      12,
      { vlrParametroDta: ctx.day(365) },
      'Data limite do modo de apontamento "ambos"; vencida, a unidade passa a somente aplicativo',
    );
    param(r, cfg, 13, { vlrParametroDec: 20 }, 'Tolerância inferior da quantidade (%)');
    param(r, cfg, 14, { vlrParametroDec: 30 }, 'Tolerância superior da quantidade (%)');
    param(
      r,
      cfg,
      15,
      { vlrParametroInt: 0 },
      'Exige aprovação quando a quantidade fica abaixo do mínimo (1 sim, 0 não)',
    );
    param(
      r,
      cfg,
      16,
      { vlrParametroInt: 1 },
      'Exige aprovação quando a quantidade passa do máximo (1 sim, 0 não)',
    );
    param(r, ref, 7, { vlrParametroInt: 1 }, 'Origem do número de refeições: 1 catraca, 2 aplicativo');
    param(
      r,
      ref,
      9,
      { vlrParametroInt: 1 },
      'Exibe o número de refeições na tela de apontamento (1 sim, 0 não)',
    );
    param(r, ref, 10, { vlrParametroInt: r.def.refeicoes }, 'Número de refeições previsto por dia');
    param(r, ref, 14, { vlrParametroInt: 2 }, 'Origem do número de refeições no modo somente aplicativo');
  }
  for (const [i, c] of ctx.companies.entries()) {
    const g = { idEmpresa: c.idEmpresa, idRestaurante: null };
    param(
      g,
      'RE-Custos',
      1,
      { vlrParametroDec: i === 0 ? 14.9 : 15.6 },
      'Custo médio do kg de refeição (bandeja), R$',
    );
    param(g, 'RE-Custos', 2, { vlrParametroDec: 6.8 }, 'Custo médio do kg de pré-preparo por turno, R$');
    param(g, 'RE-Notificacoes', 1, { vlrParametroTxt: '07:00' }, 'Horário da rotina diária de notificações');
    param(g, 'RE-Integracao', 1, { vlrParametroInt: 3 }, 'Tentativas de reprocessamento da integração');
    for (const [tipo, kg] of Object.entries(LIMITES_MAX_KG_PADRAO))
      param(
        g,
        PARAM_LIMITES,
        Number(tipo),
        { vlrParametroDec: kg },
        `Peso bruto máximo (kg) de uma pesagem de ${TIP_DESPERDICIO_LABEL[Number(tipo) as TipDesperdicio]}`,
      );
    param(
      g,
      PARAM_LIMITES,
      LIMITES_SEQ_JANELA,
      { vlrParametroInt: LIMITES_JANELA_DIAS_PADRAO },
      'Dias para trás sem aprovação: um apontamento mais antigo vai para aprovação',
    );
    param(
      g,
      PARAM_EVITAVEL,
      1,
      { vlrParametroInt: 0 },
      'Metas e Desafio contam só a parte evitável do desperdício (1 sim, 0 não)',
    );
  }
  await bulkInsert(ctx.db, reTbParametros, rows);
  // The waste class of each type: plate waste and surplus are avoidable, the trimmings of the turn's
  // pre-preparation partly (half), those per input left to the inputs' own classes (not classified).
  await bulkInsert(
    ctx.db,
    schema.reTbTipDespClasses,
    ctx.companies.flatMap((c) => [
      { idEmpresa: c.idEmpresa, tipDesperdicio: 1, tipClasse: 'evitavel', pctEvitavel: null },
      { idEmpresa: c.idEmpresa, tipDesperdicio: 2, tipClasse: 'evitavel', pctEvitavel: null },
      { idEmpresa: c.idEmpresa, tipDesperdicio: 3, tipClasse: 'parcial', pctEvitavel: 50 },
    ]),
  );
}

/** Typical kg per day per waste type, for goals. */
export function expectedDaily(r: Restaurant, tipo: number): number {
  const m = r.def.refeicoes;
  if (tipo === 1) return (m * r.def.gramasPorRefeicao) / 1000;
  if (tipo === 2) return m * 0.012;
  if (tipo === 3) return m * 0.0055;
  return m * 0.0075;
}

export async function goals(ctx: DemoContext) {
  const rows: Insert<typeof reTbDespMetas>[] = [];
  const pc: Record<number, number> = { 1: 4, 2: 5, 3: 3, 4: 3 };
  for (const r of ctx.restaurants) {
    for (const tipo of r.def.tipos) {
      const e = expectedDaily(r, tipo);
      const base = {
        idEmpresa: r.idEmpresa,
        idRestaurante: r.idRestaurante,
        idSatelite: null,
        tipDesperdicio: tipo,
      };
      rows.push({
        ...base,
        dtaInicial: ctx.day(-180),
        dtaFinal: ctx.day(-61),
        vlrMeta: round(e, 1),
        vlrMetaPc: pc[tipo] + 1,
      });
      rows.push({
        ...base,
        dtaInicial: ctx.day(-60),
        dtaFinal: null,
        vlrMeta: round(e * 0.9, 1),
        vlrMetaPc: pc[tipo],
      });
    }
    for (const s of r.satellites.filter((x) => !x.def.inativo)) {
      rows.push({
        idEmpresa: r.idEmpresa,
        idRestaurante: r.idRestaurante,
        idSatelite: s.idSatelite,
        tipDesperdicio: 1,
        dtaInicial: ctx.day(-60),
        dtaFinal: null,
        vlrMeta: round((s.def.clientes * r.def.gramasPorRefeicao * 0.9) / 1000, 1),
        vlrMetaPc: 4,
      });
    }
  }
  await bulkInsert(ctx.db, reTbDespMetas, rows);
}
