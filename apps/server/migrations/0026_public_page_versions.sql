CREATE TABLE "memory_page_versions" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memory_page_versions" ADD CONSTRAINT "memory_page_versions_page_id_memory_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_page_relatives_related_idx" ON "memory_page_relatives" USING btree ("related_page_id");--> statement-breakpoint
-- Issue 13 §1: what a public memory page shows changes with its version, raised here by the database on every
-- write to what the page shows, whoever writes and from whichever server instance (each checks the version
-- before answering from its cache). Only pages that still exist get a row (a cascade of a deleted page skips it).
CREATE FUNCTION bump_memory_page_versions(page_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO memory_page_versions (page_id, version)
  SELECT id, 1 FROM memory_pages WHERE id = ANY(page_ids)
  ON CONFLICT (page_id) DO UPDATE SET version = memory_page_versions.version + 1;
$$;
--> statement-breakpoint
-- a row that belongs to a page (photos, relatives, guest book): its page, before and after
CREATE FUNCTION memory_page_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_memory_page_versions(ARRAY[OLD.page_id]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM bump_memory_page_versions(ARRAY[NEW.page_id]); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memory_page_photos_version AFTER INSERT OR UPDATE OR DELETE ON memory_page_photos
  FOR EACH ROW EXECUTE FUNCTION memory_page_part_changed();
--> statement-breakpoint
CREATE TRIGGER memory_page_relatives_version AFTER INSERT OR UPDATE OR DELETE ON memory_page_relatives
  FOR EACH ROW EXECUTE FUNCTION memory_page_part_changed();
--> statement-breakpoint
CREATE TRIGGER guest_book_entries_version AFTER INSERT OR UPDATE OR DELETE ON guest_book_entries
  FOR EACH ROW EXECUTE FUNCTION memory_page_part_changed();
--> statement-breakpoint
CREATE TRIGGER guest_book_settings_version AFTER INSERT OR UPDATE OR DELETE ON guest_book_settings
  FOR EACH ROW EXECUTE FUNCTION memory_page_part_changed();
--> statement-breakpoint
-- the page itself (text, visibility, keeper), and the pages that list it among their relatives
CREATE FUNCTION memory_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_memory_page_versions(
    ARRAY[NEW.id] || ARRAY(SELECT page_id FROM memory_page_relatives WHERE related_page_id = NEW.id)
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memory_pages_version AFTER UPDATE ON memory_pages
  FOR EACH ROW EXECUTE FUNCTION memory_page_changed();
--> statement-breakpoint
-- a person's name, dates, places or photo: the person's page, and the pages that list that page as a relative
CREATE FUNCTION memory_page_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_memory_page_versions(ARRAY(
    SELECT id FROM memory_pages WHERE person_id = NEW.id
    UNION
    SELECT r.page_id FROM memory_page_relatives r JOIN memory_pages p ON p.id = r.related_page_id
    WHERE p.person_id = NEW.id
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER persons_memory_page_version AFTER UPDATE ON persons
  FOR EACH ROW EXECUTE FUNCTION memory_page_person_changed();
--> statement-breakpoint
-- the keeper's name (a public page names its keeper), or the keeper blocked
CREATE FUNCTION memory_page_keeper_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_memory_page_versions(ARRAY(SELECT id FROM memory_pages WHERE owner_account_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_memory_page_version AFTER UPDATE ON accounts
  FOR EACH ROW
  WHEN (
    OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.is_active IS DISTINCT FROM NEW.is_active
  )
  EXECUTE FUNCTION memory_page_keeper_changed();
