-- THE ROLLUP, IN ONE PLACE. Every function and trigger that keeps the three daily rollups is defined here, as it
-- stands; earlier migrations built it up step by step (0003 tables, 0005/0007/0010 the first triggers, 0012 net
-- weight, 0013 deltas applied at commit, 0019 read weighings, 0022 CO2e), and this one replaces their definitions
-- with the same ones, so that a reader finds the whole mechanism here. A later change of the rollup restates the
-- functions it changes in a new migration, as usual, and the rollup module (src/server/modules/rollup) is the only
-- server code that names these tables.
--
-- The three daily rollups: fine re_tb_desp_resumo_dia (restaurant, day, type, satellite, destination, sale item,
-- product, grouping, input), coarse re_tb_desp_resumo_rest_dia (restaurant, day, type, satellite, destination) and
-- type re_tb_desp_resumo_tip_dia (restaurant, day, type). Each carries net kg, cost, weighings, weighings read
-- from a scale and kg CO2e.
--
-- How they are kept: writes only append their deltas to re_tb_desp_resumo_delta (an append-only, unlogged table
-- nobody updates, so no shared row is locked while a batch is written), and a deferred constraint trigger applies
-- them at COMMIT, once per transaction, in key order. Every transaction thus takes the rollup rows' locks in one
-- global order (level, then key), and only during its commit: tablets syncing together never deadlock.
--
-- Sources of deltas:
--   * appointments, INSERT and UPDATE: statement triggers with transition tables;
--   * appointments, DELETE: a BEFORE DELETE row trigger (it still sees the cost row that the cascade removes);
--   * cost rows, INSERT/UPDATE/DELETE: a statement trigger joining the appointment for its keys;
--   * a destination's emission factor edited: re_resumo_co2e_recalc writes the deltas that bring its history's
--     CO2e to the new factor, in the edit's transaction (idempotent: rows already right get none).
--> statement-breakpoint
-- Appointments inserted (one statement): their deltas, +net kg, +1 weighing, +read, +CO2e at their destination's
-- factor. The destinations read are locked FOR SHARE in id order first, so a factor edit waits for this
-- transaction and the deltas carry the factor the commit will keep.
CREATE OR REPLACE FUNCTION re_resumo_delta_apont_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count(*) FROM (
    SELECT 1 FROM re_tb_dest_residuos f
     WHERE f.id_destino IN (SELECT n.id_destino FROM re_resumo_apont_new n WHERE n.id_destino IS NOT NULL)
     ORDER BY f.id_destino FOR SHARE) k;
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos,
    qtd_co2e)
  SELECT n.id_empresa, n.dta_apontamento, n.id_restaurante, n.tip_desperdicio, coalesce(n.id_satelite, 0),
    coalesce(n.id_destino, 0), coalesce(n.id_item_venda, 0), coalesce(n.id_produto, 0),
    coalesce(n.id_agrupamento, 0), coalesce(n.id_insumo, 0),
    sum(n.qtd_liquido), coalesce(sum(c.vlr_custo), 0), count(*)::int,
    count(*) FILTER (WHERE n.tip_origem_peso = 'L')::int,
    sum(n.qtd_liquido * coalesce(f.fator_co2e, 0))
  FROM re_resumo_apont_new n
  LEFT JOIN re_tb_desp_custos c ON c.id_apontamento = n.id_apontamento
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = n.id_empresa AND f.id_destino = n.id_destino
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Appointments updated (one statement): −old and +new for every changed row (unchanged rows cancel out).
CREATE OR REPLACE FUNCTION re_resumo_delta_apont_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count(*) FROM (
    SELECT 1 FROM re_tb_dest_residuos f
     WHERE f.id_destino IN (SELECT o.id_destino FROM re_resumo_apont_old o WHERE o.id_destino IS NOT NULL
                            UNION SELECT n.id_destino FROM re_resumo_apont_new n WHERE n.id_destino IS NOT NULL)
     ORDER BY f.id_destino FOR SHARE) k;
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos,
    qtd_co2e)
  SELECT a.id_empresa, a.dta_apontamento, a.id_restaurante, a.tip_desperdicio, coalesce(a.id_satelite, 0),
    coalesce(a.id_destino, 0), coalesce(a.id_item_venda, 0), coalesce(a.id_produto, 0),
    coalesce(a.id_agrupamento, 0), coalesce(a.id_insumo, 0), sum(a.qtd_liquido * a.sinal),
    sum(coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = a.id_apontamento), 0)
      * a.sinal),
    sum(a.sinal)::int, sum(CASE WHEN a.tip_origem_peso = 'L' THEN a.sinal ELSE 0 END)::int,
    sum(a.qtd_liquido * a.sinal * coalesce(f.fator_co2e, 0))
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
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = a.id_empresa AND f.id_destino = a.id_destino
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(a.qtd_liquido * a.sinal) <> 0 OR sum(a.sinal) <> 0
    OR sum(CASE WHEN a.tip_origem_peso = 'L' THEN a.sinal ELSE 0 END) <> 0
    OR sum(coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = a.id_apontamento), 0)
      * a.sinal) <> 0
    OR sum(a.qtd_liquido * a.sinal * coalesce(f.fator_co2e, 0)) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An appointment deleted: BEFORE DELETE, so it still sees the cost row the FK cascade removes, and subtracts
