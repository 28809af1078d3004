-- An insert has one source of deltas per measure: the appointments give net kg, weighings, weighings read and
-- CO2e; their cost rows give R$ (re_resumo_delta_custo, 0024). (Updates and deletes of appointments still move
-- or remove their cost, as before.) The appointments' insert trigger also added the cost rows it found, which
-- was only ever none: a cost row's foreign key makes it come after its appointment, and the insert's statement
-- trigger ran before the cost rows' insert. A save now writes both in one statement (the cost rows in a
-- data-modifying WITH), whose statement triggers both run at its end and both see both tables: the cost would be
-- counted twice. Restated without the cost rows, as in 0024 otherwise.
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
    sum(n.qtd_liquido), 0, count(*)::int,
    count(*) FILTER (WHERE n.tip_origem_peso = 'L')::int,
    sum(n.qtd_liquido * coalesce(f.fator_co2e, 0))
  FROM re_resumo_apont_new n
  LEFT JOIN re_tb_dest_residuos f ON f.id_empresa = n.id_empresa AND f.id_destino = n.id_destino
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  RETURN NULL;
END
$$;
