-- kg CO2e in the rollups at a fixed scale of 9 (net kg: 3 decimals × factor: 6), so every value has one spelling
-- and a rollup kept by deltas equals its rebuild as text too; no value changes (each has at most 9 decimals).
ALTER TABLE "re_tb_desp_resumo_classe_dia" ALTER COLUMN "qtd_co2e" SET DATA TYPE numeric(38, 9);--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_classe_mes" ALTER COLUMN "qtd_co2e" SET DATA TYPE numeric(38, 9);--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_dest_mes" ALTER COLUMN "qtd_co2e" SET DATA TYPE numeric(38, 9);--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_dia" ALTER COLUMN "qtd_co2e" SET DATA TYPE numeric(38, 9);--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_item_mes" ALTER COLUMN "qtd_co2e" SET DATA TYPE numeric(38, 9);--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_rest_dia" ALTER COLUMN "qtd_co2e" SET DATA TYPE numeric(38, 9);--> statement-breakpoint
ALTER TABLE "re_tb_desp_resumo_tip_dia" ALTER COLUMN "qtd_co2e" SET DATA TYPE numeric(38, 9);--> statement-breakpoint
-- The deltas the rollups are kept by carry the same scale (the table is only in SQL: drizzle/0024_rollup.sql).
ALTER TABLE "re_tb_desp_resumo_delta" ALTER COLUMN "qtd_co2e" SET DATA TYPE numeric(38, 9);
