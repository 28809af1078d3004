ALTER TABLE "re_tb_alertas" ADD COLUMN "tip_regra" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_alertas" ADD CONSTRAINT "re_tb_alertas_tip_regra_ck" CHECK ("re_tb_alertas"."tip_regra" in (0, 1, 2));--> statement-breakpoint
-- Existing alerts: the rule their type stood for in the demo data (0 goal, 1 pending approvals, 2 no appointment).
UPDATE "re_tb_alertas" SET "tip_regra" = CASE "tip_alerta" WHEN 0 THEN 1 WHEN 1 THEN 2 ELSE 0 END;
