import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';
import { bearer } from '../../kit/sign-in';

/**
 * GET /api/v1/dashLookups/agrupamentos | itensVenda | produtos: the company-wide lookups of the dashboards'
 * optional filters, checked against plain SQL over re_tb_agrupamento, re_mv_itens_venda, re_tb_produtos and
 * re_tb_itens_produtos.
 */

const URL = '/api/v1/dashLookups';
const s = demoSuite(['gestor', 'cozinha', 'adminB']);
const { rows } = s;

const get = (token: string, path: string, query: Record<string, string | number> = {}) =>
  s.t.app.inject({
    method: 'GET',
    url: `${URL}${path}`,
    headers: bearer(token),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

const agrupamentosSql = (idEmpresa: number) =>
  rows<{ codAgrupamento: number; desAgrupamento: string }>(sql`
    select cod_agrupamento as "codAgrupamento", des_agrupamento as "desAgrupamento"
    from re_tb_agrupamento where id_empresa = ${idEmpresa}
    order by des_agrupamento, cod_agrupamento`);

const itensSql = (idEmpresa: number) =>
  rows<{ idItemVenda: number; desItemVenda: string; idGrupoPrato: number | null }>(sql`
    select id_item_venda as "idItemVenda", des_item_venda as "desItemVenda", id_grupo_prato as "idGrupoPrato"
    from re_mv_itens_venda where id_empresa = ${idEmpresa}
    order by des_item_venda, id_item_venda`);

const produtosSql = (idEmpresa: number) =>
  rows<{ idProduto: number; desProduto: string }>(sql`
    select id_produto as "idProduto", des_produto as "desProduto"
    from re_tb_produtos where id_empresa = ${idEmpresa}
    order by des_produto, id_produto`);

/** The same folding the lookups promise: lower case, no accents. */
const fold = (s: string) =>
  s
    .toLocaleLowerCase('pt-BR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

describe('GET /api/v1/dashLookups/agrupamentos', () => {
  it("answers the company's groupings by name, equal to SQL, for any signed-in user of the company", async () => {
    const expected = await agrupamentosSql(s.companyA);
    expect(expected.length).toBeGreaterThan(0);
    for (const token of [s.tokens.gestor, s.tokens.cozinha]) {
      const res = await get(token, '/agrupamentos');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it("is scoped to the token's company", async () => {
    const a = (await get(s.tokens.gestor, '/agrupamentos')).json() as { codAgrupamento: number }[];
    const res = await get(s.tokens.adminB, '/agrupamentos');
    expect(res.statusCode).toBe(200);
    const b = res.json() as { codAgrupamento: number }[];
    expect(b).toEqual(await agrupamentosSql(s.companyB));
    const idsA = new Set(a.map((x) => x.codAgrupamento));
    expect(b.some((x) => idsA.has(x.codAgrupamento))).toBe(false);
  });
});

describe('GET /api/v1/dashLookups/itensVenda', () => {
  it("answers the company's sale items by name with their dish group, equal to SQL (default at most 50)", async () => {
    const expected = await itensSql(s.companyA);
    expect(expected.length).toBeGreaterThan(1);
    const res = await get(s.tokens.gestor, '/itensVenda');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected.slice(0, 50));
    expect(expected.some((i) => i.idGrupoPrato !== null)).toBe(true);
  });

  it('limits to qtd and refuses qtd outside 1..200', async () => {
    const expected = await itensSql(s.companyA);
    const res = await get(s.tokens.gestor, '/itensVenda', { qtd: 2 });
    expect(res.json()).toEqual(expected.slice(0, 2));
    expect((await get(s.tokens.gestor, '/itensVenda', { qtd: 201 })).statusCode).toBe(400);
    expect((await get(s.tokens.gestor, '/itensVenda', { qtd: 0 })).statusCode).toBe(400);
  });

  it('searches by a part of the name ignoring case and accents, and by id', async () => {
    const all = await itensSql(s.companyA);
    const accented = all.find((i) => fold(i.desItemVenda) !== i.desItemVenda.toLowerCase());
    expect(accented, 'a demo item with an accent').toBeDefined();
    // The accented word typed in upper case without its accent.
    const word = accented!.desItemVenda.split(' ').find((w) => fold(w) !== w.toLowerCase())!;
    const typed = fold(word).toUpperCase();
    const res = await get(s.tokens.gestor, '/itensVenda', { search: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(all.filter((i) => fold(i.desItemVenda).includes(fold(word))));
    expect(res.json()).toContainEqual(accented);

    const byId = await get(s.tokens.gestor, '/itensVenda', { search: String(accented!.idItemVenda) });
    expect(byId.json()).toContainEqual(accented);

    const none = await get(s.tokens.gestor, '/itensVenda', { search: 'zzz-nada-com-isso' });
    expect(none.json()).toEqual([]);
    // LIKE wildcards are taken literally.
    expect((await get(s.tokens.gestor, '/itensVenda', { search: '%' })).json()).toEqual([]);
  });

  it("is scoped to the token's company (another company's item id finds nothing)", async () => {
    const [itemB] = await itensSql(s.companyB);
    const res = await get(s.tokens.gestor, '/itensVenda', { search: String(itemB.idItemVenda), qtd: 200 });
    expect((res.json() as { idItemVenda: number }[]).map((i) => i.idItemVenda)).not.toContain(
      itemB.idItemVenda,
    );
    expect((await get(s.tokens.adminB, '/itensVenda', { qtd: 200 })).json()).toEqual(
      await itensSql(s.companyB),
    );
  });
});

describe('GET /api/v1/dashLookups/produtos', () => {
  it("answers the company's products by name, equal to SQL", async () => {
    const expected = await produtosSql(s.companyA);
    const res = await get(s.tokens.gestor, '/produtos', { qtd: 200 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected.slice(0, 200));
    expect((await get(s.tokens.adminB, '/produtos', { qtd: 200 })).json()).toEqual(
      (await produtosSql(s.companyB)).slice(0, 200),
    );
  });

  it('with idItemVenda answers only the products of that item (any restaurant)', async () => {
    const links = await rows<{ idItemVenda: number; n: number }>(sql`
      select id_item_venda as "idItemVenda", count(distinct id_produto)::int as n
      from re_tb_itens_produtos where id_empresa = ${s.companyA}
      group by id_item_venda order by n desc, id_item_venda limit 1`);
    const [{ idItemVenda, n }] = links;
    expect(n).toBeGreaterThan(1);
    const expected = await rows<{ idProduto: number; desProduto: string }>(sql`
      select p.id_produto as "idProduto", p.des_produto as "desProduto"
      from re_tb_produtos p
      where p.id_empresa = ${s.companyA}
        and p.id_produto in (select id_produto from re_tb_itens_produtos
                             where id_empresa = ${s.companyA} and id_item_venda = ${idItemVenda})
      order by p.des_produto, p.id_produto`);
    const res = await get(s.tokens.gestor, '/produtos', { idItemVenda });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    expect(expected).toHaveLength(n);
    const all = await produtosSql(s.companyA);
    expect(all.length).toBeGreaterThan(expected.length);

    // Combined with a search: the item's products whose name matches.
    const word = fold(expected[0].desProduto.split(' ')[0]);
    const searched = await get(s.tokens.gestor, '/produtos', { idItemVenda, search: word.toUpperCase() });
    expect(searched.json()).toEqual(expected.filter((p) => fold(p.desProduto).includes(word)));

    // Another company's item: nothing.
    const [itemB] = await itensSql(s.companyB);
    expect((await get(s.tokens.gestor, '/produtos', { idItemVenda: itemB.idItemVenda })).json()).toEqual([]);
    expect((await get(s.tokens.gestor, '/produtos', { idItemVenda: 'x' })).statusCode).toBe(400);
  });

  it('searches by name ignoring case and accents', async () => {
    const all = await produtosSql(s.companyA);
    const accented = all.find((p) => fold(p.desProduto) !== p.desProduto.toLowerCase())!;
    const word = accented.desProduto.split(' ').find((w) => fold(w) !== w.toLowerCase())!;
    const res = await get(s.tokens.gestor, '/produtos', { search: fold(word).toUpperCase(), qtd: 200 });
    expect(res.json()).toEqual(all.filter((p) => fold(p.desProduto).includes(fold(word))));
    expect(res.json()).toContainEqual(accented);
  });
});

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    for (const path of ['/agrupamentos', '/itensVenda', '/produtos']) {
      const res = await s.t.app.inject({ method: 'GET', url: `${URL}${path}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('exception');
    }
  });
});

describe('GET /api/v1/dashLookups/satelites', () => {
  it("answers a report-only manager (gestor) the group's satellites, equal to SQL, and only the company's", async () => {
    const [grupo] = await rows<{ idGrupo: number }>(sql`
      select r.id_grupo as "idGrupo" from re_tb_unidades_satelite s
      join re_tb_restaurantes r on r.id_restaurante = s.id_restaurante and r.id_empresa = s.id_empresa
      where s.id_empresa = ${s.companyA} and r.id_grupo is not null
      group by r.id_grupo order by count(*) desc limit 1`);
    expect(grupo).toBeDefined();
    const expected = await rows<{ idSatelite: number }>(sql`
      select s.id_satelite as "idSatelite" from re_tb_unidades_satelite s
      join re_tb_restaurantes r on r.id_restaurante = s.id_restaurante and r.id_empresa = s.id_empresa
      where s.id_empresa = ${s.companyA} and r.id_grupo = ${grupo.idGrupo}
      order by s.cod_satelite, s.id_satelite`);
    const res = await get(s.tokens.gestor, '/satelites', { idGrupo: grupo.idGrupo });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { idSatelite: number }) => s.idSatelite)).toEqual(
      expected.map((s) => s.idSatelite),
    );
    expect(expected.length).toBeGreaterThan(0);

    const all = await get(s.tokens.gestor, '/satelites');
    const ofCompany = await rows<{ n: number }>(
      sql`select count(*)::int as n from re_tb_unidades_satelite where id_empresa = ${s.companyA}`,
    );
    expect(all.json()).toHaveLength(ofCompany[0].n);
    // Company B's admin never sees company A's satellites.
    const other = await get(s.tokens.adminB, '/satelites', { idGrupo: grupo.idGrupo });
    expect(other.json()).toEqual([]);
  });
});
