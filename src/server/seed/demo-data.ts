import {
  LIMITES_JANELA_DIAS_PADRAO,
  LIMITES_MAX_KG_PADRAO,
  LIMITES_SEQ_JANELA,
  PARAM_EVITAVEL,
  PARAM_LIMITES,
  TIP_DESPERDICIO_LABEL,
  type TipDesperdicio,
} from '@domain/constants';
import { netKg } from '@domain/rules/appointments';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import argon2 from 'argon2';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { bulkInsert, reserveIds } from '../core/bulk';
import { type Db, rowsOf } from '../db/client';
import * as schema from '../db/schema/all';
import {
  acessos,
  empresas,
  reCustosUtilitario,
  reGramaturaPratos,
  reMvItensVenda,
  reTbAgrupamento,
  reTbAlertas,
  reTbAprovadores,
  reTbBalancasUnidades,
  reTbCadBalancas,
  reTbCardapio,
  reTbDespCustos,
  reTbDesperdiciosDet,
  reTbDesperdiciosRest,
  reTbDespInsumos,
  reTbDespMetas,
  reTbDestDesperdicios,
  reTbDestResiduos,
  reTbDivergenciasDesp,
  reTbGrupoPrato,
  reTbGruposRestaurantes,
  reTbHistoricoAprov,
  reTbInsumos,
  reTbIntegracaoDesperdicio,
  reTbItensProdutos,
  reTbKanbanProducao,
  reTbLabels,
  reTbNotificacoes,
  reTbNrSatelite,
  reTbParametros,
  reTbProdutos,
  reTbRecipientes,
  reTbRecipientesPesos,
  reTbRefeicoes,
  reTbRestaurantes,
  reTbRestBalancasUsuarios,
  reTbSatBalancas,
  reTbUnidadesSatelite,
  usuarios,
} from '../db/schema/all';
import { rebuildResumoDia, setResumoTriggers } from '../modules/rollup/rebuild';
import {
  AGRUPAMENTOS,
  type Agrupamento,
  DESTINOS,
  DESTINOS_POR_TIPO,
  type DemoItem,
  type DemoProduct,
  type DemoRestaurant,
  type DemoSatellite,
  EMPRESAS,
  GRUPOS,
  GRUPOS_PRATO,
  type GrupoPrato,
  INSUMOS,
  ITENS,
  JUSTIFICATIVAS_APROVACAO,
  JUSTIFICATIVAS_REPROVACAO,
  RECIPIENTES,
  RECIPIENTES_MAXIMO,
  RECIPIENTES_POR_TIPO,
  RESTAURANTES,
  type Recipiente,
  USUARIOS,
} from './demo-catalog';
import { addDays, brDate, dayNumber, instantAt, localToday, Rng, round, weekday } from './prng';

export interface DemoSummary {
  /** The day the data is relative to ('YYYY-MM-DD'). */
  today: string;
  elapsedMs: number;
  /** Rows per table name after loading. */
  counts: Record<string, number>;
}

export interface DemoOptions {
  /** Pretend today is this day ('YYYY-MM-DD'); defaults to the local date. */
  today?: string;
  /** PRNG seed (same seed and day → same data). */
  seed?: number;
}

/** Appointment history length and kanban horizon (days). */
export const DEMO_DAYS_BACK = 90;
export const DEMO_DAYS_AHEAD = 14;
export const DEMO_PASSWORD = 'demo';

type Insert<T extends PgTable> = T['$inferInsert'];

/** True when no company exists yet (the demo data is loaded only then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: empresas.idEmpresa }).from(empresas).limit(1);
  return rows.length === 0;
}

/**
 * Loads the realistic demo data (2 companies, 13 restaurants, 90 days of appointments, kanbans −90…+14 days…)
 * in one transaction. Meant for an empty, migrated database.
 */
export async function loadDemoData(db: Db, options: DemoOptions = {}): Promise<DemoSummary> {
  const started = performance.now();
  const today = options.today ?? localToday();
  const hash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
  const counts = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await new DemoLoader(t, today, hash, new Rng(options.seed ?? 20240601)).load();
    // The daily rollup of the dashboards, built once from the bulk-loaded appointments and costs.
    await rebuildResumoDia(t);
    return countRows(t);
  });
  // Planner statistics for the freshly loaded tables (embedded PGlite has no autovacuum to gather them).
  await db.execute(sql`analyze`);
  return { today, elapsedMs: Math.round(performance.now() - started), counts };
}

