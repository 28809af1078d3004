-- Issue 7: keep the daily rollup re_tb_desp_resumo_dia in step with every write to the appointments
-- (re_tb_desperdicios_det) and their cost rows (re_tb_desp_custos), whatever the code path (entry, edit,
-- delete, integration, cost recalculation). Each trigger upserts a delta into the rollup row of the
-- appointment's keys (absent keys are 0) and deletes a rollup row whose count and kg reach 0.
--
-- Deleting an appointment cascades to its cost row through the FK's internal trigger
-- "RI_ConstraintTrigger_a_…", which sorts (and so fires) BEFORE any lower-case AFTER trigger. So the
-- appointment's delete is a BEFORE DELETE trigger: it still sees the cost row, subtracts kg, count AND cost;
-- the cost trigger then skips cost rows whose appointment no longer exists.
--
-- Bulk loads disable the three triggers (ALTER TABLE … DISABLE TRIGGER …) and rebuild the rollup once
-- (src/server/services/resumo-dia.ts).

CREATE OR REPLACE FUNCTION re_resumo_dia_add(
  p_emp integer, p_dta date, p_rest integer, p_tip integer, p_sat integer, p_dest integer, p_item integer,
  p_prod integer, p_agr integer, p_ins integer, p_kg numeric, p_custo numeric, p_n integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
  v_kg numeric;
BEGIN
  IF p_kg = 0 AND p_custo = 0 AND p_n = 0 THEN
    RETURN;
  END IF;
  INSERT INTO re_tb_desp_resumo_dia AS r (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio,
    id_satelite, id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo,
    qtd_apontamentos)
  VALUES (p_emp, p_dta, p_rest, p_tip, coalesce(p_sat, 0), coalesce(p_dest, 0), coalesce(p_item, 0),
    coalesce(p_prod, 0), coalesce(p_agr, 0), coalesce(p_ins, 0), p_kg, p_custo, p_n)
  ON CONFLICT ON CONSTRAINT re_tb_desp_resumo_dia_pk DO UPDATE
    SET qtd_kg = r.qtd_kg + excluded.qtd_kg,
        vlr_custo = r.vlr_custo + excluded.vlr_custo,
        qtd_apontamentos = r.qtd_apontamentos + excluded.qtd_apontamentos
  RETURNING r.qtd_apontamentos, r.qtd_kg INTO v_n, v_kg;
  IF v_n <= 0 AND v_kg = 0 THEN
    DELETE FROM re_tb_desp_resumo_dia
     WHERE id_empresa = p_emp AND dta_apontamento = p_dta AND id_restaurante = p_rest
       AND tip_desperdicio = p_tip AND id_satelite = coalesce(p_sat, 0) AND id_destino = coalesce(p_dest, 0)
       AND id_item_venda = coalesce(p_item, 0) AND id_produto = coalesce(p_prod, 0)
       AND id_agrupamento = coalesce(p_agr, 0) AND id_insumo = coalesce(p_ins, 0);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION re_resumo_dia_apont() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_custo numeric;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.id_apontamento = NEW.id_apontamento
     AND OLD.id_empresa = NEW.id_empresa AND OLD.dta_apontamento = NEW.dta_apontamento
     AND OLD.id_restaurante = NEW.id_restaurante AND OLD.tip_desperdicio = NEW.tip_desperdicio
     AND OLD.id_satelite IS NOT DISTINCT FROM NEW.id_satelite
     AND OLD.id_destino IS NOT DISTINCT FROM NEW.id_destino
     AND OLD.id_item_venda IS NOT DISTINCT FROM NEW.id_item_venda
     AND OLD.id_produto IS NOT DISTINCT FROM NEW.id_produto
     AND OLD.id_agrupamento IS NOT DISTINCT FROM NEW.id_agrupamento
     AND OLD.id_insumo IS NOT DISTINCT FROM NEW.id_insumo
     AND OLD.qtd_desperdicio = NEW.qtd_desperdicio THEN
    RETURN NULL; -- approval status, justification…: nothing the rollup holds
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(sum(vlr_custo), 0) INTO v_custo FROM re_tb_desp_custos WHERE id_apontamento = OLD.id_apontamento;
    PERFORM re_resumo_dia_add(OLD.id_empresa, OLD.dta_apontamento, OLD.id_restaurante, OLD.tip_desperdicio,
      OLD.id_satelite, OLD.id_destino, OLD.id_item_venda, OLD.id_produto, OLD.id_agrupamento, OLD.id_insumo,
      -OLD.qtd_desperdicio, -v_custo, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(sum(vlr_custo), 0) INTO v_custo FROM re_tb_desp_custos WHERE id_apontamento = NEW.id_apontamento;
    PERFORM re_resumo_dia_add(NEW.id_empresa, NEW.dta_apontamento, NEW.id_restaurante, NEW.tip_desperdicio,
      NEW.id_satelite, NEW.id_destino, NEW.id_item_venda, NEW.id_produto, NEW.id_agrupamento, NEW.id_insumo,
      NEW.qtd_desperdicio, v_custo, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD; -- BEFORE DELETE: let the delete go on
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION re_resumo_dia_custo() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a re_tb_desperdicios_det%ROWTYPE;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD.id_apontamento <> NEW.id_apontamento
     OR OLD.vlr_custo <> NEW.vlr_custo) THEN
    -- The appointment is gone when the cost row is deleted by its cascade: the appointment's own trigger
    -- has already subtracted this cost.
    SELECT * INTO a FROM re_tb_desperdicios_det WHERE id_apontamento = OLD.id_apontamento;
    IF FOUND THEN
      PERFORM re_resumo_dia_add(a.id_empresa, a.dta_apontamento, a.id_restaurante, a.tip_desperdicio,
        a.id_satelite, a.id_destino, a.id_item_venda, a.id_produto, a.id_agrupamento, a.id_insumo,
        0, -OLD.vlr_custo, 0);
    END IF;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD.id_apontamento <> NEW.id_apontamento
     OR OLD.vlr_custo <> NEW.vlr_custo)) THEN
    SELECT * INTO a FROM re_tb_desperdicios_det WHERE id_apontamento = NEW.id_apontamento;
    IF FOUND THEN
      PERFORM re_resumo_dia_add(a.id_empresa, a.dta_apontamento, a.id_restaurante, a.tip_desperdicio,
        a.id_satelite, a.id_destino, a.id_item_venda, a.id_produto, a.id_agrupamento, a.id_insumo,
        0, NEW.vlr_custo, 0);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER a_resumo_dia_apont AFTER INSERT OR UPDATE ON re_tb_desperdicios_det
  FOR EACH ROW EXECUTE FUNCTION re_resumo_dia_apont();
