ALTER TABLE "re_tb_desp_resumo_dia" ADD COLUMN "qtd_lidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_rest_dia" ADD COLUMN "qtd_lidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_tip_dia" ADD COLUMN "qtd_lidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD COLUMN "tip_origem_peso" varchar(1) DEFAULT 'D' NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "tip_protocolo" varchar(10) DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "num_baud_rate" integer;--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "num_data_bits" smallint;--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "tip_paridade" varchar(4);--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "num_stop_bits" smallint;--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "des_padrao_continuo" varchar(200);--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "des_marca_estavel" varchar(20);--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "num_casas_decimais" smallint;--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD COLUMN "tip_unidade" varchar(3);--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_origem_peso_ck" CHECK ("re_tb_desperdicios_det"."tip_origem_peso" in ('L', 'D'));--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD CONSTRAINT "re_tb_cad_balancas_protocolo_ck" CHECK ("re_tb_cad_balancas"."tip_protocolo" in ('MANUAL', 'TOLEDO', 'FILIZOLA', 'URANO', 'CONTINUO', 'HID'));
--> statement-breakpoint
-- The rollups also count the weighings whose weight was read from the scale (tip_origem_peso 'L'): qtd_lidos
-- on the three levels and on the deltas. The delta triggers, the commit-time apply and the rebuild of 0013 are
-- replaced by the same functions carrying that count; every other figure is computed as before. Existing
-- weighings are all typed ('D'), so the rollups need no rebuild.
ALTER TABLE re_tb_desp_resumo_delta ADD COLUMN qtd_lidos integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION re_resumo_delta_apont_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos)
  SELECT n.id_empresa, n.dta_apontamento, n.id_restaurante, n.tip_desperdicio, coalesce(n.id_satelite, 0),
    coalesce(n.id_destino, 0), coalesce(n.id_item_venda, 0), coalesce(n.id_produto, 0),
    coalesce(n.id_agrupamento, 0), coalesce(n.id_insumo, 0),
    sum(n.qtd_liquido), coalesce(sum(c.vlr_custo), 0), count(*)::int,
    count(*) FILTER (WHERE n.tip_origem_peso = 'L')::int
  FROM re_resumo_apont_new n
  LEFT JOIN re_tb_desp_custos c ON c.id_apontamento = n.id_apontamento
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION re_resumo_delta_apont_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos)
  SELECT a.id_empresa, a.dta_apontamento, a.id_restaurante, a.tip_desperdicio, coalesce(a.id_satelite, 0),
    coalesce(a.id_destino, 0), coalesce(a.id_item_venda, 0), coalesce(a.id_produto, 0),
    coalesce(a.id_agrupamento, 0), coalesce(a.id_insumo, 0), sum(a.qtd_liquido * a.sinal),
    sum(coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = a.id_apontamento), 0)
      * a.sinal),
    sum(a.sinal)::int, sum(CASE WHEN a.tip_origem_peso = 'L' THEN a.sinal ELSE 0 END)::int
  FROM (
    (SELECT id_apontamento, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
       id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_liquido, tip_origem_peso, -1 AS sinal FROM re_resumo_apont_old
     EXCEPT ALL
     SELECT id_apontamento, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
       id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_liquido, tip_origem_peso, -1 FROM re_resumo_apont_new)
    UNION ALL
    (SELECT id_apontamento, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
       id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_liquido, tip_origem_peso, 1 FROM re_resumo_apont_new
     EXCEPT ALL
     SELECT id_apontamento, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
       id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_liquido, tip_origem_peso, 1 FROM re_resumo_apont_old)
  ) a
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(a.qtd_liquido * a.sinal) <> 0 OR sum(a.sinal) <> 0
    OR sum(CASE WHEN a.tip_origem_peso = 'L' THEN a.sinal ELSE 0 END) <> 0
    OR sum(coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = a.id_apontamento), 0)
      * a.sinal) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION re_resumo_delta_apont_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos)
  VALUES (OLD.id_empresa, OLD.dta_apontamento, OLD.id_restaurante, OLD.tip_desperdicio, coalesce(OLD.id_satelite, 0),
    coalesce(OLD.id_destino, 0), coalesce(OLD.id_item_venda, 0), coalesce(OLD.id_produto, 0),
    coalesce(OLD.id_agrupamento, 0), coalesce(OLD.id_insumo, 0), -OLD.qtd_liquido,
    -coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = OLD.id_apontamento), 0),
    -1, CASE WHEN OLD.tip_origem_peso = 'L' THEN -1 ELSE 0 END);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION re_resumo_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint := txid_current();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) THEN
    RETURN NULL;
  END IF;

  INSERT INTO re_tb_desp_resumo_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo,
    qtd_apontamentos, qtd_lidos)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, id_item_venda,
    id_produto, id_agrupamento, id_insumo, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos;
  DELETE FROM re_tb_desp_resumo_dia r
   USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
            id_item_venda, id_produto, id_agrupamento, id_insumo
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.dta_apontamento = k.dta_apontamento
     AND r.id_restaurante = k.id_restaurante AND r.tip_desperdicio = k.tip_desperdicio
     AND r.id_satelite = k.id_satelite AND r.id_destino = k.id_destino AND r.id_item_venda = k.id_item_venda
     AND r.id_produto = k.id_produto AND r.id_agrupamento = k.id_agrupamento AND r.id_insumo = k.id_insumo
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  INSERT INTO re_tb_desp_resumo_rest_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
    sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_rest_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos;
  DELETE FROM re_tb_desp_resumo_rest_dia r
   USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.dta_apontamento = k.dta_apontamento
     AND r.id_restaurante = k.id_restaurante AND r.tip_desperdicio = k.tip_desperdicio
     AND r.id_satelite = k.id_satelite AND r.id_destino = k.id_destino
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  INSERT INTO re_tb_desp_resumo_tip_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_tip_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos;
  DELETE FROM re_tb_desp_resumo_tip_dia r
   USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.dta_apontamento = k.dta_apontamento
     AND r.id_restaurante = k.id_restaurante AND r.tip_desperdicio = k.tip_desperdicio
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  DELETE FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION re_resumo_dia_rebuild(p_emp integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
BEGIN
  DELETE FROM re_tb_desp_resumo_delta WHERE id_tx = txid_current()
    AND (p_emp IS NULL OR id_empresa = p_emp);
  DELETE FROM re_tb_desp_resumo_dia WHERE p_emp IS NULL OR id_empresa = p_emp;
  DELETE FROM re_tb_desp_resumo_rest_dia WHERE p_emp IS NULL OR id_empresa = p_emp;
  DELETE FROM re_tb_desp_resumo_tip_dia WHERE p_emp IS NULL OR id_empresa = p_emp;
  INSERT INTO re_tb_desp_resumo_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, coalesce(d.id_satelite, 0),
    coalesce(d.id_destino, 0), coalesce(d.id_item_venda, 0), coalesce(d.id_produto, 0),
    coalesce(d.id_agrupamento, 0), coalesce(d.id_insumo, 0),
    sum(d.qtd_liquido), coalesce(sum(c.vlr_custo), 0), count(*)::int,
    count(*) FILTER (WHERE d.tip_origem_peso = 'L')::int
  FROM re_tb_desperdicios_det d
  LEFT JOIN re_tb_desp_custos c ON c.id_apontamento = d.id_apontamento
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  GET DIAGNOSTICS v_n = ROW_COUNT;
  INSERT INTO re_tb_desp_resumo_rest_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, d.id_satelite, d.id_destino,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int
  FROM re_tb_desp_resumo_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO re_tb_desp_resumo_tip_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int
  FROM re_tb_desp_resumo_rest_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4;
  RETURN v_n;
END
$$;
