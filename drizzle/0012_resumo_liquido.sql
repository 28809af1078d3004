-- The daily rollups add up the NET waste: qtd_liquido = qtd_desperdicio (gross, container included) − qtd_tara
-- (the container's tare when the weighing was saved; migration 0011). The rollup columns keep their names:
-- qtd_kg of re_tb_desp_resumo_dia, re_tb_desp_resumo_rest_dia and re_tb_desp_resumo_tip_dia now carries the
-- NET kg (the dashboards, reports, goals and alerts read it as before).
--
-- Only the appointments' row trigger function changes: it adds qtd_liquido, and an update that changes the
-- gross OR the tare (a maintenance edit of the container) moves the rollup. The cost trigger (0005) adds
-- costs only; the statement triggers of the coarse (0007) and type (0010) rollups sum the level below.
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
     AND OLD.qtd_desperdicio = NEW.qtd_desperdicio
     AND OLD.qtd_tara = NEW.qtd_tara THEN
    RETURN NULL; -- approval status, justification…: nothing the rollup holds
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(sum(vlr_custo), 0) INTO v_custo FROM re_tb_desp_custos WHERE id_apontamento = OLD.id_apontamento;
    PERFORM re_resumo_dia_add(OLD.id_empresa, OLD.dta_apontamento, OLD.id_restaurante, OLD.tip_desperdicio,
      OLD.id_satelite, OLD.id_destino, OLD.id_item_venda, OLD.id_produto, OLD.id_agrupamento, OLD.id_insumo,
      -OLD.qtd_liquido, -v_custo, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(sum(vlr_custo), 0) INTO v_custo FROM re_tb_desp_custos WHERE id_apontamento = NEW.id_apontamento;
    PERFORM re_resumo_dia_add(NEW.id_empresa, NEW.dta_apontamento, NEW.id_restaurante, NEW.tip_desperdicio,
      NEW.id_satelite, NEW.id_destino, NEW.id_item_venda, NEW.id_produto, NEW.id_agrupamento, NEW.id_insumo,
      NEW.qtd_liquido, v_custo, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD; -- BEFORE DELETE: let the delete go on
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The one rebuild of the three rollups, of one company (p_emp) or of all (NULL): the fine rollup from the
-- appointments and their cost rows (absent keys 0, an appointment without a cost row counts R$ 0, kg NET),
-- then the coarse one from the fine one and the type one from the coarse one. The statement triggers of the
-- coarse and type rollups skip these statements (transaction-local re.resumo_rebuild = 'on'). Answers the
-- number of fine rollup rows written. Called below and by rebuildResumoDia (src/server/services/resumo-dia.ts)
-- after bulk loads.
CREATE OR REPLACE FUNCTION re_resumo_dia_rebuild(p_emp integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
BEGIN
  PERFORM set_config('re.resumo_rebuild', 'on', true);
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
  PERFORM set_config('re.resumo_rebuild', 'off', true);
  RETURN v_n;
END
$$;
--> statement-breakpoint
-- Existing databases: the three rollups from scratch, now net.
-- The stored costs of weighings in a container were worked out on the gross: they follow the net, as every
-- new cost does (kg líquido × custo por kg, rounded to the cent).
UPDATE re_tb_desp_custos c
   SET vlr_custo = round(d.qtd_liquido * c.vlr_custo_kg, 2)
  FROM re_tb_desperdicios_det d
 WHERE d.id_apontamento = c.id_apontamento AND d.qtd_tara > 0
   AND c.vlr_custo IS DISTINCT FROM round(d.qtd_liquido * c.vlr_custo_kg, 2);
--> statement-breakpoint
SELECT re_resumo_dia_rebuild(NULL);
