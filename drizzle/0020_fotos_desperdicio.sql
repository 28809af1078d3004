CREATE TABLE "re_tb_desperdicios_fotos" (
	"id_empresa" integer NOT NULL,
	"uuid_apontamento" uuid NOT NULL,
	"tip_conteudo" varchar(30) NOT NULL,
	"qtd_bytes" integer NOT NULL,
	"hash_conteudo" varchar(64) NOT NULL,
	"tip_armazenamento" varchar(10) NOT NULL,
	"des_chave" text,
	"dados_foto" "bytea",
	"dta_registro" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "re_tb_desperdicios_fotos_id_empresa_uuid_apontamento_pk" PRIMARY KEY("id_empresa","uuid_apontamento")
);
--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_fotos" ADD CONSTRAINT "re_tb_desperdicios_fotos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_fotos_registro_idx" ON "re_tb_desperdicios_fotos" USING btree ("dta_registro");