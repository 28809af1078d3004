import { type Db, rowsOf } from '@server/db/client';
import { sql } from 'drizzle-orm';

/** The company's group with the most restaurants (the dashboards' tests read one group). */
export async function largestGroup(db: Db, idEmpresa: number): Promise<number> {
  const [g] = await rowsOf<{ id_grupo: number }>(
    db,
    sql`select g.id_grupo from re_tb_grupos_restaurantes g
      join re_tb_restaurantes r on r.id_grupo = g.id_grupo and r.id_empresa = g.id_empresa
      where g.id_empresa = ${idEmpresa}
      group by g.id_grupo order by count(*) desc, g.id_grupo limit 1`,
  );
  return Number(g.id_grupo);
}

export interface UnitSums {
  id: number;
  /** 'id - name', as the dashboards label a unit. */
  label: string;
  kg: number;
  custo: number;
  refeicoes: number;
}
export interface RestaurantSums extends UnitSums {
  desRestaurante: string;
}

/** Independent: per restaurant of the group, straight from the appointments, their costs and the meals. */
export async function restaurantSums(
  db: Db,
  idEmpresa: number,
  idGrupo: number,
  ini: string,
  fim: string,
): Promise<Map<number, RestaurantSums>> {
  const list = await rowsOf<RestaurantSums>(
    db,
    sql`select r.id_restaurante as id, r.des_restaurante as "desRestaurante",
      r.id_restaurante || ' - ' || r.des_restaurante as label,
      coalesce((select sum(d.qtd_liquido) from re_tb_desperdicios_det d
        where d.id_empresa = r.id_empresa and d.id_restaurante = r.id_restaurante
          and d.dta_apontamento between ${ini}::date and ${fim}::date), 0)::float8 as kg,
      coalesce((select sum(c.vlr_custo) from re_tb_desperdicios_det d
        join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
        where d.id_empresa = r.id_empresa and d.id_restaurante = r.id_restaurante
          and d.dta_apontamento between ${ini}::date and ${fim}::date), 0)::float8 as custo,
      coalesce((select sum(m.qtd_refeicoes) from re_tb_refeicoes m
        where m.id_empresa = r.id_empresa and m.id_restaurante = r.id_restaurante
          and m.dta_refeicao between ${ini}::date and ${fim}::date), 0)::float8 as refeicoes
    from re_tb_restaurantes r where r.id_empresa = ${idEmpresa} and r.id_grupo = ${idGrupo}`,
  );
  return new Map(list.map((r) => [Number(r.id), r]));
}
