import { toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { reTbParametros } from '@server/db/schema/admin';
import {
  reMvItensVenda,
  reTbAgrupamento,
  reTbItensProdutos,
  reTbKanbanProducao,
  reTbProdutos,
} from '@server/db/schema/menu';
import {
  reTbDesperdiciosRest,
  reTbDestDesperdicios,
  reTbDestResiduos,
  reTbRecipientesPesos,
} from '@server/db/schema/registers';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { reTbBalancasUnidades, reTbRestBalancasUsuarios } from '@server/db/schema/scales';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';
import { bearer } from '../../kit/sign-in';
import { userIdByEmail } from '../../kit/test-users';

/** The lookups of waste entry (spec §7 Lookups, Kanban, Parameters, Tare weights, Destination-waste). */

const s = demoSuite(['admin', 'cozinha', 'gestor']);
const { db } = s;
let cozinhaId: number;
/** Restaurants of company A by demo index (0 = the first unit). */
let units: { idRestaurante: number; idGrupo: number | null; indInativo: number }[];
let foreign: number;
const today = toIsoLocal(new Date());

beforeAll(async () => {
  cozinhaId = await userIdByEmail(db(), 'cozinha@demo.com.br');
  units = await db()
    .select({
      idRestaurante: reTbRestaurantes.idRestaurante,
      idGrupo: reTbRestaurantes.idGrupo,
      indInativo: reTbRestaurantes.indInativo,
    })
    .from(reTbRestaurantes)
    .where(eq(reTbRestaurantes.idEmpresa, s.companyA))
    .orderBy(asc(reTbRestaurantes.idRestaurante));
  [{ id: foreign }] = await db()
    .select({ id: reTbRestaurantes.idRestaurante })
    .from(reTbRestaurantes)
    .where(eq(reTbRestaurantes.idEmpresa, s.companyB))
    .limit(1);
});

const get = (url: string, token = s.tokens.admin) =>
  s.t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object, token = s.tokens.admin) =>
  s.t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function grouping(name: string) {
  const [g] = await db()
    .select()
    .from(reTbAgrupamento)
    .where(and(eq(reTbAgrupamento.idEmpresa, s.companyA), eq(reTbAgrupamento.desAgrupamento, name)));
  return g.codAgrupamento;
}

