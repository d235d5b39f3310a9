ALTER TABLE "graves" DROP CONSTRAINT "graves_photo_media_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "graves" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "graves" ADD COLUMN "photo_thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "graves" DROP COLUMN "photo_media_id";