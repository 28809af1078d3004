import { bulkInsert } from '../../core/bulk';
import {
  acessos,
  empresas,
  reTbGruposRestaurantes,
  reTbRestaurantes,
  reTbUnidadesSatelite,
  usuarios,
} from '../../db/schema/all';
import { EMPRESAS, GRUPOS, RESTAURANTES, USUARIOS } from '../demo-catalog';
import { instantAt } from '../prng';
import type { DemoContext, Insert } from './context';

export async function companiesAndUsers(ctx: DemoContext) {
  const ids = await ctx.ids(empresas, empresas.idEmpresa, EMPRESAS.length);
  await bulkInsert(
    ctx.db,
    empresas,
    EMPRESAS.map((desEmpresa, i) => ({ idEmpresa: ids[i], desEmpresa })),
  );
  for (const idEmpresa of ids) {
    ctx.companies.push({
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

  const userIds = await ctx.ids(usuarios, usuarios.idUsuario, USUARIOS.length);
  const created = new Date(instantAt(ctx.day(-120), 9 * 60));
  await bulkInsert(
    ctx.db,
    usuarios,
    USUARIOS.map((u, i) => ({
      idUsuario: userIds[i],
      desUsuario: u.usuario,
      desPessoa: u.pessoa,
      desEmail: u.email,
      desSenha: ctx.hash,
      dtaCriacao: created,
      dtaAlteracao: created,
    })),
  );
  USUARIOS.forEach((u, i) => {
    ctx.users.set(u.usuario, userIds[i]);
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
  await bulkInsert(ctx.db, acessos, rows);
}

export async function restaurantsAndSatellites(ctx: DemoContext) {
  ctx.grupos = await ctx.ids(reTbGruposRestaurantes, reTbGruposRestaurantes.idGrupo, GRUPOS.length);
  await bulkInsert(
    ctx.db,
    reTbGruposRestaurantes,
    GRUPOS.map(([e, desGrupo], i) => ({
      idGrupo: ctx.grupos[i],
      idEmpresa: ctx.companies[e].idEmpresa,
      desGrupo,
    })),
  );

  const ids = await ctx.ids(reTbRestaurantes, reTbRestaurantes.idRestaurante, RESTAURANTES.length);
  ctx.restaurants = RESTAURANTES.map((def, index) => ({
    index,
    def,
    idRestaurante: ids[index],
    idEmpresa: ctx.companies[def.empresa].idEmpresa,
    company: ctx.companies[def.empresa],
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
    satelliteMeals: new Map(),
  }));
  await bulkInsert(
    ctx.db,
    reTbRestaurantes,
    ctx.restaurants.map((r) => ({
      idRestaurante: r.idRestaurante,
      idEmpresa: r.idEmpresa,
      desRestaurante: r.def.nome,
      idGrupo: ctx.grupos[r.def.grupo],
      indInativo: 0,
    })),
  );

  const sats = ctx.restaurants.flatMap((r) => r.def.satelites.map((def) => ({ r, def })));
  const satIds = await ctx.ids(reTbUnidadesSatelite, reTbUnidadesSatelite.idSatelite, sats.length);
  sats.forEach(({ r, def }, i) => {
    r.satellites.push({ def, idSatelite: satIds[i], idBal: 0 });
  });
  await bulkInsert(
    ctx.db,
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
