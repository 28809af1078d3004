CREATE TABLE "re_tb_tip_desp_classes" (
	"id_empresa" integer NOT NULL,
	"tip_desperdicio" smallint NOT NULL,
	"tip_classe" varchar(10),
	"pct_evitavel" numeric(5, 2),
	CONSTRAINT "re_tb_tip_desp_classes_pk" PRIMARY KEY("id_empresa","tip_desperdicio"),
	CONSTRAINT "re_tb_tip_desp_classes_tip_ck" CHECK ("re_tb_tip_desp_classes"."tip_desperdicio" between 1 and 4),
	CONSTRAINT "re_tb_tip_desp_classes_classe_ck" CHECK (("re_tb_tip_desp_classes"."tip_classe" is null or "re_tb_tip_desp_classes"."tip_classe" in ('evitavel', 'inevitavel', 'parcial')) and coalesce("re_tb_tip_desp_classes"."tip_classe" = 'parcial', false) = ("re_tb_tip_desp_classes"."pct_evitavel" is not null) and ("re_tb_tip_desp_classes"."pct_evitavel" is null or "re_tb_tip_desp_classes"."pct_evitavel" between 0 and 100))
);
--> statement-breakpoint
ALTER TABLE "re_mv_itens_venda" ADD COLUMN "tip_classe" varchar(10);--> statement-breakpoint
ALTER TABLE "re_mv_itens_venda" ADD COLUMN "pct_evitavel" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "re_tb_insumos" ADD COLUMN "tip_classe" varchar(10);--> statement-breakpoint
ALTER TABLE "re_tb_insumos" ADD COLUMN "pct_evitavel" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "re_tb_tip_desp_classes" ADD CONSTRAINT "re_tb_tip_desp_classes_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_mv_itens_venda" ADD CONSTRAINT "re_mv_itens_venda_classe_ck" CHECK (("re_mv_itens_venda"."tip_classe" is null or "re_mv_itens_venda"."tip_classe" in ('evitavel', 'inevitavel', 'parcial')) and coalesce("re_mv_itens_venda"."tip_classe" = 'parcial', false) = ("re_mv_itens_venda"."pct_evitavel" is not null) and ("re_mv_itens_venda"."pct_evitavel" is null or "re_mv_itens_venda"."pct_evitavel" between 0 and 100));--> statement-breakpoint
ALTER TABLE "re_tb_insumos" ADD CONSTRAINT "re_tb_insumos_classe_ck" CHECK (("re_tb_insumos"."tip_classe" is null or "re_tb_insumos"."tip_classe" in ('evitavel', 'inevitavel', 'parcial')) and coalesce("re_tb_insumos"."tip_classe" = 'parcial', false) = ("re_tb_insumos"."pct_evitavel" is not null) and ("re_tb_insumos"."pct_evitavel" is null or "re_tb_insumos"."pct_evitavel" between 0 and 100));--> statement-breakpoint
-- The split by waste class reads the fine rollup over (company, restaurants, days) and sums it by (type, sale
-- item, input): this covering index lets it do so with an index-only scan (drizzle cannot declare INCLUDE).
CREATE INDEX IF NOT EXISTS "re_tb_desp_resumo_dia_classe_idx" ON "re_tb_desp_resumo_dia" ("id_empresa", "id_restaurante", "dta_apontamento") INCLUDE ("tip_desperdicio", "id_item_venda", "id_insumo", "qtd_kg", "vlr_custo", "qtd_co2e");
