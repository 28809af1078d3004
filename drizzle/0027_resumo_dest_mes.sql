CREATE TABLE "re_tb_desp_resumo_dest_mes" (
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"dta_mes" date NOT NULL,
	"tip_desperdicio" smallint NOT NULL,
	"id_destino" integer DEFAULT 0 NOT NULL,
	"qtd_kg" numeric(16, 3) DEFAULT 0 NOT NULL,
	"vlr_custo" numeric(16, 2) DEFAULT 0 NOT NULL,
	"qtd_apontamentos" integer DEFAULT 0 NOT NULL,
	"qtd_lidos" integer DEFAULT 0 NOT NULL,
	"qtd_co2e" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_desp_resumo_dest_mes_pk" PRIMARY KEY("id_empresa","id_restaurante","dta_mes","tip_desperdicio","id_destino")
);
--> statement-breakpoint
-- The monthly DESTINATION rollup: the coarse rollup summed per restaurant, month, type and destination, without
-- the satellite (re_tb_desp_resumo_dest_mes; a few thousand rows a year where the coarse rollup has some eighty
-- thousand). The Destinos dashboard's share per destination reads it for the whole months of a period and the
-- coarse daily rollup for the days of the partial months at its edges, as the monthly item rollup (0026) is read.
--
-- One more level of the mechanism drizzle/0024_rollup.sql describes, nothing more: re_resumo_apply folds the
-- transaction's deltas into it at commit after the six levels it had (level, then key: still one global lock
-- order), and re_resumo_dia_rebuild rebuilds it after the others, from the coarse rollup. Every source of deltas
-- therefore reaches it unchanged. The two functions are restated whole below.
--> statement-breakpoint
-- Once, for an existing database: from the coarse rollup.
INSERT INTO re_tb_desp_resumo_dest_mes (id_empresa, id_restaurante, dta_mes, tip_desperdicio, id_destino, qtd_kg,
  vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
SELECT d.id_empresa, d.id_restaurante, date_trunc('month', d.dta_apontamento)::date, d.tip_desperdicio, d.id_destino,
  sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int, sum(d.qtd_co2e)
FROM re_tb_desp_resumo_rest_dia d
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- At commit, once per transaction: as in 0026, then the monthly destination rollup last.
CREATE OR REPLACE FUNCTION re_resumo_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint := txid_current();
  v_upto bigint;
BEGIN
  IF NEW.id_seq <= coalesce(nullif(current_setting('re.resumo_aplicado_ate', true), '')::bigint, 0) THEN
    RETURN NULL;
  END IF;
  SELECT max(id_seq) INTO v_upto FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx;
  IF v_upto IS NULL THEN
    RETURN NULL;
  END IF;

  INSERT INTO re_tb_desp_resumo_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo,
    qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, id_item_venda,
    id_produto, id_agrupamento, id_insumo, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int,
    sum(qtd_co2e)
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
    OR sum(qtd_co2e) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos,
        qtd_co2e = r.qtd_co2e + excluded.qtd_co2e;
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
    id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
    sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int, sum(qtd_co2e)
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
    OR sum(qtd_co2e) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_rest_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos,
        qtd_co2e = r.qtd_co2e + excluded.qtd_co2e;
  DELETE FROM re_tb_desp_resumo_rest_dia r
   USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.dta_apontamento = k.dta_apontamento
     AND r.id_restaurante = k.id_restaurante AND r.tip_desperdicio = k.tip_desperdicio
     AND r.id_satelite = k.id_satelite AND r.id_destino = k.id_destino
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  INSERT INTO re_tb_desp_resumo_tip_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int, sum(qtd_co2e)
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
    OR sum(qtd_co2e) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_tip_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos,
        qtd_co2e = r.qtd_co2e + excluded.qtd_co2e;
  DELETE FROM re_tb_desp_resumo_tip_dia r
   USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.dta_apontamento = k.dta_apontamento
     AND r.id_restaurante = k.id_restaurante AND r.tip_desperdicio = k.tip_desperdicio
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  INSERT INTO re_tb_desp_resumo_classe_dia AS r (id_empresa, id_restaurante, dta_apontamento, tip_desperdicio,
    id_item_venda, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT id_empresa, id_restaurante, dta_apontamento, tip_desperdicio, id_item_venda, id_insumo,
    sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int, sum(qtd_co2e)
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
    OR sum(qtd_co2e) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_classe_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos,
        qtd_co2e = r.qtd_co2e + excluded.qtd_co2e;
  DELETE FROM re_tb_desp_resumo_classe_dia r
   USING (SELECT DISTINCT id_empresa, id_restaurante, dta_apontamento, tip_desperdicio, id_item_venda, id_insumo
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.id_restaurante = k.id_restaurante
     AND r.dta_apontamento = k.dta_apontamento AND r.tip_desperdicio = k.tip_desperdicio
     AND r.id_item_venda = k.id_item_venda AND r.id_insumo = k.id_insumo
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  INSERT INTO re_tb_desp_resumo_classe_mes AS r (id_empresa, id_restaurante, dta_mes, tip_desperdicio,
    id_item_venda, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT id_empresa, id_restaurante, date_trunc('month', dta_apontamento)::date, tip_desperdicio, id_item_venda,
    id_insumo, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int, sum(qtd_co2e)
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
    OR sum(qtd_co2e) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_classe_mes_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos,
        qtd_co2e = r.qtd_co2e + excluded.qtd_co2e;
  DELETE FROM re_tb_desp_resumo_classe_mes r
   USING (SELECT DISTINCT id_empresa, id_restaurante, date_trunc('month', dta_apontamento)::date AS dta_mes,
            tip_desperdicio, id_item_venda, id_insumo
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.id_restaurante = k.id_restaurante AND r.dta_mes = k.dta_mes
     AND r.tip_desperdicio = k.tip_desperdicio AND r.id_item_venda = k.id_item_venda
     AND r.id_insumo = k.id_insumo
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  INSERT INTO re_tb_desp_resumo_item_mes AS r (id_empresa, id_restaurante, dta_mes, tip_desperdicio, id_satelite,
    id_item_venda, id_produto, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT id_empresa, id_restaurante, date_trunc('month', dta_apontamento)::date, tip_desperdicio, id_satelite,
    id_item_venda, id_produto, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int,
    sum(qtd_co2e)
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
    OR sum(qtd_co2e) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_item_mes_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos,
        qtd_co2e = r.qtd_co2e + excluded.qtd_co2e;
  DELETE FROM re_tb_desp_resumo_item_mes r
   USING (SELECT DISTINCT id_empresa, id_restaurante, date_trunc('month', dta_apontamento)::date AS dta_mes,
            tip_desperdicio, id_satelite, id_item_venda, id_produto
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.id_restaurante = k.id_restaurante AND r.dta_mes = k.dta_mes
     AND r.tip_desperdicio = k.tip_desperdicio AND r.id_satelite = k.id_satelite
     AND r.id_item_venda = k.id_item_venda AND r.id_produto = k.id_produto
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  INSERT INTO re_tb_desp_resumo_dest_mes AS r (id_empresa, id_restaurante, dta_mes, tip_desperdicio, id_destino,
    qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT id_empresa, id_restaurante, date_trunc('month', dta_apontamento)::date, tip_desperdicio, id_destino,
    sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int, sum(qtd_lidos)::int, sum(qtd_co2e)
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0 OR sum(qtd_lidos) <> 0
    OR sum(qtd_co2e) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_dest_mes_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos,
        qtd_lidos = r.qtd_lidos + excluded.qtd_lidos,
        qtd_co2e = r.qtd_co2e + excluded.qtd_co2e;
  DELETE FROM re_tb_desp_resumo_dest_mes r
   USING (SELECT DISTINCT id_empresa, id_restaurante, date_trunc('month', dta_apontamento)::date AS dta_mes,
            tip_desperdicio, id_destino
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.id_restaurante = k.id_restaurante AND r.dta_mes = k.dta_mes
     AND r.tip_desperdicio = k.tip_desperdicio AND r.id_destino = k.id_destino
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  DELETE FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx AND id_seq <= v_upto;
  PERFORM set_config('re.resumo_aplicado_ate', v_upto::text, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The rebuild (bulk loads, repairs): the seven levels of one company (all when p_emp is null) recomputed from the
-- appointments, their cost rows and their destinations' factors; the transaction's pending deltas are discarded.
-- Returns the number of fine rows.
CREATE OR REPLACE FUNCTION re_resumo_dia_rebuild(p_emp integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
BEGIN
  DELETE FROM re_tb_desp_resumo_delta WHERE id_tx = txid_current()
    AND (p_emp IS NULL OR id_empresa = p_emp);
  DELETE FROM re_tb_desp_resumo_dia WHERE p_emp IS NULL OR id_empresa = p_emp;
  DELETE FROM re_tb_desp_resumo_rest_dia WHERE p_emp IS NULL OR id_empresa = p_emp;
  DELETE FROM re_tb_desp_resumo_tip_dia WHERE p_emp IS NULL OR id_empresa = p_emp;
  DELETE FROM re_tb_desp_resumo_classe_dia WHERE p_emp IS NULL OR id_empresa = p_emp;
  DELETE FROM re_tb_desp_resumo_classe_mes WHERE p_emp IS NULL OR id_empresa = p_emp;
  DELETE FROM re_tb_desp_resumo_item_mes WHERE p_emp IS NULL OR id_empresa = p_emp;
  DELETE FROM re_tb_desp_resumo_dest_mes WHERE p_emp IS NULL OR id_empresa = p_emp;
  INSERT INTO re_tb_desp_resumo_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos,
    qtd_co2e)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, coalesce(d.id_satelite, 0),
    coalesce(d.id_destino, 0), coalesce(d.id_item_venda, 0), coalesce(d.id_produto, 0),
    coalesce(d.id_agrupamento, 0), coalesce(d.id_insumo, 0),
    sum(d.qtd_liquido), coalesce(sum(c.vlr_custo), 0), count(*)::int,
    count(*) FILTER (WHERE d.tip_origem_peso = 'L')::int,
    sum(d.qtd_liquido * coalesce(f.fator_co2e, 0))
  FROM re_tb_desperdicios_det d
  LEFT JOIN re_tb_desp_custos c ON c.id_apontamento = d.id_apontamento
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = d.id_empresa AND f.id_destino = d.id_destino
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  GET DIAGNOSTICS v_n = ROW_COUNT;
  INSERT INTO re_tb_desp_resumo_rest_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, d.id_satelite, d.id_destino,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int, sum(d.qtd_co2e)
  FROM re_tb_desp_resumo_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO re_tb_desp_resumo_tip_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int, sum(d.qtd_co2e)
  FROM re_tb_desp_resumo_rest_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4;
  INSERT INTO re_tb_desp_resumo_classe_dia (id_empresa, id_restaurante, dta_apontamento, tip_desperdicio,
    id_item_venda, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT d.id_empresa, d.id_restaurante, d.dta_apontamento, d.tip_desperdicio, d.id_item_venda, d.id_insumo,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int, sum(d.qtd_co2e)
  FROM re_tb_desp_resumo_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO re_tb_desp_resumo_classe_mes (id_empresa, id_restaurante, dta_mes, tip_desperdicio, id_item_venda,
    id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT d.id_empresa, d.id_restaurante, date_trunc('month', d.dta_apontamento)::date, d.tip_desperdicio,
    d.id_item_venda, d.id_insumo,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int, sum(d.qtd_co2e)
  FROM re_tb_desp_resumo_classe_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO re_tb_desp_resumo_item_mes (id_empresa, id_restaurante, dta_mes, tip_desperdicio, id_satelite,
    id_item_venda, id_produto, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT d.id_empresa, d.id_restaurante, date_trunc('month', d.dta_apontamento)::date, d.tip_desperdicio,
    d.id_satelite, d.id_item_venda, d.id_produto,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int, sum(d.qtd_co2e)
  FROM re_tb_desp_resumo_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  INSERT INTO re_tb_desp_resumo_dest_mes (id_empresa, id_restaurante, dta_mes, tip_desperdicio, id_destino,
    qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e)
  SELECT d.id_empresa, d.id_restaurante, date_trunc('month', d.dta_apontamento)::date, d.tip_desperdicio,
    d.id_destino,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int, sum(d.qtd_lidos)::int, sum(d.qtd_co2e)
  FROM re_tb_desp_resumo_rest_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5;
  RETURN v_n;
END
$$;