describe('reTbKanbanProducao', () => {
  const K = '/api/v1/reTbKanbanProducao';
  const q = (o: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)]));

  it('by grouping: active kanbans only; the Inativos route: inactive only', async () => {
    const first = units[0].idRestaurante;
    const proteina = await grouping('Proteína');
    const sobremesas = await grouping('Sobremesas');
    const active = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndData?${q({ codAgrupamento: proteina, idRestaurante: first, dtaCardapio: today, qtd: 50 })}`,
    );
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().length).toBeGreaterThan(0);
    for (const k of active.json()) {
      expect(k).toMatchObject({
        idRestaurante: first,
        dtaCardapio: today,
        codAgrupamento: proteina,
        indAtivo: true,
      });
      expect(k.desItemVenda).toBeTruthy();
      expect(k.desProduto).toBeTruthy();
      expect(k.desAgrupamento).toBe('Proteína');
    }
    // The first unit's desserts only have inactive kanbans: none by grouping, some on the retry.
    const none = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndData?${q({ codAgrupamento: sobremesas, idRestaurante: first, dtaCardapio: today })}`,
    );
    expect(none.json()).toEqual([]);
    const retry = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndDataInativos?${q({ codAgrupamento: sobremesas, idRestaurante: first, dtaCardapio: today })}`,
    );
    expect(retry.json()).toHaveLength(1);
    expect(retry.json()[0].indAtivo).toBe(false);
  });

  it('by item and product: active and inactive, with indAtivo', async () => {
    const first = units[0].idRestaurante;
    const [k] = await db()
      .select()
      .from(reTbKanbanProducao)
      .where(
        and(
          eq(reTbKanbanProducao.idRestaurante, first),
          eq(reTbKanbanProducao.dtaCardapio, today),
          eq(reTbKanbanProducao.codAgrupamento, await grouping('Sobremesas')),
        ),
      );
    const res = await get(
      `${K}/findKanbanProducaoByRestauranteAndItemProdutoAndItemVendaAndData?${q({ idItemVenda: k.idItemVenda, idProduto: k.idProduto, idRestaurante: first, dtaCardapio: today })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ idKanban: k.idKanban, indAtivo: false, desAgrupamento: 'Sobremesas' }),
    ]);
  });

  it('filters only by what is given: a whole day with a large qtd, a single row with qtd 1', async () => {
    const first = units[0].idRestaurante;
    const all = await db()
      .select()
      .from(reTbKanbanProducao)
      .where(and(eq(reTbKanbanProducao.idRestaurante, first), eq(reTbKanbanProducao.dtaCardapio, today)));
    const day = await get(
      `${K}/findKanbanProducaoByRestauranteAndItemProdutoAndItemVendaAndData?${q({ idRestaurante: first, dtaCardapio: today, qtd: 2000 })}`,
    );
    expect(day.json()).toHaveLength(all.length);
    const names = day.json().map((k: { desItemVenda: string }) => k.desItemVenda);
    const ordered = await db()
      .select({ des: reMvItensVenda.desItemVenda })
      .from(reTbKanbanProducao)
      .innerJoin(reMvItensVenda, eq(reMvItensVenda.idItemVenda, reTbKanbanProducao.idItemVenda))
      .where(and(eq(reTbKanbanProducao.idRestaurante, first), eq(reTbKanbanProducao.dtaCardapio, today)))
      .orderBy(asc(reMvItensVenda.desItemVenda));
    expect(names).toEqual(ordered.map((o) => o.des));
    const activeDay = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndData?${q({ idRestaurante: first, dtaCardapio: today, qtd: 2000 })}`,
    );
    expect(activeDay.json()).toHaveLength(all.filter((k) => k.indAtivo).length);
    const one = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndData?${q({ idRestaurante: first, dtaCardapio: today })}`,
    );
    expect(one.json()).toHaveLength(1);
  });

  it("a bad date is 'Formato da data invalido'; another company's restaurant finds nothing; reports-only is 403", async () => {
    const bad = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndData?${q({ idRestaurante: units[0].idRestaurante, dtaCardapio: '2026-02-30' })}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exception).toBe('Formato da data invalido');
    const other = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndData?${q({ idRestaurante: foreign, dtaCardapio: today, qtd: 100 })}`,
    );
    expect(other.json()).toEqual([]);
    const cz = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndData?${q({ idRestaurante: units[0].idRestaurante, dtaCardapio: today })}`,
      s.tokens.cozinha,
    );
    expect(cz.statusCode).toBe(200);
    const g = await get(
      `${K}/findKanbanProducaoByAgrupamentoAndRestauranteAndData?${q({ idRestaurante: units[0].idRestaurante, dtaCardapio: today })}`,
      s.tokens.gestor,
    );
    expect(g.statusCode).toBe(403);
  });
});

