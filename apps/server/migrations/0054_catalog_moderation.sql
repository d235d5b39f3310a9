ALTER TABLE "catalog_items" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "hidden_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "compositions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compositions" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "compositions" ADD COLUMN "hidden_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_hidden_by_account_id_accounts_id_fk" FOREIGN KEY ("hidden_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compositions" ADD CONSTRAINT "compositions_hidden_by_account_id_accounts_id_fk" FOREIGN KEY ("hidden_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_created_idx" ON "catalog_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "compositions_created_idx" ON "compositions" USING btree ("created_at","id");