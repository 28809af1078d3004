-- THE RECOMMENDER'S KEPT WORK. A recommendation reads ~21 weeks of a restaurant's kanban lines, surplus weighings
-- and meals, and redoes the out-of-sample error of every observation of the last 8 weeks. Almost none of that
-- changes from one day to the next, so each restaurant's derived days are kept (src/server/modules/
-- producao-sugerida/kept.ts), and a write that changes a day's inputs leaves a mark that makes them be redone.
--
--   * re_tb_ps_alteracoes: every statement that writes the inputs (kanban lines, weighings, meals served, satellite
--     counts) appends, per restaurant, the range of days it touched and its transaction id. Append-only and never
--     updated, so writers lock nothing and wait for nobody.
--   * re_tb_ps_estado: per restaurant, the snapshot its kept days were computed in (and the method's key).
--   * re_tb_ps_dias: per restaurant and day, the day's observations and, when they read only the restaurant's
--     own history, their forecast errors.
--
-- A restaurant's kept days expire 7 days after their snapshot, and marks are deleted 8 days after they were
-- written (by the writes themselves, a few at a time, never waiting for a lock): a mark can only be gone while a
-- kept snapshot still needs it if its transaction ran for more than a day. So the marks of restaurants nobody
-- asks recommendations for do not pile up.
--
-- A kept day is valid while no change of its days (the observations: the day itself; the errors: the weeks their
-- centres and meals forecasts read) has a transaction invisible in the kept snapshot (pg_visible_in_snapshot).
-- The check and the reads are one statement, so they see one state. Marks visible in the kept snapshot can be
-- deleted, and are, by the next store of that restaurant.
CREATE TABLE re_tb_ps_alteracoes (
  id_restaurante integer NOT NULL,
  dta_min date NOT NULL,
  dta_max date NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  dth_registro timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
CREATE INDEX re_tb_ps_alteracoes_rest_xid_idx ON re_tb_ps_alteracoes (id_restaurante, xid);
--> statement-breakpoint
CREATE INDEX re_tb_ps_alteracoes_registro_idx ON re_tb_ps_alteracoes (dth_registro);
--> statement-breakpoint
CREATE TABLE re_tb_ps_estado (
  id_restaurante integer PRIMARY KEY,
  id_empresa integer NOT NULL,
  versao bigint NOT NULL,
  chave text NOT NULL,
  instantaneo pg_snapshot NOT NULL,
  dth_instantaneo timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE re_tb_ps_dias (
  id_restaurante integer NOT NULL,
  dta date NOT NULL,
  observacoes text NOT NULL,
  erros text,
  PRIMARY KEY (id_restaurante, dta)
);
--> statement-breakpoint
-- Marks older than 8 days, a bounded batch, those another transaction holds skipped.
CREATE FUNCTION re_ps_limpar_alteracoes() RETURNS void LANGUAGE sql AS $$
  DELETE FROM re_tb_ps_alteracoes WHERE ctid = ANY(ARRAY(
    SELECT ctid FROM re_tb_ps_alteracoes WHERE dth_registro < now() - interval '8 days'
    LIMIT 500 FOR UPDATE SKIP LOCKED));
$$;
--> statement-breakpoint
CREATE FUNCTION re_ps_alteracao_kanban() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
    SELECT id_restaurante, min(dta_cardapio), max(dta_cardapio) FROM re_ps_novas
    WHERE id_restaurante IS NOT NULL AND dta_cardapio IS NOT NULL GROUP BY id_restaurante;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
    SELECT id_restaurante, min(dta_cardapio), max(dta_cardapio) FROM re_ps_antigas
    WHERE id_restaurante IS NOT NULL AND dta_cardapio IS NOT NULL GROUP BY id_restaurante;
  END IF;
  PERFORM re_ps_limpar_alteracoes();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION re_ps_alteracao_pesagem() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
    SELECT id_restaurante, min(dta_apontamento), max(dta_apontamento) FROM re_ps_novas
    WHERE id_restaurante IS NOT NULL AND dta_apontamento IS NOT NULL GROUP BY id_restaurante;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
    SELECT id_restaurante, min(dta_apontamento), max(dta_apontamento) FROM re_ps_antigas
    WHERE id_restaurante IS NOT NULL AND dta_apontamento IS NOT NULL GROUP BY id_restaurante;
  END IF;
  PERFORM re_ps_limpar_alteracoes();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION re_ps_alteracao_refeicoes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
    SELECT id_restaurante, min(dta_refeicao), max(dta_refeicao) FROM re_ps_novas
    WHERE id_restaurante IS NOT NULL AND dta_refeicao IS NOT NULL GROUP BY id_restaurante;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
    SELECT id_restaurante, min(dta_refeicao), max(dta_refeicao) FROM re_ps_antigas
    WHERE id_restaurante IS NOT NULL AND dta_refeicao IS NOT NULL GROUP BY id_restaurante;
  END IF;
  PERFORM re_ps_limpar_alteracoes();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION re_ps_alteracao_satelite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
    SELECT id_restaurante, min(dta_nr), max(dta_nr) FROM re_ps_novas
    WHERE id_restaurante IS NOT NULL AND dta_nr IS NOT NULL GROUP BY id_restaurante;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
    SELECT id_restaurante, min(dta_nr), max(dta_nr) FROM re_ps_antigas
    WHERE id_restaurante IS NOT NULL AND dta_nr IS NOT NULL GROUP BY id_restaurante;
  END IF;
  PERFORM re_ps_limpar_alteracoes();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A table of inputs emptied (tests, a manual clean-up): every restaurant is marked as changed on every day (those
-- with nothing kept yet too: a request may be about to keep what it read before).
CREATE FUNCTION re_ps_alteracao_tudo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
  SELECT id_restaurante, '-infinity'::date, 'infinity'::date FROM re_tb_restaurantes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_ins AFTER INSERT ON re_tb_kanban_producao REFERENCING NEW TABLE AS re_ps_novas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_kanban();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_upd AFTER UPDATE ON re_tb_kanban_producao
  REFERENCING OLD TABLE AS re_ps_antigas NEW TABLE AS re_ps_novas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_kanban();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_del AFTER DELETE ON re_tb_kanban_producao REFERENCING OLD TABLE AS re_ps_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_kanban();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_trunc AFTER TRUNCATE ON re_tb_kanban_producao
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_tudo();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_ins AFTER INSERT ON re_tb_desperdicios_det REFERENCING NEW TABLE AS re_ps_novas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_pesagem();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_upd AFTER UPDATE ON re_tb_desperdicios_det
  REFERENCING OLD TABLE AS re_ps_antigas NEW TABLE AS re_ps_novas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_pesagem();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_del AFTER DELETE ON re_tb_desperdicios_det REFERENCING OLD TABLE AS re_ps_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_pesagem();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_trunc AFTER TRUNCATE ON re_tb_desperdicios_det
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_tudo();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_ins AFTER INSERT ON re_tb_refeicoes REFERENCING NEW TABLE AS re_ps_novas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_refeicoes();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_upd AFTER UPDATE ON re_tb_refeicoes
  REFERENCING OLD TABLE AS re_ps_antigas NEW TABLE AS re_ps_novas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_refeicoes();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_del AFTER DELETE ON re_tb_refeicoes REFERENCING OLD TABLE AS re_ps_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_refeicoes();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_trunc AFTER TRUNCATE ON re_tb_refeicoes
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_tudo();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_ins AFTER INSERT ON re_tb_nr_satelite REFERENCING NEW TABLE AS re_ps_novas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_satelite();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_upd AFTER UPDATE ON re_tb_nr_satelite
  REFERENCING OLD TABLE AS re_ps_antigas NEW TABLE AS re_ps_novas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_satelite();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_del AFTER DELETE ON re_tb_nr_satelite REFERENCING OLD TABLE AS re_ps_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_satelite();
--> statement-breakpoint
CREATE TRIGGER z_ps_alteracao_trunc AFTER TRUNCATE ON re_tb_nr_satelite
  FOR EACH STATEMENT EXECUTE FUNCTION re_ps_alteracao_tudo();
--> statement-breakpoint
-- The reads of the kept days, as functions: PL/pgSQL keeps the plans of their queries for the connection's life
-- (a request's statement would otherwise plan them each time, and they cost more to plan than to run). STABLE:
-- they read in the calling statement's snapshot, the one the rest of its reads see.
--
-- The marks of a restaurant that its kept snapshot does not see (none when nothing is kept under the key).
CREATE FUNCTION re_ps_pendentes(p_rest integer, p_emp integer, p_chave text)
RETURNS TABLE (dta_min date, dta_max date) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT x.dta_min, x.dta_max FROM re_tb_ps_alteracoes x, re_tb_ps_estado e
    WHERE e.id_restaurante = p_rest AND e.id_empresa = p_emp AND e.chave = p_chave
      AND e.dth_instantaneo > now() - interval '7 days' AND x.id_restaurante = e.id_restaurante AND x.xid >= pg_snapshot_xmin(e.instantaneo)
      AND NOT pg_visible_in_snapshot(x.xid, e.instantaneo);
END
$$;
--> statement-breakpoint
-- The days of the window [p_de, p_antes) whose kept observations are missing or no longer valid: their rows are
-- read.
CREATE FUNCTION re_ps_dias_a_reler(p_rest integer, p_emp integer, p_chave text, p_de date, p_antes date)
RETURNS date[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(
    WITH p AS (SELECT * FROM re_ps_pendentes(p_rest, p_emp, p_chave)),
    k AS (SELECT d.dta FROM re_tb_ps_dias d, re_tb_ps_estado e
      WHERE e.id_restaurante = p_rest AND e.id_empresa = p_emp AND e.chave = p_chave
        AND e.dth_instantaneo > now() - interval '7 days'
        AND d.id_restaurante = e.id_restaurante AND d.dta >= p_de AND d.dta < p_antes
        AND NOT EXISTS (SELECT 1 FROM p WHERE p.dta_min <= d.dta AND p.dta_max >= d.dta))
    SELECT g::date FROM generate_series(p_de, p_antes - 1, interval '1 day') g
    WHERE NOT EXISTS (SELECT 1 FROM k WHERE k.dta = g::date));
END
$$;
--> statement-breakpoint
-- The kept days of the window as one JSON text: {"versao", "agora" (the statement's snapshot), "lido" (its
-- time), "desde" (the first day whose observations travel: the centres' weeks, and those every past error still
-- to compute reads), "dias": [day number, observations (null: not valid; 0: valid, before desde), errors (null:
-- not valid), ...]}.
CREATE FUNCTION re_ps_guardados(p_rest integer, p_emp integer, p_chave text, p_de date, p_antes date,
  p_dependencia integer, p_centro integer, p_com_erros integer)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_out text;
BEGIN
  WITH p AS (SELECT * FROM re_ps_pendentes(p_rest, p_emp, p_chave)),
  k AS (
    SELECT d.dta, d.observacoes, d.erros,
      NOT EXISTS (SELECT 1 FROM p WHERE p.dta_min <= d.dta AND p.dta_max >= d.dta) AS obs,
      d.erros IS NOT NULL AND NOT EXISTS (SELECT 1 FROM p
        WHERE p.dta_min <= d.dta AND p.dta_max >= d.dta - p_dependencia) AS erros_ok
    FROM re_tb_ps_dias d, re_tb_ps_estado e
    WHERE e.id_restaurante = p_rest AND e.id_empresa = p_emp AND e.chave = p_chave
      AND e.dth_instantaneo > now() - interval '7 days'
      AND d.id_restaurante = e.id_restaurante AND d.dta >= p_de AND d.dta < p_antes),
  desde AS (
    SELECT greatest(p_de, least(p_antes - p_centro, coalesce((
      SELECT min(g)::date - p_dependencia
        FROM generate_series(p_antes - p_com_erros, p_antes - 1, interval '1 day') g
        WHERE NOT EXISTS (SELECT 1 FROM k WHERE k.dta = g::date AND k.obs AND k.erros_ok)), p_antes))) AS d)
  SELECT '{"versao":' || coalesce((SELECT versao::text FROM re_tb_ps_estado
      WHERE id_restaurante = p_rest AND id_empresa = p_emp AND chave = p_chave
        AND dth_instantaneo > now() - interval '7 days'), 'null')
    || ',"agora":"' || pg_current_snapshot()::text || '","lido":' || extract(epoch FROM now())::text || ',"desde":' || (desde.d - date '1970-01-01')
    || ',"dias":[' || coalesce(string_agg(concat_ws(',', k.dta - date '1970-01-01',
        CASE WHEN NOT k.obs THEN 'null' WHEN k.dta >= desde.d THEN k.observacoes ELSE '0' END,
        CASE WHEN k.obs AND k.erros_ok THEN k.erros ELSE 'null' END), ',') FILTER (WHERE k.dta IS NOT NULL), '')
    || ']}'
  INTO v_out
  FROM desde LEFT JOIN k ON true GROUP BY desde.d;
  RETURN v_out;
END
$$;
