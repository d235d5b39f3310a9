CREATE TABLE "company_type_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_type_applications_type" CHECK ("company_type_applications"."type" in ('MUNICIPAL', 'DEALER')),
	CONSTRAINT "company_type_applications_status" CHECK ("company_type_applications"."status" in ('new', 'accepted', 'declined'))
);
--> statement-breakpoint
-- every request of the two old tables, in their order (ids change: only journal rows of DealerApplication named them)
INSERT INTO "company_type_applications" ("type", "company_id", "created_by", "note", "status", "comment", "decided_by", "decided_at", "created_at")
SELECT 'MUNICIPAL', "company_id", "created_by", "note", "status", "comment", "decided_by", "decided_at", "created_at" FROM "municipal_applications" ORDER BY "id";--> statement-breakpoint
INSERT INTO "company_type_applications" ("type", "company_id", "created_by", "note", "status", "comment", "decided_by", "decided_at", "created_at")
SELECT 'DEALER', "company_id", "created_by", "note", "status", "comment", "decided_by", "decided_at", "created_at" FROM "dealer_applications" ORDER BY "id";--> statement-breakpoint
DROP TABLE "dealer_applications" CASCADE;--> statement-breakpoint
DROP TABLE "municipal_applications" CASCADE;--> statement-breakpoint
ALTER TABLE "company_type_applications" ADD CONSTRAINT "company_type_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_type_applications" ADD CONSTRAINT "company_type_applications_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_type_applications" ADD CONSTRAINT "company_type_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_type_applications_open_unique" ON "company_type_applications" USING btree ("company_id","type") WHERE "company_type_applications"."status" = 'new';--> statement-breakpoint
CREATE INDEX "company_type_applications_type_status_idx" ON "company_type_applications" USING btree ("type","status","id");