describe('reTbBalancas/lov/byRestaurante', () => {
  const url = (id: number, qs = '') => `/api/v1/reTbBalancas/lov/byRestaurante/${id}${qs}`;

  async function unitScales(idRestaurante: number, indInativo: number) {
    const rows = await db()
      .select({ idBal: reTbBalancasUnidades.idBal })
      .from(reTbBalancasUnidades)
      .where(
        and(
          eq(reTbBalancasUnidades.idRestaurante, idRestaurante),
          eq(reTbBalancasUnidades.indInativo, indInativo),
        ),
      );
    return rows.map((r) => r.idBal).sort((a, b) => a - b);
  }
  const ids = (list: { idBal: number }[]) => list.map((b) => b.idBal).sort((a, b) => a - b);

  it('without scale-user links (admin): every scale of the restaurant, active by default', async () => {
    const first = units[0].idRestaurante;
    const active = await get(url(first));
    expect(active.statusCode).toBe(200);
    expect(ids(active.json())).toEqual(await unitScales(first, 0));
    const inactive = await get(url(first, '?indInativo=1'));
    expect(ids(inactive.json())).toEqual(await unitScales(first, 1));
    expect(inactive.json().map((b: { desBalanca: string }) => b.desBalanca)).toContain('Balança reserva 02');
  });

  it('a user with links sees only the scales linked to them at that restaurant', async () => {
    const first = units[0].idRestaurante;
    const links = await db()
      .select({ idBal: reTbRestBalancasUsuarios.idBal })
      .from(reTbRestBalancasUsuarios)
      .where(
        and(
          eq(reTbRestBalancasUsuarios.idUsuario, cozinhaId),
          eq(reTbRestBalancasUsuarios.idRestaurante, first),
          eq(reTbRestBalancasUsuarios.indInativo, 0),
        ),
      );
    const mine = await get(url(first), s.tokens.cozinha);
    expect(mine.statusCode).toBe(200);
    expect(ids(mine.json())).toEqual(links.map((l) => l.idBal).sort((a, b) => a - b));
    // Drop one link: that scale disappears for cozinha, not for admin.
    const [drop] = links;
    await db()
      .update(reTbRestBalancasUsuarios)
      .set({ indInativo: 1 })
      .where(
        and(
          eq(reTbRestBalancasUsuarios.idUsuario, cozinhaId),
          eq(reTbRestBalancasUsuarios.idBal, drop.idBal),
        ),
      );
    try {
      expect(ids((await get(url(first), s.tokens.cozinha)).json())).not.toContain(drop.idBal);
      expect(ids((await get(url(first))).json())).toContain(drop.idBal);
    } finally {
      await db()
        .update(reTbRestBalancasUsuarios)
        .set({ indInativo: 0 })
        .where(
          and(
            eq(reTbRestBalancasUsuarios.idUsuario, cozinhaId),
            eq(reTbRestBalancasUsuarios.idBal, drop.idBal),
          ),
        );
    }
    // A restaurant where cozinha has no link: nothing.
    expect((await get(url(units[3].idRestaurante), s.tokens.cozinha)).json()).toEqual([]);
    expect((await get(url(first), s.tokens.gestor)).statusCode).toBe(403);
    expect((await get(url(foreign))).json()).toEqual([]);
  });
});

