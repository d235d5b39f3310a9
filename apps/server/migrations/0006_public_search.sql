CREATE TABLE "site_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"composition_id" integer,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_landings" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "site_request_items" ADD CONSTRAINT "site_request_items_request_id_site_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."site_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_request_items" ADD CONSTRAINT "site_request_items_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_request_items" ADD CONSTRAINT "site_request_items_composition_id_compositions_id_fk" FOREIGN KEY ("composition_id") REFERENCES "public"."compositions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_requests" ADD CONSTRAINT "site_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_request_items_request_idx" ON "site_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "site_request_items_item_idx" ON "site_request_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "site_request_items_composition_idx" ON "site_request_items" USING btree ("composition_id");--> statement-breakpoint
CREATE INDEX "site_requests_inbox_idx" ON "site_requests" USING btree ("company_id","is_urgent","created_at");--> statement-breakpoint
CREATE INDEX "site_requests_new_idx" ON "site_requests" USING btree ("company_id","is_new");--> statement-breakpoint
ALTER TABLE "company_landings" ADD CONSTRAINT "company_landings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_name_trgm_idx" ON "catalog_items" USING gin ("name" gin_trgm_ops);