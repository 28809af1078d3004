import { isoToBr } from '@domain/dates';
import { bulkInsert } from '../../core/bulk';
import { reTbAlertas, reTbLabels, reTbNotificacoes } from '../../db/schema/all';
import { instantAt } from '../prng';
import type { DemoContext, Insert, Restaurant } from './context';

export async function alertsNotificationsLabels(ctx: DemoContext) {
  const [c1, c2] = ctx.companies;
  const admin = ctx.users.get('admin')!;
  const aprovador = ctx.users.get('aprovador')!;
  const gestor = ctx.users.get('gestor')!;
  type A = Insert<typeof reTbAlertas>;
  const defs: A[] = [
    {
      idEmpresa: c1.idEmpresa,
      desAlerta: 'Desperdício de bandeja acima da meta',
      tipAlerta: 0,
      tipRegra: 1,
      idGrupo: ctx.grupos[0],
      idUsuario: null,
      tipDesperdicio: 1,
      vlrLimite: 40,
      indStatus: 1,
      indNotificar: 1,
      indEmail: 1,
    },
    {
      idEmpresa: c1.idEmpresa,
      desAlerta: 'Apontamentos pendentes de aprovação há mais de 2 dias',
      tipAlerta: 1,
      tipRegra: 2,
      idGrupo: null,
      idUsuario: aprovador,
      tipDesperdicio: null,
      vlrLimite: null,
      indStatus: 1,
      indNotificar: 1,
      indEmail: 0,
    },
    {
      idEmpresa: c1.idEmpresa,
      desAlerta: 'Balança sem apontamento no dia',
      tipAlerta: 2,
      tipRegra: 0,
      idGrupo: ctx.grupos[1],
      idUsuario: null,
      tipDesperdicio: null,
      vlrLimite: null,
      indStatus: 1,
      indNotificar: 1,
      indEmail: 0,
    },
    {
      idEmpresa: c1.idEmpresa,
      desAlerta: 'Excedente de produção acima de 8% do planejado',
      tipAlerta: 0,
      tipRegra: 1,
      idGrupo: ctx.grupos[1],
      idUsuario: gestor,
      tipDesperdicio: 2,
      vlrLimite: 15,
      indStatus: 0,
      indNotificar: 0,
      indEmail: 0,
    },
    {
      idEmpresa: c2.idEmpresa,
      desAlerta: 'Desperdício de bandeja acima da meta',
      tipAlerta: 0,
      tipRegra: 1,
      idGrupo: ctx.grupos[2],
      idUsuario: null,
      tipDesperdicio: 1,
      vlrLimite: 45,
      indStatus: 1,
      indNotificar: 1,
      indEmail: 1,
    },
    {
      idEmpresa: c2.idEmpresa,
      desAlerta: 'Apontamentos pendentes de aprovação',
      tipAlerta: 1,
      tipRegra: 2,
      idGrupo: null,
      idUsuario: admin,
      tipDesperdicio: null,
      vlrLimite: null,
      indStatus: 1,
      indNotificar: 1,
      indEmail: 0,
    },
  ];
  const alertIds = await ctx.ids(reTbAlertas, reTbAlertas.idAlerta, defs.length);
  await bulkInsert(
    ctx.db,
    reTbAlertas,
    defs.map((a, i) => ({
      ...a,
      idAlerta: alertIds[i],
      dtaCriacao: new Date(instantAt(ctx.day(-100), 10 * 60)),
    })),
  );

  const notes: Insert<typeof reTbNotificacoes>[] = [];
  const note = (
    idEmpresa: number,
    alert: number,
    idUsuario: number,
    offset: number,
    lido: 0 | 1,
    html: string,
  ) => {
    notes.push({
      idEmpresa,
      idAlerta: alertIds[alert],
      idUsuario,
      indLido: lido,
      txtMensagem: html,
      dtaRegistro: new Date(instantAt(ctx.day(offset), 7 * 60)),
      chave: `alerta:${alertIds[alert]}:${ctx.day(offset)}`,
    });
  };
  const trayMsg = (r: Restaurant, offset: number, kg: number, meta: number) =>
    `<p>O restaurante <b>${r.idRestaurante} - ${r.def.nome}</b> registrou <b>${kg.toFixed(1).replace('.', ',')} kg</b> de desperdício de bandeja em ${isoToBr(ctx.day(offset))}, acima da meta de ${meta.toFixed(1).replace('.', ',')} kg.</p>`;
  const pendMsg = (n: number) =>
    `<p>Há <b>${n} apontamentos</b> pendentes de aprovação há mais de 2 dias. <a href="/reApontDesperdicios/aprovacao">Ver pendências</a></p>`;
  for (let k = 1; k <= 8; k++) {
    const r = ctx.restaurants[k % 5];
    note(c1.idEmpresa, 0, admin, -k, k > 5 ? 1 : 0, trayMsg(r, -k, 30 + k * 1.7, 28.5));
  }
  for (let k = 1; k <= 4; k++) note(c1.idEmpresa, 1, aprovador, -k, k > 3 ? 1 : 0, pendMsg(3 + k));
  note(
    c1.idEmpresa,
    2,
    gestor,
    -1,
    0,
    `<p>A balança <b>${ctx.restaurants[2].serialCozinha}</b> não registrou apontamentos em ${isoToBr(ctx.day(-2))}.</p>`,
  );
  for (let k = 1; k <= 3; k++) {
    note(c2.idEmpresa, 4, admin, -k, 0, trayMsg(ctx.restaurants[9 + k], -k, 35 + k, 33));
  }
  await bulkInsert(ctx.db, reTbNotificacoes, notes);

  const labels: Insert<typeof reTbLabels>[] = [];
  for (const c of ctx.companies) {
    const add = (desLabel: string, defaultValue: string, desValor: string | null) =>
      labels.push({ idEmpresa: c.idEmpresa, desTela: 'Desafio', desLabel, defaultValue, desValor });
    add('titulo', 'Desafio da semana', c === c1 ? 'Desafio Desperdício Zero' : null);
    add('subtitulo', 'Compare o desperdício desta semana com o da semana anterior', null);
    add('legendaPeriodoAtual', 'Semana do desafio', null);
    add('legendaPeriodoAnterior', 'Semana anterior', null);
    add('meta', 'Meta de redução', c === c1 ? 'Reduzir 10% do desperdício de bandeja' : null);
    add('rodape', 'Cada prato conta. Sirva-se apenas do que vai consumir.', null);
  }
  await bulkInsert(ctx.db, reTbLabels, labels);
}
