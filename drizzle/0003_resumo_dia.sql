CREATE TABLE "re_tb_desp_resumo_dia" (
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"id_satelite" integer DEFAULT 0 NOT NULL,
	"tip_desperdicio" smallint NOT NULL,
	"id_destino" integer DEFAULT 0 NOT NULL,
	"id_item_venda" integer DEFAULT 0 NOT NULL,
	"id_produto" integer DEFAULT 0 NOT NULL,
	"id_agrupamento" integer DEFAULT 0 NOT NULL,
	"id_insumo" integer DEFAULT 0 NOT NULL,
	"dta_apontamento" date NOT NULL,
	"qtd_kg" numeric(16, 3) DEFAULT 0 NOT NULL,
	"vlr_custo" numeric(16, 2) DEFAULT 0 NOT NULL,
	"qtd_apontamentos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_desp_resumo_dia_pk" PRIMARY KEY("id_empresa","dta_apontamento","id_restaurante","tip_desperdicio","id_satelite","id_destino","id_item_venda","id_produto","id_agrupamento","id_insumo")
);
--> statement-breakpoint
CREATE INDEX "re_tb_desp_resumo_dia_rest_idx" ON "re_tb_desp_resumo_dia" USING btree ("id_empresa","id_restaurante","dta_apontamento");