CREATE TABLE "app_routine_runs" (
	"rotina" text NOT NULL,
	"dia" date NOT NULL,
	"instancia" text NOT NULL,
	"dta_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"dta_fim" timestamp with time zone,
	"ind_falhou" boolean DEFAULT false NOT NULL,
	CONSTRAINT "app_routine_runs_rotina_dia_pk" PRIMARY KEY("rotina","dia")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"dta_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
