CREATE TABLE "person_attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"has_value" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "person_attribute_values" ADD CONSTRAINT "person_attribute_values_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_attribute_values" ADD CONSTRAINT "person_attribute_values_attribute_id_person_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."person_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_attribute_values_pair" ON "person_attribute_values" USING btree ("person_id","attribute_id");--> statement-breakpoint
CREATE INDEX "person_attribute_values_attribute_idx" ON "person_attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_attributes_name_unique" ON "person_attributes" USING btree (lower("name"));--> statement-breakpoint
-- A public memory page shows its person's attributes (issue 16): giving, changing or taking one away raises the
-- version of the person's page (0026), as does renaming an attribute for the pages of everyone who has it.
CREATE FUNCTION person_attribute_value_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_memory_page_versions(ARRAY(SELECT id FROM memory_pages WHERE person_id = OLD.person_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_memory_page_versions(ARRAY(SELECT id FROM memory_pages WHERE person_id = NEW.person_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_attribute_values_version AFTER INSERT OR UPDATE OR DELETE ON person_attribute_values
  FOR EACH ROW EXECUTE FUNCTION person_attribute_value_changed();
--> statement-breakpoint
CREATE FUNCTION person_attribute_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_memory_page_versions(ARRAY(
    SELECT p.id FROM memory_pages p JOIN person_attribute_values v ON v.person_id = p.person_id
    WHERE v.attribute_id = NEW.id
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_attributes_version AFTER UPDATE ON person_attributes
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION person_attribute_changed();