/** Row counts of every table of the schema, in one query. */
async function countRows(db: Db): Promise<Record<string, number>> {
  const names = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((table) => getTableConfig(table).name)
    .sort();
  // One row per table (a UNION ALL: json_build_object would stop at 50 tables, PostgreSQL's 100 arguments).
  const select = names
    .map((n) => `select '${n}' as name, count(*)::int as n from "${n}"`)
    .join(' union all ');
  const rows = await rowsOf<{ name: string; n: number | string }>(db, sql.raw(select));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------------------------

interface Company {
  idEmpresa: number;
  agrupamento: Map<Agrupamento, number>;
  grupoPrato: Map<GrupoPrato, number>;
  items: { def: DemoItem; idItemVenda: number; idGrupoPrato: number; products: ProductRef[] }[];
  insumos: { idInsumo: number; perdaKg: number; custoKg: number; ativo: boolean }[];
  recipientes: Map<Recipiente, number>;
  destinos: Map<string, number>;
  scaleSerial: number;
}

interface ProductRef {
  def: DemoProduct;
  idProduto: number;
  codAgrupamento: number;
}

interface Satellite {
  def: DemoSatellite;
  idSatelite: number;
  idBal: number;
}

interface Restaurant {
  index: number;
  def: DemoRestaurant;
  idRestaurante: number;
  idEmpresa: number;
  company: Company;
  satellites: Satellite[];
  balCozinha: number;
  balRefeitorio: number;
  serialCozinha: string;
  tare: Map<Recipiente, { idRecipiente: number; peso: number }>;
  destinos: Map<number, number[]>;
  staff: number[];
  approvers: number[];
  /** Menu of each day, by day offset from today. */
  menu: Map<number, MenuRow[]>;
  meals: Map<number, number>;
}

interface MenuRow {
  item: Company['items'][number];
  product: ProductRef;
  idCardapio: number;
  planned: number;
  ativo: boolean;
}

type Appointment = Insert<typeof reTbDesperdiciosDet> & { idApontamento: number };

const TIME_WINDOW: Record<number, [number, number]> = {
  1: [12 * 60 + 40, 15 * 60 + 30],
  2: [14 * 60, 16 * 60 + 30],
  3: [8 * 60, 17 * 60],
  4: [7 * 60, 10 * 60 + 30],
};

class DemoLoader {
  private companies: Company[] = [];
  private restaurants: Restaurant[] = [];
  private users = new Map<string, number>();
  private grupos: number[] = [];
  private weighingSeq = 100_000;
  /** Restaurant days without any appointment (they become divergences of kind 1). */
  private skipDays = new Set<string>();
  /** Restaurant days whose kitchen scale records nothing (divergences of kind 2). */
  private idleScaleDays = new Set<string>();

  constructor(
    private db: Db,
    private today: string,
    private hash: string,
    private rng: Rng,
  ) {
    for (const [ri, d] of [
      [8, -4],
      [8, -11],
      [12, -3],
    ])
      this.skipDays.add(`${ri}:${d}`);
    for (const d of [-2, -6]) this.idleScaleDays.add(`2:${d}`);
  }

  private day(offset: number) {
    return addDays(this.today, offset);
  }

  async load() {
    await this.companiesAndUsers();
    await this.restaurantsAndSatellites();
    await this.catalog();
    await this.unitRegisters();
    await this.scales();
    await this.approvalRights();
    await this.parameters();
    await this.goals();
    await this.kanbansAndMenus();
    await this.mealsAndSatelliteCounts();
    await this.appointments();
    await this.divergencesAndIntegration();
    await this.alertsNotificationsLabels();
  }

  private async ids(table: PgTable, column: { name: string }, n: number) {
    return reserveIds(this.db, table, column, n);
  }

  // -- companies, users, access ----------------------------------------------------------------------------------

  private async companiesAndUsers() {
    const ids = await this.ids(empresas, empresas.idEmpresa, EMPRESAS.length);
    await bulkInsert(
      this.db,
      empresas,
      EMPRESAS.map((desEmpresa, i) => ({ idEmpresa: ids[i], desEmpresa })),
    );
    for (const idEmpresa of ids) {
      this.companies.push({
        idEmpresa,
        agrupamento: new Map(),
        grupoPrato: new Map(),
        items: [],
        insumos: [],
        recipientes: new Map(),
        destinos: new Map(),
        scaleSerial: 0,
      });
    }

    const userIds = await this.ids(usuarios, usuarios.idUsuario, USUARIOS.length);
    const created = new Date(instantAt(this.day(-120), 9 * 60));
    await bulkInsert(
      this.db,
      usuarios,
      USUARIOS.map((u, i) => ({
        idUsuario: userIds[i],
        desUsuario: u.usuario,
        desPessoa: u.pessoa,
        desEmail: u.email,
        desSenha: this.hash,
        dtaCriacao: created,
        dtaAlteracao: created,
      })),
    );
    USUARIOS.forEach((u, i) => {
      this.users.set(u.usuario, userIds[i]);
    });

    const rows: Insert<typeof acessos>[] = [];
    USUARIOS.forEach((u, i) => {
      for (const a of u.acessos) {
        rows.push({
          idUsuario: userIds[i],
          idEmpresa: ids[a.empresa],
          indRetAdm: a.flags.includes('indRetAdm'),
          indApontamentos: a.flags.includes('indApontamentos'),
          indParametros: a.flags.includes('indParametros'),
          indAlertas: a.flags.includes('indAlertas'),
          indRelatorios: a.flags.includes('indRelatorios'),
          indNrSatelites: a.flags.includes('indNrSatelites'),
          indLblDesafios: a.flags.includes('indLblDesafios'),
          indApp: a.flags.includes('indApp'),
        });
      }
    });
    await bulkInsert(this.db, acessos, rows);
  }

  // -- groups, restaurants, satellites ---------------------------------------------------------------------------

  private async restaurantsAndSatellites() {
    this.grupos = await this.ids(reTbGruposRestaurantes, reTbGruposRestaurantes.idGrupo, GRUPOS.length);
    await bulkInsert(
      this.db,
      reTbGruposRestaurantes,
      GRUPOS.map(([e, desGrupo], i) => ({
        idGrupo: this.grupos[i],
        idEmpresa: this.companies[e].idEmpresa,
        desGrupo,
      })),
    );

    const ids = await this.ids(reTbRestaurantes, reTbRestaurantes.idRestaurante, RESTAURANTES.length);
    this.restaurants = RESTAURANTES.map((def, index) => ({
      index,
      def,
      idRestaurante: ids[index],
      idEmpresa: this.companies[def.empresa].idEmpresa,
      company: this.companies[def.empresa],
      satellites: [],
      balCozinha: 0,
      balRefeitorio: 0,
      serialCozinha: '',
      tare: new Map(),
      destinos: new Map(),
      staff: [],
      approvers: [],
      menu: new Map(),
      meals: new Map(),
    }));
    await bulkInsert(
      this.db,
      reTbRestaurantes,
      this.restaurants.map((r) => ({
        idRestaurante: r.idRestaurante,
        idEmpresa: r.idEmpresa,
        desRestaurante: r.def.nome,
        idGrupo: this.grupos[r.def.grupo],
        indInativo: 0,
      })),
    );

    const sats = this.restaurants.flatMap((r) => r.def.satelites.map((def) => ({ r, def })));
    const satIds = await this.ids(reTbUnidadesSatelite, reTbUnidadesSatelite.idSatelite, sats.length);
    sats.forEach(({ r, def }, i) => {
      r.satellites.push({ def, idSatelite: satIds[i], idBal: 0 });
    });
    await bulkInsert(
      this.db,
      reTbUnidadesSatelite,
      sats.map(({ r, def }, i) => ({
        idSatelite: satIds[i],
        idEmpresa: r.idEmpresa,
        codSatelite: def.cod,
        desSatelite: def.nome,
        idRestaurante: r.idRestaurante,
        indInativo: def.inativo ? 1 : 0,
      })),
    );
  }

  // -- per-company catalogue: groupings, dish groups, items, products, inputs, containers, destinations --------

  private async catalog() {
    for (const c of this.companies) {
      const agr = await this.ids(reTbAgrupamento, reTbAgrupamento.codAgrupamento, AGRUPAMENTOS.length);
      AGRUPAMENTOS.forEach((a, i) => {
        c.agrupamento.set(a, agr[i]);
      });
      await bulkInsert(
        this.db,
        reTbAgrupamento,
        AGRUPAMENTOS.map((desAgrupamento, i) => ({
          codAgrupamento: agr[i],
          idEmpresa: c.idEmpresa,
          desAgrupamento,
        })),
      );

      const gp = await this.ids(reTbGrupoPrato, reTbGrupoPrato.idGrupoPrato, GRUPOS_PRATO.length);
      GRUPOS_PRATO.forEach(([g], i) => {
        c.grupoPrato.set(g, gp[i]);
      });
      await bulkInsert(
        this.db,
        reTbGrupoPrato,
        GRUPOS_PRATO.map(([desGrupoPrato], i) => ({
          idGrupoPrato: gp[i],
          idEmpresa: c.idEmpresa,
          desGrupoPrato,
        })),
      );
      await bulkInsert(
        this.db,
        reGramaturaPratos,
        GRUPOS_PRATO.map(([, qtdPrato], i) => ({ idEmpresa: c.idEmpresa, idGrupo: gp[i], qtdPrato })),
      );

      const itemIds = await this.ids(reMvItensVenda, reMvItensVenda.idItemVenda, ITENS.length);
      const allProducts = ITENS.flatMap((item) => item.produtos);
      const productIds = await this.ids(reTbProdutos, reTbProdutos.idProduto, allProducts.length);
      let p = 0;
      c.items = ITENS.map((def, i) => ({
        def,
        idItemVenda: itemIds[i],
        idGrupoPrato: c.grupoPrato.get(def.grupoPrato)!,
        products: def.produtos.map((pd) => ({
          def: pd,
          idProduto: productIds[p++],
          codAgrupamento: c.agrupamento.get(pd.agrupamento)!,
        })),
      }));
      await bulkInsert(
        this.db,
        reMvItensVenda,
        c.items.map((it) => ({
          idItemVenda: it.idItemVenda,
          idEmpresa: c.idEmpresa,
          desItemVenda: it.def.nome,
          idGrupoPrato: it.idGrupoPrato,
        })),
      );
      await bulkInsert(
        this.db,
        reTbProdutos,
        c.items.flatMap((it) =>
          it.products.map((pr) => ({
            idProduto: pr.idProduto,
            idEmpresa: c.idEmpresa,
            desProduto: pr.def.nome,
            codAgrupamento: pr.codAgrupamento,
            vlrCustoKg: pr.def.custoKg,
          })),
        ),
      );
      const restaurantsOf = this.restaurants.filter((r) => r.company === c);
      await bulkInsert(
        this.db,
        reTbItensProdutos,
        c.items.flatMap((it) =>
          it.products.flatMap((pr): Insert<typeof reTbItensProdutos>[] => {
            if (pr.def.soRestaurante === undefined)
              return [
                {
                  idEmpresa: c.idEmpresa,
                  idItemVenda: it.idItemVenda,
                  idProduto: pr.idProduto,
                  idRestaurante: null,
                },
              ];
            const r = restaurantsOf.find((x) => x.index === pr.def.soRestaurante);
            return r
              ? [
                  {
                    idEmpresa: c.idEmpresa,
                    idItemVenda: it.idItemVenda,
                    idProduto: pr.idProduto,
                    idRestaurante: r.idRestaurante,
                  },
                ]
              : [];
          }),
        ),
      );

      const insIds = await this.ids(reTbInsumos, reTbInsumos.idInsumo, INSUMOS.length);
      await bulkInsert(
        this.db,
        reTbInsumos,
        INSUMOS.map((ins, i) => ({
          idInsumo: insIds[i],
          idEmpresa: c.idEmpresa,
          desInsumo: ins.nome,
          codMascara: ins.mascara,
          codNivel: ins.nivel,
          vlrCustoKg: ins.custoKg,
        })),
      );
      const monitored = INSUMOS.map((ins, i) => ({ ins, idInsumo: insIds[i] })).filter(
        (x) => x.ins.monitorado !== undefined,
      );
      await bulkInsert(
        this.db,
        reTbDespInsumos,
        monitored.map(({ ins, idInsumo }) => ({
          idInsumo,
          idEmpresa: c.idEmpresa,
          indInativo: ins.monitorado!,
        })),
      );
      c.insumos = monitored.map(({ ins, idInsumo }) => ({
        idInsumo,
        perdaKg: ins.perdaKg ?? 1,
        custoKg: ins.custoKg,
        ativo: ins.monitorado === 0,
      }));

      const recIds = await this.ids(reTbRecipientes, reTbRecipientes.idRecipiente, RECIPIENTES.length);
      RECIPIENTES.forEach(([nome], i) => {
        c.recipientes.set(nome, recIds[i]);
      });
      await bulkInsert(
        this.db,
        reTbRecipientes,
        RECIPIENTES.map(([desRecipiente], i) => ({
          idRecipiente: recIds[i],
          idEmpresa: c.idEmpresa,
          desRecipiente,
          qtdMaxima: RECIPIENTES_MAXIMO[desRecipiente] ?? null,
        })),
      );

      const destIds = await this.ids(reTbDestResiduos, reTbDestResiduos.idDestino, DESTINOS.length);
      DESTINOS.forEach(([nome], i) => {
        c.destinos.set(nome, destIds[i]);
      });
      await bulkInsert(
        this.db,
        reTbDestResiduos,
        DESTINOS.map(([desDestino, indInativo, tipDestino], i) => ({
          idDestino: destIds[i],
          idEmpresa: c.idEmpresa,
          desDestino,
          indInativo,
          tipDestino,
          fatorCo2e: FATOR_CO2E_PADRAO[tipDestino],
        })),
      );
    }
  }

  // -- per-unit registers: tare weights, destinations per type, waste types -----------------------------------

  private async unitRegisters() {
    const pesos: Insert<typeof reTbRecipientesPesos>[] = [];
    const destDesp: Insert<typeof reTbDestDesperdicios>[] = [];
    const restDesp: Insert<typeof reTbDesperdiciosRest>[] = [];
    for (const r of this.restaurants) {
      const small = r.def.refeicoes < 300;
      for (const [nome, tare] of RECIPIENTES) {
        if (small && (nome === 'Lixeira 50 L' || nome === 'Caixa plástica 30 L')) continue;
        const peso = round(tare * this.rng.float(0.96, 1.04), 3);
        const idRecipiente = r.company.recipientes.get(nome)!;
        r.tare.set(nome, { idRecipiente, peso });
        pesos.push({ idEmpresa: r.idEmpresa, idRestaurante: r.idRestaurante, idRecipiente, qtdPeso: peso });
      }
      for (const tipo of r.def.tipos) {
        restDesp.push({
          idEmpresa: r.idEmpresa,
          idRestaurante: r.idRestaurante,
          tipDesperdicio: tipo,
          tipCardapio: tipo === 4 ? 1 : null,
        });
        const active: number[] = [];
        for (const nome of DESTINOS_POR_TIPO[tipo]) {
          // Company 2 does not send tray waste to animal feed; one link of the first unit is inactive.
          if (r.def.empresa === 1 && tipo === 1 && nome === 'Ração animal') continue;
          const inativo = r.index === 0 && tipo === 1 && nome === 'Aterro sanitário' ? 1 : 0;
          const idDestino = r.company.destinos.get(nome)!;
          destDesp.push({
            idEmpresa: r.idEmpresa,
            idRestaurante: r.idRestaurante,
            idDestino,
            tipDesperdicio: tipo,
            indInativo: inativo,
          });
          if (!inativo) active.push(idDestino);
        }
        r.destinos.set(tipo, active);
      }
    }
    await bulkInsert(this.db, reTbRecipientesPesos, pesos);
    await bulkInsert(this.db, reTbDestDesperdicios, destDesp);
    await bulkInsert(this.db, reTbDesperdiciosRest, restDesp);
  }

  // -- scales: register, unit links, satellite links, user links ----------------------------------------------

  private async scales() {
    interface ScaleDef {
      idEmpresa: number;
      idSerial: string;
      desBalanca: string;
      unidade?: { idRestaurante: number; indInativo: number };
      satelite?: { idSatelite: number; indInativo: number };
      assign?: (idBal: number) => void;
    }
    const defs: ScaleDef[] = [];
    const serial = (c: Company) => {
      c.scaleSerial++;
      const prefix = c === this.companies[0] ? 'TOL-PRIX' : 'FIL-ID';
      return `${prefix}-${String(20230 + c.scaleSerial * 7).padStart(6, '0')}`;
    };
    for (const r of this.restaurants) {
      const short = r.def.nome.replace(/ \(.*\)$/, '');
      const sCoz = serial(r.company);
      r.serialCozinha = sCoz;
      defs.push({
        idEmpresa: r.idEmpresa,
        idSerial: sCoz,
        desBalanca: `Balança Cozinha - ${short}`,
        unidade: { idRestaurante: r.idRestaurante, indInativo: 0 },
        assign: (id) => {
          r.balCozinha = id;
        },
      });
      defs.push({
        idEmpresa: r.idEmpresa,
        idSerial: serial(r.company),
        desBalanca: `Balança Refeitório - ${short}`,
        unidade: { idRestaurante: r.idRestaurante, indInativo: 0 },
        assign: (id) => {
          r.balRefeitorio = id;
        },
      });
      for (const s of r.satellites) {
        defs.push({
          idEmpresa: r.idEmpresa,
          idSerial: serial(r.company),
          desBalanca: `Balança ${s.def.nome}`,
          unidade: { idRestaurante: r.idRestaurante, indInativo: 0 },
          satelite: { idSatelite: s.idSatelite, indInativo: s.def.inativo ? 1 : 0 },
          assign: (id) => {
            s.idBal = id;
          },
        });
      }
    }
    for (const c of this.companies) {
      const first = this.restaurants.find((r) => r.company === c)!;
      defs.push({ idEmpresa: c.idEmpresa, idSerial: serial(c), desBalanca: 'Balança reserva 01' });
      defs.push({
        idEmpresa: c.idEmpresa,
        idSerial: serial(c),
        desBalanca: 'Balança reserva 02',
        unidade: { idRestaurante: first.idRestaurante, indInativo: 1 },
      });
    }
    const ids = await this.ids(reTbCadBalancas, reTbCadBalancas.idBal, defs.length);
    defs.forEach((d, i) => {
      d.assign?.(ids[i]);
    });
    await bulkInsert(
      this.db,
      reTbCadBalancas,
      defs.map((d, i) => ({
        idBal: ids[i],
        idEmpresa: d.idEmpresa,
        idSerial: d.idSerial,
        desBalanca: d.desBalanca,
      })),
    );
    await bulkInsert(
      this.db,
      reTbBalancasUnidades,
      defs.flatMap((d, i) => (d.unidade ? [{ idEmpresa: d.idEmpresa, idBal: ids[i], ...d.unidade }] : [])),
    );
    await bulkInsert(
      this.db,
      reTbSatBalancas,
      defs.flatMap((d, i) => (d.satelite ? [{ idEmpresa: d.idEmpresa, idBal: ids[i], ...d.satelite }] : [])),
    );

    const links: Insert<typeof reTbRestBalancasUsuarios>[] = [];
    for (const u of USUARIOS) {
      const idUsuario = this.users.get(u.usuario)!;
      for (const ri of u.cozinha ?? []) {
        const r = this.restaurants[ri];
        r.staff.push(idUsuario);
        const bals = [
          r.balCozinha,
          r.balRefeitorio,
          ...r.satellites.filter((s) => !s.def.inativo).map((s) => s.idBal),
        ];
        for (const idBal of bals) {
          const inativo = u.usuario === 'joao.pereira' && ri === 5 && idBal === r.balRefeitorio ? 1 : 0;
          links.push({
            idEmpresa: r.idEmpresa,
            idRestaurante: r.idRestaurante,
            idBal,
            idUsuario,
            indInativo: inativo,
          });
        }
      }
    }
    await bulkInsert(this.db, reTbRestBalancasUsuarios, links);
  }

  private async approvalRights() {
    const rows: Insert<typeof reTbAprovadores>[] = [];
    for (const u of USUARIOS) {
      if (!u.aprova) continue;
      const idUsuario = this.users.get(u.usuario)!;
      const units = u.aprova === 'all' ? this.restaurants : u.aprova.map((i) => this.restaurants[i]);
      for (const r of units) {
        r.approvers.push(idUsuario);
        rows.push({ idEmpresa: r.idEmpresa, idUsuario, idRestaurante: r.idRestaurante });
      }
    }
    await bulkInsert(this.db, reTbAprovadores, rows);
  }

  // -- parameters ----------------------------------------------------------------------------------------------

  private async parameters() {
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
    for (const r of this.restaurants) {
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
        { vlrParametroDta: this.day(365) },
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
    for (const [i, c] of this.companies.entries()) {
      const g = { idEmpresa: c.idEmpresa, idRestaurante: null };
      param(
        g,
        'RE-Custos',
        1,
        { vlrParametroDec: i === 0 ? 14.9 : 15.6 },
        'Custo médio do kg de refeição (bandeja), R$',
      );
      param(g, 'RE-Custos', 2, { vlrParametroDec: 6.8 }, 'Custo médio do kg de pré-preparo por turno, R$');
      param(
        g,
        'RE-Notificacoes',
        1,
        { vlrParametroTxt: '07:00' },
        'Horário da rotina diária de notificações',
      );
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
    await bulkInsert(this.db, reTbParametros, rows);
    // The waste class of each type: plate waste and surplus are avoidable, the trimmings of the turn's
    // pre-preparation partly (half), those per input left to the inputs' own classes (not classified).
    await bulkInsert(
      this.db,
      schema.reTbTipDespClasses,
      this.companies.flatMap((c) => [
        { idEmpresa: c.idEmpresa, tipDesperdicio: 1, tipClasse: 'evitavel', pctEvitavel: null },
        { idEmpresa: c.idEmpresa, tipDesperdicio: 2, tipClasse: 'evitavel', pctEvitavel: null },
        { idEmpresa: c.idEmpresa, tipDesperdicio: 3, tipClasse: 'parcial', pctEvitavel: 50 },
      ]),
    );
  }

  /** Typical kg per day per waste type, for goals. */
  private expectedDaily(r: Restaurant, tipo: number): number {
    const m = r.def.refeicoes;
    if (tipo === 1) return (m * r.def.gramasPorRefeicao) / 1000;
    if (tipo === 2) return m * 0.012;
    if (tipo === 3) return m * 0.0055;
    return m * 0.0075;
  }

  private async goals() {
    const rows: Insert<typeof reTbDespMetas>[] = [];
    const pc: Record<number, number> = { 1: 4, 2: 5, 3: 3, 4: 3 };
    for (const r of this.restaurants) {
      for (const tipo of r.def.tipos) {
        const e = this.expectedDaily(r, tipo);
        const base = {
          idEmpresa: r.idEmpresa,
          idRestaurante: r.idRestaurante,
          idSatelite: null,
          tipDesperdicio: tipo,
        };
        rows.push({
          ...base,
          dtaInicial: this.day(-180),
          dtaFinal: this.day(-61),
          vlrMeta: round(e, 1),
          vlrMetaPc: pc[tipo] + 1,
        });
        rows.push({
          ...base,
          dtaInicial: this.day(-60),
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
          dtaInicial: this.day(-60),
          dtaFinal: null,
          vlrMeta: round((s.def.clientes * r.def.gramasPorRefeicao * 0.9) / 1000, 1),
          vlrMetaPc: 4,
        });
      }
    }
    await bulkInsert(this.db, reTbDespMetas, rows);
  }

  // -- kanbans and menus (−90 … +14 days) --------------------------------------------------------------------

  private mealsOn(r: Restaurant, date: string): number {
    const wd = weekday(date);
    const factor = wd === 6 ? r.def.fimDeSemana[0] : wd === 0 ? r.def.fimDeSemana[1] : 1;
    return Math.max(20, Math.round(r.def.refeicoes * factor * this.rng.float(0.93, 1.07)));
  }

  private async kanbansAndMenus() {
    interface Pending {
      r: Restaurant;
      offset: number;
      date: string;
      item: Company['items'][number];
      rows: { product: ProductRef; planned: number; ativo: boolean }[];
    }
    const pending: Pending[] = [];
    for (const r of this.restaurants) {
      const items = r.company.items;
      const byRole = (role: DemoItem['papel']) => items.filter((i) => i.def.papel === role);
      const proteins = byRole('proteina');
      const [veg] = byRole('vegetariano');
      const [arroz] = byRole('arroz');
      const [feijao] = byRole('feijao');
      const guarn = byRole('guarnicao');
      const [salada] = byRole('salada');
      const sobremesas = byRole('sobremesa');
      for (let offset = -DEMO_DAYS_BACK; offset <= DEMO_DAYS_AHEAD; offset++) {
        const date = this.day(offset);
        const dn = dayNumber(date);
        const meals = this.mealsOn(r, date);
        r.meals.set(offset, meals);
        const hasVeg = dn % 2 === 0;
        const menu: [Company['items'][number], number][] = [
          [proteins[(dn + r.index) % proteins.length], hasVeg ? 0.75 : 0.9],
          [arroz, 1],
          [feijao, 0.9],
          [guarn[(dn + r.index) % guarn.length], 1],
          [salada, 1],
          [sobremesas[dn % sobremesas.length], 0.85],
        ];
        if (hasVeg) menu.push([veg, 0.3]);
        for (const [item, share] of menu) {
          const weight = GRUPOS_PRATO.find(([g]) => g === item.def.grupoPrato)![1];
          const products = item.products.filter(
            (p) => p.def.soRestaurante === undefined || p.def.soRestaurante === r.index,
          );
          const rows = products.map((product, k) => {
            const split = products.length === 1 ? 1 : k === 0 ? 0.7 : 0.3;
            // Desserts of the first unit only have inactive kanbans (kanban check result 2).
            const ativo = !(r.index === 0 && item.def.papel === 'sobremesa') && !this.rng.chance(0.012);
            return {
              product,
              planned: round(meals * weight * share * split * this.rng.float(0.95, 1.05), 3),
              ativo,
            };
          });
          pending.push({ r, offset, date, item, rows });
        }
      }
    }

    const cardIds = await this.ids(reTbCardapio, reTbCardapio.idCardapio, pending.length);
    const cardapio: Insert<typeof reTbCardapio>[] = [];
    const kanban: Insert<typeof reTbKanbanProducao>[] = [];
    pending.forEach((p, i) => {
      const idCardapio = cardIds[i];
      cardapio.push({
        idCardapio,
        idEmpresa: p.r.idEmpresa,
        idRestaurante: p.r.idRestaurante,
        dtaCardapio: p.date,
        tipCardapio: 1,
        idItemVenda: p.item.idItemVenda,
      });
      const menu = p.r.menu.get(p.offset) ?? [];
      for (const row of p.rows) {
        kanban.push({
          idEmpresa: p.r.idEmpresa,
          idRestaurante: p.r.idRestaurante,
          dtaCardapio: p.date,
          idItemVenda: p.item.idItemVenda,
          idProduto: row.product.idProduto,
          codAgrupamento: row.product.codAgrupamento,
          qtdPlanejada: row.planned,
          qtdProduzida: p.offset <= 0 ? round(row.planned * this.rng.float(0.92, 1.08), 3) : null,
          indAtivo: row.ativo,
        });
        menu.push({ item: p.item, product: row.product, idCardapio, planned: row.planned, ativo: row.ativo });
      }
      p.r.menu.set(p.offset, menu);
    });
    await bulkInsert(this.db, reTbCardapio, cardapio);
    await bulkInsert(this.db, reTbKanbanProducao, kanban);
  }

  // -- meals served, satellite counts -----------------------------------------------------------------------

  private async mealsAndSatelliteCounts() {
    const meals: Insert<typeof reTbRefeicoes>[] = [];
    const nr: Insert<typeof reTbNrSatelite>[] = [];
    for (const r of this.restaurants) {
      for (let offset = -(DEMO_DAYS_BACK - 1); offset <= 0; offset++) {
        meals.push({
          idEmpresa: r.idEmpresa,
          idRestaurante: r.idRestaurante,
          dtaRefeicao: this.day(offset),
          qtdRefeicoes: r.meals.get(offset)!,
        });
      }
      for (const s of r.satellites.filter((x) => !x.def.inativo)) {
        for (let offset = -59; offset <= 0; offset++) {
          const date = this.day(offset);
          const factor = r.meals.get(offset)! / r.def.refeicoes;
          const main = (r.menu.get(offset) ?? []).filter(
            (m) => m.item.def.papel === 'proteina' || m.item.def.papel === 'vegetariano',
          );
          for (const m of main) {
            const share = m.item.def.papel === 'vegetariano' ? 0.2 : main.length > 1 ? 0.8 : 1;
            nr.push({
              idEmpresa: r.idEmpresa,
              idRestaurante: r.idRestaurante,
              idSatelite: s.idSatelite,
              idItemVenda: m.item.idItemVenda,
              idProduto: m.product.idProduto,
              dtaNr: date,
              qtdNrCli: Math.round(s.def.clientes * factor * share * this.rng.float(0.9, 1.1)),
              qtdNrColab: Math.round(this.rng.int(3, 12) * share),
            });
          }
        }
      }
    }
    await bulkInsert(this.db, reTbRefeicoes, meals);
    await bulkInsert(this.db, reTbNrSatelite, nr);
  }

  // -- appointments, costs, approval history ------------------------------------------------------------------

  private async appointments() {
    /** An appointment before its id, with the cost per kg used for its cost record. */
    type Draft = Omit<Appointment, 'idApontamento'> & { cost: number };
    const drafts: Draft[] = [];
    const now = Date.now();
    const realToday = this.today === localToday();

    const add = (
      r: Restaurant,
      offset: number,
      tipo: number,
      media: number,
      extra: Partial<Draft> & { cost: number },
      sat?: Satellite,
    ) => {
      const date = this.day(offset);
      media = Math.max(0.15, media);
      const minQtd = round(media * 0.8, 3);
      const maxQtd = round(media * 1.3, 3);
      const roll = this.rng.next();
      const pendingP = offset >= -13 ? 0.09 : 0.012;
      let status: number | null = null;
      if (roll < pendingP) status = 0;
      else if (offset <= -1 && roll < pendingP + 0.045) status = this.rng.chance(0.8) ? 1 : 2;
      let qtd =
        status === null
          ? Math.min(media * this.rng.float(0.72, 1.25), maxQtd * 0.98)
          : maxQtd * this.rng.float(1.15, 1.7);
      // qtd is the NET waste (what min/max/average and the figures are about); a weighing in a container
      // reads the gross on the scale: net + the container's tare, which the row keeps.
      qtd = Math.max(0.1, round(qtd, 3));

      // Only a container that can hold it (its own maximum, the type's maximum), as the rules require.
      const maxKg = LIMITES_MAX_KG_PADRAO[tipo as TipDesperdicio];
      qtd = Math.min(qtd, round(maxKg * 0.9, 3));
      const recipientes = RECIPIENTES_POR_TIPO[tipo].filter(
        (n) => r.tare.has(n) && qtd + r.tare.get(n)!.peso <= (RECIPIENTES_MAXIMO[n] ?? maxKg),
      );
      let idRecipiente: number | null = null;
      let qtdTara = 0;
      if (recipientes.length && this.rng.chance(0.75)) {
        const tare = r.tare.get(this.rng.pick(recipientes))!;
        idRecipiente = tare.idRecipiente;
        qtdTara = tare.peso;
      }
      const destinos = r.destinos.get(tipo) ?? [];
      const fromApp = this.rng.chance(0.45);
      const [from, to] = TIME_WINDOW[tipo];
      let dtaRegistro = instantAt(date, this.rng.int(from, to));
      if (realToday && offset === 0 && Date.parse(dtaRegistro) > now) {
        const midnight = Date.parse(instantAt(date, 0));
        dtaRegistro = new Date(Math.max(midnight, now - this.rng.int(1, 90) * 60_000)).toISOString();
      }
      let idBal = tipo === 1 ? r.balRefeitorio : r.balCozinha;
      if (sat) idBal = sat.idBal;
      else if (idBal === r.balCozinha && this.idleScaleDays.has(`${r.index}:${offset}`))
        idBal = r.balRefeitorio;
      const idUsuario =
        r.staff.length && !this.rng.chance(0.03) ? this.rng.pick(r.staff) : this.users.get('admin')!;
      drafts.push({
        idEmpresa: r.idEmpresa,
        idLocal: fromApp ? this.rng.uuid() : null,
        idRestaurante: r.idRestaurante,
        idSatelite: sat?.idSatelite ?? null,
        tipDesperdicio: tipo,
        dtaApontamento: date,
        qtdDesperdicio: round(qtd + qtdTara, 3),
        qtdTara,
        idProduto: null,
        idPesagem: fromApp ? ++this.weighingSeq : null,
        idAgrupamento: null,
        idPrato: null,
        idCardapio: null,
        idInsumo: null,
        idItemVenda: null,
        idDestino: destinos.length ? this.rng.pick(destinos) : null,
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

    const costParam = (r: Restaurant, seq: 1 | 2) => (seq === 1 ? (r.def.empresa === 0 ? 14.9 : 15.6) : 6.8);

    for (let offset = -(DEMO_DAYS_BACK - 1); offset <= 0; offset++) {
      const progress = (offset + DEMO_DAYS_BACK - 1) / (DEMO_DAYS_BACK - 1);
      const trend = 1 - 0.12 * progress;
      for (const r of this.restaurants) {
        if (this.skipDays.has(`${r.index}:${offset}`)) continue;
        const meals = r.meals.get(offset)!;
        const menu = r.menu.get(offset) ?? [];
        const tipos = new Set(r.def.tipos);
        // 1 Bandeja: weighings of the trays' leftovers along the service.
        const n1 = meals < 300 ? this.rng.int(2, 3) : this.rng.int(3, 6);
        const media1 = (meals * r.def.gramasPorRefeicao * trend) / 1000 / n1;
        for (let k = 0; k < n1; k++) add(r, offset, 1, media1, { cost: costParam(r, 1) });
        // 2 Excedente de produção: surplus of products of the day's (active) kanban.
        if (tipos.has(2)) {
          const active = menu.filter((m) => m.ativo);
          for (const m of this.rng.sample(active, this.rng.int(1, 3))) {
            const media = Math.min(15, Math.max(1, m.planned * 0.055 * trend));
            add(r, offset, 2, media, {
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
          const shifts = this.rng.int(1, 2);
          for (let k = 0; k < shifts; k++)
            add(r, offset, 3, (meals * 0.0055 * trend) / shifts, { cost: costParam(r, 2) });
        }
        // 4 Pré-preparo por insumo: trimmings and peels of monitored inputs.
        if (tipos.has(4)) {
          const inputs = r.company.insumos.filter((x) => x.ativo);
          for (const ins of this.rng.sample(inputs, this.rng.int(1, 3))) {
            add(r, offset, 4, ((ins.perdaKg * meals) / 600) * trend, {
              cost: ins.custoKg,
              idInsumo: ins.idInsumo,
            });
          }
        }
        // Satellites: trays, and now and then the surplus sent back.
        for (const s of r.satellites.filter((x) => !x.def.inativo)) {
          const clients = s.def.clientes * (meals / r.def.refeicoes);
          add(r, offset, 1, (clients * r.def.gramasPorRefeicao * trend) / 1000, { cost: costParam(r, 1) }, s);
          const protein = menu.find((m) => m.item.def.papel === 'proteina' && m.ativo);
          if (protein && this.rng.chance(0.3)) {
            add(
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

    // Cost recalculation runs (company 1): the costs of their period point at them.
    const c1 = this.companies[0].idEmpresa;
    const admin = this.users.get('admin')!;
    const runs = [
      { ini: this.day(-60), fim: this.day(-31) },
      { ini: this.day(-30), fim: this.day(-1) },
    ];
    const runIds = await this.ids(reCustosUtilitario, reCustosUtilitario.numSeq, runs.length);
    const runTotals = runs.map(() => ({ qtd: 0, vlr: 0 }));

    const ids = await this.ids(reTbDesperdiciosDet, reTbDesperdiciosDet.idApontamento, drafts.length);
    const rows: Appointment[] = [];
    const costs: Insert<typeof reTbDespCustos>[] = [];
    const history: Insert<typeof reTbHistoricoAprov>[] = [];
    drafts.forEach((d, i) => {
      const { cost, ...rest } = d;
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
        const r = this.restaurants.find((x) => x.idRestaurante === row.idRestaurante)!;
        const others = r.approvers.filter((u) => u !== admin);
        const idUsuario = others.length && this.rng.chance(0.7) ? this.rng.pick(others) : admin;
        const texto = this.rng.pick(
          row.indStatusAprov === 1 ? JUSTIFICATIVAS_APROVACAO : JUSTIFICATIVAS_REPROVACAO,
        );
        const registered = (row.dtaRegistro as Date).getTime();
        const analysed = Math.min(registered + this.rng.int(2, 40) * 3_600_000, now - 60_000);
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
    await setResumoTriggers(this.db, false);
    await bulkInsert(this.db, reTbDesperdiciosDet, rows);
    await bulkInsert(
      this.db,
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
    await bulkInsert(this.db, reTbDespCustos, costs);
    await setResumoTriggers(this.db, true);
    await bulkInsert(this.db, reTbHistoricoAprov, history);
  }

  // -- divergences and integration records --------------------------------------------------------------------

  private async divergencesAndIntegration() {
    const div: Insert<typeof reTbDivergenciasDesp>[] = [];
    for (const key of this.skipDays) {
      const [ri, offset] = key.split(':').map(Number);
      const r = this.restaurants[ri];
      const processed = offset <= -10;
      div.push({
        idEmpresa: r.idEmpresa,
        tipDivergencia: 1,
        idRestaurante: r.idRestaurante,
        idBal: null,
        dtaDivergencia: this.day(offset),
        txtDivergencia: `Restaurante ${r.idRestaurante} - ${r.def.nome} sem apontamento de desperdício em ${brDate(this.day(offset))}.`,
        indProcessado: processed ? 1 : 0,
        dtaRegistro: new Date(instantAt(this.day(offset + 1), 6 * 60)),
        dtaProcessamento: processed ? new Date(instantAt(this.day(offset + 2), 10 * 60)) : null,
      });
    }
    for (const key of this.idleScaleDays) {
      const [ri, offset] = key.split(':').map(Number);
      const r = this.restaurants[ri];
      div.push({
        idEmpresa: r.idEmpresa,
        tipDivergencia: 2,
        idRestaurante: r.idRestaurante,
        idBal: r.balCozinha,
        dtaDivergencia: this.day(offset),
        txtDivergencia: `Balança ${r.serialCozinha} sem apontamento em ${brDate(this.day(offset))}.`,
        indProcessado: 0,
        dtaRegistro: new Date(instantAt(this.day(offset + 1), 6 * 60)),
        dtaProcessamento: null,
      });
    }
    await bulkInsert(this.db, reTbDivergenciasDesp, div);

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
      const r = this.restaurants[ri];
      const date = this.day(offset);
      const registered = instantAt(date, 15 * 60 + this.rng.int(0, 120));
      // Drawn in the payload's order, so the demo data stays the same.
      const tipDesperdicio = this.rng.pick(r.def.tipos);
      const qtdPeso = round(this.rng.float(1.2, 9.5), 3);
      const idLocal = this.rng.uuid();
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
          idPesagem: ++this.weighingSeq,
          idLocal,
        },
        txtErro,
        indStatus,
        qtdTentativas: indStatus === 2 ? 3 : indStatus === 1 ? 1 : 0,
        dtaProcessamento: indStatus === 0 ? null : new Date(instantAt(date, 17 * 60 + 30)),
      });
    }
    await bulkInsert(this.db, reTbIntegracaoDesperdicio, integ);
  }

  // -- alerts, notifications, labels ----------------------------------------------------------------------------

  private async alertsNotificationsLabels() {
    const [c1, c2] = this.companies;
    const admin = this.users.get('admin')!;
    const aprovador = this.users.get('aprovador')!;
    const gestor = this.users.get('gestor')!;
    type A = Insert<typeof reTbAlertas>;
    const defs: A[] = [
      {
        idEmpresa: c1.idEmpresa,
        desAlerta: 'Desperdício de bandeja acima da meta',
        tipAlerta: 0,
        tipRegra: 1,
        idGrupo: this.grupos[0],
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
        idGrupo: this.grupos[1],
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
        idGrupo: this.grupos[1],
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
        idGrupo: this.grupos[2],
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
    const alertIds = await this.ids(reTbAlertas, reTbAlertas.idAlerta, defs.length);
    await bulkInsert(
      this.db,
      reTbAlertas,
      defs.map((a, i) => ({
        ...a,
        idAlerta: alertIds[i],
        dtaCriacao: new Date(instantAt(this.day(-100), 10 * 60)),
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
        dtaRegistro: new Date(instantAt(this.day(offset), 7 * 60)),
        chave: `alerta:${alertIds[alert]}:${this.day(offset)}`,
      });
    };
    const trayMsg = (r: Restaurant, offset: number, kg: number, meta: number) =>
      `<p>O restaurante <b>${r.idRestaurante} - ${r.def.nome}</b> registrou <b>${kg.toFixed(1).replace('.', ',')} kg</b> de desperdício de bandeja em ${brDate(this.day(offset))}, acima da meta de ${meta.toFixed(1).replace('.', ',')} kg.</p>`;
    const pendMsg = (n: number) =>
      `<p>Há <b>${n} apontamentos</b> pendentes de aprovação há mais de 2 dias. <a href="/reApontDesperdicios/aprovacao">Ver pendências</a></p>`;
    for (let k = 1; k <= 8; k++) {
      const r = this.restaurants[k % 5];
      note(c1.idEmpresa, 0, admin, -k, k > 5 ? 1 : 0, trayMsg(r, -k, 30 + k * 1.7, 28.5));
    }
    for (let k = 1; k <= 4; k++) note(c1.idEmpresa, 1, aprovador, -k, k > 3 ? 1 : 0, pendMsg(3 + k));
    note(
      c1.idEmpresa,
      2,
      gestor,
      -1,
      0,
      `<p>A balança <b>${this.restaurants[2].serialCozinha}</b> não registrou apontamentos em ${brDate(this.day(-2))}.</p>`,
    );
    for (let k = 1; k <= 3; k++) {
      note(c2.idEmpresa, 4, admin, -k, 0, trayMsg(this.restaurants[9 + k], -k, 35 + k, 33));
    }
    await bulkInsert(this.db, reTbNotificacoes, notes);

    const labels: Insert<typeof reTbLabels>[] = [];
    for (const c of this.companies) {
      const add = (desLabel: string, defaultValue: string, desValor: string | null) =>
        labels.push({ idEmpresa: c.idEmpresa, desTela: 'Desafio', desLabel, defaultValue, desValor });
      add('titulo', 'Desafio da semana', c === c1 ? 'Desafio Desperdício Zero' : null);
      add('subtitulo', 'Compare o desperdício desta semana com o da semana anterior', null);
      add('legendaPeriodoAtual', 'Semana do desafio', null);
      add('legendaPeriodoAnterior', 'Semana anterior', null);
      add('meta', 'Meta de redução', c === c1 ? 'Reduzir 10% do desperdício de bandeja' : null);
      add('rodape', 'Cada prato conta. Sirva-se apenas do que vai consumir.', null);
    }
    await bulkInsert(this.db, reTbLabels, labels);
  }
}
