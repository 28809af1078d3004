ALTER TABLE "re_tb_integracao_desperdicio" ADD COLUMN "id_local" uuid;--> statement-breakpoint
ALTER TABLE "re_tb_integracao_desperdicio" ADD COLUMN "id_apontamento" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_divergencias_desp_uq" ON "re_tb_divergencias_desp" USING btree ("id_empresa","tip_divergencia","id_restaurante",coalesce("id_bal", 0),"dta_divergencia");--> statement-breakpoint
ALTER TABLE "re_tb_integracao_desperdicio" ADD CONSTRAINT "re_tb_integracao_desperdicio_local_uq" UNIQUE("id_empresa","id_local");