describe('reTbRecipientesPesos/lov/findActivesByIdRestaurante', () => {
  it('lists the tares of the restaurant with the container names, by name', async () => {
    const first = units[0].idRestaurante;
    const res = await post(
      '/api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante',
      { idRestaurante: first },
      s.tokens.cozinha,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { desRecipiente: string; qtdPeso: number; idRestaurante: number }[];
    const count = await db()
      .select()
      .from(reTbRecipientesPesos)
      .where(eq(reTbRecipientesPesos.idRestaurante, first));
    expect(list).toHaveLength(count.length);
    expect(list.every((r) => r.idRestaurante === first && typeof r.qtdPeso === 'number')).toBe(true);
    expect(list.map((r) => r.desRecipiente)).toContain('Cuba GN 1/1');
    const other = await post('/api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante', {
      idRestaurante: foreign,
    });
    expect(other.json()).toEqual([]);
    const g = await post(
      '/api/v1/reTbRecipientesPesos/lov/findActivesByIdRestaurante',
      { idRestaurante: first },
      s.tokens.gestor,
    );
    expect(g.statusCode).toBe(403);
  });
});

describe('reTbDestDesperdicio/filter', () => {
  const url = '/api/v1/reTbDestDesperdicio/filter';

  it('active links of active destinations, unless a destination is asked for; entry users may call it', async () => {
    const first = units[0].idRestaurante;
    const res = await post(url, { idRestaurante: first, tipDesperdicio: 1 }, s.tokens.cozinha);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().map((d: { desDestino: string }) => d.desDestino);
    expect(names).toContain('Compostagem');
    // The first unit's tray link to the landfill is inactive.
    expect(names).not.toContain('Aterro sanitário');
    const [aterro] = await db()
      .select()
      .from(reTbDestResiduos)
      .where(
        and(eq(reTbDestResiduos.idEmpresa, s.companyA), eq(reTbDestResiduos.desDestino, 'Aterro sanitário')),
      );
    const asked = await post(url, { idRestaurante: first, tipDesperdicio: 1, idDestino: aterro.idDestino });
    expect(asked.json()).toEqual([
      expect.objectContaining({ idDestino: aterro.idDestino, desDestino: 'Aterro sanitário', indInativo: 1 }),
    ]);

    // An inactive destination linked (actively) is left out too.
    const [coleta] = await db()
      .select()
      .from(reTbDestResiduos)
      .where(and(eq(reTbDestResiduos.idEmpresa, s.companyA), eq(reTbDestResiduos.indInativo, 1)));
    await db().insert(reTbDestDesperdicios).values({
      idEmpresa: s.companyA,
      idRestaurante: units[1].idRestaurante,
      idDestino: coleta.idDestino,
      tipDesperdicio: 3,
    });
    const type3 = await post(url, { idRestaurante: units[1].idRestaurante, tipDesperdicio: 3 });
    expect(type3.json().map((d: { idDestino: number }) => d.idDestino)).not.toContain(coleta.idDestino);
    expect((await post(url, { idDestino: coleta.idDestino })).json()).toHaveLength(1);

    expect((await post(url, { idRestaurante: foreign })).json()).toEqual([]);
    expect((await post(url, {}, s.tokens.gestor)).statusCode).toBe(403);
  });
});

describe('reTbParametros', () => {
  it('filters by exact name, sequence and restaurant; entry users may read; reports-only may not', async () => {
    const first = units[0].idRestaurante;
    const qs = new URLSearchParams({
      desParametro: 'RE-Refeicoes/U',
      seqParametro: '10',
      idRestaurante: String(first),
    });
    const res = await get(`/api/v1/reTbParametros?${qs}`, s.tokens.cozinha);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await db()
      .select()
      .from(reTbParametros)
      .where(
        and(
          eq(reTbParametros.idRestaurante, first),
          eq(reTbParametros.desParametro, 'RE-Refeicoes/U'),
          eq(reTbParametros.seqParametro, 10),
        ),
      );
    expect(res.json()).toEqual([
      expect.objectContaining({
        idParametro: stored.idParametro,
        idRestaurante: first,
        vlrParametroInt: stored.vlrParametroInt,
        desParametro: 'RE-Refeicoes/U',
      }),
    ]);
    const partial = await get(
      `/api/v1/reTbParametros?${new URLSearchParams({ desParametro: 'RE-Refeicoes' })}`,
    );
    expect(partial.json()).toEqual([]);
    const globals = await get(`/api/v1/reTbParametros?${new URLSearchParams({ desParametro: 'RE-Custos' })}`);
    expect(globals.json().map((p: { seqParametro: number }) => p.seqParametro)).toEqual([1, 2]);
    expect(
      globals
        .json()
        .every(
          (p: { idEmpresa: number; idRestaurante: null }) =>
            p.idEmpresa === s.companyA && p.idRestaurante === null,
        ),
    ).toBe(true);
    expect((await get('/api/v1/reTbParametros', s.tokens.gestor)).statusCode).toBe(403);
  });
});

describe('reTbRestaurantes (entry lookups)', () => {
  it('checarRestaurantePorTipDesperdicio says whether the type is enabled', async () => {
    const first = units[0].idRestaurante;
    const enabled = await db()
      .select()
      .from(reTbDesperdiciosRest)
      .where(eq(reTbDesperdiciosRest.idRestaurante, first));
    expect(enabled.length).toBeGreaterThan(0);
    const yes = await get(
      `/api/v1/reTbRestaurantes/lov/checarRestaurantePorTipDesperdicio/${first}/${enabled[0].tipDesperdicio}`,
    );
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toBe(true);
    const [rest] = await db()
      .insert(reTbRestaurantes)
      .values({ idEmpresa: s.companyA, desRestaurante: 'Sem tipos' })
      .returning();
    const no = await get(
      `/api/v1/reTbRestaurantes/lov/checarRestaurantePorTipDesperdicio/${rest.idRestaurante}/1`,
    );
    expect(no.json()).toBe(false);
    const other = await get(`/api/v1/reTbRestaurantes/lov/checarRestaurantePorTipDesperdicio/${foreign}/1`);
    expect(other.json()).toBe(false);
  });

  it('searchByGrupo lists the active restaurants of the group', async () => {
    const idGrupo = units[0].idGrupo!;
    const res = await get(`/api/v1/reTbRestaurantes/searchByGrupo/${idGrupo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { idRestaurante: number }) => r.idRestaurante)).toEqual(
      units.filter((u) => u.idGrupo === idGrupo && u.indInativo === 0).map((u) => u.idRestaurante),
    );
  });

  it('lov/search offers a user with scale links only their restaurants; others see all', async () => {
    const mine = (await get('/api/v1/reTbRestaurantes/lov/search?qtd=100', s.tokens.cozinha)).json();
    const linked = await db()
      .selectDistinct({ id: reTbRestBalancasUsuarios.idRestaurante })
      .from(reTbRestBalancasUsuarios)
      .where(
        and(eq(reTbRestBalancasUsuarios.idUsuario, cozinhaId), eq(reTbRestBalancasUsuarios.indInativo, 0)),
      );
    expect(mine.map((r: { idRestaurante: number }) => r.idRestaurante).sort()).toEqual(
      linked.map((l) => l.id).sort(),
    );
    expect(mine).toHaveLength(3);
    const all = (await get('/api/v1/reTbRestaurantes/lov/search?qtd=100')).json();
    const active = await db()
      .select()
      .from(reTbRestaurantes)
      .where(and(eq(reTbRestaurantes.idEmpresa, s.companyA), eq(reTbRestaurantes.indInativo, 0)));
    expect(all.length).toBe(active.length);
  });
});

describe('reTbItensProdutos / reTbProdutos lookups', () => {
  it('finds a sale item and a product of it at a restaurant; 404 otherwise', async () => {
    const first = units[0].idRestaurante;
    const [ip] = await db()
      .select()
      .from(reTbItensProdutos)
      .where(and(eq(reTbItensProdutos.idEmpresa, s.companyA), isNull(reTbItensProdutos.idRestaurante)))
      .limit(1);
    const item = await get(
      `/api/v1/reTbItensProdutos/lov/findItemVendaByIdAndRestaurante/${ip.idItemVenda}/${first}`,
      s.tokens.cozinha,
    );
    expect(item.statusCode, item.body).toBe(200);
    expect(item.json()).toEqual({ idItemVenda: ip.idItemVenda, desItemVenda: expect.any(String) });
    expect(
      (await get(`/api/v1/reTbItensProdutos/lov/findItemVendaByIdAndRestaurante/987654/${first}`)).statusCode,
    ).toBe(404);

    const prod = await get(
      `/api/v1/reTbProdutos/lov/findProdutoByIdAndItemVendaAndRestaurante/${ip.idProduto}/${ip.idItemVenda}/${first}`,
      s.tokens.cozinha,
    );
    expect(prod.statusCode, prod.body).toBe(200);
    const [p] = await db().select().from(reTbProdutos).where(eq(reTbProdutos.idProduto, ip.idProduto));
    expect(prod.json()).toEqual({
      idProduto: p.idProduto,
      desProduto: p.desProduto,
      codAgrupamento: p.codAgrupamento,
    });

    // A product of another item is not part of this one.
    const [otherItem] = await db()
      .select()
      .from(reTbItensProdutos)
      .where(
        and(eq(reTbItensProdutos.idEmpresa, s.companyA), ne(reTbItensProdutos.idItemVenda, ip.idItemVenda)),
      )
      .limit(1);
    expect(
      (
        await get(
          `/api/v1/reTbProdutos/lov/findProdutoByIdAndItemVendaAndRestaurante/${otherItem.idProduto}/${ip.idItemVenda}/${first}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          `/api/v1/reTbProdutos/lov/findProdutoByIdAndItemVendaAndRestaurante/${ip.idProduto}/${ip.idItemVenda}/${first}`,
          s.tokens.gestor,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('a product valid at one restaurant only is not found at another', async () => {
    const [only] = await db()
      .select()
      .from(reTbItensProdutos)
      .where(and(eq(reTbItensProdutos.idEmpresa, s.companyA), isNotNull(reTbItensProdutos.idRestaurante)))
      .limit(1);
    expect(only).toBeDefined();
    const there = await get(
      `/api/v1/reTbProdutos/lov/findProdutoByIdAndItemVendaAndRestaurante/${only.idProduto}/${only.idItemVenda}/${only.idRestaurante}`,
    );
    expect(there.statusCode).toBe(200);
    const elsewhere = units.find((u) => u.idRestaurante !== only.idRestaurante)!.idRestaurante;
    const res = await get(
      `/api/v1/reTbProdutos/lov/findProdutoByIdAndItemVendaAndRestaurante/${only.idProduto}/${only.idItemVenda}/${elsewhere}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.notFoundRef('Produto', only.idProduto));
  });
});
