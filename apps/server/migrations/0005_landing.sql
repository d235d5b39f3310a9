CREATE TABLE "company_landings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#4fa800' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"working_hours" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_landings_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "landing_managers" (
	"landing_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_managers_landing_id_membership_id_pk" PRIMARY KEY("landing_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "landing_popular_items" (
	"landing_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_popular_items_landing_id_item_id_pk" PRIMARY KEY("landing_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "landing_sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"landing_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_landings" ADD CONSTRAINT "company_landings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_managers" ADD CONSTRAINT "landing_managers_landing_id_company_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."company_landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_managers" ADD CONSTRAINT "landing_managers_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_popular_items" ADD CONSTRAINT "landing_popular_items_landing_id_company_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."company_landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_popular_items" ADD CONSTRAINT "landing_popular_items_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_sliders" ADD CONSTRAINT "landing_sliders_landing_id_company_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."company_landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_sliders_landing_idx" ON "landing_sliders" USING btree ("landing_id","position");