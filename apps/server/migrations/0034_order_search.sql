CREATE TABLE "order_search" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_search" ADD CONSTRAINT "order_search_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_search_text_trgm_idx" ON "order_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
-- Issue 13 §2: each deal's search row is written by the database in the same transaction as any change to what it
-- holds (the deal's client, the client's names and contacts, the deal's deceased and their names), whoever writes.
CREATE FUNCTION refresh_order_search(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(order_ids) = 0 THEN RETURN; END IF;
  INSERT INTO order_search (order_id, company_id, text)
  SELECT o.id, o.company_id, replace(lower(concat_ws(' ', s.search_text, (
    SELECT string_agg(concat_ws(' ', p.last_name, p.first_name, p.patronymic), ' ' ORDER BY d.position)
    FROM order_deceased d JOIN persons p ON p.id = d.person_id
    WHERE d.order_id = o.id
  ))), 'ё', 'е')
  FROM orders o LEFT JOIN shoppers s ON s.id = o.shopper_id
  WHERE o.id = ANY(order_ids)
  ON CONFLICT (order_id) DO UPDATE SET company_id = EXCLUDED.company_id, text = EXCLUDED.text;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_search_deals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_search(ARRAY(SELECT id FROM added_deals));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_order_search_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS added_deals
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_deals_added();
--> statement-breakpoint
-- another client on the deal
CREATE FUNCTION order_search_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_search(ARRAY(
    SELECT n.id FROM new_deals n JOIN old_deals o ON o.id = n.id
    WHERE n.shopper_id IS DISTINCT FROM o.shopper_id OR n.company_id IS DISTINCT FROM o.company_id
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_order_search_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_deals NEW TABLE AS new_deals
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_deals_changed();
--> statement-breakpoint
-- the client's names, ИНН or contacts
CREATE FUNCTION order_search_shoppers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_search(ARRAY(
    SELECT o.id FROM orders o
    WHERE o.shopper_id IN (
      SELECT n.id FROM new_shoppers n JOIN old_shoppers s ON s.id = n.id WHERE n.search_text IS DISTINCT FROM s.search_text
    )
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shoppers_order_search_update AFTER UPDATE ON shoppers
  REFERENCING OLD TABLE AS old_shoppers NEW TABLE AS new_shoppers
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_shoppers_changed();
--> statement-breakpoint
-- the deal's deceased added, moved or taken away
CREATE FUNCTION order_search_deceased_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_search(ARRAY(SELECT DISTINCT order_id FROM changed_deceased));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_deceased_search_insert AFTER INSERT ON order_deceased REFERENCING NEW TABLE AS changed_deceased
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_deceased_changed();
--> statement-breakpoint
CREATE TRIGGER order_deceased_search_update AFTER UPDATE ON order_deceased REFERENCING NEW TABLE AS changed_deceased
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_deceased_changed();
--> statement-breakpoint
CREATE TRIGGER order_deceased_search_delete AFTER DELETE ON order_deceased REFERENCING OLD TABLE AS changed_deceased
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_deceased_changed();
--> statement-breakpoint
-- a deceased's names
CREATE FUNCTION order_search_persons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_order_search(ARRAY(
    SELECT DISTINCT d.order_id
    FROM new_persons n
    JOIN old_persons p ON p.id = n.id
    JOIN order_deceased d ON d.person_id = n.id
    WHERE (n.last_name, n.first_name, n.patronymic) IS DISTINCT FROM (p.last_name, p.first_name, p.patronymic)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER persons_order_search_update AFTER UPDATE ON persons
  REFERENCING OLD TABLE AS old_persons NEW TABLE AS new_persons
  FOR EACH STATEMENT EXECUTE FUNCTION order_search_persons_changed();
--> statement-breakpoint
SELECT refresh_order_search(ARRAY(SELECT id FROM orders));
