CREATE TABLE "company_landing_versions" (
	"landing_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_landing_versions" ADD CONSTRAINT "company_landing_versions_landing_id_company_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."company_landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_managers_membership_idx" ON "landing_managers" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "landing_popular_items_item_idx" ON "landing_popular_items" USING btree ("item_id");--> statement-breakpoint
-- Issue 13 §1: what a published company page shows changes with its version, raised here by the database on
-- every write to what the page shows, whoever writes and from whichever server instance. Only pages that still
-- exist get a row (a cascade of a deleted page skips it).
CREATE FUNCTION bump_company_landing_versions(landing_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_landing_versions (landing_id, version)
  SELECT id, 1 FROM company_landings WHERE id = ANY(landing_ids)
  ON CONFLICT (landing_id) DO UPDATE SET version = company_landing_versions.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION company_landing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_landing_versions(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_landings_version AFTER UPDATE ON company_landings
  FOR EACH ROW EXECUTE FUNCTION company_landing_changed();
--> statement-breakpoint
-- a row that belongs to a page (slides, popular items, managers): its page, before and after
CREATE FUNCTION company_landing_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_company_landing_versions(ARRAY[OLD.landing_id]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM bump_company_landing_versions(ARRAY[NEW.landing_id]); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER landing_sliders_version AFTER INSERT OR UPDATE OR DELETE ON landing_sliders
  FOR EACH ROW EXECUTE FUNCTION company_landing_part_changed();
--> statement-breakpoint
CREATE TRIGGER landing_popular_items_version AFTER INSERT OR UPDATE OR DELETE ON landing_popular_items
  FOR EACH ROW EXECUTE FUNCTION company_landing_part_changed();
--> statement-breakpoint
CREATE TRIGGER landing_managers_version AFTER INSERT OR UPDATE OR DELETE ON landing_managers
  FOR EACH ROW EXECUTE FUNCTION company_landing_part_changed();
--> statement-breakpoint
-- the company's name or logo
CREATE FUNCTION company_landing_company_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_landing_versions(ARRAY(SELECT id FROM company_landings WHERE company_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_landing_version AFTER UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION company_landing_company_changed();
--> statement-breakpoint
-- the city's name or region
CREATE FUNCTION company_landing_city_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_landing_versions(ARRAY(SELECT id FROM company_landings WHERE city_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cities_landing_version AFTER UPDATE ON cities
  FOR EACH ROW EXECUTE FUNCTION company_landing_city_changed();
--> statement-breakpoint
-- a manager's name, photo or contacts
CREATE FUNCTION company_landing_manager_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_landing_versions(ARRAY(
    SELECT lm.landing_id FROM landing_managers lm JOIN memberships m ON m.id = lm.membership_id
    WHERE m.account_id = NEW.id
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_landing_version AFTER UPDATE ON accounts
  FOR EACH ROW
  WHEN (
    OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.avatar IS DISTINCT FROM NEW.avatar
    OR OLD.phone IS DISTINCT FROM NEW.phone
    OR OLD.email IS DISTINCT FROM NEW.email
  )
  EXECUTE FUNCTION company_landing_manager_changed();
--> statement-breakpoint
-- a popular item's name, price, unit, archive or category
CREATE FUNCTION company_landing_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_landing_versions(ARRAY(SELECT landing_id FROM landing_popular_items WHERE item_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_items_landing_version AFTER UPDATE ON catalog_items
  FOR EACH ROW EXECUTE FUNCTION company_landing_item_changed();
--> statement-breakpoint
-- a popular item's category renamed
CREATE FUNCTION company_landing_category_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_landing_versions(ARRAY(
    SELECT p.landing_id FROM landing_popular_items p JOIN catalog_items i ON i.id = p.item_id
    WHERE i.category_id = NEW.id
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_categories_landing_version AFTER UPDATE ON catalog_categories
  FOR EACH ROW EXECUTE FUNCTION company_landing_category_changed();
--> statement-breakpoint
-- a popular item's photos (the first is shown)
CREATE FUNCTION company_landing_item_photo_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_company_landing_versions(ARRAY(SELECT landing_id FROM landing_popular_items WHERE item_id = OLD.item_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_company_landing_versions(ARRAY(SELECT landing_id FROM landing_popular_items WHERE item_id = NEW.item_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_photos_landing_version AFTER INSERT OR UPDATE OR DELETE ON catalog_photos
  FOR EACH ROW EXECUTE FUNCTION company_landing_item_photo_changed();
