CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "memory_pages_created_at_idx" ON "memory_pages" USING btree ("created_at");