CREATE TABLE "re_tb_alertas" (
	"id_alerta" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_alerta" varchar(500) NOT NULL,
	"tip_alerta" smallint DEFAULT 0 NOT NULL,
	"id_grupo" integer,
	"id_usuario" integer,
	"tip_desperdicio" smallint,
	"vlr_limite" numeric(12, 3),
	"ind_status" smallint DEFAULT 1 NOT NULL,
	"ind_notificar" smallint DEFAULT 1 NOT NULL,
	"ind_email" smallint DEFAULT 0 NOT NULL,
	"dta_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "re_tb_alertas_tip_ck" CHECK ("re_tb_alertas"."tip_alerta" in (0, 1, 2)),
	CONSTRAINT "re_tb_alertas_tip_desp_ck" CHECK ("re_tb_alertas"."tip_desperdicio" between 1 and 4),
	CONSTRAINT "re_tb_alertas_flags_ck" CHECK ("re_tb_alertas"."ind_status" in (0, 1) and "re_tb_alertas"."ind_notificar" in (0, 1) and "re_tb_alertas"."ind_email" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_labels" (
	"id_label" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_label" varchar(200) NOT NULL,
	"des_tela" varchar(100) NOT NULL,
	"default_value" text,
	"des_valor" text,
	CONSTRAINT "re_tb_labels_uq" UNIQUE("id_empresa","des_tela","des_label")
);
--> statement-breakpoint
CREATE TABLE "re_tb_notificacoes" (
	"id_notificacao" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_alerta" integer,
	"id_usuario" integer NOT NULL,
	"ind_lido" smallint DEFAULT 0 NOT NULL,
	"txt_mensagem" text NOT NULL,
	"dta_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"chave" text,
	CONSTRAINT "re_tb_notificacoes_chave_uq" UNIQUE("id_empresa","id_usuario","chave"),
	CONSTRAINT "re_tb_notificacoes_lido_ck" CHECK ("re_tb_notificacoes"."ind_lido" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_parametros" (
	"id_parametro" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer,
	"des_parametro" varchar(100) NOT NULL,
	"seq_parametro" integer NOT NULL,
	"vlr_parametro_dec" numeric(18, 4),
	"vlr_parametro_dta" date,
	"vlr_parametro_int" integer,
	"vlr_parametro_txt" text,
	"txt_observacao" text,
	"txt_parametro" text
);
--> statement-breakpoint
CREATE TABLE "re_custos_utilitario" (
	"num_seq" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer,
	"dta_ini" date NOT NULL,
	"dta_fim" date NOT NULL,
	"dta_execucao" timestamp with time zone DEFAULT now() NOT NULL,
	"qtd_registros" integer DEFAULT 0 NOT NULL,
	"vlr_total" numeric(14, 2),
	"id_usuario" integer
);
--> statement-breakpoint
CREATE TABLE "re_tb_aprovadores" (
	"id_aprovador" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_restaurante" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "re_tb_desp_custos" (
	"id_custo" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_apontamento" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"dta_apontamento" date NOT NULL,
	"vlr_custo_kg" numeric(14, 2) NOT NULL,
	"vlr_custo" numeric(14, 2) NOT NULL,
	"num_seq" integer,
	CONSTRAINT "re_tb_desp_custos_apontamento_uq" UNIQUE("id_apontamento")
);
--> statement-breakpoint
CREATE TABLE "re_tb_desperdicios_det" (
	"id_apontamento" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_local" uuid,
	"id_restaurante" integer NOT NULL,
	"id_satelite" integer,
	"tip_desperdicio" smallint NOT NULL,
	"dta_apontamento" date NOT NULL,
	"qtd_desperdicio" numeric(12, 3) NOT NULL,
	"id_produto" integer,
	"id_pesagem" integer,
	"id_agrupamento" integer,
	"id_prato" integer,
	"id_cardapio" integer,
	"id_insumo" integer,
	"id_item_venda" integer,
	"id_destino" integer,
	"id_recipiente" integer,
	"id_bal" integer,
	"id_usuario" integer,
	"dta_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"precisa_aprovacao" boolean DEFAULT false NOT NULL,
	"ind_status_aprov" smallint,
	"min_qtd" numeric(12, 3),
	"max_qtd" numeric(12, 3),
	"media_qtd" numeric(12, 3),
	"txt_justificativa" text,
	"notificar" boolean DEFAULT false NOT NULL,
	"transferido" boolean DEFAULT false NOT NULL,
	CONSTRAINT "re_tb_desperdicios_det_local_uq" UNIQUE("id_empresa","id_local"),
	CONSTRAINT "re_tb_desperdicios_det_tip_ck" CHECK ("re_tb_desperdicios_det"."tip_desperdicio" between 1 and 4),
	CONSTRAINT "re_tb_desperdicios_det_qtd_ck" CHECK ("re_tb_desperdicios_det"."qtd_desperdicio" >= 0),
	CONSTRAINT "re_tb_desperdicios_det_status_ck" CHECK ("re_tb_desperdicios_det"."ind_status_aprov" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "re_tb_divergencias_desp" (
	"id_divergencia" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"tip_divergencia" smallint NOT NULL,
	"id_restaurante" integer NOT NULL,
	"id_bal" integer,
	"dta_divergencia" date NOT NULL,
	"txt_divergencia" text,
	"ind_processado" smallint DEFAULT 0 NOT NULL,
	"dta_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"dta_processamento" timestamp with time zone,
	CONSTRAINT "re_tb_divergencias_desp_tip_ck" CHECK ("re_tb_divergencias_desp"."tip_divergencia" in (1, 2)),
	CONSTRAINT "re_tb_divergencias_desp_processado_ck" CHECK ("re_tb_divergencias_desp"."ind_processado" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_historico_aprov" (
	"id_historico" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_apontamento" integer NOT NULL,
	"id_usuario" integer,
	"dth_analise" timestamp with time zone DEFAULT now() NOT NULL,
	"ind_decisao" smallint NOT NULL,
	"txt_justificativa" text,
	CONSTRAINT "re_tb_historico_aprov_decisao_ck" CHECK ("re_tb_historico_aprov"."ind_decisao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "re_tb_integracao_desperdicio" (
	"num_seq" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer,
	"id_bal" integer,
	"dta_registro" timestamp with time zone DEFAULT now() NOT NULL,
	"dta_apontamento" date,
	"txt_payload" jsonb,
	"txt_erro" text,
	"ind_status" smallint DEFAULT 0 NOT NULL,
	"qtd_tentativas" integer DEFAULT 0 NOT NULL,
	"dta_processamento" timestamp with time zone,
	CONSTRAINT "re_tb_integracao_desperdicio_status_ck" CHECK ("re_tb_integracao_desperdicio"."ind_status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "re_tb_acesso_desperdicio" (
	"id_acesso" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"ind_ret_adm" boolean DEFAULT false NOT NULL,
	"ind_apontamentos" boolean DEFAULT false NOT NULL,
	"ind_parametros" boolean DEFAULT false NOT NULL,
	"ind_alertas" boolean DEFAULT false NOT NULL,
	"ind_relatorios" boolean DEFAULT false NOT NULL,
	"ind_nr_satelites" boolean DEFAULT false NOT NULL,
	"ind_lbl_desafios" boolean DEFAULT false NOT NULL,
	"ind_app" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id_empresa" serial PRIMARY KEY NOT NULL,
	"des_empresa" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"num_seq" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"dta_expiracao" timestamp with time zone NOT NULL,
	"dta_uso" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nl_base_usuarios" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"des_usuario" varchar(100) NOT NULL,
	"des_pessoa" varchar(200) NOT NULL,
	"des_email" varchar(200) NOT NULL,
	"des_senha" text NOT NULL,
	"dta_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"dta_alteracao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "re_gramatura_pratos" (
	"id_gramatura" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_grupo" integer NOT NULL,
	"qtd_prato" numeric(12, 3) NOT NULL,
	CONSTRAINT "re_gramatura_pratos_qtd_ck" CHECK ("re_gramatura_pratos"."qtd_prato" >= 0)
);
--> statement-breakpoint
CREATE TABLE "re_mv_itens_venda" (
	"id_item_venda" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_item_venda" varchar(200) NOT NULL,
	"id_grupo_prato" integer,
	CONSTRAINT "re_mv_itens_venda_empresa_uq" UNIQUE("id_empresa","id_item_venda")
);
--> statement-breakpoint
CREATE TABLE "re_tb_agrupamento" (
	"cod_agrupamento" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_agrupamento" varchar(200) NOT NULL,
	CONSTRAINT "re_tb_agrupamento_empresa_uq" UNIQUE("id_empresa","cod_agrupamento")
);
--> statement-breakpoint
CREATE TABLE "re_tb_cardapio" (
	"id_cardapio" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"dta_cardapio" date NOT NULL,
	"tip_cardapio" smallint DEFAULT 1 NOT NULL,
	"id_item_venda" integer NOT NULL,
	CONSTRAINT "re_tb_cardapio_empresa_uq" UNIQUE("id_empresa","id_cardapio")
);
--> statement-breakpoint
CREATE TABLE "re_tb_grupo_prato" (
	"id_grupo_prato" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_grupo_prato" varchar(200) NOT NULL,
	CONSTRAINT "re_tb_grupo_prato_empresa_uq" UNIQUE("id_empresa","id_grupo_prato")
);
--> statement-breakpoint
CREATE TABLE "re_tb_itens_produtos" (
	"id_item_produto" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_item_venda" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"id_restaurante" integer
);
--> statement-breakpoint
CREATE TABLE "re_tb_kanban_producao" (
	"id_kanban" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"dta_cardapio" date NOT NULL,
	"id_item_venda" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"cod_agrupamento" integer,
	"qtd_planejada" numeric(12, 3),
	"qtd_produzida" numeric(12, 3),
	"ind_ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "re_tb_nr_satelite" (
	"id_nr_sat" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"id_satelite" integer NOT NULL,
	"id_item_venda" integer NOT NULL,
	"id_produto" integer NOT NULL,
	"dta_nr" date NOT NULL,
	"qtd_nr_cli" integer DEFAULT 0 NOT NULL,
	"qtd_nr_colab" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_nr_satelite_qtd_ck" CHECK ("re_tb_nr_satelite"."qtd_nr_cli" >= 0 and "re_tb_nr_satelite"."qtd_nr_colab" >= 0)
);
--> statement-breakpoint
CREATE TABLE "re_tb_produtos" (
	"id_produto" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_produto" varchar(200) NOT NULL,
	"cod_agrupamento" integer,
	"vlr_custo_kg" numeric(14, 2),
	CONSTRAINT "re_tb_produtos_empresa_uq" UNIQUE("id_empresa","id_produto")
);
--> statement-breakpoint
CREATE TABLE "re_tb_desp_insumos" (
	"id_insumo" integer PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"ind_inativo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_desp_insumos_inativo_ck" CHECK ("re_tb_desp_insumos"."ind_inativo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_desp_metas" (
	"id_desp_meta" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"id_satelite" integer,
	"tip_desperdicio" smallint NOT NULL,
	"dta_inicial" date NOT NULL,
	"dta_final" date,
	"vlr_meta" numeric(12, 3),
	"vlr_meta_pc" numeric(7, 2),
	CONSTRAINT "re_tb_desp_metas_tip_ck" CHECK ("re_tb_desp_metas"."tip_desperdicio" between 1 and 4),
	CONSTRAINT "re_tb_desp_metas_periodo_ck" CHECK ("re_tb_desp_metas"."dta_final" is null or "re_tb_desp_metas"."dta_final" >= "re_tb_desp_metas"."dta_inicial")
);
--> statement-breakpoint
CREATE TABLE "re_tb_desperdicios_rest" (
	"id_rest_desp" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"tip_desperdicio" smallint NOT NULL,
	"tip_cardapio" smallint,
	CONSTRAINT "re_tb_desperdicios_rest_tip_ck" CHECK ("re_tb_desperdicios_rest"."tip_desperdicio" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "re_tb_dest_desperdicios" (
	"id_dest_desp" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"id_destino" integer NOT NULL,
	"tip_desperdicio" smallint NOT NULL,
	"ind_inativo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_dest_desperdicios_tip_ck" CHECK ("re_tb_dest_desperdicios"."tip_desperdicio" between 1 and 4),
	CONSTRAINT "re_tb_dest_desperdicios_inativo_ck" CHECK ("re_tb_dest_desperdicios"."ind_inativo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_dest_residuos" (
	"id_destino" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_destino" varchar(200) NOT NULL,
	"ind_inativo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_dest_residuos_empresa_uq" UNIQUE("id_empresa","id_destino"),
	CONSTRAINT "re_tb_dest_residuos_inativo_ck" CHECK ("re_tb_dest_residuos"."ind_inativo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_insumos" (
	"id_insumo" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_insumo" varchar(200) NOT NULL,
	"cod_mascara" varchar(40),
	"cod_nivel" varchar(20),
	"vlr_custo_kg" numeric(14, 2),
	CONSTRAINT "re_tb_insumos_empresa_uq" UNIQUE("id_empresa","id_insumo")
);
--> statement-breakpoint
CREATE TABLE "re_tb_recipientes" (
	"id_recipiente" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_recipiente" varchar(200) NOT NULL,
	CONSTRAINT "re_tb_recipientes_empresa_uq" UNIQUE("id_empresa","id_recipiente")
);
--> statement-breakpoint
CREATE TABLE "re_tb_recipientes_pesos" (
	"id_peso" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"id_recipiente" integer NOT NULL,
	"qtd_peso" numeric(12, 3) NOT NULL,
	CONSTRAINT "re_tb_recipientes_pesos_uq" UNIQUE("id_restaurante","id_recipiente"),
	CONSTRAINT "re_tb_recipientes_pesos_qtd_ck" CHECK ("re_tb_recipientes_pesos"."qtd_peso" >= 0)
);
--> statement-breakpoint
CREATE TABLE "re_tb_grupos_restaurantes" (
	"id_grupo" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_grupo" varchar(200) NOT NULL,
	CONSTRAINT "re_tb_grupos_restaurantes_empresa_uq" UNIQUE("id_empresa","id_grupo")
);
--> statement-breakpoint
CREATE TABLE "re_tb_refeicoes" (
	"id_refeicao" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"dta_refeicao" date NOT NULL,
	"qtd_refeicoes" integer NOT NULL,
	CONSTRAINT "re_tb_refeicoes_qtd_ck" CHECK ("re_tb_refeicoes"."qtd_refeicoes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "re_tb_restaurantes" (
	"id_restaurante" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"des_restaurante" varchar(200) NOT NULL,
	"id_grupo" integer,
	"ind_inativo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_restaurantes_empresa_uq" UNIQUE("id_empresa","id_restaurante"),
	CONSTRAINT "re_tb_restaurantes_inativo_ck" CHECK ("re_tb_restaurantes"."ind_inativo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_unidades_satelite" (
	"id_satelite" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"cod_satelite" varchar(30) NOT NULL,
	"des_satelite" varchar(200) NOT NULL,
	"id_restaurante" integer NOT NULL,
	"ind_inativo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_unidades_satelite_empresa_uq" UNIQUE("id_empresa","id_satelite"),
	CONSTRAINT "re_tb_unidades_satelite_cod_uq" UNIQUE("id_empresa","cod_satelite"),
	CONSTRAINT "re_tb_unidades_satelite_inativo_ck" CHECK ("re_tb_unidades_satelite"."ind_inativo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_balancas_unidades" (
	"id_bal_unidade" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"id_bal" integer NOT NULL,
	"ind_inativo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_balancas_unidades_inativo_ck" CHECK ("re_tb_balancas_unidades"."ind_inativo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_cad_balancas" (
	"id_bal" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_serial" varchar(60) NOT NULL,
	"des_balanca" varchar(200) NOT NULL,
	CONSTRAINT "re_tb_cad_balancas_empresa_uq" UNIQUE("id_empresa","id_bal"),
	CONSTRAINT "re_tb_cad_balancas_serial_uq" UNIQUE("id_empresa","id_serial")
);
--> statement-breakpoint
CREATE TABLE "re_tb_rest_balancas_usuarios" (
	"id_bal_rest_usuario" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_restaurante" integer NOT NULL,
	"id_bal" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"ind_inativo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_rest_balancas_usuarios_inativo_ck" CHECK ("re_tb_rest_balancas_usuarios"."ind_inativo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "re_tb_sat_balancas" (
	"id_sat_bal" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_bal" integer NOT NULL,
	"id_satelite" integer NOT NULL,
	"ind_inativo" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "re_tb_sat_balancas_inativo_ck" CHECK ("re_tb_sat_balancas"."ind_inativo" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "re_tb_alertas" ADD CONSTRAINT "re_tb_alertas_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_alertas" ADD CONSTRAINT "re_tb_alertas_grupo_fk" FOREIGN KEY ("id_empresa","id_grupo") REFERENCES "public"."re_tb_grupos_restaurantes"("id_empresa","id_grupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_alertas" ADD CONSTRAINT "re_tb_alertas_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_labels" ADD CONSTRAINT "re_tb_labels_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_notificacoes" ADD CONSTRAINT "re_tb_notificacoes_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_notificacoes" ADD CONSTRAINT "re_tb_notificacoes_alerta_fk" FOREIGN KEY ("id_alerta") REFERENCES "public"."re_tb_alertas"("id_alerta") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_notificacoes" ADD CONSTRAINT "re_tb_notificacoes_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_parametros" ADD CONSTRAINT "re_tb_parametros_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_parametros" ADD CONSTRAINT "re_tb_parametros_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_custos_utilitario" ADD CONSTRAINT "re_custos_utilitario_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_custos_utilitario" ADD CONSTRAINT "re_custos_utilitario_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_custos_utilitario" ADD CONSTRAINT "re_custos_utilitario_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_aprovadores" ADD CONSTRAINT "re_tb_aprovadores_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_aprovadores" ADD CONSTRAINT "re_tb_aprovadores_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_aprovadores" ADD CONSTRAINT "re_tb_aprovadores_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_custos" ADD CONSTRAINT "re_tb_desp_custos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_custos" ADD CONSTRAINT "re_tb_desp_custos_apontamento_fk" FOREIGN KEY ("id_apontamento") REFERENCES "public"."re_tb_desperdicios_det"("id_apontamento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_custos" ADD CONSTRAINT "re_tb_desp_custos_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_custos" ADD CONSTRAINT "re_tb_desp_custos_num_seq_fk" FOREIGN KEY ("num_seq") REFERENCES "public"."re_custos_utilitario"("num_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_satelite_fk" FOREIGN KEY ("id_empresa","id_satelite") REFERENCES "public"."re_tb_unidades_satelite"("id_empresa","id_satelite") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_produto_fk" FOREIGN KEY ("id_empresa","id_produto") REFERENCES "public"."re_tb_produtos"("id_empresa","id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_agrupamento_fk" FOREIGN KEY ("id_empresa","id_agrupamento") REFERENCES "public"."re_tb_agrupamento"("id_empresa","cod_agrupamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_cardapio_fk" FOREIGN KEY ("id_empresa","id_cardapio") REFERENCES "public"."re_tb_cardapio"("id_empresa","id_cardapio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_insumo_fk" FOREIGN KEY ("id_empresa","id_insumo") REFERENCES "public"."re_tb_insumos"("id_empresa","id_insumo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_item_fk" FOREIGN KEY ("id_empresa","id_item_venda") REFERENCES "public"."re_mv_itens_venda"("id_empresa","id_item_venda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_destino_fk" FOREIGN KEY ("id_empresa","id_destino") REFERENCES "public"."re_tb_dest_residuos"("id_empresa","id_destino") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_recipiente_fk" FOREIGN KEY ("id_empresa","id_recipiente") REFERENCES "public"."re_tb_recipientes"("id_empresa","id_recipiente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_balanca_fk" FOREIGN KEY ("id_empresa","id_bal") REFERENCES "public"."re_tb_cad_balancas"("id_empresa","id_bal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_det" ADD CONSTRAINT "re_tb_desperdicios_det_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_divergencias_desp" ADD CONSTRAINT "re_tb_divergencias_desp_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_divergencias_desp" ADD CONSTRAINT "re_tb_divergencias_desp_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_divergencias_desp" ADD CONSTRAINT "re_tb_divergencias_desp_balanca_fk" FOREIGN KEY ("id_empresa","id_bal") REFERENCES "public"."re_tb_cad_balancas"("id_empresa","id_bal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_historico_aprov" ADD CONSTRAINT "re_tb_historico_aprov_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_historico_aprov" ADD CONSTRAINT "re_tb_historico_aprov_apontamento_fk" FOREIGN KEY ("id_apontamento") REFERENCES "public"."re_tb_desperdicios_det"("id_apontamento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_historico_aprov" ADD CONSTRAINT "re_tb_historico_aprov_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_integracao_desperdicio" ADD CONSTRAINT "re_tb_integracao_desperdicio_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_integracao_desperdicio" ADD CONSTRAINT "re_tb_integracao_desperdicio_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_integracao_desperdicio" ADD CONSTRAINT "re_tb_integracao_desperdicio_balanca_fk" FOREIGN KEY ("id_empresa","id_bal") REFERENCES "public"."re_tb_cad_balancas"("id_empresa","id_bal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_acesso_desperdicio" ADD CONSTRAINT "re_tb_acesso_desperdicio_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_acesso_desperdicio" ADD CONSTRAINT "re_tb_acesso_desperdicio_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_id_usuario_nl_base_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_gramatura_pratos" ADD CONSTRAINT "re_gramatura_pratos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_gramatura_pratos" ADD CONSTRAINT "re_gramatura_pratos_grupo_fk" FOREIGN KEY ("id_empresa","id_grupo") REFERENCES "public"."re_tb_grupo_prato"("id_empresa","id_grupo_prato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_mv_itens_venda" ADD CONSTRAINT "re_mv_itens_venda_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_mv_itens_venda" ADD CONSTRAINT "re_mv_itens_venda_grupo_prato_fk" FOREIGN KEY ("id_empresa","id_grupo_prato") REFERENCES "public"."re_tb_grupo_prato"("id_empresa","id_grupo_prato") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_agrupamento" ADD CONSTRAINT "re_tb_agrupamento_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_cardapio" ADD CONSTRAINT "re_tb_cardapio_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_cardapio" ADD CONSTRAINT "re_tb_cardapio_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_cardapio" ADD CONSTRAINT "re_tb_cardapio_item_fk" FOREIGN KEY ("id_empresa","id_item_venda") REFERENCES "public"."re_mv_itens_venda"("id_empresa","id_item_venda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_grupo_prato" ADD CONSTRAINT "re_tb_grupo_prato_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_itens_produtos" ADD CONSTRAINT "re_tb_itens_produtos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_itens_produtos" ADD CONSTRAINT "re_tb_itens_produtos_item_fk" FOREIGN KEY ("id_empresa","id_item_venda") REFERENCES "public"."re_mv_itens_venda"("id_empresa","id_item_venda") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_itens_produtos" ADD CONSTRAINT "re_tb_itens_produtos_produto_fk" FOREIGN KEY ("id_empresa","id_produto") REFERENCES "public"."re_tb_produtos"("id_empresa","id_produto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_itens_produtos" ADD CONSTRAINT "re_tb_itens_produtos_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD CONSTRAINT "re_tb_kanban_producao_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD CONSTRAINT "re_tb_kanban_producao_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD CONSTRAINT "re_tb_kanban_producao_item_fk" FOREIGN KEY ("id_empresa","id_item_venda") REFERENCES "public"."re_mv_itens_venda"("id_empresa","id_item_venda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD CONSTRAINT "re_tb_kanban_producao_produto_fk" FOREIGN KEY ("id_empresa","id_produto") REFERENCES "public"."re_tb_produtos"("id_empresa","id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_kanban_producao" ADD CONSTRAINT "re_tb_kanban_producao_agrupamento_fk" FOREIGN KEY ("id_empresa","cod_agrupamento") REFERENCES "public"."re_tb_agrupamento"("id_empresa","cod_agrupamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_nr_satelite" ADD CONSTRAINT "re_tb_nr_satelite_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_nr_satelite" ADD CONSTRAINT "re_tb_nr_satelite_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_nr_satelite" ADD CONSTRAINT "re_tb_nr_satelite_satelite_fk" FOREIGN KEY ("id_empresa","id_satelite") REFERENCES "public"."re_tb_unidades_satelite"("id_empresa","id_satelite") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_nr_satelite" ADD CONSTRAINT "re_tb_nr_satelite_item_fk" FOREIGN KEY ("id_empresa","id_item_venda") REFERENCES "public"."re_mv_itens_venda"("id_empresa","id_item_venda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_nr_satelite" ADD CONSTRAINT "re_tb_nr_satelite_produto_fk" FOREIGN KEY ("id_empresa","id_produto") REFERENCES "public"."re_tb_produtos"("id_empresa","id_produto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_produtos" ADD CONSTRAINT "re_tb_produtos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_produtos" ADD CONSTRAINT "re_tb_produtos_agrupamento_fk" FOREIGN KEY ("id_empresa","cod_agrupamento") REFERENCES "public"."re_tb_agrupamento"("id_empresa","cod_agrupamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_insumos" ADD CONSTRAINT "re_tb_desp_insumos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_insumos" ADD CONSTRAINT "re_tb_desp_insumos_insumo_fk" FOREIGN KEY ("id_empresa","id_insumo") REFERENCES "public"."re_tb_insumos"("id_empresa","id_insumo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_metas" ADD CONSTRAINT "re_tb_desp_metas_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_metas" ADD CONSTRAINT "re_tb_desp_metas_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desp_metas" ADD CONSTRAINT "re_tb_desp_metas_satelite_fk" FOREIGN KEY ("id_empresa","id_satelite") REFERENCES "public"."re_tb_unidades_satelite"("id_empresa","id_satelite") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_rest" ADD CONSTRAINT "re_tb_desperdicios_rest_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_desperdicios_rest" ADD CONSTRAINT "re_tb_desperdicios_rest_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_dest_desperdicios" ADD CONSTRAINT "re_tb_dest_desperdicios_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_dest_desperdicios" ADD CONSTRAINT "re_tb_dest_desperdicios_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_dest_desperdicios" ADD CONSTRAINT "re_tb_dest_desperdicios_destino_fk" FOREIGN KEY ("id_empresa","id_destino") REFERENCES "public"."re_tb_dest_residuos"("id_empresa","id_destino") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_dest_residuos" ADD CONSTRAINT "re_tb_dest_residuos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_insumos" ADD CONSTRAINT "re_tb_insumos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_recipientes" ADD CONSTRAINT "re_tb_recipientes_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_recipientes_pesos" ADD CONSTRAINT "re_tb_recipientes_pesos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_recipientes_pesos" ADD CONSTRAINT "re_tb_recipientes_pesos_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_recipientes_pesos" ADD CONSTRAINT "re_tb_recipientes_pesos_recipiente_fk" FOREIGN KEY ("id_empresa","id_recipiente") REFERENCES "public"."re_tb_recipientes"("id_empresa","id_recipiente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_grupos_restaurantes" ADD CONSTRAINT "re_tb_grupos_restaurantes_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_refeicoes" ADD CONSTRAINT "re_tb_refeicoes_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_refeicoes" ADD CONSTRAINT "re_tb_refeicoes_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_restaurantes" ADD CONSTRAINT "re_tb_restaurantes_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_restaurantes" ADD CONSTRAINT "re_tb_restaurantes_grupo_fk" FOREIGN KEY ("id_empresa","id_grupo") REFERENCES "public"."re_tb_grupos_restaurantes"("id_empresa","id_grupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_unidades_satelite" ADD CONSTRAINT "re_tb_unidades_satelite_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_unidades_satelite" ADD CONSTRAINT "re_tb_unidades_satelite_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_balancas_unidades" ADD CONSTRAINT "re_tb_balancas_unidades_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_balancas_unidades" ADD CONSTRAINT "re_tb_balancas_unidades_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_balancas_unidades" ADD CONSTRAINT "re_tb_balancas_unidades_balanca_fk" FOREIGN KEY ("id_empresa","id_bal") REFERENCES "public"."re_tb_cad_balancas"("id_empresa","id_bal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_cad_balancas" ADD CONSTRAINT "re_tb_cad_balancas_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_rest_balancas_usuarios" ADD CONSTRAINT "re_tb_rest_balancas_usuarios_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_rest_balancas_usuarios" ADD CONSTRAINT "re_tb_rest_balancas_usuarios_restaurante_fk" FOREIGN KEY ("id_empresa","id_restaurante") REFERENCES "public"."re_tb_restaurantes"("id_empresa","id_restaurante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_rest_balancas_usuarios" ADD CONSTRAINT "re_tb_rest_balancas_usuarios_balanca_fk" FOREIGN KEY ("id_empresa","id_bal") REFERENCES "public"."re_tb_cad_balancas"("id_empresa","id_bal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_rest_balancas_usuarios" ADD CONSTRAINT "re_tb_rest_balancas_usuarios_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_sat_balancas" ADD CONSTRAINT "re_tb_sat_balancas_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_sat_balancas" ADD CONSTRAINT "re_tb_sat_balancas_balanca_fk" FOREIGN KEY ("id_empresa","id_bal") REFERENCES "public"."re_tb_cad_balancas"("id_empresa","id_bal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "re_tb_sat_balancas" ADD CONSTRAINT "re_tb_sat_balancas_satelite_fk" FOREIGN KEY ("id_empresa","id_satelite") REFERENCES "public"."re_tb_unidades_satelite"("id_empresa","id_satelite") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "re_tb_alertas_empresa_idx" ON "re_tb_alertas" USING btree ("id_empresa","ind_status");--> statement-breakpoint
CREATE INDEX "re_tb_notificacoes_nao_lidas_idx" ON "re_tb_notificacoes" USING btree ("id_empresa","id_usuario","dta_registro") WHERE "re_tb_notificacoes"."ind_lido" = 0;--> statement-breakpoint
CREATE INDEX "re_tb_notificacoes_alerta_idx" ON "re_tb_notificacoes" USING btree ("id_alerta");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_parametros_uq" ON "re_tb_parametros" USING btree ("id_empresa",coalesce("id_restaurante", 0),"des_parametro","seq_parametro");--> statement-breakpoint
CREATE INDEX "re_tb_parametros_busca_idx" ON "re_tb_parametros" USING btree ("id_empresa","des_parametro","id_restaurante");--> statement-breakpoint
CREATE INDEX "re_custos_utilitario_empresa_idx" ON "re_custos_utilitario" USING btree ("id_empresa","dta_execucao");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_aprovadores_uq" ON "re_tb_aprovadores" USING btree ("id_empresa","id_usuario","id_restaurante");--> statement-breakpoint
CREATE INDEX "re_tb_aprovadores_restaurante_idx" ON "re_tb_aprovadores" USING btree ("id_empresa","id_restaurante");--> statement-breakpoint
CREATE INDEX "re_tb_desp_custos_rest_dia_idx" ON "re_tb_desp_custos" USING btree ("id_empresa","id_restaurante","dta_apontamento");--> statement-breakpoint
CREATE INDEX "re_tb_desp_custos_dia_idx" ON "re_tb_desp_custos" USING btree ("id_empresa","dta_apontamento");--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_rest_dia_idx" ON "re_tb_desperdicios_det" USING btree ("id_empresa","id_restaurante","dta_apontamento");--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_tip_dia_idx" ON "re_tb_desperdicios_det" USING btree ("id_empresa","tip_desperdicio","dta_apontamento");--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_satelite_dia_idx" ON "re_tb_desperdicios_det" USING btree ("id_empresa","id_satelite","dta_apontamento") WHERE "re_tb_desperdicios_det"."id_satelite" is not null;--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_pendentes_idx" ON "re_tb_desperdicios_det" USING btree ("id_empresa","id_restaurante","dta_apontamento") WHERE "re_tb_desperdicios_det"."ind_status_aprov" = 0;--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_destino_idx" ON "re_tb_desperdicios_det" USING btree ("id_destino") WHERE "re_tb_desperdicios_det"."id_destino" is not null;--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_insumo_idx" ON "re_tb_desperdicios_det" USING btree ("id_insumo") WHERE "re_tb_desperdicios_det"."id_insumo" is not null;--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_item_idx" ON "re_tb_desperdicios_det" USING btree ("id_empresa","id_item_venda","dta_apontamento") WHERE "re_tb_desperdicios_det"."id_item_venda" is not null;--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_balanca_idx" ON "re_tb_desperdicios_det" USING btree ("id_bal","dta_apontamento") WHERE "re_tb_desperdicios_det"."id_bal" is not null;--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_recipiente_idx" ON "re_tb_desperdicios_det" USING btree ("id_recipiente") WHERE "re_tb_desperdicios_det"."id_recipiente" is not null;--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_det_usuario_idx" ON "re_tb_desperdicios_det" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "re_tb_divergencias_desp_dia_idx" ON "re_tb_divergencias_desp" USING btree ("id_empresa","dta_divergencia");--> statement-breakpoint
CREATE INDEX "re_tb_divergencias_desp_rest_idx" ON "re_tb_divergencias_desp" USING btree ("id_empresa","id_restaurante","dta_divergencia");--> statement-breakpoint
CREATE INDEX "re_tb_historico_aprov_apontamento_idx" ON "re_tb_historico_aprov" USING btree ("id_apontamento");--> statement-breakpoint
CREATE INDEX "re_tb_historico_aprov_dia_idx" ON "re_tb_historico_aprov" USING btree ("id_empresa","dth_analise");--> statement-breakpoint
CREATE INDEX "re_tb_historico_aprov_usuario_idx" ON "re_tb_historico_aprov" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "re_tb_integracao_desperdicio_dia_idx" ON "re_tb_integracao_desperdicio" USING btree ("id_empresa","dta_registro");--> statement-breakpoint
CREATE INDEX "re_tb_integracao_desperdicio_status_idx" ON "re_tb_integracao_desperdicio" USING btree ("id_empresa","ind_status");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_acesso_usuario_empresa_uq" ON "re_tb_acesso_desperdicio" USING btree ("id_usuario","id_empresa");--> statement-breakpoint
CREATE INDEX "re_tb_acesso_empresa_idx" ON "re_tb_acesso_desperdicio" USING btree ("id_empresa");--> statement-breakpoint
CREATE INDEX "login_tickets_usuario_idx" ON "login_tickets" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "nl_base_usuarios_email_uq" ON "nl_base_usuarios" USING btree (lower("des_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "nl_base_usuarios_usuario_uq" ON "nl_base_usuarios" USING btree (lower("des_usuario"));--> statement-breakpoint
CREATE UNIQUE INDEX "re_gramatura_pratos_grupo_uq" ON "re_gramatura_pratos" USING btree ("id_empresa","id_grupo");--> statement-breakpoint
CREATE INDEX "re_mv_itens_venda_grupo_prato_idx" ON "re_mv_itens_venda" USING btree ("id_empresa","id_grupo_prato");--> statement-breakpoint
CREATE INDEX "re_tb_cardapio_rest_dia_idx" ON "re_tb_cardapio" USING btree ("id_empresa","id_restaurante","dta_cardapio");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_itens_produtos_uq" ON "re_tb_itens_produtos" USING btree ("id_empresa","id_item_venda","id_produto",coalesce("id_restaurante", 0));--> statement-breakpoint
CREATE INDEX "re_tb_itens_produtos_produto_idx" ON "re_tb_itens_produtos" USING btree ("id_empresa","id_produto");--> statement-breakpoint
CREATE INDEX "re_tb_kanban_producao_rest_dia_idx" ON "re_tb_kanban_producao" USING btree ("id_empresa","id_restaurante","dta_cardapio");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_nr_satelite_uq" ON "re_tb_nr_satelite" USING btree ("id_satelite","id_item_venda","id_produto","dta_nr");--> statement-breakpoint
CREATE INDEX "re_tb_nr_satelite_rest_dia_idx" ON "re_tb_nr_satelite" USING btree ("id_empresa","id_restaurante","dta_nr");--> statement-breakpoint
CREATE INDEX "re_tb_produtos_agrupamento_idx" ON "re_tb_produtos" USING btree ("id_empresa","cod_agrupamento");--> statement-breakpoint
CREATE INDEX "re_tb_desp_insumos_empresa_idx" ON "re_tb_desp_insumos" USING btree ("id_empresa","ind_inativo");--> statement-breakpoint
CREATE INDEX "re_tb_desp_metas_rest_tip_idx" ON "re_tb_desp_metas" USING btree ("id_empresa","id_restaurante","tip_desperdicio","dta_inicial");--> statement-breakpoint
CREATE INDEX "re_tb_desp_metas_satelite_idx" ON "re_tb_desp_metas" USING btree ("id_satelite");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_desperdicios_rest_uq" ON "re_tb_desperdicios_rest" USING btree ("id_empresa","id_restaurante","tip_desperdicio");--> statement-breakpoint
CREATE INDEX "re_tb_desperdicios_rest_tip_idx" ON "re_tb_desperdicios_rest" USING btree ("id_empresa","tip_desperdicio");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_dest_desperdicios_uq" ON "re_tb_dest_desperdicios" USING btree ("id_empresa","id_restaurante","id_destino","tip_desperdicio");--> statement-breakpoint
CREATE INDEX "re_tb_dest_desperdicios_destino_idx" ON "re_tb_dest_desperdicios" USING btree ("id_destino");--> statement-breakpoint
CREATE INDEX "re_tb_insumos_mascara_idx" ON "re_tb_insumos" USING btree ("id_empresa","cod_mascara");--> statement-breakpoint
CREATE INDEX "re_tb_recipientes_pesos_recipiente_idx" ON "re_tb_recipientes_pesos" USING btree ("id_recipiente");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_refeicoes_dia_uq" ON "re_tb_refeicoes" USING btree ("id_empresa","id_restaurante","dta_refeicao");--> statement-breakpoint
CREATE INDEX "re_tb_restaurantes_grupo_idx" ON "re_tb_restaurantes" USING btree ("id_empresa","id_grupo");--> statement-breakpoint
CREATE INDEX "re_tb_unidades_satelite_restaurante_idx" ON "re_tb_unidades_satelite" USING btree ("id_empresa","id_restaurante");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_balancas_unidades_ativa_uq" ON "re_tb_balancas_unidades" USING btree ("id_bal") WHERE "re_tb_balancas_unidades"."ind_inativo" = 0;--> statement-breakpoint
CREATE INDEX "re_tb_balancas_unidades_restaurante_idx" ON "re_tb_balancas_unidades" USING btree ("id_empresa","id_restaurante");--> statement-breakpoint
CREATE INDEX "re_tb_balancas_unidades_balanca_idx" ON "re_tb_balancas_unidades" USING btree ("id_bal");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_rest_balancas_usuarios_uq" ON "re_tb_rest_balancas_usuarios" USING btree ("id_empresa","id_restaurante","id_bal","id_usuario");--> statement-breakpoint
CREATE INDEX "re_tb_rest_balancas_usuarios_usuario_idx" ON "re_tb_rest_balancas_usuarios" USING btree ("id_usuario","id_empresa");--> statement-breakpoint
CREATE INDEX "re_tb_rest_balancas_usuarios_balanca_idx" ON "re_tb_rest_balancas_usuarios" USING btree ("id_bal");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_sat_balancas_par_uq" ON "re_tb_sat_balancas" USING btree ("id_bal","id_satelite");--> statement-breakpoint
CREATE UNIQUE INDEX "re_tb_sat_balancas_ativa_uq" ON "re_tb_sat_balancas" USING btree ("id_bal") WHERE "re_tb_sat_balancas"."ind_inativo" = 0;--> statement-breakpoint
CREATE INDEX "re_tb_sat_balancas_satelite_idx" ON "re_tb_sat_balancas" USING btree ("id_empresa","id_satelite");