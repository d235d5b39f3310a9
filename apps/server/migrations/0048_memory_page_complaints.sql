CREATE TABLE "memory_page_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"reporter_account_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_page_complaints_reason" CHECK ("memory_page_complaints"."reason" in ('stranger','photo','offensive','other')),
	CONSTRAINT "memory_page_complaints_status" CHECK ("memory_page_complaints"."status" in ('open','closed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD COLUMN "hidden_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD COLUMN "visibility_before_hidden" text;--> statement-breakpoint
ALTER TABLE "memory_page_complaints" ADD CONSTRAINT "memory_page_complaints_page_id_memory_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_complaints" ADD CONSTRAINT "memory_page_complaints_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_complaints" ADD CONSTRAINT "memory_page_complaints_closed_by_account_id_accounts_id_fk" FOREIGN KEY ("closed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_page_complaints_page_idx" ON "memory_page_complaints" USING btree ("page_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memory_page_complaints_open_idx" ON "memory_page_complaints" USING btree ("created_at" DESC NULLS LAST,"page_id") WHERE "memory_page_complaints"."status" = 'open';--> statement-breakpoint
ALTER TABLE "memory_pages" ADD CONSTRAINT "memory_pages_hidden_by_account_id_accounts_id_fk" FOREIGN KEY ("hidden_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_pages_hidden_idx" ON "memory_pages" USING btree ("hidden_at" DESC NULLS LAST) WHERE "memory_pages"."hidden_at" is not null;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD CONSTRAINT "memory_pages_hidden_private" CHECK ("memory_pages"."hidden_at" is null or ("memory_pages"."visibility" = 'private' and "memory_pages"."visibility_before_hidden" in ('public','link','private')));