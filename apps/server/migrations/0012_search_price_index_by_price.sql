DROP INDEX "catalog_items_price_idx";--> statement-breakpoint
CREATE INDEX "catalog_items_price_idx" ON "catalog_items" USING btree ("price","id");