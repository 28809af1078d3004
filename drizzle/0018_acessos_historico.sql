CREATE TABLE "re_tb_acessos_historico" (
	"id_historico" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_usuario_autor" integer,
	"des_autor" varchar(200) NOT NULL,
	"des_alteracao" varchar(300) NOT NULL,
	"des_antes" varchar(100) NOT NULL,
	"des_depois" varchar(100) NOT NULL,
	"dta_registro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "re_tb_acessos_historico" ADD CONSTRAINT "re_tb_acessos_historico_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_acessos_historico" ADD CONSTRAINT "re_tb_acessos_historico_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_acessos_historico" ADD CONSTRAINT "re_tb_acessos_historico_autor_fk" FOREIGN KEY ("id_usuario_autor") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "re_tb_acessos_historico_usuario_idx" ON "re_tb_acessos_historico" USING btree ("id_empresa","id_usuario","dta_registro");