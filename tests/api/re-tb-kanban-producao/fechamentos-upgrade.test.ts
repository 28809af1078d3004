import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '@server/db/client';
import * as schema from '@server/db/schema/all';
import { kanbanFechamentosService } from '@server/modules/re-tb-kanban-producao/fechamentos';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, removeMigrationCopies } from '../rollup/helpers/migrations';

/**
 * An upgrade from the previous version's data: the closings logged before reopening existed (migration
 * 0038_fechamento_reaberto adds ind_reaberta) read after it as they were sent — a replay of each answers the same
 * closing, none of them a reopening — and the new column takes a reopening.
 */

afterAll(removeMigrationCopies);

describe('closings logged before the reopening existed', () => {
  it('read after the upgrade as they were sent, and a reopening can then be logged', async () => {
    const client = new PGlite();
    try {
      const db = drizzle({ client, schema, casing: 'snake_case' });
      await migrate(db as never, { migrationsFolder: migrationsUpTo('0037_refeicoes_instante', 'through') });
      const {
        rows: [{ id: emp }],
      } = await client.query<{ id: number }>(
        `insert into empresas (des_empresa) values ('Empresa anterior') returning id_empresa as id`,
      );
      const at = '2026-12-01T15:00:00.000Z';
      const old = [
        { uuid: randomUUID(), semSobra: true, hora: null, qtd: null },
        { uuid: randomUUID(), semSobra: false, hora: '13:40', qtd: 12.5 },
        { uuid: randomUUID(), semSobra: false, hora: null, qtd: 8 },
      ];
      for (const [i, c] of old.entries())
        await client.query(
          `insert into re_tb_kanban_fechamentos
             (id_empresa, id_local, id_kanban, ind_sem_sobra, hor_esgotado, qtd_produzida, dth_dispositivo)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [emp, c.uuid, 1000 + i, c.semSobra, c.hora, c.qtd, at],
        );

      await migrate(db as never, {
        migrationsFolder: migrationsUpTo('0038_fechamento_reaberto', 'through'),
      });
      const replay = await kanbanFechamentosService(db as unknown as Db).save(
        emp,
        0,
        old.map((c, i) => ({ uuidFechamento: c.uuid, idKanban: 1000 + i, dtaDispositivo: at })),
      );
      expect(replay.ok).toBe(true);
      if (!replay.ok) return;
      expect(
        replay.saved.map(({ tipo, horEsgotado, qtdProduzida }) => ({ tipo, horEsgotado, qtdProduzida })),
      ).toEqual([
        { tipo: 'semSobra', horEsgotado: null, qtdProduzida: null },
        { tipo: 'esgotado', horEsgotado: '13:40', qtdProduzida: 12.5 },
        { tipo: null, horEsgotado: null, qtdProduzida: 8 },
      ]);
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from re_tb_kanban_fechamentos where ind_reaberta',
      );
      expect(rows[0].n).toBe(0);
      // A reopening is logged; the new column's rule: it holds neither 'Sem sobra' nor a time it ran out.
      const reopen = randomUUID();
      await client.query(
        `insert into re_tb_kanban_fechamentos (id_empresa, id_local, id_kanban, ind_reaberta, dth_dispositivo)
         values ($1, $2, 1001, true, $3)`,
        [emp, reopen, at],
      );
      await expect(
        client.query(
          `insert into re_tb_kanban_fechamentos (id_empresa, id_local, id_kanban, ind_reaberta, ind_sem_sobra, dth_dispositivo)
           values ($1, $2, 1000, true, true, $3)`,
          [emp, randomUUID(), at],
        ),
      ).rejects.toThrow(/re_tb_kanban_fechamentos_reaberta_ck/);
    } finally {
      await client.close();
    }
  }, 120_000);
});
