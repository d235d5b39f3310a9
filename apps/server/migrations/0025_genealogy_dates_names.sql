CREATE TABLE "person_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"date" jsonb,
	"place" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	CONSTRAINT "person_facts_kind" CHECK ("person_facts"."kind" in ('birth','death'))
);
--> statement-breakpoint
CREATE TABLE "person_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"given" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	CONSTRAINT "person_names_kind" CHECK ("person_names"."kind" in ('birth','married','maiden','aka','immigrant','professional','other'))
);
--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "marriage" jsonb;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "divorce" jsonb;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "name_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "name_suffix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "nickname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_qualifier" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_date_to" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_precision_to" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_calendar" text DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birth_phrase" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "death_qualifier" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "death_date_to" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "death_precision_to" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "death_calendar" text DEFAULT 'gregorian' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "death_phrase" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "person_facts" ADD CONSTRAINT "person_facts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_names" ADD CONSTRAINT "person_names_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_facts_person_idx" ON "person_facts" USING btree ("person_id","position");--> statement-breakpoint
CREATE INDEX "person_names_person_idx" ON "person_names" USING btree ("person_id","position");--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_couple_events" CHECK ("family_links"."kind" = 'spouse' or ("family_links"."marriage" is null and "family_links"."divorce" is null));--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_birth_precision_to" CHECK (("persons"."birth_date_to" is null and "persons"."birth_precision_to" is null) or "persons"."birth_precision_to" in ('year','month','day'));--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_death_precision_to" CHECK (("persons"."death_date_to" is null and "persons"."death_precision_to" is null) or "persons"."death_precision_to" in ('year','month','day'));--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_qualifiers" CHECK ("persons"."birth_qualifier" in ('exact','about','calculated','estimated','before','after','between','from_to','to','phrase') and "persons"."death_qualifier" in ('exact','about','calculated','estimated','before','after','between','from_to','to','phrase'));--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_calendars" CHECK ("persons"."birth_calendar" in ('gregorian','julian') and "persons"."death_calendar" in ('gregorian','julian'));--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_gender" CHECK ("persons"."gender" is null or "persons"."gender" in ('male','female','x','unknown'));