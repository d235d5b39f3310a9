CREATE TABLE "guest_book_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"seen_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_book_entries_kind" CHECK ("guest_book_entries"."kind" in ('memory','candle')),
	CONSTRAINT "guest_book_entries_status" CHECK ("guest_book_entries"."status" in ('pending','approved','hidden'))
);
--> statement-breakpoint
CREATE TABLE "guest_book_settings" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"moderation" text DEFAULT 'approval' NOT NULL,
	"accepts_entries" boolean DEFAULT true NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_book_settings_moderation" CHECK ("guest_book_settings"."moderation" in ('approval','immediate'))
);
--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD CONSTRAINT "guest_book_entries_page_id_memory_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_book_entries" ADD CONSTRAINT "guest_book_entries_moderated_by_accounts_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_book_settings" ADD CONSTRAINT "guest_book_settings_page_id_memory_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_book_entries_page_idx" ON "guest_book_entries" USING btree ("page_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guest_book_entries_new_idx" ON "guest_book_entries" USING btree ("page_id") WHERE "guest_book_entries"."status" = 'pending' or "guest_book_entries"."seen_at" is null;