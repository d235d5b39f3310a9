-- Issue 13 §1: the triggers that raise a public page's version also tell of it on the channel public_changes
-- (`memory_page:<id>`, `landing:<id>`), delivered when the writing transaction commits, so each server instance
-- drops its kept copy at once and answers a kept page without asking the database.
CREATE OR REPLACE FUNCTION bump_memory_page_versions(page_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO memory_page_versions (page_id, version)
  SELECT id, 1 FROM memory_pages WHERE id = ANY(page_ids)
  ON CONFLICT (page_id) DO UPDATE SET version = memory_page_versions.version + 1;
  PERFORM pg_notify('public_changes', 'memory_page:' || id) FROM unnest(page_ids) AS id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_company_landing_versions(landing_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_landing_versions (landing_id, version)
  SELECT id, 1 FROM company_landings WHERE id = ANY(landing_ids)
  ON CONFLICT (landing_id) DO UPDATE SET version = company_landing_versions.version + 1;
  PERFORM pg_notify('public_changes', 'landing:' || id) FROM unnest(landing_ids) AS id;
END $$;
