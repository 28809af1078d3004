ALTER TABLE "re_tb_desp_resumo_dia" ADD COLUMN "qtd_co2e" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_rest_dia" ADD COLUMN "qtd_co2e" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_tip_dia" ADD COLUMN "qtd_co2e" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_dest_residuos" ADD COLUMN "tip_destino" varchar(12) DEFAULT 'OUTRO' NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_dest_residuos" ADD COLUMN "fator_co2e" numeric(9, 6) DEFAULT 0.70021 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_dest_residuos" ADD CONSTRAINT "re_tb_dest_residuos_tip_destino_ck" CHECK ("re_tb_dest_residuos"."tip_destino" in ('ATERRO', 'COMPOSTAGEM', 'BIODIGESTAO', 'RACAO', 'DOACAO', 'INCINERACAO', 'OUTRO'));--> statement-breakpoint
ALTER TABLE "re_tb_dest_residuos" ADD CONSTRAINT "re_tb_dest_residuos_fator_co2e_ck" CHECK ("re_tb_dest_residuos"."fator_co2e" between 0 and 10);--> statement-breakpoint
-- CO2e in the rollups: qtd_co2e (kg CO2e = net kg × the factor of the row's destination, 0 without one) on the
-- three levels and on the deltas. The delta triggers on the appointments, the commit-time apply and the rebuild
-- of 0019 are replaced by the same functions carrying qtd_co2e; every other figure is computed as before, and
-- the deltas are still applied once per transaction, at commit, in key order (0013). The cost-row trigger is
-- unchanged (a cost row moves no kg: its deltas carry qtd_co2e 0, the column's default).
--
-- A factor read by a delta trigger must not change before that delta is applied: the triggers take FOR SHARE
-- on the destinations they read (in id order), so an edit of a factor (FOR NO KEY UPDATE) waits for the
-- transactions already weighing on that destination, and those that start later read the new factor. The
-- factor change itself is carried into the history by re_resumo_co2e_recalc (below), in the transaction of the
-- edit: it adds, per fine rollup row of the destination, the delta that brings qtd_co2e to net kg × the current
-- factor, and the apply at commit takes it to the three levels. Rows already right get no delta, so a second run
-- changes nothing.
ALTER TABLE re_tb_desp_resumo_delta ADD COLUMN qtd_co2e numeric NOT NULL DEFAULT 0;
--> statement-breakpoint
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
CREATE OR REPLACE FUNCTION re_resumo_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint := txid_current();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM re_tb_desp_resumo_delta WHERE id_tx = v_tx) THEN
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
-- Existing destinations are 'OUTRO' with its default factor (the column defaults); the existing rollups get their
-- CO2e from it (fine and coarse: their destination's factor; type: the sum of its coarse rows).
UPDATE re_tb_desp_resumo_dia r SET qtd_co2e = r.qtd_kg * f.fator_co2e
  FROM re_tb_dest_residuos f WHERE f.id_empresa = r.id_empresa AND f.id_destino = r.id_destino;
--> statement-breakpoint
UPDATE re_tb_desp_resumo_rest_dia r SET qtd_co2e = r.qtd_kg * f.fator_co2e
  FROM re_tb_dest_residuos f WHERE f.id_empresa = r.id_empresa AND f.id_destino = r.id_destino;
--> statement-breakpoint
UPDATE re_tb_desp_resumo_tip_dia t SET qtd_co2e = s.co2e
  FROM (SELECT id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, sum(qtd_co2e) AS co2e
          FROM re_tb_desp_resumo_rest_dia GROUP BY 1, 2, 3, 4) s
 WHERE t.id_empresa = s.id_empresa AND t.dta_apontamento = s.dta_apontamento
   AND t.id_restaurante = s.id_restaurante AND t.tip_desperdicio = s.tip_desperdicio AND s.co2e <> 0;
--> statement-breakpoint
-- A destination's factor edited (by any path): its CO2e history is recomputed in the same transaction.
CREATE OR REPLACE FUNCTION re_resumo_co2e_dest_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM re_resumo_co2e_recalc(NEW.id_empresa, NEW.id_destino);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER a_resumo_co2e_dest_upd AFTER UPDATE OF fator_co2e ON re_tb_dest_residuos
  FOR EACH ROW WHEN (OLD.fator_co2e IS DISTINCT FROM NEW.fator_co2e)
  EXECUTE FUNCTION re_resumo_co2e_dest_upd();
--> statement-breakpoint
-- The apply at commit fires once per delta row (a constraint trigger is row-level): the first firing applies all
-- the transaction's deltas, and every other firing used to look for deltas left (an index scan over the ones the
-- transaction itself deleted, which no scan may skip before the commit): quadratic in the deltas of one
-- transaction. A factor change writes one delta per fine rollup row of its destination (tens of thousands), which
-- took minutes. Now each delta has a number (id_seq, from a sequence, rising within a transaction), and the apply
-- records in a transaction-local setting the highest number it consumed: a firing for a delta at or below it
-- returns at once, without reading the table.
CREATE SEQUENCE IF NOT EXISTS re_tb_desp_resumo_delta_seq;
--> statement-breakpoint
ALTER TABLE re_tb_desp_resumo_delta ADD COLUMN id_seq bigint NOT NULL DEFAULT nextval('re_tb_desp_resumo_delta_seq');
--> statement-breakpoint
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
