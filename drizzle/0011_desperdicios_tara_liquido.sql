ALTER TABLE "re_tb_desperdicios_det" ADD COLUMN "qtd_tara" numeric(12, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD COLUMN "qtd_liquido" numeric(12, 3) GENERATED ALWAYS AS (qtd_desperdicio - qtd_tara) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD COLUMN "motivo_aprovacao" text;--> statement-breakpoint
ALTER TABLE "re_tb_recipientes" ADD COLUMN "qtd_maxima" numeric(12, 3);--> statement-breakpoint
-- The tare each stored weighing used: the register's tare of its restaurant and container (never above the
-- gross weight itself), 0 where there is none. The rollups move to net in the next migration.
UPDATE "re_tb_desperdicios_det" d
   SET "qtd_tara" = LEAST(p."qtd_peso", d."qtd_desperdicio")
  FROM "re_tb_recipientes_pesos" p
 WHERE p."id_empresa" = d."id_empresa" AND p."id_restaurante" = d."id_restaurante"
   AND p."id_recipiente" = d."id_recipiente" AND p."qtd_peso" > 0;
