-- Custom SQL migration file, put your code below! ---- Issue 13 §1: what the access check keeps of a signed-in caller (session, account, current membership and
-- company, the membership's roles) is dropped on every server the moment it changes: each such write tells of the
-- account on the changes channel (`caller:<account id>`) when it commits. Statement triggers with transition
-- tables: a bulk write tells of each account once.
CREATE FUNCTION tell_callers_changed(account_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_changes', 'caller:' || id) FROM (SELECT DISTINCT unnest(account_ids) AS id) AS changed;
END $$;
--> statement-breakpoint
CREATE FUNCTION callers_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tell_callers_changed(ARRAY(SELECT account_id FROM changed_sessions));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_callers_update AFTER UPDATE ON auth_sessions REFERENCING NEW TABLE AS changed_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION callers_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_callers_delete AFTER DELETE ON auth_sessions REFERENCING OLD TABLE AS changed_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION callers_sessions_changed();
--> statement-breakpoint
CREATE FUNCTION callers_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tell_callers_changed(ARRAY(SELECT id FROM changed_accounts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_callers_update AFTER UPDATE ON accounts REFERENCING NEW TABLE AS changed_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION callers_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_callers_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS changed_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION callers_accounts_changed();
--> statement-breakpoint
CREATE FUNCTION callers_memberships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tell_callers_changed(ARRAY(SELECT account_id FROM changed_memberships));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memberships_callers_insert AFTER INSERT ON memberships REFERENCING NEW TABLE AS changed_memberships
  FOR EACH STATEMENT EXECUTE FUNCTION callers_memberships_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_callers_update AFTER UPDATE ON memberships REFERENCING NEW TABLE AS changed_memberships
  FOR EACH STATEMENT EXECUTE FUNCTION callers_memberships_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_callers_delete AFTER DELETE ON memberships REFERENCING OLD TABLE AS changed_memberships
  FOR EACH STATEMENT EXECUTE FUNCTION callers_memberships_changed();
--> statement-breakpoint
-- a membership's roles given or taken (a role deleted takes its rows with it)
CREATE FUNCTION callers_membership_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tell_callers_changed(ARRAY(
    SELECT m.account_id FROM memberships m WHERE m.id IN (SELECT membership_id FROM changed_grants)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER membership_roles_callers_insert AFTER INSERT ON membership_roles REFERENCING NEW TABLE AS changed_grants
  FOR EACH STATEMENT EXECUTE FUNCTION callers_membership_roles_changed();
--> statement-breakpoint
CREATE TRIGGER membership_roles_callers_delete AFTER DELETE ON membership_roles REFERENCING OLD TABLE AS changed_grants
  FOR EACH STATEMENT EXECUTE FUNCTION callers_membership_roles_changed();
--> statement-breakpoint
-- a role's name or module levels: everyone who holds it
CREATE FUNCTION callers_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tell_callers_changed(ARRAY(
    SELECT m.account_id FROM membership_roles mr JOIN memberships m ON m.id = mr.membership_id
    WHERE mr.role_id IN (SELECT id FROM changed_roles)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER roles_callers_update AFTER UPDATE ON roles REFERENCING NEW TABLE AS changed_roles
  FOR EACH STATEMENT EXECUTE FUNCTION callers_roles_changed();
--> statement-breakpoint
-- the company's name, logo or type: everyone who works in it
CREATE FUNCTION callers_companies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tell_callers_changed(ARRAY(
    SELECT m.account_id FROM memberships m WHERE m.company_id IN (SELECT id FROM changed_companies)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_callers_update AFTER UPDATE ON companies REFERENCING NEW TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION callers_companies_changed();
--> statement-breakpoint
CREATE TRIGGER companies_callers_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS changed_companies
  FOR EACH STATEMENT EXECUTE FUNCTION callers_companies_changed();
