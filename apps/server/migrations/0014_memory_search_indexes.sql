DROP INDEX "memory_pages_public_idx";--> statement-breakpoint
CREATE INDEX "memory_pages_public_person_idx" ON "memory_pages" USING btree ("person_id") WHERE "memory_pages"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "persons_birth_date_idx" ON "persons" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "persons_death_date_idx" ON "persons" USING btree ("death_date");--> statement-breakpoint
CREATE INDEX "persons_city_trgm_idx" ON "persons" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_burial_city_trgm_idx" ON "persons" USING gin ("burial_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memory_pages_public_idx" ON "memory_pages" USING btree ("updated_at" DESC NULLS FIRST,"id") WHERE "memory_pages"."visibility" = 'public';