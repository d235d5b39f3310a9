CREATE TABLE "person_import_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"message" text NOT NULL,
	"cells" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_account_id" integer,
	"cemetery_id" integer,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"mapping" jsonb,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created_persons" integer DEFAULT 0 NOT NULL,
	"created_burials" integer DEFAULT 0 NOT NULL,
	"created_graves" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"report_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "person_imports_format" CHECK ("person_imports"."format" in ('csv', 'xlsx')),
	CONSTRAINT "person_imports_status" CHECK ("person_imports"."status" in ('uploaded', 'queued', 'running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "person_import_problems" ADD CONSTRAINT "person_import_problems_import_id_person_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."person_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_imports" ADD CONSTRAINT "person_imports_admin_account_id_accounts_id_fk" FOREIGN KEY ("admin_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_imports" ADD CONSTRAINT "person_imports_cemetery_id_cemeteries_id_fk" FOREIGN KEY ("cemetery_id") REFERENCES "public"."cemeteries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_import_problems_import_idx" ON "person_import_problems" USING btree ("import_id","row");--> statement-breakpoint
CREATE INDEX "person_imports_created_idx" ON "person_imports" USING btree ("created_at");