--> statement-breakpoint
CREATE TRIGGER a_resumo_dia_apont_del BEFORE DELETE ON re_tb_desperdicios_det
  FOR EACH ROW EXECUTE FUNCTION re_resumo_dia_apont();
--> statement-breakpoint
CREATE TRIGGER a_resumo_dia_custo AFTER INSERT OR UPDATE OR DELETE ON re_tb_desp_custos
  FOR EACH ROW EXECUTE FUNCTION re_resumo_dia_custo();
--> statement-breakpoint
-- Databases that already hold appointments: build the rollup once (empty on a fresh database).
DELETE FROM re_tb_desp_resumo_dia;
--> statement-breakpoint
INSERT INTO re_tb_desp_resumo_dia (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
  id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos)
SELECT d.id_empresa, d.dta_apontamento, d.id_restaurante, d.tip_desperdicio, coalesce(d.id_satelite, 0),
  coalesce(d.id_destino, 0), coalesce(d.id_item_venda, 0), coalesce(d.id_produto, 0),
  coalesce(d.id_agrupamento, 0), coalesce(d.id_insumo, 0),
  sum(d.qtd_desperdicio), coalesce(sum(c.vlr_custo), 0), count(*)::int
FROM re_tb_desperdicios_det d
LEFT JOIN re_tb_desp_custos c ON c.id_apontamento = d.id_apontamento
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
