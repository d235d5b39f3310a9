CREATE TABLE "catalog_item_words" (
	"word" text NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "catalog_item_words_word_item_id_pk" PRIMARY KEY("word","item_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "catalog_items_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "name_key" text GENERATED ALWAYS AS (replace(lower(name), 'ё', 'е')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_item_words" ADD CONSTRAINT "catalog_item_words_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_item_words_order_idx" ON "catalog_item_words" USING btree ("word","kind","name_key","item_id");--> statement-breakpoint
CREATE INDEX "catalog_item_words_item_idx" ON "catalog_item_words" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "catalog_words_word_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_items_name_key_trgm_idx" ON "catalog_items" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
-- Issue 13 §2: the words of every active item's name, written by the database in the same transaction as any
-- change of the item's name, kind or archiving, whoever writes; deleted items lose theirs by the foreign key.
CREATE FUNCTION refresh_catalog_item_words(item_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(item_ids) = 0 THEN RETURN; END IF;
  DELETE FROM catalog_item_words WHERE item_id = ANY(item_ids);
  INSERT INTO catalog_item_words (word, item_id, kind, name_key)
  SELECT DISTINCT w.word, i.id, i.kind, i.name_key
  FROM catalog_items i CROSS JOIN LATERAL regexp_split_to_table(i.name_key, '\s+') AS w(word)
  WHERE i.id = ANY(item_ids) AND NOT i.is_archive AND w.word <> '';
  INSERT INTO catalog_words (word)
  SELECT DISTINCT word FROM catalog_item_words WHERE item_id = ANY(item_ids)
  ON CONFLICT (word) DO NOTHING;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_words_items_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_catalog_item_words(ARRAY(SELECT id FROM added_items));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_items_words_insert AFTER INSERT ON catalog_items REFERENCING NEW TABLE AS added_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_items_added();
--> statement-breakpoint
CREATE FUNCTION catalog_words_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_catalog_item_words(ARRAY(
    SELECT n.id FROM new_items n JOIN old_items o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.kind IS DISTINCT FROM o.kind
      OR n.is_archive IS DISTINCT FROM o.is_archive
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_items_words_update AFTER UPDATE ON catalog_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_items_changed();
--> statement-breakpoint
-- the items that exist before this migration
SELECT refresh_catalog_item_words(ARRAY(SELECT id FROM catalog_items));
