import { MSG } from '@domain/messages';
import type { AceitarBody } from '@domain/schemas/producao-sugerida';
import { sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import type { AuthContext } from '../../core/request-context';
import { intArray } from '../../core/sql-arrays';
import { transaction } from '../../core/transaction';
import { type Db, rowsOf } from '../../db/client';
import { checkRestaurante } from './scope';

/**
 * Writes accepted quantities into the restaurant's kanban of the day, in one transaction: the line's plan before
 * its first accepted suggestion is kept (qtd_planejada_original), and each acceptance is recorded with the plan
 * it replaced, who accepted it and when. A line not of that kanban refuses the whole batch.
 */
export async function aceitar(db: Db, auth: AuthContext, idEmpresa: number, body: AceitarBody) {
  await checkRestaurante(db, auth, idEmpresa, body.idRestaurante);
  const ids = body.linhas.map((l) => l.idKanban);
  const qtds = body.linhas.map((l) => l.qtdPlanejada);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw invalid(MSG.producaoLinhaRepetida(repeated));
  return transaction(db, async (tx) => {
    const found = await rowsOf<{ id_kanban: number }>(
      tx,
      sql`select id_kanban from re_tb_kanban_producao
          where id_empresa = ${idEmpresa} and id_restaurante = ${body.idRestaurante}
            and dta_cardapio = ${body.dtaCardapio}::date and id_kanban = any(${intArray(ids)})
          order by id_kanban for update`,
    );
    const known = new Set(found.map((r) => Number(r.id_kanban)));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw invalid(MSG.producaoLinhaDesconhecida(missing));
    const values = sql`select * from unnest(${intArray(ids)}, ${`{${qtds.join(',')}}`}::numeric[]) as v(id, qtd)`;
    await tx.execute(
      sql`insert into re_tb_producao_aceites (id_empresa, id_kanban, qtd_planejada_anterior, qtd_aceita, id_usuario)
          select ${idEmpresa}, k.id_kanban, k.qtd_planejada, v.qtd, ${auth.idUsuario}
          from (${values}) v join re_tb_kanban_producao k on k.id_empresa = ${idEmpresa} and k.id_kanban = v.id`,
    );
    await tx.execute(
      sql`update re_tb_kanban_producao k
          set qtd_planejada_original = coalesce(k.qtd_planejada_original, k.qtd_planejada), qtd_planejada = v.qtd
          from (${values}) v where k.id_empresa = ${idEmpresa} and k.id_kanban = v.id`,
    );
    return { aceitas: ids.length };
  });
}
