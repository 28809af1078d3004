CREATE TABLE "importacao_limites" (
	"id_empresa" integer PRIMARY KEY NOT NULL,
	"dta_inicio" timestamp with time zone NOT NULL,
	"qtd_importacoes" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "re_tb_kanban_producao_rest_dia_idx";--> statement-breakpoint
ALTER TABLE "re_mv_itens_venda" ADD COLUMN "cod_externo" varchar(60);--> statement-breakpoint
ALTER TABLE "re_tb_agrupamento" ADD COLUMN "cod_externo" varchar(60);--> statement-breakpoint
ALTER TABLE "re_tb_grupo_prato" ADD COLUMN "cod_externo" varchar(60);--> statement-breakpoint
ALTER TABLE "re_tb_produtos" ADD COLUMN "cod_externo" varchar(60);--> statement-breakpoint
ALTER TABLE "re_tb_insumos" ADD COLUMN "cod_externo" varchar(60);--> statement-breakpoint
ALTER TABLE "re_tb_grupos_restaurantes" ADD COLUMN "cod_externo" varchar(60);--> statement-breakpoint
ALTER TABLE "re_tb_restaurantes" ADD COLUMN "cod_externo" varchar(60);--> statement-breakpoint
CREATE UNIQUE INDEX "re_mv_itens_venda_cod_externo_uq" ON "re_mv_itens_venda" USING btree ("id_empresa","cod_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_agrupamento_cod_externo_uq" ON "re_tb_agrupamento" USING btree ("id_empresa","cod_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_grupo_prato_cod_externo_uq" ON "re_tb_grupo_prato" USING btree ("id_empresa","cod_externo");--> statement-breakpoint
CREATE INDEX "re_tb_kanban_producao_chave_idx" ON "re_tb_kanban_producao" USING btree ("id_empresa","id_restaurante","dta_cardapio","id_item_venda","id_produto");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_produtos_cod_externo_uq" ON "re_tb_produtos" USING btree ("id_empresa","cod_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_insumos_cod_externo_uq" ON "re_tb_insumos" USING btree ("id_empresa","cod_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_grupos_restaurantes_cod_externo_uq" ON "re_tb_grupos_restaurantes" USING btree ("id_empresa","cod_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_restaurantes_cod_externo_uq" ON "re_tb_restaurantes" USING btree ("id_empresa","cod_externo");