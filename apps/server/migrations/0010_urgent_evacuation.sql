ALTER TABLE "catalog_categories" ADD COLUMN "is_urgent_evacuation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- «Срочный вызов» needs one public service category to start with; administrators own it afterwards.
INSERT INTO "catalog_categories" ("company_id", "kind", "name", "is_urgent_evacuation") VALUES (NULL, 'service', 'Перевозка умершего', true);