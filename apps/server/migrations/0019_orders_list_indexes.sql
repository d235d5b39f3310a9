DROP INDEX "orders_company_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_status_idx";--> statement-breakpoint
CREATE INDEX "orders_company_list_idx" ON "orders" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_company_status_list_idx" ON "orders" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);