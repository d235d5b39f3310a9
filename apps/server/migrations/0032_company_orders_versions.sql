CREATE TABLE "company_orders_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_orders_versions" ADD CONSTRAINT "company_orders_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 13 §1: what a company's deals list shows (its deals, their lines' count, their deceased's names, their
-- clients, their responsibles' names) changes with the company's version, raised by the database on every such
-- write whoever makes it, and told on the changes channel (`company_orders:<company id>`) when the write commits.
-- Statement triggers with transition tables: a bulk write raises each company once.
CREATE FUNCTION bump_company_orders_versions(company_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(company_ids) = 0 THEN RETURN; END IF;
  INSERT INTO company_orders_versions (company_id, version)
  SELECT id, 1 FROM companies WHERE id = ANY(company_ids)
  ON CONFLICT (company_id) DO UPDATE SET version = company_orders_versions.version + 1;
  PERFORM pg_notify('public_changes', 'company_orders:' || id) FROM unnest(company_ids) AS id;
END $$;
--> statement-breakpoint
CREATE FUNCTION company_orders_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_orders_versions(ARRAY(SELECT DISTINCT company_id FROM changed_deals));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_list_version_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed_deals
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_deals_changed();
--> statement-breakpoint
CREATE TRIGGER orders_list_version_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed_deals
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_deals_changed();
--> statement-breakpoint
CREATE TRIGGER orders_list_version_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS changed_deals
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_deals_changed();
--> statement-breakpoint
-- a deal's lines (the list counts them) and its deceased (the list names them)
CREATE FUNCTION company_orders_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_orders_versions(ARRAY(
    SELECT DISTINCT o.company_id FROM orders o WHERE o.id IN (SELECT order_id FROM changed_parts)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_list_version_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS changed_parts
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_part_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_list_version_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS changed_parts
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_part_changed();
--> statement-breakpoint
CREATE TRIGGER order_deceased_list_version_insert AFTER INSERT ON order_deceased
  REFERENCING NEW TABLE AS changed_parts
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_part_changed();
--> statement-breakpoint
CREATE TRIGGER order_deceased_list_version_update AFTER UPDATE ON order_deceased
  REFERENCING NEW TABLE AS changed_parts
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_part_changed();
--> statement-breakpoint
CREATE TRIGGER order_deceased_list_version_delete AFTER DELETE ON order_deceased
  REFERENCING OLD TABLE AS changed_parts
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_part_changed();
--> statement-breakpoint
-- a client's name, contacts or confirmation
CREATE FUNCTION company_orders_shoppers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_orders_versions(ARRAY(SELECT DISTINCT company_id FROM changed_shoppers));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shoppers_list_version_update AFTER UPDATE ON shoppers REFERENCING NEW TABLE AS changed_shoppers
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_shoppers_changed();
--> statement-breakpoint
-- a deceased's name (the deals that name the person)
CREATE FUNCTION company_orders_persons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_orders_versions(ARRAY(
    SELECT DISTINCT o.company_id
    FROM new_persons n
    JOIN old_persons p ON p.id = n.id
    JOIN order_deceased d ON d.person_id = n.id
    JOIN orders o ON o.id = d.order_id
    WHERE (n.last_name, n.first_name, n.patronymic) IS DISTINCT FROM (p.last_name, p.first_name, p.patronymic)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER persons_list_version_update AFTER UPDATE ON persons
  REFERENCING OLD TABLE AS old_persons NEW TABLE AS new_persons
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_persons_changed();
--> statement-breakpoint
-- a responsible's name or contacts (every company the account works in)
CREATE FUNCTION company_orders_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_orders_versions(ARRAY(
    SELECT DISTINCT m.company_id
    FROM new_accounts n
    JOIN old_accounts a ON a.id = n.id
    JOIN memberships m ON m.account_id = n.id
    WHERE (n.first_name, n.last_name, n.email, n.phone) IS DISTINCT FROM (a.first_name, a.last_name, a.email, a.phone)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_list_version_update AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS old_accounts NEW TABLE AS new_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION company_orders_accounts_changed();
