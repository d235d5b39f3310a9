CREATE TABLE "municipal_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "municipal_applications_status" CHECK ("municipal_applications"."status" in ('new', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "municipal_applications" ADD CONSTRAINT "municipal_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipal_applications" ADD CONSTRAINT "municipal_applications_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipal_applications" ADD CONSTRAINT "municipal_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "municipal_applications_open_unique" ON "municipal_applications" USING btree ("company_id") WHERE "municipal_applications"."status" = 'new';--> statement-breakpoint
CREATE INDEX "municipal_applications_status_idx" ON "municipal_applications" USING btree ("status","id");