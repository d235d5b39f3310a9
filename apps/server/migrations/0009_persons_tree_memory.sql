CREATE TABLE "family_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_node_id" integer NOT NULL,
	"to_node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_links_pair" UNIQUE("kind","from_node_id","to_node_id"),
	CONSTRAINT "family_links_kind" CHECK ("family_links"."kind" in ('parent','spouse')),
	CONSTRAINT "family_links_not_self" CHECK ("family_links"."from_node_id" <> "family_links"."to_node_id"),
	CONSTRAINT "family_links_spouse_order" CHECK ("family_links"."kind" <> 'spouse' or "family_links"."from_node_id" < "family_links"."to_node_id")
);
--> statement-breakpoint
CREATE TABLE "family_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_nodes_account_person" UNIQUE("account_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_account_id" integer,
	"owner_company_id" integer,
	"key" text NOT NULL,
	"thumbnail_key" text,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_one_owner" CHECK (("media"."owner_account_id" is null) <> ("media"."owner_company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "memory_page_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"from_company_id" integer NOT NULL,
	"code" text NOT NULL,
	"to_account_id" integer,
	"accepted_by_account_id" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_page_handovers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "memory_page_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_page_relatives" (
	"page_id" integer NOT NULL,
	"related_page_id" integer NOT NULL,
	"relation" text DEFAULT '' NOT NULL,
	CONSTRAINT "memory_page_relatives_page_id_related_page_id_pk" PRIMARY KEY("page_id","related_page_id")
);
--> statement-breakpoint
CREATE TABLE "memory_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"owner_account_id" integer,
	"owner_company_id" integer,
	"visibility" text DEFAULT 'private' NOT NULL,
	"link_token" text NOT NULL,
	"epitaph" text DEFAULT '' NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"created_by_company_id" integer,
	"company_edit_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_pages_person_id_unique" UNIQUE("person_id"),
	CONSTRAINT "memory_pages_link_token_unique" UNIQUE("link_token"),
	CONSTRAINT "memory_pages_one_owner" CHECK (("memory_pages"."owner_account_id" is null) <> ("memory_pages"."owner_company_id" is null)),
	CONSTRAINT "memory_pages_visibility" CHECK ("memory_pages"."visibility" in ('public','link','private'))
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_account_id" integer,
	"owner_company_id" integer,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"patronymic" text DEFAULT '' NOT NULL,
	"gender" text,
	"birth_date" date,
	"birth_precision" text,
	"death_date" date,
	"death_precision" text,
	"birth_place" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"burial_city" text DEFAULT '' NOT NULL,
	"burial_place" text DEFAULT '' NOT NULL,
	"avatar_media_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"search_name" text GENERATED ALWAYS AS (lower(trim(last_name || ' ' || first_name || ' ' || patronymic))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_one_owner" CHECK (("persons"."owner_account_id" is null) <> ("persons"."owner_company_id" is null)),
	CONSTRAINT "persons_birth_precision" CHECK (("persons"."birth_date" is null and "persons"."birth_precision" is null) or "persons"."birth_precision" in ('year','month','day')),
	CONSTRAINT "persons_death_precision" CHECK (("persons"."death_date" is null and "persons"."death_precision" is null) or "persons"."death_precision" in ('year','month','day'))
);
--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_from_node_id_family_nodes_id_fk" FOREIGN KEY ("from_node_id") REFERENCES "public"."family_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_to_node_id_family_nodes_id_fk" FOREIGN KEY ("to_node_id") REFERENCES "public"."family_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_nodes" ADD CONSTRAINT "family_nodes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_nodes" ADD CONSTRAINT "family_nodes_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_handovers" ADD CONSTRAINT "memory_page_handovers_page_id_memory_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_handovers" ADD CONSTRAINT "memory_page_handovers_from_company_id_companies_id_fk" FOREIGN KEY ("from_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_handovers" ADD CONSTRAINT "memory_page_handovers_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_handovers" ADD CONSTRAINT "memory_page_handovers_accepted_by_account_id_accounts_id_fk" FOREIGN KEY ("accepted_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_photos" ADD CONSTRAINT "memory_page_photos_page_id_memory_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_photos" ADD CONSTRAINT "memory_page_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_relatives" ADD CONSTRAINT "memory_page_relatives_page_id_memory_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_page_relatives" ADD CONSTRAINT "memory_page_relatives_related_page_id_memory_pages_id_fk" FOREIGN KEY ("related_page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD CONSTRAINT "memory_pages_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD CONSTRAINT "memory_pages_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD CONSTRAINT "memory_pages_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_pages" ADD CONSTRAINT "memory_pages_created_by_company_id_companies_id_fk" FOREIGN KEY ("created_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_avatar_media_id_media_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_links_account_idx" ON "family_links" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "family_links_to_idx" ON "family_links" USING btree ("to_node_id");--> statement-breakpoint
CREATE INDEX "media_account_idx" ON "media" USING btree ("owner_account_id","created_at");--> statement-breakpoint
CREATE INDEX "media_company_idx" ON "media" USING btree ("owner_company_id","created_at");--> statement-breakpoint
CREATE INDEX "memory_page_handovers_company_idx" ON "memory_page_handovers" USING btree ("from_company_id");--> statement-breakpoint
CREATE INDEX "memory_page_photos_page_idx" ON "memory_page_photos" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "memory_pages_account_idx" ON "memory_pages" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "memory_pages_company_idx" ON "memory_pages" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "memory_pages_public_idx" ON "memory_pages" USING btree ("visibility");--> statement-breakpoint
CREATE INDEX "persons_account_idx" ON "persons" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "persons_company_idx" ON "persons" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "persons_search_name_trgm_idx" ON "persons" USING gin ("search_name" gin_trgm_ops);