CREATE TABLE "public_page_search" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"search_name" text NOT NULL,
	"birth_date" date,
	"death_date" date NOT NULL,
	"city_lower" text NOT NULL,
	"burial_city_lower" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_page_search" ADD CONSTRAINT "public_page_search_page_id_memory_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."memory_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_page_search_name_trgm_idx" ON "public_page_search" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "public_page_search_birth_idx" ON "public_page_search" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "public_page_search_death_idx" ON "public_page_search" USING btree ("death_date");--> statement-breakpoint
CREATE INDEX "public_page_search_city_idx" ON "public_page_search" USING btree ("city_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "public_page_search_burial_city_idx" ON "public_page_search" USING btree ("burial_city_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "public_page_search_newest_idx" ON "public_page_search" USING btree ("updated_at" DESC NULLS FIRST,"page_id");
--> statement-breakpoint
-- Issue 13 §2: the «Люди» search's own rows, kept by the database in the transaction of every write to a page
-- or its person. A page's row is made again from the page and the person; one that is no longer public (or whose
-- person is no longer deceased) is left without one.
CREATE FUNCTION refresh_public_page_search(page_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM public_page_search WHERE page_id = ANY(page_ids);
  INSERT INTO public_page_search
    (page_id, person_id, search_name, birth_date, death_date, city_lower, burial_city_lower, updated_at)
  SELECT p.id, s.id, s.search_name, s.birth_date, s.death_date, lower(s.city), lower(s.burial_city), p.updated_at
  FROM memory_pages p JOIN persons s ON s.id = p.person_id
  WHERE p.id = ANY(page_ids) AND p.visibility = 'public' AND s.death_date IS NOT NULL;
$$;
--> statement-breakpoint
-- pages written or changed, once per statement (a bulk insert refreshes its rows in one go)
CREATE FUNCTION memory_pages_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_public_page_search(ARRAY(SELECT id FROM changed_pages));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memory_pages_search_insert AFTER INSERT ON memory_pages
  REFERENCING NEW TABLE AS changed_pages FOR EACH STATEMENT EXECUTE FUNCTION memory_pages_search_rows();
--> statement-breakpoint
CREATE TRIGGER memory_pages_search_update AFTER UPDATE ON memory_pages
  REFERENCING NEW TABLE AS changed_pages FOR EACH STATEMENT EXECUTE FUNCTION memory_pages_search_rows();
--> statement-breakpoint
-- persons whose name, dates or places changed: their public pages (only public pages have rows)
CREATE FUNCTION persons_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_public_page_search(ARRAY(
    SELECT p.id
    FROM changed_persons n
    JOIN previous_persons o ON o.id = n.id
    JOIN memory_pages p ON p.person_id = n.id AND p.visibility = 'public'
    WHERE (n.search_name, n.birth_date, n.death_date, n.city, n.burial_city)
      IS DISTINCT FROM (o.search_name, o.birth_date, o.death_date, o.city, o.burial_city)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER persons_search_update AFTER UPDATE ON persons
  REFERENCING OLD TABLE AS previous_persons NEW TABLE AS changed_persons
  FOR EACH STATEMENT EXECUTE FUNCTION persons_search_rows();
--> statement-breakpoint
INSERT INTO public_page_search
  (page_id, person_id, search_name, birth_date, death_date, city_lower, burial_city_lower, updated_at)
SELECT p.id, s.id, s.search_name, s.birth_date, s.death_date, lower(s.city), lower(s.burial_city), p.updated_at
FROM memory_pages p JOIN persons s ON s.id = p.person_id
WHERE p.visibility = 'public' AND s.death_date IS NOT NULL;
