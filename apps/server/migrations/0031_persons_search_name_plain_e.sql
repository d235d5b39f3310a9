-- Issue 13 §2: a person's search name keeps «ё» as «е», as public_page_search does (0030), so every name search
-- (persons, memory pages, a deal's deceased, the deals list) finds a word by plain LIKE through the trigram index
-- instead of a regular expression with [её] in it. Dropping the column drops its index: it is made again.
ALTER TABLE "persons" drop column "search_name";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "search_name" text GENERATED ALWAYS AS (replace(lower(trim(last_name || ' ' || first_name || ' ' || patronymic)), 'ё', 'е')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "persons_search_name_trgm_idx" ON "persons" USING gin ("search_name" gin_trgm_ops);
