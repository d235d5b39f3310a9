CREATE TABLE "passport_request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passport_request_files" ADD CONSTRAINT "passport_request_files_request_id_passport_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."passport_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passport_request_files" ADD CONSTRAINT "passport_request_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passport_request_files_request_idx" ON "passport_request_files" USING btree ("request_id","id");