-- kg, count, read, cost and CO2e.
CREATE OR REPLACE FUNCTION re_resumo_delta_apont_del() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_fator numeric;
BEGIN
  IF OLD.id_destino IS NOT NULL THEN
    SELECT f.fator_co2e INTO v_fator FROM re_tb_dest_residuos f
     WHERE f.id_empresa = OLD.id_empresa AND f.id_destino = OLD.id_destino FOR SHARE;
  END IF;
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos,
    qtd_co2e)
  VALUES (OLD.id_empresa, OLD.dta_apontamento, OLD.id_restaurante, OLD.tip_desperdicio, coalesce(OLD.id_satelite, 0),
    coalesce(OLD.id_destino, 0), coalesce(OLD.id_item_venda, 0), coalesce(OLD.id_produto, 0),
    coalesce(OLD.id_agrupamento, 0), coalesce(OLD.id_insumo, 0), -OLD.qtd_liquido,
    -coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = OLD.id_apontamento), 0),
    -1, CASE WHEN OLD.tip_origem_peso = 'L' THEN -1 ELSE 0 END, -OLD.qtd_liquido * coalesce(v_fator, 0));
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- Cost rows written: the change of cost, on their appointment's keys. A cost row whose appointment is gone
-- (the cascade of its delete) finds no appointment: that delete has already subtracted it.
CREATE OR REPLACE FUNCTION re_resumo_delta_custo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
      id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo,
      qtd_apontamentos)
    SELECT a.id_empresa, a.dta_apontamento, a.id_restaurante, a.tip_desperdicio, coalesce(a.id_satelite, 0),
      coalesce(a.id_destino, 0), coalesce(a.id_item_venda, 0), coalesce(a.id_produto, 0),
      coalesce(a.id_agrupamento, 0), coalesce(a.id_insumo, 0), 0, sum(c.vlr_custo), 0
    FROM re_resumo_custo_new c
    JOIN re_tb_desperdicios_det a ON a.id_apontamento = c.id_apontamento
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(c.vlr_custo) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
      id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo,
      qtd_apontamentos)
    SELECT a.id_empresa, a.dta_apontamento, a.id_restaurante, a.tip_desperdicio, coalesce(a.id_satelite, 0),
      coalesce(a.id_destino, 0), coalesce(a.id_item_venda, 0), coalesce(a.id_produto, 0),
      coalesce(a.id_agrupamento, 0), coalesce(a.id_insumo, 0), 0, -sum(c.vlr_custo), 0
    FROM re_resumo_custo_old c
    JOIN re_tb_desperdicios_det a ON a.id_apontamento = c.id_apontamento
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(c.vlr_custo) <> 0;
  ELSE
    INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
      id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo,
      qtd_apontamentos)
    SELECT a.id_empresa, a.dta_apontamento, a.id_restaurante, a.tip_desperdicio, coalesce(a.id_satelite, 0),
      coalesce(a.id_destino, 0), coalesce(a.id_item_venda, 0), coalesce(a.id_produto, 0),
      coalesce(a.id_agrupamento, 0), coalesce(a.id_insumo, 0), 0, sum(c.vlr_custo), 0
    FROM (
      SELECT id_apontamento, vlr_custo FROM re_resumo_custo_new
      UNION ALL
      SELECT id_apontamento, -vlr_custo FROM re_resumo_custo_old
    ) c
    JOIN re_tb_desperdicios_det a ON a.id_apontamento = c.id_apontamento
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(c.vlr_custo) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- At commit, once per transaction: the transaction's deltas summed per key and upserted into the fine, then the
-- coarse, then the type rollup, each in one statement sorted by its key (one global lock order: no deadlock);
-- rows that reach zero are deleted. Each delta has a rising number (id_seq): the apply records in a
-- transaction-local setting the highest one it consumed, so the other firings of this row-level constraint
-- trigger return at once (a factor change writes tens of thousands of deltas in one transaction).
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

  DELETE FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx AND id_seq <= v_upto;
  PERFORM set_config('re.resumo_aplicado_ate', v_upto::text, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The rebuild (bulk loads, repairs): the three levels of one company (all when p_emp is null) recomputed from the
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
  RETURN v_n;
END
$$;
--> statement-breakpoint
-- A factor (or kind) change carried into the history: for the company's destination p_dest (every destination
-- of the company when null), after locking them in id order, one delta per fine rollup row whose qtd_co2e (with
-- the deltas its own transaction has not applied yet) is not net kg × the current factor. Applied at commit by
-- re_resumo_apply, like any other delta. Returns how many fine rows it corrects (0 on a second run).
CREATE OR REPLACE FUNCTION re_resumo_co2e_recalc(p_emp integer, p_dest integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
  v_tx bigint := txid_current();
BEGIN
  PERFORM count(*) FROM (
    SELECT 1 FROM re_tb_dest_residuos f
     WHERE f.id_empresa = p_emp AND (p_dest IS NULL OR f.id_destino = p_dest)
     ORDER BY f.id_destino FOR NO KEY UPDATE) k;
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos,
    qtd_co2e)
  SELECT x.id_empresa, x.dta_apontamento, x.id_restaurante, x.tip_desperdicio, x.id_satelite, x.id_destino,
    x.id_item_venda, x.id_produto, x.id_agrupamento, x.id_insumo, 0, 0, 0, 0,
    sum(x.qtd_kg) * coalesce(f.fator_co2e, 0) - sum(x.qtd_co2e)
  FROM (
    SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, id_item_venda,
      id_produto, id_agrupamento, id_insumo, qtd_kg, qtd_co2e
    FROM re_tb_desp_resumo_dia
    WHERE id_empresa = p_emp AND id_destino <> 0 AND (p_dest IS NULL OR id_destino = p_dest)
    UNION ALL
    SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, id_item_venda,
      id_produto, id_agrupamento, id_insumo, qtd_kg, qtd_co2e
    FROM re_tb_desp_resumo_delta
    WHERE id_tx = v_tx AND id_empresa = p_emp AND id_destino <> 0 AND (p_dest IS NULL OR id_destino = p_dest)
  ) x
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = x.id_empresa AND f.id_destino = x.id_destino
  GROUP BY x.id_empresa, x.dta_apontamento, x.id_restaurante, x.tip_desperdicio, x.id_satelite, x.id_destino,
    x.id_item_venda, x.id_produto, x.id_agrupamento, x.id_insumo, f.fator_co2e
  HAVING sum(x.qtd_kg) * coalesce(f.fator_co2e, 0) <> sum(x.qtd_co2e);
  GET DIAGNOSTICS v_n = ROW_COUNT;
  RETURN v_n;
