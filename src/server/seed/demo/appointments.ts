import { LIMITES_MAX_KG_PADRAO, type TipDesperdicio } from '@domain/constants';
import { addDays } from '@domain/dates';
import { netKg } from '@domain/rules/appointments';
import { bulkInsert } from '../../core/bulk';
import {
  reCustosUtilitario,
  reTbDespCustos,
  reTbDesperdiciosDet,
  reTbHistoricoAprov,
} from '../../db/schema/all';
import { setResumoTriggers } from '../../modules/rollup/public';
import {
  JUSTIFICATIVAS_APROVACAO,
  JUSTIFICATIVAS_REPROVACAO,
  RECIPIENTES_MAXIMO,
  RECIPIENTES_POR_TIPO,
} from '../demo-catalog';
import { demoToday, instantAt, type Rng, round } from '../prng';
import {
  type Appointment,
  DEMO_DAYS_BACK,
  type DemoContext,
  type Insert,
  type Restaurant,
  type Satellite,
  TIME_WINDOW,
} from './context';
import { surplusWeighings } from './surplus';

export async function appointments(ctx: DemoContext) {
  /** An appointment before its id, with the cost per kg used for its cost record. */
  type Draft = Omit<Appointment, 'idApontamento'> & {
    cost: number;
    /** Drawn only to keep the main random stream: not inserted. */
    discard?: boolean;
    /** A surplus weighing of the demand model: its approval is drawn from the model's stream. */
    model?: boolean;
  };
  const drafts: Draft[] = [];
  const now = Date.now();
  const realToday = ctx.today === demoToday();

  /**
   * Places a weighing of `qtd` kg net (container, destination, time, scale, user drawn from `rng`) with its
   * approval status and the limits in force, and drafts it.
   */
  const place = (
    rng: Rng,
    nextWeighing: () => number,
    w: { r: Restaurant; offset: number; tipo: number; media: number; qtd: number; status: number | null },
    extra: Partial<Draft> & { cost: number },
    sat?: Satellite,
  ) => {
    const { r, offset, tipo, media, status } = w;
    const date = ctx.day(offset);
    const minQtd = round(media * 0.8, 3);
    const maxQtd = round(media * 1.3, 3);
    let qtd = w.qtd;
    // Only a container that can hold it (its own maximum, the type's maximum), as the rules require.
    const maxKg = LIMITES_MAX_KG_PADRAO[tipo as TipDesperdicio];
    qtd = Math.min(qtd, round(maxKg * 0.9, 3));
    const recipientes = RECIPIENTES_POR_TIPO[tipo].filter(
      (n) => r.tare.has(n) && qtd + r.tare.get(n)!.peso <= (RECIPIENTES_MAXIMO[n] ?? maxKg),
    );
    let idRecipiente: number | null = null;
    let qtdTara = 0;
    if (recipientes.length && rng.chance(0.75)) {
      const tare = r.tare.get(rng.pick(recipientes))!;
      idRecipiente = tare.idRecipiente;
      qtdTara = tare.peso;
    }
    const destinos = r.destinos.get(tipo) ?? [];
    const fromApp = rng.chance(0.45);
    const [from, to] = TIME_WINDOW[tipo];
    let dtaRegistro = instantAt(date, rng.int(from, to));
    if (realToday && offset === 0 && Date.parse(dtaRegistro) > now) {
      const midnight = Date.parse(instantAt(date, 0));
      dtaRegistro = new Date(Math.max(midnight, now - rng.int(1, 90) * 60_000)).toISOString();
    }
    let idBal = tipo === 1 ? r.balRefeitorio : r.balCozinha;
    if (sat) idBal = sat.idBal;
    else if (idBal === r.balCozinha && ctx.idleScaleDays.has(`${r.index}:${offset}`)) idBal = r.balRefeitorio;
    const idUsuario = r.staff.length && !rng.chance(0.03) ? rng.pick(r.staff) : ctx.users.get('admin')!;
    drafts.push({
      idEmpresa: r.idEmpresa,
      idLocal: fromApp ? rng.uuid() : null,
      idRestaurante: r.idRestaurante,
      idSatelite: sat?.idSatelite ?? null,
      tipDesperdicio: tipo,
      dtaApontamento: date,
      qtdDesperdicio: round(qtd + qtdTara, 3),
      qtdTara,
      idProduto: null,
      idPesagem: fromApp ? nextWeighing() : null,
      idAgrupamento: null,
      idPrato: null,
      idCardapio: null,
      idInsumo: null,
      idItemVenda: null,
      idDestino: destinos.length ? rng.pick(destinos) : null,
      idRecipiente,
      idBal,
      idUsuario,
      dtaRegistro: new Date(dtaRegistro),
      precisaAprovacao: status !== null,
      indStatusAprov: status,
      minQtd,
      maxQtd,
      mediaQtd: round(media, 3),
      txtJustificativa: null,
      notificar: status !== null,
      transferido: offset <= -2 && status !== 0,
      ...extra,
    });
  };

  /** A weighing of about `media` kg, now and then out of its limits (pending, approved or rejected). */
  const add = (
    r: Restaurant,
    offset: number,
    tipo: number,
    media: number,
    extra: Partial<Draft> & { cost: number },
    sat?: Satellite,
  ) => {
    media = Math.max(0.15, media);
    const maxQtd = round(media * 1.3, 3);
    const roll = ctx.rng.next();
    const pendingP = offset >= -13 ? 0.09 : 0.012;
    let status: number | null = null;
    if (roll < pendingP) status = 0;
    else if (offset <= -1 && roll < pendingP + 0.045) status = ctx.rng.chance(0.8) ? 1 : 2;
    const qtd =
      status === null
        ? Math.min(media * ctx.rng.float(0.72, 1.25), maxQtd * 0.98)
        : maxQtd * ctx.rng.float(1.15, 1.7);
    // qtd is the NET waste (what min/max/average and the figures are about); a weighing in a container
    // reads the gross on the scale: net + the container's tare, which the row keeps.
    const nextWeighing = () => ++ctx.weighingSeq;
    place(
      ctx.rng,
      nextWeighing,
      { r, offset, tipo, media, qtd: Math.max(0.1, round(qtd, 3)), status },
      extra,
      sat,
    );
  };

  /**
   * The surplus weighings the demo made before the demand model (1–3 random products a day, and now and then a
   * satellite's): drawn exactly as then and discarded, so the main random stream and every other row are as
   * they were (their ids are left unused).
   */
  const retired = (...args: Parameters<typeof add>) => {
    add(...args);
    drafts[drafts.length - 1].discard = true;
  };

  const costParam = (r: Restaurant, seq: 1 | 2) => (seq === 1 ? (r.def.empresa === 0 ? 14.9 : 15.6) : 6.8);

  for (let offset = -(DEMO_DAYS_BACK - 1); offset <= 0; offset++) {
    const progress = (offset + DEMO_DAYS_BACK - 1) / (DEMO_DAYS_BACK - 1);
    const trend = 1 - 0.12 * progress;
    for (const r of ctx.restaurants) {
      if (ctx.skipDays.has(`${r.index}:${offset}`)) continue;
      const meals = r.meals.get(offset)!;
      const menu = r.menu.get(offset) ?? [];
      const tipos = new Set(r.def.tipos);
      // 1 Bandeja: weighings of the trays' leftovers along the service.
      const n1 = meals < 300 ? ctx.rng.int(2, 3) : ctx.rng.int(3, 6);
      const media1 = (meals * r.def.gramasPorRefeicao * trend) / 1000 / n1;
      for (let k = 0; k < n1; k++) add(r, offset, 1, media1, { cost: costParam(r, 1) });
      // 2 Excedente de produção: the demand model's (surplusWeighings, below); the old draws are replayed.
      if (tipos.has(2)) {
        const active = menu.filter((m) => m.ativo);
        for (const m of ctx.rng.sample(active, ctx.rng.int(1, 3))) {
          const media = Math.min(15, Math.max(1, m.legacyPlanned * 0.055 * trend));
          retired(r, offset, 2, media, {
            cost: m.product.def.custoKg,
            idItemVenda: m.item.idItemVenda,
            idProduto: m.product.idProduto,
            idAgrupamento: m.product.codAgrupamento,
            idPrato: m.item.idGrupoPrato,
            idCardapio: m.idCardapio,
          });
        }
      }
      // 3 Pré-preparo por turno: one weighing per shift.
      if (tipos.has(3)) {
        const shifts = ctx.rng.int(1, 2);
        for (let k = 0; k < shifts; k++)
          add(r, offset, 3, (meals * 0.0055 * trend) / shifts, { cost: costParam(r, 2) });
      }
      // 4 Pré-preparo por insumo: trimmings and peels of monitored inputs.
      if (tipos.has(4)) {
        const inputs = r.company.insumos.filter((x) => x.ativo);
        for (const ins of ctx.rng.sample(inputs, ctx.rng.int(1, 3))) {
          add(r, offset, 4, ((ins.perdaKg * meals) / 600) * trend, {
            cost: ins.custoKg,
            idInsumo: ins.idInsumo,
          });
        }
      }
      // Satellites: trays (the surplus sent back is the demand model's).
      for (const s of r.satellites.filter((x) => !x.def.inativo)) {
        const clients = s.def.clientes * (meals / r.def.refeicoes);
        add(r, offset, 1, (clients * r.def.gramasPorRefeicao * trend) / 1000, { cost: costParam(r, 1) }, s);
        const protein = menu.find((m) => m.item.def.papel === 'proteina' && m.ativo);
        if (protein && ctx.rng.chance(0.3)) {
          retired(
            r,
            offset,
            2,
            Math.max(1, clients * 0.012),
            {
              cost: protein.product.def.custoKg,
              idItemVenda: protein.item.idItemVenda,
              idProduto: protein.product.idProduto,
              idAgrupamento: protein.product.codAgrupamento,
              idPrato: protein.item.idGrupoPrato,
              idCardapio: protein.idCardapio,
            },
            s,
          );
        }
      }
    }
  }

  surplusWeighings(ctx, (w, of, sat) =>
    place(ctx.demand, () => ++ctx.surplusWeighingSeq, w, { ...of, model: true }, sat),
  );

  // Cost recalculation runs (company 1): the costs of their period point at them.
  const c1 = ctx.companies[0].idEmpresa;
  const admin = ctx.users.get('admin')!;
  const runs = [
    { ini: ctx.day(-60), fim: ctx.day(-31) },
    { ini: ctx.day(-30), fim: ctx.day(-1) },
  ];
  const runIds = await ctx.ids(reCustosUtilitario, reCustosUtilitario.numSeq, runs.length);
  const runTotals = runs.map(() => ({ qtd: 0, vlr: 0 }));

  const ids = await ctx.ids(reTbDesperdiciosDet, reTbDesperdiciosDet.idApontamento, drafts.length);
  const rows: Appointment[] = [];
  const costs: Insert<typeof reTbDespCustos>[] = [];
  const history: Insert<typeof reTbHistoricoAprov>[] = [];
  drafts.forEach((d, i) => {
    const { cost, discard, model, ...rest } = d;
    const rng = model ? ctx.demand : ctx.rng;
    if (discard) {
      if (rest.indStatusAprov === 1 || rest.indStatusAprov === 2) approvalDraws(ctx, rest, now, rng);
      return;
    }
    const row: Appointment = { ...rest, idApontamento: ids[i] };
    const vlrCusto = round(netKg(Number(row.qtdDesperdicio), Number(row.qtdTara ?? 0)) * cost, 2);
    let numSeq: number | null = null;
    if (row.idEmpresa === c1) {
      const k = runs.findIndex((run) => row.dtaApontamento >= run.ini && row.dtaApontamento <= run.fim);
      if (k >= 0) {
        numSeq = runIds[k];
        runTotals[k].qtd++;
        runTotals[k].vlr += vlrCusto;
      }
    }
    costs.push({
      idEmpresa: row.idEmpresa,
      idApontamento: row.idApontamento,
      idRestaurante: row.idRestaurante,
      dtaApontamento: row.dtaApontamento,
      vlrCustoKg: cost,
      vlrCusto,
      numSeq,
    });
    if (row.indStatusAprov === 1 || row.indStatusAprov === 2) {
      const { idUsuario, texto, analysed } = approvalDraws(ctx, row, now, rng);
      const registered = (row.dtaRegistro as Date).getTime();
      row.txtJustificativa = texto;
      history.push({
        idEmpresa: row.idEmpresa,
        idApontamento: row.idApontamento,
        idUsuario,
        dthAnalise: new Date(Math.max(analysed, registered + 60_000)),
        indDecisao: row.indStatusAprov,
        txtJustificativa: texto,
      });
    }
    rows.push(row);
  });

  // Bulk load: the rollup triggers are off here; loadDemoData rebuilds the rollup once at the end.
  await setResumoTriggers(ctx.db, false);
  await bulkInsert(ctx.db, reTbDesperdiciosDet, rows);
  await bulkInsert(
    ctx.db,
    reCustosUtilitario,
    runs.map((run, k) => ({
      numSeq: runIds[k],
      idEmpresa: c1,
      idRestaurante: null,
      dtaIni: run.ini,
      dtaFim: run.fim,
      dtaExecucao: new Date(instantAt(addDays(run.fim, 1), 6 * 60 + 15)),
      qtdRegistros: runTotals[k].qtd,
      vlrTotal: round(runTotals[k].vlr, 2),
      idUsuario: admin,
    })),
  );
  await bulkInsert(ctx.db, reTbDespCustos, costs);
  await setResumoTriggers(ctx.db, true);
  await bulkInsert(ctx.db, reTbHistoricoAprov, history);
}

/** The approver, justification and analysis time of a decided weighing, drawn from `rng`. */
function approvalDraws(
  ctx: DemoContext,
  row: Pick<Appointment, 'idRestaurante' | 'indStatusAprov' | 'dtaRegistro'>,
  now: number,
  rng: Rng,
) {
  const admin = ctx.users.get('admin')!;
  const r = ctx.restaurants.find((x) => x.idRestaurante === row.idRestaurante)!;
  const others = r.approvers.filter((u) => u !== admin);
  const idUsuario = others.length && rng.chance(0.7) ? rng.pick(others) : admin;
  const texto = rng.pick(row.indStatusAprov === 1 ? JUSTIFICATIVAS_APROVACAO : JUSTIFICATIVAS_REPROVACAO);
  const registered = (row.dtaRegistro as Date).getTime();
  const analysed = Math.min(registered + rng.int(2, 40) * 3_600_000, now - 60_000);
  return { idUsuario, texto, analysed };
}
