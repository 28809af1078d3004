CREATE TABLE "re_tb_kanban_fechamentos" (
	"id_fechamento" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_local" uuid NOT NULL,
	"id_kanban" integer NOT NULL,
	"ind_sem_sobra" boolean DEFAULT false NOT NULL,
	"hor_esgotado" time,
	"qtd_produzida" numeric(12, 3),
	"dth_dispositivo" timestamp with time zone NOT NULL,
	"dth_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	CONSTRAINT "re_tb_kanban_fechamentos_qtd_ck" CHECK ("re_tb_kanban_fechamentos"."qtd_produzida" is null or "re_tb_kanban_fechamentos"."qtd_produzida" >= 0)
);
--> statement-breakpoint
CREATE TABLE "re_tb_producao_aceites" (
	"id_aceite" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_kanban" integer NOT NULL,
	"qtd_planejada_anterior" numeric(12, 3),
	"qtd_aceita" numeric(12, 3) NOT NULL,
	"id_usuario" integer,
	"dth_aceite" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "re_tb_refeicoes_planejadas" (
	"id_planejada" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"dta_refeicao" date NOT NULL,
	"qtd_planejadas" integer NOT NULL,
	CONSTRAINT "re_tb_refeicoes_planejadas_qtd_ck" CHECK ("re_tb_refeicoes_planejadas"."qtd_planejadas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD COLUMN "ind_importado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD COLUMN "tip_fechamento" varchar(1);--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD COLUMN "hor_esgotado" time;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD COLUMN "dth_fechamento" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD COLUMN "qtd_planejada_original" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "re_tb_kanban_fechamentos" ADD CONSTRAINT "re_tb_kanban_fechamentos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_fechamentos" ADD CONSTRAINT "re_tb_kanban_fechamentos_id_usuario_nl_base_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_producao_aceites" ADD CONSTRAINT "re_tb_producao_aceites_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_producao_aceites" ADD CONSTRAINT "re_tb_producao_aceites_id_usuario_nl_base_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_refeicoes_planejadas" ADD CONSTRAINT "re_tb_refeicoes_planejadas_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_refeicoes_planejadas" ADD CONSTRAINT "re_tb_refeicoes_planejadas_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_kanban_fechamentos_local_uq" ON "re_tb_kanban_fechamentos" USING btree ("id_empresa","id_local");--> statement-breakpoint
CREATE INDEX "re_tb_kanban_fechamentos_kanban_idx" ON "re_tb_kanban_fechamentos" USING btree ("id_empresa","id_kanban");--> statement-breakpoint
CREATE INDEX "re_tb_producao_aceites_kanban_idx" ON "re_tb_producao_aceites" USING btree ("id_empresa","id_kanban");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_refeicoes_planejadas_dia_uq" ON "re_tb_refeicoes_planejadas" USING btree ("id_empresa","id_restaurante","dta_refeicao");--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD CONSTRAINT "re_tb_kanban_producao_fechamento_ck" CHECK ("re_tb_kanban_producao"."tip_fechamento" is null or "re_tb_kanban_producao"."tip_fechamento" in ('S', 'E'));--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD CONSTRAINT "re_tb_kanban_producao_esgotado_ck" CHECK (coalesce("re_tb_kanban_producao"."tip_fechamento" = 'E', false) = ("re_tb_kanban_producao"."hor_esgotado" is not null));