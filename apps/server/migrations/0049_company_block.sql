ALTER TABLE "companies" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "blocked_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_blocked_by_account_id_accounts_id_fk" FOREIGN KEY ("blocked_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;