-- Web Push: the devices (browser subscriptions) that opted in to notifications, per user and company. The endpoint
-- is unique (a device opting in again takes its row over); rows go when the user opts out or the push service
-- answers 404/410.
CREATE TABLE "push_inscricoes" (
	"id_inscricao" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"des_endpoint" text NOT NULL,
	"chave_p256dh" text NOT NULL,
	"chave_auth" text NOT NULL,
	"dta_registro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_inscricoes" ADD CONSTRAINT "push_inscricoes_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_inscricoes" ADD CONSTRAINT "push_inscricoes_id_usuario_nl_base_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."nl_base_usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_inscricoes_endpoint_uq" ON "push_inscricoes" USING btree ("des_endpoint");--> statement-breakpoint
CREATE INDEX "push_inscricoes_usuario_idx" ON "push_inscricoes" USING btree ("id_empresa","id_usuario");