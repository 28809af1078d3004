-- The three daily rollups (fine re_tb_desp_resumo_dia, coarse re_tb_desp_resumo_rest_dia, type
-- re_tb_desp_resumo_tip_dia) are now applied ONCE PER TRANSACTION, AT COMMIT, IN KEY ORDER.
--
-- Before, every appointment row upserted its rollup row as it was written, in the order of the batch, and the
-- statement triggers of the coarse and type levels followed. Two tablets syncing together with the same
-- restaurants and days in another order took the same rollup rows' locks in opposite orders: PostgreSQL saw a
-- deadlock and answered one of them with an error (20 clients × 12 weighings: most batches failed).
--
-- Now the writes only append their deltas to re_tb_desp_resumo_delta, an append-only table nobody else
-- updates (no lock on a shared row). A deferred constraint trigger on it runs re_resumo_apply() once at the
-- commit of the writing transaction: it adds up the transaction's deltas per key and upserts the fine, then the
-- coarse, then the type rollup, each in one statement sorted by its key, and deletes the rows that reach zero.
-- Every transaction thus takes the rollup locks in one global order (level, then key), and only for the few
-- milliseconds of its commit: no deadlock is possible between two of them, and hot rows (one restaurant, one
-- day) are held as briefly as they can be.
--
-- Sources of deltas:
--   * appointments, INSERT and UPDATE: statement triggers with transition tables, one INSERT … SELECT per
--     statement (an UPDATE adds −old and +new; unchanged rows cancel out and add nothing);
--   * appointments, DELETE: the BEFORE DELETE row trigger, which still sees the cost row that the FK cascade
--     removes before any AFTER trigger, and subtracts kg, count AND cost;
--   * cost rows, INSERT/UPDATE/DELETE: a statement trigger joining the appointment for its keys (a cost row
--     deleted by that cascade no longer finds its appointment, which has already subtracted it).
-- re_resumo_dia_rebuild (bulk loads) discards the transaction's pending deltas: the rebuild reads the
-- appointments themselves.
CREATE UNLOGGED TABLE re_tb_desp_resumo_delta (
  id_tx bigint NOT NULL DEFAULT txid_current(),
  id_empresa integer NOT NULL,
  dta_apontamento date NOT NULL,
  id_restaurante integer NOT NULL,
  tip_desperdicio smallint NOT NULL,
  id_satelite integer NOT NULL,
  id_destino integer NOT NULL,
  id_item_venda integer NOT NULL,
  id_produto integer NOT NULL,
  id_agrupamento integer NOT NULL,
  id_insumo integer NOT NULL,
  qtd_kg numeric NOT NULL,
  vlr_custo numeric NOT NULL,
  qtd_apontamentos integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX re_tb_desp_resumo_delta_tx_idx ON re_tb_desp_resumo_delta (id_tx);
--> statement-breakpoint
-- The old chain: the row triggers upserting the fine rollup, and the statement triggers of the coarse and type
-- levels on the level below. re_resumo_apply now writes the three levels itself.
DROP TRIGGER IF EXISTS a_resumo_dia_apont ON re_tb_desperdicios_det;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_dia_apont_del ON re_tb_desperdicios_det;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_dia_custo ON re_tb_desp_custos;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_rest_dia_ins ON re_tb_desp_resumo_dia;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_rest_dia_upd ON re_tb_desp_resumo_dia;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_rest_dia_del ON re_tb_desp_resumo_dia;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_tip_dia_ins ON re_tb_desp_resumo_rest_dia;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_tip_dia_upd ON re_tb_desp_resumo_rest_dia;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_tip_dia_del ON re_tb_desp_resumo_rest_dia;
--> statement-breakpoint
DROP FUNCTION IF EXISTS re_resumo_dia_apont();
--> statement-breakpoint
DROP FUNCTION IF EXISTS re_resumo_dia_custo();
--> statement-breakpoint
DROP FUNCTION IF EXISTS re_resumo_rest_dia_apply();
--> statement-breakpoint
DROP FUNCTION IF EXISTS re_resumo_tip_dia_apply();
--> statement-breakpoint
DROP FUNCTION IF EXISTS re_resumo_dia_add(integer, date, integer, integer, integer, integer, integer, integer,
  integer, integer, numeric, numeric, integer);
--> statement-breakpoint
-- Appointments inserted: +net kg, +1, + the cost rows already there (none when the costs follow, as saveAll
-- does: their own trigger adds them).
CREATE FUNCTION re_resumo_delta_apont_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos)
  SELECT n.id_empresa, n.dta_apontamento, n.id_restaurante, n.tip_desperdicio, coalesce(n.id_satelite, 0),
    coalesce(n.id_destino, 0), coalesce(n.id_item_venda, 0), coalesce(n.id_produto, 0),
    coalesce(n.id_agrupamento, 0), coalesce(n.id_insumo, 0),
    sum(n.qtd_liquido), coalesce(sum(c.vlr_custo), 0), count(*)::int
  FROM re_resumo_apont_new n
  LEFT JOIN re_tb_desp_custos c ON c.id_apontamento = n.id_apontamento
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Appointments updated: −old, +new, each with the appointment's current cost rows. Only the rows whose keys or
-- net moved count (EXCEPT ALL both ways): an approval or a justification adds nothing.
CREATE FUNCTION re_resumo_delta_apont_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos)
  SELECT a.id_empresa, a.dta_apontamento, a.id_restaurante, a.tip_desperdicio, coalesce(a.id_satelite, 0),
    coalesce(a.id_destino, 0), coalesce(a.id_item_venda, 0), coalesce(a.id_produto, 0),
    coalesce(a.id_agrupamento, 0), coalesce(a.id_insumo, 0), sum(a.qtd_liquido * a.sinal),
    sum(coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = a.id_apontamento), 0)
      * a.sinal),
    sum(a.sinal)::int
  FROM (
    (SELECT id_apontamento, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
       id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_liquido, -1 AS sinal FROM re_resumo_apont_old
     EXCEPT ALL
     SELECT id_apontamento, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
       id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_liquido, -1 FROM re_resumo_apont_new)
    UNION ALL
    (SELECT id_apontamento, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
       id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_liquido, 1 FROM re_resumo_apont_new
     EXCEPT ALL
     SELECT id_apontamento, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
       id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_liquido, 1 FROM re_resumo_apont_old)
  ) a
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(a.qtd_liquido * a.sinal) <> 0 OR sum(a.sinal) <> 0
    OR sum(coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = a.id_apontamento), 0)
      * a.sinal) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An appointment deleted (BEFORE DELETE, row by row: the cost row is still there): −net kg, −cost, −1.