END
$$;
--> statement-breakpoint
-- A destination's factor edited (by any path): its CO2e history is recomputed in the same transaction.
CREATE OR REPLACE FUNCTION re_resumo_co2e_dest_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM re_resumo_co2e_recalc(NEW.id_empresa, NEW.id_destino);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_delta_apont_ins ON re_tb_desperdicios_det;
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_apont_ins AFTER INSERT ON re_tb_desperdicios_det
  REFERENCING NEW TABLE AS re_resumo_apont_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_apont_ins();
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_delta_apont_upd ON re_tb_desperdicios_det;
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_apont_upd AFTER UPDATE ON re_tb_desperdicios_det
  REFERENCING OLD TABLE AS re_resumo_apont_old NEW TABLE AS re_resumo_apont_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_apont_upd();
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_delta_apont_del ON re_tb_desperdicios_det;
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_apont_del BEFORE DELETE ON re_tb_desperdicios_det
  FOR EACH ROW EXECUTE FUNCTION re_resumo_delta_apont_del();
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_delta_custo_ins ON re_tb_desp_custos;
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_custo_ins AFTER INSERT ON re_tb_desp_custos
  REFERENCING NEW TABLE AS re_resumo_custo_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_custo();
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_delta_custo_upd ON re_tb_desp_custos;
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_custo_upd AFTER UPDATE ON re_tb_desp_custos
  REFERENCING OLD TABLE AS re_resumo_custo_old NEW TABLE AS re_resumo_custo_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_custo();
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_delta_custo_del ON re_tb_desp_custos;
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_custo_del AFTER DELETE ON re_tb_desp_custos
  REFERENCING OLD TABLE AS re_resumo_custo_old
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_custo();
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_apply ON re_tb_desp_resumo_delta;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER a_resumo_apply AFTER INSERT ON re_tb_desp_resumo_delta
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION re_resumo_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_co2e_dest_upd ON re_tb_dest_residuos;
--> statement-breakpoint
CREATE TRIGGER a_resumo_co2e_dest_upd AFTER UPDATE OF fator_co2e ON re_tb_dest_residuos
  FOR EACH ROW WHEN (OLD.fator_co2e IS DISTINCT FROM NEW.fator_co2e)
  EXECUTE FUNCTION re_resumo_co2e_dest_upd();
