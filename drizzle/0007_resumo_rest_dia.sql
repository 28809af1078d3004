-- Issue 7: keep the COARSE daily rollup re_tb_desp_resumo_rest_dia (company, day, restaurant, type, satellite,
-- destination) in step with the fine rollup re_tb_desp_resumo_dia, whatever writes the fine one (its row
-- triggers on the appointments and cost rows, a rebuild). Statement-level AFTER triggers with transition
-- tables: each statement on the fine rollup applies its net deltas, grouped by the coarse keys, in one upsert,
-- then deletes the touched coarse rows whose count and kg reach 0.
--
-- rebuildResumoDia sets the transaction-local setting re.resumo_rebuild = 'on' while it rebuilds both tables
-- (the coarse one with its own GROUP BY), so these triggers skip the rebuild's statements.

CREATE OR REPLACE FUNCTION re_resumo_rest_dia_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('re.resumo_rebuild', true) = 'on' THEN
    RETURN NULL;
  END IF;
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO re_tb_desp_resumo_rest_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, qtd_kg, vlr_custo,
      qtd_apontamentos)
    SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
    FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos FROM re_resumo_new) d
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
    ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_rest_dia_pk DO UPDATE
      SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
          vlr_custo = r.vlr_custo + excluded.vlr_custo,
          qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
    DELETE FROM re_tb_desp_resumo_rest_dia c
     USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino FROM re_resumo_new) d) k
     WHERE c.id_empresa = k.id_empresa AND c.dta_apontamento = k.dta_apontamento
       AND c.id_restaurante = k.id_restaurante AND c.tip_desperdicio = k.tip_desperdicio
       AND c.id_satelite = k.id_satelite AND c.id_destino = k.id_destino
       AND c.qtd_apontamentos <= 0 AND c.qtd_kg = 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO re_tb_desp_resumo_rest_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, qtd_kg, vlr_custo,
      qtd_apontamentos)
    SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
    FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, -qtd_kg AS qtd_kg, -vlr_custo AS vlr_custo, -qtd_apontamentos AS qtd_apontamentos FROM re_resumo_old) d
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
    ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_rest_dia_pk DO UPDATE
      SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
          vlr_custo = r.vlr_custo + excluded.vlr_custo,
          qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
    DELETE FROM re_tb_desp_resumo_rest_dia c
     USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino FROM re_resumo_old) d) k
     WHERE c.id_empresa = k.id_empresa AND c.dta_apontamento = k.dta_apontamento
       AND c.id_restaurante = k.id_restaurante AND c.tip_desperdicio = k.tip_desperdicio
       AND c.id_satelite = k.id_satelite AND c.id_destino = k.id_destino
       AND c.qtd_apontamentos <= 0 AND c.qtd_kg = 0;
  ELSE
    INSERT INTO re_tb_desp_resumo_rest_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, qtd_kg, vlr_custo,
      qtd_apontamentos)
    SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
    FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos FROM re_resumo_new UNION ALL SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, -qtd_kg AS qtd_kg, -vlr_custo AS vlr_custo, -qtd_apontamentos AS qtd_apontamentos FROM re_resumo_old) d
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
    ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_rest_dia_pk DO UPDATE
      SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
          vlr_custo = r.vlr_custo + excluded.vlr_custo,
          qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
    DELETE FROM re_tb_desp_resumo_rest_dia c
     USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino FROM re_resumo_new UNION SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino FROM re_resumo_old) d) k
     WHERE c.id_empresa = k.id_empresa AND c.dta_apontamento = k.dta_apontamento
       AND c.id_restaurante = k.id_restaurante AND c.tip_desperdicio = k.tip_desperdicio
       AND c.id_satelite = k.id_satelite AND c.id_destino = k.id_destino
       AND c.qtd_apontamentos <= 0 AND c.qtd_kg = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER a_resumo_rest_dia_ins AFTER INSERT ON re_tb_desp_resumo_dia
  REFERENCING NEW TABLE AS re_resumo_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_rest_dia_apply();
--> statement-breakpoint
CREATE TRIGGER a_resumo_rest_dia_upd AFTER UPDATE ON re_tb_desp_resumo_dia
  REFERENCING OLD TABLE AS re_resumo_old NEW TABLE AS re_resumo_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_rest_dia_apply();
--> statement-breakpoint
CREATE TRIGGER a_resumo_rest_dia_del AFTER DELETE ON re_tb_desp_resumo_dia
  REFERENCING OLD TABLE AS re_resumo_old
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_rest_dia_apply();
--> statement-breakpoint
-- Databases that already hold the fine rollup: build the coarse one once.
DELETE FROM re_tb_desp_resumo_rest_dia;
--> statement-breakpoint
INSERT INTO re_tb_desp_resumo_rest_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
  id_destino, qtd_kg, vlr_custo, qtd_apontamentos)
SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
  sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
FROM re_tb_desp_resumo_dia
GROUP BY 1, 2, 3, 4, 5, 6;
