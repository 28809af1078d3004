-- Saves of weighings (saveAll, what every tablet sends at a shift's end) no longer apply their rollup deltas at
-- their own commit: they leave them in re_tb_desp_resumo_delta, and right after the commit the saving request
-- asks re_resumo_juntar() to apply every delta left there, in one transaction, through the same deferred apply.
--
-- Why: applied at its own commit, each save locked the hot rollup rows (a restaurant's day, its month) until its
-- commit had reached the disk, so the saves of a kitchen's tablets went through those rows one at a time, one
-- disk flush each. Now the saves commit side by side (their flushes grouped), and one merge applies the deltas
-- of all the saves that committed meanwhile: the hot rows are written once for many saves. Merges run one at a
-- time (an advisory lock); a request answers once a merge that started after its commit has run, so whoever
-- saved reads the rollups with the save in them, as before.
--
-- A save marks its transaction with re.resumo_adiado = on; the deferred trigger is queued only for deltas
-- written without it (every other write: edits on the approval screens, deletes, cost recalculations, bulk
-- loads keep applying at their own commit). The deltas now outlive their transaction, so the table is logged:
-- a crash between a save and its merge keeps them, and the next merge (any save, or the server's start)
-- applies them.
ALTER TABLE re_tb_desp_resumo_delta SET LOGGED;
--> statement-breakpoint
DROP TRIGGER IF EXISTS a_resumo_apply ON re_tb_desp_resumo_delta;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER a_resumo_apply AFTER INSERT ON re_tb_desp_resumo_delta
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (current_setting('re.resumo_adiado', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION re_resumo_apply();
--> statement-breakpoint
-- Applies every delta committed and left by the saves: they are taken over by this transaction (deleted and
-- written again under its id), and the deferred apply adds them up to the seven levels at its commit. Returns
-- the number of deltas taken over.
CREATE OR REPLACE FUNCTION re_resumo_juntar() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('controle-desperdicios:resumo', 0));
  -- Nothing left (the merge before this one took it all): end without a transaction id, so this commit writes
  -- nothing and waits for no disk flush while the saves behind it wait for the lock.
  IF NOT EXISTS (SELECT 1 FROM re_tb_desp_resumo_delta) THEN
    RETURN 0;
  END IF;
  PERFORM set_config('re.resumo_adiado', 'off', true);
  WITH taken AS (
    DELETE FROM re_tb_desp_resumo_delta WHERE id_tx IS DISTINCT FROM txid_current_if_assigned()
    RETURNING id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
      id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos,
      qtd_co2e
  )
  INSERT INTO re_tb_desp_resumo_delta (id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite,
    id_destino, id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos,
    qtd_lidos, qtd_co2e)
  SELECT * FROM taken;
  GET DIAGNOSTICS v_n = ROW_COUNT;
  RETURN v_n;
END
$$;
--> statement-breakpoint
-- The rebuild as called by the server: no merge runs meanwhile, and the deltas the saves left are dropped (the
-- appointments it reads already hold them; applied later, they would count twice). The appointments and their
-- cost rows are locked against writes first, so no save commits between that drop and the rebuild's reading.
CREATE OR REPLACE FUNCTION re_resumo_reconstruir(p_emp integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('controle-desperdicios:resumo', 0));
  LOCK TABLE re_tb_desperdicios_det, re_tb_desp_custos IN SHARE MODE;
  DELETE FROM re_tb_desp_resumo_delta WHERE p_emp IS NULL OR id_empresa = p_emp;
  RETURN re_resumo_dia_rebuild(p_emp);
END
$$;
--> statement-breakpoint
-- Deltas a save's merge did not reach (none yet): applied now.
SELECT re_resumo_juntar();
