-- A destination's factor edited: its CO2e history is recomputed over every weighing, those whose rollup deltas
-- wait for the merge included. 0024 read the rollup and the edit's own deltas, which were all there was then:
-- every other transaction applied its deltas at its commit. Since 0029 the saves leave theirs, committed, for the
-- next merge; a factor changed in between left those weighings at the old factor once merged (and a correction
-- for a key the rollup did not have yet was dropped with its empty row). Now the edit first takes the waiting
-- deltas over, as a merge does (re_resumo_juntar: one merge at a time, so none is half-applied meanwhile), and
-- applies them at its commit together with its corrections. The destinations are locked first, as before, so no
-- save of them commits in between. The merge's lock is then held until the edit commits: saves (which answer after
-- a merge) wait for an administrator's factor change, a rare edit of one transaction. Restated as in 0024
-- otherwise.
CREATE OR REPLACE FUNCTION re_resumo_co2e_recalc(p_emp integer, p_dest integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
BEGIN
  PERFORM count(*) FROM (
    SELECT 1 FROM re_tb_dest_residuos f
     WHERE f.id_empresa = p_emp AND (p_dest IS NULL OR f.id_destino = p_dest)
     ORDER BY f.id_destino FOR NO KEY UPDATE) k;
  PERFORM re_resumo_juntar();
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
    WHERE id_empresa = p_emp AND id_destino <> 0 AND (p_dest IS NULL OR id_destino = p_dest)
  ) x
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = x.id_empresa AND f.id_destino = x.id_destino
  GROUP BY x.id_empresa, x.dta_apontamento, x.id_restaurante, x.tip_desperdicio, x.id_satelite, x.id_destino,
    x.id_item_venda, x.id_produto, x.id_agrupamento, x.id_insumo, f.fator_co2e
  HAVING sum(x.qtd_kg) * coalesce(f.fator_co2e, 0) <> sum(x.qtd_co2e);
  GET DIAGNOSTICS v_n = ROW_COUNT;
  RETURN v_n;
END
$$;
