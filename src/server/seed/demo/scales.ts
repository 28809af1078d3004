import { bulkInsert } from '../../core/bulk';
import {
  reTbBalancasUnidades,
  reTbCadBalancas,
  reTbRestBalancasUsuarios,
  reTbSatBalancas,
} from '../../db/schema/all';
import { USUARIOS } from '../demo-catalog';
import type { Company, DemoContext, Insert } from './context';

export async function scales(ctx: DemoContext) {
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
    const prefix = c === ctx.companies[0] ? 'TOL-PRIX' : 'FIL-ID';
    return `${prefix}-${String(20230 + c.scaleSerial * 7).padStart(6, '0')}`;
  };
  for (const r of ctx.restaurants) {
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
  for (const c of ctx.companies) {
    const first = ctx.restaurants.find((r) => r.company === c)!;
    defs.push({ idEmpresa: c.idEmpresa, idSerial: serial(c), desBalanca: 'Balança reserva 01' });
    defs.push({
      idEmpresa: c.idEmpresa,
      idSerial: serial(c),
      desBalanca: 'Balança reserva 02',
      unidade: { idRestaurante: first.idRestaurante, indInativo: 1 },
    });
  }
  const ids = await ctx.ids(reTbCadBalancas, reTbCadBalancas.idBal, defs.length);
  defs.forEach((d, i) => {
    d.assign?.(ids[i]);
  });
  await bulkInsert(
    ctx.db,
    reTbCadBalancas,
    defs.map((d, i) => ({
      idBal: ids[i],
      idEmpresa: d.idEmpresa,
      idSerial: d.idSerial,
      desBalanca: d.desBalanca,
    })),
  );
  await bulkInsert(
    ctx.db,
    reTbBalancasUnidades,
    defs.flatMap((d, i) => (d.unidade ? [{ idEmpresa: d.idEmpresa, idBal: ids[i], ...d.unidade }] : [])),
  );
  await bulkInsert(
    ctx.db,
    reTbSatBalancas,
    defs.flatMap((d, i) => (d.satelite ? [{ idEmpresa: d.idEmpresa, idBal: ids[i], ...d.satelite }] : [])),
  );

  const links: Insert<typeof reTbRestBalancasUsuarios>[] = [];
  for (const u of USUARIOS) {
    const idUsuario = ctx.users.get(u.usuario)!;
    for (const ri of u.cozinha ?? []) {
      const r = ctx.restaurants[ri];
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
  await bulkInsert(ctx.db, reTbRestBalancasUsuarios, links);
}
