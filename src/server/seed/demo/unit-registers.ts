import { bulkInsert } from '../../core/bulk';
import {
  reTbAprovadores,
  reTbDesperdiciosRest,
  reTbDestDesperdicios,
  reTbRecipientesPesos,
} from '../../db/schema/all';
import { DESTINOS_POR_TIPO, RECIPIENTES, USUARIOS } from '../demo-catalog';
import { round } from '../prng';
import type { DemoContext, Insert } from './context';

export async function unitRegisters(ctx: DemoContext) {
  const pesos: Insert<typeof reTbRecipientesPesos>[] = [];
  const destDesp: Insert<typeof reTbDestDesperdicios>[] = [];
  const restDesp: Insert<typeof reTbDesperdiciosRest>[] = [];
  for (const r of ctx.restaurants) {
    const small = r.def.refeicoes < 300;
    for (const [nome, tare] of RECIPIENTES) {
      if (small && (nome === 'Lixeira 50 L' || nome === 'Caixa plástica 30 L')) continue;
      const peso = round(tare * ctx.rng.float(0.96, 1.04), 3);
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
  await bulkInsert(ctx.db, reTbRecipientesPesos, pesos);
  await bulkInsert(ctx.db, reTbDestDesperdicios, destDesp);
  await bulkInsert(ctx.db, reTbDesperdiciosRest, restDesp);
}

export async function approvalRights(ctx: DemoContext) {
  const rows: Insert<typeof reTbAprovadores>[] = [];
  for (const u of USUARIOS) {
    if (!u.aprova) continue;
    const idUsuario = ctx.users.get(u.usuario)!;
    const units = u.aprova === 'all' ? ctx.restaurants : u.aprova.map((i) => ctx.restaurants[i]);
    for (const r of units) {
      r.approvers.push(idUsuario);
      rows.push({ idEmpresa: r.idEmpresa, idUsuario, idRestaurante: r.idRestaurante });
    }
  }
  await bulkInsert(ctx.db, reTbAprovadores, rows);
}
