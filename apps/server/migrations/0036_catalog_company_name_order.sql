DROP INDEX "catalog_items_company_idx";--> statement-breakpoint
CREATE INDEX "catalog_items_company_name_idx" ON "catalog_items" USING btree ("company_id","kind","is_archive","name_key","id");