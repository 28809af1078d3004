CREATE TABLE "re_tb_desp_resumo_tip_dia" (
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"tip_desperdicio" smallint NOT NULL,
	"dta_apontamento" date NOT NULL,
	"qtd_kg" numeric(16, 3) DEFAULT 0 NOT NULL,
	"vlr_custo" numeric(16, 2) DEFAULT 0 NOT NULL,
	"qtd_apontamentos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_desp_resumo_tip_dia_pk" PRIMARY KEY("id_empresa","id_restaurante","dta_apontamento","tip_desperdicio")
);
--> statement-breakpoint
-- Keep the TYPE daily rollup re_tb_desp_resumo_tip_dia (company, day, restaurant, type) in step with the
-- COARSE rollup re_tb_desp_resumo_rest_dia, exactly as migration 0007 keeps the coarse one from the fine one:
-- statement-level AFTER triggers with transition tables; each statement on the coarse rollup applies its net
-- deltas, grouped by the type keys, in one upsert, then deletes the touched rows whose count and kg reach 0.
-- The chain: appointments/costs → (row triggers, 0005) fine → (statement triggers, 0007) coarse → (these) type.
--
-- rebuildResumoDia sets the transaction-local setting re.resumo_rebuild = 'on' while it rebuilds the three
-- tables (each from the level below with its own GROUP BY), so these triggers skip the rebuild's statements.
CREATE OR REPLACE FUNCTION re_resumo_tip_dia_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('re.resumo_rebuild', true) = 'on' THEN
    RETURN NULL;
  END IF;
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO re_tb_desp_resumo_tip_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, qtd_kg, vlr_custo, qtd_apontamentos)
    SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
    FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, qtd_kg, vlr_custo, qtd_apontamentos FROM re_resumo_tip_new) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
    ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_tip_dia_pk DO UPDATE
      SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
          vlr_custo = r.vlr_custo + excluded.vlr_custo,
          qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
    DELETE FROM re_tb_desp_resumo_tip_dia c
     USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio FROM re_resumo_tip_new) d) k
     WHERE c.id_empresa = k.id_empresa AND c.dta_apontamento = k.dta_apontamento
       AND c.id_restaurante = k.id_restaurante AND c.tip_desperdicio = k.tip_desperdicio
       AND c.qtd_apontamentos <= 0 AND c.qtd_kg = 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO re_tb_desp_resumo_tip_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, qtd_kg, vlr_custo, qtd_apontamentos)
    SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
    FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, -qtd_kg AS qtd_kg, -vlr_custo AS vlr_custo, -qtd_apontamentos AS qtd_apontamentos FROM re_resumo_tip_old) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
    ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_tip_dia_pk DO UPDATE
      SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
          vlr_custo = r.vlr_custo + excluded.vlr_custo,
          qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
    DELETE FROM re_tb_desp_resumo_tip_dia c
     USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio FROM re_resumo_tip_old) d) k
     WHERE c.id_empresa = k.id_empresa AND c.dta_apontamento = k.dta_apontamento
       AND c.id_restaurante = k.id_restaurante AND c.tip_desperdicio = k.tip_desperdicio
       AND c.qtd_apontamentos <= 0 AND c.qtd_kg = 0;
  ELSE
    INSERT INTO re_tb_desp_resumo_tip_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, qtd_kg, vlr_custo, qtd_apontamentos)
    SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
    FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, qtd_kg, vlr_custo, qtd_apontamentos FROM re_resumo_tip_new UNION ALL SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, -qtd_kg AS qtd_kg, -vlr_custo AS vlr_custo, -qtd_apontamentos AS qtd_apontamentos FROM re_resumo_tip_old) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
    ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_tip_dia_pk DO UPDATE
      SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
          vlr_custo = r.vlr_custo + excluded.vlr_custo,
          qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
    DELETE FROM re_tb_desp_resumo_tip_dia c
     USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio FROM re_resumo_tip_new UNION SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio FROM re_resumo_tip_old) d) k
     WHERE c.id_empresa = k.id_empresa AND c.dta_apontamento = k.dta_apontamento
       AND c.id_restaurante = k.id_restaurante AND c.tip_desperdicio = k.tip_desperdicio
       AND c.qtd_apontamentos <= 0 AND c.qtd_kg = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER a_resumo_tip_dia_ins AFTER INSERT ON re_tb_desp_resumo_rest_dia
  REFERENCING NEW TABLE AS re_resumo_tip_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_tip_dia_apply();
--> statement-breakpoint
CREATE TRIGGER a_resumo_tip_dia_upd AFTER UPDATE ON re_tb_desp_resumo_rest_dia
  REFERENCING OLD TABLE AS re_resumo_tip_old NEW TABLE AS re_resumo_tip_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_tip_dia_apply();
--> statement-breakpoint
CREATE TRIGGER a_resumo_tip_dia_del AFTER DELETE ON re_tb_desp_resumo_rest_dia
  REFERENCING OLD TABLE AS re_resumo_tip_old
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_tip_dia_apply();
--> statement-breakpoint
-- Databases that already hold the coarse rollup: build the type one once.
INSERT INTO re_tb_desp_resumo_tip_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, qtd_kg,
  vlr_custo, qtd_apontamentos)
SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, sum(qtd_kg), sum(vlr_custo),
  sum(qtd_apontamentos)::int
FROM re_tb_desp_resumo_rest_dia
GROUP BY 1, 2, 3, 4;