CREATE FUNCTION re_resumo_delta_apont_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos)
  VALUES (OLD.id_empresa, OLD.dta_apontamento, OLD.id_restaurante, OLD.tip_desperdicio, coalesce(OLD.id_satelite, 0),
    coalesce(OLD.id_destino, 0), coalesce(OLD.id_item_venda, 0), coalesce(OLD.id_produto, 0),
    coalesce(OLD.id_agrupamento, 0), coalesce(OLD.id_insumo, 0), -OLD.qtd_liquido,
    -coalesce((SELECT sum(c.vlr_custo) FROM re_tb_desp_custos c WHERE c.id_apontamento = OLD.id_apontamento), 0),
    -1);
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- Cost rows written: the change of cost, on their appointment's keys. A cost row whose appointment is gone
-- (the cascade of its delete) finds no appointment: that delete has already subtracted it.
CREATE FUNCTION re_resumo_delta_custo() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- At commit: the transaction's deltas, added up per key, into the fine, coarse and type rollups, each level in
-- one upsert sorted by its key; rows that reach zero are deleted; the deltas are consumed. Fires once per
-- delta row: the first firing does the work, the others find nothing left.
CREATE FUNCTION re_resumo_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint := txid_current();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) THEN
    RETURN NULL;
  END IF;

  INSERT INTO re_tb_desp_resumo_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo,
    qtd_apontamentos)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino, id_item_venda,
    id_produto, id_agrupamento, id_insumo, sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
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
    id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
    sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_rest_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
  DELETE FROM re_tb_desp_resumo_rest_dia r
   USING (SELECT DISTINCT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino
            FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) k
   WHERE r.id_empresa = k.id_empresa AND r.dta_apontamento = k.dta_apontamento
     AND r.id_restaurante = k.id_restaurante AND r.tip_desperdicio = k.tip_desperdicio
     AND r.id_satelite = k.id_satelite AND r.id_destino = k.id_destino
     AND r.qtd_apontamentos <= 0 AND r.qtd_kg = 0;

  INSERT INTO re_tb_desp_resumo_tip_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    qtd_kg, vlr_custo, qtd_apontamentos)
  SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    sum(qtd_kg), sum(vlr_custo), sum(qtd_apontamentos)::int
  FROM re_tb_desp_resumo_delta
  WHERE id_tx = v_tx
  GROUP BY 1, 2, 3, 4
  HAVING sum(qtd_kg) <> 0 OR sum(vlr_custo) <> 0 OR sum(qtd_apontamentos) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_tip_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos;
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
CREATE TRIGGER a_resumo_delta_apont_ins AFTER INSERT ON re_tb_desperdicios_det
  REFERENCING NEW TABLE AS re_resumo_apont_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_apont_ins();
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_apont_upd AFTER UPDATE ON re_tb_desperdicios_det
  REFERENCING OLD TABLE AS re_resumo_apont_old NEW TABLE AS re_resumo_apont_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_apont_upd();
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_apont_del BEFORE DELETE ON re_tb_desperdicios_det
  FOR EACH ROW EXECUTE FUNCTION re_resumo_delta_apont_del();
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_custo_ins AFTER INSERT ON re_tb_desp_custos
  REFERENCING NEW TABLE AS re_resumo_custo_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_custo();
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_custo_upd AFTER UPDATE ON re_tb_desp_custos
  REFERENCING OLD TABLE AS re_resumo_custo_old NEW TABLE AS re_resumo_custo_new
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_custo();
--> statement-breakpoint
CREATE TRIGGER a_resumo_delta_custo_del AFTER DELETE ON re_tb_desp_custos
  REFERENCING OLD TABLE AS re_resumo_custo_old
  FOR EACH STATEMENT EXECUTE FUNCTION re_resumo_delta_custo();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER a_resumo_apply AFTER INSERT ON re_tb_desp_resumo_delta
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION re_resumo_apply();
--> statement-breakpoint
-- The rebuild: as before (0012), the fine rollup from the appointments and their cost rows, the coarse from the
-- fine and the type from the coarse, and it first discards the deltas its own transaction has not applied yet
-- (the rebuild reads the appointments they came from).
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
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, coalesce(d.id_satelite, 0),
    coalesce(d.id_destino, 0), coalesce(d.id_item_venda, 0), coalesce(d.id_produto, 0),
    coalesce(d.id_agrupamento, 0), coalesce(d.id_insumo, 0),
    sum(d.qtd_liquido), coalesce(sum(c.vlr_custo), 0), count(*)::int
  FROM re_tb_desperdicios_det d
  LEFT JOIN re_tb_desp_custos c ON c.id_apontamento = d.id_apontamento
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  GET DIAGNOSTICS v_n = ROW_COUNT;
  INSERT INTO re_tb_desp_resumo_rest_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    id_satelite, id_destino, qtd_kg, vlr_custo, qtd_apontamentos)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, d.id_satelite, d.id_destino,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int
  FROM re_tb_desp_resumo_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4, 5, 6;
  INSERT INTO re_tb_desp_resumo_tip_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    qtd_kg, vlr_custo, qtd_apontamentos)
  SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio,
    sum(d.qtd_kg), sum(d.vlr_custo), sum(d.qtd_apontamentos)::int
  FROM re_tb_desp_resumo_rest_dia d
  WHERE p_emp IS NULL OR d.id_empresa = p_emp
  GROUP BY 1, 2, 3, 4;
  RETURN v_n;
END
$$;
