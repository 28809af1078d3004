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
-- A kept day is valid while no change of its days (the observations: the day itself; the errors: the weeks their
-- centres and meals forecasts read) has a transaction invisible in the kept snapshot (pg_visible_in_snapshot).
-- The check and the reads are one statement, so they see one state. Marks visible in the kept snapshot can be
-- deleted, and are, by the next store of that restaurant.
CREATE TABLE re_tb_ps_alteracoes (
  id_restaurante integer NOT NULL,
  dta_min date NOT NULL,
  dta_max date NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id()
);
--> statement-breakpoint
CREATE INDEX re_tb_ps_alteracoes_rest_xid_idx ON re_tb_ps_alteracoes (id_restaurante, xid);
--> statement-breakpoint
CREATE TABLE re_tb_ps_estado (
  id_restaurante integer PRIMARY KEY,
  id_empresa integer NOT NULL,
  versao bigint NOT NULL,
  chave text NOT NULL,
  instantaneo pg_snapshot NOT NULL
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A table of inputs emptied (tests, a manual clean-up): every kept restaurant is marked as changed on every day.
CREATE FUNCTION re_ps_alteracao_tudo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO re_tb_ps_alteracoes (id_restaurante, dta_min, dta_max)
  SELECT id_restaurante, '-infinity'::date, 'infinity'::date FROM re_tb_ps_estado;
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
