CREATE INDEX "media_key_idx" ON "media" USING btree ("key");--> statement-breakpoint
CREATE INDEX "media_thumbnail_key_idx" ON "media" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "memory_page_photos_media_idx" ON "memory_page_photos" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "persons_avatar_media_idx" ON "persons" USING btree ("avatar_media_id");