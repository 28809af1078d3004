CREATE TABLE "re_tb_refeicoes_digitadas" (
	"id_refeicao_digitada" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_local" uuid NOT NULL,
	"id_restaurante" integer NOT NULL,
	"dta_refeicao" date NOT NULL,
	"ind_refeicoes" boolean DEFAULT false NOT NULL,
	"qtd_refeicoes" integer,
	"ind_planejadas" boolean DEFAULT false NOT NULL,
	"qtd_planejadas" integer,
	"dth_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	CONSTRAINT "re_tb_refeicoes_digitadas_qtd_ck" CHECK (("re_tb_refeicoes_digitadas"."qtd_refeicoes" is null or "re_tb_refeicoes_digitadas"."qtd_refeicoes" >= 0) and ("re_tb_refeicoes_digitadas"."qtd_planejadas" is null or "re_tb_refeicoes_digitadas"."qtd_planejadas" >= 0))
);
--> statement-breakpoint
ALTER TABLE "re_tb_refeicoes_digitadas" ADD CONSTRAINT "re_tb_refeicoes_digitadas_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_refeicoes_digitadas" ADD CONSTRAINT "re_tb_refeicoes_digitadas_id_usuario_nl_base_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_refeicoes_digitadas" ADD CONSTRAINT "re_tb_refeicoes_digitadas_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_refeicoes_digitadas_local_uq" ON "re_tb_refeicoes_digitadas" USING btree ("id_empresa","id_local");