CREATE TABLE "burials" (
	"id" serial PRIMARY KEY NOT NULL,
	"grave_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"person_id" integer NOT NULL,
	"burial_date" date,
	"burial_precision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "burials_place_unique" UNIQUE("grave_id","position"),
	CONSTRAINT "burials_person_unique" UNIQUE("person_id")
);
--> statement-breakpoint
CREATE TABLE "cemeteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"outline" "polygon",
	"center" "point" NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"municipal_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cemetery_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"cemetery_id" integer NOT NULL,
	"name" text NOT NULL,
	"outline" "polygon" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graves" (
	"id" serial PRIMARY KEY NOT NULL,
	"cemetery_id" integer NOT NULL,
	"area_id" integer,
	"number" text DEFAULT '' NOT NULL,
	"location" "point" NOT NULL,
	"outline" "polygon",
	"status" text DEFAULT 'free' NOT NULL,
	"places_count" smallint DEFAULT 1 NOT NULL,
	"width_m" double precision,
	"length_m" double precision,
	"has_fence" boolean DEFAULT false NOT NULL,
	"has_monument" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_media_id" integer,
	"confirmed" boolean DEFAULT true NOT NULL,
	"proposed_by_account_id" integer,
	"proposed_by_company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "graves_status" CHECK ("graves"."status" in ('free', 'reserved', 'occupied')),
	CONSTRAINT "graves_places" CHECK ("graves"."places_count" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "burials" ADD CONSTRAINT "burials_grave_id_graves_id_fk" FOREIGN KEY ("grave_id") REFERENCES "public"."graves"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burials" ADD CONSTRAINT "burials_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cemeteries" ADD CONSTRAINT "cemeteries_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cemeteries" ADD CONSTRAINT "cemeteries_municipal_company_id_companies_id_fk" FOREIGN KEY ("municipal_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cemetery_areas" ADD CONSTRAINT "cemetery_areas_cemetery_id_cemeteries_id_fk" FOREIGN KEY ("cemetery_id") REFERENCES "public"."cemeteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graves" ADD CONSTRAINT "graves_cemetery_id_cemeteries_id_fk" FOREIGN KEY ("cemetery_id") REFERENCES "public"."cemeteries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graves" ADD CONSTRAINT "graves_area_id_cemetery_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."cemetery_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graves" ADD CONSTRAINT "graves_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graves" ADD CONSTRAINT "graves_proposed_by_account_id_accounts_id_fk" FOREIGN KEY ("proposed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graves" ADD CONSTRAINT "graves_proposed_by_company_id_companies_id_fk" FOREIGN KEY ("proposed_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cemeteries_center_idx" ON "cemeteries" USING gist ("center");--> statement-breakpoint
CREATE INDEX "cemeteries_municipal_idx" ON "cemeteries" USING btree ("municipal_company_id");--> statement-breakpoint
CREATE INDEX "cemeteries_city_idx" ON "cemeteries" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "cemetery_areas_cemetery_idx" ON "cemetery_areas" USING btree ("cemetery_id");--> statement-breakpoint
CREATE INDEX "graves_location_idx" ON "graves" USING gist ("location");--> statement-breakpoint
CREATE INDEX "graves_cemetery_idx" ON "graves" USING btree ("cemetery_id","number");