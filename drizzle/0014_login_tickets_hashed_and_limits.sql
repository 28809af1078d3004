-- Login tickets become random secrets kept hashed (the sequential ones are dropped: none was ever issued),
-- and the login limits get a table every instance shares.
DROP TABLE "login_tickets" CASCADE;--> statement-breakpoint
CREATE TABLE "login_tentativas" (
	"tip_limite" varchar(16) NOT NULL,
	"des_chave" varchar(256) NOT NULL,
	"dta_inicio" timestamp with time zone NOT NULL,
	"qtd_tentativas" integer NOT NULL,
	CONSTRAINT "login_tentativas_tip_limite_des_chave_pk" PRIMARY KEY("tip_limite","des_chave")
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"des_hash" varchar(64) PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_empresa" integer,
	"dta_expiracao" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_id_usuario_nl_base_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_tickets_usuario_idx" ON "login_tickets" USING btree ("id_usuario");